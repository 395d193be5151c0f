import { Tag } from "antd";
import { useTranslation } from "react-i18next";
import { idColumn, nameColumn } from "../../generic/columns.tsx";
import { fieldLabel } from "../../generic/field-label.ts";
import { ResourceList } from "../../generic/resource-list.tsx";
import { specAttributes } from "./index.ts";

export default function SpecAttributeList() {
  const { t, i18n } = useTranslation();
  const f = fieldLabel(t, "specAttributes");
  return (
    <ResourceList
      definition={specAttributes}
      columns={[
        idColumn(),
        nameColumn(specAttributes, t, i18n.language),
        { key: "key", title: f("key"), dataIndex: "key", render: (value: string) => <code>{value}</code> },
        { key: "type", title: f("type"), width: 110, render: (_, record) => t(`resources.specAttributes.options.type.${String(record.type)}`) },
        { key: "unit", title: f("unit"), width: 90, dataIndex: "unit" },
        {
          key: "flags",
          title: f("filterable"),
          width: 160,
          render: (_, record) => (
            <>
              {record.filterable ? <Tag color="green">{f("filterable")}</Tag> : null}
              {record.required ? <Tag color="orange">{f("required")}</Tag> : null}
            </>
          ),
        },
      ]}
    />
  );
}
