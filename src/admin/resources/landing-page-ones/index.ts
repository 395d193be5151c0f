import type { CrudDefinition } from "../types.ts";

/** Landing page one (SPEC §3): the page of a top-level category, with its swiper items. */
export const landingPageOnes: CrudDefinition = {
  resource: "landingPageOnes",
  path: "landing-page-ones",
  api: {
    list: "ad/page/ones",
    create: "ad/page/ones",
    update: (id) => `ad/page/ones/${id}/_update`,
    deleteMany: "ad/page/ones/_delete",
  },
  titleField: "banner_title",
  fields: [
    { name: "banner_title", kind: "text", localized: true, required: true, max: 255 },
    { name: "swiper_name", kind: "text", localized: true, max: 255 },
    { name: "swiper_description", kind: "textarea", localized: true, max: 5000 },
    { name: "commodity_name", kind: "text", localized: true, max: 255 },
    { name: "commodity_description", kind: "textarea", localized: true, max: 5000 },
    { name: "advertis_title", kind: "text", localized: true, max: 255 },
    { name: "advertis_description", kind: "textarea", localized: true, max: 5000 },
    { name: "seo_title", kind: "text", localized: true, max: 70, help: true },
    { name: "seo_description", kind: "textarea", localized: true, max: 160, help: true },
    { name: "url", kind: "slug", required: true, max: 255, help: true },
    { name: "commodity_type_id", kind: "category", levels: [1], help: true },
    { name: "user_url", kind: "url", max: 1024, help: true },
    { name: "advertis_pc_img", kind: "image", section: "advertising" },
    { name: "advertis_phone_img", kind: "image", section: "advertising" },
    { name: "advertis_url", kind: "url", max: 1024, section: "advertising" },
  ],
  searchParam: "q",
  sortable: ["id", "url", "commodity_type_id", "created_at", "updated_at"],
  defaultSort: { field: "id", order: "desc" },
  publicUrl: (record) => (record.commodity_type_id && record.url ? `/products/${encodeURIComponent(String(record.url))}?sortid=${record.commodity_type_id}` : null),
};
