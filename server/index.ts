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
import { installGracefulShutdown } from "./http/shutdown.ts";
import { createMailWorker } from "./services/mail-sender.ts";
import { createFileStore, createMediaStorage } from "./services/storage.ts";

const config = loadConfig();
const logger = createLogger(config);
const database = openDatabase(config.DATABASE_URL);
await prepareDatabase(database.db, { config, storage: createMediaStorage(config), files: createFileStore(config), logger });

const { express: app } = createApp({ config, database, logger, frontend: await loadFrontend(config) });
const server = createServer(app);
server.listen(config.PORT, config.HOST, () => {
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : config.PORT;
  logger.info({ port, database: database.engine }, `Fantai site ready on http://localhost:${port}`);
});

// The outbox's sender runs in every container; rows are claimed so each mail goes once (decision 043).
// Without SMTP_URL mails wait in the outbox, visible in the admin.
const mailWorker = config.SMTP_URL ? createMailWorker({ db: database.db, smtpUrl: config.SMTP_URL, from: config.MAIL_FROM, logger }) : undefined;
mailWorker?.start();
if (!mailWorker) logger.warn("SMTP_URL is not set: mails are kept in the outbox and not sent");

installGracefulShutdown(server, {
  logger,
  timeoutMs: config.SHUTDOWN_TIMEOUT_MS,
  onClosed: async () => {
    await mailWorker?.stop();
    await database.close();
  },
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
