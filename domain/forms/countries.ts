import { foldText } from "../fold.ts";
import { LOCALES, type Locale } from "../locales.ts";
import { collator, displayNames } from "../intl.ts";

/** ISO 3166-1 alpha-2 codes offered in the enquiry forms; names come from Intl, in the visitor's language. */
export const COUNTRY_CODES = [
  "AT",
  "BE",
  "BG",
  "CH",
  "CY",
  "CZ",
  "DE",
  "DK",
  "EE",
  "ES",
  "FI",
  "FR",
  "GB",
  "GR",
  "HR",
  "HU",
  "IE",
  "IS",
  "IT",
  "LT",
  "LU",
  "LV",
  "MT",
  "NL",
  "NO",
  "PL",
  "PT",
  "RO",
  "RS",
  "SE",
  "SI",
  "SK",
  "TR",
  "UA",
  "US",
  "CA",
  "MX",
  "BR",
  "AR",
  "CL",
  "AU",
  "NZ",
  "ZA",
  "MA",
  "EG",
  "AE",
  "SA",
  "IL",
  "IN",
  "CN",
  "JP",
  "KR",
  "SG",
  "MY",
  "TH",
  "VN",
  "ID",
  "PH",
  "OTHER",
] as const;

export type CountryCode = (typeof COUNTRY_CODES)[number];

export function countryName(code: string, locale: Locale, otherLabel = "Other"): string {
  if (code === "OTHER") return otherLabel;
  try {
    return displayNames(locale, { type: "region" }).of(code) ?? code;
  } catch {
    return code;
  }
}

/** Codes sorted by their name in `locale`, "Other" last. */
export function sortedCountries(locale: Locale, otherLabel?: string): { code: CountryCode; name: string }[] {
  const byName = collator(locale, {});
  return COUNTRY_CODES.map((code) => ({ code, name: countryName(code, locale, otherLabel) })).sort((a, b) =>
    a.code === "OTHER" ? 1 : b.code === "OTHER" ? -1 : byName.compare(a.name, b.name),
  );
}

let codesByName: Map<string, CountryCode> | undefined;

/** The country a name stands for, in any of the site's languages or as its code ("Belgium", "Belgique", "belgie", "BE"). */
export function countryCodeOf(name: string): CountryCode | undefined {
  if (!codesByName) {
    codesByName = new Map();
    for (const code of COUNTRY_CODES) {
      if (code === "OTHER") continue;
      codesByName.set(code.toLowerCase(), code);
      for (const locale of LOCALES) codesByName.set(foldText(countryName(code, locale)), code);
    }
  }
  return codesByName.get(foldText(name).replace(/^the\s+/, ""));
}

/**
 * A one-line postal address ("Industrieweg 40, 2800 Mechelen, Belgium") with its country, the part
 * after the last comma, named in the page's language ("…, Belgique", "…, België"). Street and town
 * stay as the post writes them. An address whose last part is not a country is left as it is.
 */
export function addressInLanguage(address: string, locale: Locale): string {
  const cut = address.lastIndexOf(",");
  if (cut < 0) return address;
  const code = countryCodeOf(address.slice(cut + 1));
  return code ? `${address.slice(0, cut)}, ${countryName(code, locale)}` : address;
}
