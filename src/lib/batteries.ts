/** What the battery pages share (decision 085). Isomorphic. */

/** A battery's data sheet (Battery Regulation 2023/1542 Art. 74, Annex VI): these specification keys, in this order. */
export const DATA_SHEET_KEYS = [
  "battery_chemistry",
  "nominal_voltage",
  "battery_capacity",
  "battery_energy",
  "weight",
  "cycle_life",
  "operating_temperature",
  "charging_temperature",
  "storage_temperature",
] as const;

/** A tool's yes/no specification: can its user take the battery out (Art. 11)? */
export const REMOVABLE_KEY = "battery_removable";

/** The countries whose collection the battery page explains, and the scheme named where its name is confirmed. */
export const COLLECTION_COUNTRIES = ["BE", "NL", "FR", "LU"] as const;
export type CollectionCountry = (typeof COLLECTION_COUNTRIES)[number];
export const COLLECTION_SCHEMES: Partial<Record<CollectionCountry, string>> = { BE: "Bebat" };

/** The dealers that take worn batteries back, optionally in one country. */
export function takebackDealersPath(country?: string): string {
  return `/dealers?service=battery_takeback${country ? `&country=${country}` : ""}`;
}
