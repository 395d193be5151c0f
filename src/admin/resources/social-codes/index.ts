import { ShareAltOutlined } from "@ant-design/icons";
import { lazy } from "react";
import { socialCodeInput } from "#domain/models.ts";
import { withServerLimits } from "../../generic/limits.ts";
import type { CrudDefinition } from "../types.ts";
import { declared } from "../declared.ts";

export const SOCIAL_PLATFORMS = ["facebook", "instagram", "youtube", "linkedin", "x", "tiktok", "pinterest", "whatsapp"] as const;

/** Social links shown in the header (in_header) and footer. */
export const socialCodes: CrudDefinition = {
  resource: "socialCodes",
  ...declared("socialCodes"),
  icon: ShareAltOutlined,
  group: "settings",
  list: lazy(() => import("./list.tsx")),
  titleField: "label",
  fields: withServerLimits(socialCodeInput, [
    { name: "platform", kind: "select", options: SOCIAL_PLATFORMS, required: true },
    { name: "label", kind: "text", required: true },
    { name: "url", kind: "url", required: true },
    { name: "in_header", kind: "switch", help: true },
    { name: "sort_order", kind: "number", min: 0 },
  ]),
  defaults: { platform: "facebook", in_header: 0, sort_order: 0 },
  searchParam: "q",
  defaultSort: { field: "sort_order", order: "asc" },
  orderField: "sort_order",
};
