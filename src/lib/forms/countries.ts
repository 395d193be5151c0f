import type { Locale } from "../locales.ts";

/** ISO 3166-1 alpha-2 codes offered in the enquiry forms; names come from Intl, in the visitor's language. */
export const COUNTRY_CODES = [
  "AT", "BE", "BG", "CH", "CY", "CZ", "DE", "DK", "EE", "ES", "FI", "FR", "GB", "GR", "HR", "HU", "IE", "IS", "IT",
  "LT", "LU", "LV", "MT", "NL", "NO", "PL", "PT", "RO", "RS", "SE", "SI", "SK", "TR", "UA",
  "US", "CA", "MX", "BR", "AR", "CL", "AU", "NZ", "ZA", "MA", "EG", "AE", "SA", "IL", "IN", "CN", "JP", "KR",
  "SG", "MY", "TH", "VN", "ID", "PH", "OTHER",
] as const;

export type CountryCode = (typeof COUNTRY_CODES)[number];

export function countryName(code: string, locale: Locale, otherLabel = "Other"): string {
  if (code === "OTHER") return otherLabel;
  try {
    return new Intl.DisplayNames([locale], { type: "region" }).of(code) ?? code;
  } catch {
    return code;
  }
}

/** Codes sorted by their name in `locale`, "Other" last. */
export function sortedCountries(locale: Locale, otherLabel?: string): { code: CountryCode; name: string }[] {
  const collator = new Intl.Collator(locale);
  return COUNTRY_CODES.map((code) => ({ code, name: countryName(code, locale, otherLabel) })).sort((a, b) =>
    a.code === "OTHER" ? 1 : b.code === "OTHER" ? -1 : collator.compare(a.name, b.name),
  );
}
