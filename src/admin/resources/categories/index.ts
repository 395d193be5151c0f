import { ApartmentOutlined } from "@ant-design/icons";
import { lazy } from "react";
import { categoryInput } from "#domain/models.ts";
import { withServerLimits } from "../../generic/limits.ts";
import type { AdminResource, FieldDef } from "../types.ts";

/** The category form (POST api/ad/commodity/types, POST …/{id}/_update, DELETE …/{id} with its subtree). */
export const CATEGORY_FIELDS: FieldDef[] = withServerLimits(categoryInput, [
  { name: "name", kind: "text", localized: true, required: true },
  { name: "description", kind: "textarea", localized: true },
  { name: "link", kind: "url", help: true },
  { name: "sort_order", kind: "number", min: 0 },
  { name: "main_img_url", kind: "image", help: true },
]);

export const CATEGORIES_API = "ad/commodity/types";
export const MAX_LEVEL = 3;

/** The category tree: add, edit, reorder, attach landing pages. */
export const categories: AdminResource = {
  path: "sort-administration",
  resource: "commodityTypes",
  icon: ApartmentOutlined,
  group: "catalogue",
  list: lazy(() => import("./list.tsx")),
};
