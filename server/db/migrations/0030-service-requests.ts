import { PostgresAdapter, sql, type CreateTableBuilder, type Kysely } from "kysely";

// Frozen in time: this file never imports application code.

type Table = CreateTableBuilder<string, any>;

function isPostgres(db: Kysely<any>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

function withId(db: Kysely<any>, table: Table): Table {
  return isPostgres(db)
    ? table.addColumn("id", "serial", (col) => col.primaryKey())
    : table.addColumn("id", "integer", (col) => col.primaryKey().autoIncrement());
}

/**
 * Service and repair requests (decision 083).
 * - `service_requests`: what the owner asked (product as named then, serial, kind, description, hand-in), the warranty
 *   status computed when it came in, their contact details, and the desk's side (status, assignee, last touched).
 * - `service_request_photos`: up to five photos per request, re-encoded WebP, kept with it (personal data).
 * - `service_request_events`: the request's history: status changes and messages (shown to the owner) and internal notes.
 * Read by no public cached page: writes advance no content version.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const postgres = isPostgres(db);
  await withId(db, db.schema.createTable("service_requests"))
    .addColumn("reference", "varchar(16)", (col) => col.notNull().unique())
    .addColumn("status", "varchar(24)", (col) => col.notNull().defaultTo("received"))
    .addColumn("kind", "varchar(16)", (col) => col.notNull())
    .addColumn("commodity_id", "integer", (col) => col.references("commodities.id").onDelete("set null"))
    .addColumn("registration_id", "integer", (col) => col.references("warranty_registrations.id").onDelete("set null"))
    .addColumn("product_name", "varchar(255)", (col) => col.notNull())
    .addColumn("product_model", "varchar(64)", (col) => col.notNull().defaultTo(""))
    .addColumn("serial", "varchar(64)", (col) => col.notNull().defaultTo(""))
    .addColumn("purchase_date", "varchar(10)")
    // "in", "out" or "unknown" (no registration and no purchase date), and the last day covered when known.
    .addColumn("warranty", "varchar(8)", (col) => col.notNull())
    .addColumn("warranty_until", "varchar(10)")
    .addColumn("description", "text", (col) => col.notNull())
    .addColumn("handover", "varchar(8)", (col) => col.notNull())
    .addColumn("dealer_id", "integer", (col) => col.references("dealers.id").onDelete("set null"))
    .addColumn("dealer_name", "varchar(255)", (col) => col.notNull().defaultTo(""))
    .addColumn("pickup_address", "varchar(500)", (col) => col.notNull().defaultTo(""))
    .addColumn("name", "varchar(255)", (col) => col.notNull())
    .addColumn("email", "varchar(255)", (col) => col.notNull())
    .addColumn("phone", "varchar(64)", (col) => col.notNull().defaultTo(""))
    .addColumn("country", "varchar(2)", (col) => col.notNull())
    .addColumn("locale", "varchar(2)", (col) => col.notNull().defaultTo("en"))
    .addColumn("assignee_id", "integer", (col) => col.references("admin_users.id").onDelete("set null"))
    // The desk's last action (a status, note, message or assignment); a request untouched 5 working days is overdue.
    .addColumn("touched_at", "varchar(32)", (col) => col.notNull())
    .addColumn("created_at", "varchar(32)", (col) => col.notNull())
    .addColumn("updated_at", "varchar(32)", (col) => col.notNull())
    .execute();
  await db.schema.createIndex("service_requests_status").on("service_requests").columns(["status", "created_at"]).execute();
  await db.schema.createIndex("service_requests_serial").on("service_requests").column("serial").execute();
  await sql`create index service_requests_email on service_requests (lower(email))`.execute(db);

  await withId(db, db.schema.createTable("service_request_photos"))
    .addColumn("request_id", "integer", (col) => col.notNull().references("service_requests.id").onDelete("cascade"))
    .addColumn("mime", "varchar(64)", (col) => col.notNull())
    .addColumn("bytes", "integer", (col) => col.notNull())
    .addColumn("content", postgres ? "bytea" : "blob", (col) => col.notNull())
    .execute();
  await db.schema.createIndex("service_request_photos_request").on("service_request_photos").column("request_id").execute();

  await withId(db, db.schema.createTable("service_request_events"))
    .addColumn("request_id", "integer", (col) => col.notNull().references("service_requests.id").onDelete("cascade"))
    // "status", "message" (to the owner) or "note" (internal), "assign".
    .addColumn("kind", "varchar(16)", (col) => col.notNull())
    .addColumn("status", "varchar(24)")
    .addColumn("body", "text", (col) => col.notNull().defaultTo(""))
    .addColumn("author_id", "integer", (col) => col.references("admin_users.id").onDelete("set null"))
    .addColumn("author_name", "varchar(255)", (col) => col.notNull().defaultTo(""))
    .addColumn("created_at", "varchar(32)", (col) => col.notNull())
    .execute();
  await db.schema.createIndex("service_request_events_request").on("service_request_events").columns(["request_id", "created_at"]).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("service_request_events").ifExists().execute();
  await db.schema.dropTable("service_request_photos").ifExists().execute();
  await db.schema.dropTable("service_requests").ifExists().execute();
}
