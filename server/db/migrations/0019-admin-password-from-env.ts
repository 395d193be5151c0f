import type { Kysely } from "kysely";

// Frozen in time: this file never imports application code.

/**
 * The hash of the ADMIN_PASSWORD that last set an account's password, so a start resets the password only
 * when that setting changes, never undoing a password its owner changed since. Null until a start records it.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("admin_users").addColumn("env_password_hash", "text").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("admin_users").dropColumn("env_password_hash").execute();
}
