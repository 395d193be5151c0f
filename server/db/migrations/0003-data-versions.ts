import { PostgresAdapter, sql, type Kysely } from "kysely";

// Frozen in time: this file never imports application code.

/**
 * A counter per data set that the database itself advances on every write, so a cached
 * read can tell it is still current with one primary-key lookup (decision 013).
 * `catalogue`: any insert, update or delete on commodities or commodity_types.
 */
const TABLES = ["commodities", "commodity_types"];

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("data_versions")
    .addColumn("name", "varchar(32)", (col) => col.primaryKey())
    .addColumn("version", "integer", (col) => col.notNull().defaultTo(0))
    .execute();
  await db.insertInto("data_versions").values({ name: "catalogue", version: 0 }).execute();

  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`create function bump_catalogue_version() returns trigger language plpgsql as $$
      begin
        update data_versions set version = version + 1 where name = 'catalogue';
        return null;
      end $$`.execute(db);
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
    await sql`drop function if exists bump_catalogue_version()`.execute(db);
  } else {
    for (const table of TABLES) {
      for (const event of ["insert", "update", "delete"]) await sql`drop trigger if exists ${sql.raw(`${table}_${event}_bump_catalogue`)}`.execute(db);
    }
  }
  await db.schema.dropTable("data_versions").ifExists().execute();
}
