import type { FieldDef } from "../types.ts";

/** The category form (POST api/ad/commodity/types, POST …/{id}/_update, DELETE …/{id} with its subtree). */
export const COMMODITY_TYPE_FIELDS: FieldDef[] = [
  { name: "name", kind: "text", localized: true, required: true, max: 255 },
  { name: "description", kind: "textarea", localized: true, max: 2000 },
  { name: "link", kind: "url", max: 1024, help: true },
  { name: "sort_order", kind: "number", min: 0 },
  { name: "main_img_url", kind: "image", help: true },
];

export const COMMODITY_TYPES_API = "ad/commodity/types";
export const MAX_LEVEL = 3;
