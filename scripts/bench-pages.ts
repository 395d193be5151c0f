/**
 * Pages side by side (docs/benchmarks.md): the production server against nginx serving the
 * very same bytes, and against a bare React Router 8 'hello' page on the same machine. Absolute
 * figures move from run to run on a shared machine; the ratios are what the targets name.
 *
 *   node scripts/bench-pages.ts [--duration 10] [--mixed 60]
 *
 * Needs `npm run build` first, nginx (/usr/sbin/nginx) and wrk (/usr/bin/wrk). It
 *  1. starts `server/index.ts` in production mode over a fresh SQLite database with the demo content
 *     (request logs at warn), once with the render cache and once with PAGE_CACHE_MAX_BYTES=0;
 *  2. saves the home page's bytes and serves them with nginx (one worker, sendfile, no logs);
 *  3. builds scripts/bench-bare-react-router into a throwaway directory and serves it with
 *     Express and @react-router/express alone, and serves the home page's bytes with node:http alone
 *     (Node's own floor on the machine: what no Node server can beat, for the throughput and p99 rows);
 *  4. runs wrk -t2 -c50 for each (and -c100 on cached pages, without and with gzip), the public product list API, and a
 *     mixed load (cached pages, uncached list pages, API reads) for --mixed seconds, recording the
 *     server's resident memory (VmRSS) at start, in the middle and at the end.
 * Prints a Markdown table of requests/s, latencies, errors and ratios.
 */
import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { cpus, loadavg, tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { parseArgs } from "node:util";
import { setTimeout as sleep } from "node:timers/promises";

const ROOT = resolve(import.meta.dirname, "..");
const { values: args } = parseArgs({
  options: {
    duration: { type: "string", default: "10" },
    mixed: { type: "string", default: "60" },
    "bare-serve": { type: "string" },
    "node-serve": { type: "string" },
  },
});

interface WrkResult {
  requestsPerSecond: number;
  p50: string;
  p99: string;
  errors: number;
  non2xx: number;
}

/** Child process for the bare page: Express and React Router's request handler, nothing else. */
async function bareServe(directory: string): Promise<void> {
  const express = (await import("express")).default;
  const { createRequestHandler } = await import("@react-router/express");
  const build = await import(join(directory, "server/index.js"));
  const app = express();
  app.use("/assets", express.static(join(directory, "client/assets"), { immutable: true, maxAge: "1y" }));
  app.use(createRequestHandler({ build, mode: "production" }));
  const server = app.listen(0, "127.0.0.1", () => {
    const address = server.address();
    process.stdout.write(`PORT ${typeof address === "object" && address ? address.port : 0}\n`);
  });
}

/** Child process for Node's own floor: node:http answering every request with one file's bytes, nothing else. */
async function nodeServe(file: string): Promise<void> {
  const { createServer } = await import("node:http");
  const body = readFileSync(file);
  const server = createServer((_req, res) => {
    res.writeHead(200, { "Content-Type": "text/html; charset=utf-8", "Content-Length": body.length });
    res.end(body);
  }).listen(0, "127.0.0.1", () => {
    const address = server.address();
    process.stdout.write(`PORT ${typeof address === "object" && address ? address.port : 0}\n`);
  });
}

/** A child process that prints `PORT <n>` once it listens. */
async function startChild(args: string[], children: ChildProcess[]): Promise<number> {
  const child = spawn(process.execPath, [import.meta.filename, ...args], {
    stdio: ["ignore", "pipe", "inherit"],
    env: { ...process.env, NODE_ENV: "production" },
  });
  children.push(child);
  return new Promise<number>((resolve, reject) => {
    child.stdout!.on("data", (chunk: Buffer) => {
      const port = /PORT (\d+)/.exec(String(chunk))?.[1];
      if (port) resolve(Number(port));
    });
    child.once("exit", () => reject(new Error(`${args.join(" ")} stopped`)));
  });
}

function freePort(): number {
  return 20_000 + Math.floor(Math.random() * 20_000);
}

async function waitFor(url: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await sleep(100);
  }
  throw new Error(`${url} did not answer in ${timeoutMs} ms`);
}

function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  return Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)![1]) / 1024);
}

function wrk(
  url: string,
  { connections = 50, duration = Number(args.duration), script }: { connections?: number; duration?: number; script?: string } = {},
): WrkResult {
  const output = execFileSync(
    "/usr/bin/wrk",
    ["-t2", `-c${connections}`, `-d${duration}s`, "--latency", "--timeout", "5s", ...(script ? ["-s", script] : []), url],
    { encoding: "utf8" },
  );
  const percentile = (p: string) => new RegExp(`^\\s+${p}%\\s+(\\S+)`, "m").exec(output)?.[1] ?? "?";
  const errors = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(output);
  return {
    requestsPerSecond: Number(/Requests\/sec:\s+([\d.]+)/.exec(output)?.[1] ?? 0),
    p50: percentile("50"),
    p99: percentile("99"),
    errors: errors ? errors.slice(1).reduce((sum, n) => sum + Number(n), 0) : 0,
    non2xx: Number(/Non-2xx or 3xx responses: (\d+)/.exec(output)?.[1] ?? 0),
  };
}

function startSite(directory: string, port: number, env: Record<string, string>): ChildProcess {
  return spawn(process.execPath, ["--import", "./server/node-version.js", "server/index.ts"], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: "production",
      SEED_DEMO: "true",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATABASE_URL: `sqlite:${join(directory, "site.db")}`,
      UPLOAD_DIR: join(directory, "uploads"),
      FILES_DIR: join(directory, "files"),
      LOG_LEVEL: "warn",
      SHUTDOWN_DRAIN_MS: "0",
      // As `npm start` runs it (package.json).
      MALLOC_ARENA_MAX: "2",
      NODE_OPTIONS: "--max-semi-space-size=8 --max-old-space-size=192",
      ...env,
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.kill("SIGINT");
  await exited;
}

async function main(): Promise<void> {
  if (args["bare-serve"]) return bareServe(args["bare-serve"]);
  if (args["node-serve"]) return nodeServe(args["node-serve"]);
  const directory = mkdtempSync(join(tmpdir(), "fantai-bench-pages-"));
  const children: ChildProcess[] = [];
  const rows: string[] = [];
  const row = (name: string, url: string, result: WrkResult, extra = "") =>
    rows.push(
      `| ${name} | \`${url}\` | ${Math.round(result.requestsPerSecond).toLocaleString("en")} | ${result.p50} | ${result.p99} | ${result.errors + result.non2xx} | ${extra} |`,
    );
  try {
    console.log(
      `machine: ${cpus().length} × ${cpus()[0]?.model}, Node ${process.version}, load average ${loadavg()
        .map((n) => n.toFixed(1))
        .join(" ")}`,
    );

    // 1. The site with its render cache.
    const port = freePort();
    const site = startSite(directory, port, {});
    children.push(site);
    const origin = `http://127.0.0.1:${port}`;
    await waitFor(`${origin}/readyz`);
    const rss = { start: rssMb(site.pid!), middle: 0, end: 0 };
    const home = Buffer.from(await (await fetch(`${origin}/`)).arrayBuffer());
    console.log(`home page: ${home.length} bytes; RSS at start ${rss.start} MB`);

    // 2. nginx with the same bytes.
    const www = join(directory, "www");
    mkdirSync(www);
    // nginx's worker runs as an unprivileged user when started by root: the page must be readable to it.
    chmodSync(directory, 0o755);
    writeFileSync(join(www, "index.html"), home);
    const nginxPort = freePort();
    const temp = join(directory, "nginx-temp");
    mkdirSync(temp);
    writeFileSync(
      join(directory, "nginx.conf"),
      `worker_processes 1; daemon off; pid ${directory}/nginx.pid; error_log ${directory}/nginx-error.log;
events { worker_connections 1024; }
http {
  access_log off; sendfile on; tcp_nopush on; keepalive_requests 1000000;
  client_body_temp_path ${temp}/body; proxy_temp_path ${temp}/proxy; fastcgi_temp_path ${temp}/fastcgi; uwsgi_temp_path ${temp}/uwsgi; scgi_temp_path ${temp}/scgi;
  server { listen 127.0.0.1:${nginxPort}; root ${www}; location / { default_type text/html; try_files /index.html =404; } }
}
`,
    );
    const nginx = spawn("/usr/sbin/nginx", ["-c", join(directory, "nginx.conf"), "-p", directory], { stdio: "inherit" });
    children.push(nginx);
    await waitFor(`http://127.0.0.1:${nginxPort}/`);

    // 3. The bare React Router page.
    // Inside node_modules, so the build's imports resolve to this project's packages.
    const bareBuild = join(ROOT, "node_modules/.cache/bench-bare-react-router");
    execFileSync(process.execPath, [join(ROOT, "node_modules/@react-router/dev/bin.cjs"), "build"], {
      cwd: join(ROOT, "scripts/bench-bare-react-router"),
      env: { ...process.env, BARE_BUILD_DIRECTORY: bareBuild, NODE_ENV: "production" },
      stdio: "ignore",
    });
    const barePort = await startChild(["--bare-serve", bareBuild], children);
    await waitFor(`http://127.0.0.1:${barePort}/`);
    // 4. Node's own floor: node:http with the same bytes, for what any Node server pays on this machine.
    const nodePort = await startChild(["--node-serve", join(www, "index.html")], children);
    await waitFor(`http://127.0.0.1:${nodePort}/`);

    // Warm-up of each, then the measured runs.
    for (const url of [`${origin}/`, `${origin}/products`, `http://127.0.0.1:${nginxPort}/`, `http://127.0.0.1:${barePort}/`, `http://127.0.0.1:${nodePort}/`])
      wrk(url, { duration: 3 });
    const nginxResult = wrk(`http://127.0.0.1:${nginxPort}/`);
    row("nginx, the home page's bytes", "/", nginxResult);
    const nodeResult = wrk(`http://127.0.0.1:${nodePort}/`);
    row("node:http alone, the home page's bytes", "/", nodeResult, `${(nodeResult.requestsPerSecond / nginxResult.requestsPerSecond).toFixed(2)}× nginx`);
    row("node:http alone, 100 connections", "/", wrk(`http://127.0.0.1:${nodePort}/`, { connections: 100 }));
    const cached = wrk(`${origin}/`);
    row("site, home page from the render cache", "/", cached, `**${(cached.requestsPerSecond / nginxResult.requestsPerSecond).toFixed(2)}× nginx**`);
    const gzipLua = join(directory, "gzip.lua");
    writeFileSync(gzipLua, `wrk.headers["Accept-Encoding"] = "gzip"\n`);
    const cachedGzip = wrk(`${origin}/`, { script: gzipLua });
    row("site, home page from the render cache, gzip", "/", cachedGzip);
    const cached100 = wrk(`${origin}/products`, { connections: 100 });
    row("site, /products from the render cache, 100 connections", "/products", cached100);
    // As browsers and CDNs ask: the stored bytes go out as they are, without the per-request gunzip above.
    const cached100Gzip = wrk(`${origin}/products`, { connections: 100, script: gzipLua });
    row("site, /products from the render cache, 100 connections, gzip", "/products", cached100Gzip);
    const api = wrk(`${origin}/api/commodities?page=1&perPage=9`);
    row("site, public product list API", "/api/commodities?page=1&perPage=9", api);

    // Mixed load: cached pages, list pages with many different queries, API reads.
    const lua = join(directory, "mixed.lua");
    writeFileSync(
      lua,
      `local paths = {"/", "/products", "/fr/products", "/nl", "/blog", "/faq", "/dealers", "/api/commodities?page=1&perPage=9", "/api/commodity/types"}
local n = 0
request = function()
  n = n + 1
  local path
  if n % 5 == 0 then path = "/products?page=" .. (n % 4 + 1) .. "&sort=" .. (n % 3) .. "&utm_campaign=" .. n else path = paths[n % #paths + 1] end
  return wrk.format("GET", path, {["Accept-Encoding"] = "gzip"})
end
`,
    );
    const mixedSeconds = Number(args.mixed);
    const half = Math.max(1, Math.round(mixedSeconds / 2));
    const mixedFirst = wrk(`${origin}/`, { duration: half, script: lua });
    rss.middle = rssMb(site.pid!);
    const mixedSecond = wrk(`${origin}/`, { duration: mixedSeconds - half, script: lua });
    rss.end = rssMb(site.pid!);
    row(`site, mixed load (${half} s)`, "mixed", mixedFirst, `RSS ${rss.middle} MB`);
    row(`site, mixed load (${mixedSeconds - half} s more)`, "mixed", mixedSecond, `RSS ${rss.end} MB`);
    await sleep(5_000);
    const idleAfter = rssMb(site.pid!);
    await stop(site);

    // 5. The same site with the render cache off: every request renders.
    const uncachedPort = freePort();
    const uncachedSite = startSite(directory, uncachedPort, { PAGE_CACHE_MAX_BYTES: "0" });
    children.push(uncachedSite);
    await waitFor(`http://127.0.0.1:${uncachedPort}/readyz`);
    wrk(`http://127.0.0.1:${uncachedPort}/`, { duration: 3 });
    const bareResult = wrk(`http://127.0.0.1:${barePort}/`);
    row("bare React Router 8 'hello' page", "/", bareResult);
    const uncached = wrk(`http://127.0.0.1:${uncachedPort}/`);
    row(
      "site, home page rendered (PAGE_CACHE_MAX_BYTES=0)",
      "/",
      uncached,
      `**${(uncached.requestsPerSecond / bareResult.requestsPerSecond).toFixed(2)}× bare**`,
    );

    console.log("\n| Case | Path | Requests/s | Median | p99 | Errors | |\n|---|---|---|---|---|---|---|");
    for (const line of rows) console.log(line);
    console.log(
      `\nRSS of the site: ${rss.start} MB at start, ${rss.middle} MB in the middle and ${rss.end} MB at the end of the mixed load, ${idleAfter} MB idle 5 s after.`,
    );
    console.log(
      `load average at the end: ${loadavg()
        .map((n) => n.toFixed(1))
        .join(" ")}`,
    );
  } finally {
    for (const child of children.reverse()) await stop(child).catch(() => undefined);
    rmSync(directory, { recursive: true, force: true });
    rmSync(join(ROOT, "node_modules/.cache/bench-bare-react-router"), { recursive: true, force: true });
  }
}

await main();
