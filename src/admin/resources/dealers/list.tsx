import { Tag } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { idColumn, nameColumn } from "../../generic/columns.tsx";
import { fieldLabel } from "../../generic/field-label.ts";
import { ResourceList } from "../../generic/resource-list.tsx";
import { CsvButtons } from "../../components/csv-buttons.tsx";
import { dealers } from "./index.ts";
import { DEALER_SERVICES } from "#domain/dealers.ts";

export default function DealerList() {
  const { t, i18n } = useTranslation();
  const f = fieldLabel(t, "dealers");
  const [generation, setGeneration] = useState(0);
  return (
    <ResourceList
      key={generation}
      definition={dealers}
      headerExtra={<CsvButtons name="dealers" exportPath="ad/dealers/_export" importPath="ad/dealers/_import" onImported={() => setGeneration((n) => n + 1)} />}
      columns={[
        idColumn(),
        nameColumn(dealers, t, i18n.language),
        { key: "city", dataIndex: "city", title: f("city") },
        { key: "postcode", dataIndex: "postcode", title: f("postcode"), width: 110 },
        { key: "country", dataIndex: "country", title: f("country"), width: 90 },
        {
          key: "services",
          title: t("resources.dealers.services"),
          render: (_, record) => DEALER_SERVICES.filter((service) => record[service]).map((service) => <Tag key={service}>{f(service)}</Tag>),
        },
        {
          key: "published",
          title: f("published"),
          width: 110,
          render: (_, record) => (record.published ? <Tag color="green">{t("common.yes")}</Tag> : <Tag>{t("common.no")}</Tag>),
        },
      ]}
    />
  );
}
