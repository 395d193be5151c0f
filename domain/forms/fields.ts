import type { EnquiryField } from "./enquiry.ts";
import type { PaperCopyField } from "./paper-copy.ts";

/**
 * What the public forms need to render and to judge what zod cannot (field names, lengths, the messages a field may
 * show, the date rule the warranty form checks itself), without zod: a page with a form loads its schemas only when
 * the visitor starts using the form (src/lib/forms/form-rules.ts, decision 100). The schema modules (enquiry.ts,
 * warranty.ts, safety-report.ts, paper-copy.ts) are built from these and export them again for the server.
 * Imports only types from the schema modules, which leave the build.
 */

export { HONEYPOT_FIELD } from "./honeypot.ts";
export type { EnquiryField, PaperCopyField };

/** product rules §9: name (and message) minimum length. */
export const NAME_MIN_LENGTH = 2;
export const ENQUIRY_FORMS = ["contact", "partner"] as const;
export type EnquiryForm = (typeof ENQUIRY_FORMS)[number];

/**
 * Every message each enquiry field can show (enquiry.test.ts checks the schema gives no other).
 * The form reserves, under each field, the height of the longest of its messages in the page's language
 * and width, so a message coming or going never moves what follows.
 */
export const ENQUIRY_FIELD_MESSAGES: Record<EnquiryField, readonly string[]> = {
  name: ["form.errors.name", "form.errors.minLength", "form.errors.tooLong"],
  company: ["form.errors.company", "form.errors.tooLong"],
  phone: ["form.errors.phone", "form.errors.phoneFormat", "form.errors.tooLong"],
  email: ["form.errors.email", "form.errors.emailFormat", "form.errors.tooLong"],
  title: ["form.errors.title", "form.errors.tooLong"],
  country: ["form.errors.country"],
  message: ["form.errors.message", "form.errors.minLength", "form.errors.tooLong"],
};

/** The first of `fields` (in the form's order) that has an error: the field a form moves the focus to. */
export function firstInvalid<F extends string>(fields: readonly F[], errors: Readonly<Record<string, string>>): F | undefined {
  return fields.find((field) => errors[field]);
}

/** The warranty registration's proof of purchase. */
export const PROOF_MAX_BYTES = 5 * 1024 * 1024;
export const PROOF_TYPES = ["image/jpeg", "image/png", "application/pdf"] as const;
export const WARRANTY_FIELDS = ["commodity_id", "serial", "purchase_date", "where_bought", "country", "name", "email", "consent"] as const;

/**
 * The purchase date's rules the schema cannot know, for a well-formed date: not after `today` (the warranty's
 * calendar), not before `since`, the day the product went on sale (when the product is known). The one rule the
 * form in the browser, the route action without JavaScript and the service (registerWarranty) all apply.
 */
export function purchaseDateProblem(date: string, today: string, since: string | undefined): string | undefined {
  if (date > today) return "warranty.errors.purchaseFuture";
  return since !== undefined && date < since ? "warranty.errors.purchaseTooEarly" : undefined;
}

/**
 * Every message each warranty field can show (warranty.test.ts checks the schema gives no other): the schema's, the
 * two date rules only the form knows (not in the future, not before the product), and the proof's size and type.
 * The form reserves the height of the longest under each field, as the enquiry form does (decision 036).
 */
export const WARRANTY_FIELD_MESSAGES: Record<(typeof WARRANTY_FIELDS)[number] | "proof", readonly string[]> = {
  commodity_id: ["warranty.errors.product"],
  serial: ["warranty.errors.serial", "warranty.errors.serialFormat", "form.errors.tooLong"],
  purchase_date: ["warranty.errors.purchaseDate", "warranty.errors.purchaseDateFormat", "warranty.errors.purchaseFuture", "warranty.errors.purchaseTooEarly"],
  where_bought: ["warranty.errors.whereBought", "form.errors.tooLong"],
  country: ENQUIRY_FIELD_MESSAGES.country,
  name: ENQUIRY_FIELD_MESSAGES.name,
  email: ENQUIRY_FIELD_MESSAGES.email,
  consent: ["warranty.errors.consent"],
  proof: ["warranty.errors.proofSize", "warranty.errors.proofType"],
};

/** The safety incident report's photos (the service request's take the same types) and its injury question. */
export const REPORT_PHOTO_MAX_BYTES = 5 * 1024 * 1024;
export const REPORT_PHOTO_MAX_COUNT = 5;
export const REPORT_PHOTO_TYPES = ["image/jpeg", "image/png", "image/webp"] as const;
export const INJURY_CHOICES = ["no", "yes", "unsure"] as const;

/** A printed manual is sent within this many days (decision 081). */
export const PAPER_COPY_DAYS = 30;

/** The service request's kinds, hand-ins and photos (decision 083). */
export const SERVICE_KINDS = ["fault", "damage", "missing_part", "question"] as const;
export const HANDOVERS = ["dealer", "pickup"] as const;
export const SERVICE_PHOTO_MAX_BYTES = 5 * 1024 * 1024;
export const SERVICE_PHOTO_MAX_COUNT = 5;

/** Every message each field of the service request can show, for the reserved height under it (decision 036). */
export const SERVICE_FIELD_MESSAGES: Record<string, readonly string[]> = {
  commodity_id: ["service.request.errors.product"],
  serial: ["service.request.errors.serial", "form.errors.tooLong"],
  purchase_date: ["service.request.errors.date", "service.request.errors.dateFuture"],
  kind: ["service.request.errors.kind"],
  description: ["service.request.errors.description", "service.request.errors.descriptionShort", "form.errors.tooLong"],
  handover: ["service.request.errors.handover"],
  dealer_id: ["service.request.errors.dealer"],
  pickup_address: ["service.request.errors.address", "form.errors.tooLong"],
  photos: ["service.request.errors.photoType", "service.request.errors.photoSize", "service.request.errors.photoCount"],
  name: ["form.errors.name", "form.errors.minLength", "form.errors.tooLong"],
  email: ["form.errors.email", "form.errors.emailFormat", "form.errors.tooLong"],
  phone: ["form.errors.tooLong"],
  country: ["form.errors.country"],
};
