import { ControlOutlined } from "@ant-design/icons";
import { lazy } from "react";
import { SPEC_TYPES, UNIT_KEYS, type SpecChoice } from "#domain/specs.ts";
import type { CrudDefinition } from "../types.ts";
import { declared } from "../declared.ts";

/** "value | English | Français | Nederlands", one choice per line, as editors type them. */
export function choicesToText(choices: unknown): string {
  if (!Array.isArray(choices)) return "";
  return (choices as SpecChoice[]).map((c) => [c.value, c.en, c.fr, c.nl].join(" | ")).join("\n");
}

export function textToChoices(text: unknown): SpecChoice[] {
  if (typeof text !== "string") return [];
  return text
    .split("\n")
    .map((line) => line.split("|").map((part) => part.trim()))
    .filter((parts) => parts[0])
    .map(([value, en, fr, nl]) => ({ value: value!, en: en || value!, fr: fr ?? "", nl: nl ?? "" }));
}

/** Specification attributes (decision 046): typed, with a unit, labels in three languages and the categories that offer them. */
export const specAttributes: CrudDefinition = {
  resource: "specAttributes",
  ...declared("specificationAttributes"),
  icon: ControlOutlined,
  group: "catalogue",
  list: lazy(() => import("./list.tsx")),
  titleField: "label",
  fields: [
    { name: "label", kind: "text", localized: true, required: true, max: 255 },
    { name: "key", kind: "text", required: true, max: 64, help: true },
    { name: "type", kind: "select", options: SPEC_TYPES, required: true, help: true },
    { name: "unit", kind: "select", options: ["", ...UNIT_KEYS] },
    { name: "choices", kind: "textarea", max: 5000, help: true },
    { name: "decimals", kind: "number", min: 0 },
    { name: "min_value", kind: "number", help: true },
    { name: "max_value", kind: "number" },
    { name: "category_ids", kind: "categories", help: true },
    { name: "filterable", kind: "switch", help: true },
    { name: "required", kind: "switch", help: true },
    { name: "sort_order", kind: "number", min: 0 },
  ],
  defaults: { type: "number", unit: "", decimals: 0, filterable: 0, required: 0, sort_order: 0, category_ids: [], choices: "" },
  searchParam: "q",
  defaultSort: { field: "sort_order", order: "asc" },
  orderField: "sort_order",
  toForm: (record) => ({ ...record, choices: choicesToText(record.choices) }),
  fromForm: (values) => ({ ...values, choices: textToChoices(values.choices), decimals: values.decimals ?? 0, sort_order: values.sort_order ?? 0 }),
};
