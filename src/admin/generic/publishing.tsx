import { App, Tag, Typography } from "antd";
import dayjs from "dayjs";
import type { TableColumnType } from "antd";
import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import { fallbackFields } from "#domain/translation-completeness.ts";
import { marketTimeText } from "#domain/calendar-days.ts";
import { fieldLabel } from "./field-label.ts";
import { PUBLISH_STATUSES } from "#domain/admin-contract.ts";
import type { AdminRecord, FieldDef } from "../resources/types.ts";

/** The publishing fields of every publishable record (decisions 059 and 092): status, start and end. */
export const PUBLISHING_FIELDS: FieldDef[] = [
  { name: "status", kind: "select", options: PUBLISH_STATUSES, required: true, help: true },
  { name: "publish_at", kind: "date", help: true },
  { name: "unpublish_at", kind: "date", help: true },
];

/** Draft, Scheduled (until its time), Published, or Ended (past its unpublish_at). */
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
      const time = state === "scheduled" ? ` ${marketTimeText(String(record.publish_at))}` : "";
      return <Tag color={COLORS[state]}>{`${t(`publishing.states.${state}`)}${time}`}</Tag>;
    },
  };
}

/**
 * Before a record goes live: when some of its French or Dutch text is blank where English is written
 * (the visitors of that language would see English), asks the editor to confirm, naming the fields.
 * Resolves true when there is nothing to confirm or the editor confirms (decision 060).
 */
export function useFallbackConfirm(resource: string): (record: Record<string, unknown>) => Promise<boolean> {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  return (record) => {
    const lines = fallbackLines(t, resource, fallbackFields(record));
    if (!lines.length) return Promise.resolve(true);
    return new Promise((resolve) => {
      modal.confirm({
        title: t("publishing.fallbackTitle"),
        content: (
          <div data-testid="publish-fallbacks">
            <Typography.Paragraph>{t("publishing.fallbackBody")}</Typography.Paragraph>
            <ul>
              {lines.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </div>
        ),
        okText: t("publishing.publishAnyway"),
        cancelText: t("actions.cancel"),
        onOk: () => resolve(true),
        onCancel: () => resolve(false),
      });
    });
  };
}

/** "French: Name, Description", "Dutch: Title": the fields that would fall back, by their labels in `resource`'s form. */
export function fallbackLines(t: TFunction, resource: string, missing: { fr: string[]; nl: string[] }): string[] {
  const label = fieldLabel(t, resource);
  return (["fr", "nl"] as const)
    .filter((lang) => missing[lang].length)
    .map((lang) => `${t(`preview.languages.${lang}`)}: ${missing[lang].map((field) => label(field)).join(", ")}`);
}
