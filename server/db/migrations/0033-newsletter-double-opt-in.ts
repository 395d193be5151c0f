import { randomBytes } from "node:crypto";
import type { Kysely } from "kysely";

// Frozen in time: this file never imports application code.

/**
 * Newsletter with double opt-in (decision 086). A sign-up is `pending` until the link mailed to the
 * address is followed; only `confirmed` rows are subscribers. Each row keeps when consent was given and from where,
 * a digest of its one-time confirmation link, when a pending row expires, and the opaque token of its unsubscribe
 * link (kept as is: every later mail carries the same link). Rows from before double opt-in stay subscribers, with
 * the source `legacy`, so the admin can tell them apart.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable("file_forms")
    .addColumn("status", "varchar(16)", (col) => col.notNull().defaultTo("confirmed"))
    .execute();
  await db.schema
    .alterTable("file_forms")
    .addColumn("source", "varchar(32)", (col) => col.notNull().defaultTo("legacy"))
    .execute();
  await db.schema.alterTable("file_forms").addColumn("consented_at", "varchar(32)").execute();
  await db.schema.alterTable("file_forms").addColumn("confirmed_at", "varchar(32)").execute();
  await db.schema.alterTable("file_forms").addColumn("confirm_token_hash", "varchar(64)").execute();
  await db.schema.alterTable("file_forms").addColumn("expires_at", "varchar(32)").execute();
  await db.schema.alterTable("file_forms").addColumn("unsubscribe_token", "varchar(64)").execute();
  await db.updateTable("file_forms").set((eb: any) => ({ consented_at: eb.ref("created_at") })).execute();
  const rows = (await db.selectFrom("file_forms").select("id").execute()) as { id: number }[];
  for (const row of rows)
    await db
      .updateTable("file_forms")
      .set({ unsubscribe_token: randomBytes(32).toString("base64url") })
      .where("id", "=", row.id)
      .execute();
  await db.schema.createIndex("file_forms_confirm_token").on("file_forms").column("confirm_token_hash").unique().execute();
  await db.schema.createIndex("file_forms_unsubscribe_token").on("file_forms").column("unsubscribe_token").unique().execute();
  await db.schema.createIndex("file_forms_status_created").on("file_forms").columns(["status", "created_at"]).execute();
  await db.schema.createIndex("file_forms_expires").on("file_forms").column("expires_at").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const index of ["file_forms_confirm_token", "file_forms_unsubscribe_token", "file_forms_status_created", "file_forms_expires"])
    await db.schema.dropIndex(index).execute();
  for (const column of ["unsubscribe_token", "expires_at", "confirm_token_hash", "confirmed_at", "consented_at", "source", "status"])
    await db.schema.alterTable("file_forms").dropColumn(column).execute();
}
