import { FilePdfOutlined } from "@ant-design/icons";
import { lazy } from "react";
import { documentInput } from "#domain/document-models.ts";
import { withServerLimits } from "../../generic/limits.ts";
import { DOCUMENT_KINDS } from "#domain/documents.ts";
import { LOCALES } from "#domain/locales.ts";
import type { CrudDefinition } from "../types.ts";
import { SORT_COLUMNS } from "#domain/admin-contract.ts";

/** Product documents (PDF): product, kind, language, title, the file, published. Sent as multipart so the PDF travels with the form. */
export const documents: CrudDefinition = {
  resource: "documents",
  path: "documents",
  icon: FilePdfOutlined,
  group: "catalogue",
  list: lazy(() => import("./list.tsx")),
  api: {
    list: "ad/documents",
    create: "ad/documents",
    update: (id) => `ad/documents/${id}/_update`,
    deleteMany: "ad/documents/_delete",
  },
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
  sortable: SORT_COLUMNS.documents,
  defaultSort: { field: "updated_at", order: "desc" },
  publicUrl: (record) => (record.published ? String(record.url) : null),
  toForm: (record) => ({ ...record, file: null }),
  fromForm: (values) => {
    const { original_name: _name, ...rest } = values;
    return rest;
  },
};
