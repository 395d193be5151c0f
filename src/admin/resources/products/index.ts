import { AppstoreOutlined } from "@ant-design/icons";
import { lazy } from "react";
import { productInput } from "#domain/models.ts";
import { withServerLimits } from "../../generic/limits.ts";
import type { CrudDefinition } from "../types.ts";
import { declared } from "../declared.ts";
import { PUBLISHING_FIELDS } from "../../generic/publishing.tsx";
import { SEARCH_RESULT_FIELDS } from "../../generic/search-result-preview.tsx";

/** Products (product rules §3 commodity): names, summaries and descriptions in three languages, category, images, featured flag. */
export const products: CrudDefinition = {
  resource: "commodities",
  ...declared("products"),
  icon: AppstoreOutlined,
  group: "catalogue",
  list: lazy(() => import("./list.tsx")),
  edit: lazy(() => import("./edit.tsx")),
  titleField: "name",
  fields: withServerLimits(productInput, [
    { name: "name", kind: "text", localized: true, required: true, min: 2 },
    { name: "summary", kind: "textarea", localized: true },
    { name: "description", kind: "richtext", localized: true },
    { name: "commodity_type_id", kind: "category", required: true },
    { name: "model", kind: "text" },
    { name: "attrSort", kind: "switch", help: true },
    { name: "sort_order", kind: "number", min: 0, help: true },
    ...PUBLISHING_FIELDS,
    { name: "main_img_url", kind: "image", section: "media" },
    { name: "images", kind: "images", section: "media", help: true },
    ...SEARCH_RESULT_FIELDS,
  ]),
  searchResult: { bodyField: "description" },
  defaults: { attrSort: 0, sort_order: 0, images: [], status: "draft" },
  searchParam: "q",
  filters: [
    { name: "commodityTypeIds", kind: "category" },
    { name: "attrSort", kind: "switch" },
  ],
};
