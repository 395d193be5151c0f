import { useTranslation } from "react-i18next";
import { idColumn, imageColumn, nameColumn, textColumn } from "../generic/columns.tsx";
import { ResourceList, type ResourceListProps } from "../generic/resource-list.tsx";
import type { CrudDefinition } from "./types.ts";

/** The list of any poster-like resource: both images, name with missing languages, link and order. */
export function PosterLikeList({ definition, ...rest }: { definition: CrudDefinition } & Partial<Omit<ResourceListProps, "definition">>) {
  const { t, i18n } = useTranslation();
  const f = (name: string) => t(`resources.${definition.resource}.fields.${name}`);
  return (
    <ResourceList
      definition={definition}
      columns={[
        idColumn(),
        imageColumn("pc_img", f("pc_img")),
        imageColumn("phone_img", f("phone_img")),
        nameColumn(definition, t, i18n.language),
        textColumn("url", f("url"), 220),
        { key: "sort_order", dataIndex: "sort_order", title: f("sort_order"), width: 80 },
      ]}
      {...rest}
    />
  );
}
