/**
 * Safety notices and recalls (decision 077): the rules that decide whether a tool is
 * affected, shared by the server (the recall mailing, the "Is my tool affected?" answer) and the tests.
 * Pure functions, no I/O.
 */

export const NOTICE_STATUSES = ["draft", "active", "closed"] as const;
export type NoticeStatus = (typeof NOTICE_STATUSES)[number];

/** The remedy GPSR Art. 36 asks a notice to name. */
export const NOTICE_REMEDIES = ["repair", "replacement", "refund"] as const;
export type NoticeRemedy = (typeof NOTICE_REMEDIES)[number];

/** Inclusive, both ends written as they are printed on the rating plate. */
export interface SerialRange {
  from: string;
  to: string;
}

/** What decides which tools a notice is about. Dates are YYYY-MM-DD, inclusive; null: no bound. */
export interface NoticeScope {
  models: readonly string[];
  serial_ranges: readonly SerialRange[];
  sold_from: string | null;
  sold_to: string | null;
}

/** "not_recognised" is the answer to input that is no serial or no model of ours, never an error. */
export type AffectedAnswer = "affected" | "not_affected" | "need_date" | "not_recognised";

/** Models and serials are compared without case, spaces, dashes, dots, slashes or underscores (as warranty serials are). */
export function normalizeCode(code: string): string {
  return code.toUpperCase().replace(/[\s\-_./]+/g, "");
}

/** A serial as people type it: 3 to 40 letters and digits, with spaces, dashes, dots or slashes between. */
const SERIAL_SHAPE = /^[A-Za-z0-9](?:[A-Za-z0-9 \-_./]{1,38})[A-Za-z0-9]$/;

export function isSerialShape(serial: string): boolean {
  return SERIAL_SHAPE.test(serial.trim()) && normalizeCode(serial).length >= 3;
}

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

export function isDay(value: string): boolean {
  if (!ISO_DAY.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/**
 * What is wrong with a serial range, as a message key, or undefined. Both ends must have the same length once
 * normalised (a range of serials is a run of one numbering scheme), and `from` may not come after `to`.
 */
export function serialRangeProblem(range: SerialRange): string | undefined {
  const from = normalizeCode(range.from);
  const to = normalizeCode(range.to);
  if (!isSerialShape(range.from) || !isSerialShape(range.to)) return "safety.errors.serialShape";
  if (from.length !== to.length) return "safety.errors.serialLength";
  if (from > to) return "safety.errors.serialOrder";
  return undefined;
}

/**
 * A serial is in a range when it has the range's length and lies between its ends, character by character
 * (digits before letters, as in ASCII): "FT46240400120" is in FT46240400100–FT46240400999, "FT4624040012" is not.
 */
export function serialInRange(serial: string, range: SerialRange): boolean {
  const key = normalizeCode(serial);
  const from = normalizeCode(range.from);
  const to = normalizeCode(range.to);
  if (key.length !== from.length || from.length !== to.length) return false;
  return key >= from && key <= to;
}

/** A day within inclusive bounds; a missing bound does not limit. */
export function dayInRange(day: string, from: string | null, to: string | null): boolean {
  if (!isDay(day)) return false;
  if (from && day < from) return false;
  if (to && day > to) return false;
  return true;
}

export function modelInScope(model: string, scope: Pick<NoticeScope, "models">): boolean {
  const key = normalizeCode(model);
  return key !== "" && scope.models.some((candidate) => normalizeCode(candidate) === key);
}

/**
 * Whether one tool is affected by a notice (decision 077):
 * - the model must be one of the notice's models;
 * - a notice with neither serial ranges nor a sale period covers the whole model;
 * - otherwise the tool is affected when its serial is in one of the ranges, or its purchase day in the sale period;
 * - a notice with a sale period asked about a serial outside its ranges without a purchase day answers "need_date".
 */
export function toolAffected(
  scope: NoticeScope,
  tool: { model: string; serial: string; purchaseDate?: string | null },
): Exclude<AffectedAnswer, "not_recognised"> {
  if (!modelInScope(tool.model, scope)) return "not_affected";
  const hasSale = Boolean(scope.sold_from || scope.sold_to);
  if (!scope.serial_ranges.length && !hasSale) return "affected";
  if (scope.serial_ranges.some((range) => serialInRange(tool.serial, range))) return "affected";
  if (!hasSale) return "not_affected";
  if (!tool.purchaseDate) return "need_date";
  return dayInRange(tool.purchaseDate, scope.sold_from, scope.sold_to) ? "affected" : "not_affected";
}

/** Slugs of notices: lower-case words joined by hyphens, as in /safety/{slug}. */
export const NOTICE_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
