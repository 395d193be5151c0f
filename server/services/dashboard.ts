import type { Kysely } from "kysely";
import type { Db } from "#server/db/index.ts";
import type { Enquiry } from "#server/db/schema.ts";
import { ENQUIRY_SUMMARY_COLUMNS } from "#domain/admin-contract.ts";
import { dayStartsAt } from "#domain/calendar-days.ts";
import { LOCALES } from "#domain/locales.ts";
import { fallbackLanguages, MAIN_CONTENT_FIELDS } from "#domain/translation-completeness.ts";
import { isoWeekAt, lastWeeks } from "./iso-weeks.ts";

export const DASHBOARD_WEEKS = 12;
export const LATEST_ENQUIRIES = 5;
export const MISSING_TRANSLATIONS_SHOWN = 20;

export interface WeekActivity {
  /** ISO 8601 week, e.g. "2026-W47". */
  week: string;
  /** Monday of that week, YYYY-MM-DD (weeks are counted on the market's calendar, Brussels). */
  starts_on: string;
  enquiries: number;
  signups: number;
}

export interface MissingTranslation {
  resource: "commodities" | "commodity_types" | "articles";
  id: number;
  en: string;
  missing: ("fr" | "nl")[];
}

export type EnquirySummary = Pick<Enquiry, (typeof ENQUIRY_SUMMARY_COLUMNS)[number]>;

export interface Dashboard {
  counts: { products: number; categories: number; articles: number; new_enquiries: number; subscribers: number };
  latest_enquiries: EnquirySummary[];
  weekly: WeekActivity[];
  translations: { missing: Record<MissingTranslation["resource"], number>; items: MissingTranslation[] };
}

/** The admin workplace screen: what there is, what is new, what is left to translate. */
export async function getDashboard(db: Db, now = new Date()): Promise<Dashboard> {
  const weeks = lastWeeks(now, DASHBOARD_WEEKS);
  const since = dayStartsAt(weeks[0]!.starts_on);
  const [products, categories, articles, newEnquiries, subscribers, latest, enquiryDates, signupDates, missing] = await Promise.all([
    countRows(db, "commodities"),
    countRows(db, "commodity_types"),
    countRows(db, "articles"),
    db
      .selectFrom("demands")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("handled", "=", 0)
      .executeTakeFirstOrThrow(),
    // Only confirmed addresses are subscribers (double opt-in, decision 086).
    db
      .selectFrom("file_forms")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("status", "=", "confirmed")
      .executeTakeFirstOrThrow()
      .then((row) => Number(row.n)),
    db.selectFrom("demands").select(ENQUIRY_SUMMARY_COLUMNS).orderBy("created_at", "desc").orderBy("id", "desc").limit(LATEST_ENQUIRIES).execute(),
    db.selectFrom("demands").select("created_at").where("created_at", ">=", since).execute(),
    db.selectFrom("file_forms").select("created_at").where("status", "=", "confirmed").where("created_at", ">=", since).execute(),
    missingTranslations(db),
  ]);
  const weekly = weeks.map((week) => ({ ...week, enquiries: 0, signups: 0 }));
  const byKey = new Map(weekly.map((week) => [week.week, week]));
  for (const { created_at } of enquiryDates) {
    const week = byKey.get(isoWeekAt(new Date(created_at)).week);
    if (week) week.enquiries += 1;
  }
  for (const { created_at } of signupDates) {
    const week = byKey.get(isoWeekAt(new Date(created_at)).week);
    if (week) week.signups += 1;
  }
  return {
    counts: { products, categories, articles, new_enquiries: Number(newEnquiries.n), subscribers },
    latest_enquiries: latest,
    weekly,
    translations: missing,
  };
}

async function countRows(db: Db, table: "commodities" | "commodity_types" | "articles"): Promise<number> {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** What the public site shows in fallback text (the same rule that keeps those pages out of search indexes). */
async function missingTranslations(db: Db): Promise<Dashboard["translations"]> {
  const sources = [
    { resource: "commodities", title: "name" },
    { resource: "commodity_types", title: "name" },
    { resource: "articles", title: "title" },
  ] as const;
  // Three tables, one shape: the column names are built, so this reads through an untyped view.
  const untyped = db as unknown as Kysely<any>;
  const missing = { commodities: 0, commodity_types: 0, articles: 0 };
  const items: MissingTranslation[] = [];
  for (const { resource, title } of sources) {
    const columns = MAIN_CONTENT_FIELDS[resource].flatMap((field) => LOCALES.map((locale) => `${locale}_${field}`));
    const rows = (await untyped
      .selectFrom(resource)
      .select(["id", ...columns])
      .orderBy("id")
      .execute()) as Record<string, string | number>[];
    for (const row of rows) {
      const fallback = fallbackLanguages(row, resource).filter((locale): locale is "fr" | "nl" => locale !== "en");
      if (!fallback.length) continue;
      missing[resource] += 1;
      if (items.length < MISSING_TRANSLATIONS_SHOWN) items.push({ resource, id: Number(row.id), en: String(row[`en_${title}`] ?? ""), missing: fallback });
    }
  }
  return { missing, items };
}
