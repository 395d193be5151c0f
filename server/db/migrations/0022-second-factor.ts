import { PostgresAdapter, type Kysely } from "kysely";

// Frozen in time: this file never imports application code.

/**
 * A second factor for admin accounts (decision 074).
 * - admin_second_factors: one TOTP secret per account (RFC 6238), confirmed by a first code; `last_step` is the
 *   last time step a code was accepted for, so no step is accepted twice.
 * - admin_recovery_codes: ten one-time codes per account, each a salted SHA-256 digest; `used_at` once spent.
 * - admin_tokens.scope: 'enrol' for a session that may only set up its second factor (the site requires one).
 * - security_settings: one row, admin-only: whether every account must use a second factor.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const isPostgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .createTable("admin_second_factors")
    .addColumn("user_id", "integer", (col) => col.primaryKey().references("admin_users.id").onDelete("cascade"))
    .addColumn("secret", "varchar(64)", (col) => col.notNull())
    .addColumn("confirmed_at", "varchar(32)")
    .addColumn("last_step", "integer")
    .addColumn("created_at", "varchar(32)", (col) => col.notNull())
    .execute();
  await db.schema
    .createTable("admin_recovery_codes")
    .addColumn("id", isPostgres ? "serial" : "integer", (col) => (isPostgres ? col.primaryKey() : col.primaryKey().autoIncrement()))
    .addColumn("user_id", "integer", (col) => col.notNull().references("admin_users.id").onDelete("cascade"))
    .addColumn("salt", "varchar(32)", (col) => col.notNull())
    .addColumn("code_hash", "varchar(64)", (col) => col.notNull())
    .addColumn("used_at", "varchar(32)")
    .addColumn("created_at", "varchar(32)", (col) => col.notNull())
    .execute();
  await db.schema.createIndex("admin_recovery_codes_user").on("admin_recovery_codes").column("user_id").execute();
  await db.schema.alterTable("admin_tokens").addColumn("scope", "varchar(16)").execute();
  await db.schema
    .createTable("security_settings")
    .addColumn("id", "integer", (col) => col.primaryKey())
    .addColumn("require_second_factor", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("updated_at", "varchar(32)", (col) => col.notNull())
    .execute();
  await db.insertInto("security_settings").values({ id: 1, require_second_factor: 0, updated_at: new Date().toISOString() }).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("security_settings").execute();
  await db.schema.alterTable("admin_tokens").dropColumn("scope").execute();
  await db.schema.dropTable("admin_recovery_codes").execute();
  await db.schema.dropTable("admin_second_factors").execute();
}
