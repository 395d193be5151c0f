import { PrinterOutlined } from "@ant-design/icons";
import { lazy } from "react";
import type { CrudDefinition } from "../types.ts";
import { RESOURCES } from "#domain/resources.ts";

/** Requests for printed manuals (decision 081): due 30 days after each request; listed, marked as sent, deleted. */
export const paperCopies: CrudDefinition = {
  resource: "paperCopies",
  path: "paper-copies",
  icon: PrinterOutlined,
  group: "customers",
  list: lazy(() => import("./list.tsx")),
  api: {
    list: "ad/paper-copies",
    create: "ad/paper-copies",
    update: (id) => `ad/paper-copies/${id}`,
    deleteMany: "ad/paper-copies/_delete",
  },
  titleField: "name",
  fields: [],
  listOnly: true,
  searchParam: "q",
  filters: [
    { name: "status", kind: "select", options: ["open", "sent"] },
    { name: "language", kind: "select", options: ["en", "fr", "nl"] },
  ],
  sortable: RESOURCES.paperCopies.sortColumns,
  defaultSort: { field: "due_on", order: "asc" },
};
