import { DEFAULT_LOCALE, LOCALES, type Locale } from "./locales.ts";

/**
 * Which languages really have a record's main content (decision 051). One definition for
 * the admin's translation list, the robots/canonical/hreflang of public pages, the sitemaps and the feeds.
 */

/** The fields that make a page's main content, per kind of record. */
export const MAIN_CONTENT_FIELDS = {
  commodities: ["name", "description"],
  commodity_types: ["name", "description"],
  landing_page_ones: ["banner_title", "seo_description"],
  landing_page_twos: ["banner_title", "banner_description"],
  articles: ["title", "content"],
} as const;

export type ContentKind = keyof typeof MAIN_CONTENT_FIELDS;

/** The same test as the fallback of product rules §3 (pickLocalized): a text is there when it is not blank. */
function hasText(record: object, field: string, locale: Locale): boolean {
  const value = (record as Record<string, unknown>)[`${locale}_${field}`];
  return typeof value === "string" && value.trim() !== "";
}

/**
 * The languages whose page shows the record's own text: every main field is written in that language,
 * or in none (an empty optional field is not a fallback). Never empty: a record whose fields are written
 * in different languages counts as English, the source language.
 */
export function languagesWithOwnText(record: object, kind: ContentKind): Locale[] {
  const fields = MAIN_CONTENT_FIELDS[kind];
  const own = LOCALES.filter((locale) => fields.every((field) => hasText(record, field, locale) || !LOCALES.some((other) => hasText(record, field, other))));
  return own.length ? own : [DEFAULT_LOCALE];
}

/** The languages whose page would show another language's text instead. */
export function fallbackLanguages(record: object, kind: ContentKind): Locale[] {
  const own = languagesWithOwnText(record, kind);
  return LOCALES.filter((locale) => !own.includes(locale));
}

/**
 * Per language other than English, the fields whose text would fall back: written in English but
 * blank in that language (a campaign's check before scheduling, decision 060). Field names are the
 * base names ("name", "description"), in the record's column order.
 */
export function fallbackFields(record: object): { fr: string[]; nl: string[] } {
  const fields = Object.keys(record)
    .filter((key) => key.startsWith(`${DEFAULT_LOCALE}_`) && hasText(record, key.slice(DEFAULT_LOCALE.length + 1), DEFAULT_LOCALE))
    .map((key) => key.slice(DEFAULT_LOCALE.length + 1));
  const missingIn = (locale: Locale) => fields.filter((field) => !hasText(record, field, locale));
  return { fr: missingIn("fr"), nl: missingIn("nl") };
}
