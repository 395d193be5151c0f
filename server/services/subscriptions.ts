import type { Db } from "#server/db/index.ts";
import type { FileForm } from "#server/db/schema.ts";
import type { Locale } from "#domain/locales.ts";
import type { RecordType } from "./records.ts";
import { RESOURCES } from "#domain/resources.ts";

/**
 * Adds a newsletter sign-up. A repeated address is neither stored twice nor reported,
 * so the answer never tells whether an address was already known.
 */
export async function subscribe(db: Db, { email, locale }: { email: string; locale: Locale }): Promise<void> {
  await db
    .insertInto("file_forms")
    .values({ email: email.trim().toLowerCase(), locale, created_at: new Date().toISOString() })
    .onConflict((oc) => oc.column("email").doNothing())
    .execute();
}

export const fileFormRecords: RecordType<FileForm> = {
  label: "Subscription",
  table: "file_forms",
  searchColumns: ["email"],
  sortColumns: RESOURCES.newsletterSignUps.sortColumns,
  defaultSort: "created_at",
  defaultOrder: "desc",
  updatedAt: false,
  present: (row: FileForm) => row,
};
