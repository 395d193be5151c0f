import { PostgresAdapter, type Kysely } from "kysely";

// Frozen in time: this file never imports application code.

/**
 * An image's history and its subject (decision 092). Replacing a library image's file no longer deletes the old
 * one: `media_versions` keeps each earlier file (its URL, variants and description) with when it was replaced and by
 * whom, so it can be restored. `focal_x` and `focal_y` (0–100, per cent of the width and height; 50/50 = the centre,
 * what crops did before) mark the point crops keep in view. Public pages read the focal point, and writes to media
 * already advance `content` (migration 0018); media_versions is read by the admin only.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const table = db.schema.createTable("media_versions");
  const withId =
    db.getExecutor().adapter instanceof PostgresAdapter
      ? table.addColumn("id", "serial", (col) => col.primaryKey())
      : table.addColumn("id", "integer", (col) => col.primaryKey().autoIncrement());
  await withId
    .addColumn("media_id", "integer", (col) => col.notNull().references("media.id").onDelete("cascade"))
    .addColumn("url", "varchar(1024)", (col) => col.notNull())
    .addColumn("original_name", "varchar(255)", (col) => col.notNull())
    .addColumn("mime", "varchar(64)", (col) => col.notNull())
    .addColumn("width", "integer", (col) => col.notNull())
    .addColumn("height", "integer", (col) => col.notNull())
    .addColumn("bytes", "integer", (col) => col.notNull())
    .addColumn("variants", "text", (col) => col.notNull().defaultTo("[]"))
    .addColumn("replaced_at", "varchar(32)", (col) => col.notNull())
    .addColumn("replaced_by", "varchar(255)", (col) => col.notNull().defaultTo(""))
    .execute();
  await db.schema.createIndex("media_versions_media_id").on("media_versions").columns(["media_id", "id"]).execute();
  for (const column of ["focal_x", "focal_y"]) {
    await db.schema
      .alterTable("media")
      .addColumn(column, "integer", (col) => col.notNull().defaultTo(50))
      .execute();
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const column of ["focal_y", "focal_x"]) await db.schema.alterTable("media").dropColumn(column).execute();
  await db.schema.dropTable("media_versions").execute();
}
