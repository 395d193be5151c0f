import { z } from "zod";
import "./zod-in-the-browser.ts";
import { COUNTRY_CODES } from "./countries.ts";
import { emailField, NAME_MIN_LENGTH, required } from "./enquiry.ts";
import { LOCALES } from "../locales.ts";
import { MAX_ID } from "../paths.ts";

// The delay, zod-free for the page (fields.ts): the server imports it from here.
export { PAPER_COPY_DAYS } from "./fields.ts";

const visiblyLong = z.string().refine((value) => value.replace(/\p{Cf}/gu, "").length >= NAME_MIN_LENGTH, "form.errors.minLength");

/**
 * A request for a printed manual (Machinery Regulation (EU) 2023/1230 Art. 10(7), decision 081): free of charge,
 * sent within one month. Messages are translation keys in locales/<lang>/public.json; the page's form (with or
 * without JavaScript) and POST /api/paper-copies validate with this one schema.
 */
export const paperCopySchema = z.object({
  document_id: z.coerce
    .number({ error: "paperCopy.errors.document" })
    .int("paperCopy.errors.document")
    .positive("paperCopy.errors.document")
    .max(MAX_ID, "paperCopy.errors.document"),
  name: required("form.errors.name", 100).pipe(visiblyLong),
  address: required("paperCopy.errors.address", 500).pipe(z.string().min(8, "paperCopy.errors.addressShort")),
  country: z.enum(COUNTRY_CODES, { error: "form.errors.country" }),
  email: emailField,
  language: z.enum(LOCALES, { error: "paperCopy.errors.language" }),
});

export type PaperCopyInput = z.infer<typeof paperCopySchema>;
export type PaperCopyField = keyof typeof paperCopySchema.shape;
