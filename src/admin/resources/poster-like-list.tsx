import { Space } from "antd";
import { useTranslation } from "react-i18next";
import { Thumb } from "../components/thumb.tsx";
import { idColumn, nameColumn, textColumn } from "../generic/columns.tsx";
import { ResourceList, type ResourceListProps } from "../generic/resource-list.tsx";
import { apiResourceOf, type CrudDefinition } from "./types.ts";
import { fieldLabel } from "../generic/field-label.ts";
import { publishingColumn } from "../generic/publishing.tsx";
import { isPublishableResource } from "#domain/resources.ts";

/** The list of any poster-like resource: desktop and phone images, name with missing languages, link, order. */
export function PosterLikeList({ definition, ...rest }: { definition: CrudDefinition } & Partial<Omit<ResourceListProps, "definition">>) {
  const { t, i18n } = useTranslation();
  const f = fieldLabel(t, definition.resource);
  return (
    <ResourceList
      definition={definition}
      columns={[
        idColumn(),
        {
          key: "images",
          title: t("list.images"),
          width: 120,
          render: (_, record) => (
            <Space size={6}>
              <Thumb src={record.pc_img as string} alt={f("pc_img")} />
              <Thumb src={record.phone_img as string} alt={f("phone_img")} size={36} />
            </Space>
          ),
        },
        nameColumn(definition, t, i18n.language),
        textColumn("url", f("url"), 240),
        // Posters have a publishing state (decision 059); their kin do not.
        ...(isPublishableResource(apiResourceOf(definition)) ? [publishingColumn(t)] : []),
      ]}
      {...rest}
    />
  );
}
