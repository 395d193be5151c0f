import { pino } from "pino";
import { createApp, type App } from "#server/app.ts";
import { loadConfig, type Config } from "#server/config.ts";
import type { DbEngine } from "#server/db/index.ts";
import { ensureSiteSettings } from "#server/services/settings.ts";
import { createTestDatabase, type TestDatabase } from "./databases.ts";

export interface TestApp extends App {
  database: TestDatabase;
  config: Config;
  close(): Promise<void>;
}

/** The Express app (API only, no pages) over a fresh database, for supertest. */
export async function createTestApp(engine: DbEngine, env: Record<string, string> = {}): Promise<TestApp> {
  const database = await createTestDatabase(engine);
  await ensureSiteSettings(database.db);
  const config = loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent", UPLOAD_DIR: `data/test-uploads`, ...env });
  const app = createApp({ config, database, logger: pino({ level: "silent" }) });
  return { ...app, database, config, close: () => database.destroy() };
}
