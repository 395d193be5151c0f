import { slugify } from "#src/lib/slug.ts";
import type { CrudDefinition } from "../types.ts";

/** Blog articles (SPEC §3): title, summary and rich-text content per language, main image, date. */
export const articles: CrudDefinition = {
  resource: "articles",
  path: "blog-administration",
  api: {
    list: "ad/articles",
    create: "ad/articles",
    update: (id) => `ad/articles/${id}/_update`,
    deleteMany: "ad/articles/_delete",
  },
  titleField: "title",
  fields: [
    { name: "title", kind: "text", localized: true, required: true, min: 2, max: 255 },
    { name: "summary", kind: "textarea", localized: true, max: 255 },
    { name: "content", kind: "richtext", localized: true, required: true },
    { name: "created_at", kind: "date", help: true },
    { name: "hot", kind: "switch", help: true },
    { name: "main_img_url", kind: "image", section: "media" },
  ],
  defaults: { hot: 0 },
  searchParam: "q",
  filters: [{ name: "hot", kind: "switch" }],
  sortable: ["id", "en_title", "hot", "created_at", "updated_at"],
  defaultSort: { field: "created_at", order: "desc" },
  publicUrl: (record) => (record.en_title ? `/blog/${encodeURIComponent(slugify(String(record.en_title)))}?articleID=${record.id}` : null),
};
