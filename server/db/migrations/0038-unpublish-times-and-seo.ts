import type { Kysely } from "kysely";

// Frozen in time: this file never imports application code.

/**
 * Scheduled unpublishing for every publishable record (decision 092): products, articles and both kinds of landing
 * page get the `unpublish_at` posters have had since migration 0014, an ISO time in UTC from which the record is not
 * shown any more (null: never). Products and articles also get their search-result title and description per
 * language ('' = fall back to the name and the summary), as landing pages already have. Writes to these tables already
 * advance their content versions, so no trigger changes.
 */
const UNPUBLISHED_TABLES = ["commodities", "articles", "landing_page_ones", "landing_page_twos"];
const SEO_TABLES = ["commodities", "articles"];
const SEO_COLUMNS = ["en_seo_title", "fr_seo_title", "nl_seo_title", "en_seo_description", "fr_seo_description", "nl_seo_description"];

export async function up(db: Kysely<any>): Promise<void> {
  for (const table of UNPUBLISHED_TABLES) await db.schema.alterTable(table).addColumn("unpublish_at", "varchar(32)").execute();
  for (const table of SEO_TABLES) {
    for (const column of SEO_COLUMNS) {
      await db.schema
        .alterTable(table)
        .addColumn(column, "text", (col) => col.notNull().defaultTo(""))
        .execute();
    }
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of SEO_TABLES) for (const column of SEO_COLUMNS) await db.schema.alterTable(table).dropColumn(column).execute();
  for (const table of UNPUBLISHED_TABLES) await db.schema.alterTable(table).dropColumn("unpublish_at").execute();
}
