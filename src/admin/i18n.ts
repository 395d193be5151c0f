import i18next, { type i18n as I18n } from "i18next";
import { initReactI18next } from "react-i18next";
import en from "../../locales/en/admin.json" with { type: "json" };
import fr from "../../locales/fr/admin.json" with { type: "json" };
import nl from "../../locales/nl/admin.json" with { type: "json" };

export const ADMIN_LANGUAGES = ["en", "fr", "nl"] as const;
export type AdminLanguage = (typeof ADMIN_LANGUAGES)[number];
export const ADMIN_LANGUAGE_NAMES: Record<AdminLanguage, string> = { en: "English", fr: "Français", nl: "Nederlands" };
const LANGUAGE_KEY = "FANTAI_admin_lang";

export function isAdminLanguage(value: unknown): value is AdminLanguage {
  return typeof value === "string" && (ADMIN_LANGUAGES as readonly string[]).includes(value);
}

/** The admin's own language: the last choice, else the browser's, else English. */
export function initialAdminLanguage(): AdminLanguage {
  try {
    const saved = window.localStorage.getItem(LANGUAGE_KEY);
    if (isAdminLanguage(saved)) return saved;
  } catch {
    // storage disabled
  }
  const browser = (typeof navigator === "undefined" ? "en" : navigator.language).slice(0, 2).toLowerCase();
  return isAdminLanguage(browser) ? browser : "en";
}

let shown: AdminLanguage | undefined;

/** The language the admin shows now: src/admin/http.ts sends it with every call, so refusals come back in it (decision 069). */
export function currentAdminLanguage(): AdminLanguage {
  return shown ?? initialAdminLanguage();
}

/** Keeps the admin's choice: for this visit's API calls and, in storage, for the next visit. */
export function rememberAdminLanguage(language: AdminLanguage): void {
  shown = language;
  try {
    window.localStorage.setItem(LANGUAGE_KEY, language);
  } catch {
    // storage disabled
  }
}

/** One instance for the admin subtree, separate from the public pages' instance. */
export function createAdminI18n(language: AdminLanguage): I18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng: language,
    fallbackLng: "en",
    resources: { en: { admin: en }, fr: { admin: fr }, nl: { admin: nl } },
    ns: ["admin"],
    defaultNS: "admin",
    interpolation: { escapeValue: false },
    initAsync: false,
    react: { useSuspense: false },
    returnNull: false,
  });
  return instance;
}
