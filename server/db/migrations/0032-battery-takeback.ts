import type { Kysely } from "kysely";

// Frozen in time: this file never imports application code.

/**
 * Dealers that take worn batteries back (decision 085): a fourth service next to sales,
 * repairs and spare parts. The `dealers` table's triggers (migration 0007) already advance the dealers'
 * content version on any update, so cached dealer pages see the new flag.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable("dealers")
    .addColumn("battery_takeback", "integer", (col) => col.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("dealers").dropColumn("battery_takeback").execute();
}
