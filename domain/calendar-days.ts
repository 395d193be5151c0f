import { dateTimeFormat } from "./intl.ts";

/**
 * Calendar days, written YYYY-MM-DD as on a receipt. The market (Belgium, the Netherlands, France,
 * Luxembourg) keeps one calendar: "today", a warranty's end, a date filter's bounds and a dashboard
 * week are days there, whatever the server's clock or the database's time zone.
 */
export const MARKET_TIME_ZONE = "Europe/Brussels";

const DAY_MS = 86_400_000;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar date written YYYY-MM-DD (no 2026-02-30). */
export function isIsoDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.toISOString().slice(0, 10) === value;
}

function toUtc(isoDate: string): Date {
  return new Date(`${isoDate}T00:00:00.000Z`);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((toUtc(to).getTime() - toUtc(from).getTime()) / DAY_MS);
}

export function addDays(isoDate: string, days: number): string {
  return new Date(toUtc(isoDate).getTime() + days * DAY_MS).toISOString().slice(0, 10);
}

/** Monday to Friday: the days the service desk works. */
export function isWorkingDay(isoDate: string): boolean {
  const weekday = toUtc(isoDate).getUTCDay();
  return weekday !== 0 && weekday !== 6;
}

/** Working days (Monday–Friday) after `from` up to and including `to`; 0 when `to` is not later. */
export function workingDaysBetween(from: string, to: string): number {
  const days = daysBetween(from, to);
  if (days <= 0) return 0;
  const weeks = Math.floor(days / 7);
  let count = weeks * 5;
  for (let day = addDays(from, weeks * 7 + 1); day <= to; day = addDays(day, 1)) if (isWorkingDay(day)) count += 1;
  return count;
}

/** The same day `years` later; 29 February becomes 28 February in a common year. */
export function addYears(isoDate: string, years: number): string {
  const [y, m, d] = isoDate.split("-").map(Number) as [number, number, number];
  const lastDay = new Date(Date.UTC(y + years, m, 0)).getUTCDate();
  return `${String(y + years).padStart(4, "0")}-${String(m).padStart(2, "0")}-${String(Math.min(d, lastDay)).padStart(2, "0")}`;
}

/** The market's day at an instant (today by default). */
export function todayIn(now: Date = new Date(), timeZone = MARKET_TIME_ZONE): string {
  // en-CA formats as YYYY-MM-DD.
  return dateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).format(now);
}

/** The instant (ISO, UTC) a market day begins: 2026-11-01 begins at 2026-10-31T23:00:00.000Z in Brussels. */
export function dayStartsAt(isoDate: string, timeZone = MARKET_TIME_ZONE): string {
  const midnightUtc = toUtc(isoDate).getTime();
  const guess = midnightUtc - offsetMs(new Date(midnightUtc), timeZone);
  // Measured again at the guess: the offset at UTC midnight can differ from the one at local midnight near a change.
  return new Date(midnightUtc - offsetMs(new Date(guess), timeZone)).toISOString();
}

/** How far the zone's clock is ahead of UTC at an instant. */
function offsetMs(at: Date, timeZone: string): number {
  const name = dateTimeFormat("en-US", { timeZone, timeZoneName: "longOffset" })
    .formatToParts(at)
    .find((part) => part.type === "timeZoneName")!.value;
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name);
  if (!match) return 0; // "GMT": the zone is on UTC.
  return (match[1] === "-" ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3])) * 60_000;
}

/**
 * A clock time in the zone, written YYYY-MM-DDTHH:mm (what a date-time picker shows), as the instant it names (ISO,
 * UTC): 2026-12-24T18:00 in Brussels is 2026-12-24T17:00:00.000Z. The admin's pickers mean the market's time
 * (decision 092).
 */
export function zonedTimeToInstant(wallTime: string, timeZone = MARKET_TIME_ZONE): string {
  const asUtc = Date.parse(`${wallTime}:00.000Z`);
  const guess = asUtc - offsetMs(new Date(asUtc), timeZone);
  return new Date(asUtc - offsetMs(new Date(guess), timeZone)).toISOString();
}

/** The zone's clock time at an instant, written YYYY-MM-DDTHH:mm: the other way round from zonedTimeToInstant. */
export function instantToZonedTime(iso: string, timeZone = MARKET_TIME_ZONE): string {
  const at = new Date(iso);
  return new Date(at.getTime() + offsetMs(at, timeZone)).toISOString().slice(0, 16);
}

/** An instant as the admin shows it, in the market's clock whatever the browser's zone: "2026-12-24 18:00". */
export function marketTimeText(iso: string, timeZone = MARKET_TIME_ZONE): string {
  return instantToZonedTime(iso, timeZone).replace("T", " ");
}

/** "Europe/Brussels (CET)", or "(CEST)" in summer: the zone a time is read in, as the pickers show it. */
export function timeZoneLabel(at: Date = new Date(), timeZone = MARKET_TIME_ZONE): string {
  const short = dateTimeFormat("en-GB", { timeZone, timeZoneName: "short" })
    .formatToParts(at)
    .find((part) => part.type === "timeZoneName")?.value;
  return short && short !== timeZone ? `${timeZone} (${short})` : timeZone;
}
