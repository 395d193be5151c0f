import { z } from "zod";
import "./zod-in-the-browser.ts";
import { emailField, enquirySchema, required } from "./enquiry.ts";
import { MAX_ID } from "../paths.ts";
import { isIsoDate } from "../calendar-days.ts";
import { INJURY_CHOICES } from "./fields.ts";

// The zod-free constants, for the server's imports; the browser takes them from fields.ts.
export { INJURY_CHOICES, REPORT_PHOTO_MAX_BYTES, REPORT_PHOTO_MAX_COUNT, REPORT_PHOTO_TYPES } from "./fields.ts";

const optionalText = (max: number) => z.string().trim().max(max, "form.errors.tooLong").optional().default("");

/**
 * The safety incident report (/safety/report). Name and email follow the enquiry form's rules
 * (`form.errors.*`); the rest use `safety.report.errors.*`. The route action (with and without JavaScript)
 * and the service validate with it.
 */
export const safetyReportSchema = z.object({
  commodity_id: z
    .union([z.literal(""), z.coerce.number().int().positive().max(MAX_ID)], { error: "safety.report.errors.product" })
    .optional()
    .transform((value) => (value === "" || value === undefined ? null : value)),
  product: optionalText(255),
  serial: z
    .string()
    .trim()
    .max(40, "form.errors.tooLong")
    .refine((value) => value === "" || /^[A-Za-z0-9][A-Za-z0-9 \-_./]{1,39}$/.test(value), "safety.report.errors.serial")
    .optional()
    .default(""),
  happened_on: z
    .string()
    .trim()
    .refine((value) => value === "" || isIsoDate(value), "safety.report.errors.date")
    .optional()
    .default(""),
  description: required("safety.report.errors.description", 5000).refine((value) => value.length >= 10, "safety.report.errors.descriptionShort"),
  injury: z.enum(INJURY_CHOICES, { error: "safety.report.errors.injury" }),
  name: enquirySchema.shape.name,
  email: emailField,
  phone: optionalText(40),
});

export type SafetyReportInput = z.infer<typeof safetyReportSchema>;

/** A product is named by the list or in words: one of the two. */
export function reportProductProblem(input: Pick<SafetyReportInput, "commodity_id" | "product">): string | undefined {
  return input.commodity_id === null && !input.product ? "safety.report.errors.product" : undefined;
}
