import type { CrudDefinition } from "../types.ts";

export const SOCIAL_PLATFORMS = ["facebook", "instagram", "youtube", "linkedin", "x", "tiktok", "pinterest", "whatsapp"] as const;

/** Social links shown in the header (in_header) and footer. */
export const socialCodes: CrudDefinition = {
  resource: "socialCodes",
  path: "social-code",
  api: {
    list: "ad/social/codes",
    create: "ad/social/codes",
    update: (id) => `ad/social/codes/${id}/_update`,
    deleteMany: "ad/social/codes/_delete",
  },
  titleField: "label",
  fields: [
    { name: "platform", kind: "select", options: SOCIAL_PLATFORMS, required: true },
    { name: "label", kind: "text", required: true, max: 64 },
    { name: "url", kind: "url", required: true, max: 1024 },
    { name: "in_header", kind: "switch", help: true },
    { name: "sort_order", kind: "number", min: 0 },
  ],
  defaults: { platform: "facebook", in_header: 0, sort_order: 0 },
  searchParam: "q",
  sortable: ["sort_order", "id", "platform", "label"],
  defaultSort: { field: "sort_order", order: "asc" },
  orderField: "sort_order",
};
