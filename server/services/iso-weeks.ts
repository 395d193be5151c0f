import { addDays, todayIn } from "#domain/calendar-days.ts";

/** The ISO week a calendar day (YYYY-MM-DD) falls in (weeks start on Monday; week 1 holds the year's first Thursday). */
export function isoWeek(isoDate: string): { week: string; starts_on: string } {
  const day = new Date(`${isoDate}T00:00:00.000Z`);
  const weekday = day.getUTCDay() || 7;
  const thursday = new Date(day);
  thursday.setUTCDate(day.getUTCDate() + 4 - weekday);
  const yearStart = Date.UTC(thursday.getUTCFullYear(), 0, 1);
  const number = Math.ceil(((thursday.getTime() - yearStart) / 86_400_000 + 1) / 7);
  return { week: `${thursday.getUTCFullYear()}-W${String(number).padStart(2, "0")}`, starts_on: addDays(isoDate, 1 - weekday) };
}

/** The ISO week an instant falls in, on the market's calendar (Monday 00:30 in Brussels is Monday's week). */
export function isoWeekAt(instant: Date): { week: string; starts_on: string } {
  return isoWeek(todayIn(instant));
}

/** The `count` ISO weeks ending with the one holding `now` on the market's calendar, oldest first. */
export function lastWeeks(now: Date, count: number): { week: string; starts_on: string }[] {
  const today = todayIn(now);
  return Array.from({ length: count }, (_, index) => isoWeek(addDays(today, -7 * (count - 1 - index))));
}
