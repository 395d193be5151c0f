import { PostgresAdapter, sql, type CreateTableBuilder, type Kysely } from "kysely";

// Frozen in time: this file never imports application code.

type Table = CreateTableBuilder<string, any>;

const isPostgres = (db: Kysely<any>) => db.getExecutor().adapter instanceof PostgresAdapter;

function withId(db: Kysely<any>, table: Table): Table {
  return isPostgres(db)
    ? table.addColumn("id", "serial", (col) => col.primaryKey())
    : table.addColumn("id", "integer", (col) => col.primaryKey().autoIncrement());
}

const LOCALES = ["en", "fr", "nl"] as const;
const LOCALIZED = ["title", "product", "hazard", "action", "remedy_text", "contact_note"] as const;

/**
 * Safety notices and recalls (decision 077).
 * - safety_notices: one notice with what GPSR Art. 36 asks for, in three languages; `models`, `serial_ranges` and
 *   `images` are JSON arrays; `status` is draft, active or closed. Public pages (/safety, the banner on every page)
 *   read it, so its writes advance the `content` version like the other content tables (migration 0009).
 * - safety_notice_mailings: one row per (notice, registration) mailed, unique, written in the transaction of its
 *   outbox mail: the recall mailing can be run again, or by two instances at once, and mails each owner once.
 * - safety_reports (+ photos): incidents reported by owners, personal, read in the admin only.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const postgres = isPostgres(db);
  let notices = withId(db, db.schema.createTable("safety_notices"))
    .addColumn("slug", "varchar(120)", (col) => col.notNull().unique())
    .addColumn("status", "varchar(16)", (col) => col.notNull().defaultTo("draft"))
    .addColumn("remedy", "varchar(16)", (col) => col.notNull().defaultTo("repair"));
  for (const field of LOCALIZED) {
    for (const locale of LOCALES) notices = notices.addColumn(`${locale}_${field}`, "text", (col) => col.notNull().defaultTo(""));
  }
  await notices
    .addColumn("models", "text", (col) => col.notNull().defaultTo("[]"))
    .addColumn("serial_ranges", "text", (col) => col.notNull().defaultTo("[]"))
    .addColumn("sold_from", "varchar(10)")
    .addColumn("sold_to", "varchar(10)")
    .addColumn("produced_from", "varchar(10)")
    .addColumn("produced_to", "varchar(10)")
    .addColumn("images", "text", (col) => col.notNull().defaultTo("[]"))
    .addColumn("contact_phone", "varchar(64)", (col) => col.notNull().defaultTo(""))
    .addColumn("contact_email", "varchar(255)", (col) => col.notNull().defaultTo(""))
    .addColumn("published_at", "varchar(32)")
    .addColumn("closed_at", "varchar(32)")
    .addColumn("created_at", "varchar(32)", (col) => col.notNull())
    .addColumn("updated_at", "varchar(32)", (col) => col.notNull())
    .execute();
  await db.schema.createIndex("safety_notices_status").on("safety_notices").columns(["status", "published_at"]).execute();

  await withId(db, db.schema.createTable("safety_notice_mailings"))
    .addColumn("notice_id", "integer", (col) => col.notNull().references("safety_notices.id").onDelete("cascade"))
    .addColumn("registration_id", "integer", (col) => col.notNull().references("warranty_registrations.id").onDelete("cascade"))
    .addColumn("outbox_id", "integer", (col) => col.references("outbox.id").onDelete("set null"))
    .addColumn("created_at", "varchar(32)", (col) => col.notNull())
    .execute();
  await db.schema.createIndex("safety_notice_mailings_once").on("safety_notice_mailings").columns(["notice_id", "registration_id"]).unique().execute();
  await db.schema.createIndex("safety_notice_mailings_registration").on("safety_notice_mailings").column("registration_id").execute();
  // The recall's candidates are found by model.
  await db.schema.createIndex("warranty_registrations_model").on("warranty_registrations").column("product_model").execute();

  await withId(db, db.schema.createTable("safety_reports"))
    .addColumn("reference", "varchar(16)", (col) => col.notNull().unique())
    .addColumn("status", "varchar(16)", (col) => col.notNull().defaultTo("new"))
    .addColumn("urgent", "integer", (col) => col.notNull().defaultTo(1))
    .addColumn("commodity_id", "integer", (col) => col.references("commodities.id").onDelete("set null"))
    .addColumn("product_name", "varchar(255)", (col) => col.notNull())
    .addColumn("product_model", "varchar(64)", (col) => col.notNull().defaultTo(""))
    .addColumn("serial", "varchar(64)", (col) => col.notNull().defaultTo(""))
    .addColumn("happened_on", "varchar(10)")
    .addColumn("description", "text", (col) => col.notNull())
    .addColumn("injury", "varchar(8)", (col) => col.notNull())
    .addColumn("name", "varchar(255)", (col) => col.notNull())
    .addColumn("email", "varchar(255)", (col) => col.notNull())
    .addColumn("phone", "varchar(64)", (col) => col.notNull().defaultTo(""))
    .addColumn("locale", "varchar(2)", (col) => col.notNull().defaultTo("en"))
    .addColumn("note", "text", (col) => col.notNull().defaultTo(""))
    .addColumn("created_at", "varchar(32)", (col) => col.notNull())
    .addColumn("updated_at", "varchar(32)", (col) => col.notNull())
    .execute();
  await db.schema.createIndex("safety_reports_status").on("safety_reports").columns(["status", "created_at"]).execute();
  await withId(db, db.schema.createTable("safety_report_photos"))
    .addColumn("report_id", "integer", (col) => col.notNull().references("safety_reports.id").onDelete("cascade"))
    .addColumn("mime", "varchar(64)", (col) => col.notNull())
    .addColumn("bytes", "integer", (col) => col.notNull())
    .addColumn("content", postgres ? "bytea" : "blob", (col) => col.notNull())
    .execute();
  await db.schema.createIndex("safety_report_photos_report").on("safety_report_photos").column("report_id").execute();

  // The banner and /safety are on public pages: writes to notices renew the stored pages (decision 049).
  if (postgres) {
    await sql`create trigger safety_notices_bump_content after insert or update or delete on safety_notices
      for each statement execute function bump_data_version('content')`.execute(db);
  } else {
    for (const event of ["insert", "update", "delete"]) {
      await sql`create trigger ${sql.raw(`safety_notices_${event}_bump_content`)} after ${sql.raw(event)} on safety_notices
        begin update data_versions set version = version + 1 where name = 'content'; end`.execute(db);
    }
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("safety_report_photos").ifExists().execute();
  await db.schema.dropTable("safety_reports").ifExists().execute();
  await db.schema.dropTable("safety_notice_mailings").ifExists().execute();
  await db.schema.dropTable("safety_notices").ifExists().execute();
  await db.schema.dropIndex("warranty_registrations_model").ifExists().execute();
}
