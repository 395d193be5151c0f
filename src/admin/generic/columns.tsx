import { Space, Tag } from "antd";
import dayjs from "dayjs";
import type { TableColumnType } from "antd";
import type { TFunction } from "i18next";
import { Link } from "react-router";
import { Thumb } from "../components/thumb.tsx";
import type { AdminRecord, CrudDefinition } from "../resources/types.ts";
import { recordName } from "./categories.ts";
import { fieldLabel } from "./field-label.ts";

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

export function dateColumn(name: string, title: string, withTime = true): Column {
  return {
    key: name,
    dataIndex: name,
    title,
    width: withTime ? 160 : 120,
    render: (value: unknown) => (typeof value === "string" && value ? dayjs(value).format(withTime ? "YYYY-MM-DD HH:mm" : "YYYY-MM-DD") : "—"),
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
