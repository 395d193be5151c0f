import { PostgresAdapter, sql, type CreateTableBuilder, type Kysely } from "kysely";

// Frozen in time: this file never imports application code.

type Table = CreateTableBuilder<string, any>;

function isPostgres(db: Kysely<any>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

function withId(db: Kysely<any>, table: Table): Table {
  return isPostgres(db)
    ? table.addColumn("id", "serial", (col) => col.primaryKey())
    : table.addColumn("id", "integer", (col) => col.primaryKey().autoIncrement())
}

/**
 * Manuals kept for ten years (decision 081).
 * - `document_versions`: every file a document ever had, each with its own permanent download path (the
 *   path's version is the file key's random name, as before), a label, a publication date, optionally the
 *   serials and manufacturing dates it is for, and a withdrawal (time and reason) instead of a deletion.
 * - `documents.released_at`: when the document was first public; from then on it is neither deleted nor
 *   unpublished (its versions are in the public archive).
 * - `paper_copy_requests`: an owner's request for a printed manual (due 30 days after the request).
 * Existing documents become their version 1 with the same file, so their download addresses stay.
 * Versions are read by public pages: writes advance `documents` (decision 049). Paper-copy requests
 * are read by no public page and advance nothing.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("documents").addColumn("released_at", "varchar(32)").execute();
  await db
    .updateTable("documents")
    .set((eb) => ({ released_at: eb.ref("updated_at") }))
    .where("published", "=", 1)
    .execute();

  const versions = withId(db, db.schema.createTable("document_versions"))
    .addColumn("document_id", "integer", (col) => col.notNull().references("documents.id").onDelete("cascade"))
    .addColumn("number", "integer", (col) => col.notNull())
    .addColumn("label", "varchar(64)", (col) => col.notNull())
    // YYYY-MM-DD, the date printed on the document.
    .addColumn("published_on", "varchar(10)", (col) => col.notNull())
    // Serial numbers the version is for (compared normalised: upper case, no spaces or dashes), inclusive; '' = open.
    .addColumn("serial_from", "varchar(64)", (col) => col.notNull().defaultTo(""))
    .addColumn("serial_to", "varchar(64)", (col) => col.notNull().defaultTo(""))
    // Manufacturing dates the version is for, YYYY-MM-DD inclusive; '' = open.
    .addColumn("made_from", "varchar(10)", (col) => col.notNull().defaultTo(""))
    .addColumn("made_to", "varchar(10)", (col) => col.notNull().defaultTo(""))
    .addColumn("file_key", "varchar(255)", (col) => col.notNull())
    .addColumn("original_name", "varchar(255)", (col) => col.notNull())
    .addColumn("bytes", "integer", (col) => col.notNull())
    .addColumn("withdrawn_at", "varchar(32)")
    .addColumn("withdrawn_reason", "varchar(500)", (col) => col.notNull().defaultTo(""))
    .addColumn("created_at", "varchar(32)", (col) => col.notNull());
  await versions.execute();
  await db.schema.createIndex("document_versions_document").on("document_versions").columns(["document_id", "number"]).unique().execute();

  const documents = await db.selectFrom("documents").select(["id", "file_key", "original_name", "bytes", "created_at", "updated_at"]).execute();
  for (const row of documents) {
    await db
      .insertInto("document_versions")
      .values({
        document_id: row.id,
        number: 1,
        label: "1",
        published_on: String(row.updated_at).slice(0, 10),
        file_key: row.file_key,
        original_name: row.original_name,
        bytes: row.bytes,
        created_at: row.created_at,
      })
      .execute();
  }

  const requests = withId(db, db.schema.createTable("paper_copy_requests"))
    .addColumn("document_id", "integer", (col) => col.references("documents.id").onDelete("set null"))
    .addColumn("commodity_id", "integer", (col) => col.references("commodities.id").onDelete("set null"))
    // What was asked for, kept as written when the request came in (the document may change later).
    .addColumn("document_title", "varchar(255)", (col) => col.notNull())
    .addColumn("product_name", "varchar(255)", (col) => col.notNull())
    .addColumn("product_model", "varchar(64)", (col) => col.notNull().defaultTo(""))
    // The language of the printed manual asked for.
    .addColumn("language", "varchar(2)", (col) => col.notNull())
    .addColumn("name", "varchar(100)", (col) => col.notNull())
    .addColumn("address", "varchar(500)", (col) => col.notNull())
    .addColumn("country", "varchar(2)", (col) => col.notNull())
    .addColumn("email", "varchar(255)", (col) => col.notNull())
    // The site language the request was made in (the confirmation mail's).
    .addColumn("locale", "varchar(2)", (col) => col.notNull())
    // YYYY-MM-DD: 30 days after the request (Machinery Regulation Art. 10(7): within one month).
    .addColumn("due_on", "varchar(10)", (col) => col.notNull())
    // open | sent
    .addColumn("status", "varchar(8)", (col) => col.notNull().defaultTo("open"))
    .addColumn("sent_at", "varchar(32)")
    .addColumn("created_at", "varchar(32)", (col) => col.notNull())
    .addColumn("updated_at", "varchar(32)", (col) => col.notNull());
  await requests.execute();
  await db.schema.createIndex("paper_copy_requests_open").on("paper_copy_requests").columns(["status", "due_on"]).execute();

  if (isPostgres(db)) {
    // bump_data_version(name) was created by migration 0007.
    await sql`create trigger document_versions_bump_documents after insert or update or delete on document_versions
      for each statement execute function bump_data_version('documents')`.execute(db);
    return;
  }
  for (const event of ["insert", "update", "delete"]) {
    await sql`create trigger ${sql.raw(`document_versions_${event}_bump_documents`)} after ${sql.raw(event)} on document_versions
      begin update data_versions set version = version + 1 where name = 'documents'; end`.execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) await sql`drop trigger if exists document_versions_bump_documents on document_versions`.execute(db);
  else for (const event of ["insert", "update", "delete"]) await sql`drop trigger if exists ${sql.raw(`document_versions_${event}_bump_documents`)}`.execute(db);
  await db.schema.dropTable("paper_copy_requests").ifExists().execute();
  await db.schema.dropTable("document_versions").ifExists().execute();
  await db.schema.alterTable("documents").dropColumn("released_at").execute();
}
