import type { Kysely } from "kysely";

// Frozen in time: this file never imports application code.

/**
 * Audit entries that say what changed (decision 087): `record_title` names the record as it was
 * when the entry was written (its English name or title); `changes` is a JSON list of { field, before, after } for
 * the fields the action changed, with before/after left out for long values ('' = none recorded).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable("audit_log")
    .addColumn("record_title", "varchar(255)", (col) => col.notNull().defaultTo(""))
    .execute();
  await db.schema
    .alterTable("audit_log")
    .addColumn("changes", "text", (col) => col.notNull().defaultTo(""))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("audit_log").dropColumn("changes").execute();
  await db.schema.alterTable("audit_log").dropColumn("record_title").execute();
}
