import { marketTimeText } from "#domain/calendar-days.ts";

export type WhenPrecision = "day" | "minute" | "second";

/**
 * A date as the admin shows it, in the market's clock like its pickers and campaign screen, whatever the browser's
 * zone: "2026-01-31 14:05" to the minute by default. A calendar date (a purchase date) is no instant and is shown as
 * written; "—" when there is none.
 */
export function formatWhen(value: unknown, precision: WhenPrecision = "minute"): string {
  if (typeof value !== "string" || !value) return "—";
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return value;
  const at = new Date(value);
  if (Number.isNaN(at.getTime())) return value;
  const minute = marketTimeText(at.toISOString());
  if (precision === "day") return minute.slice(0, 10);
  // Zones differ by whole minutes: the seconds are the instant's own.
  return precision === "second" ? `${minute}:${String(at.getUTCSeconds()).padStart(2, "0")}` : minute;
}
