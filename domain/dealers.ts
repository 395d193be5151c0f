import { displayNames } from "./intl.ts";
/** Where to buy: what the dealer pages, the API and the admin share (isomorphic). */

export const WEEKDAYS = ["mo", "tu", "we", "th", "fr", "sa", "su"] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** Per weekday, the hours it is open as "HH:MM-HH:MM" intervals, earliest first; an empty list (or no key) is closed. */
export type OpeningHours = Partial<Record<Weekday, string[]>>;

export const DEALER_SERVICES = ["sales", "repairs", "spare_parts", "battery_takeback"] as const;
export type DealerService = (typeof DEALER_SERVICES)[number];

/** The countries the demo content and the page order start with; any ISO 3166-1 alpha-2 code is accepted. */
export const HOME_COUNTRIES = ["BE", "NL", "FR", "LU"] as const;

/** A published dealer as pages and the public API show it. */
export interface PublicDealer {
  id: number;
  name: string;
  address: string;
  postcode: string;
  city: string;
  country: string;
  phone: string;
  website: string;
  email: string;
  latitude: number | null;
  longitude: number | null;
  sales: number;
  repairs: number;
  spare_parts: number;
  /** 1: takes worn batteries back for recycling (decision 085). */
  battery_takeback: number;
  opening_hours: OpeningHours;
  /** Only when sorted by distance from a position. */
  distance_km?: number | null;
}

const INTERVAL = /^([01]\d|2[0-3]):([0-5]\d)-([01]\d|2[0-4]):([0-5]\d)$/;

/** "08:30-12:00" with the start before the end (24:00 allowed as an end). */
export function isInterval(value: string): boolean {
  const match = INTERVAL.exec(value);
  if (!match) return false;
  const start = Number(match[1]) * 60 + Number(match[2]);
  const end = Number(match[3]) * 60 + Number(match[4]);
  return end > start && end <= 24 * 60;
}

/** "08:30-12:00, 13:30-18:00" (commas, semicolons or spaces; "8:30 - 12:00" is tidied) → ["08:30-12:00", "13:30-18:00"]. */
export function splitIntervals(text: string): string[] {
  return text
    .replace(/\s*[-–]\s*/g, "-")
    .split(/[\s,;]+/)
    .map((part) =>
      part
        .trim()
        .replace(/^(\d):/, "0$1:")
        .replace(/-(\d):/, "-0$1:"),
    )
    .filter(Boolean);
}

export function joinIntervals(intervals: readonly string[] | undefined): string {
  return (intervals ?? []).join(", ");
}

/** An OSM link that opens the address (no map script or tiles on our pages). */
/** A tel: link that dials the number only, not an extension or a note after it ("+32 2 555 12 34 ext. 12"). */
export function telHref(phone: string): string {
  const number = /^\+?[\d\s().\/-]+/.exec(phone.trim())?.[0] ?? phone;
  return `tel:${number.replace(/[^\d+]/g, "")}`;
}

export function openStreetMapUrl(dealer: Pick<PublicDealer, "latitude" | "longitude" | "address" | "postcode" | "city" | "country">): string {
  if (dealer.latitude !== null && dealer.longitude !== null) {
    return `https://www.openstreetmap.org/?mlat=${dealer.latitude}&mlon=${dealer.longitude}#map=17/${dealer.latitude}/${dealer.longitude}`;
  }
  return `https://www.openstreetmap.org/search?query=${encodeURIComponent(`${dealer.address}, ${dealer.postcode} ${dealer.city}, ${dealer.country}`)}`;
}

const SCHEMA_DAYS: Record<Weekday, string> = {
  mo: "Monday",
  tu: "Tuesday",
  we: "Wednesday",
  th: "Thursday",
  fr: "Friday",
  sa: "Saturday",
  su: "Sunday",
};

/** schema.org LocalBusiness for one dealer. */
export function dealerLd(dealer: PublicDealer, pageUrl: string): object {
  const hours = WEEKDAYS.flatMap((day) =>
    (dealer.opening_hours[day] ?? []).map((interval) => {
      const [opens, closes] = interval.split("-");
      return { "@type": "OpeningHoursSpecification", dayOfWeek: `https://schema.org/${SCHEMA_DAYS[day]}`, opens, closes };
    }),
  );
  return {
    "@context": "https://schema.org",
    "@type": "LocalBusiness",
    "@id": `${pageUrl}#dealer-${dealer.id}`,
    name: dealer.name,
    address: {
      "@type": "PostalAddress",
      streetAddress: dealer.address,
      postalCode: dealer.postcode,
      addressLocality: dealer.city,
      addressCountry: dealer.country,
    },
    ...(dealer.latitude !== null && dealer.longitude !== null
      ? { geo: { "@type": "GeoCoordinates", latitude: dealer.latitude, longitude: dealer.longitude } }
      : {}),
    ...(dealer.phone ? { telephone: dealer.phone } : {}),
    ...(dealer.email ? { email: dealer.email } : {}),
    ...(dealer.website ? { url: dealer.website } : {}),
    ...(hours.length ? { openingHoursSpecification: hours } : {}),
  };
}

/** Whether `code` is an ISO 3166-1 alpha-2 region the runtime knows. */
export function isCountryCode(code: string): boolean {
  if (!/^[A-Z]{2}$/.test(code)) return false;
  try {
    return displayNames("en", { type: "region", fallback: "none" }).of(code) !== undefined;
  } catch {
    return false;
  }
}
