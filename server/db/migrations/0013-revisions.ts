import { PostgresAdapter, type Kysely } from "kysely";

// Frozen in time: this file never imports application code.

/**
 * History (decision 056): every save of a record through the admin keeps the full
 * record (all languages) as a numbered revision, with who and when. `version` counts per record and
 * is what a save names as its base, so a save based on an outdated version is refused (409).
 */
export async function up(db: Kysely<any>): Promise<void> {
  const isPostgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .createTable("revisions")
    .addColumn("id", isPostgres ? "serial" : "integer", (col) => (isPostgres ? col.primaryKey() : col.primaryKey().autoIncrement()))
    .addColumn("resource", "varchar(64)", (col) => col.notNull())
    .addColumn("record_id", "integer", (col) => col.notNull())
    .addColumn("version", "integer", (col) => col.notNull())
    .addColumn("user_id", "integer")
    .addColumn("actor", "varchar(255)", (col) => col.notNull().defaultTo(""))
    .addColumn("note", "varchar(255)", (col) => col.notNull().defaultTo(""))
    .addColumn("data", "text", (col) => col.notNull())
    .addColumn("created_at", "varchar(32)", (col) => col.notNull())
    .execute();
  await db.schema.createIndex("revisions_record_version").on("revisions").columns(["resource", "record_id", "version"]).unique().execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("revisions").execute();
}
