import { type Kysely } from "kysely";

// Frozen in time: this file never imports application code.

/**
 * Drafts and scheduled publishing (decision 059) for products, articles, landing pages and posters:
 * `status` is 'draft' or 'published' (existing rows stay published), `publish_at` an optional ISO time
 * before which a published record is not shown yet, and for posters `unpublish_at`, from which it is
 * not shown any more. Times are ISO 8601 in UTC, like every other time column, so they compare as text.
 */
const TABLES = ["commodities", "articles", "landing_page_ones", "landing_page_twos", "posters"];

export async function up(db: Kysely<any>): Promise<void> {
  for (const table of TABLES) {
    await db.schema
      .alterTable(table)
      .addColumn("status", "varchar(16)", (col) => col.notNull().defaultTo("published"))
      .execute();
    await db.schema.alterTable(table).addColumn("publish_at", "varchar(32)").execute();
    await db.schema.createIndex(`${table}_status_publish_at`).on(table).columns(["status", "publish_at"]).execute();
  }
  await db.schema.alterTable("posters").addColumn("unpublish_at", "varchar(32)").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("posters").dropColumn("unpublish_at").execute();
  for (const table of TABLES) {
    await db.schema.dropIndex(`${table}_status_publish_at`).execute();
    await db.schema.alterTable(table).dropColumn("publish_at").execute();
    await db.schema.alterTable(table).dropColumn("status").execute();
  }
}
