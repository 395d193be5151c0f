import type { Messages } from "#domain/i18n.ts";
import type { Locale } from "#domain/locales.ts";

const loaders: Record<Locale, () => Promise<{ default: Record<string, unknown> }>> = {
  en: () => import("../../locales/en/common.json"),
  fr: () => import("../../locales/fr/common.json"),
  nl: () => import("../../locales/nl/common.json"),
};

const loaded = new Map<Locale, Promise<Messages>>();

/**
 * The common texts for an error page rendered without the root loader's data (a POST to a page
 * that has no action ends there: React Router runs no loader for it). Fetched only then, so no
 * page pays for it; one promise per language, so `use()` sees the same one on every render.
 */
export function errorPageMessages(locale: Locale): Promise<Messages> {
  let messages = loaded.get(locale);
  if (!messages) {
    messages = loaders[locale]().then((module) => ({ common: module.default }));
    loaded.set(locale, messages);
  }
  return messages;
}
