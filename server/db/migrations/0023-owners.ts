import { sql, type Kysely } from "kysely";

// Frozen in time: this file never imports application code.

/**
 * The owner space (decision 075). An owner is the e-mail address of their warranty registrations:
 * there is no account table, only what signing in needs.
 * - owner_sign_in_links: one-time links mailed to an address; only the SHA-256 digest of the token is kept.
 *   A link works once, for 15 minutes, and a newer link for the same address replaces it.
 * - owner_sessions: the owner's browser sessions (the cookie's token as a digest), 30 days each.
 * Both hold the address in lower case, as the owner space compares it. Registrations are looked up by
 * lower(email), so that expression gets an index.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("owner_sign_in_links")
    .addColumn("token_hash", "varchar(64)", (col) => col.primaryKey())
    .addColumn("email", "varchar(255)", (col) => col.notNull())
    .addColumn("locale", "varchar(2)", (col) => col.notNull().defaultTo("en"))
    .addColumn("expires_at", "varchar(32)", (col) => col.notNull())
    .addColumn("used_at", "varchar(32)")
    .addColumn("created_at", "varchar(32)", (col) => col.notNull())
    .execute();
  await db.schema.createIndex("owner_sign_in_links_email").on("owner_sign_in_links").column("email").execute();
  await db.schema.createIndex("owner_sign_in_links_expires").on("owner_sign_in_links").column("expires_at").execute();

  await db.schema
    .createTable("owner_sessions")
    .addColumn("token_hash", "varchar(64)", (col) => col.primaryKey())
    .addColumn("email", "varchar(255)", (col) => col.notNull())
    .addColumn("expires_at", "varchar(32)", (col) => col.notNull())
    .addColumn("created_at", "varchar(32)", (col) => col.notNull())
    .execute();
  await db.schema.createIndex("owner_sessions_email").on("owner_sessions").column("email").execute();

  await sql`create index warranty_registrations_owner on warranty_registrations (lower(email))`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index if exists warranty_registrations_owner`.execute(db);
  await db.schema.dropTable("owner_sessions").ifExists().execute();
  await db.schema.dropTable("owner_sign_in_links").ifExists().execute();
}
