import { ToolOutlined } from "@ant-design/icons";
import { lazy } from "react";
import { partInput } from "#domain/part-input.ts";
import { formatFits, PART_CHANNELS, type FitInput } from "#domain/parts.ts";
import { withServerLimits } from "../../generic/limits.ts";
import type { CrudDefinition } from "../types.ts";
import { declared } from "../declared.ts";

/**
 * Spare parts (decision 084): number, names, picture, the products each fits (one a line, optionally for some
 * serials or manufacturing days), the part that replaces it, how it is sold and whether it is safety-critical.
 */
export const parts: CrudDefinition = {
  resource: "parts",
  ...declared("parts"),
  icon: ToolOutlined,
  group: "catalogue",
  list: lazy(() => import("./list.tsx")),
  titleField: "name",
  fields: withServerLimits(partInput, [
    { name: "part_number", kind: "text", required: true, help: true },
    { name: "name", kind: "text", localized: true, required: true },
    { name: "fits", kind: "textarea", help: true },
    { name: "channel", kind: "select", options: PART_CHANNELS, required: true, help: true },
    { name: "safety_critical", kind: "switch", help: true },
    { name: "superseded_by", kind: "text", help: true },
    { name: "image", kind: "image", section: "media" },
  ]),
  defaults: { channel: "dealers", safety_critical: false, fits: "", superseded_by: "", image: "" },
  searchParam: "q",
  filters: [{ name: "channel", kind: "select", options: PART_CHANNELS }],
  defaultSort: { field: "part_number", order: "asc" },
  toForm: (record) => ({ ...record, fits: formatFits((record.fits as FitInput[] | undefined) ?? []) }),
  fromForm: ({ id: _id, created_at: _created, updated_at: _updated, ...values }) => ({ ...values, safety_critical: Boolean(values.safety_critical) }),
};
