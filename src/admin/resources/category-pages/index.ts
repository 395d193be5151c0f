import { LayoutOutlined } from "@ant-design/icons";
import { lazy } from "react";
import { categoryPageInput } from "#domain/models.ts";
import { withServerLimits } from "../../generic/limits.ts";
import type { CrudDefinition } from "../types.ts";
import { declared } from "../declared.ts";
import { PUBLISHING_FIELDS } from "../../generic/publishing.tsx";

/** Landing page one (product rules §3): the page of a top-level category, with its swiper items. */
export const categoryPages: CrudDefinition = {
  resource: "landingPageOnes",
  ...declared("categoryPages"),
  icon: LayoutOutlined,
  group: "catalogue",
  list: lazy(() => import("./list.tsx")),
  edit: lazy(() => import("./edit.tsx")),
  titleField: "banner_title",
  fields: withServerLimits(categoryPageInput, [
    { name: "banner_title", kind: "text", localized: true, required: true },
    { name: "swiper_name", kind: "text", localized: true },
    { name: "swiper_description", kind: "textarea", localized: true },
    { name: "commodity_name", kind: "text", localized: true },
    { name: "commodity_description", kind: "textarea", localized: true },
    { name: "advertis_title", kind: "text", localized: true },
    { name: "advertis_description", kind: "textarea", localized: true },
    { name: "seo_title", kind: "text", localized: true, max: 70, help: true },
    { name: "seo_description", kind: "textarea", localized: true, max: 160, help: true },
    { name: "url", kind: "slug", required: true, help: true },
    { name: "commodity_type_id", kind: "category", levels: [1], help: true },
    { name: "user_url", kind: "url", help: true },
    ...PUBLISHING_FIELDS,
    { name: "advertis_pc_img", kind: "image", section: "advertising" },
    { name: "advertis_phone_img", kind: "image", section: "advertising" },
    { name: "advertis_url", kind: "url", section: "advertising" },
  ]),
  defaults: { status: "draft" },
  searchParam: "q",
  defaultSort: { field: "id", order: "desc" },
};
