/**
 * Checks the public site's budgets (issues 4 and 41) against the production build, on every page type of the
 * route table (scripts/budget-pages.ts; home, the product list and a product in French and Dutch too):
 *
 *   - JavaScript sent to a first visit: at most 100 kB compressed, no admin code;
 *   - layout shift: CLS 0 while loading and scrolling (phone and desktop);
 *   - Lighthouse (mobile, simulated throttling): performance >= 98, FCP <= 1.2 s, TBT <= 100 ms,
 *     accessibility, best practices and SEO = 100 (a page that is noindex on purpose is not charged for it).
 *
 * The 404 page is measured as it is served, with its 404 status: Lighthouse refuses a document that answers an error
 * (ERRORED_DOCUMENT_REQUEST) unless told to accept it with its `ignoreStatusCode` setting, which is given for that page
 * only (any other page answering an error is still a failed run). The script checks that the page does answer 404,
 * and does not charge it for what that status makes Lighthouse report (see seoScore and bestPracticesScore).
 *
 * Usage: npm run build && node scripts/check-budgets.ts [--url http://localhost:3000] [--runs 3] [--json out.json]
 *        [--pages ",products,product/*"] (route paths of scripts/budget-pages.ts, comma-separated; default all)
 * Without --url it starts the built server on a fresh, seeded SQLite database (like the e2e tests).
 * Chromium: CHROMIUM_PATH, else /usr/bin/chromium. Exits 1 when a budget is missed.
 */
import { writeFileSync } from "node:fs";
import { cpus, totalmem } from "node:os";
import { parseArgs } from "node:util";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { chromium } from "playwright-core";
import { startProductionServer } from "../tests/e2e/production-server.ts";
import { BUDGET_PAGES, EVERY_LANGUAGE } from "./budget-pages.ts";

const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

export const BUDGETS = {
  /** Compressed JavaScript of a first visit, in kB (1000 bytes). */
  jsKb: 100,
  cls: 0,
  performance: 98,
  fcpMs: 1200,
  tbtMs: 100,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
} as const;

const { values: args } = parseArgs({
  options: { url: { type: "string" }, runs: { type: "string", default: "3" }, json: { type: "string" }, pages: { type: "string" } },
});

/** The addresses that answer 404 on purpose (the "*" route's): measured with their status, which must be 404. */
const NOT_FOUND_PAGES = new Set(BUDGET_PAGES["*"]);

/** The addresses to measure: the chosen page types' (all by default), and the French and Dutch ones of EVERY_LANGUAGE. */
function pagesToMeasure(): string[] {
  const types = args.pages === undefined ? Object.keys(BUDGET_PAGES) : args.pages.split(",");
  const unknown = types.filter((type) => !(type in BUDGET_PAGES));
  if (unknown.length) throw new Error(`Not a page type of scripts/budget-pages.ts: ${unknown.join(", ")}`);
  return types.flatMap((type) => {
    const addresses = BUDGET_PAGES[type]!;
    if (!EVERY_LANGUAGE.includes(type)) return addresses;
    return addresses.flatMap((address) => [address, ...["fr", "nl"].map((locale) => `/${locale}${address === "/" ? "" : address}`)]);
  });
}

interface Result {
  check: string;
  value: string;
  budget: string;
  ok: boolean;
}

async function main() {
  const server = args.url ? null : await startProductionServer({});
  const base = (args.url ?? server!.baseUrl).replace(/\/$/, "");
  const results: Result[] = [];
  const pages = pagesToMeasure();
  try {
    results.push(...(await measureFirstVisitJavaScript(base, pages)));
    results.push(...(await measureLayoutShift(base, pages)));
    results.push(...(await runLighthouse(base, pages, Number(args.runs))));
  } finally {
    await server?.stop();
  }

  const machine = `${cpus().length} × ${cpus()[0]?.model.trim() ?? "CPU"}, ${Math.round(totalmem() / 2 ** 30)} GB RAM, Node ${process.version}`;
  console.log(`\nBudgets of the public pages (${new Date().toISOString().slice(0, 10)}, ${machine})\n`);
  console.log("| Check | Measured | Budget | |");
  console.log("|---|---|---|---|");
  for (const r of results) console.log(`| ${r.check} | ${r.value} | ${r.budget} | ${r.ok ? "✅" : "❌"} |`);
  if (args.json) writeFileSync(args.json, JSON.stringify({ machine, results }, null, 2));
  const failed = results.filter((r) => !r.ok);
  if (failed.length) {
    console.error(`\n${failed.length} budget(s) missed.`);
    process.exitCode = 1;
  }
}

/** Compressed bytes of every script a first visit of each page downloads (until the network is quiet), on a phone. */
async function measureFirstVisitJavaScript(base: string, pages: string[]): Promise<Result[]> {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ["--headless", "--no-sandbox", "--disable-gpu"] });
  try {
    const results: Result[] = [];
    for (const path of pages) {
      const context = await browser.newContext({ viewport: { width: 375, height: 740 } });
      await context.addCookies([{ name: "lang", value: "en", url: base }]);
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send("Network.enable");
      const scripts = new Map<string, { url: string; bytes: number }>();
      cdp.on("Network.responseReceived", (event) => {
        if (event.type === "Script") scripts.set(event.requestId, { url: event.response.url, bytes: 0 });
      });
      cdp.on("Network.loadingFinished", (event) => {
        const script = scripts.get(event.requestId);
        if (script) script.bytes = event.encodedDataLength;
      });
      await page.goto(`${base}${path}`, { waitUntil: "networkidle" });
      // Until the idle prefetch (product rules §4: after 2000 ms) starts, which is not part of the first visit.
      await page.waitForTimeout(1000);
      const list = [...scripts.values()];
      // The compressed JavaScript itself (Resource Timing's encodedBodySize), and on the wire with HTTP headers.
      const bodies = await page.evaluate(() =>
        performance
          .getEntriesByType("resource")
          .filter((entry) => /\.js(\?|$)/.test(entry.name))
          .map((entry) => (entry as PerformanceResourceTiming).encodedBodySize),
      );
      const body = bodies.reduce((sum, bytes) => sum + bytes, 0) / 1000;
      const wire = list.reduce((sum, s) => sum + s.bytes, 0) / 1000;
      const admin = list.filter((s) => /\/assets\/(app|admin|antd)[-.]/.test(s.url));
      results.push({
        check: `JavaScript, first visit ${path} (phone, ${list.length} files; compressed bodies, ${wire.toFixed(1)} kB with HTTP headers)`,
        value: `${body.toFixed(1)} kB`,
        budget: `≤ ${BUDGETS.jsKb} kB`,
        ok: body <= BUDGETS.jsKb,
      });
      if (admin.length) results.push({ check: `Admin code on ${path}`, value: admin.map((s) => s.url).join(", "), budget: "none", ok: false });
      await context.close();
    }
    return results;
  } finally {
    await browser.close();
  }
}

/** Cumulative layout shift while loading and scrolling through each page, on a phone and a desktop. */
async function measureLayoutShift(base: string, pages: string[]): Promise<Result[]> {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ["--headless", "--no-sandbox", "--disable-gpu"] });
  try {
    const results: Result[] = [];
    for (const path of pages) {
      const scores: number[] = [];
      for (const viewport of [
        { width: 375, height: 740 },
        { width: 1280, height: 800 },
      ]) {
        const context = await browser.newContext({ viewport });
        await context.addCookies([{ name: "lang", value: "en", url: base }]);
        const page = await context.newPage();
        await page.addInitScript(() => {
          const w = window as unknown as { __cls: number; __shifts: string[] };
          w.__cls = 0;
          w.__shifts = [];
          // What moved, to say so when a page shifts: each source's element, its text, and where it went.
          const describe = (node: Node | null) => {
            const element = node instanceof Element ? node : node?.parentElement;
            if (!element) return "(removed)";
            const classes = typeof element.className === "string" && element.className ? `.${element.className.trim().split(/\s+/).join(".")}` : "";
            return `${element.tagName.toLowerCase()}${classes} "${(element.textContent ?? "").trim().slice(0, 40)}"`;
          };
          const box = (r: DOMRectReadOnly) => `${Math.round(r.x)},${Math.round(r.y)} ${Math.round(r.width)}×${Math.round(r.height)}`;
          type Shift = PerformanceEntry & {
            value: number;
            hadRecentInput: boolean;
            sources: { node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
          };
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as Shift[]) {
              if (entry.hadRecentInput) continue;
              w.__cls += entry.value;
              const moved = entry.sources.map((source) => `${describe(source.node)} ${box(source.previousRect)} → ${box(source.currentRect)}`);
              w.__shifts.push(`${entry.value.toFixed(4)} at ${Math.round(entry.startTime)} ms, scrolled ${Math.round(scrollY)} px: ${moved.join("; ")}`);
            }
          }).observe({ type: "layout-shift", buffered: true });
        });
        await page.goto(`${base}${path}`, { waitUntil: "networkidle" });
        await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
        await page.evaluate(async () => {
          for (let y = 0; y < document.body.scrollHeight; y += 400) {
            window.scrollTo(0, y);
            await new Promise((r) => setTimeout(r, 50));
          }
        });
        await page.waitForTimeout(500);
        const { cls, shifts } = await page.evaluate(() => {
          const w = window as unknown as { __cls: number; __shifts: string[] };
          return { cls: w.__cls, shifts: w.__shifts };
        });
        for (const shift of shifts) console.error(`${path} at ${viewport.width} px: layout shift ${shift}`);
        scores.push(cls);
        await context.close();
      }
      const worst = Math.max(...scores);
      results.push({
        check: `CLS ${path} (phone / desktop, load and scroll)`,
        value: scores.map((s) => s.toFixed(4)).join(" / "),
        budget: `${BUDGETS.cls}`,
        ok: worst <= BUDGETS.cls,
      });
    }
    return results;
  } finally {
    await browser.close();
  }
}

/** Lighthouse's default (mobile, simulated throttling) on each page; the median of `runs` runs. */
async function runLighthouse(base: string, pages: string[], runs: number): Promise<Result[]> {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu"] });
  try {
    const results: Result[] = [];
    for (const path of pages) {
      const samples: Record<string, number>[] = [];
      let lastError = "";
      const notFound = NOT_FOUND_PAGES.has(path);
      if (notFound) {
        const status = (await fetch(`${base}${path}`, { headers: { Cookie: "lang=en" } })).status;
        results.push({ check: `Answer status of ${path}`, value: String(status), budget: "404", ok: status === 404 });
      }
      // A run Lighthouse itself could not complete (its runtimeError) is reported and replaced, up to three times.
      for (let attempt = 0; samples.length < runs && attempt < runs + 3; attempt++) {
        const result = await lighthouse(`${base}${path}`, {
          port: chrome.port,
          output: "json",
          logLevel: "error",
          onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
          extraHeaders: { Cookie: "lang=en" },
          // The 404 page's error status is what it should answer: Lighthouse measures it instead of refusing it.
          ignoreStatusCode: notFound,
        });
        const lhr = result!.lhr;
        if (lhr.runtimeError) {
          lastError = lhr.runtimeError.code;
          console.error(`${path}: Lighthouse run failed (${lhr.runtimeError.code}: ${lhr.runtimeError.message}); running it again`);
          continue;
        }
        const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
        const failing = Object.values(lhr.audits)
          .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === "binary")
          .map((a) => a.id);
        if (failing.length) console.error(`${path}: failing audits: ${failing.join(", ")}`);
        samples.push({
          performance: score("performance"),
          accessibility: score("accessibility"),
          bestPractices: bestPracticesScore(lhr, notFound),
          seo: seoScore(lhr, notFound),
          lcp: lhr.audits["largest-contentful-paint"]?.numericValue ?? 0,
          tbt: lhr.audits["total-blocking-time"]?.numericValue ?? 0,
          cls: lhr.audits["cumulative-layout-shift"]?.numericValue ?? 0,
          fcp: lhr.audits["first-contentful-paint"]?.numericValue ?? 0,
        });
      }
      // A page Lighthouse refuses outright (an error status where none is expected: ERRORED_DOCUMENT_REQUEST) is reported, not measured.
      if (!samples.length) {
        results.push({ check: `Lighthouse mobile ${path}: no run completed`, value: lastError, budget: `${runs} run(s)`, ok: false });
        continue;
      }
      const median = (key: string) => {
        const sorted = samples.map((s) => s[key]!).sort((a, b) => a - b);
        return sorted[Math.floor(sorted.length / 2)]!;
      };
      const perf = median("performance");
      const [fcp, tbt] = [median("fcp"), median("tbt")];
      results.push({ check: `Lighthouse mobile ${path}: FCP`, value: `${Math.round(fcp)} ms`, budget: `≤ ${BUDGETS.fcpMs} ms`, ok: fcp <= BUDGETS.fcpMs });
      results.push({ check: `Lighthouse mobile ${path}: TBT`, value: `${Math.round(tbt)} ms`, budget: `≤ ${BUDGETS.tbtMs} ms`, ok: tbt <= BUDGETS.tbtMs });
      results.push({
        check: `Lighthouse mobile ${path}: performance (median of ${runs}; FCP ${Math.round(median("fcp"))} ms, LCP ${Math.round(median("lcp"))} ms, TBT ${Math.round(median("tbt"))} ms, CLS ${median("cls").toFixed(3)})`,
        value: `${perf} (${samples.map((s) => s.performance).join(", ")})`,
        budget: `≥ ${BUDGETS.performance}`,
        ok: perf >= BUDGETS.performance,
      });
      for (const [key, label, budget] of [
        ["accessibility", "accessibility", BUDGETS.accessibility],
        ["bestPractices", "best practices", BUDGETS.bestPractices],
        ["seo", "SEO", BUDGETS.seo],
      ] as const) {
        const value = Math.min(...samples.map((s) => s[key]!));
        results.push({ check: `Lighthouse mobile ${path}: ${label}`, value: String(value), budget: `= ${budget}`, ok: value >= budget });
      }
      results.push({ check: `Lighthouse mobile ${path}: CLS`, value: median("cls").toFixed(3), budget: `${BUDGETS.cls}`, ok: median("cls") <= BUDGETS.cls });
    }
    return results;
  } finally {
    chrome.kill();
  }
}

type LighthouseResult = NonNullable<Awaited<ReturnType<typeof lighthouse>>>["lhr"];

/**
 * The SEO score, without the audits a page fails on purpose: the crawlability audit when the page asks not to be
 * indexed (a thank-you page, a comparison, the owner space, an error page), and on the 404 page the status audit
 * (`http-status-code` fails any status from 400 on, and a missing page must answer 404 so that search engines drop
 * it; the script checks that 404 apart). Such a page cannot score 100 and should not.
 */
function seoScore(lhr: LighthouseResult, notFound: boolean): number {
  const excused = new Set<string>();
  if (lhr.audits["is-crawlable"]?.score === 0) excused.add("is-crawlable");
  if (notFound && lhr.audits["http-status-code"]?.score === 0) excused.add("http-status-code");
  return categoryScore(lhr, "seo", excused);
}

/**
 * The best-practices score; on the 404 page without `errors-in-console` when the only error logged is the browser's
 * own line about the document's 404 status ("Failed to load resource: … 404"), which every page answering 404 gets.
 * Any other console error there is still charged.
 */
function bestPracticesScore(lhr: LighthouseResult, notFound: boolean): number {
  const excused = new Set<string>();
  const audit = lhr.audits["errors-in-console"];
  const items = (audit?.details as { items?: { source?: string; sourceLocation?: { url?: string } }[] } | undefined)?.items ?? [];
  const onlyTheStatus = items.every((item) => item.source === "network" && item.sourceLocation?.url === lhr.finalDisplayedUrl);
  if (notFound && audit?.score === 0 && items.length > 0 && onlyTheStatus) excused.add("errors-in-console");
  return categoryScore(lhr, "best-practices", excused);
}

/** A category's score (0–100) with the `excused` audits left out of its weighted mean. */
function categoryScore(lhr: LighthouseResult, id: string, excused: Set<string>): number {
  const category = lhr.categories[id]!;
  if (!excused.size) return Math.round((category.score ?? 0) * 100);
  const refs = category.auditRefs.filter((ref) => !excused.has(ref.id) && ref.weight > 0);
  const weight = refs.reduce((sum, ref) => sum + ref.weight, 0);
  const scored = refs.reduce((sum, ref) => sum + ref.weight * (lhr.audits[ref.id]?.score ?? 0), 0);
  return Math.round((scored / weight) * 100);
}

await main();
