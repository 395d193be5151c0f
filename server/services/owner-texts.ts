import enOwners from "../../locales/en/owners.json" with { type: "json" };
import frOwners from "../../locales/fr/owners.json" with { type: "json" };
import nlOwners from "../../locales/nl/owners.json" with { type: "json" };
import { createTranslate, type Translate } from "#src/lib/translate.ts";
import type { Locale } from "#src/lib/locales.ts";

const OWNERS = { en: enOwners, fr: frOwners, nl: nlOwners } as const;

/** Texts of the certificate and the mails (locales/<lang>/owners.json), which only the server needs. */
export function ownerTexts(locale: Locale): Translate {
  return createTranslate({ owners: OWNERS[locale] }, "owners");
}

const DATE_LOCALES: Record<Locale, string> = { en: "en-GB", fr: "fr-BE", nl: "nl-BE" };

/** "13 November 2029" / "13 novembre 2029" / "13 november 2029" for a YYYY-MM-DD date. */
export function longDate(isoDate: string, locale: Locale): string {
  return new Intl.DateTimeFormat(DATE_LOCALES[locale], { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }).format(new Date(`${isoDate}T00:00:00Z`));
}
