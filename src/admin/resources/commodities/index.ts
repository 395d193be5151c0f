import { AppstoreOutlined } from "@ant-design/icons";
import { lazy } from "react";
import { commodityInput } from "#domain/models.ts";
import { withServerLimits } from "../../generic/limits.ts";
import { slugify } from "#domain/slug.ts";
import type { CrudDefinition } from "../types.ts";
import { PUBLISHING_FIELDS } from "../../generic/publishing.tsx";
import { SORT_COLUMNS } from "#domain/admin-contract.ts";

/** Products (SPEC §3 commodity): names, summaries and descriptions in three languages, category, images, featured flag. */
export const commodities: CrudDefinition = {
  resource: "commodities",
  path: "commodity-administration",
  icon: AppstoreOutlined,
  group: "catalogue",
  list: lazy(() => import("./list.tsx")),
  edit: lazy(() => import("./edit.tsx")),
  api: {
    list: "ad/commodities",
    create: "ad/commodities",
    update: (id) => `ad/commodities/${id}/_update`,
    deleteMany: "ad/commodities/_delete",
  },
  titleField: "name",
  fields: withServerLimits(commodityInput, [
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
  ]),
  defaults: { attrSort: 0, sort_order: 0, images: [], status: "published" },
  searchParam: "q",
  filters: [
    { name: "commodityTypeIds", kind: "category" },
    { name: "attrSort", kind: "switch" },
  ],
  sortable: SORT_COLUMNS.commodities,
  publicUrl: (record) => (record.en_name ? `/product/${encodeURIComponent(slugify(String(record.en_name)))}?articleID=${record.id}` : null),
};
