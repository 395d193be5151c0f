import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { createServer, type Server } from "node:net";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { maskDatabaseUrl } from "#server/startup.ts";
import { nodeVersionProblem } from "#server/node-version.js";

const ROOT = resolve(import.meta.dirname, "../..");
const dataDir = mkdtempSync(join(tmpdir(), "fantai-startup-"));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** Starts the real server entry with `env`; resolves with its exit code and what it wrote. */
function startServer(env: Record<string, string>): Promise<{ code: number | null; lines: Array<Record<string, unknown>>; output: string; ms: number }> {
  const started = Date.now();
  return new Promise((resolveRun) => {
    const child = spawn(process.execPath, ["--import", "./server/node-version.js", "server/index.ts"], {
      cwd: ROOT,
      env: {
        PATH: process.env.PATH,
        NODE_ENV: "production",
        HOST: "127.0.0.1",
        LOG_LEVEL: "info",
        DATABASE_URL: `sqlite:${join(dataDir, "unused.db")}`,
        ...env,
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    const killer = setTimeout(() => child.kill("SIGKILL"), 40_000);
    child.on("exit", (code) => {
      clearTimeout(killer);
      const lines = output
        .split("\n")
        .filter((line) => line.startsWith("{"))
        .map((line) => JSON.parse(line) as Record<string, unknown>);
      resolveRun({ code, lines, output, ms: Date.now() - started });
    });
  });
}

function expectOneFatalSentence(run: { code: number | null; lines: Array<Record<string, unknown>>; output: string }, pattern: RegExp) {
  expect(run.code).toBe(1);
  const fatal = run.lines.filter((line) => line.level === "fatal" || line.level === 60);
  expect(fatal, run.output).toHaveLength(1);
  expect(String(fatal[0]!.msg)).toMatch(pattern);
  expect(run.output).not.toMatch(/\n\s+at /); // no stack trace
  return String(fatal[0]!.msg);
}

describe("start-up failures read like sentences", () => {
  it("a bad variable: every problem named in one fatal line, exit 1", async () => {
    const run = await startServer({ PORT: "eighty", TRUST_PROXY: "yes" });
    const message = expectOneFatalSentence(run, /^The environment is not valid: /);
    expect(message).toContain("PORT");
    expect(message).toContain("TRUST_PROXY");
  }, 60_000);

  it("DATABASE_URL=sqlite: (no file) is refused instead of running in memory", async () => {
    const run = await startServer({ DATABASE_URL: "sqlite:", PORT: "0" });
    expectOneFatalSentence(run, /DATABASE_URL: sqlite: needs a file/);
  }, 60_000);

  it("a port in use is found before the database is touched", async () => {
    const taken: Server = createServer();
    await new Promise<void>((done) => taken.listen(0, "127.0.0.1", () => done()));
    const port = (taken.address() as { port: number }).port;
    const file = join(dataDir, "never-created.db");
    try {
      const run = await startServer({ PORT: String(port), DATABASE_URL: `sqlite:${file}` });
      expectOneFatalSentence(run, new RegExp(`^Port ${port} on 127\\.0\\.0\\.1 is already in use`));
      expect(existsSync(file)).toBe(false);
    } finally {
      taken.close();
    }
  }, 60_000);

  it("an unreachable database is retried with back-off, then named with its password masked", async () => {
    const run = await startServer({ PORT: "0", DATABASE_URL: "postgres://fantai:s3cret-pass@127.0.0.1:9/fantai", DATABASE_CONNECT_TIMEOUT_MS: "1500" });
    expectOneFatalSentence(run, /^The database at DATABASE_URL=postgres:\/\/fantai:\*\*\*@127\.0\.0\.1:9\/fantai could not be reached in 2 s/);
    expect(run.lines.filter((line) => line.level === 40 || line.level === "warn").length).toBeGreaterThanOrEqual(2);
    expect(run.output).not.toContain("s3cret-pass");
  }, 60_000);
});

describe("the helpers", () => {
  it("mask passwords in database URLs", () => {
    expect(maskDatabaseUrl("postgres://u:p%40ss@db:5432/x?sslmode=require")).toBe("postgres://u:***@db:5432/x?sslmode=require");
    expect(maskDatabaseUrl("postgres://db/x?password=hunter2")).toBe("postgres://db/x?password=***");
    expect(maskDatabaseUrl("sqlite:data/fantai.db")).toBe("sqlite:data/fantai.db");
  });

  it("ask for Node 24 or newer", () => {
    expect(nodeVersionProblem("22.11.0")).toMatch(/^Node 24 or newer is needed; this is Node 22\.11\.0/);
    expect(nodeVersionProblem("24.0.0")).toBeUndefined();
    expect(nodeVersionProblem("26.1.0")).toBeUndefined();
  });
});
