import { MailOutlined } from "@ant-design/icons";
import { lazy } from "react";
import type { CrudDefinition } from "../types.ts";
import { RESOURCES } from "#domain/resources.ts";

/** Newsletter sign-ups (product rules §7 file forms): GET list, DELETE _delete, GET _export CSV. */
export const newsletterSignUps: CrudDefinition = {
  resource: "fileForms",
  path: "customer-subscribe",
  icon: MailOutlined,
  group: "customers",
  list: lazy(() => import("./list.tsx")),
  api: {
    list: "ad/file/forms",
    create: "ad/file/forms",
    update: (id) => `ad/file/forms/${id}`,
    deleteMany: "ad/file/forms/_delete",
  },
  titleField: "email",
  fields: [],
  listOnly: true,
  searchParam: "q",
  // Without a status the list shows the confirmed addresses: only they are subscribers (decision 086).
  filters: [
    { name: "status", kind: "select", options: ["confirmed", "pending", "all"] },
    { name: "locale", kind: "select", options: ["en", "fr", "nl"] },
  ],
  sortable: RESOURCES.newsletterSignUps.sortColumns,
  defaultSort: { field: "created_at", order: "desc" },
};
