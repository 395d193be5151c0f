import { useTranslation } from "react-i18next";
import { flattenCategories, recordName, useCategories } from "../generic/categories.ts";
import { idColumn, imageColumn, nameColumn, textColumn } from "../generic/columns.tsx";
import { ResourceList } from "../generic/resource-list.tsx";
import type { CrudDefinition } from "./types.ts";
import { fieldLabel } from "../generic/field-label.ts";
import { publishingColumn } from "../generic/publishing.tsx";
import { BulkEdit, type BulkResource } from "../components/bulk-edit.tsx";

/** The list shared by both kinds of landing page: image, name, URL and the category it belongs to. */
export function LandingPageList({ definition, imageField, bulk }: { definition: CrudDefinition; imageField: string; bulk: BulkResource }) {
  const { t, i18n } = useTranslation();
  const categories = useCategories();
  const byId = new Map(flattenCategories(categories).map((node) => [node.id, node]));
  const f = fieldLabel(t, definition.resource);
  return (
    <ResourceList
      definition={definition}
      batchActions={({ ids, done }) => <BulkEdit resource={bulk} ids={ids} done={done} />}
      columns={[
        idColumn(),
        imageColumn(imageField, t("list.image")),
        nameColumn(definition, t, i18n.language),
        textColumn("url", f("url"), 180),
        publishingColumn(t),
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
