import { Tag } from "antd";
import dayjs from "dayjs";
import type { TableColumnType } from "antd";
import type { TFunction } from "i18next";
import { PUBLISH_STATUSES } from "#src/lib/admin-contract.ts";
import type { AdminRecord, FieldDef } from "../resources/types.ts";

/** The publishing fields of products, articles and posters (decision 059); posters add unpublish_at. */
export const PUBLISHING_FIELDS: FieldDef[] = [
  { name: "status", kind: "select", options: PUBLISH_STATUSES, required: true, help: true },
  { name: "publish_at", kind: "date", help: true },
];

/** Draft, Scheduled (until its time), Published, or Ended (a poster past its unpublish_at). */
export function publishingState(record: AdminRecord, now = dayjs()): "draft" | "scheduled" | "published" | "ended" {
  if (record.status === "draft") return "draft";
  if (typeof record.publish_at === "string" && record.publish_at && dayjs(record.publish_at).isAfter(now)) return "scheduled";
  if (typeof record.unpublish_at === "string" && record.unpublish_at && !dayjs(record.unpublish_at).isAfter(now)) return "ended";
  return "published";
}

const COLORS = { draft: "default", scheduled: "processing", published: "success", ended: "warning" } as const;

/** A list column with the record's publishing state, and its time when scheduled. */
export function publishingColumn(t: TFunction): TableColumnType<AdminRecord> {
  return {
    key: "status",
    title: t("publishing.column"),
    width: 190,
    render: (_, record) => {
      const state = publishingState(record);
      const time = state === "scheduled" ? ` ${dayjs(String(record.publish_at)).format("YYYY-MM-DD HH:mm")}` : "";
      return <Tag color={COLORS[state]}>{`${t(`publishing.states.${state}`)}${time}`}</Tag>;
    },
  };
}
