import type { Kysely } from "kysely";

// Frozen in time: this file never imports application code.

/**
 * The revision a pending draft was kept on top of. A draft holds the whole form, so publishing it after someone
 * saved the live record would quietly undo their change: publishing checks this version first and refuses (409).
 * Null for drafts kept before this migration: they publish as before.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("pending_drafts").addColumn("base_version", "integer").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("pending_drafts").dropColumn("base_version").execute();
}
