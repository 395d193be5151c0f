import { TreeSelect } from "antd";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { recordName, useCategories, type CategoryNode } from "../generic/categories.ts";

interface Option {
  value: number;
  title: string;
  children: Option[];
}

function toOptions(nodes: CategoryNode[], language: string): Option[] {
  return nodes.map((node) => ({ value: node.id, title: recordName(node, "name", language), children: toOptions(node.child ?? [], language) }));
}

/** Several categories from the three-level tree (each chosen node on its own: a parent does not pull in its children). */
export function CategoriesSelect({
  value,
  onChange,
  id,
  ...rest
}: {
  value?: number[] | null;
  onChange?(value: number[]): void;
  id?: string;
  "aria-label"?: string;
}) {
  const { i18n } = useTranslation();
  const tree = useCategories();
  const options = useMemo(() => toOptions(tree ?? [], i18n.language), [tree, i18n.language]);
  return (
    <TreeSelect<number[]>
      id={id}
      aria-label={rest["aria-label"]}
      multiple
      treeDefaultExpandAll
      showSearch={{ treeNodeFilterProp: "title" }}
      value={value ?? []}
      onChange={(next) => onChange?.(next)}
      treeData={options}
      style={{ width: "100%", maxWidth: 520 }}
      allowClear
    />
  );
}
