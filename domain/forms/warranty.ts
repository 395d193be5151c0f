import { z } from "zod";
import "./zod-in-the-browser.ts";
import { COUNTRY_CODES } from "./countries.ts";
import { emailField, ENQUIRY_FIELD_MESSAGES, enquirySchema, required } from "./enquiry.ts";
import { MAX_ID } from "../paths.ts";
import { isIsoDate } from "../calendar-days.ts";

/**
 * The warranty registration form. Names and email follow the enquiry form's rules and
 * messages (`form.errors.*`); the fields only this form has use `warranty.errors.*`. The browser,
 * the no-JavaScript route action and POST /api/warranty/registrations all validate with it.
 */
export const PROOF_MAX_BYTES = 5 * 1024 * 1024;
export const PROOF_TYPES = ["image/jpeg", "image/png", "application/pdf"] as const;
export const WARRANTY_FIELDS = ["commodity_id", "serial", "purchase_date", "where_bought", "country", "name", "email", "consent"] as const;

const accepted = new Set(["true", "on", "1", "yes"]);

export const warrantySchema = z.object({
  commodity_id: z.coerce
    .number({ error: "warranty.errors.product" })
    .int("warranty.errors.product")
    .positive("warranty.errors.product")
    .max(MAX_ID, "warranty.errors.product"),
  serial: z
    .string({ error: "warranty.errors.serial" })
    .trim()
    .min(1, "warranty.errors.serial")
    .max(40, "form.errors.tooLong")
    .regex(/^[A-Za-z0-9][A-Za-z0-9 \-_./]{3,39}$/, "warranty.errors.serialFormat"),
  purchase_date: z
    .string({ error: "warranty.errors.purchaseDate" })
    .trim()
    .min(1, "warranty.errors.purchaseDate")
    .refine(isIsoDate, "warranty.errors.purchaseDateFormat"),
  where_bought: required("warranty.errors.whereBought", 150),
  country: z.enum(COUNTRY_CODES, { error: "form.errors.country" }),
  name: enquirySchema.shape.name,
  email: emailField,
  consent: z
    .union([z.boolean(), z.string()], { error: "warranty.errors.consent" })
    .refine((value) => value === true || (typeof value === "string" && accepted.has(value.toLowerCase())), "warranty.errors.consent")
    .transform(() => true as const),
});

export type WarrantyInput = z.infer<typeof warrantySchema>;

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
 * Every message each field can show (warranty.test.ts checks the schema gives no other): the schema's, the two
 * date rules only the form knows (not in the future, not before the product), and the proof's size and type.
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
