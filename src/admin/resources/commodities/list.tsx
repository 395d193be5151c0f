import { FolderOpenOutlined, StarFilled, StarOutlined } from "@ant-design/icons";
import { publishingColumn } from "../../generic/publishing.tsx";
import { App, Button, Modal, Space, Tag } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { CategorySelect } from "../../components/category-select.tsx";
import { flattenCategories, recordName, useCategories } from "../../generic/categories.ts";
import { idColumn, imageColumn, nameColumn } from "../../generic/columns.tsx";
import { ResourceList, type BatchContext } from "../../generic/resource-list.tsx";
import { http } from "../../http.ts";
import { commodities } from "./index.ts";
import { FeaturedOrder } from "./featured-order.tsx";
import { SpecCsv } from "./spec-csv.tsx";
import { LabelSheetButton } from "./labels.tsx";
import { fieldLabel } from "../../generic/field-label.ts";

type Action = "setAttrSort" | "move" | "delete";

/** PUT api/ad/commodities/batch/_handle {ids, action, attrSort?, commodity_type_id?} */
function BatchActions({ ids, done }: BatchContext) {
  const { t } = useTranslation();
  const { notification } = App.useApp();
  const [moving, setMoving] = useState(false);
  const [target, setTarget] = useState<number | null>(null);
  const [busy, setBusy] = useState<string | null>(null);

  const run = async (key: string, body: { action: Action; attrSort?: number; commodity_type_id?: number }) => {
    setBusy(key);
    try {
      await http.put("ad/commodities/batch/_handle", { ids, ...body });
      notification.success({ key: "batch", title: t("resources.commodities.batch.done", { count: ids.length }) });
      done();
      return true;
    } catch {
      return false;
    } finally {
      setBusy(null);
    }
  };

  return (
    <>
      <Button icon={<StarFilled />} loading={busy === "feature"} onClick={() => void run("feature", { action: "setAttrSort", attrSort: 1 })}>
        {t("resources.commodities.batch.feature")}
      </Button>
      <Button icon={<StarOutlined />} loading={busy === "unfeature"} onClick={() => void run("unfeature", { action: "setAttrSort", attrSort: 0 })}>
        {t("resources.commodities.batch.unfeature")}
      </Button>
      <LabelSheetButton ids={ids} />
      <Button icon={<FolderOpenOutlined />} onClick={() => setMoving(true)}>
        {t("resources.commodities.batch.move")}
      </Button>
      <Modal
        open={moving}
        title={t("resources.commodities.batch.moveTitle", { count: ids.length })}
        okText={t("resources.commodities.batch.move")}
        cancelText={t("actions.cancel")}
        okButtonProps={{ disabled: target === null, loading: busy === "move" }}
        onCancel={() => setMoving(false)}
        onOk={async () => {
          if (target !== null && (await run("move", { action: "move", commodity_type_id: target }))) setMoving(false);
        }}
        destroyOnHidden
      >
        <CategorySelect value={target} onChange={setTarget} style={{ width: "100%" }} aria-label={t("resources.commodities.fields.commodity_type_id")} />
      </Modal>
    </>
  );
}

export default function CommodityList() {
  const { t, i18n } = useTranslation();
  const categories = useCategories();
  const byId = new Map(flattenCategories(categories).map((node) => [node.id, node]));
  const f = fieldLabel(t, "commodities");
  return (
    <ResourceList
      definition={commodities}
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
        nameColumn(commodities, t, i18n.language),
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
