import { Tag } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { CsvButtons } from "../../components/csv-buttons.tsx";
import { idColumn, nameColumn } from "../../generic/columns.tsx";
import { fieldLabel } from "../../generic/field-label.ts";
import { ResourceList } from "../../generic/resource-list.tsx";
import { parts } from "./index.ts";

export default function PartList() {
  const { t, i18n } = useTranslation();
  const f = fieldLabel(t, "parts");
  const [generation, setGeneration] = useState(0);
  const reload = () => setGeneration((n) => n + 1);
  return (
    <ResourceList
      key={generation}
      definition={parts}
      headerExtra={
        <>
          <CsvButtons name="parts" exportPath="ad/parts/_export" importPath="ad/parts/_import" onImported={reload} />
          <CsvButtons
            name="hotspots"
            exportPath="ad/parts/hotspots/_export"
            importPath="ad/parts/hotspots/_import"
            onImported={reload}
            label={{ export: t("resources.parts.hotspotsExport"), import: t("resources.parts.hotspotsImport") }}
          />
        </>
      }
      columns={[
        idColumn(),
        { key: "part_number", dataIndex: "part_number", title: f("part_number"), width: 150 },
        nameColumn(parts, t, i18n.language),
        {
          key: "channel",
          title: f("channel"),
          width: 170,
          render: (_, record) => (
            <>
              <Tag>{t(`resources.parts.options.channel.${String(record.channel)}`)}</Tag>
              {record.safety_critical ? <Tag color="red">{f("safety_critical")}</Tag> : null}
            </>
          ),
        },
        { key: "superseded_by", dataIndex: "superseded_by", title: f("superseded_by"), width: 150 },
      ]}
    />
  );
}
