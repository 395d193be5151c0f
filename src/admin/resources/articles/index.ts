import { FileTextOutlined } from "@ant-design/icons";
import { lazy } from "react";
import { articleInput } from "#domain/models.ts";
import { withServerLimits } from "../../generic/limits.ts";
import type { CrudDefinition } from "../types.ts";
import { declared } from "../declared.ts";
import { PUBLISHING_FIELDS } from "../../generic/publishing.tsx";
import { SEARCH_RESULT_FIELDS } from "../../generic/search-result-preview.tsx";

/** Blog articles (product rules §3): title, summary and rich-text content per language, main image, date. */
export const articles: CrudDefinition = {
  resource: "articles",
  ...declared("articles"),
  icon: FileTextOutlined,
  group: "content",
  list: lazy(() => import("./list.tsx")),
  titleField: "title",
  fields: withServerLimits(articleInput, [
    { name: "title", kind: "text", localized: true, required: true, min: 2 },
    { name: "summary", kind: "textarea", localized: true },
    { name: "content", kind: "richtext", localized: true, required: true },
    { name: "created_at", kind: "date", help: true },
    { name: "hot", kind: "switch", help: true },
    ...PUBLISHING_FIELDS,
    { name: "main_img_url", kind: "image", section: "media" },
    ...SEARCH_RESULT_FIELDS,
  ]),
  searchResult: { bodyField: "content" },
  defaults: { hot: 0, status: "draft" },
  searchParam: "q",
  filters: [{ name: "hot", kind: "switch" }],
  defaultSort: { field: "created_at", order: "desc" },
};
