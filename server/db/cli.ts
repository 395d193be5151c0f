// npm run db:migrate | db:seed | admin:create -- --email you@example.com --password '…'
import { parseArgs } from "node:util";
import { loadConfig } from "#server/config.ts";
import { createLogger } from "#server/http/logging.ts";
import { upsertAdmin } from "#server/services/auth.ts";
import { ensureSiteSettings } from "#server/services/settings.ts";
import { createFileStore, createMediaStorage } from "#server/services/storage.ts";
import { openDatabase, type Db } from "./index.ts";
import { migrateToLatest } from "./migrate.ts";
import { seedDemoContent } from "./seed/index.ts";

const config = loadConfig();
const logger = createLogger(config);
const [command, ...rest] = process.argv.slice(2);
const database = openDatabase(config.DATABASE_URL);

const commands: Record<string, (db: Db) => Promise<void>> = {
  async migrate(db) {
    const applied = await migrateToLatest(db);
    logger.info({ migrations: applied }, applied.length ? "migrated" : "already up to date");
  },
  async seed(db) {
    await migrateToLatest(db);
    await ensureSiteSettings(db);
    const existing = await db.selectFrom("commodity_types").select("id").limit(1).executeTakeFirst();
    if (existing) return logger.info("the database already has content; nothing seeded");
    await seedDemoContent(db, createMediaStorage(config), createFileStore(config));
    logger.info("demo content seeded");
  },
  async "admin:create"(db) {
    const { values } = parseArgs({ args: rest, options: { email: { type: "string" }, password: { type: "string" }, name: { type: "string" } } });
    if (!values.email || !values.password || values.password.length < 8) {
      throw new Error("usage: npm run admin:create -- --email you@example.com --password <at least 8 characters> [--name 'Your Name']");
    }
    await migrateToLatest(db);
    const { email, created } = await upsertAdmin(db, { email: values.email, password: values.password, name: values.name });
    logger.info({ email }, created ? "admin account created" : "admin password reset; its sessions were signed out");
  },
};

const run = command ? commands[command] : undefined;
try {
  if (!run) throw new Error(`unknown command "${command ?? ""}"; use one of: ${Object.keys(commands).join(", ")}`);
  await run(database.db);
} catch (error) {
  logger.error((error as Error).message);
  process.exitCode = 1;
} finally {
  await database.close();
}
