import { PostgresAdapter, type Kysely } from "kysely";

// Frozen in time: this file never imports application code.

/**
 * Editors and roles (decision 054).
 * - admin_users.role: 'admin' (everything) or 'editor' (content only); existing accounts stay admins.
 * - admin_users.disabled_at: set when an admin disables the account; its sessions are deleted with it.
 * - admin_password_links: one-time set-password links (invitation or reset), kept as SHA-256 digests.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const isPostgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema.alterTable("admin_users").addColumn("role", "varchar(16)", (col) => col.notNull().defaultTo("admin")).execute();
  await db.schema.alterTable("admin_users").addColumn("disabled_at", "varchar(32)").execute();
  await db.schema.alterTable("admin_users").addColumn("invited_at", "varchar(32)").execute();
  await db.schema
    .createTable("admin_password_links")
    .addColumn("id", isPostgres ? "serial" : "integer", (col) => (isPostgres ? col.primaryKey() : col.primaryKey().autoIncrement()))
    .addColumn("user_id", "integer", (col) => col.notNull().references("admin_users.id").onDelete("cascade"))
    .addColumn("token_hash", "varchar(64)", (col) => col.notNull().unique())
    .addColumn("purpose", "varchar(16)", (col) => col.notNull())
    .addColumn("expires_at", "varchar(32)", (col) => col.notNull())
    .addColumn("used_at", "varchar(32)")
    .addColumn("created_at", "varchar(32)", (col) => col.notNull())
    .execute();
  await db.schema.createIndex("admin_password_links_user").on("admin_password_links").column("user_id").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("admin_password_links").execute();
  await db.schema.alterTable("admin_users").dropColumn("invited_at").execute();
  await db.schema.alterTable("admin_users").dropColumn("disabled_at").execute();
  await db.schema.alterTable("admin_users").dropColumn("role").execute();
}
