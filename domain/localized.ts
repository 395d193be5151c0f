import type { Locale } from "./locales.ts";

/** product rules §3: the order in which languages are tried for a displayed name or description. */
export const FALLBACK_ORDER: Record<Locale, readonly Locale[]> = {
  en: ["en", "fr", "nl"],
  fr: ["fr", "en", "nl"],
  nl: ["nl", "en", "fr"],
};

export const MISSING_NAME = "NULL";
export const DEFAULT_BANNER_IMAGE = "/images/default-banner.svg";
export const DEFAULT_LINK = "/products";

/** Any record with `en_x` / `fr_x` / `nl_x` fields (API entities are interfaces without an index signature). */
type LocalizedRecord = object;

/**
 * The one place that reads `en_x` / `fr_x` / `nl_x`: the text for `locale`,
 * else the next language in FALLBACK_ORDER that has one, else "".
 */
export function pickLocalized(record: LocalizedRecord | null | undefined, field: string, locale: Locale): string {
  if (!record) return "";
  for (const candidate of FALLBACK_ORDER[locale]) {
    const value = (record as Record<string, unknown>)[`${candidate}_${field}`];
    if (typeof value === "string" && value.trim() !== "") return value;
  }
  return "";
}

/** The displayed name: falls back across languages, and shows NULL when there is no item or no name. */
export function displayName(record: LocalizedRecord | null | undefined, locale: Locale, field = "name"): string {
  return pickLocalized(record, field, locale) || MISSING_NAME;
}

export function displayDescription(record: LocalizedRecord | null | undefined, locale: Locale): string {
  return pickLocalized(record, "description", locale);
}

export function displayImage(record: { main_img_url?: string | null } | null | undefined): string {
  return record?.main_img_url || DEFAULT_BANNER_IMAGE;
}

export function displayLink(record: { link?: string | null } | null | undefined): string {
  return record?.link || DEFAULT_LINK;
}
