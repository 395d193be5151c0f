import { PostgresAdapter, sql } from "kysely";
import type { Logger } from "pino";
import type { Config } from "#server/config.ts";
import type { MediaStorage } from "#server/services/media.ts";
import type { FileStore } from "#server/services/storage.ts";
import { upsertAdmin } from "#server/services/auth.ts";
import { generatePassword, hashPassword, verifyPassword } from "#server/services/passwords.ts";
import { ensureSearchIndex } from "#server/services/product-search.ts";
import { ensureSiteSettings } from "#server/services/settings.ts";
import type { Db } from "./index.ts";
import { migrateToLatest } from "./migrate.ts";
import { seedDemoContent } from "./seed/index.ts";

interface BootstrapOptions {
  config: Pick<Config, "SEED_DEMO" | "ADMIN_EMAIL" | "ADMIN_PASSWORD">;
  storage: MediaStorage;
  /** Where the demo documents (PDFs) go; without it the demo products have none. */
  files?: FileStore;
  logger: Logger;
}

/**
 * Start-up: migrate, fill an empty database with demo content, index products for search, make sure an admin can sign in.
 * On PostgreSQL all of it runs under one advisory lock, so containers starting together on an
 * empty database do it exactly once: the others wait, then find it done (decision 041d).
 */
export async function prepareDatabase(db: Db, options: BootstrapOptions): Promise<void> {
  await withStartupLock(db, () => prepareUnlocked(db, options));
}

// Any fixed 64-bit number, the same in every container of this site.
const STARTUP_LOCK = 0x46414e544149n; // "FANTAI"

/** Runs `work` holding a session-level PostgreSQL advisory lock (on a connection of its own); SQLite has one writer and needs none. */
export async function withStartupLock<T>(db: Db, work: () => Promise<T>): Promise<T> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return work();
  return db.connection().execute(async (connection) => {
    await sql`select pg_advisory_lock(${STARTUP_LOCK})`.execute(connection);
    try {
      return await work();
    } finally {
      await sql`select pg_advisory_unlock(${STARTUP_LOCK})`.execute(connection);
    }
  });
}

async function prepareUnlocked(db: Db, { config, storage, files, logger }: BootstrapOptions): Promise<void> {
  const applied = await migrateToLatest(db);
  if (applied.length) logger.info({ migrations: applied }, "database migrated");
  await ensureSiteSettings(db);
  const hasContent = await db.selectFrom("commodity_types").select("id").limit(1).executeTakeFirst();
  if (config.SEED_DEMO && !hasContent) {
    const started = Date.now();
    await seedDemoContent(db, storage, files);
    logger.info({ ms: Date.now() - started }, "demo content seeded");
  }
  const indexed = await ensureSearchIndex(db);
  if (indexed) {
    // The index has no trigger of its own: cached lists and pages on other containers must see the new ranking (decisions 013, 049).
    await db
      .updateTable("data_versions")
      .set((eb) => ({ version: eb("version", "+", 1) }))
      .where("name", "=", "catalogue")
      .execute();
    logger.info({ products: indexed }, "product search index built");
  }
  await ensureAdmin(db, config, logger);
}

/**
 * The ADMIN_EMAIL account exists. A first run without ADMIN_PASSWORD gets a generated password,
 * printed once. A changed ADMIN_PASSWORD resets the password (and enables the account: the way back in);
 * an unchanged one touches nothing, so restarting containers signs nobody out and never undoes a
 * password its owner has changed since.
 */
async function ensureAdmin(db: Db, config: BootstrapOptions["config"], logger: Logger): Promise<void> {
  const email = config.ADMIN_EMAIL.trim().toLowerCase();
  const existing = await db.selectFrom("admin_users").select(["password_hash", "env_password_hash"]).where("email", "=", email).executeTakeFirst();
  if (existing) {
    if (!config.ADMIN_PASSWORD) return;
    // Before migration 0019 nothing was recorded: the password itself tells whether the setting is new.
    const applied = existing.env_password_hash ?? existing.password_hash;
    if (await verifyPassword(config.ADMIN_PASSWORD, applied)) {
      if (!existing.env_password_hash) await recordEnvPassword(db, email, config.ADMIN_PASSWORD);
      return;
    }
    await upsertAdmin(db, { email, password: config.ADMIN_PASSWORD });
    await recordEnvPassword(db, email, config.ADMIN_PASSWORD);
    logger.info({ email }, "admin password reset from ADMIN_PASSWORD");
    return;
  }
  const anyAdmin = await db.selectFrom("admin_users").select("id").limit(1).executeTakeFirst();
  if (anyAdmin && !config.ADMIN_PASSWORD) return;
  const password = config.ADMIN_PASSWORD ?? generatePassword();
  await upsertAdmin(db, { email, password, name: "Administrator" });
  if (config.ADMIN_PASSWORD) await recordEnvPassword(db, email, config.ADMIN_PASSWORD);
  if (!config.ADMIN_PASSWORD) {
    // Printed once, on the run that creates the account; set ADMIN_PASSWORD to choose your own.
    logger.warn(`First-run admin account created: sign in at /login as ${email} with password ${password}`);
  }
}

/** Remembers which ADMIN_PASSWORD set the account's password (as a hash, like the password itself). */
async function recordEnvPassword(db: Db, email: string, password: string): Promise<void> {
  await db
    .updateTable("admin_users")
    .set({ env_password_hash: await hashPassword(password) })
    .where("email", "=", email)
    .execute();
}
