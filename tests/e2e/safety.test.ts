import { mkdirSync } from "node:fs";
import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { DESKTOP, PHONE, useBrowser, visit } from "./utils.ts";

/** The demo's active recall (server/db/seed/safety.ts): FT-LM4046 serials FT4624B00100 to FT4624B01999. */
const NOTICE = "/safety/ft-lm4046-blade-bolt-2026";
const SHOTS = "/tmp/safety-notices";

const answerOf = async (page: Page) => {
  const answer = page.getByTestId("safety-answer");
  await answer.waitFor();
  return answer.getAttribute("data-answer");
};

async function check(page: Page, model: string, serial: string) {
  const form = page.locator(".safety-check__form");
  await form.getByLabel(/Model|Modèle/).fill(model);
  await form.getByLabel(/Serial number|Numéro de série|Serienummer/).fill(serial);
  await form.getByRole("button").click();
  await page.waitForURL((url) => url.searchParams.get("serial") === serial);
}

describe("safety notices and recalls", () => {
  const session = useBrowser();

  it("A visitor sees the recall banner on every page, hides it, and it stays hidden on the next pages without moving them", async () => {
    const page = await session.newPage(PHONE);
    await visit(page, "/products");
    const banner = page.getByTestId("safety-banner");
    expect(await banner.isVisible()).toBe(true);
    expect(await banner.getByRole("link").getAttribute("href")).toBe(NOTICE);
    await banner.getByRole("button", { name: "Hide this notice" }).click();
    expect(await banner.isVisible()).toBe(false);

    // The next page is hidden before its first paint: no layout shift from the banner going.
    await page.goto("/blog");
    const shifts = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          let total = 0;
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
              if (!entry.hadRecentInput) total += entry.value;
            }
          }).observe({ type: "layout-shift", buffered: true });
          setTimeout(() => resolve(total), 800);
        }),
    );
    expect(await page.getByTestId("safety-banner").isVisible()).toBe(false);
    expect(shifts).toBeLessThan(0.01);
  });

  it("A Dutch owner checks on /nl/safety whether their mower is affected: yes, no, and 'not recognised' for a typo", async () => {
    const page = await session.newPage(DESKTOP, { locale: "nl-NL" });
    await visit(page, "/nl/safety");
    expect(await page.locator("h1").textContent()).toBe("Veiligheidsmeldingen en terugroepacties");
    expect(await page.getByTestId("safety-notice-card").count()).toBe(2);
    await check(page, "FT-LM4046", "ft-4624-b00150");
    await expect.poll(() => answerOf(page)).toBe("affected");
    expect(await page.getByTestId("safety-answer").textContent()).toContain("Ja: uw toestel is betrokken.");
    await check(page, "FT-LM4046", "FT4624B02500");
    await expect.poll(() => answerOf(page)).toBe("not_affected");
    await check(page, "FT-LM4046", "<script>");
    await expect.poll(() => answerOf(page)).toBe("not_recognised");
  });

  it("A visitor without JavaScript reads the notice, checks a serial on it, and follows the banner as a link", async () => {
    const page = await session.newPage(PHONE, { javaScriptEnabled: false, locale: "fr-FR" });
    await page.goto("/fr/products");
    await page.getByTestId("safety-banner").getByRole("link").click();
    await page.waitForURL((url) => url.pathname === `/fr${NOTICE}`);
    expect(await page.locator("h1").textContent()).toBe("Tondeuse FT-LM4046 : la vis de lame peut se desserrer");
    expect(await page.locator(".safety-notice__section--hazard").textContent()).toContain("la lame peut alors se détacher");
    await check(page, "FT-LM4046", "FT4624B01999");
    await expect.poll(() => answerOf(page)).toBe("affected");
    await check(page, "FT-LM4046", "FT4624B00099");
    await expect.poll(() => answerOf(page)).toBe("not_affected");
    expect(await page.getByTestId("safety-answer").textContent()).toContain("n'est pas concerné par cet avis");
  });

  it("/safety and a notice fit 375 and 1280 px in English, French and Dutch (screenshots)", async () => {
    mkdirSync(SHOTS, { recursive: true });
    for (const [name, viewport] of [
      ["375", PHONE],
      ["1280", DESKTOP],
    ] as const) {
      const page = await session.newPage(viewport);
      for (const locale of ["en", "fr", "nl"]) {
        const prefix = locale === "en" ? "" : `/${locale}`;
        const pages: [string, string][] = [
          ["safety", `${prefix}/safety?model=FT-LM4046&serial=FT4624B00150`],
          ["notice", `${prefix}${NOTICE}`],
        ];
        for (const [label, path] of pages) {
          await visit(page, path);
          const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
          expect(overflow, `${path} at ${name}`).toBeLessThanOrEqual(0);
          await page.screenshot({ path: `${SHOTS}/${label}-${locale}-${name}.png`, fullPage: true });
        }
      }
    }
  });
});
