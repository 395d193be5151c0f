import en from "../../locales/en/admin.json" with { type: "json" };
import fr from "../../locales/fr/admin.json" with { type: "json" };
import nl from "../../locales/nl/admin.json" with { type: "json" };

export type LoginTexts = (typeof en)["login"] & (typeof en)["loginForm"];

const TEXTS = { en: { ...en.login, ...en.loginForm }, fr: { ...fr.login, ...fr.loginForm }, nl: { ...nl.login, ...nl.loginForm } } as const;

/** The sign-in page's texts (locales/<lang>/admin.json → login), sent by its loader so the public bundle carries no admin texts. */
export function loginTexts(locale: "en" | "fr" | "nl"): LoginTexts {
  return TEXTS[locale];
}
