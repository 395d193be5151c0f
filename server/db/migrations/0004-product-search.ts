import { PostgresAdapter, sql, type Kysely } from "kysely";

// Frozen in time: this file never imports application code.

/**
 * The product search index (decision 038). The service layer writes the terms (folded,
 * stemmed per language) when a product is created or changed; deleting a product deletes
 * its entry here (a foreign key on PostgreSQL, a trigger on SQLite). The application fills
 * the index for products that have no entry yet when it starts (rows that existed before
 * this migration) and whenever the terms' format changes (`version`).
 *
 * SQLite: an FTS5 table whose rowid is the product id and whose one column holds each term
 * tagged with the fields it may be looked up in (model or name; anything; per language),
 * so every lookup is a plain term or prefix query, much faster in FTS5 than column filters.
 * PostgreSQL: one tsvector per language, weighted A (model), B (name), C (summary and
 * description), each with a GIN index.
 */
export async function up(db: Kysely<any>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await db.schema
      .createTable("commodity_search")
      .addColumn("commodity_id", "integer", (col) => col.primaryKey().references("commodities.id").onDelete("cascade"))
      .addColumn("version", "integer", (col) => col.notNull())
      .addColumn("en_doc", sql`tsvector`, (col) => col.notNull())
      .addColumn("fr_doc", sql`tsvector`, (col) => col.notNull())
      .addColumn("nl_doc", sql`tsvector`, (col) => col.notNull())
      .execute();
    for (const locale of ["en", "fr", "nl"]) {
      await sql`create index ${sql.id(`commodity_search_${locale}`)} on commodity_search using gin (${sql.id(`${locale}_doc`)})`.execute(db);
    }
    return;
  }
  await sql`create virtual table commodity_search using fts5(terms, version unindexed, tokenize = 'unicode61', detail = none)`.execute(db);
  await sql`create trigger commodities_delete_search after delete on commodities
    begin delete from commodity_search where rowid = old.id; end`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) await sql`drop trigger if exists commodities_delete_search`.execute(db);
  await sql`drop table if exists commodity_search`.execute(db);
}
