import { FireFilled } from "@ant-design/icons";
import { Tag } from "antd";
import { useTranslation } from "react-i18next";
import { dateColumn, idColumn, imageColumn, nameColumn } from "../../generic/columns.tsx";
import { ResourceList } from "../../generic/resource-list.tsx";
import { articles } from "./index.ts";
import { fieldLabel } from "../../generic/field-label.ts";
import { publishingColumn } from "../../generic/publishing.tsx";
import { BulkEdit } from "../../components/bulk-edit.tsx";

export default function ArticleList() {
  const { t, i18n } = useTranslation();
  const f = fieldLabel(t, "articles");
  return (
    <ResourceList
      definition={articles}
      batchActions={({ ids, done }) => <BulkEdit resource="articles" ids={ids} done={done} />}
      columns={[
        idColumn(),
        imageColumn("main_img_url", t("list.image")),
        nameColumn(articles, t, i18n.language),
        {
          key: "hot",
          title: f("hot"),
          width: 90,
          render: (_, record) =>
            record.hot ? (
              <Tag color="volcano" icon={<FireFilled />}>
                {t("resources.articles.hotTag")}
              </Tag>
            ) : null,
        },
        publishingColumn(t),
        dateColumn("created_at", f("created_at")),
      ]}
    />
  );
}
