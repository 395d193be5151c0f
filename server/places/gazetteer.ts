import { readFileSync } from "node:fs";
import { gunzipSync } from "node:zlib";
import { HOME_COUNTRIES } from "#domain/dealers.ts";
import type { LatLng } from "#domain/geo.ts";
import { foldPlace } from "./fold-place.ts";
import { BELGIAN_AREAS, DUTCH_AREAS, LUXEMBOURG_AREAS } from "./postcode-areas.ts";

/**
 * The offline gazetteer (decision 080): towns of Belgium, the Netherlands, France and Luxembourg under their names in
 * the three languages (GeoNames, CC BY 4.0), France's postcodes (codes-postaux), and the postcode areas of Belgium, the
 * Netherlands and Luxembourg (our own table, postcode-areas.ts; see SOURCES.md). Read once, on the first search, into
 * typed arrays and one name index, never from an outside service.
 */

export type GazetteerCountry = (typeof HOME_COUNTRIES)[number];

/** Where a search resolved to. */
export interface Place extends LatLng {
  /** As the visitor will read it: "Gand" when they typed Gand, "75011 Paris" for a French postcode, "Gent" for a postcode area. */
  label: string;
  country: GazetteerCountry;
  /** Set when the search was a postcode. */
  postcode?: string;
  /**
   * Set when the postcode resolved only to its area ("90xx", "L-1xxx"): the position is then the area's main town (`label`),
   * not the postcode's own place.
   */
  area?: string;
}

export interface PlaceResolution {
  place: Place;
  /** The same name in the other countries (the most populous one of each), for "Did you mean …?". */
  others: Place[];
}

interface Gazetteer {
  townName: string[];
  /** Other names of a town, "|"-separated ("" when none). */
  townOtherNames: string[];
  townCountry: Uint8Array;
  townLat: Float64Array;
  townLng: Float64Array;
  townPopulation: Uint32Array;
  /** Folded name (own or other) → the towns that bear it. */
  byName: Map<string, number | number[]>;
  /** Every folded name, sorted, for "starts with". */
  sortedNames: string[];
  /** "FR75011" → [lat, lng, commune name]. */
  postcodes: Map<string, [number, number, string]>;
  /** "BE90", "NL35", "LU1" → the area's main town. */
  areas: Map<string, number>;
}

const DATA_FILE = new URL("./gazetteer.tsv.gz", import.meta.url);
let loaded: Gazetteer | undefined;

function load(): Gazetteer {
  const lines = gunzipSync(readFileSync(DATA_FILE)).toString("utf8").split("\n");
  const towns = lines.filter((line) => line.startsWith("T\t"));
  const count = towns.length;
  const gazetteer: Gazetteer = {
    townName: new Array<string>(count),
    townOtherNames: new Array<string>(count),
    townCountry: new Uint8Array(count),
    townLat: new Float64Array(count),
    townLng: new Float64Array(count),
    townPopulation: new Uint32Array(count),
    byName: new Map(),
    sortedNames: [],
    postcodes: new Map(),
    areas: new Map(),
  };
  const index = (name: string, town: number) => {
    const key = foldPlace(name);
    if (!key) return;
    const existing = gazetteer.byName.get(key);
    if (existing === undefined) gazetteer.byName.set(key, town);
    else if (typeof existing === "number") {
      if (existing !== town) gazetteer.byName.set(key, [existing, town]);
    } else if (!existing.includes(town)) existing.push(town);
  };
  towns.forEach((line, town) => {
    const [, country, lat, lng, population, name, otherNames] = line.split("\t") as string[];
    gazetteer.townName[town] = name!;
    gazetteer.townOtherNames[town] = otherNames ?? "";
    gazetteer.townCountry[town] = (HOME_COUNTRIES as readonly string[]).indexOf(country!);
    gazetteer.townLat[town] = Number(lat);
    gazetteer.townLng[town] = Number(lng);
    gazetteer.townPopulation[town] = Number(population);
    index(name!, town);
    for (const other of otherNames ? otherNames.split("|") : []) index(other, town);
  });
  gazetteer.sortedNames = [...gazetteer.byName.keys()].sort();
  for (const line of lines) {
    if (!line.startsWith("P\t")) continue;
    const [, country, code, lat, lng, name] = line.split("\t") as string[];
    gazetteer.postcodes.set(`${country}${code}`, [Number(lat), Number(lng), name!]);
  }
  for (const [country, table] of [
    ["BE", BELGIAN_AREAS],
    ["NL", DUTCH_AREAS],
    ["LU", LUXEMBOURG_AREAS],
  ] as const) {
    const code = HOME_COUNTRIES.indexOf(country);
    for (const [prefix, name] of Object.entries(table)) {
      const named = gazetteer.byName.get(foldPlace(name));
      const towns = (named === undefined ? [] : typeof named === "number" ? [named] : named).filter((town) => gazetteer.townCountry[town] === code);
      if (!towns.length) continue; // gazetteer.test.ts checks that every area's town is known
      gazetteer.areas.set(
        `${country}${prefix}`,
        towns.reduce((best, town) => (gazetteer.townPopulation[town]! > gazetteer.townPopulation[best]! ? town : best)),
      );
    }
  }
  return gazetteer;
}

function gazetteer(): Gazetteer {
  return (loaded ??= load());
}

/** How many towns, postcodes and postcode areas the gazetteer holds (loading it if need be): for tests and the decision's figures. */
export function gazetteerSize(): { towns: number; postcodes: number; areas: number; names: number } {
  const { townName, postcodes, areas, byName } = gazetteer();
  return { towns: townName.length, postcodes: postcodes.size, areas: areas.size, names: byName.size };
}

/** A Belgian, Dutch or Luxembourg postcode's area: its key in the areas and how it is written ("90xx", "L-1xxx"). */
function areaOf(country: GazetteerCountry, digits: string): { key: string; written: string } | null {
  if (digits.length !== 4 || digits.startsWith("0")) return null;
  if (country === "LU") return { key: `LU${digits[0]}`, written: `L-${digits[0]}xxx` };
  return { key: `${country}${digits.slice(0, 2)}`, written: `${digits.slice(0, 2)}xx` };
}

/** Country letters written before a postcode ("B-1000", "L-1234", "F-75011", "NL-1012"). */
const POSTCODE_PREFIX: Record<string, GazetteerCountry> = { B: "BE", BE: "BE", NL: "NL", F: "FR", FR: "FR", L: "LU", LU: "LU" };

/** A postcode anywhere in the text: optional country letters, 4 or 5 digits, and a Dutch postcode's two letters. */
const POSTCODE = /(?:^|\s)(?:(B|BE|NL|F|FR|L|LU)\s?-?\s?)?(\d{4,5})(?:\s?([A-Z]{2}))?(?=\s|,|$)/;

/** Country names (and codes) that may follow a town: "Gent, België", "Namur (BE)". */
const COUNTRY_WORDS: Record<string, GazetteerCountry> = {
  be: "BE",
  belgium: "BE",
  belgique: "BE",
  belgie: "BE",
  belgien: "BE",
  nl: "NL",
  netherlands: "NL",
  "the netherlands": "NL",
  "pays bas": "NL",
  nederland: "NL",
  holland: "NL",
  fr: "FR",
  france: "FR",
  frankrijk: "FR",
  lu: "LU",
  luxembourg: "LU",
  luxemburg: "LU",
};

const rank = (country: GazetteerCountry | undefined, preferred: GazetteerCountry | undefined) =>
  country === preferred ? -1 : (HOME_COUNTRIES as readonly string[]).indexOf(country ?? "");

function resolvePostcode(text: string, preferred: GazetteerCountry | undefined): PlaceResolution | null {
  const match = POSTCODE.exec(text.toUpperCase());
  if (!match) return null;
  const [whole, prefix, digits, letters] = match as unknown as [string, string | undefined, string, string | undefined];
  const { postcodes, areas } = gazetteer();
  let countries: GazetteerCountry[];
  if (prefix) countries = [POSTCODE_PREFIX[prefix]!];
  else if (digits.length === 5) countries = ["FR"];
  else if (letters) countries = ["NL"];
  else countries = (["BE", "NL", "LU"] as const).slice().sort((a, b) => rank(a, preferred) - rank(b, preferred));
  const found = countries.flatMap((country): (Place & { town: string })[] => {
    if (country === "FR") {
      const entry = postcodes.get(`${country}${digits}`);
      return entry ? [{ country, lat: entry[0], lng: entry[1], label: `${digits} ${entry[2]}`, postcode: digits, town: entry[2] }] : [];
    }
    const area = areaOf(country, digits);
    const town = area ? areas.get(area.key) : undefined;
    if (town === undefined) return [];
    const { label, lat, lng } = townPlace(town);
    return [{ country, lat, lng, label, postcode: digits, area: area!.written, town: label }];
  });
  if (!found.length) return null;
  // "1000 Amsterdam": the words beside the postcode choose between Belgium's 1000 and the Netherlands'.
  const words = foldPlace(text.toUpperCase().replace(whole.trim(), " "));
  const named = words ? found.find((place) => foldPlace(place.town).startsWith(words) || words.startsWith(foldPlace(place.town))) : undefined;
  const [place, ...others] = named ? [named, ...found.filter((other) => other !== named)] : found;
  const strip = ({ town: _town, ...rest }: Place & { town: string }): Place => rest;
  return { place: strip(place!), others: others.map(strip) };
}

function townPlace(town: number, label?: string): Place {
  const { townName, townCountry, townLat, townLng } = gazetteer();
  return { label: label ?? townName[town]!, country: HOME_COUNTRIES[townCountry[town]!]!, lat: townLat[town]!, lng: townLng[town]! };
}

/** The towns bearing a folded name exactly, or failing that the names starting with it (3 letters at least). */
function townsNamed(key: string): number[] {
  const { byName, sortedNames } = gazetteer();
  const exact = byName.get(key);
  if (exact !== undefined) return typeof exact === "number" ? [exact] : exact;
  if (key.length < 3) return [];
  let low = 0;
  let high = sortedNames.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (sortedNames[middle]! < key) low = middle + 1;
    else high = middle;
  }
  const towns: number[] = [];
  for (let at = low; at < sortedNames.length && sortedNames[at]!.startsWith(key); at++) {
    const found = byName.get(sortedNames[at]!)!;
    towns.push(...(typeof found === "number" ? [found] : found));
  }
  return towns;
}

/** The spelling of a town's name that the visitor typed (an other name such as "Gand"), else its own name. */
function spellingFor(town: number, key: string, exact: boolean): string {
  const { townName, townOtherNames } = gazetteer();
  const names = [townName[town]!, ...(townOtherNames[town] ? townOtherNames[town]!.split("|") : [])];
  return (exact ? names.find((name) => foldPlace(name) === key) : names.find((name) => foldPlace(name).startsWith(key))) ?? townName[town]!;
}

function resolveTown(text: string, preferred: GazetteerCountry | undefined): PlaceResolution | null {
  let key = foldPlace(text);
  // "Gent, België" / "Namur BE": a country after the town is a hint, not part of the name.
  for (const [words, country] of Object.entries(COUNTRY_WORDS)) {
    if (key.endsWith(` ${words}`) && key.length > words.length + 1) {
      key = key.slice(0, -words.length - 1).trim();
      preferred ??= country;
      break;
    }
  }
  if (!key) return null;
  const towns = townsNamed(key);
  if (!towns.length) return null;
  const exact = gazetteer().byName.has(key);
  const { townCountry, townPopulation } = gazetteer();
  // The chosen country's towns first, then the most populous, then Belgium, the Netherlands, France, Luxembourg.
  const sorted = [...towns].sort(
    (a, b) =>
      Number(HOME_COUNTRIES[townCountry[b]!] === preferred) - Number(HOME_COUNTRIES[townCountry[a]!] === preferred) ||
      townPopulation[b]! - townPopulation[a]! ||
      townCountry[a]! - townCountry[b]! ||
      a - b,
  );
  const best = sorted[0]!;
  const others: Place[] = [];
  const countriesSeen = new Set([townCountry[best]]);
  for (const town of sorted) {
    if (countriesSeen.has(townCountry[town])) continue;
    countriesSeen.add(townCountry[town]);
    others.push(townPlace(town, spellingFor(town, key, exact)));
  }
  return { place: townPlace(best, spellingFor(best, key, exact)), others };
}

/**
 * Resolves what a visitor typed to a place: a postcode (BE and NL 4 digits, NL "1012 AB", FR 5 digits, LU "L-1234",
 * a country letter in front allowed; French ones to their commune, the others to their area's main town, with `area`
 * set), else a town by any of its names (accents, case, hyphens and apostrophes
 * ignored; the start of a name, 3 letters at least, when no name matches whole). `preferred` (an ISO code) wins ties
 * and ambiguous 4-digit postcodes; otherwise Belgium, the Netherlands, Luxembourg in that order. Null when unknown.
 */
export function resolvePlace(text: string, preferred?: string): PlaceResolution | null {
  const query = text.normalize("NFC").slice(0, 100).trim();
  if (!query) return null;
  const country = (HOME_COUNTRIES as readonly string[]).includes(preferred?.toUpperCase() ?? "") ? (preferred!.toUpperCase() as GazetteerCountry) : undefined;
  return resolvePostcode(query, country) ?? (/\p{L}/u.test(query) ? resolveTown(query, country) : null);
}
