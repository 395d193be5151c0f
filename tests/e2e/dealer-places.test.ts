import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { DESKTOP, PHONE, useBrowser, visit } from "./utils.ts";

/** Screenshots to look at (git ignores the folder); SCREENSHOT_DIR puts them elsewhere. */
const SCREENSHOTS = process.env.SCREENSHOT_DIR ?? join(import.meta.dirname, "screenshots");
mkdirSync(SCREENSHOTS, { recursive: true });

/** The cards' distances as numbers ("12,3 km" → 12.3). */
const distances = async (page: Page) =>
  (await page.locator(".dealer-card__distance").allTextContents()).map((text) => Number(text.replace(/\s*km$/, "").replace(",", ".")));

describe("the dealer search finds any place", () => {
  const session = useBrowser();

  for (const [label, viewport] of [
    ["375", PHONE],
    ["1280", DESKTOP],
  ] as const) {
    it(`A French visitor searches "Gand" and sees the nearest dealers with their distance in km (${label} px)`, async () => {
      const page = await session.newPage(viewport, { locale: "fr-BE" });
      await visit(page, "/fr/dealers");
      await page.getByLabel("Localité ou code postal").fill("Gand");
      await page.locator(".dealer-search__form").getByRole("button", { name: "Rechercher" }).click();
      await page.waitForURL((url) => url.searchParams.get("q") === "Gand");
      await expect.poll(() => page.locator("#dealers-place-title").textContent(), { timeout: 10_000 }).toBe("Revendeurs les plus proches de Gand (Belgique)");
      const names = await page.locator(".dealer-card__name").allTextContents();
      expect(names[0]).toBe("Tuincentrum De Linde");
      expect(names.length).toBeGreaterThanOrEqual(3);
      const km = await distances(page);
      expect(km).toHaveLength(names.length);
      expect(km[0]).toBeLessThan(10);
      expect(km).toEqual([...km].sort((a, b) => a - b));
      expect(await page.locator(".dealer-card__distance").first().textContent()).toMatch(/^\d+(,\d)? km$/);
      // The cards fit the width: nothing runs off the side.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
      await page.evaluate(() => document.querySelector("#dealers-place-title")!.scrollIntoView());
      await page.screenshot({ path: `${SCREENSHOTS}/gand-fr-${label}.png`, fullPage: false });
    });
  }

  it("A visitor searching a place nobody knows is told so and offered 'Near me'", async () => {
    const page = await session.newPage(PHONE, { locale: "nl-BE", geolocation: { latitude: 51.05, longitude: 3.72 } });
    await visit(page, "/nl/dealers?q=Xyzzyville");
    const panel = page.getByTestId("unknown-place");
    expect(await panel.locator("h2").textContent()).toBe("Plaats niet gevonden");
    expect(await panel.textContent()).toContain("‘Xyzzyville’");
    await panel.evaluate((element) => element.scrollIntoView());
    await page.screenshot({ path: `${SCREENSHOTS}/unknown-nl-375.png` });
    await panel.getByRole("button", { name: "Bij mij in de buurt" }).click();
    // Near me starts again from every dealer (the unknown text is dropped) and sorts them from the visitor's position.
    await page.waitForURL((url) => url.searchParams.get("locate") === "1" && !url.searchParams.has("q"));
    await expect.poll(async () => (await page.locator(".dealer-card__name").allTextContents())[0], { timeout: 10_000 }).toBe("Tuincentrum De Linde");
    expect(await page.locator(".dealer-search__status").textContent()).toContain("Gesorteerd op afstand");
  });

  it("Any text in the search answers a page with a message, with or without JavaScript", async () => {
    const page = await session.newPage(DESKTOP, { javaScriptEnabled: false });
    for (const q of ["<script>alert(1)</script>", "'; drop table dealers; --", "%00", "🙂", "L-", "x".repeat(300)]) {
      const response = await page.goto(`/dealers?q=${encodeURIComponent(q)}`);
      expect(response?.status(), q).toBe(200);
      // A message that the place is unknown, or dealers: never an error page.
      expect(await page.locator("[data-testid=unknown-place], .dealer-card").count(), q).toBeGreaterThan(0);
    }
    expect((await page.goto("/dealers?q=L-1234"))?.status()).toBe(200);
    // A Luxembourg, Belgian or Dutch postcode is placed at its area's main town, and the page says so.
    expect(await page.locator("#dealers-place-title").textContent()).toBe("Dealers nearest to Luxembourg (postcode area L-1xxx, Luxembourg)");
    expect((await page.goto("/fr/dealers?q=9000"))?.status()).toBe(200);
    expect(await page.locator("#dealers-place-title").textContent()).toBe("Revendeurs les plus proches de Gent (zone postale 90xx, Belgique)");
    await page.screenshot({ path: `${SCREENSHOTS}/area-fr-1280.png` });
    // A dealer's own postcode is exact: De Linde is at 9051.
    expect((await page.goto("/dealers?q=9051"))?.status()).toBe(200);
    expect(await page.locator("#dealers-place-title").textContent()).toBe("Dealers nearest to 9051 Gent (Belgium)");
    expect(await page.locator(".dealer-card__distance").first().textContent()).toBe("0 km");
  });

  it("A visitor near Leuven follows a product's 'Where to buy' and sees the dealers that sell it, nearest first", async () => {
    const page = await session.newPage(PHONE, { geolocation: { latitude: 50.88, longitude: 4.7 } });
    await visit(page, "/product/40V-46-cm-Brushless-Push-Lawn-Mower?articleID=3");
    await page.getByRole("link", { name: "Where to buy" }).first().click();
    await page.waitForURL((url) => url.pathname === "/dealers" && url.searchParams.get("service") === "sales");
    await expect.poll(() => page.locator(".dealer-search__status").textContent(), { timeout: 10_000 }).toContain("Sorted by distance");
    const names = await page.locator(".dealer-card__name").allTextContents();
    // Atelier Peeters in Leuven repairs but does not sell: the nearest seller is in Brussels.
    expect(names).not.toContain("Atelier Peeters");
    expect(names[0]).toBe("Motoculture Brabant");
    const km = await distances(page);
    expect(km[0]).toBeGreaterThan(15);
    expect(km[0]).toBeLessThan(35);
    expect(await page.locator("#dealer-service").inputValue()).toBe("sales");
  });
});
