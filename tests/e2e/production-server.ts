import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
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

/**
 * The production build on a free port, over a fresh database (e2e tests, scripts/check-budgets.ts):
 * a SQLite file in a temporary folder, or, when E2E_DATABASE_URL names a PostgreSQL server, a
 * database of its own created there and dropped when the server stops.
 */
export async function startProductionServer(env: Record<string, string>, { captureOutput = false } = {}): Promise<ProductionServer> {
  if (!existsSync(join(ROOT, "build/server/index.js"))) throw new Error("No production build: run `npm run build` first (npm test does).");
  const dataDir = mkdtempSync(join(tmpdir(), "fantai-e2e-"));
  const database = await freshDatabase(dataDir);
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
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitUntilReady(baseUrl, server);
  } catch (error) {
    await cleanUp();
    throw error;
  }
  return { baseUrl, stop: cleanUp, child: server, output };
}

/** A SQLite file in `dataDir`, or a new database on the PostgreSQL server named by E2E_DATABASE_URL. */
async function freshDatabase(dataDir: string): Promise<{ url: string; drop(): Promise<void> }> {
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
  await administer(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => administer(`drop database if exists ${name} with (force)`) };
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
