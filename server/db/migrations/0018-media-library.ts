import type { Kysely } from "kysely";

// Frozen in time: this file never imports application code.

/**
 * The media library (issue 15 item 6, decision 065): an alternative text per language for each
 * uploaded image ('' until an editor writes one; public pages fall back to the record's name), and
 * when the row last changed (alt texts, a replaced file). Existing rows take their creation time.
 */
export async function up(db: Kysely<any>): Promise<void> {
  for (const locale of ["en", "fr", "nl"]) {
    await db.schema
      .alterTable("media")
      .addColumn(`${locale}_alt`, "text", (col) => col.notNull().defaultTo(""))
      .execute();
  }
  await db.schema.alterTable("media").addColumn("updated_at", "varchar(32)").execute();
  await db.updateTable("media").set((eb) => ({ updated_at: eb.ref("created_at") })).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const column of ["updated_at", "nl_alt", "fr_alt", "en_alt"]) await db.schema.alterTable("media").dropColumn(column).execute();
}
