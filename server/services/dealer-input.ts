import { z } from "zod";
import { WEEKDAYS, isCountryCode, isInterval, splitIntervals, type OpeningHours, type Weekday } from "#domain/dealers.ts";

/** What an admin writes for one dealer (API body and each CSV row); the service folds the city and stores the hours as JSON. */

/** A dealer CSV is a few hundred rows; 2 MB holds tens of thousands. */
export const DEALER_IMPORT_MAX_BYTES = 2 * 1024 * 1024;

const text = (max: number) => z.string().trim().max(max, `At most ${max} characters.`);
const required = (max: number) => text(max).min(1, "This field is required.");

const flag = z
  .union([z.literal(0), z.literal(1), z.boolean()], { error: "Give 1 (yes) or 0 (no)." })
  .transform((value) => (value ? 1 : 0))
  .meta({ description: "0 or 1 (true/false accepted)" });

const httpUrl = text(1024).refine((value) => {
  if (value === "") return true;
  try {
    const url = new URL(value);
    return url.protocol === "https:" || url.protocol === "http:";
  } catch {
    return false;
  }
}, "Give the full address, starting with https://.");

const DAY_NAMES: Record<Weekday, string> = { mo: "Monday", tu: "Tuesday", we: "Wednesday", th: "Thursday", fr: "Friday", sa: "Saturday", su: "Sunday" };

const dayHours = (day: Weekday) =>
  z
    .array(z.string().trim())
    .max(4, `${DAY_NAMES[day]}: at most 4 opening periods.`)
    .refine((intervals) => intervals.every(isInterval), `${DAY_NAMES[day]}: write hours as 08:30-12:00, the start before the end.`)
    .refine(
      (intervals) => [...intervals].sort().every((interval, i, sorted) => i === 0 || sorted[i - 1]!.slice(6) <= interval.slice(0, 5)),
      `${DAY_NAMES[day]}: the opening periods overlap.`,
    )
    .transform((intervals) => [...intervals].sort());

export const openingHoursInput = z
  .object(Object.fromEntries(WEEKDAYS.map((day) => [day, dayHours(day).optional()])) as Record<Weekday, z.ZodOptional<ReturnType<typeof dayHours>>>)
  .strict()
  .meta({
    description: 'Per weekday (mo … su), the opening periods as "HH:MM-HH:MM"; a missing or empty day is closed. E.g. { "mo": ["08:30-12:00", "13:30-18:00"] }',
  });

const latitude = z.number().min(-90, "A latitude lies between -90 and 90.").max(90, "A latitude lies between -90 and 90.").nullable();
const longitude = z.number().min(-180, "A longitude lies between -180 and 180.").max(180, "A longitude lies between -180 and 180.").nullable();

/** Each field as given; the create body adds the defaults. */
const dealerFields = {
  name: required(255),
  address: text(255),
  postcode: text(16),
  city: required(128),
  country: z
    .string()
    .trim()
    .toUpperCase()
    .refine(isCountryCode, "Use a two-letter ISO country code, such as BE, NL, FR or LU.")
    .meta({ description: "ISO 3166-1 alpha-2 code (BE, NL, FR, LU…)" }),
  phone: text(64),
  website: httpUrl,
  email: z.union([z.literal(""), z.email("Give a valid email address.").max(255)]),
  latitude,
  longitude,
  sales: flag,
  repairs: flag,
  spare_parts: flag,
  battery_takeback: flag,
  opening_hours: openingHoursInput,
  published: flag,
};

function bothOrNeither(value: { latitude?: number | null; longitude?: number | null }, ctx: z.RefinementCtx): void {
  if (value.latitude === undefined && value.longitude === undefined) return;
  const noLatitude = (value.latitude ?? null) === null;
  const noLongitude = (value.longitude ?? null) === null;
  if (noLatitude !== noLongitude) {
    ctx.addIssue({ code: "custom", path: [noLatitude ? "latitude" : "longitude"], message: "Give both latitude and longitude, or neither." });
  }
}

export const dealerInput = z
  .object({
    ...dealerFields,
    address: dealerFields.address.default(""),
    postcode: dealerFields.postcode.default(""),
    phone: dealerFields.phone.default(""),
    website: dealerFields.website.default(""),
    email: dealerFields.email.default(""),
    latitude: latitude.default(null),
    longitude: longitude.default(null),
    sales: flag.default(1),
    repairs: flag.default(0),
    spare_parts: flag.default(0),
    battery_takeback: flag.default(0),
    opening_hours: openingHoursInput.default({}),
    published: flag.default(1),
  })
  .superRefine(bothOrNeither);

/** Updates: only the fields sent change (a position is still given as a pair). */
export const dealerChanges = z.object(dealerFields).partial().superRefine(bothOrNeither);

export type DealerInput = z.output<typeof dealerInput>;

/* ---------- CSV ---------- */

/** The CSV columns, export and import alike; `id` updates that dealer, an empty `id` adds one. */
export const DEALER_CSV_COLUMNS = [
  "id",
  "name",
  "address",
  "postcode",
  "city",
  "country",
  "phone",
  "website",
  "email",
  "latitude",
  "longitude",
  "sales",
  "repairs",
  "spare_parts",
  "battery_takeback",
  "published",
  ...WEEKDAYS,
] as const;

const YES = ["1", "yes", "true", "y", "x", "oui", "ja"];
const NO = ["", "0", "no", "false", "n", "non", "nee"];

/**
 * What an update row changes: the fields its file has columns for (a file of id, name and phone leaves the addresses
 * and hours as they are). Opening hours change when any weekday column is there; `storedHours` keeps the other days.
 */
export function changesInFile(input: Record<string, unknown>, columns: readonly string[], storedHours: OpeningHours): Record<string, unknown> {
  const changes = Object.fromEntries(Object.entries(input).filter(([field]) => columns.includes(field)));
  if (WEEKDAYS.some((day) => columns.includes(day))) {
    const given = input.opening_hours as OpeningHours;
    changes.opening_hours = Object.fromEntries(
      WEEKDAYS.flatMap((day) => {
        const hours = columns.includes(day) ? given[day] : storedHours[day];
        return hours?.length ? [[day, hours]] : [];
      }),
    );
  }
  return changes;
}

/** One CSV row's cells (strings) → the values `dealerInput` checks; unknown cell values are left for it to refuse. */
export function csvRowToInput(cells: Record<string, string>): { id?: unknown; input: Record<string, unknown> } {
  // The export quotes cells that start with = + - @ (so spreadsheets do not run them); the quote goes again here.
  const cell = (name: string) => (cells[name] ?? "").trim().replace(/^'(?=[=+\-@])/, "");
  const flagCell = (name: string, fallback: 0 | 1) => {
    const value = cell(name).toLowerCase();
    if (!(name in cells) || value === "") return fallback;
    if (YES.includes(value)) return 1;
    if (NO.includes(value)) return 0;
    return value; // refused by `flag`
  };
  const numberCell = (name: string) => {
    const value = cell(name).replace(",", ".");
    if (value === "") return null;
    const number = Number(value);
    return Number.isFinite(number) ? number : value;
  };
  const hours: Record<string, string[]> = {};
  for (const day of WEEKDAYS) {
    const value = cell(day);
    if (value && !/^(closed|ferm[ée]|gesloten|-)$/i.test(value)) hours[day] = splitIntervals(value);
  }
  const idCell = cell("id");
  return {
    id: idCell === "" ? undefined : /^\d{1,9}$/.test(idCell) ? Number(idCell) : idCell,
    input: {
      name: cell("name"),
      address: cell("address"),
      postcode: cell("postcode"),
      city: cell("city"),
      country: cell("country"),
      phone: cell("phone"),
      website: cell("website"),
      email: cell("email"),
      latitude: numberCell("latitude"),
      longitude: numberCell("longitude"),
      sales: flagCell("sales", 1),
      repairs: flagCell("repairs", 0),
      spare_parts: flagCell("spare_parts", 0),
      battery_takeback: flagCell("battery_takeback", 0),
      published: flagCell("published", 1),
      opening_hours: hours,
    },
  };
}
