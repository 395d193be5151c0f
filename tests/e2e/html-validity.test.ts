import { execFile } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterAll, describe, expect, it } from "vitest";
import { baseUrl } from "./utils.ts";

const BOT = { "user-agent": "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)" };
const VNU_JAR = createRequire(import.meta.url)("vnu-jar") as string;

/** One page of each public type: in three languages each. */
const PAGES = [
  "/",
  "/fantai",
  "/partner",
  "/benefits",
  "/products",
  "/products?sortid=1&f.self_propelled=1",
  "/products/lawn-mowers?sortid=1",
  "/products/push-mowers?sortid=2",
  "/product/40V-46-cm-Brushless-Push-Lawn-Mower?articleID=3",
  "/blog",
  "/blog/Battery-care-in-winter:-how-to-store-your-40V-batteries?articleID=1",
  "/faq",
  "/service",
  "/contact",
  "/thanks",
  "/my",
  "/dealers",
  "/dealers?q=Gand",
  "/dealers?q=Xyzzyville",
  "/manuals",
  "/manuals/printed-copy?document=1",
  "/register",
  "/compare?ids=3,4,5",
  "/no-such-page",
];

/**
 * The checker's known lags behind the standards, still refused by vnu 26.9: `<link rel="expect" blocking="render">`
 * (decision 029), standard since 2023 (https://html.spec.whatwg.org/#link-type-expect); and, in the inlined styles,
 * CSS container queries (https://www.w3.org/TR/css-contain-3/#container-queries, in every browser since 2023), which
 * size the product cards' names to the card.
 */
const CHECKER_LAGS = [
  /A “link” element with a “blocking” attribute must have a “rel” attribute whose value is “stylesheet”/,
  /^CSS: “container-type”: Property “container-type” doesn't exist\./,
  /^CSS: Unrecognized at-rule “@container”/,
];

interface VnuMessage {
  type: string;
  url: string;
  message: string;
  extract?: string;
}

const folder = mkdtempSync(join(tmpdir(), "fantai-vnu-"));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

describe("valid HTML (the W3C Nu checker)", () => {
  it("reports no error on any public page type in English, French and Dutch", { timeout: 180_000 }, async () => {
    const files: string[] = [];
    for (const path of PAGES) {
      for (const prefix of ["", "/fr", "/nl"]) {
        const localized = prefix && path === "/" ? prefix : `${prefix}${path}`;
        const response = await fetch(new URL(localized, baseUrl()), { headers: BOT });
        const file = join(folder, `${files.length}-${localized.replace(/[^a-z0-9]+/gi, "_")}.html`);
        writeFileSync(file, await response.text());
        files.push(file);
      }
    }
    const { stdout, stderr } = await promisify(execFile)("java", ["-jar", VNU_JAR, "--errors-only", "--format", "json", "--exit-zero-always", ...files], {
      maxBuffer: 64 * 1024 * 1024,
    });
    const messages = (JSON.parse(stderr || stdout) as { messages: VnuMessage[] }).messages.filter(
      (m) => m.type === "error" && !CHECKER_LAGS.some((lag) => lag.test(m.message)),
    );
    const report = messages.map((m) => `${m.url.split("/").pop()}: ${m.message} [${m.extract ?? ""}]`);
    expect(report).toEqual([]);
  });
});
