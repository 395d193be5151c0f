import { createServer } from "node:http";
import { resolve } from "node:path";
import express from "express";
import expressStaticGzip from "express-static-gzip";
import type { ServerBuild } from "react-router";
import { createApp, type Frontend } from "./app.ts";
import { loadConfig, type Config } from "./config.ts";
import { prepareDatabase } from "./db/bootstrap.ts";
import { openDatabase } from "./db/index.ts";
import { createLogger } from "./http/logging.ts";
import { createLifecycle, installGracefulShutdown } from "./http/shutdown.ts";
import { createMediaStorage } from "./services/storage.ts";

const config = loadConfig();
const logger = createLogger(config);
const database = openDatabase(config.DATABASE_URL);
await prepareDatabase(database.db, { config, storage: createMediaStorage(config), logger });

const lifecycle = createLifecycle();
const { express: app } = createApp({ config, database, logger, lifecycle, frontend: await loadFrontend(config) });
const server = createServer(app);
server.listen(config.PORT, config.HOST, () => {
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : config.PORT;
  logger.info({ port, database: database.engine }, `Fantai site ready on http://localhost:${port}`);
});

installGracefulShutdown(server, {
  logger,
  lifecycle,
  drainMs: config.SHUTDOWN_DRAIN_MS,
  timeoutMs: config.SHUTDOWN_TIMEOUT_MS,
  onClosed: database.close,
});

/** Built assets in production, Vite's middleware with hot reload in development. */
async function loadFrontend(config: Config): Promise<Frontend> {
  if (config.NODE_ENV === "development") {
    const vite = await import("vite");
    const devServer = await vite.createServer({ server: { middlewareMode: true } });
    return {
      middlewares: [devServer.middlewares],
      build: () => devServer.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>,
    };
  }
  const root = resolve(import.meta.dirname, "..");
  const build = (await import(resolve(root, "build/server/index.js"))) as ServerBuild;
  const assets = express.Router();
  // The build writes .br and .gz copies of every script and stylesheet (scripts/precompress-assets.ts).
  assets.use("/assets", expressStaticGzip(resolve(root, "build/client/assets"), { enableBrotli: true, orderPreference: ["br"], serveStatic: { immutable: true, maxAge: "1y", index: false } }));
  assets.use(express.static(resolve(root, "build/client"), { maxAge: "1h", index: false }));
  return { middlewares: [assets], build };
}
