import { ProfileOutlined } from "@ant-design/icons";
import { lazy } from "react";
import { subcategoryPageInput } from "#domain/models.ts";
import { withServerLimits } from "../../generic/limits.ts";
import type { CrudDefinition } from "../types.ts";
import { declared } from "../declared.ts";
import { PUBLISHING_FIELDS } from "../../generic/publishing.tsx";

/** Landing page two (product rules §3): the page of a second-level category. */
export const subcategoryPages: CrudDefinition = {
  resource: "landingPageTwos",
  ...declared("subcategoryPages"),
  icon: ProfileOutlined,
  group: "catalogue",
  list: lazy(() => import("./list.tsx")),
  titleField: "banner_title",
  fields: withServerLimits(subcategoryPageInput, [
    { name: "banner_title", kind: "text", localized: true, required: true },
    { name: "banner_description", kind: "textarea", localized: true },
    { name: "seo_title", kind: "text", localized: true, max: 70, help: true },
    { name: "seo_description", kind: "textarea", localized: true, max: 160, help: true },
    { name: "url", kind: "slug", required: true, help: true },
    { name: "commodity_type_id", kind: "category", levels: [2], help: true },
    ...PUBLISHING_FIELDS,
    { name: "banner_pc_img", kind: "image", section: "media" },
    { name: "banner_phone_img", kind: "image", section: "media" },
  ]),
  defaults: { status: "draft" },
  searchParam: "q",
  defaultSort: { field: "id", order: "desc" },
};
