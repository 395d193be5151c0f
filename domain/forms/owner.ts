import { z } from "zod";
import "./zod-in-the-browser.ts";
import { COUNTRY_CODES } from "./countries.ts";
import { emailField, enquirySchema } from "./enquiry.ts";
import { LOCALES } from "../locales.ts";

/** The owner space's forms (decision 075): the same rules and messages as the warranty form's fields. */

/** "Send me a sign-in link": the address only. */
export const ownerLinkSchema = z.object({ email: emailField });

/** The contact details an owner may correct: what their registrations and certificates carry, and the language of their mails. */
export const ownerContactSchema = z.object({
  name: enquirySchema.shape.name,
  country: z.enum(COUNTRY_CODES, { error: "form.errors.country" }),
  locale: z.enum(LOCALES, { error: "my.errors.language" }),
});

export type OwnerContactInput = z.infer<typeof ownerContactSchema>;

/** A sign-in link works this long after it was asked for. */
export const SIGN_IN_LINK_MINUTES = 15;
/** An owner's session lasts this long from sign-in. */
export const OWNER_SESSION_DAYS = 30;
