import { useTranslation } from "react-i18next";
import { flattenCategories, recordName, useCategories } from "../../generic/categories.ts";
import { idColumn, imageColumn, nameColumn, textColumn } from "../../generic/columns.tsx";
import { ResourceList } from "../../generic/resource-list.tsx";
import { landingPageOnes } from "./index.ts";

export default function LandingPageOneList() {
  const { t, i18n } = useTranslation();
  const categories = useCategories();
  const byId = new Map(flattenCategories(categories).map((node) => [node.id, node]));
  const f = (name: string) => t(`resources.landingPageOnes.fields.${name}`);
  return (
    <ResourceList
      definition={landingPageOnes}
      columns={[
        idColumn(),
        imageColumn("advertis_pc_img", t("list.image")),
        nameColumn(landingPageOnes, t, i18n.language),
        textColumn("url", f("url"), 180),
        {
          key: "commodity_type_id",
          title: f("commodity_type_id"),
          render: (_, record) => {
            const node = byId.get(Number(record.commodity_type_id));
            return node ? recordName(node, "name", i18n.language) : "—";
          },
        },
      ]}
    />
  );
}
