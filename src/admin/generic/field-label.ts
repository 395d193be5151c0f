import type { TFunction } from "i18next";
import { useCallback } from "react";
import { useTranslation } from "react-i18next";
import { labelOf } from "#domain/field-labels.ts";
import type { ResourceName } from "#domain/resources.ts";

/** The translated label of a resource's field: the one key rule, resources.{resource}.fields.{name}. */
export function fieldLabel(t: TFunction, resource: string): (name: string) => string {
  return (name) => t(`resources.${resource}.fields.${name}`);
}

/**
 * The keys of a list filter's choice, in order: its own (resources.{resource}.filterOptions.{name}.{value}), then
 * the field's option of the same name (resources.{resource}.options.{name}.{value}), so a filter on a select field
 * needs no second copy of its texts.
 */
export function filterOptionKeys(resource: string, name: string, value: string): [string, string] {
  return [`resources.${resource}.filterOptions.${name}.${value}`, `resources.${resource}.options.${name}.${value}`];
}

/**
 * The label of any declared resource's column in the admin's language (decision 093): "en_summary" → "Summary (EN)",
 * "main_img_url" → "Main image". The column's name only when no text has a label for it (the label test holds every
 * column the screens show to one).
 */
export function useFieldLabels(): (resource: ResourceName | undefined, column: string) => string {
  const { t, i18n } = useTranslation();
  return useCallback(
    (resource, column) => (resource && labelOf((key) => (i18n.exists(key) ? t(key) : undefined), resource, column)) || column,
    // The language is read through `t`; a new language gives a new `t`.
    [t, i18n],
  );
}
