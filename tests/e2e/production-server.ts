import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { cpSync, existsSync, mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import pg from "pg";

const ROOT = resolve(import.meta.dirname, "../..");

export interface ProductionServer {
  baseUrl: string;
  /** Stops the server and removes its data. */
  stop(): Promise<void>;
  /** The server's process (to signal it). */
  child: ChildProcess;
  /** With `captureOutput`: every line the process has written so far, stdout and stderr apart. */
  output: { stdout: string[]; stderr: string[] };
}

/** A seeded site's data (its files, SQLite database or PostgreSQL database name), made once and copied for each server started `from` it. */
export interface SiteTemplate {
  dataDir: string;
  databaseName?: string;
}

interface Database {
  url: string;
  /** PostgreSQL's name for it, to copy it as a template. */
  name?: string;
  drop(): Promise<void>;
}

/**
 * Migrates and seeds a site once (the production build started and stopped), for servers started `from` it: copying
 * the result takes a moment where migrating and seeding again takes most of a server's start.
 */
export async function prepareSiteTemplate(env: Record<string, string>): Promise<SiteTemplate & { remove(): Promise<void> }> {
  const dataDir = mkdtempSync(join(tmpdir(), "fantai-e2e-template-"));
  const database = await freshDatabase(dataDir);
  const server = await launch(env, dataDir, database, false);
  await stop(server.child);
  return {
    dataDir,
    databaseName: database.name,
    async remove() {
      await database.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * The production build on a free port (e2e tests, scripts/check-budgets.ts): over a fresh database, a SQLite file in a
 * temporary folder or, when E2E_DATABASE_URL names a PostgreSQL server, a database of its own created there; or over
 * a copy of `from`. Its data is removed when the server stops.
 */
export async function startProductionServer(
  env: Record<string, string>,
  { captureOutput = false, from }: { captureOutput?: boolean; from?: SiteTemplate } = {},
): Promise<ProductionServer> {
  if (!existsSync(join(ROOT, "build/server/index.js"))) throw new Error("No production build: run `npm run build` first (npm test does).");
  const dataDir = mkdtempSync(join(tmpdir(), "fantai-e2e-"));
  if (from) cpSync(from.dataDir, dataDir, { recursive: true });
  const database = await freshDatabase(dataDir, from?.databaseName);
  const server = await launch(env, dataDir, database, captureOutput);
  return {
    ...server,
    async stop() {
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function launch(env: Record<string, string>, dataDir: string, database: Database, captureOutput: boolean): Promise<ProductionServer> {
  const port = await freePort();
  const server = spawn(process.execPath, ["server/index.ts"], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATABASE_URL: database.url,
      UPLOAD_DIR: join(dataDir, "uploads"),
      FILES_DIR: join(dataDir, "files"),
      LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? "warn",
      E2E: "true",
      // As `npm start` does: the tests read the demo content.
      SEED_DEMO: "true",
      // No load balancer to wait for: stop at once.
      SHUTDOWN_DRAIN_MS: "0",
      ...env,
    },
    stdio: ["ignore", captureOutput ? "pipe" : "inherit", captureOutput ? "pipe" : "inherit"],
  });
  const output = { stdout: [] as string[], stderr: [] as string[] };
  if (captureOutput) {
    for (const [stream, lines] of [
      [server.stdout!, output.stdout],
      [server.stderr!, output.stderr],
    ] as const) {
      let partial = "";
      stream.setEncoding("utf8");
      stream.on("data", (chunk: string) => {
        const parts = (partial + chunk).split("\n");
        partial = parts.pop() ?? "";
        lines.push(...parts);
      });
      stream.on("end", () => partial && lines.push(partial));
    }
  }
  const baseUrl = `http://127.0.0.1:${port}`;
  const cleanUp = async () => {
    await stop(server);
    await database.drop();
  };
  try {
    await waitUntilReady(baseUrl, server);
  } catch (error) {
    await cleanUp();
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  return { baseUrl, stop: cleanUp, child: server, output };
}

/** A SQLite file in `dataDir` (a copied one stays), or a new database on the PostgreSQL server named by E2E_DATABASE_URL, a copy of `template` if given. */
async function freshDatabase(dataDir: string, template?: string): Promise<Database> {
  const serverUrl = process.env.E2E_DATABASE_URL;
  if (!serverUrl) return { url: `sqlite:${join(dataDir, "e2e.db")}`, drop: async () => {} };
  const name = `e2e_${randomBytes(6).toString("hex")}`;
  const administer = async (statement: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await administer(`create database ${name}${template ? ` template ${template}` : ""}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), name, drop: () => administer(`drop database if exists ${name} with (force)`) };
}

function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() => resolvePort(typeof address === "object" && address ? address.port : 0));
    });
  });
}

async function waitUntilReady(baseUrl: string, server: ChildProcess, timeoutMs = 90_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`production server exited with code ${server.exitCode}`);
    try {
      const response = await fetch(`${baseUrl}/readyz`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error("production server did not become ready in time");
}

function stop(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null) return Promise.resolve();
  return new Promise((resolveStop) => {
    server.once("exit", () => resolveStop());
    server.kill("SIGTERM");
    setTimeout(() => server.kill("SIGKILL"), 10_000).unref();
  });
}
