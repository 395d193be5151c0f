import { addDays, addYears, daysBetween } from "./calendar-days.ts";
import { dateTimeFormat } from "./intl.ts";
/**
 * Warranty rules (product rules §1, §9): two years on every product, a third year when the
 * owner registers within 30 days of purchase. Dates are calendar days (YYYY-MM-DD), as on a receipt.
 */
export const WARRANTY_YEARS = 2;
export const REGISTRATION_BONUS_YEARS = 1;
/** Registered this many days after purchase or sooner: the bonus year. */
export const BONUS_WINDOW_DAYS = 30;
/** The reminder goes this many days before the warranty ends. */
export const REMINDER_DAYS_BEFORE_END = 30;
export interface WarrantyTerms {
  /** 3 with the registration bonus, else 2. */
  years: number;
  bonus: boolean;
  /** Last day covered: the day before the anniversary of the purchase. */
  until: string;
  /** When the reminder is due (REMINDER_DAYS_BEFORE_END days before `until`). */
  remindOn: string;
}

/** Whether a registration made on `registeredOn` gets a reminder: only while its day is still ahead. */
export function remindsOf(until: string, registeredOn: string): boolean {
  return addDays(until, -REMINDER_DAYS_BEFORE_END) > registeredOn;
}

/**
 * What a registration earns: within BONUS_WINDOW_DAYS of the purchase (the 30th day included)
 * three years, later two. Coverage runs from the purchase day to the day before its anniversary.
 */
export function warrantyTerms(purchaseDate: string, registeredOn: string): WarrantyTerms {
  const bonus = daysBetween(purchaseDate, registeredOn) <= BONUS_WINDOW_DAYS;
  const years = WARRANTY_YEARS + (bonus ? REGISTRATION_BONUS_YEARS : 0);
  const until = warrantyEndsOn(purchaseDate, years);
  return { years, bonus, until, remindOn: addDays(until, -REMINDER_DAYS_BEFORE_END) };
}

/** The last day covered: the day before the `years`th anniversary of the purchase. */
export function warrantyEndsOn(purchaseDate: string, years: number = WARRANTY_YEARS): string {
  return addDays(addYears(purchaseDate, years), -1);
}

/** Serial numbers are compared without case, spaces or dashes users add or leave out. */
export function normalizeSerial(serial: string): string {
  return serial.toUpperCase().replace(/[\s\-_.\/]+/g, "");
}

const DATE_LOCALES = { en: "en-GB", fr: "fr-BE", nl: "nl-BE" } as const;

/** "13 November 2029" / "13 novembre 2029" / "13 november 2029" for a YYYY-MM-DD date. */
export function longDate(isoDate: string, locale: keyof typeof DATE_LOCALES): string {
  return dateTimeFormat(DATE_LOCALES[locale], { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }).format(new Date(`${isoDate}T00:00:00Z`));
}

/**
 * A reference as typed or read over the phone ("w 7k3m 9qxd", "7K3M9QXD", "W-7K3M-9QXD"), written as issued;
 * undefined when it has not the eight characters of one.
 */
export function normalReference(typed: string): string | undefined {
  const characters = typed.toUpperCase().replace(/[^0-9A-Z]/g, "");
  const body = characters.length === 9 && characters.startsWith("W") ? characters.slice(1) : characters;
  return body.length === 8 ? `W-${body.slice(0, 4)}-${body.slice(4)}` : undefined;
}
