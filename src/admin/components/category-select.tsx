import { TreeSelect } from "antd";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { recordName, useCategories, type CategoryNode } from "../generic/categories.ts";

interface Props {
  value?: number | null;
  onChange?(value: number | null): void;
  /** Selectable levels; others are shown but disabled. */
  levels?: readonly number[];
  id?: string;
  placeholder?: string;
  allowClear?: boolean;
  style?: React.CSSProperties;
  "aria-label"?: string;
}

interface Option {
  value: number;
  title: string;
  disabled?: boolean;
  children: Option[];
}

function toOptions(nodes: CategoryNode[], language: string, levels?: readonly number[]): Option[] {
  return nodes.map((node) => ({
    value: node.id,
    title: recordName(node, "name", language),
    disabled: levels ? !levels.includes(node.level) : false,
    children: toOptions(node.child ?? [], language, levels),
  }));
}

/** Picks a category from the three-level tree (public GET api/commodity/types). */
export function CategorySelect({ value, onChange, levels, id, placeholder, allowClear = true, style, ...rest }: Props) {
  const { t, i18n } = useTranslation();
  const tree = useCategories();
  const options = useMemo(() => toOptions(tree ?? [], i18n.language, levels), [tree, i18n.language, levels]);
  return (
    <TreeSelect<number | null>
      id={id}
      aria-label={rest["aria-label"]}
      style={{ minWidth: 220, ...style }}
      value={value ?? undefined}
      onChange={(next) => onChange?.(next ?? null)}
      treeData={options}
      loading={!tree}
      showSearch={{ treeNodeFilterProp: "title" }}
      treeDefaultExpandAll
      allowClear={allowClear}
      placeholder={placeholder ?? t("fields.chooseCategory")}
      popupMatchSelectWidth={false}
    />
  );
}
