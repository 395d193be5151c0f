import { PostgresAdapter, type CreateTableBuilder, type Kysely } from "kysely";

// Frozen in time: this file never imports application code.

type Table = CreateTableBuilder<string, any>;

function withId(db: Kysely<any>, table: Table): Table {
  return db.getExecutor().adapter instanceof PostgresAdapter
    ? table.addColumn("id", "serial", (col) => col.primaryKey())
    : table.addColumn("id", "integer", (col) => col.primaryKey().autoIncrement());
}

/**
 * Warranty registrations (decision 042) and the mail outbox (decision 043).
 * - warranty_registrations: one product registered by its owner. The product's name and model are
 *   copied so a certificate keeps reading the same when the catalogue changes; the certificate link's
 *   token is kept only as a SHA-256 digest. A serial is registered once per product.
 * - warranty_proofs: the proof of purchase, in the database (bytea / blob) so it is written in the same
 *   transaction as its registration, never lands in the public media folder, and goes with it on deletion.
 * - outbox: every mail, written in the transaction of the record it belongs to and sent by a worker.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const isPostgres = db.getExecutor().adapter instanceof PostgresAdapter;

  await withId(db, db.schema.createTable("warranty_registrations"))
    .addColumn("reference", "varchar(16)", (col) => col.notNull().unique())
    .addColumn("token_hash", "varchar(64)", (col) => col.notNull().unique())
    .addColumn("commodity_id", "integer", (col) => col.references("commodities.id").onDelete("set null"))
    .addColumn("product_name", "varchar(255)", (col) => col.notNull())
    .addColumn("product_model", "varchar(64)", (col) => col.notNull().defaultTo(""))
    .addColumn("serial", "varchar(64)", (col) => col.notNull())
    /** The serial without case, spaces or dashes: what "already registered" compares. */
    .addColumn("serial_key", "varchar(64)", (col) => col.notNull())
    .addColumn("purchase_date", "varchar(10)", (col) => col.notNull())
    .addColumn("warranty_years", "integer", (col) => col.notNull())
    .addColumn("warranty_until", "varchar(10)", (col) => col.notNull())
    .addColumn("where_bought", "varchar(255)", (col) => col.notNull())
    .addColumn("country", "varchar(8)", (col) => col.notNull())
    .addColumn("name", "varchar(255)", (col) => col.notNull())
    .addColumn("email", "varchar(255)", (col) => col.notNull())
    .addColumn("locale", "varchar(2)", (col) => col.notNull().defaultTo("en"))
    .addColumn("has_proof", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("consent_at", "varchar(32)", (col) => col.notNull())
    .addColumn("created_at", "varchar(32)", (col) => col.notNull())
    .execute();
  // The rule "a serial once per product", also when two owners post at the same moment.
  await db.schema.createIndex("warranty_registrations_serial").on("warranty_registrations").columns(["commodity_id", "serial_key"]).unique().execute();
  await db.schema.createIndex("warranty_registrations_created").on("warranty_registrations").columns(["created_at", "id"]).execute();
  await db.schema.createIndex("warranty_registrations_email").on("warranty_registrations").column("email").execute();

  await db.schema
    .createTable("warranty_proofs")
    .addColumn("registration_id", "integer", (col) => col.primaryKey().references("warranty_registrations.id").onDelete("cascade"))
    .addColumn("mime", "varchar(64)", (col) => col.notNull())
    .addColumn("file_name", "varchar(255)", (col) => col.notNull())
    .addColumn("bytes", "integer", (col) => col.notNull())
    .addColumn("content", isPostgres ? "bytea" : "blob", (col) => col.notNull())
    .execute();

  await withId(db, db.schema.createTable("outbox"))
    .addColumn("kind", "varchar(32)", (col) => col.notNull())
    .addColumn("recipient", "varchar(255)", (col) => col.notNull())
    .addColumn("locale", "varchar(2)", (col) => col.notNull().defaultTo("en"))
    .addColumn("subject", "varchar(255)", (col) => col.notNull())
    .addColumn("text_body", "text", (col) => col.notNull())
    .addColumn("html_body", "text", (col) => col.notNull())
    /** Mails about a registration go when it is deleted (privacy). */
    .addColumn("registration_id", "integer", (col) => col.references("warranty_registrations.id").onDelete("cascade"))
    .addColumn("demand_id", "integer", (col) => col.references("demands.id").onDelete("set null"))
    /** JSON: what is built at send time (the certificate attachment and the origin for its links). */
    .addColumn("payload", "text", (col) => col.notNull().defaultTo("{}"))
    /** pending → sending (claimed until claimed_until) → sent; failed after the last attempt. */
    .addColumn("status", "varchar(16)", (col) => col.notNull().defaultTo("pending"))
    .addColumn("attempts", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("send_after", "varchar(32)", (col) => col.notNull())
    .addColumn("claimed_until", "varchar(32)")
    .addColumn("last_error", "text", (col) => col.notNull().defaultTo(""))
    .addColumn("sent_at", "varchar(32)")
    .addColumn("created_at", "varchar(32)", (col) => col.notNull())
    .addColumn("updated_at", "varchar(32)", (col) => col.notNull())
    .execute();
  await db.schema.createIndex("outbox_due").on("outbox").columns(["status", "send_after", "id"]).execute();
  await db.schema.createIndex("outbox_registration").on("outbox").column("registration_id").execute();
  await db.schema.createIndex("outbox_created").on("outbox").columns(["created_at", "id"]).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("outbox").ifExists().execute();
  await db.schema.dropTable("warranty_proofs").ifExists().execute();
  await db.schema.dropTable("warranty_registrations").ifExists().execute();
}
