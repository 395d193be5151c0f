import { PostgresAdapter, sql, type Kysely } from "kysely";

// Frozen in time: this file never imports application code.

/**
 * Product specifications as data (decision 046).
 * - spec_attributes: one typed attribute (number, range, boolean, choice, text) with labels in
 *   three languages, a unit, display order, filter flag, validation bounds and `required`.
 * - spec_attribute_categories: which categories offer an attribute (a category also offers its
 *   ancestors' attributes).
 * - commodity_specs: one value per product and attribute.
 * Public pages read all three, so every write advances the `catalogue` content version (decision 013).
 */
const TABLES = ["spec_attributes", "spec_attribute_categories", "commodity_specs"];

export async function up(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const table = db.schema.createTable("spec_attributes");
  await (postgres ? table.addColumn("id", "serial", (col) => col.primaryKey()) : table.addColumn("id", "integer", (col) => col.primaryKey().autoIncrement()))
    .addColumn("key", "varchar(64)", (col) => col.notNull().unique())
    .addColumn("en_label", "varchar(255)", (col) => col.notNull())
    .addColumn("fr_label", "varchar(255)", (col) => col.notNull().defaultTo(""))
    .addColumn("nl_label", "varchar(255)", (col) => col.notNull().defaultTo(""))
    .addColumn("unit", "varchar(32)", (col) => col.notNull().defaultTo(""))
    .addColumn("type", "varchar(16)", (col) => col.notNull())
    .addColumn("choices", "text", (col) => col.notNull().defaultTo("[]"))
    .addColumn("decimals", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("min_value", "double precision")
    .addColumn("max_value", "double precision")
    .addColumn("filterable", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("required", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("sort_order", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("created_at", "varchar(32)", (col) => col.notNull())
    .addColumn("updated_at", "varchar(32)", (col) => col.notNull())
    .execute();

  await db.schema
    .createTable("spec_attribute_categories")
    .addColumn("attribute_id", "integer", (col) => col.notNull().references("spec_attributes.id").onDelete("cascade"))
    .addColumn("commodity_type_id", "integer", (col) => col.notNull().references("commodity_types.id").onDelete("cascade"))
    .addPrimaryKeyConstraint("spec_attribute_categories_pk", ["attribute_id", "commodity_type_id"])
    .execute();
  await db.schema.createIndex("spec_attribute_categories_type").on("spec_attribute_categories").columns(["commodity_type_id", "attribute_id"]).execute();

  await db.schema
    .createTable("commodity_specs")
    .addColumn("commodity_id", "integer", (col) => col.notNull().references("commodities.id").onDelete("cascade"))
    .addColumn("attribute_id", "integer", (col) => col.notNull().references("spec_attributes.id").onDelete("cascade"))
    .addColumn("number_value", "double precision")
    .addColumn("number_max", "double precision")
    .addColumn("choice_value", "varchar(64)")
    .addColumn("en_text", "varchar(255)", (col) => col.notNull().defaultTo(""))
    .addColumn("fr_text", "varchar(255)", (col) => col.notNull().defaultTo(""))
    .addColumn("nl_text", "varchar(255)", (col) => col.notNull().defaultTo(""))
    .addPrimaryKeyConstraint("commodity_specs_pk", ["commodity_id", "attribute_id"])
    .execute();
  // Filters read (attribute, value) → product without touching the table.
  await db.schema.createIndex("commodity_specs_number").on("commodity_specs").columns(["attribute_id", "number_value", "commodity_id"]).execute();
  await db.schema.createIndex("commodity_specs_choice").on("commodity_specs").columns(["attribute_id", "choice_value", "commodity_id"]).execute();

  if (postgres) {
    // bump_catalogue_version() was created by migration 0003.
    for (const table of TABLES) {
      await sql`create trigger ${sql.raw(`${table}_bump_catalogue`)} after insert or update or delete on ${sql.table(table)}
        for each statement execute function bump_catalogue_version()`.execute(db);
    }
    return;
  }
  for (const table of TABLES) {
    for (const event of ["insert", "update", "delete"]) {
      await sql`create trigger ${sql.raw(`${table}_${event}_bump_catalogue`)} after ${sql.raw(event)} on ${sql.table(table)}
        begin update data_versions set version = version + 1 where name = 'catalogue'; end`.execute(db);
    }
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    for (const table of TABLES) await sql`drop trigger if exists ${sql.raw(`${table}_bump_catalogue`)} on ${sql.table(table)}`.execute(db);
  } else {
    for (const table of TABLES) {
      for (const event of ["insert", "update", "delete"]) await sql`drop trigger if exists ${sql.raw(`${table}_${event}_bump_catalogue`)}`.execute(db);
    }
  }
  for (const table of [...TABLES].reverse()) await db.schema.dropTable(table).ifExists().execute();
}
