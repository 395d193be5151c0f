import { PlusOutlined } from "@ant-design/icons";
import { Button, Table } from "antd";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { ListPageHead } from "../../generic/list-page-head.tsx";
import { useRemote } from "../../generic/use-remote.ts";
import { http, type ItemResponse } from "../../http.ts";
import type { AdminDiagram } from "./index.ts";

/** Every exploded view, by model; a new one is uploaded from here. */
export default function PartDiagramList() {
  const { t } = useTranslation();
  const diagrams = useRemote(
    (signal) => http.get<ItemResponse<Omit<AdminDiagram, "svg">[]>>("ad/parts/diagrams", undefined, { signal }).then((answer) => answer.data),
    [],
  );
  const rows = diagrams.data ?? [];
  return (
    <div className="admin-list" data-screen="part-diagrams">
      <ListPageHead title={t("resources.partDiagrams.name")} total={rows.length}>
        <Link to="/admin/part-diagrams/new">
          <Button type="primary" icon={<PlusOutlined />}>
            {t("resources.partDiagrams.new")}
          </Button>
        </Link>
      </ListPageHead>
      <Table
        rowKey="id"
        loading={diagrams.loading}
        dataSource={rows}
        pagination={false}
        columns={[
          { key: "model", dataIndex: "model", title: t("resources.partDiagrams.fields.commodity_id"), width: 160 },
          {
            key: "title",
            title: t("resources.partDiagrams.fields.title"),
            render: (_, row) => (
              <Link to={`/admin/part-diagrams/${row.id}`} className="admin-name-link">
                {row.en_title}
              </Link>
            ),
          },
          { key: "hotspots", title: t("resources.partDiagrams.hotspots"), width: 120, render: (_, row) => row.hotspots.length },
        ]}
      />
    </div>
  );
}
