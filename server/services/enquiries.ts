import type { Db } from "#server/db/index.ts";
import type { Demand } from "#server/db/schema.ts";
import type { EnquiryInput } from "#src/lib/forms/enquiry.ts";
import type { Locale } from "#src/lib/locales.ts";

/** Stores a validated contact or partner enquiry. */
export async function createDemand(db: Db, input: EnquiryInput & { locale: Locale }): Promise<Demand> {
  return db
    .insertInto("demands")
    .values({ ...input, created_at: new Date().toISOString() })
    .returningAll()
    .executeTakeFirstOrThrow();
}
