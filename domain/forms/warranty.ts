import { z } from "zod";
import "./zod-in-the-browser.ts";
import { COUNTRY_CODES } from "./countries.ts";
import { emailField, enquirySchema, required } from "./enquiry.ts";
import { MAX_ID } from "../paths.ts";
import { isIsoDate } from "../calendar-days.ts";

/**
 * The warranty registration form. Names and email follow the enquiry form's rules and
 * messages (`form.errors.*`); the fields only this form has use `warranty.errors.*`. The browser,
 * the no-JavaScript route action and POST /api/warranty/registrations all validate with it.
 */
// The zod-free constants and the date rule, for the server's imports; the browser takes them from fields.ts.
export { PROOF_MAX_BYTES, PROOF_TYPES, purchaseDateProblem, WARRANTY_FIELD_MESSAGES, WARRANTY_FIELDS } from "./warranty-fields.ts";

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
