import { FileTextOutlined } from "@ant-design/icons";
import { lazy } from "react";
import { articleInput } from "#domain/models.ts";
import { withServerLimits } from "../../generic/limits.ts";
import { slugify } from "#domain/slug.ts";
import type { CrudDefinition } from "../types.ts";
import { PUBLISHING_FIELDS } from "../../generic/publishing.tsx";
import { SORT_COLUMNS } from "#domain/admin-contract.ts";

/** Blog articles (SPEC §3): title, summary and rich-text content per language, main image, date. */
export const articles: CrudDefinition = {
  resource: "articles",
  path: "blog-administration",
  icon: FileTextOutlined,
  group: "content",
  list: lazy(() => import("./list.tsx")),
  api: {
    list: "ad/articles",
    create: "ad/articles",
    update: (id) => `ad/articles/${id}/_update`,
    deleteMany: "ad/articles/_delete",
  },
  titleField: "title",
  fields: withServerLimits(articleInput, [
    { name: "title", kind: "text", localized: true, required: true, min: 2 },
    { name: "summary", kind: "textarea", localized: true },
    { name: "content", kind: "richtext", localized: true, required: true },
    { name: "created_at", kind: "date", help: true },
    { name: "hot", kind: "switch", help: true },
    ...PUBLISHING_FIELDS,
    { name: "main_img_url", kind: "image", section: "media" },
  ]),
  defaults: { hot: 0, status: "published" },
  searchParam: "q",
  filters: [{ name: "hot", kind: "switch" }],
  sortable: SORT_COLUMNS.articles,
  defaultSort: { field: "created_at", order: "desc" },
  publicUrl: (record) => (record.en_title ? `/blog/${encodeURIComponent(slugify(String(record.en_title)))}?articleID=${record.id}` : null),
};
