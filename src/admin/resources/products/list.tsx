import { StarFilled } from "@ant-design/icons";
import { publishingColumn } from "../../generic/publishing.tsx";
import { Space, Tag } from "antd";
import { useTranslation } from "react-i18next";
import { BulkEdit } from "../../components/bulk-edit.tsx";
import { flattenCategories, recordName, useCategories } from "../../generic/categories.ts";
import { idColumn, imageColumn, nameColumn } from "../../generic/columns.tsx";
import { ResourceList, type BatchContext } from "../../generic/resource-list.tsx";
import { products } from "./index.ts";
import { FeaturedOrder } from "./featured-order.tsx";
import { SpecCsv } from "./spec-csv.tsx";
import { LabelSheetButton } from "./labels.tsx";
import { fieldLabel } from "../../generic/field-label.ts";

/** Bulk edit (featured, category, publishing) and the QR label sheet for the selected products. */
function BatchActions({ ids, done }: BatchContext) {
  return (
    <>
      <BulkEdit resource="products" ids={ids} done={done} />
      <LabelSheetButton ids={ids} />
    </>
  );
}

export default function ProductList() {
  const { t, i18n } = useTranslation();
  const categories = useCategories();
  const byId = new Map(flattenCategories(categories).map((node) => [node.id, node]));
  const f = fieldLabel(t, "commodities");
  return (
    <ResourceList
      definition={products}
      batchActions={(context) => <BatchActions {...context} />}
      toolbar={
        <>
          <FeaturedOrder />
          <SpecCsv />
        </>
      }
      columns={[
        idColumn(),
        imageColumn("main_img_url", t("list.image")),
        nameColumn(products, t, i18n.language),
        { key: "model", dataIndex: "model", title: f("model"), width: 120 },
        publishingColumn(t),
        {
          key: "commodity_type_id",
          title: f("commodity_type_id"),
          render: (_, record) => {
            const node = byId.get(Number(record.commodity_type_id));
            return node ? recordName(node, "name", i18n.language) : <Tag>{t("list.none")}</Tag>;
          },
        },
        {
          key: "attr_sort",
          title: f("attrSort"),
          width: 110,
          render: (_, record) =>
            record.attrSort ? (
              <Tag color="gold" icon={<StarFilled />}>
                {t("resources.commodities.featured")}
              </Tag>
            ) : (
              <Space />
            ),
        },
        { key: "sort_order", dataIndex: "sort_order", title: f("sort_order"), width: 90 },
      ]}
    />
  );
}
