import type { EnquiryField } from "./enquiry.ts";
import type { PaperCopyField } from "./paper-copy.ts";

/**
 * What the public forms need to render and to judge what zod cannot (field names, lengths, the messages a field may
 * show, the date rule the warranty form checks itself), without zod: a page with a form loads its schemas only when
 * the visitor starts using the form (src/lib/forms/form-rules.ts, decision 100). The schema modules (enquiry.ts,
 * warranty.ts, safety-report.ts, paper-copy.ts) are built from these and export them again for the server.
 * Imports only types from the schema modules, which leave the build. The warranty's and the service request's own
 * constants have modules of their own (warranty-fields.ts, service-request-fields.ts): a page imports only the
 * messages its form can show, which is how it knows which texts to fetch (tests/unit/route-texts.test.ts).
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

/** The safety incident report's photos (the service request's take the same types) and its injury question. */
export const REPORT_PHOTO_MAX_BYTES = 5 * 1024 * 1024;
export const REPORT_PHOTO_MAX_COUNT = 5;
export const REPORT_PHOTO_TYPES = ["image/jpeg", "image/png", "image/webp"] as const;
export const INJURY_CHOICES = ["no", "yes", "unsure"] as const;

/** A printed manual is sent within this many days (decision 081). */
export const PAPER_COPY_DAYS = 30;
