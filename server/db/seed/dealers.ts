import type { Transaction } from "kysely";
import type { Database } from "#server/db/schema.ts";
import { foldText } from "#domain/fold.ts";
import { stamps } from "./helpers.ts";

type Hours = Partial<Record<"mo" | "tu" | "we" | "th" | "fr" | "sa" | "su", string[]>>;

interface DemoDealer {
  name: string;
  address: string;
  postcode: string;
  city: string;
  country: "BE" | "NL" | "FR" | "LU";
  phone: string;
  website: string;
  email: string;
  latitude: number;
  longitude: number;
  /** s: sales, r: repairs, p: spare parts, b: takes worn batteries back. */
  services: string;
  hours: Hours;
}

const SHOP: Hours = {
  mo: ["13:00-18:00"],
  tu: ["09:00-12:30", "13:30-18:00"],
  we: ["09:00-12:30", "13:30-18:00"],
  th: ["09:00-12:30", "13:30-18:00"],
  fr: ["09:00-12:30", "13:30-18:00"],
  sa: ["09:00-17:00"],
};
const GARDEN_CENTRE: Hours = {
  mo: ["09:00-19:00"],
  tu: ["09:00-19:00"],
  we: ["09:00-19:00"],
  th: ["09:00-19:00"],
  fr: ["09:00-20:00"],
  sa: ["09:00-18:00"],
  su: ["10:00-17:00"],
};
const WORKSHOP: Hours = {
  mo: ["08:00-12:00", "13:00-17:30"],
  tu: ["08:00-12:00", "13:00-17:30"],
  we: ["08:00-12:00", "13:00-17:30"],
  th: ["08:00-12:00", "13:00-17:30"],
  fr: ["08:00-12:00", "13:00-16:30"],
};

/** Demo dealers (invented names and contacts, real towns and plausible positions). */
const DEALERS: DemoDealer[] = [
  {
    name: "Tuincentrum De Linde",
    address: "Kortrijksesteenweg 1184",
    postcode: "9051",
    city: "Gent",
    country: "BE",
    phone: "+32 9 222 41 80",
    website: "https://www.delinde-tuin.example",
    email: "info@delinde-tuin.example",
    latitude: 51.0213,
    longitude: 3.6812,
    services: "spb",
    hours: GARDEN_CENTRE,
  },
  {
    name: "Van Damme Tuinmachines",
    address: "Boomsesteenweg 402",
    postcode: "2610",
    city: "Antwerpen",
    country: "BE",
    phone: "+32 3 830 12 55",
    website: "https://www.vandamme-tuinmachines.example",
    email: "winkel@vandamme-tuinmachines.example",
    latitude: 51.1681,
    longitude: 4.3812,
    services: "srpb",
    hours: SHOP,
  },
  {
    name: "Motoculture Brabant",
    address: "Chaussée de Waterloo 1350",
    postcode: "1180",
    city: "Bruxelles",
    country: "BE",
    phone: "+32 2 374 18 20",
    website: "https://www.motoculture-brabant.example",
    email: "contact@motoculture-brabant.example",
    latitude: 50.7935,
    longitude: 4.3791,
    services: "srpb",
    hours: SHOP,
  },
  {
    name: "Jardinerie de la Meuse",
    address: "Quai de Rome 38",
    postcode: "4000",
    city: "Liège",
    country: "BE",
    phone: "+32 4 252 63 10",
    website: "https://www.jardinerie-meuse.example",
    email: "info@jardinerie-meuse.example",
    latitude: 50.6271,
    longitude: 5.5784,
    services: "s",
    hours: GARDEN_CENTRE,
  },
  {
    name: "Atelier Peeters",
    address: "Diestsesteenweg 215",
    postcode: "3010",
    city: "Leuven",
    country: "BE",
    phone: "+32 16 25 77 40",
    website: "",
    email: "atelier@peeters-service.example",
    latitude: 50.8893,
    longitude: 4.7259,
    services: "rpb",
    hours: WORKSHOP,
  },
  {
    name: "Groen & Gereedschap",
    address: "Amsterdamsestraatweg 88",
    postcode: "3513 AG",
    city: "Utrecht",
    country: "NL",
    phone: "+31 30 271 44 90",
    website: "https://www.groenengereedschap.example",
    email: "verkoop@groenengereedschap.example",
    latitude: 52.1029,
    longitude: 5.1069,
    services: "sp",
    hours: SHOP,
  },
  {
    name: "Tuinmachines Zuid-Holland",
    address: "Oude Haagweg 610",
    postcode: "2552 GR",
    city: "Den Haag",
    country: "NL",
    phone: "+31 70 397 12 03",
    website: "https://www.tuinmachines-zh.example",
    email: "info@tuinmachines-zh.example",
    latitude: 52.0512,
    longitude: 4.2593,
    services: "srpb",
    hours: SHOP,
  },
  {
    name: "De Groene Vingers",
    address: "Middenweg 154",
    postcode: "1097 TV",
    city: "Amsterdam",
    country: "NL",
    phone: "+31 20 665 28 71",
    website: "https://www.degroenevingers.example",
    email: "hallo@degroenevingers.example",
    latitude: 52.3531,
    longitude: 4.9329,
    services: "s",
    hours: GARDEN_CENTRE,
  },
  {
    name: "Service Centrum Brabant",
    address: "Ringbaan-Oost 240",
    postcode: "5013 CD",
    city: "Tilburg",
    country: "NL",
    phone: "+31 13 544 81 60",
    website: "",
    email: "service@sc-brabant.example",
    latitude: 51.5601,
    longitude: 5.1034,
    services: "rpb",
    hours: WORKSHOP,
  },
  {
    name: "Tuinhuis Maasland",
    address: "Via Regia 120",
    postcode: "6216 CL",
    city: "Maastricht",
    country: "NL",
    phone: "+31 43 343 25 18",
    website: "https://www.tuinhuis-maasland.example",
    email: "info@tuinhuis-maasland.example",
    latitude: 50.8553,
    longitude: 5.6686,
    services: "sp",
    hours: GARDEN_CENTRE,
  },
  {
    name: "Motoculture du Nord",
    address: "182 rue de Lannoy",
    postcode: "59000",
    city: "Lille",
    country: "FR",
    phone: "+33 3 20 56 48 12",
    website: "https://www.motoculture-nord.example",
    email: "magasin@motoculture-nord.example",
    latitude: 50.6232,
    longitude: 3.0873,
    services: "srpb",
    hours: SHOP,
  },
  {
    name: "Jardin Services Île-de-France",
    address: "45 avenue du Général Leclerc",
    postcode: "94700",
    city: "Maisons-Alfort",
    country: "FR",
    phone: "+33 1 43 75 22 90",
    website: "https://www.jardin-services-idf.example",
    email: "contact@jardin-services-idf.example",
    latitude: 48.8058,
    longitude: 2.4378,
    services: "srb",
    hours: SHOP,
  },
  {
    name: "Espace Vert Lorraine",
    address: "12 route de Thionville",
    postcode: "57140",
    city: "Woippy",
    country: "FR",
    phone: "+33 3 87 30 41 77",
    website: "https://www.espacevert-lorraine.example",
    email: "info@espacevert-lorraine.example",
    latitude: 49.1521,
    longitude: 6.1512,
    services: "sp",
    hours: GARDEN_CENTRE,
  },
  {
    name: "Atelier Motoculture Rhône",
    address: "8 rue Marius Berliet",
    postcode: "69008",
    city: "Lyon",
    country: "FR",
    phone: "+33 4 78 00 63 21",
    website: "",
    email: "atelier@motoculture-rhone.example",
    latitude: 45.7368,
    longitude: 4.8721,
    services: "rpb",
    hours: WORKSHOP,
  },
  {
    name: "Gaart & Geschir Lëtzebuerg",
    address: "140 route d'Arlon",
    postcode: "8009",
    city: "Strassen",
    country: "LU",
    phone: "+352 31 45 67",
    website: "https://www.gaart-geschir.example",
    email: "info@gaart-geschir.example",
    latitude: 49.6195,
    longitude: 6.0731,
    services: "srpb",
    hours: SHOP,
  },
  {
    name: "Jardinerie du Sud",
    address: "25 rue du Brill",
    postcode: "4041",
    city: "Esch-sur-Alzette",
    country: "LU",
    phone: "+352 54 12 80",
    website: "https://www.jardinerie-sud.example",
    email: "contact@jardinerie-sud.example",
    latitude: 49.4962,
    longitude: 5.9806,
    services: "s",
    hours: GARDEN_CENTRE,
  },
];

export async function insertDealers(trx: Transaction<Database>): Promise<void> {
  const times = stamps("2025-01-06T08:00:00Z");
  await trx
    .insertInto("dealers")
    .values(
      DEALERS.map(({ services, hours, ...dealer }) => ({
        ...dealer,
        city_folded: foldText(dealer.city),
        sales: services.includes("s") ? 1 : 0,
        repairs: services.includes("r") ? 1 : 0,
        spare_parts: services.includes("p") ? 1 : 0,
        battery_takeback: services.includes("b") ? 1 : 0,
        opening_hours: JSON.stringify(hours),
        published: 1,
        ...times,
      })),
    )
    .execute();
}
