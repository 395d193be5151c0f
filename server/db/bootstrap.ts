import type { Logger } from "pino";
import type { Config } from "#server/config.ts";
import type { MediaStorage } from "#server/services/media.ts";
import { generatePassword, hashPassword } from "#server/services/passwords.ts";
import { ensureSiteSettings } from "#server/services/settings.ts";
import type { Db } from "./index.ts";
import { migrateToLatest } from "./migrate.ts";
import { seedDemoContent } from "./seed/index.ts";

interface BootstrapOptions {
  config: Pick<Config, "SEED_DEMO" | "ADMIN_EMAIL" | "ADMIN_PASSWORD">;
  storage: MediaStorage;
  logger: Logger;
}

/** Start-up: migrate, fill an empty database with demo content, make sure an admin can sign in. */
export async function prepareDatabase(db: Db, { config, storage, logger }: BootstrapOptions): Promise<void> {
  const applied = await migrateToLatest(db);
  if (applied.length) logger.info({ migrations: applied }, "database migrated");
  await ensureSiteSettings(db);
  const hasContent = await db.selectFrom("commodity_types").select("id").limit(1).executeTakeFirst();
  if (config.SEED_DEMO && !hasContent) {
    const started = Date.now();
    await seedDemoContent(db, storage);
    logger.info({ ms: Date.now() - started }, "demo content seeded");
  }
  await ensureAdmin(db, config, logger);
}

async function ensureAdmin(db: Db, config: BootstrapOptions["config"], logger: Logger): Promise<void> {
  const existing = await db.selectFrom("admin_users").select("id").where("email", "=", config.ADMIN_EMAIL).executeTakeFirst();
  if (existing && !config.ADMIN_PASSWORD) return;
  if (existing && config.ADMIN_PASSWORD) {
    const password_hash = await hashPassword(config.ADMIN_PASSWORD);
    await db.updateTable("admin_users").set({ password_hash }).where("id", "=", existing.id).execute();
    return;
  }
  const anyAdmin = await db.selectFrom("admin_users").select("id").executeTakeFirst();
  if (anyAdmin && !config.ADMIN_PASSWORD) return;
  const password = config.ADMIN_PASSWORD ?? generatePassword();
  await db
    .insertInto("admin_users")
    .values({ email: config.ADMIN_EMAIL, name: "Administrator", password_hash: await hashPassword(password), created_at: new Date().toISOString() })
    .execute();
  if (!config.ADMIN_PASSWORD) {
    // Printed once, on the run that creates the account; set ADMIN_PASSWORD to choose your own.
    logger.warn(`First-run admin account created: sign in at /login as ${config.ADMIN_EMAIL} with password ${password}`);
  }
}
