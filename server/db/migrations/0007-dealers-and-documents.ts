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

function timestamps(table: Table): Table {
  return table
    .addColumn("created_at", "varchar(32)", (col) => col.notNull())
    .addColumn("updated_at", "varchar(32)", (col) => col.notNull());
}

/**
 * Content versions (decision 013) the public pages check their cached reads against:
 * `dealers` moves on any write to dealers; `documents` on any write to documents, and to
 * commodities too, since the manuals list shows the products' names and models.
 */
const VERSIONED: { table: string; dataSet: string }[] = [
  { table: "dealers", dataSet: "dealers" },
  { table: "documents", dataSet: "documents" },
  { table: "commodities", dataSet: "documents" },
];

/**
 * Where to buy (dealers) and the product documents (manuals, safety instructions,
 * declarations of conformity, spare parts lists) per language.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const dealers = withId(db, db.schema.createTable("dealers"))
    .addColumn("name", "varchar(255)", (col) => col.notNull())
    .addColumn("address", "varchar(255)", (col) => col.notNull().defaultTo(""))
    .addColumn("postcode", "varchar(16)", (col) => col.notNull().defaultTo(""))
    .addColumn("city", "varchar(128)", (col) => col.notNull())
    // Lower case, no accents: what the search by city compares ("liege" finds "Liège").
    .addColumn("city_folded", "varchar(128)", (col) => col.notNull().defaultTo(""))
    .addColumn("country", "varchar(2)", (col) => col.notNull())
    .addColumn("phone", "varchar(64)", (col) => col.notNull().defaultTo(""))
    .addColumn("website", "varchar(1024)", (col) => col.notNull().defaultTo(""))
    .addColumn("email", "varchar(255)", (col) => col.notNull().defaultTo(""))
    .addColumn("latitude", "double precision")
    .addColumn("longitude", "double precision")
    .addColumn("sales", "integer", (col) => col.notNull().defaultTo(1))
    .addColumn("repairs", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("spare_parts", "integer", (col) => col.notNull().defaultTo(0))
    // JSON: { "mo": ["08:30-12:00", "13:30-18:00"], …, "su": [] }.
    .addColumn("opening_hours", "text", (col) => col.notNull().defaultTo("{}"))
    .addColumn("published", "integer", (col) => col.notNull().defaultTo(1));
  await timestamps(dealers).execute();
  await db.schema.createIndex("dealers_country_city").on("dealers").columns(["country", "city_folded", "id"]).execute();

  const documents = withId(db, db.schema.createTable("documents"))
    .addColumn("commodity_id", "integer", (col) => col.notNull().references("commodities.id").onDelete("cascade"))
    .addColumn("kind", "varchar(32)", (col) => col.notNull())
    .addColumn("locale", "varchar(2)", (col) => col.notNull())
    .addColumn("title", "varchar(255)", (col) => col.notNull())
    // Key in the file storage (not a public URL: files are served by the site, which checks `published`).
    .addColumn("file_key", "varchar(255)", (col) => col.notNull())
    .addColumn("original_name", "varchar(255)", (col) => col.notNull())
    .addColumn("bytes", "integer", (col) => col.notNull())
    .addColumn("published", "integer", (col) => col.notNull().defaultTo(1));
  await timestamps(documents).execute();
  await db.schema.createIndex("documents_commodity").on("documents").columns(["commodity_id", "kind", "locale"]).execute();

  for (const dataSet of new Set(VERSIONED.map((v) => v.dataSet))) {
    await db.insertInto("data_versions").values({ name: dataSet, version: 0 }).execute();
  }
  if (isPostgres(db)) {
    await sql`create function bump_data_version() returns trigger language plpgsql as $$
      begin
        update data_versions set version = version + 1 where name = TG_ARGV[0];
        return null;
      end $$`.execute(db);
    for (const { table, dataSet } of VERSIONED) {
      await sql`create trigger ${sql.raw(`${table}_bump_${dataSet}`)} after insert or update or delete on ${sql.table(table)}
        for each statement execute function bump_data_version(${sql.lit(dataSet)})`.execute(db);
    }
    return;
  }
  for (const { table, dataSet } of VERSIONED) {
    for (const event of ["insert", "update", "delete"]) {
      await sql`create trigger ${sql.raw(`${table}_${event}_bump_${dataSet}`)} after ${sql.raw(event)} on ${sql.table(table)}
        begin update data_versions set version = version + 1 where name = ${sql.lit(dataSet)}; end`.execute(db);
    }
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) {
    for (const { table, dataSet } of VERSIONED) await sql`drop trigger if exists ${sql.raw(`${table}_bump_${dataSet}`)} on ${sql.table(table)}`.execute(db);
    await sql`drop function if exists bump_data_version()`.execute(db);
  } else {
    for (const { table, dataSet } of VERSIONED) {
      for (const event of ["insert", "update", "delete"]) await sql`drop trigger if exists ${sql.raw(`${table}_${event}_bump_${dataSet}`)}`.execute(db);
    }
  }
  await db.deleteFrom("data_versions").where("name", "in", ["dealers", "documents"]).execute();
  await db.schema.dropTable("documents").ifExists().execute();
  await db.schema.dropTable("dealers").ifExists().execute();
}
