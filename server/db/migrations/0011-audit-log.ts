import { PostgresAdapter, type Kysely } from "kysely";

// Frozen in time: this file never imports application code.

/**
 * The audit log (decision 053): one row per admin action, written by the admin
 * endpoint layer and the sign-in service. Rows are only ever inserted; no code path updates or
 * deletes them. The actor's email is copied so an entry keeps naming who acted.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const isPostgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .createTable("audit_log")
    .addColumn("id", isPostgres ? "serial" : "integer", (col) => (isPostgres ? col.primaryKey() : col.primaryKey().autoIncrement()))
    .addColumn("created_at", "varchar(32)", (col) => col.notNull())
    .addColumn("user_id", "integer")
    .addColumn("actor", "varchar(255)", (col) => col.notNull().defaultTo(""))
    .addColumn("action", "varchar(32)", (col) => col.notNull())
    .addColumn("resource", "varchar(64)", (col) => col.notNull().defaultTo(""))
    .addColumn("record_id", "varchar(255)", (col) => col.notNull().defaultTo(""))
    .addColumn("summary", "text", (col) => col.notNull().defaultTo(""))
    .addColumn("ip", "varchar(64)", (col) => col.notNull().defaultTo(""))
    .execute();
  await db.schema.createIndex("audit_log_created").on("audit_log").columns(["created_at", "id"]).execute();
  await db.schema.createIndex("audit_log_user").on("audit_log").columns(["user_id", "created_at"]).execute();
  await db.schema.createIndex("audit_log_resource").on("audit_log").columns(["resource", "created_at"]).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("audit_log").execute();
}
