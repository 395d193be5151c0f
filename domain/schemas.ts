import { z } from "zod";
import { MAX_PER_PAGE } from "./pagination.ts";
import { LOCALES, type Locale } from "./locales.ts";
import { MAX_ID } from "./paths.ts";

export const recordId = z.int().positive().max(MAX_ID);

/** `page` and `per_page` query parameters; out-of-range values are a 422, not a silent clamp. */
export function pageQuery(defaultPerPage: number) {
  return z.object({
    page: z.coerce.number().int().min(1).max(100_000).default(1),
    per_page: z.coerce.number().int().min(1).max(MAX_PER_PAGE).default(defaultPerPage),
  });
}

export const idParam = z.object({ id: z.coerce.number().int().positive().max(MAX_ID) });

/** "1,2,3", "1", or repeated `?commodityTypeIds=1&commodityTypeIds=2` / `commodityTypeIds[]=1`. */
export const idList = z
  .union([z.string(), z.array(z.string())])
  .transform((value) =>
    (Array.isArray(value) ? value : value.split(","))
      .map((v) => v.trim())
      .filter(Boolean)
      .map(Number),
  )
  .pipe(z.array(recordId, { error: "Give ids as whole numbers, e.g. 1,2,3." }).max(200));

/** `?ids=1,2,3` for the `_delete` calls: at least one id. */
export const idsQuery = z.object({
  ids: idList.pipe(z.array(recordId).min(1, "Give at least one id.")).meta({ description: "Comma-separated ids, e.g. 1,2,3" }),
});

/* ---------- Field types ---------- */

export const text = (max = 255) => z.string().trim().max(max);
export const requiredText = (max = 255) => text(max).min(1);
/** Rich text (HTML); sanitised by the service on write. */
export const richText = z.string().max(50_000).meta({ description: "HTML; cleaned with the shared allow-list on write" });

function isSafeUrl(value: string): boolean {
  if (value === "") return true;
  if (value.startsWith("/")) return !value.startsWith("//") && !value.includes("\\");
  try {
    const url = new URL(value);
    return url.protocol === "https:" || url.protocol === "http:";
  } catch {
    return false;
  }
}

/** A site path ("/products/...") or an http(s) URL; never javascript:, data: or protocol-relative. */
export const link = text(1024).refine(isSafeUrl, "Use a path starting with / or an http(s) URL.");
export const imageUrl = link.meta({ description: "An uploaded image URL (POST /api/ad/uploads) or another http(s) image" });

/** The url segment of a landing page: lower-case words joined by hyphens. */
export const slug = text(255).regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "Use lower-case letters, digits and hyphens.");

export const sortOrder = z.int().min(-1_000_000).max(1_000_000);

/** 0/1 flags stored as integers; JSON true/false are accepted too. */
export const flag = z
  .union([z.literal(0), z.literal(1), z.boolean()], { error: "Give 1 (yes) or 0 (no)." })
  .transform((value) => (value ? 1 : 0))
  .meta({ description: "0 or 1 (true/false accepted)" });

/** A 0/1 flag in a query string. */
export const flagQuery = z.enum(["0", "1", "true", "false"]).transform((value) => (value === "1" || value === "true" ? 1 : 0));

type LocalizedShape<F extends string, S extends z.ZodType> = { [K in `${Locale}_${F}`]: S };

/** `en_x`, `fr_x`, `nl_x` for each field, each with `schema`. */
export function localized<F extends string, S extends z.ZodType>(fields: readonly F[], schema: S): LocalizedShape<F, S> {
  const shape: Record<string, S> = {};
  for (const field of fields) for (const locale of LOCALES) shape[`${locale}_${field}`] = schema;
  return shape as LocalizedShape<F, S>;
}

/* ---------- Admin list parameters ---------- */

/** page, per_page, free-text q, sort (one of `sortColumns`) and order. */
export function adminListQuery<C extends string>(sortColumns: readonly [C, ...C[]], defaultPerPage = 20) {
  return pageQuery(defaultPerPage).extend({
    q: text(100).optional().meta({ description: "Free-text search" }),
    sort: z.enum(sortColumns).optional(),
    order: z.enum(["asc", "desc"]).optional(),
  });
}

/** Inclusive created_at range, as YYYY-MM-DD. */
export const dateRange = {
  from: z.iso.date().optional().meta({ description: "Created on or after this day in Brussels (YYYY-MM-DD)" }),
  to: z.iso.date().optional().meta({ description: "Created on or before this day in Brussels (YYYY-MM-DD)" }),
};

/* ---------- Envelopes (for the OpenAPI document) ---------- */

export const paginationSchema = z
  .object({ total: z.int(), count: z.int(), per_page: z.int(), current_page: z.int(), total_pages: z.int() })
  .meta({ id: "Pagination" });

export const dataOf = <S extends z.ZodType>(schema: S) => z.object({ data: schema });
export const pageOf = <S extends z.ZodType>(schema: S) => z.object({ data: z.array(schema), meta: z.object({ pagination: paginationSchema }) });

export const errorSchema = z.object({ message: z.string() }).meta({ id: "Error" });
export const validationErrorSchema = z.object({ message: z.string(), errors: z.record(z.string(), z.array(z.string())) }).meta({ id: "ValidationError" });

export const deletedSchema = dataOf(z.object({ deleted: z.int() }));
/** A delete that moved the records to the trash (decision 091): `trash_ids` restore them (POST /api/ad/trash/_restore). */
export const trashedSchema = dataOf(z.object({ deleted: z.int(), trash_ids: z.array(z.int()) }));
