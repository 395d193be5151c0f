import { existsSync } from "node:fs";
import { resolve } from "node:path";
import { pino, type Logger } from "pino";
import type { ServerBuild } from "react-router";
import { createApp, type App, type Frontend } from "#server/app.ts";
import { loadConfig, type Config } from "#server/config.ts";
import type { DbEngine } from "#server/db/index.ts";
import type { Lifecycle } from "#server/http/shutdown.ts";
import type { ApiDeps } from "#server/api/deps.ts";
import { ensureSiteSettings } from "#server/services/settings.ts";
import { createFileStore } from "#server/services/storage.ts";
import { createTestDatabase, type TestDatabase } from "./databases.ts";

export interface TestApp extends App {
  database: TestDatabase;
  config: Config;
  close(): Promise<void>;
}

/** What the app's API routers were given, for tests that read the endpoint definitions (defineApi). */
export function apiDepsOf(app: TestApp): ApiDeps {
  return { services: app.services, config: app.config, database: app.database, files: createFileStore(app.config) };
}

const SERVER_BUILD = resolve(import.meta.dirname, "../../build/server/index.js");

/** The production page handler, for tests that render pages (npm test builds before testing). */
async function builtPages(): Promise<Frontend> {
  if (!existsSync(SERVER_BUILD)) throw new Error("No production build: run `npm run build` first (npm test does).");
  return { middlewares: [], build: (await import(SERVER_BUILD)) as ServerBuild };
}

export interface TestAppOptions {
  env?: Record<string, string>;
  /** Render pages too (needs the production build). */
  pages?: boolean;
  /** Silent unless a test reads the log. */
  logger?: Logger;
  /** Shutdown state, for tests of draining. */
  lifecycle?: Lifecycle;
  /** An existing database instead of a fresh one (a second instance over the same data); not closed by `close`. */
  database?: TestDatabase;
}

/** The Express app over a fresh database, for supertest: API only, or with pages when `pages` is set. */
export async function createTestApp(
  engine: DbEngine,
  { env = {}, pages = false, logger = pino({ level: "silent" }), lifecycle, database: shared }: TestAppOptions = {},
): Promise<TestApp> {
  const database = shared ?? (await createTestDatabase(engine));
  await ensureSiteSettings(database.db);
  const config = loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent", UPLOAD_DIR: `data/test-uploads`, ...env });
  const frontend = pages ? await builtPages() : undefined;
  const app = createApp({ config, database, logger, frontend, lifecycle });
  return { ...app, database, config, close: () => (shared ? Promise.resolve() : database.destroy()) };
}
