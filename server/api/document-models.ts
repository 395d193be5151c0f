import { z } from "zod";
import { DOCUMENT_KINDS } from "#src/lib/documents.ts";
import { LOCALES } from "#src/lib/locales.ts";
import { MAX_ID } from "#src/lib/paths.ts";
import { flag, flagQuery, requiredText } from "./schemas.ts";

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

/** multipart/form-data: the fields above, `published` (default 1) and the PDF in `file`. */
export const documentInput = z.object({
  ...documentFields,
  published: formFlag.default(1),
  file: z.any().optional().meta({ type: "string", format: "binary", description: "The PDF" }),
});
export const documentChanges = z
  .object({
    ...documentFields,
    published: formFlag,
    file: z.any().optional().meta({ type: "string", format: "binary", description: "A PDF replacing the current one" }),
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
    url: z.string().meta({ description: "Download path (answers 404 while unpublished)" }),
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
  })
  .meta({ id: "Document" });
