import { PostgresAdapter, sql, type Kysely } from "kysely";

// Frozen in time: this file never imports application code.

/**
 * The media library (decision 065): an alternative text per language for each
 * uploaded image ('' until an editor writes one; public pages fall back to the record's name), and
 * when the row last changed (alt texts, a replaced file). Existing rows take their creation time.
 * Public pages now read the alt texts, so changing or deleting a row advances `content` (decision 049:
 * the render cache must not keep a page with the old text). A new row changes no page: uploads stay free.
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
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    // bump_data_version(name) was created by migration 0007.
    await sql`create trigger media_bump_content after update or delete on media for each statement execute function bump_data_version('content')`.execute(db);
    return;
  }
  for (const event of ["update", "delete"]) {
    await sql`create trigger ${sql.raw(`media_${event}_bump_content`)} after ${sql.raw(event)} on media
      begin update data_versions set version = version + 1 where name = 'content'; end`.execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) await sql`drop trigger if exists media_bump_content on media`.execute(db);
  else for (const event of ["update", "delete"]) await sql`drop trigger if exists ${sql.raw(`media_${event}_bump_content`)}`.execute(db);
  for (const column of ["updated_at", "nl_alt", "fr_alt", "en_alt"]) await db.schema.alterTable("media").dropColumn(column).execute();
}
