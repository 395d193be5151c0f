import type { CrudDefinition } from "../types.ts";

/** Newsletter sign-ups (SPEC §7 file forms): GET list, DELETE _delete, GET _export CSV. */
export const fileForms: CrudDefinition = {
  resource: "fileForms",
  path: "customer-subscribe",
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
  filters: [{ name: "locale", kind: "select", options: ["en", "fr", "nl"] }],
  sortable: ["created_at", "id", "email", "locale"],
  defaultSort: { field: "created_at", order: "desc" },
};
