import { AlertOutlined } from "@ant-design/icons";
import dayjs from "dayjs";
import { lazy } from "react";
import { safetyNoticeInput } from "#domain/safety-models.ts";
import { NOTICE_REMEDIES, NOTICE_STATUSES, type SerialRange } from "#domain/safety.ts";
import { withServerLimits } from "../../generic/limits.ts";
import type { CrudDefinition } from "../types.ts";
import { declared } from "../declared.ts";

const DAY_FIELDS = ["sold_from", "sold_to", "produced_from", "produced_to", "published_at"] as const;

/** "FT4624B00100 - FT4624B01999", one range a line (a single serial is a range of one). */
export function rangesToText(ranges: readonly SerialRange[]): string {
  return ranges.map((range) => (range.from === range.to ? range.from : `${range.from} - ${range.to}`)).join("\n");
}

export function textToRanges(text: string): SerialRange[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => {
      const [from, to] = line.split(/\s+(?:-|–|to|à|tot)\s+|\s*[–]\s*/i);
      return { from: (from ?? "").trim(), to: (to ?? from ?? "").trim() };
    });
}

/**
 * Safety notices and recalls (decision 077): the GPSR Art. 36 information in three languages, the
 * models and serial ranges or dates that decide who is affected, status draft → active → closed. Saving as active
 * publishes it (banner, /safety) and mails every affected registered owner once; the form shows the mailing's progress.
 */
export const safetyNotices: CrudDefinition = {
  resource: "safetyNotices",
  ...declared("safetyNotices"),
  icon: AlertOutlined,
  group: "customers",
  list: lazy(() => import("./list.tsx")),
  edit: lazy(() => import("./edit.tsx")),
  titleField: "title",
  fields: withServerLimits(safetyNoticeInput, [
    { name: "status", kind: "select", options: NOTICE_STATUSES, required: true, help: true },
    { name: "slug", kind: "slug", required: true, help: true },
    { name: "title", kind: "text", localized: true, required: true },
    { name: "product", kind: "text", localized: true, required: true },
    { name: "models", kind: "text", required: true, help: true },
    { name: "serial_ranges", kind: "textarea", help: true },
    { name: "sold_from", kind: "date", help: true },
    { name: "sold_to", kind: "date" },
    { name: "produced_from", kind: "date", help: true },
    { name: "produced_to", kind: "date" },
    { name: "hazard", kind: "textarea", localized: true, required: true, help: true },
    { name: "action", kind: "textarea", localized: true, required: true },
    { name: "remedy", kind: "select", options: NOTICE_REMEDIES, required: true },
    { name: "remedy_text", kind: "textarea", localized: true, required: true, help: true },
    { name: "contact_phone", kind: "text" },
    { name: "contact_email", kind: "text" },
    { name: "contact_note", kind: "textarea", localized: true },
    { name: "published_at", kind: "date", help: true },
    { name: "images", kind: "images", section: "media" },
  ]),
  defaults: { status: "draft", remedy: "repair", images: [], models: "", serial_ranges: "" },
  searchParam: "q",
  filters: [{ name: "status", kind: "select", options: NOTICE_STATUSES }],
  defaultSort: { field: "updated_at", order: "desc" },
  toForm: (record) => ({
    ...record,
    models: ((record.models as string[] | undefined) ?? []).join(", "),
    serial_ranges: rangesToText((record.serial_ranges as SerialRange[] | undefined) ?? []),
  }),
  fromForm: (values) => {
    const { id: _id, created_at: _created, updated_at: _updated, closed_at: _closed, ...rest } = values;
    const body: Record<string, unknown> = {
      ...rest,
      models: String(rest.models ?? "")
        .split(/[,;\n]/)
        .map((model) => model.trim())
        .filter(Boolean),
      serial_ranges: textToRanges(String(rest.serial_ranges ?? "")),
    };
    for (const field of DAY_FIELDS) body[field] = rest[field] ? dayjs(String(rest[field])).format("YYYY-MM-DD") : null;
    return body;
  },
};
