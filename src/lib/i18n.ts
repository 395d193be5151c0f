import i18next, { type i18n as I18n } from "i18next";
import type { Locale } from "./locales.ts";

/** Translation trees by namespace, e.g. { common: {...}, public: {...} }. */
export type Messages = Record<string, Record<string, unknown>>;

/** One instance per request on the server and one per page load in the browser. */
export function createI18n(locale: Locale, messages: Messages): I18n {
  const instance = i18next.createInstance();
  void instance.init({
    lng: locale,
    fallbackLng: false,
    resources: { [locale]: messages },
    ns: Object.keys(messages),
    defaultNS: "common",
    interpolation: { escapeValue: false }, // React escapes
    initAsync: false,
    returnNull: false,
  });
  return instance;
}

/** Brings an existing instance to another language with the messages the loader sent. */
export function switchLanguage(instance: I18n, locale: Locale, messages: Messages): void {
  for (const [namespace, tree] of Object.entries(messages)) {
    if (!instance.hasResourceBundle(locale, namespace)) instance.addResourceBundle(locale, namespace, tree, true, true);
  }
  if (instance.language !== locale) void instance.changeLanguage(locale);
}
