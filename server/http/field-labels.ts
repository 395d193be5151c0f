import enAdmin from "../../locales/en/admin.json" with { type: "json" };
import frAdmin from "../../locales/fr/admin.json" with { type: "json" };
import nlAdmin from "../../locales/nl/admin.json" with { type: "json" };
import { labelOf } from "#domain/field-labels.ts";
import type { Locale } from "#domain/locales.ts";
import type { ResourceName } from "#domain/resources.ts";

/** The admin texts the field labels are written in (decision 093), read by the server for its own messages. */
const ADMIN_TEXTS: Record<Locale, unknown> = { en: enAdmin, fr: frAdmin, nl: nlAdmin };

/** The text at a dotted key of a language's admin texts, if it is one. */
function adminText(locale: Locale, key: string): string | undefined {
  let node: unknown = ADMIN_TEXTS[locale];
  for (const part of key.split(".")) node = node && typeof node === "object" ? (node as Record<string, unknown>)[part] : undefined;
  return typeof node === "string" ? node : undefined;
}

/** A column's label as editors read it in `locale` ("Résumé (EN)"); the column's own name only when no text has one. */
export function fieldLabel(resource: ResourceName, column: string, locale: Locale): string {
  return labelOf((key) => adminText(locale, key), resource, column) ?? column;
}
