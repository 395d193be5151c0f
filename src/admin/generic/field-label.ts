import type { TFunction } from "i18next";

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
