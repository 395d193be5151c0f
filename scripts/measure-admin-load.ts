/**
 * The admin's time to interactive on a product's page, on a desktop profile (docs/benchmarks.md, decision 094):
 * signs in through the API, opens /admin/commodity-administration/<id> in a fresh tab with a Playwright trace,
 * and prints when the first API call left, what the browser loaded before it (with encoded sizes), when the
 * form showed the product, and when the main thread was last busy with a long task after that.
 *
 *   node scripts/measure-admin-load.ts --url http://127.0.0.1:3000 --id 3 [--runs 3] [--trace /tmp/admin-trace.zip]
 *
 * ADMIN_EMAIL / ADMIN_PASSWORD name the account (as for the server). Needs /usr/bin/chromium-headless-shell.
 */
import { parseArgs } from "node:util";
import { chromium, type Request } from "playwright-core";

const { values } = parseArgs({
  options: {
    url: { type: "string", default: "http://127.0.0.1:3000" },
    id: { type: "string", default: "3" },
    runs: { type: "string", default: "3" },
    trace: { type: "string" },
  },
});
const origin = values.url!;
const path = `/admin/commodity-administration/${values.id}`;

async function signIn(): Promise<string> {
  const response = await fetch(`${origin}/api/login`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ email: process.env.ADMIN_EMAIL ?? "admin@fantai.example", password: process.env.ADMIN_PASSWORD }),
  });
  if (!response.ok) throw new Error(`sign-in answered ${response.status}`);
  return ((await response.json()) as { data: { token: string } }).data.token;
}

async function productName(token: string): Promise<string> {
  const response = await fetch(`${origin}/api/ad/commodities/${values.id}`, { headers: { Authorization: `Bearer ${token}` } });
  const body = (await response.json()) as { data: { en_name: string } };
  return body.data.en_name;
}

interface Loaded {
  url: string;
  type: string;
  at: number;
  bytes: number;
}

async function measureOnce(token: string, name: string, trace?: string) {
  const browser = await chromium.launch({ executablePath: "/usr/bin/chromium-headless-shell" });
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await page.goto(`${origin}/robots.txt`);
  await page.evaluate((value) => sessionStorage.setItem("FANTAI_token", value), token);
  await page.addInitScript(() => {
    const tasks: Array<[number, number]> = [];
    (window as unknown as { longTasks: typeof tasks }).longTasks = tasks;
    new PerformanceObserver((list) => list.getEntries().forEach((entry) => tasks.push([entry.startTime, entry.duration]))).observe({
      type: "longtask",
      buffered: true,
    });
  });
  if (trace) await context.tracing.start({ screenshots: true, snapshots: true });
  const requests: Array<{ request: Request; at: number }> = [];
  const started = Date.now();
  page.on("request", (request) => requests.push({ request, at: Date.now() - started }));
  await page.goto(`${origin}${path}`);
  await page.waitForFunction((text) => [...document.querySelectorAll("input")].some((input) => input.value === text), name, { timeout: 60_000, polling: 20 });
  const formShown = Date.now() - started;
  await page.waitForTimeout(2000); // long tasks that follow the form's first paint
  const { navigationStart, longTasks } = await page.evaluate(() => ({
    navigationStart: performance.timeOrigin,
    longTasks: (window as unknown as { longTasks: Array<[number, number]> }).longTasks,
  }));
  if (trace) await context.tracing.stop({ path: trace });
  const offset = navigationStart - started; // the page's clock against this script's
  const lastLongTaskEnd = Math.max(0, ...longTasks.map(([start, duration]) => offset + start + duration));
  const loaded: Loaded[] = await Promise.all(
    requests.map(async ({ request, at }) => ({
      url: request.url().replace(origin, ""),
      type: request.resourceType(),
      at,
      bytes: (await request.sizes().catch(() => ({ responseBodySize: 0 }))).responseBodySize,
    })),
  );
  await browser.close();
  const firstApi = loaded.find((entry) => entry.url.startsWith("/api/"));
  return {
    firstApiAt: firstApi?.at ?? NaN,
    formShown,
    interactive: Math.max(formShown, lastLongTaskEnd),
    longTaskMs: longTasks.reduce((sum, [, duration]) => sum + duration, 0),
    beforeApi: loaded.filter((entry) => firstApi && entry.at <= firstApi.at),
  };
}

const token = await signIn();
const name = await productName(token);
const runs = [];
for (let run = 0; run < Number(values.runs); run++) runs.push(await measureOnce(token, name, run === 0 ? values.trace : undefined));
for (const [index, run] of runs.entries())
  console.log(
    `run ${index + 1}: first API call at ${run.firstApiAt} ms, form shows the product at ${run.formShown} ms, interactive at ${Math.round(run.interactive)} ms (long tasks ${Math.round(run.longTaskMs)} ms)`,
  );
console.log(`before the first API call (run 1):`);
for (const entry of runs[0]!.beforeApi)
  console.log(`  ${String(entry.at).padStart(5)} ms  ${entry.type.padEnd(10)} ${String(entry.bytes).padStart(8)} B  ${entry.url.slice(0, 110)}`);
const total = runs[0]!.beforeApi.filter((entry) => entry.type === "script").reduce((sum, entry) => sum + entry.bytes, 0);
console.log(`  scripts before the first API call: ${(total / 1024).toFixed(1)} kB encoded`);
