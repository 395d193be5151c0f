import { ENQUIRY_FIELD_MESSAGES } from "./fields.ts";

/** The warranty form's zod-free constants, as fields.ts holds the other forms' (decision 100). */

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
