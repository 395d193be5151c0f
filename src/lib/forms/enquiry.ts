import { z } from "zod";
import { COUNTRY_CODES } from "./countries.ts";

/** SPEC §9: name (and message) minimum length. */
export const NAME_MIN_LENGTH = 2;
export const ENQUIRY_FORMS = ["contact", "partner"] as const;
export type EnquiryForm = (typeof ENQUIRY_FORMS)[number];

/**
 * Messages are translation keys under `form.errors` in locales/<lang>/public.json
 * (SPEC §5 prompts: "Please Input Name", "Length Should Be 2 To More", "You Must Be Input @xxx", ...).
 * The browser, the route actions and the API all validate with these schemas.
 */
const required = (key: string, max: number) => z.string({ error: key }).trim().min(1, key).max(max, "form.errors.tooLong");

export const emailField = required("form.errors.email", 254).pipe(z.email({ error: "form.errors.emailFormat" }));

export const enquirySchema = z.object({
  name: required("form.errors.name", 100).pipe(z.string().min(NAME_MIN_LENGTH, "form.errors.minLength")),
  company: required("form.errors.company", 150),
  phone: required("form.errors.phone", 40).pipe(z.string().regex(/^\+?[\d\s().\/-]{5,40}$/, "form.errors.phoneFormat")),
  email: emailField,
  title: required("form.errors.title", 150),
  country: z.enum(COUNTRY_CODES, { error: "form.errors.country" }),
  message: required("form.errors.message", 5000).pipe(z.string().min(NAME_MIN_LENGTH, "form.errors.minLength")),
  form: z.enum(ENQUIRY_FORMS, { error: "form.errors.form" }).default("contact"),
});

export type EnquiryInput = z.infer<typeof enquirySchema>;

/** Newsletter (SPEC §4): an empty email does nothing in the browser; the server requires a valid address. */
export const newsletterSchema = z.object({ email: emailField });
export type NewsletterInput = z.infer<typeof newsletterSchema>;

/** `{ field: "form.errors.x" }`: the first message of each invalid field, for forms to translate. */
export function firstErrors(error: z.ZodError): Record<string, string> {
  const result: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? "_");
    result[field] ??= issue.message;
  }
  return result;
}
