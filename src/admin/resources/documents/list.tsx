import { FilePdfOutlined } from "@ant-design/icons";
import { Tag } from "antd";
import { useTranslation } from "react-i18next";
import { formatBytes } from "#domain/documents.ts";
import { dateColumn, idColumn, nameColumn } from "../../generic/columns.tsx";
import { fieldLabel } from "../../generic/field-label.ts";
import { ResourceList } from "../../generic/resource-list.tsx";
import { documents } from "./index.ts";

export default function DocumentList() {
  const { t, i18n } = useTranslation();
  const f = fieldLabel(t, "documents");
  return (
    <ResourceList
      definition={documents}
      columns={[
        idColumn(),
        nameColumn(documents, t, i18n.language),
        { key: "kind", dataIndex: "kind", title: f("kind"), render: (value: string) => t(`resources.documents.options.kind.${value}`) },
        { key: "locale", dataIndex: "locale", title: f("locale"), width: 90, render: (value: string) => <Tag>{value.toUpperCase()}</Tag> },
        { key: "commodity_id", dataIndex: "commodity_id", title: f("commodity_id"), width: 100, render: (value: number) => `#${value}` },
        {
          key: "bytes",
          title: f("bytes"),
          width: 150,
          render: (_, record) => (
            <a href={String(record.url)} target="_blank" rel="noreferrer">
              <FilePdfOutlined /> {formatBytes(Number(record.bytes), i18n.language)}
            </a>
          ),
        },
        {
          key: "published",
          title: f("published"),
          width: 110,
          render: (_, record) => (record.published ? <Tag color="green">{t("common.yes")}</Tag> : <Tag>{t("common.no")}</Tag>),
        },
        dateColumn("updated_at", t("list.updated")),
      ]}
    />
  );
}
