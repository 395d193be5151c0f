import type { Kysely } from "kysely";

// Frozen in time: this file never imports application code.

/**
 * The order of the home's recommended products (decision 087): `commodities.featured_rank`
 * is a featured product's place as the editor dragged it, 1 first; 0 = no place set (featured ones without a
 * place follow those with one, in list order). Writes to commodities already advance the catalogue's version.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable("commodities")
    .addColumn("featured_rank", "integer", (col) => col.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("commodities").dropColumn("featured_rank").execute();
}
