import { z } from "zod";
import { DOCUMENT_KINDS } from "./documents.ts";
import { LOCALES } from "./locales.ts";
import { MAX_ID } from "./paths.ts";
import { isIsoDate } from "./calendar-days.ts";
import { flag, flagQuery, requiredText, text } from "./schemas.ts";

/** Product documents in the OpenAPI document, and their admin input (JSON or multipart fields). */

export const documentKind = z.enum(DOCUMENT_KINDS).meta({ description: "user_manual, safety_instructions, declaration_of_conformity or spare_parts_list" });

/** 0/1 as JSON, or "0"/"1"/"true"/"false" as a multipart field. */
const formFlag = z.union([flag, flagQuery]);
const productId = z.coerce.number({ error: "Choose a product." }).int().positive("Choose a product.").max(MAX_ID);

export const documentFields = {
  commodity_id: productId.meta({ description: "The product" }),
  kind: documentKind,
  locale: z.enum(LOCALES).meta({ description: "The document's language" }),
  title: requiredText(255),
};

const isoDay = z
  .string()
  .trim()
  .refine((value) => value === "" || isIsoDate(value), "Use a date written YYYY-MM-DD.");

/** A version's own fields (decision 081), sent with a file; all optional. */
export const versionFields = {
  label: text(64).optional().meta({ description: "Short label, e.g. 2 or 2026-03 (default: the version's number)" }),
  published_on: isoDay.optional().meta({ description: "Publication date printed on the document, YYYY-MM-DD (default: today)" }),
  serial_from: text(64).optional().meta({ description: "First serial number this version is for (inclusive; empty: no lower bound)" }),
  serial_to: text(64).optional().meta({ description: "Last serial number this version is for (inclusive)" }),
  made_from: isoDay.optional().meta({ description: "First manufacturing date this version is for, YYYY-MM-DD" }),
  made_to: isoDay.optional().meta({ description: "Last manufacturing date this version is for, YYYY-MM-DD" }),
};
export const VERSION_FIELD_NAMES = Object.keys(versionFields) as (keyof typeof versionFields)[];

/** multipart/form-data: a new version's file and fields. */
export const versionInput = z.object({
  ...versionFields,
  file: z.any().optional().meta({ type: "string", format: "binary", description: "The PDF" }),
});

export const withdrawInput = z.object({
  // Required, but checked by the service once the version is known to exist (a missing one answers 404 first).
  reason: z.string().max(500).default("").meta({ description: "Why the version is withdrawn (required); shown beside it on the public pages" }),
});

const versionRange = {
  serial_from: z.string(),
  serial_to: z.string(),
  made_from: z.string(),
  made_to: z.string(),
};

export const adminDocumentVersion = z
  .object({
    id: z.int(),
    document_id: z.int(),
    number: z.int(),
    label: z.string(),
    published_on: z.string(),
    ...versionRange,
    original_name: z.string(),
    bytes: z.int(),
    withdrawn_at: z.string().nullable(),
    withdrawn_reason: z.string(),
    created_at: z.string(),
    url: z.string().meta({ description: "Permanent download path of this version" }),
  })
  .meta({ id: "AdminDocumentVersion" });

export const publicDocumentVersion = z
  .object({
    id: z.int(),
    number: z.int(),
    label: z.string(),
    published_on: z.string(),
    ...versionRange,
    bytes: z.int(),
    url: z.string().meta({ description: "Permanent download path of this version" }),
    withdrawn: z.object({ at: z.string(), reason: z.string() }).nullable(),
  })
  .meta({ id: "DocumentVersion" });

/** multipart/form-data: the fields above, `published` (default 1) and the PDF in `file`. */
export const documentInput = z.object({
  ...documentFields,
  published: formFlag.default(1),
  file: z.any().optional().meta({ type: "string", format: "binary", description: "The PDF" }),
  ...versionFields,
});
export const documentChanges = z
  .object({
    ...documentFields,
    published: formFlag,
    file: z.any().optional().meta({ type: "string", format: "binary", description: "A new PDF: added as the document's next version" }),
    ...versionFields,
  })
  .partial();

export const adminDocument = z
  .object({
    id: z.int(),
    commodity_id: z.int(),
    kind: documentKind,
    locale: z.enum(LOCALES),
    title: z.string(),
    original_name: z.string().meta({ description: "The name the file downloads under" }),
    bytes: z.int(),
    published: z.int(),
    released_at: z.string().nullable().meta({ description: "When first public; from then on never deleted nor unpublished" }),
    url: z.string().meta({ description: "Download path of the current version (answers 404 while unpublished)" }),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: "AdminDocument" });

export const publicDocument = z
  .object({
    id: z.int(),
    commodity_id: z.int(),
    kind: documentKind,
    locale: z.enum(LOCALES),
    title: z.string(),
    original_name: z.string(),
    bytes: z.int(),
    updated_at: z.string(),
    url: z.string().meta({ description: "Download path: the PDF with its real file name" }),
    fallback: z.boolean().meta({ description: "English, offered because the asked language has none of this kind" }),
    version: publicDocumentVersion.optional().meta({ description: "The current version" }),
    earlier: z.array(publicDocumentVersion).optional().meta({ description: "Earlier versions, newest first, withdrawn ones included" }),
  })
  .meta({ id: "Document" });

export const paperCopyRequest = z
  .object({
    id: z.int(),
    document_id: z.int().nullable(),
    commodity_id: z.int().nullable(),
    document_title: z.string(),
    product_name: z.string(),
    product_model: z.string(),
    language: z.enum(LOCALES).meta({ description: "Language of the printed manual asked for" }),
    name: z.string(),
    address: z.string(),
    country: z.string(),
    email: z.string(),
    locale: z.enum(LOCALES).meta({ description: "Language the request was made in (the confirmation mail's)" }),
    due_on: z.string().meta({ description: "YYYY-MM-DD: 30 days after the request" }),
    status: z.enum(["open", "sent"]),
    sent_at: z.string().nullable(),
    overdue: z.boolean().meta({ description: "Open after its due day" }),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: "PaperCopyRequest" });
