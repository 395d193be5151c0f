import { z } from "zod";
import { LOCALES } from "./locales.ts";
import { NOTICE_REMEDIES, NOTICE_SLUG, NOTICE_STATUSES, serialRangeProblem } from "./safety.ts";
import { imageUrl, localized, text } from "./schemas.ts";

/**
 * Safety notices and recalls (decision 077): the admin's input and the records the API answers.
 * Imports only zod and domain/, so the admin reads its text limits (withServerLimits).
 */

const day = z.iso.date();
const optionalDay = day.nullable().optional();

export const serialRangeInput = z.object({ from: z.string().trim().min(1).max(64), to: z.string().trim().min(1).max(64) }).superRefine((range, ctx) => {
  const problem = serialRangeProblem(range);
  if (problem) ctx.addIssue({ code: "custom", message: SERIAL_RANGE_MESSAGES[problem] ?? "Not a serial range." });
});

const SERIAL_RANGE_MESSAGES: Record<string, string> = {
  "safety.errors.serialShape": "A serial is 3 to 40 letters and digits (spaces, dashes, dots and slashes allowed between).",
  "safety.errors.serialLength": "Both ends of a serial range have the same number of letters and digits.",
  "safety.errors.serialOrder": "The first serial of a range comes before the last.",
};

export const safetyNoticeInput = z.object({
  slug: text(120).regex(NOTICE_SLUG, "Use lower-case letters, digits and hyphens."),
  status: z
    .enum(NOTICE_STATUSES)
    .optional()
    .meta({ description: "draft: not shown; active: shown, with the banner, and owners are mailed; closed: shown as past" }),
  remedy: z.enum(NOTICE_REMEDIES),
  ...localized(["title"], text(255).optional()),
  en_title: text(255).min(1),
  ...localized(["product"], text(255).optional()),
  en_product: text(255).min(1),
  ...localized(["hazard"], text(5000).optional()),
  en_hazard: text(5000).min(1),
  ...localized(["action"], text(5000).optional()),
  en_action: text(5000).min(1),
  ...localized(["remedy_text"], text(5000).optional()),
  en_remedy_text: text(5000).min(1),
  ...localized(["contact_note"], text(1000).optional()),
  models: z.array(text(64).min(1)).min(1, "Name at least one model.").max(50),
  serial_ranges: z.array(serialRangeInput).max(50).optional(),
  sold_from: optionalDay,
  sold_to: optionalDay,
  produced_from: optionalDay,
  produced_to: optionalDay,
  images: z.array(imageUrl).max(12).optional(),
  contact_phone: text(64).optional(),
  contact_email: z.union([z.literal(""), z.email().max(255)]).optional(),
  published_at: optionalDay.meta({ description: "Publication day (YYYY-MM-DD); set to the day it becomes active when left empty" }),
});

/** Updates: the same fields, all optional (English texts may not be emptied). */
export const safetyNoticeChanges = safetyNoticeInput.partial();

const serialRange = z.object({ from: z.string(), to: z.string() });

export const safetyNoticeRecord = z
  .object({
    id: z.int(),
    slug: z.string(),
    status: z.enum(NOTICE_STATUSES),
    remedy: z.enum(NOTICE_REMEDIES),
    ...localized(["title", "product", "hazard", "action", "remedy_text", "contact_note"], z.string()),
    models: z.array(z.string()),
    serial_ranges: z.array(serialRange),
    sold_from: z.string().nullable(),
    sold_to: z.string().nullable(),
    produced_from: z.string().nullable(),
    produced_to: z.string().nullable(),
    images: z.array(z.string()),
    contact_phone: z.string(),
    contact_email: z.string(),
    published_at: z.string().nullable(),
    closed_at: z.string().nullable(),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: "SafetyNotice" });

export const recallProgress = z
  .object({
    affected: z.int().meta({ description: "Registrations the notice matches now" }),
    queued: z.int().meta({ description: "Owners given a mail (one per registration)" }),
    to_send: z.int(),
    sent: z.int(),
    failed: z.int(),
    not_yet_queued: z.int().meta({ description: "Matching registrations without a mail yet (the next round queues them)" }),
  })
  .meta({ id: "RecallProgress" });

export const SAFETY_REPORT_STATUSES = ["new", "in_review", "closed"] as const;
export const INJURY_ANSWERS = ["no", "yes", "unsure"] as const;

export const safetyReportRecord = z
  .object({
    id: z.int(),
    reference: z.string(),
    status: z.enum(SAFETY_REPORT_STATUSES),
    urgent: z.int(),
    commodity_id: z.int().nullable(),
    product_name: z.string(),
    product_model: z.string(),
    serial: z.string(),
    happened_on: z.string().nullable(),
    description: z.string(),
    injury: z.enum(INJURY_ANSWERS),
    name: z.string(),
    email: z.string(),
    phone: z.string(),
    locale: z.enum(LOCALES),
    note: z.string(),
    photos: z.array(z.object({ id: z.int(), mime: z.string(), bytes: z.int() })).optional(),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: "SafetyReport" });

export const safetyReportChanges = z.object({
  status: z.enum(SAFETY_REPORT_STATUSES).optional(),
  urgent: z
    .union([z.literal(0), z.literal(1), z.boolean()])
    .transform((value) => (value ? 1 : 0))
    .optional(),
  note: text(5000).optional(),
});

export type RecallProgress = z.infer<typeof recallProgress>;
export type SafetyReport = z.infer<typeof safetyReportRecord>;
