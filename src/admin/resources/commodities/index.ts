import { slugify } from "#src/lib/slug.ts";
import type { CrudDefinition } from "../types.ts";

/** Products (SPEC §3 commodity): names, summaries and descriptions in three languages, category, images, featured flag. */
export const commodities: CrudDefinition = {
  resource: "commodities",
  path: "commodity-administration",
  api: {
    list: "ad/commodities",
    create: "ad/commodities",
    update: (id) => `ad/commodities/${id}/_update`,
    deleteMany: "ad/commodities/_delete",
  },
  titleField: "name",
  fields: [
    { name: "name", kind: "text", localized: true, required: true, min: 2, max: 255 },
    { name: "summary", kind: "textarea", localized: true, max: 255 },
    { name: "description", kind: "richtext", localized: true },
    { name: "commodity_type_id", kind: "category", required: true },
    { name: "model", kind: "text", max: 64 },
    { name: "attrSort", kind: "switch", help: true },
    { name: "sort_order", kind: "number", min: 0, help: true },
    { name: "main_img_url", kind: "image", section: "media" },
    { name: "images", kind: "images", section: "media", help: true },
  ],
  defaults: { attrSort: 0, sort_order: 0, images: [] },
  searchParam: "q",
  filters: [
    { name: "commodityTypeIds", kind: "category" },
    { name: "attrSort", kind: "switch" },
  ],
  sortable: ["id", "en_name", "model", "sort_order", "attr_sort", "created_at", "updated_at"],
  publicUrl: (record) => (record.en_name ? `/product/${encodeURIComponent(slugify(String(record.en_name)))}?articleID=${record.id}` : null),
};
