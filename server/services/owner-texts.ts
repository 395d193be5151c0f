import enOwners from "../../locales/en/owners.json" with { type: "json" };
import frOwners from "../../locales/fr/owners.json" with { type: "json" };
import nlOwners from "../../locales/nl/owners.json" with { type: "json" };
import { createTranslate, type Translate } from "#domain/translate.ts";
import type { Locale } from "#domain/locales.ts";

const OWNERS = { en: enOwners, fr: frOwners, nl: nlOwners } as const;

/** Texts of the certificate and the mails (locales/<lang>/owners.json), which only the server needs. */
export function ownerTexts(locale: Locale): Translate {
  return createTranslate({ owners: OWNERS[locale] }, "owners", locale);
}

export { longDate } from "#domain/warranty.ts";
