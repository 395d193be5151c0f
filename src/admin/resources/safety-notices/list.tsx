import { Tag } from "antd";
import { useTranslation } from "react-i18next";
import { idColumn, nameColumn } from "../../generic/columns.tsx";
import { fieldLabel } from "../../generic/field-label.ts";
import { ResourceList } from "../../generic/resource-list.tsx";
import { safetyNotices } from "./index.ts";

const STATUS_COLOURS: Record<string, string> = { draft: "default", active: "red", closed: "green" };

export default function SafetyNoticeList() {
  const { t, i18n } = useTranslation();
  const f = fieldLabel(t, "safetyNotices");
  return (
    <ResourceList
      definition={safetyNotices}
      columns={[
        idColumn(),
        nameColumn(safetyNotices, t, i18n.language),
        {
          key: "status",
          title: f("status"),
          width: 120,
          render: (_, record) => (
            <Tag color={STATUS_COLOURS[String(record.status)]} data-testid="notice-status">
              {t(`resources.safetyNotices.options.status.${String(record.status)}`)}
            </Tag>
          ),
        },
        { key: "models", title: f("models"), render: (_, record) => ((record.models as string[] | undefined) ?? []).join(", ") },
        { key: "published_at", dataIndex: "published_at", title: f("published_at"), width: 140 },
      ]}
    />
  );
}
