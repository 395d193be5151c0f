import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { DESKTOP, PHONE, useBrowser, visit } from "./utils.ts";

/** product rules §9: product list page size. */
const PAGE_SIZE = 9;
// Product cards only: list-poster tiles (decision 039) stand among them without being products.
const loadedCards = ".product-grid > li:not(.is-placeholder):not(.promo-tile-cell)";

const loadedCount = (page: Page) => page.locator(loadedCards).count();

/** Where a card (found by its link) is in the viewport, and where the window is scrolled. */
const placeOf = (page: Page, href: string) =>
  page.evaluate((target) => {
    const link = [...document.querySelectorAll<HTMLAnchorElement>(".product-grid .product-card__link")].find((a) => a.getAttribute("href") === target);
    return { top: link?.getBoundingClientRect().top ?? null, scrollY: Math.round(window.scrollY) };
  }, href);

describe("going back to a scrolled product list", () => {
  const session = useBrowser();

  for (const [label, viewport] of [
    ["on a desktop", DESKTOP],
    ["on a phone", PHONE],
  ] as const) {
    it(`A visitor who scrolled to page 3, opened a product and went back finds the same card at the same place, ${label}`, async () => {
      const page = await session.newPage(viewport);
      await visit(page, "/products");
      expect(await loadedCount(page)).toBe(PAGE_SIZE);

      // Scroll as a visitor does until the third page has arrived.
      for (let step = 0; step < 60 && (await loadedCount(page)) < 3 * PAGE_SIZE; step++) {
        await page.mouse.wheel(0, 500);
        await page.waitForTimeout(150);
      }
      expect(await loadedCount(page)).toBeGreaterThanOrEqual(3 * PAGE_SIZE);

      // A card of page 3, brought to the middle of the screen.
      const card = page
        .locator(loadedCards)
        .nth(2 * PAGE_SIZE + 4)
        .locator(".product-card__link");
      const href = (await card.getAttribute("href"))!;
      await card.evaluate((el) => el.scrollIntoView({ block: "center" }));
      await page.waitForTimeout(300);
      const before = await placeOf(page, href);
      expect(before.top).not.toBeNull();

      await card.click();
      await page.waitForURL((url) => url.pathname.startsWith("/product/"));
      await page.locator("h1#product-title").waitFor();

      await page.goBack();
      await page.waitForURL((url) => url.pathname === "/products");
      await page.waitForFunction(
        (target) => [...document.querySelectorAll(".product-grid .product-card__link")].some((a) => a.getAttribute("href") === target),
        href,
      );
      const back = await placeOf(page, href);
      // The first three pages are there at once, not reloaded one by one under the visitor's eyes.
      expect(await loadedCount(page)).toBeGreaterThanOrEqual(3 * PAGE_SIZE);
      expect(Math.abs(back.top! - before.top!), `card at ${back.top}, was at ${before.top}`).toBeLessThanOrEqual(3);

      // …and the place holds while further pages arrive below.
      await page.waitForTimeout(1500);
      const later = await placeOf(page, href);
      expect(Math.abs(later.top! - before.top!), `card at ${later.top}, was at ${before.top}`).toBeLessThanOrEqual(3);
      expect(Math.abs(later.scrollY - before.scrollY)).toBeLessThanOrEqual(3);
    });
  }

  it("A visitor who reloads a list scrolled to page 3 is not carried past the place by the pages that load in view", async () => {
    const page = await session.newPage(DESKTOP);
    await visit(page, "/products");
    for (let step = 0; step < 60 && (await loadedCount(page)) < 3 * PAGE_SIZE; step++) {
      await page.mouse.wheel(0, 500);
      await page.waitForTimeout(150);
    }
    const card = page
      .locator(loadedCards)
      .nth(2 * PAGE_SIZE + 4)
      .locator(".product-card__link");
    const href = (await card.getAttribute("href"))!;
    await card.evaluate((el) => el.scrollIntoView({ block: "center" }));
    await page.waitForTimeout(300);
    const before = await placeOf(page, href);

    // After a reload only page 1 comes from the server; pages 2 and 3 fill the placeholders in view.
    await page.reload();
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
    await page.waitForFunction(
      (target) => [...document.querySelectorAll(".product-grid .product-card__link")].some((a) => a.getAttribute("href") === target),
      href,
    );
    await page.waitForTimeout(1000);
    const after = await placeOf(page, href);
    expect(Math.abs(after.top! - before.top!), `card at ${after.top}, was at ${before.top}`).toBeLessThanOrEqual(3);
  });
});
