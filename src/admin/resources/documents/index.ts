import { FilePdfOutlined } from "@ant-design/icons";
import { lazy } from "react";
import { documentInput } from "#domain/document-models.ts";
import { withServerLimits } from "../../generic/limits.ts";
import { DOCUMENT_KINDS } from "#domain/documents.ts";
import { LOCALES } from "#domain/locales.ts";
import type { CrudDefinition } from "../types.ts";
import { declared } from "../declared.ts";

/** Product documents (PDF): product, kind, language, title, the file, published. Sent as multipart so the PDF travels with the form. */
export const documents: CrudDefinition = {
  resource: "documents",
  ...declared("documents"),
  icon: FilePdfOutlined,
  group: "catalogue",
  list: lazy(() => import("./list.tsx")),
  edit: lazy(() => import("./edit.tsx")),
  titleField: "title",
  multipart: true,
  fields: withServerLimits(documentInput, [
    { name: "commodity_id", kind: "product", required: true },
    { name: "kind", kind: "select", options: DOCUMENT_KINDS, required: true },
    { name: "locale", kind: "select", options: LOCALES, required: true },
    { name: "title", kind: "text", required: true },
    { name: "file", kind: "pdf", help: true },
    { name: "original_name", kind: "text", readOnly: true },
    { name: "published", kind: "switch", help: true },
  ]),
  defaults: { kind: "user_manual", locale: "en", published: 1, file: null },
  searchParam: "q",
  filters: [
    { name: "kind", kind: "select", options: DOCUMENT_KINDS },
    { name: "locale", kind: "select", options: LOCALES },
    { name: "published", kind: "switch" },
  ],
  defaultSort: { field: "updated_at", order: "desc" },
  toForm: (record) => ({ ...record, file: null }),
  fromForm: (values) => {
    const { original_name: _name, ...rest } = values;
    return rest;
  },
};
