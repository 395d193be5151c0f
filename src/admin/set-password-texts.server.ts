import en from "../../locales/en/admin.json" with { type: "json" };
import fr from "../../locales/fr/admin.json" with { type: "json" };
import nl from "../../locales/nl/admin.json" with { type: "json" };

export type SetPasswordTexts = (typeof en)["setPassword"];

const TEXTS = { en: en.setPassword, fr: fr.setPassword, nl: nl.setPassword } as const;

/** The set-password page's texts (locales/<lang>/admin.json → setPassword), sent by its loader. */
export function setPasswordTexts(locale: "en" | "fr" | "nl"): SetPasswordTexts {
  return TEXTS[locale];
}
