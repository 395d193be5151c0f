import type { z } from "zod";
import type { Db } from "#server/db/index.ts";
import type { Dealer } from "#server/db/schema.ts";
import { HOME_COUNTRIES, WEEKDAYS, joinIntervals, type DealerService, type OpeningHours, type PublicDealer } from "#domain/dealers.ts";
import { resolvePlace, type Place, type PlaceResolution } from "#server/places/gazetteer.ts";
import { foldText } from "#domain/fold.ts";
import { byDistance, type LatLng } from "#domain/geo.ts";
import { changesInFile, csvRowToInput, dealerChanges, dealerInput, DEALER_CSV_COLUMNS, type DealerInput } from "./dealer-input.ts";
import type { FieldErrors } from "./errors.ts";
import { readCsvRows } from "./csv-rows.ts";
import { inTransaction, type RecordType } from "./records.ts";
import { versionedCache } from "./versioned-cache.ts";
import { RESOURCES } from "#domain/resources.ts";

/** A dealer as the admin API answers it: the hours parsed, the folded city left out. */
export type DealerView = Omit<Dealer, "city_folded" | "opening_hours"> & { opening_hours: OpeningHours };

function parseHours(json: string): OpeningHours {
  try {
    const value: unknown = JSON.parse(json);
    if (!value || typeof value !== "object") return {};
    const hours: OpeningHours = {};
    for (const day of WEEKDAYS) {
      const intervals = (value as Record<string, unknown>)[day];
      if (Array.isArray(intervals)) hours[day] = intervals.filter((v): v is string => typeof v === "string");
    }
    return hours;
  } catch {
    return {};
  }
}

function presentDealer(row: Dealer): DealerView {
  const { city_folded: _folded, opening_hours, ...rest } = row;
  return {
    ...rest,
    latitude: row.latitude === null ? null : Number(row.latitude),
    longitude: row.longitude === null ? null : Number(row.longitude),
    opening_hours: parseHours(opening_hours),
  };
}

/** Validated input → columns: the folded city for search, the hours as JSON, an upper-case country. */
function dealerColumns(input: Record<string, unknown>): Record<string, unknown> {
  const values = { ...input };
  if (typeof values.city === "string") values.city_folded = foldText(values.city);
  if (typeof values.country === "string") values.country = values.country.toUpperCase();
  if (values.opening_hours !== undefined) {
    const hours = values.opening_hours as OpeningHours;
    values.opening_hours = JSON.stringify(Object.fromEntries(WEEKDAYS.filter((day) => hours[day]?.length).map((day) => [day, hours[day]])));
  }
  return values;
}

export const dealerRecords: RecordType<DealerView> = {
  label: "Dealer",
  table: "dealers",
  searchColumns: ["name", "city", "postcode", "email"],
  sortColumns: RESOURCES.dealers.sortColumns,
  defaultSort: "name",
  defaultOrder: "asc",
  updatedAt: true,
  toColumns: dealerColumns,
  present: presentDealer,
};

/* ---------- Public reads ---------- */

// Every published dealer, read once per change of the `dealers` version (migration 0007, decision 013).
const cachedDealers = versionedCache<PublicDealer[]>("dealers", { weigh: (list) => list.length, maxWeight: 20_000 });

/** Published dealers by country, then city, then name (country order: Belgium, the Netherlands, France, Luxembourg, then A–Z). */
export function listPublishedDealers(db: Db): Promise<PublicDealer[]> {
  return cachedDealers(db, "published", async () => {
    const rows = await db.selectFrom("dealers").selectAll().where("published", "=", 1).execute();
    const countryRank = (code: string) => {
      const home = (HOME_COUNTRIES as readonly string[]).indexOf(code);
      return home === -1 ? HOME_COUNTRIES.length : home;
    };
    return rows
      .map((row) => {
        const { published: _published, created_at: _created, updated_at: _updated, ...dealer } = presentDealer(row);
        return { ...dealer, city_folded: row.city_folded };
      })
      .sort(
        (a, b) =>
          countryRank(a.country) - countryRank(b.country) ||
          a.country.localeCompare(b.country) ||
          a.city_folded.localeCompare(b.city_folded) ||
          a.name.localeCompare(b.name),
      )
      .map(({ city_folded: _folded, ...dealer }) => dealer);
  });
}

export interface DealerSearch {
  /** A town (in any of the three languages) or a postcode, resolved through the gazetteer; else the start of a dealer's city or postcode. */
  q?: string;
  /** ISO code. */
  country?: string;
  /** Only dealers offering this service. */
  service?: DealerService;
  /** Sort by distance from here (nearest first) instead of by country and city. */
  near?: LatLng;
}

export interface DealerSearchResult {
  dealers: PublicDealer[];
  /** Where `q` resolved to; the dealers are then the nearest to it, with `distance_km`. */
  place: Place | null;
  /** The same name in other countries, for "Did you mean …?". */
  otherPlaces: Place[];
  /** `q` named no place we know and no dealer's city or postcode. */
  unknownPlace: boolean;
}

/** A postcode as compared: no spaces, no country letter in front ("L-8009" and "B-1000", as written in Luxembourg and of old in Belgium). */
const comparablePostcode = (postcode: string) =>
  postcode
    .toLowerCase()
    .replace(/\s+/g, "")
    .replace(/^[a-z]{1,2}-(?=\d)/, "");

/**
 * Whether a dealer matches a city or postcode search: "liege" finds Liège, "1000" and "10" find 1000 Brussels, "den" finds "Den Haag",
 * "L-8009" finds 8009 Strassen.
 */
function matchesPlace(dealer: Pick<PublicDealer, "city" | "postcode">, q: string): boolean {
  const term = foldText(q);
  if (!term) return true;
  const city = foldText(dealer.city);
  return (
    city.startsWith(term) ||
    city.split(/[\s'-]+/).some((word) => word.startsWith(term)) ||
    (/\d/.test(term) && comparablePostcode(dealer.postcode).startsWith(comparablePostcode(q)))
  );
}

/**
 * A Belgian, Dutch or Luxembourg postcode resolves only to its area (decision 080); when it is a dealer's own postcode, in
 * the country it resolved to or failing that in one of the others it exists in ("3513" is Hasselt's area in Belgium, but
 * a Utrecht dealer's postcode), that dealer's position is the postcode's, labelled with the dealer's town.
 */
function withDealerPostcode(dealers: PublicDealer[], resolution: PlaceResolution): PlaceResolution {
  const digits = (postcode: string) => comparablePostcode(postcode).replace(/[a-z]+$/, "");
  for (const candidate of [resolution.place, ...resolution.others]) {
    if (!candidate.area || !candidate.postcode) continue;
    const own = dealers.find(
      (dealer) =>
        dealer.country === candidate.country && dealer.latitude !== null && dealer.longitude !== null && digits(dealer.postcode) === candidate.postcode,
    );
    if (!own) continue;
    const place: Place = {
      label: `${candidate.postcode} ${own.city}`,
      country: candidate.country,
      postcode: candidate.postcode,
      lat: own.latitude!,
      lng: own.longitude!,
    };
    return { place, others: [resolution.place, ...resolution.others].filter((other) => other !== candidate) };
  }
  return resolution;
}

/** Around a place: every dealer within this distance, nearest first … */
export const NEAREST_RADIUS_KM = 60;
/** … and at least this many (the nearest, however far), so a search never ends on an empty list when dealers exist. */
export const NEAREST_AT_LEAST = 3;

/**
 * The dealer search of /dealers and GET api/dealers. A `q` that names a place (decision 080) lists the dealers nearest to
 * it with their distance: all within {@link NEAREST_RADIUS_KM}, at least the {@link NEAREST_AT_LEAST} nearest, and after
 * them any dealer without a position whose city or postcode matches `q`. A `q` that names no place falls back to the start
 * of a dealer's city or postcode ("10", "UTR"); when that finds nothing either, `unknownPlace` is set.
 */
export async function findDealers(db: Db, search: DealerSearch): Promise<DealerSearchResult> {
  let dealers = await listPublishedDealers(db);
  if (search.country) dealers = dealers.filter((dealer) => dealer.country === search.country!.toUpperCase());
  if (search.service) dealers = dealers.filter((dealer) => dealer[search.service!] === 1);
  const q = search.q?.trim() ?? "";
  if (!q) return { dealers: search.near ? byDistance(dealers, search.near) : dealers, place: null, otherPlaces: [], unknownPlace: false };
  const found = resolvePlace(q, search.country);
  if (found) {
    const resolved = withDealerPostcode(dealers, found);
    const sorted = byDistance(dealers, resolved.place);
    const located = sorted.filter((dealer) => dealer.distance_km !== null);
    const nearest = located.filter((dealer, index) => index < NEAREST_AT_LEAST || dealer.distance_km! <= NEAREST_RADIUS_KM);
    const unlocated = sorted.filter((dealer) => dealer.distance_km === null && matchesPlace(dealer, q));
    return { dealers: [...nearest, ...unlocated], place: resolved.place, otherPlaces: resolved.others, unknownPlace: false };
  }
  const matching = dealers.filter((dealer) => matchesPlace(dealer, q));
  return {
    dealers: search.near ? byDistance(matching, search.near) : matching,
    place: null,
    otherPlaces: [],
    unknownPlace: matching.length === 0,
  };
}

/** The names of published dealers, A–Z, without repeats: for the warranty registration's "where did you buy it" list. */
export async function listDealerNames(db: Db): Promise<string[]> {
  const names = (await listPublishedDealers(db)).map((dealer) => dealer.name);
  return [...new Set(names)].sort((a, b) => a.localeCompare(b));
}

/** Country codes that have published dealers, in page order. */
export async function listDealerCountries(db: Db): Promise<string[]> {
  return [...new Set((await listPublishedDealers(db)).map((dealer) => dealer.country))];
}

/* ---------- CSV ---------- */

export type DealerCsvRow = Record<(typeof DEALER_CSV_COLUMNS)[number], string | number>;

/** Every dealer (published or not) as CSV rows, hours as "08:30-12:00, 13:30-18:00". */
export async function exportDealers(db: Db): Promise<DealerCsvRow[]> {
  const rows = await db.selectFrom("dealers").selectAll().orderBy("country").orderBy("city_folded").orderBy("name").orderBy("id").execute();
  return rows.map((row) => {
    const dealer = presentDealer(row);
    return {
      id: dealer.id,
      name: dealer.name,
      address: dealer.address,
      postcode: dealer.postcode,
      city: dealer.city,
      country: dealer.country,
      phone: dealer.phone,
      website: dealer.website,
      email: dealer.email,
      latitude: dealer.latitude ?? "",
      longitude: dealer.longitude ?? "",
      sales: dealer.sales,
      repairs: dealer.repairs,
      spare_parts: dealer.spare_parts,
      battery_takeback: dealer.battery_takeback,
      published: dealer.published,
      ...(Object.fromEntries(WEEKDAYS.map((day) => [day, joinIntervals(dealer.opening_hours[day])])) as Record<(typeof WEEKDAYS)[number], string>),
    };
  });
}

export type ImportResult = { ok: true; created: number; updated: number } | { ok: false; errors: FieldErrors; rows: number };

/** At most this many rows per file: a country's dealer network, not a data dump. */
export const MAX_IMPORT_ROWS = 5_000;

/**
 * Imports a CSV of dealers (the export's columns; `,` or `;` separated, UTF-8 with or without BOM).
 * All or nothing: every row is checked first, and one bad row imports nothing. Errors are keyed
 * `rows.<line>.<column>`, the line as a spreadsheet numbers it (the header is line 1).
 * A row with an id updates that dealer; a row without adds one.
 */
export async function importDealers(db: Db, csv: string): Promise<ImportResult> {
  const read = readCsvRows(csv, { known: DEALER_CSV_COLUMNS, required: ["name", "city", "country"], noun: "dealer", maxRows: MAX_IMPORT_ROWS });
  if (!read.ok) return read;
  const { columns, lines: rows } = read;

  const errors: FieldErrors = {};
  const updates: { id: number; changes: Partial<DealerInput> }[] = [];
  const additions: DealerInput[] = [];
  // Id → stored opening hours: an update keeps the days (and every field) its file has no column for.
  const stored = new Map(
    (await db.selectFrom("dealers").select(["id", "opening_hours"]).execute()).map((row) => [Number(row.id), parseHours(row.opening_hours)]),
  );
  const seenIds = new Set<number>();
  rows.forEach(({ record, line }) => {
    const { id, input } = csvRowToInput(record);
    if (id !== undefined) {
      if (typeof id !== "number" || !stored.has(id)) (errors[`rows.${line}.id`] ??= []).push("No dealer has this id: leave it empty to add a new dealer.");
      else if (seenIds.has(id)) (errors[`rows.${line}.id`] ??= []).push("This id is already on another line of the file.");
      else seenIds.add(id);
    }
    const refuse = (issues: z.core.$ZodIssue[]) => {
      for (const issue of issues) {
        const [field, day] = issue.path;
        const column = field === "opening_hours" && typeof day === "string" ? day : String(field ?? "row");
        (errors[`rows.${line}.${column}`] ??= []).push(issue.message);
      }
    };
    if (typeof id === "number" && stored.has(id)) {
      const result = dealerChanges.safeParse(changesInFile(input, columns, stored.get(id)!));
      if (result.success) updates.push({ id, changes: result.data });
      else refuse(result.error.issues);
    } else {
      const result = dealerInput.safeParse(input);
      if (result.success) additions.push(result.data);
      else refuse(result.error.issues);
    }
  });
  if (Object.keys(errors).length) return { ok: false, rows: rows.length, errors };

  return inTransaction(db, async (trx) => {
    const now = new Date().toISOString();
    for (const { id, changes } of updates) {
      await trx
        .updateTable("dealers")
        .set({ ...dealerColumns(changes), updated_at: now })
        .where("id", "=", id)
        .execute();
    }
    for (const input of additions) {
      const values = dealerColumns(input) as DealerInput & { city_folded: string; opening_hours: string };
      await trx
        .insertInto("dealers")
        .values({ ...values, created_at: now, updated_at: now })
        .execute();
    }
    return { ok: true, created: additions.length, updated: updates.length };
  });
}
