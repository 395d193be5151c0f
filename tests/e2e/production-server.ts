import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";

const ROOT = resolve(import.meta.dirname, "../..");

export interface ProductionServer {
  baseUrl: string;
  /** Stops the server and removes its data. */
  stop(): Promise<void>;
}

/** The production build on a free port, over a fresh SQLite database in a temporary folder (e2e tests, scripts/check-budgets.ts). */
export async function startProductionServer(env: Record<string, string>): Promise<ProductionServer> {
  if (!existsSync(join(ROOT, "build/server/index.js"))) throw new Error("No production build: run `npm run build` first (npm test does).");
  const dataDir = mkdtempSync(join(tmpdir(), "fantai-e2e-"));
  const port = await freePort();
  const server = spawn(process.execPath, ["server/index.ts"], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATABASE_URL: `sqlite:${join(dataDir, "e2e.db")}`,
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
    stdio: ["ignore", "inherit", "inherit"],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitUntilReady(baseUrl, server);
  return {
    baseUrl,
    async stop() {
      await stop(server);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
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
