import type { TFunction } from "i18next";

/** The translated label of a resource's field: the one key rule, resources.{resource}.fields.{name}. */
export function fieldLabel(t: TFunction, resource: string): (name: string) => string {
  return (name) => t(`resources.${resource}.fields.${name}`);
}
