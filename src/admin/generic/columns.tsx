import { Space, Tag } from "antd";
import type { TableColumnType } from "antd";
import type { TFunction } from "i18next";
import { Link } from "react-router";
import { Thumb } from "../components/thumb.tsx";
import type { AdminRecord, CrudDefinition } from "../resources/types.ts";
import { recordName } from "./categories.ts";
import { fieldLabel } from "./field-label.ts";
import { formatWhen, type WhenPrecision } from "./format-when.ts";

type Column = TableColumnType<AdminRecord>;

export const idColumn = (): Column => ({ key: "id", dataIndex: "id", title: "ID", width: 64 });

const filled = (value: unknown) => typeof value === "string" && value.replace(/<[^>]*>/g, "").trim() !== "";

/** The record's name (linking to its edit page) with a tag for each language still missing, when the name is localized. */
export function nameColumn(definition: CrudDefinition, t: TFunction, language: string, field = definition.titleField): Column {
  const localized = definition.fields.some((candidate) => candidate.name === field && candidate.localized);
  return {
    key: localized ? `en_${field}` : field,
    title: fieldLabel(t, definition.resource)(field),
    render: (_, record) => {
      const missing = localized ? (["en", "fr", "nl"] as const).filter((lang) => !filled(record[`${lang}_${field}`])) : [];
      return (
        <Space size={4} wrap>
          <Link to={`/admin/${definition.path}/${record.id}`} className="admin-name-link">
            {recordName(record, field, language)}
          </Link>
          {missing.map((lang) => (
            <Tag key={lang} color="warning" variant="outlined" title={t("list.missingLanguage", { lang: lang.toUpperCase() })}>
              {lang.toUpperCase()}
            </Tag>
          ))}
        </Space>
      );
    },
  };
}

export function imageColumn(name: string, title: string): Column {
  return { key: name, title, width: 76, render: (_, record) => <Thumb src={record[name] as string | undefined} /> };
}

/** A column of dates (to the minute unless `precision` says otherwise); `extra` adds to it, e.g. its sort arrows. */
export function dateColumn<Row = AdminRecord>(
  name: string,
  title: string,
  { precision = "minute", width, extra }: { precision?: WhenPrecision; width?: number; extra?: TableColumnType<Row> } = {},
): TableColumnType<Row> {
  return {
    key: name,
    dataIndex: name,
    title,
    width: width ?? (precision === "day" ? 120 : 160),
    render: (value: unknown) => formatWhen(value, precision),
    ...extra,
  };
}

/** A column of coded values (a status…) shown as tags, coloured by `colours` and named by `label`. */
export function tagColumn<Row>(
  name: string,
  title: string,
  { colours, label, width, extra }: { colours: Record<string, string>; label(value: string): string; width: number; extra?: TableColumnType<Row> },
): TableColumnType<Row> {
  return {
    key: name,
    title,
    width,
    ...extra,
    render: (_, row) => {
      const value = String((row as Record<string, unknown>)[name]);
      return <Tag color={colours[value]}>{label(value)}</Tag>;
    },
  };
}

export function textColumn(name: string, title: string, width?: number): Column {
  return {
    key: name,
    dataIndex: name,
    title,
    width,
    ellipsis: true,
    render: (value: unknown) => (value === null || value === undefined || value === "" ? "—" : String(value)),
  };
}
