import { z } from "zod";
import { MAX_PER_PAGE } from "#server/services/pagination.ts";

/** `page` and `per_page` query parameters; out-of-range values are a 422, not a silent clamp. */
export function pageQuery(defaultPerPage: number) {
  return z.object({
    page: z.coerce.number().int().min(1).max(100_000).default(1),
    per_page: z.coerce.number().int().min(1).max(MAX_PER_PAGE).default(defaultPerPage),
  });
}

export const idParam = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

/** "1,2,3", "1", or repeated `?commodityTypeIds=1&commodityTypeIds=2` / `commodityTypeIds[]=1`. */
export const idList = z
  .union([z.string(), z.array(z.string())])
  .transform((value) => (Array.isArray(value) ? value : value.split(",")).map((v) => v.trim()).filter(Boolean))
  .pipe(z.array(z.coerce.number().int().positive().max(2_147_483_647)).max(200));
