import { PostgresAdapter, type Kysely } from "kysely";

// Frozen in time: this file never imports application code.

/**
 * Preview links (decision 061): what a record would look like with an editor's
 * unsaved changes, kept server-side behind an unguessable, expiring token (only its SHA-256 is
 * stored). `data` is the record as the public pages read it, computed when the link was made.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const isPostgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .createTable("previews")
    .addColumn("id", isPostgres ? "serial" : "integer", (col) => (isPostgres ? col.primaryKey() : col.primaryKey().autoIncrement()))
    .addColumn("token_hash", "varchar(64)", (col) => col.notNull().unique())
    .addColumn("resource", "varchar(64)", (col) => col.notNull())
    .addColumn("record_id", "integer", (col) => col.notNull())
    .addColumn("data", "text", (col) => col.notNull())
    .addColumn("user_id", "integer")
    .addColumn("created_at", "varchar(32)", (col) => col.notNull())
    .addColumn("expires_at", "varchar(32)", (col) => col.notNull())
    .execute();
  await db.schema.createIndex("previews_expires_at").on("previews").column("expires_at").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("previews").execute();
}
