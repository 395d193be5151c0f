import { z } from "zod";
import "./zod-in-the-browser.ts";
import { COUNTRY_CODES } from "./countries.ts";
import { EMAIL_MAX_LENGTH, EMAIL_PATTERN } from "./email.ts";

import { ENQUIRY_FORMS, NAME_MIN_LENGTH } from "./fields.ts";

// The zod-free constants, for the server's imports; the browser takes them from fields.ts.
export { ENQUIRY_FIELD_MESSAGES, ENQUIRY_FORMS, firstInvalid, HONEYPOT_FIELD, NAME_MIN_LENGTH, type EnquiryForm } from "./fields.ts";

/**
 * Messages are translation keys under `form.errors` in locales/<lang>/public.json
 * (product rules §5 prompts: "Please Input Name", "Length Should Be 2 To More", "You Must Be Input @xxx", ...).
 * The browser, the route actions and the API all validate with these schemas.
 */
export const required = (key: string, max: number) => z.string({ error: key }).overwrite(withoutInvisible).trim().min(1, key).max(max, "form.errors.tooLong");

/**
 * Characters that show nothing yet can fill a field or disguise it (zero-width spaces, direction overrides that
 * turn "txt.exe" around, byte-order marks): taken out of every text. The joiners stay: emoji and some scripts need them.
 */
const INVISIBLE = /[\u00AD\u180E\u200B\u200E\u200F\u202A-\u202E\u2060-\u2064\u2066-\u2069\uFEFF]/g;
function withoutInvisible(value: string): string {
  return value.replace(INVISIBLE, "");
}

/** At least `NAME_MIN_LENGTH` characters that show: joiners alone are not a name. */
const visiblyLong = z.string().refine((value) => value.replace(/\p{Cf}/gu, "").length >= NAME_MIN_LENGTH, "form.errors.minLength");

/** The email rule of email.ts (shared with the footer's newsletter, which does not load zod). */
export const emailField = required("form.errors.email", EMAIL_MAX_LENGTH).pipe(z.email({ pattern: EMAIL_PATTERN, error: "form.errors.emailFormat" }));

/** A number as people write it: starts with a digit (after an optional + or bracket), at least 5 digits, and may end in words ("ext. 12", "(mobile)"). */
const PHONE_PATTERN = /^\+?\(?\d(?:\D*\d){4}/;

export const enquirySchema = z.object({
  name: required("form.errors.name", 100).pipe(visiblyLong),
  company: required("form.errors.company", 150),
  phone: required("form.errors.phone", 40).pipe(z.string().regex(PHONE_PATTERN, "form.errors.phoneFormat")),
  email: emailField,
  title: required("form.errors.title", 150),
  country: z.enum(COUNTRY_CODES, { error: "form.errors.country" }),
  message: required("form.errors.message", 5000).pipe(visiblyLong),
  form: z.enum(ENQUIRY_FORMS, { error: "form.errors.form" }).default("contact"),
});

export type EnquiryInput = z.infer<typeof enquirySchema>;
export type EnquiryField = Exclude<keyof typeof enquirySchema.shape, "form">;

/** The message key for one field's value, by the same rule as the whole form, or undefined when it is valid. */
export function enquiryFieldError(field: EnquiryField, value: string): string | undefined {
  const parsed = enquirySchema.shape[field].safeParse(value);
  return parsed.success ? undefined : parsed.error.issues[0]?.message;
}

/** Newsletter (product rules §4): an empty email does nothing in the browser; the server requires a valid address. */
export const newsletterSchema = z.object({ email: emailField });

/** `{ field: "form.errors.x" }`: the first message of each invalid field, for forms to translate. */
export function firstErrors(error: z.ZodError): Record<string, string> {
  const result: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? "_");
    result[field] ??= issue.message;
  }
  return result;
}
