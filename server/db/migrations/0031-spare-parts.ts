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
const TABLES = ["parts", "part_fits", "part_diagrams", "diagram_hotspots"] as const;

/**
 * Spare parts and exploded views (decision 084).
 * - parts: a part number (unique as printed; `part_key` is its normalised copy, unique, so "FT-123.4" and "ft1234"
 *   cannot both exist), names in three languages, a picture, superseded-by, the channel (dealers or service only),
 *   a safety-critical flag.
 * - part_fits: the products a part fits, each optionally only for serials and/or manufacturing dates (inclusive, '' open).
 * - part_diagrams: a product's exploded views: a sanitised SVG drawing or an image, with its width and height.
 * - diagram_hotspots: numbered points on a diagram (x, y in ten-thousandths of its width and height), each one part.
 * Product pages and /parts read them: writes advance the `content` version (migration 0009).
 */
export async function up(db: Kysely<any>): Promise<void> {
  let parts = withId(db, db.schema.createTable("parts"))
    .addColumn("part_number", "varchar(40)", (col) => col.notNull())
    .addColumn("part_key", "varchar(40)", (col) => col.notNull().unique());
  for (const locale of LOCALES) parts = parts.addColumn(`${locale}_name`, "varchar(200)", (col) => col.notNull().defaultTo(""));
  await parts
    .addColumn("image", "varchar(500)", (col) => col.notNull().defaultTo(""))
    // The part number that replaces this one ('' none); kept as printed, so a deleted successor leaves the number readable.
    .addColumn("superseded_by", "varchar(40)", (col) => col.notNull().defaultTo(""))
    // dealers | service
    .addColumn("channel", "varchar(16)", (col) => col.notNull().defaultTo("dealers"))
    .addColumn("safety_critical", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("created_at", "varchar(32)", (col) => col.notNull())
    .addColumn("updated_at", "varchar(32)", (col) => col.notNull())
    .execute();

  await withId(db, db.schema.createTable("part_fits"))
    .addColumn("part_id", "integer", (col) => col.notNull().references("parts.id").onDelete("cascade"))
    .addColumn("commodity_id", "integer", (col) => col.notNull().references("commodities.id").onDelete("cascade"))
    .addColumn("serial_from", "varchar(64)", (col) => col.notNull().defaultTo(""))
    .addColumn("serial_to", "varchar(64)", (col) => col.notNull().defaultTo(""))
    .addColumn("made_from", "varchar(10)", (col) => col.notNull().defaultTo(""))
    .addColumn("made_to", "varchar(10)", (col) => col.notNull().defaultTo(""))
    .execute();
  await db.schema.createIndex("part_fits_part_product").on("part_fits").columns(["part_id", "commodity_id"]).unique().execute();
  await db.schema.createIndex("part_fits_product").on("part_fits").column("commodity_id").execute();

  let diagrams = withId(db, db.schema.createTable("part_diagrams"))
    .addColumn("commodity_id", "integer", (col) => col.notNull().references("commodities.id").onDelete("cascade"))
    .addColumn("position", "integer", (col) => col.notNull().defaultTo(0));
  for (const locale of LOCALES) diagrams = diagrams.addColumn(`${locale}_title`, "varchar(200)", (col) => col.notNull().defaultTo(""));
  await diagrams
    // The sanitised drawing, or '' when the diagram is an image.
    .addColumn("svg", "text", (col) => col.notNull().defaultTo(""))
    .addColumn("image", "varchar(500)", (col) => col.notNull().defaultTo(""))
    .addColumn("width", "integer", (col) => col.notNull())
    .addColumn("height", "integer", (col) => col.notNull())
    .addColumn("created_at", "varchar(32)", (col) => col.notNull())
    .addColumn("updated_at", "varchar(32)", (col) => col.notNull())
    .execute();
  await db.schema.createIndex("part_diagrams_product").on("part_diagrams").columns(["commodity_id", "position"]).execute();

  await withId(db, db.schema.createTable("diagram_hotspots"))
    .addColumn("diagram_id", "integer", (col) => col.notNull().references("part_diagrams.id").onDelete("cascade"))
    .addColumn("number", "integer", (col) => col.notNull())
    .addColumn("part_id", "integer", (col) => col.notNull().references("parts.id").onDelete("cascade"))
    .addColumn("x", "integer", (col) => col.notNull())
    .addColumn("y", "integer", (col) => col.notNull())
    .execute();
  await db.schema.createIndex("diagram_hotspots_number").on("diagram_hotspots").columns(["diagram_id", "number"]).unique().execute();
  await db.schema.createIndex("diagram_hotspots_part").on("diagram_hotspots").column("part_id").execute();

  for (const table of TABLES) {
    if (isPostgres(db)) {
      await sql`create trigger ${sql.raw(`${table}_bump_content`)} after insert or update or delete on ${sql.raw(table)}
        for each statement execute function bump_data_version('content')`.execute(db);
      continue;
    }
    for (const event of ["insert", "update", "delete"]) {
      await sql`create trigger ${sql.raw(`${table}_${event}_bump_content`)} after ${sql.raw(event)} on ${sql.raw(table)}
        begin update data_versions set version = version + 1 where name = 'content'; end`.execute(db);
    }
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [...TABLES].reverse()) {
    if (isPostgres(db)) await sql`drop trigger if exists ${sql.raw(`${table}_bump_content`)} on ${sql.raw(table)}`.execute(db);
    else for (const event of ["insert", "update", "delete"]) await sql`drop trigger if exists ${sql.raw(`${table}_${event}_bump_content`)}`.execute(db);
    await db.schema.dropTable(table).ifExists().execute();
  }
}
