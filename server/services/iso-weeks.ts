/** The ISO week a date falls in (weeks start on Monday; week 1 holds the year's first Thursday). */
export function isoWeek(date: Date): { week: string; starts_on: string } {
  const day = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
  const weekday = day.getUTCDay() || 7;
  const monday = new Date(day);
  monday.setUTCDate(day.getUTCDate() - weekday + 1);
  const thursday = new Date(day);
  thursday.setUTCDate(day.getUTCDate() + 4 - weekday);
  const yearStart = Date.UTC(thursday.getUTCFullYear(), 0, 1);
  const number = Math.ceil(((thursday.getTime() - yearStart) / 86_400_000 + 1) / 7);
  return { week: `${thursday.getUTCFullYear()}-W${String(number).padStart(2, "0")}`, starts_on: monday.toISOString().slice(0, 10) };
}

/** The `count` ISO weeks ending with the one holding `now`, oldest first. */
export function lastWeeks(now: Date, count: number): { week: string; starts_on: string }[] {
  return Array.from({ length: count }, (_, index) => {
    const date = new Date(now);
    date.setUTCDate(now.getUTCDate() - 7 * (count - 1 - index));
    return isoWeek(date);
  });
}
