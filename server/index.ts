// First: on an older Node this stops with a sentence before anything else loads.
import "./node-version.js";
import { createServer } from "node:http";
import { readdirSync } from "node:fs";
import { join, relative, resolve, sep } from "node:path";
import express from "express";
import expressStaticGzip from "express-static-gzip";
import type { ServerBuild } from "react-router";
import { createApp, type Frontend } from "./app.ts";
import { pino, type Logger } from "pino";
import { InvalidEnvironment, loadConfig, type Config } from "./config.ts";
import { prepareDatabase } from "./db/bootstrap.ts";
import { openDatabase } from "./db/index.ts";
import { captureProcessOutput, createLogger } from "./http/logging.ts";
import { mailOrigin } from "./http/origin.ts";
import { createLifecycle, installGracefulShutdown } from "./http/shutdown.ts";
import { createMailWorker } from "./services/mail-sender.ts";
import { createPublishingClock } from "./services/publishing-clock.ts";
import { createExpiryClock } from "./services/expiring-rows.ts";
import { createFileStore, createMediaStorage } from "./services/storage.ts";
import { assertPortFree, StartupError, waitForDatabase } from "./startup.ts";

/** Longer than any load balancer's idle timeout: see where the server is made. */
const KEEP_ALIVE_TIMEOUT_MS = 65_000;

const bootLogger = pino({ base: { service: "fantai-site" }, formatters: { level: (label) => ({ level: label }) } });

/** A start-up failure as one fatal line an operator can act on, then exit 1 (no stack trace). */
function fail(logger: Logger, error: unknown): never {
  if (error instanceof InvalidEnvironment) {
    logger.fatal({ problems: error.problems }, `The environment is not valid: ${error.problems.join("; ")}. See the environment table in README.md.`);
  } else if (error instanceof StartupError) {
    logger.fatal(error.details, error.message);
  } else {
    const message = error instanceof Error ? error.message : String(error);
    logger.fatal({ error: error instanceof Error ? error.name : typeof error }, `The site could not start: ${message}`);
  }
  process.exit(1);
}

let config: Config;
try {
  config = loadConfig();
} catch (error) {
  fail(bootLogger, error);
}
const logger = createLogger(config);
captureProcessOutput(logger);

try {
  await start(config, logger);
} catch (error) {
  fail(logger, error);
}

async function start(config: Config, logger: Logger): Promise<void> {
  // Before anything slow: a port in use fails in a second, not after the migrations.
  await assertPortFree(config.PORT, config.HOST);
  const database = openDatabase(config.DATABASE_URL);
  await waitForDatabase(database.db, config.DATABASE_URL, {
    timeoutMs: config.DATABASE_CONNECT_TIMEOUT_MS,
    onRetry: (attempt, delayMs, error) =>
      logger.warn(
        { attempt, retryInMs: delayMs, reason: error instanceof Error ? error.message || (error as NodeJS.ErrnoException).code : String(error) },
        "the database is not reachable yet: retrying",
      ),
  });
  const stores = { media: createMediaStorage(config), files: createFileStore(config) };
  await prepareDatabase(database.db, { config, storage: stores.media, files: stores.files, logger });

  const lifecycle = createLifecycle();
  const { express: app, metrics } = createApp({ config, database, logger, lifecycle, frontend: await loadFrontend(config) });
  if (config.METRICS_PORT) {
    // Prometheus scrapes this port; it is never the public one.
    await assertPortFree(config.METRICS_PORT, config.HOST);
    const metricsServer = createServer((req, res) => {
      if (req.url?.split("?")[0] !== "/metrics") {
        res.writeHead(404).end();
        return;
      }
      metrics.registry.metrics().then(
        (text) => res.writeHead(200, { "Content-Type": metrics.registry.contentType }).end(text),
        () => res.writeHead(500).end(),
      );
    });
    metricsServer.listen(config.METRICS_PORT, config.HOST);
    metricsServer.unref();
  }
  const server = createServer(app);
  // Node closes a quiet keep-alive connection after 5 s, while load balancers keep theirs open for 60 s (AWS, nginx,
  // Google): a balancer sending on a connection the site has just closed gets a reset and answers 502. The site must
  // be the one to wait longer. Browsers and crawlers read the timeout from the Keep-Alive header.
  server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
  await new Promise<void>((resolve, reject) => {
    server.once("error", (error: NodeJS.ErrnoException) =>
      reject(
        error.code === "EADDRINUSE"
          ? new StartupError(`Port ${config.PORT} on ${config.HOST} is already in use: stop the other server or choose another PORT.`)
          : error,
      ),
    );
    server.listen(config.PORT, config.HOST, () => resolve());
  });
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : config.PORT;
  logger.info({ port, database: database.engine }, `Fantai site ready on http://localhost:${port}`);

  // The outbox's sender runs in every container; rows are claimed so each mail goes once (decision 043).
  // Without SMTP_URL mails wait in the outbox, visible in the admin.
  const mailWorker = config.SMTP_URL ? createMailWorker({ db: database.db, smtpUrl: config.SMTP_URL, from: config.MAIL_FROM, logger }) : undefined;
  mailWorker?.start();
  // Scheduled publishing (decision 059): every instance renews the caches when a publish time comes.
  const publishingClock = createPublishingClock({ db: database.db, logger, intervalMs: config.PUBLISH_CHECK_SECONDS * 1000, mailOrigin: mailOrigin(config) });
  publishingClock.start();
  // Expired sessions, links, preview keys, rate-limit windows (decision 072) and trash entries (decision 091) go, one instance at a time.
  const expiryClock = createExpiryClock({ db: database.db, logger, intervalMs: config.EXPIRED_PURGE_MINUTES * 60_000, stores });
  expiryClock.start();
  if (!mailWorker) logger.warn("SMTP_URL is not set: mails are kept in the outbox and not sent");

  installGracefulShutdown(server, {
    logger,
    lifecycle,
    drainMs: config.SHUTDOWN_DRAIN_MS,
    timeoutMs: config.SHUTDOWN_TIMEOUT_MS,
    onClosed: async () => {
      publishingClock.stop();
      expiryClock.stop();
      await mailWorker?.stop();
      await database.close();
    },
  });
}

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
  assets.use(
    "/assets",
    expressStaticGzip(resolve(root, "build/client/assets"), {
      enableBrotli: true,
      orderPreference: ["br"],
      serveStatic: { immutable: true, maxAge: "1y", index: false },
    }),
  );
  // The few other files (favicons, fonts, the default banner) are listed once, so a page request does not
  // ask the file system whether it names one.
  const client = resolve(root, "build/client");
  const publicFiles = new Set(
    readdirSync(client, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => `/${relative(client, join(entry.parentPath, entry.name)).split(sep).join("/")}`)
      .filter((path) => !path.startsWith("/assets/")),
  );
  const serveFile = express.static(client, { maxAge: "1h", index: false });
  assets.use((req, res, next) => (publicFiles.has(req.path) ? serveFile(req, res, next) : next()));
  return { middlewares: [assets], build };
}
