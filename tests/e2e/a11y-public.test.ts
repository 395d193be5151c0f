import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { publicRoutePaths } from "#tests/support/route-paths.ts";
import { BUDGET_PAGES } from "../../scripts/budget-pages.ts";
import { DESKTOP, PHONE, useBrowser, visit } from "./utils.ts";

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

interface Violation {
  id: string;
  impact: string;
  help: string;
  nodes: { target: string[] }[];
}

/** Runs axe-core (WCAG 2.0/2.1/2.2 A and AA plus best practices) in the page, evaluated outside the page's CSP. */
async function scan(page: Page): Promise<string[]> {
  const violations = (await page.evaluate(`${AXE_SOURCE};
    axe.run(document, { runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"] } })
      .then((r) => r.violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.map((n) => ({ target: n.target })) })))`)) as Violation[];
  return violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help} — ${v.nodes
        .slice(0, 4)
        .map((n) => n.target.join(" "))
        .join(", ")}`,
  );
}

/**
 * The budget script's address for every page of the route table (scripts/budget-pages.ts; a page added there without
 * an address fails tests/unit/budget-pages.test.ts), and a few more states of some pages. Pages that answer an error
 * status on purpose (the 404 page, a spent password link, an unknown registration) are scanned as shown.
 */
const MORE_STATES: Record<string, string[]> = {
  products: ["/products?sortid=1"],
  contact: ["/contact?product=3"],
  parts: ["/parts?q=FT-LM4046"],
  "service/request": ["/service/request?product=3&part=12345-01"],
};
const SAMPLES: Record<string, string[]> = Object.fromEntries(
  Object.entries(BUDGET_PAGES).map(([route, addresses]) => [route, [...addresses, ...(MORE_STATES[route] ?? [])]]),
);
const PAGES = Object.values(SAMPLES).flat();
/** Status answers some samples give on purpose: the page is still scanned. */
const EXPECTED_STATUS = [/status of 404/, /status of 410/];

describe("accessibility (axe-core)", () => {
  const session = useBrowser();

  it("Every page of the route table has an address to scan", () => {
    expect(publicRoutePaths().sort()).toEqual(Object.keys(SAMPLES).sort());
  });

  for (const [viewport, name] of [
    [DESKTOP, "desktop"],
    [PHONE, "phone"],
  ] as const) {
    it(`Every page type has no axe violations (WCAG 2.2 AA) on a ${name} (${viewport.width} px)`, async () => {
      const page = await session.newPage(viewport, { allowConsole: EXPECTED_STATUS });
      const found: string[] = [];
      for (const path of PAGES) {
        await page.goto(path);
        await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
        for (const violation of await scan(page)) found.push(`${path}: ${violation}`);
      }
      expect(found).toEqual([]);
    }, 300_000);
  }

  it("The French and Dutch pages, the 404 page and the error states have no violations either", async () => {
    const page = await session.newPage(DESKTOP, { allowConsole: [/status of 404/] });
    const found: string[] = [];
    for (const path of ["/fr", "/nl/products", "/fr/contact", "/nl/faq", "/fr/fantai", "/nl/nope"]) {
      await page.goto(path);
      await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
      for (const violation of await scan(page)) found.push(`${path}: ${violation}`);
    }
    // A form showing its errors.
    await visit(page, "/contact");
    await page.locator("form.enquiry-form button[type=submit]").click();
    await page.locator("[aria-invalid=true]").first().waitFor();
    for (const violation of await scan(page)) found.push(`/contact with errors: ${violation}`);
    expect(found).toEqual([]);
  });

  it("Open drawers, the language menu, the search box and the newsletter dialog have no violations", async () => {
    const found: string[] = [];
    const page = await session.newPage(DESKTOP);
    await visit(page, "/");
    for (const drawer of ["About Us", "Product", "Support"]) {
      await page.getByRole("button", { name: drawer, exact: true }).click();
      await page.getByRole("dialog", { name: drawer }).waitFor();
      for (const violation of await scan(page)) found.push(`${drawer} drawer: ${violation}`);
      await page.keyboard.press("Escape");
      await page.getByRole("dialog", { name: drawer }).waitFor({ state: "hidden" });
    }
    await page.getByRole("button", { name: /Language/ }).click();
    for (const violation of await scan(page)) found.push(`language menu: ${violation}`);
    await page.keyboard.press("Escape");
    await page.getByRole("button", { name: "Open search" }).click();
    for (const violation of await scan(page)) found.push(`search: ${violation}`);
    await page.keyboard.press("Escape");
    await page.getByRole("textbox", { name: "Your email address" }).fill("a@b.example");
    await page.getByRole("button", { name: "Go", exact: true }).click();
    await page.getByRole("dialog").waitFor();
    for (const violation of await scan(page)) found.push(`newsletter dialog: ${violation}`);

    const phone = await session.newPage(PHONE);
    await visit(phone, "/");
    await phone.getByRole("button", { name: "Open menu" }).click();
    await phone.getByRole("dialog", { name: "Menu" }).waitFor();
    for (const violation of await scan(phone)) found.push(`mobile menu: ${violation}`);
    expect(found).toEqual([]);
  });

  it("Every interactive element shows a visible focus indicator", async () => {
    const page = await session.newPage(DESKTOP);
    await visit(page, "/");
    const missing: string[] = [];
    for (let i = 0; i < 40; i++) {
      await page.keyboard.press("Tab");
      const info = await page.evaluate(() => {
        const el = document.activeElement as HTMLElement | null;
        if (!el || el === document.body) return null;
        const style = getComputedStyle(el);
        const visible = (style.outlineStyle !== "none" && parseFloat(style.outlineWidth) > 0) || style.boxShadow !== "none";
        return { visible, name: `${el.tagName.toLowerCase()} ${el.getAttribute("aria-label") ?? el.textContent?.trim().slice(0, 30)}` };
      });
      if (info && !info.visible) missing.push(info.name);
    }
    expect(missing).toEqual([]);
  });
});
