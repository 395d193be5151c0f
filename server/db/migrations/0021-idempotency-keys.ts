import type { Kysely } from "kysely";

// Frozen in time: this file never imports application code.

/**
 * Idempotent retries of the public forms (decision 073): one row per key a client sent
 * (only its SHA-256), written in the same transaction as the record the request created, with the answer
 * it got. The primary key makes a second request with the key wait for the first and then find its answer.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("idempotency_keys")
    .addColumn("scope", "varchar(64)", (col) => col.notNull())
    .addColumn("key_hash", "varchar(64)", (col) => col.notNull())
    .addColumn("fingerprint", "varchar(64)", (col) => col.notNull())
    .addColumn("status", "integer", (col) => col.notNull())
    .addColumn("body", "text", (col) => col.notNull())
    .addColumn("created_at", "varchar(32)", (col) => col.notNull())
    .addColumn("expires_at", "varchar(32)", (col) => col.notNull())
    .addPrimaryKeyConstraint("idempotency_keys_pkey", ["scope", "key_hash"])
    .execute();
  await db.schema.createIndex("idempotency_keys_expires_at").on("idempotency_keys").column("expires_at").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("idempotency_keys").execute();
}
