import { PostgresAdapter, type Kysely } from "kysely";

// Frozen in time: this file never imports application code.

/**
 * The trash (decision 091): a deleted record of a resource that declares `trash` is kept here for 30 days, with the
 * rows that went with it and the references that pointed at it (`snapshot`, JSON), then purged (EXPIRING_ROWS).
 * `resource` is the declaration's name (products, categoryPages…), `record_id` the record's id, which a restore
 * gives back. `actor` keeps the deleting admin's email, so the entry names them after a rename.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const isPostgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .createTable("trash")
    .addColumn("id", isPostgres ? "serial" : "integer", (col) => (isPostgres ? col.primaryKey() : col.primaryKey().autoIncrement()))
    .addColumn("resource", "varchar(64)", (col) => col.notNull())
    .addColumn("record_id", "integer", (col) => col.notNull())
    .addColumn("title", "varchar(255)", (col) => col.notNull().defaultTo(""))
    .addColumn("user_id", "integer")
    .addColumn("actor", "varchar(255)", (col) => col.notNull().defaultTo(""))
    .addColumn("trashed_at", "varchar(32)", (col) => col.notNull())
    .addColumn("expires_at", "varchar(32)", (col) => col.notNull())
    .addColumn("snapshot", "text", (col) => col.notNull())
    .execute();
  await db.schema.createIndex("trash_record").on("trash").columns(["resource", "record_id"]).execute();
  await db.schema.createIndex("trash_expires").on("trash").column("expires_at").execute();
  await db.schema.createIndex("trash_trashed_at").on("trash").column("trashed_at").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("trash").execute();
}
