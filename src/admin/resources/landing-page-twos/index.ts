import type { CrudDefinition } from "../types.ts";

/** Landing page two (SPEC §3): the page of a second-level category. */
export const landingPageTwos: CrudDefinition = {
  resource: "landingPageTwos",
  path: "landing-page-twos",
  api: {
    list: "ad/page/twos",
    create: "ad/page/twos",
    update: (id) => `ad/page/twos/${id}/_update`,
    deleteMany: "ad/page/twos/_delete",
  },
  titleField: "banner_title",
  fields: [
    { name: "banner_title", kind: "text", localized: true, required: true, max: 255 },
    { name: "banner_description", kind: "textarea", localized: true, max: 5000 },
    { name: "seo_title", kind: "text", localized: true, max: 70, help: true },
    { name: "seo_description", kind: "textarea", localized: true, max: 160, help: true },
    { name: "url", kind: "slug", required: true, max: 255, help: true },
    { name: "commodity_type_id", kind: "category", levels: [2], help: true },
    { name: "banner_pc_img", kind: "image", section: "media" },
    { name: "banner_phone_img", kind: "image", section: "media" },
  ],
  searchParam: "q",
  sortable: ["id", "url", "commodity_type_id", "created_at", "updated_at"],
  defaultSort: { field: "id", order: "desc" },
  publicUrl: (record) => (record.commodity_type_id && record.url ? `/products/${encodeURIComponent(String(record.url))}?sortid=${record.commodity_type_id}` : null),
};
