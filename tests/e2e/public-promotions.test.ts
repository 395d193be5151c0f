import type { Page } from "playwright-core";
import { afterAll, describe, expect, it } from "vitest";
import {
  api,
  apiToken,
  endsWith,
  expectNotice,
  field,
  fillLocalized,
  findId,
  newSignedInPage,
  openAdmin,
  pane,
  save,
  unique,
  uploadInto,
} from "./admin-utils.ts";
import { DESKTOP, PHONE, useBrowser, visit } from "./utils.ts";

const session = useBrowser();

/** A landing page one of the demo seed (as in the accessibility test). */
const LANDING = "/products/lawn-mowers?sortid=1";

interface Screen {
  screen: string;
  /** The name of the screen's button that opens a new item. */
  newButton: string;
  one: string;
  adminApi: string;
}

/**
 * Creates an item in an admin screen as an editor does: English and French names only, so Dutch pages show it
 * through product rules §3's fallback (nl → en). Sort order 0 puts it before the seeded items.
 */
async function createInAdmin(page: Page, { screen, newButton, one, adminApi }: Screen, name: string, url: string): Promise<number> {
  await openAdmin(page, `/admin/${screen}`, pane(page).getByRole("table"));
  await pane(page)
    .getByRole("button", { name: endsWith(newButton) })
    .click();
  await field(page, "Name").waitFor();
  await fillLocalized(page, "Name", { en: name, fr: `${name} (fr)` });
  await fillLocalized(page, "Description", { en: "Made in an end-to-end test." });
  await field(page, "Link").fill(url);
  await field(page, "Sort order").fill("0");
  await uploadInto(page, "Image (desktop)");
  await save(page);
  await expectNotice(page, `${one} created`);
  // Create opens the record it made.
  await page.waitForURL(new RegExp(`/admin/${screen}/\\d+$`));
  return (await findId<{ en_name: string }>(adminApi.replace(/^ad\//, ""), name, (item) => item.en_name === name))!;
}

/** Items made here are removed at the end, even when a test fails half-way. */
const created: { adminApi: string; id: number }[] = [];
afterAll(async () => {
  const token = await apiToken();
  for (const { adminApi, id } of created) await api("DELETE", `${adminApi}/${id}`, { token });
});

const noSideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

describe("Rotation charts: the home page's carousel", () => {
  const charts: Screen = { screen: "charts", newButton: "New slide", one: "slide", adminApi: "ad/rotation/charts" };
  const name = unique("E2E Quiet mornings");

  it("An editor adds a slide in Rotation charts and visitors find it in the home carousel, in English and in Dutch", { timeout: 150_000 }, async () => {
    const page = await newSignedInPage(session);
    created.push({ adminApi: charts.adminApi, id: await createInAdmin(page, charts, name, "/service") });

    await visit(page, "/");
    const slide = page.locator(".rotation .rotation-card", { hasText: name });
    await expect(slide.getAttribute("href")).resolves.toBe("/service");
    await visit(page, "/fr");
    await expect(page.locator(".rotation .rotation-card", { hasText: `${name} (fr)` }).getAttribute("href")).resolves.toBe("/fr/service");
    // No Dutch name: the Dutch page falls back to English.
    await visit(page, "/nl");
    await expect(page.locator(".rotation .rotation-card", { hasText: name }).getAttribute("href")).resolves.toBe("/nl/service");
    await expect(page.locator(".rotation h2").textContent()).resolves.toBe("Nog meer redenen om snoerloos te werken");
  });

  it("A keyboard user moves the carousel with its labelled buttons; it never moves by itself", async () => {
    const page = await session.newPage(DESKTOP);
    await visit(page, "/");
    const track = page.locator(".rotation__track");
    const previous = page.getByRole("button", { name: "Previous slide" }).and(page.locator(".rotation__button"));
    const next = page.getByRole("button", { name: "Next slide" }).and(page.locator(".rotation__button"));
    await track.scrollIntoViewIfNeeded();
    await expect(previous.getAttribute("aria-disabled")).resolves.toBe("true");
    await page.waitForTimeout(1500);
    await expect(track.evaluate((el) => el.scrollLeft)).resolves.toBe(0);

    await next.focus();
    await page.keyboard.press("Enter");
    await page.waitForFunction(() => document.querySelector(".rotation__track")!.scrollLeft > 100);
    await expect(previous.getAttribute("aria-disabled")).resolves.toBe("false");
    await page.keyboard.press("Shift+Tab");
    await page.keyboard.press("Space");
    await page.waitForFunction(() => document.querySelector(".rotation__track")!.scrollLeft === 0);

    // Tabbing onto a slide that is out of view brings it into view.
    const last = page.locator(".rotation-card").last();
    await last.focus();
    await page.waitForFunction(() => {
      const strip = document.querySelector(".rotation__track")!.getBoundingClientRect();
      const card = [...document.querySelectorAll(".rotation-card")].at(-1)!.getBoundingClientRect();
      return card.left >= strip.left - 1 && card.right <= strip.right + 1;
    });
  });

  it("Without JavaScript the carousel is a strip that scrolls sideways, and the page itself does not", async () => {
    const page = await session.newPage(PHONE, { javaScriptEnabled: false });
    await page.goto("/");
    const track = page.locator(".rotation__track");
    const { scrollWidth, clientWidth, overflowX } = await track.evaluate((el) => ({
      scrollWidth: el.scrollWidth,
      clientWidth: el.clientWidth,
      overflowX: getComputedStyle(el).overflowX,
    }));
    expect(overflowX).toBe("auto");
    expect(scrollWidth).toBeGreaterThan(clientWidth);
    await expect(page.locator(".rotation__controls").evaluate((el) => getComputedStyle(el).visibility)).resolves.toBe("hidden");
    await expect(page.locator(".rotation img").first().getAttribute("loading")).resolves.toBe("lazy");
    await expect(noSideways(page)).resolves.toBeLessThanOrEqual(0);
  });
});

describe("List posters: promotion tiles in the product list", () => {
  const posters: Screen = { screen: "list-posters", newButton: "New list poster", one: "list poster", adminApi: "ad/list/posters" };
  const name = unique("E2E Pruning week");

  it("An editor adds a list poster and visitors find it as a tile after the first row of products, in English and in Dutch", { timeout: 150_000 }, async () => {
    const page = await newSignedInPage(session);
    created.push({ adminApi: posters.adminApi, id: await createInAdmin(page, posters, name, "/products?sortid=1") });

    for (const [path, viewport] of [
      ["/products", DESKTOP],
      ["/nl/products", PHONE],
    ] as const) {
      const visitor = await session.newPage(viewport);
      await visit(visitor, path);
      const tile = visitor.locator(".promo-tile", { hasText: name });
      await expect(tile.getAttribute("href")).resolves.toBe(path.startsWith("/nl") ? "/nl/products?sortid=1" : "/products?sortid=1");
      // The first cell of the second row: below the first product, level with the next one.
      const [first, tileBox, fourth] = await Promise.all([
        visitor.locator(".product-card").first().boundingBox(),
        tile.boundingBox(),
        visitor
          .locator(".product-card")
          .nth(viewport === DESKTOP ? 3 : 2)
          .boundingBox(),
      ]);
      expect(tileBox!.x).toBeCloseTo(first!.x, 0);
      expect(tileBox!.y).toBeGreaterThan(first!.y + first!.height);
      expect(fourth!.y).toBeCloseTo(tileBox!.y, 0);
      expect(tileBox!.height).toBeCloseTo(first!.height, 0);
      await expect(noSideways(visitor)).resolves.toBeLessThanOrEqual(0);
    }
  });

  it("Tiles take no product's place: pages still load 9 products each, and nothing moves while they load", { timeout: 120_000 }, async () => {
    const page = await session.newPage(DESKTOP);
    const perPage: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("/api/commodities")) perPage.push(new URL(request.url()).searchParams.get("per_page")!);
    });
    await visit(page, "/products");
    await expect(page.locator(".product-card__link").count()).resolves.toBe(9);
    const total = Number((await page.locator(".catalogue__count").textContent())!.replace(/\D+/g, ""));
    // Where each tile sits in the list, and how tall the list is, before any page loads.
    const layout = () =>
      page.locator(".catalogue .product-grid").evaluate((grid) => ({
        height: Math.round(grid.getBoundingClientRect().height),
        tiles: [...grid.querySelectorAll(".promo-tile-cell")].map((tile) => [
          Math.round(tile.getBoundingClientRect().top - grid.getBoundingClientRect().top),
          Math.round(tile.getBoundingClientRect().left - grid.getBoundingClientRect().left),
        ]),
      }));
    const before = await layout();
    expect(before.tiles.length).toBeGreaterThan(1);
    for (let loaded = 9; loaded < total; loaded += 9) {
      await page.locator(".pager").scrollIntoViewIfNeeded();
      await page.waitForFunction((count) => document.querySelectorAll(".product-card__link").length >= count, Math.min(total, loaded + 9));
    }
    await expect(page.locator(".product-card__link").count()).resolves.toBe(total);
    expect(perPage.length).toBeGreaterThan(0);
    expect(new Set(perPage)).toEqual(new Set(["9"]));
    // The tiles were in place from the start, among the placeholders of the pages to come: the pages filled
    // the placeholders around them, and neither a tile nor the end of the list moved.
    await expect(layout()).resolves.toEqual(before);
  });

  it("Without JavaScript only the tiles among the 9 server-rendered products show, so no row has a hole", async () => {
    const page = await session.newPage(DESKTOP, { javaScriptEnabled: false });
    await page.goto("/products");
    const shown = await page
      .locator(".product-grid > li")
      .evaluateAll((items) =>
        items
          .filter((item) => getComputedStyle(item).display !== "none")
          .map((item) => ({ tile: item.classList.contains("promo-tile-cell"), top: item.getBoundingClientRect().top })),
      );
    expect(shown.filter((item) => !item.tile)).toHaveLength(9);
    expect(shown.filter((item) => item.tile)).toHaveLength(1);
    // 9 products and 1 tile, 3 a row: rows 1 to 3 full, the 4th holds one card.
    const rows = [...new Set(shown.map((item) => Math.round(item.top)))];
    expect(rows).toHaveLength(4);
  });
});

describe("Card adsense: cards on the category landing pages", () => {
  const cards: Screen = { screen: "card-adsense", newButton: "New card", one: "card", adminApi: "ad/card/adsense" };
  const name = unique("E2E Hedge week");

  it("An editor adds a card and visitors find it on a landing page, in English and in Dutch", { timeout: 150_000 }, async () => {
    const page = await newSignedInPage(session);
    created.push({ adminApi: cards.adminApi, id: await createInAdmin(page, cards, name, "/service") });

    for (const [path, viewport] of [
      [LANDING, DESKTOP],
      [`/nl${LANDING}`, PHONE],
    ] as const) {
      const visitor = await session.newPage(viewport);
      await visit(visitor, path);
      const card = visitor.locator(".ad-cards .ad-card", { hasText: name });
      await expect(card.getAttribute("href")).resolves.toBe(path.startsWith("/nl") ? "/nl/service" : "/service");
      await expect(noSideways(visitor)).resolves.toBeLessThanOrEqual(0);
    }
    // A landing page of the second kind shows the cards too.
    await visit(page, "/products/push-mowers?sortid=2");
    await expect(page.locator(".ad-cards .ad-card", { hasText: name }).count()).resolves.toBe(1);
  });
});
