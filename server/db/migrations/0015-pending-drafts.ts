import { PostgresAdapter, type Kysely } from "kysely";

// Frozen in time: this file never imports application code.

/**
 * Pending drafts (decision 059): changes to a published record saved without going
 * live, one per record, until they are published or discarded. A table of their own, which no public
 * page reads: the live row and every public answer stay exactly as they were.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const isPostgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .createTable("pending_drafts")
    .addColumn("id", isPostgres ? "serial" : "integer", (col) => (isPostgres ? col.primaryKey() : col.primaryKey().autoIncrement()))
    .addColumn("resource", "varchar(64)", (col) => col.notNull())
    .addColumn("record_id", "integer", (col) => col.notNull())
    .addColumn("changes", "text", (col) => col.notNull())
    .addColumn("user_id", "integer")
    .addColumn("actor", "varchar(255)", (col) => col.notNull().defaultTo(""))
    .addColumn("updated_at", "varchar(32)", (col) => col.notNull())
    .execute();
  await db.schema.createIndex("pending_drafts_record").on("pending_drafts").columns(["resource", "record_id"]).unique().execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("pending_drafts").execute();
}
