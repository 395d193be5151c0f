import { describe, expect, it } from "vitest";
import { DESKTOP, PHONE, useBrowser, visit } from "./utils.ts";
import type { Page } from "playwright-core";

const checkedNames = (page: Page) =>
  page.locator(".category-filter input[type=checkbox]:checked").evaluateAll((inputs) => inputs.map((input) => input.closest("label")!.textContent!.trim()));
const openGroups = (page: Page) => page.locator(".category-filter__toggle[aria-expanded=true] span:first-child").allTextContents();

describe("the product list", () => {
  const session = useBrowser();

  it("A top-level sortid checks all its children and expands it", async () => {
    const page = await session.newPage(DESKTOP);
    await visit(page, "/products?sortid=1");
    expect(await checkedNames(page)).toEqual(["Push mowers", "Self-propelled mowers", "Robotic mowers"]);
    expect(await openGroups(page)).toEqual(["Lawn mowers"]);
    for (const name of await page.locator(".product-card__name").allTextContents()) expect(name).toMatch(/Mower|Robotic/);
  });

  it("A second-level sortid checks only itself and expands its parent", async () => {
    const page = await session.newPage(DESKTOP);
    await visit(page, "/products?sortid=9");
    expect(await checkedNames(page)).toEqual(["Rear-handle chainsaws"]);
    expect(await openGroups(page)).toEqual(["Chainsaws"]);
    for (const name of await page.locator(".product-card__name").allTextContents()) expect(name).toMatch(/Chainsaw/i);
  });

  it("An unknown sortid checks and expands nothing and lists everything", async () => {
    const page = await session.newPage(DESKTOP);
    await visit(page, "/products?sortid=9999");
    expect(await checkedNames(page)).toEqual([]);
    expect(await openGroups(page)).toEqual([]);
    await expect(page.locator(".catalogue__count").textContent()).resolves.toMatch(/Products found: (3[6-9]|[4-9]\d)/);
  });

  it("Checking a category adds it and unchecking removes it, without duplicates", async () => {
    const page = await session.newPage(DESKTOP);
    await visit(page, "/products?sortid=2");
    expect(await checkedNames(page)).toEqual(["Push mowers"]);
    await page.getByRole("checkbox", { name: "Self-propelled mowers" }).check();
    await page.waitForURL((url) => url.searchParams.getAll("type").length === 2);
    expect(await checkedNames(page)).toEqual(["Push mowers", "Self-propelled mowers"]);
    // Open a second group and add from it.
    await page.getByRole("button", { name: "Chainsaws" }).click();
    await page.getByRole("checkbox", { name: "Pole saws" }).check();
    await page.waitForURL((url) => url.searchParams.getAll("type").length === 3);
    const ids = new URL(page.url()).searchParams.getAll("type");
    expect(new Set(ids).size).toBe(ids.length);
    expect(await openGroups(page)).toEqual(expect.arrayContaining(["Lawn mowers", "Chainsaws"]));
    await page.getByRole("checkbox", { name: "Push mowers" }).uncheck();
    await page.waitForURL((url) => url.searchParams.getAll("type").length === 2);
    expect(await checkedNames(page)).toEqual(["Self-propelled mowers", "Pole saws"]);
    // The address changes as the navigation starts; the list is drawn when its data has arrived.
    await expect
      .poll(async () => (await page.locator(".product-card__name").allTextContents()).filter((name) => !/Self-Propelled|Pole/i.test(name)), { timeout: 10_000 })
      .toEqual([]);
  });

  it("A box ticked just as the previous tick's list arrives stays ticked", async () => {
    const page = await session.newPage(DESKTOP);
    // The second tick's list is slow, so a box shown unticked meanwhile stays so for many frames.
    await page.route(/\.data\?.*type=4/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 600));
      await route.continue().catch(() => undefined);
    });
    await visit(page, "/products?sortid=2");
    await page.evaluate(() => {
      const w = window as unknown as {
        tickStates: string[];
        __reactRouterDataRouter: {
          subscribe(listener: (state: { navigation: { state: string }; location: { search: string } }) => void): () => void;
        };
      };
      w.tickStates = [];
      const boxes = () => [...document.querySelectorAll<HTMLInputElement>(".category-filter input[type=checkbox]")];
      const record = () => {
        const ticked = boxes()
          .filter((box) => box.checked)
          .map((box) => box.value)
          .join(",");
        if (w.tickStates.at(-1) !== ticked) w.tickStates.push(ticked);
        requestAnimationFrame(record);
      };
      record();
      // The moment the first tick's list has arrived, before React has drawn it, the visitor ticks another box
      // (in a microtask: once the router has told all its listeners, before React's render task).
      const stop = w.__reactRouterDataRouter.subscribe((state) => {
        if (state.navigation.state !== "idle" || !state.location.search.includes("type=3")) return;
        stop();
        queueMicrotask(() =>
          boxes()
            .find((box) => box.closest("label")!.textContent!.includes("Robotic mowers"))!
            .click(),
        );
      });
    });
    await page.getByRole("checkbox", { name: "Self-propelled mowers" }).click();
    await page.waitForURL((url) => url.searchParams.getAll("type").length === 3);
    await page.waitForFunction(() => /Products found: /.test(document.querySelector(".catalogue__count")?.textContent ?? ""));
    await page.waitForLoadState("networkidle");
    const states = await page.evaluate(() => (window as unknown as { tickStates: string[] }).tickStates);
    // Push mowers (2), then Self-propelled (3), then Robotic (4): never a box unticked on the way.
    expect(states).toEqual(["2", "2,3", "2,3,4"]);
    expect(await checkedNames(page)).toEqual(["Push mowers", "Self-propelled mowers", "Robotic mowers"]);
  });

  it("A visitor scrolls to the end of the list and the next pages load, 9 at a time, until there are no more", async () => {
    const page = await session.newPage(PHONE);
    const apiPages: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("/api/commodities")) apiPages.push(new URL(request.url()).searchParams.get("page")!);
    });
    await visit(page, "/products");
    await expect(page.locator(".product-card__link").count()).resolves.toBe(9);
    const total = Number((await page.locator(".catalogue__count").textContent())!.replace(/\D+/g, ""));
    const pages = Math.ceil(total / 9);
    for (let loaded = 1; loaded < pages; loaded++) {
      await page.locator(".pager").scrollIntoViewIfNeeded();
      await page.waitForFunction((count) => document.querySelectorAll(".product-card__link").length >= count, Math.min(total, (loaded + 1) * 9));
    }
    await page.waitForFunction((count) => document.querySelectorAll(".product-card__link").length === count, total);
    await expect(page.getByRole("link", { name: "Load more" }).count()).resolves.toBe(0);
    expect(apiPages).toEqual(Array.from({ length: pages - 1 }, (_, i) => String(i + 2)));
    const ids = await page.locator(".product-card a").evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).href));
    expect(new Set(ids).size).toBe(total);
  });

  it("On a phone every French product name shows whole in the list, on cards as high as the ones still to load", async () => {
    const page = await session.newPage(PHONE);
    await visit(page, "/fr/products");
    const heights = (selector: string) =>
      page.locator(`${selector} .product-card__body`).evaluateAll((bodies) => bodies.map((body) => body.getBoundingClientRect().height));
    const [loaded, placeholders] = [await heights(".product-card:not(.product-card--placeholder)"), await heights(".product-card--placeholder")];
    expect(placeholders.length).toBeGreaterThan(0);
    expect(new Set([...loaded, ...placeholders]).size).toBe(1);
    const total = Number((await page.locator(".catalogue__count").textContent())!.replace(/\D+/g, ""));
    while ((await page.locator(".product-card__link").count()) < total) {
      const count = await page.locator(".product-card__link").count();
      await page.locator(".pager").scrollIntoViewIfNeeded();
      await page.waitForFunction((count) => document.querySelectorAll(".product-card__link").length > count, count);
    }
    // The name's lines are clamped on narrow cards: none of them may be cut short ("Tondeuse tractée mulching 40V 51 cm").
    const clipped = await page
      .locator(".catalogue .product-card__name")
      .evaluateAll((names) => names.filter((name) => name.scrollHeight > name.clientHeight + 1).map((name) => name.textContent));
    expect(clipped).toEqual([]);
  });

  it("Infinite scroll keeps the category filter", async () => {
    const page = await session.newPage(DESKTOP);
    const requests: URL[] = [];
    page.on("request", (request) => {
      if (request.url().includes("/api/commodities")) requests.push(new URL(request.url()));
    });
    // Lawn mowers and chainsaws together: more than one page.
    await visit(page, "/products?sortid=1");
    await page.getByRole("button", { name: "Chainsaws" }).click();
    for (const name of ["Top-handle chainsaws", "Rear-handle chainsaws", "Pole saws"]) {
      await page.getByRole("checkbox", { name }).check();
    }
    await page.waitForURL((url) => url.searchParams.getAll("type").length === 6);
    await page.waitForFunction(() => /Products found: 12/.test(document.querySelector(".catalogue__count")?.textContent ?? ""));
    await page.locator(".pager").scrollIntoViewIfNeeded();
    await page.waitForFunction(() => document.querySelectorAll(".product-card__link").length > 9);
    await page.waitForFunction(() => document.querySelectorAll(".product-card__link").length === 12);
    expect(requests.at(-1)!.searchParams.get("commodityTypeIds")!.split(",")).toHaveLength(6);
    expect(requests[0]!.searchParams.get("page")).toBe("2");
    expect(requests[0]!.searchParams.get("per_page")).toBe("9");
  });

  it("Infinite scroll keeps the search term", async () => {
    const page = await session.newPage(PHONE);
    const requests: URL[] = [];
    page.on("request", (request) => {
      if (request.url().includes("/api/commodities")) requests.push(new URL(request.url()));
    });
    await visit(page, "/fr/products?q=40V");
    const total = Number((await page.locator(".catalogue__count").textContent())!.replace(/\D+/g, ""));
    expect(total).toBeGreaterThan(9);
    await page.locator(".pager").scrollIntoViewIfNeeded();
    await page.waitForFunction(() => document.querySelectorAll(".product-card__link").length > 9);
    expect(requests[0]!.searchParams.get("fr_name")).toBe("40V");
  });

  it("A visitor clicks Load more to get the next page without scrolling", async () => {
    const page = await session.newPage({ width: 1280, height: 500 });
    await visit(page, "/products");
    const more = page.getByRole("link", { name: "Load more" });
    await expect(more.getAttribute("href")).resolves.toBe("/products?page=2");
    await more.click();
    await page.waitForFunction(() => document.querySelectorAll(".product-card__link").length >= 18);
    // Read in one go: once the list grows, scrolling may already be fetching the page after (infinite scroll).
    const shown = await page.evaluate(() => ({
      cards: document.querySelectorAll(".product-card__link").length,
      next: [...document.querySelectorAll("a")].find((link) => link.textContent?.trim() === "Load more")?.getAttribute("href"),
    }));
    expect(shown.next).toBe(`/products?page=${shown.cards / 9 + 1}`);
    expect(new URL(page.url()).search).toBe("");
  });

  it("Without JavaScript the first page is server-rendered and later pages are real links", async () => {
    const page = await session.newPage(DESKTOP, { javaScriptEnabled: false });
    await page.goto("/products");
    await expect(page.locator(".product-card__link").count()).resolves.toBe(9);
    const next = page.locator("a[rel=next]");
    expect(new URL((await next.getAttribute("href"))!, "http://x").search).toBe("?page=2");
    await next.click();
    await page.waitForURL((url) => url.searchParams.get("page") === "2");
    await expect(page.locator(".product-card__link").count()).resolves.toBe(9);
    await expect(page.locator("a[rel=prev]").count()).resolves.toBe(1);
    await expect(page.locator("link[rel=canonical]").getAttribute("href")).resolves.toMatch(/\/products\?page=2$/);
    // The filter form works too.
    await page.goto("/products");
    await page.locator(".filters input[name=q]").fill("battery");
    await page.getByRole("button", { name: "Apply filters" }).click();
    await page.waitForURL((url) => url.searchParams.get("q") === "battery");
    // Full-text search (decision 038) also finds descriptions that mention batteries, ranked after the names that say it.
    const names = (await page.locator(".product-card__name").allTextContents()).map((name) => name.toLowerCase().includes("battery"));
    expect(names[0]).toBe(true);
    expect(names.slice(names.indexOf(false) === -1 ? names.length : names.indexOf(false))).not.toContain(true);

    // The category groups are open (nothing could open them), so a subcategory can be ticked, and its filters applied.
    const subcategory = page.locator(".category-filter__children input[type=checkbox]").first();
    expect(await subcategory.isVisible()).toBe(true);
    await subcategory.check();
    await page.getByRole("button", { name: "Apply filters" }).click();
    await page.waitForURL((url) => url.searchParams.has("type"));
    // Clear all is a link: it works without JavaScript too.
    await page.getByRole("link", { name: "Clear all" }).click();
    await page.waitForURL((url) => url.search === "");
  });

  it("A page beyond the last one is a 404", async () => {
    const page = await session.newPage(DESKTOP, { allowConsole: [/status of 404/] });
    const response = await page.goto("/products?page=99");
    expect(response?.status()).toBe(404);
  });
});

describe("the blog", () => {
  const session = useBrowser();

  it("A visitor sees 15 articles, the 4 hot ones, and more as they scroll", async () => {
    const page = await session.newPage(DESKTOP);
    const apiPages: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("/api/articles")) apiPages.push(new URL(request.url()).search);
    });
    await visit(page, "/blog");
    await expect(page.locator(".article-grid .article-card__link").count()).resolves.toBe(15);
    await expect(page.locator(".hot-articles li").count()).resolves.toBe(4);
    await page.locator(".pager").scrollIntoViewIfNeeded();
    await page.waitForFunction(() => document.querySelectorAll(".article-grid .article-card__link").length > 15);
    expect(apiPages[0]).toBe("?page=2&per_page=15");
    await page.waitForFunction(() => !document.querySelector("a[rel=next]"));
    const dates = await page.locator(".article-grid time").evaluateAll((times) => times.map((t) => t.getAttribute("datetime")!));
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  it("A visitor opens an article from the list and reads it in French", async () => {
    const page = await session.newPage(PHONE);
    await visit(page, "/fr/blog");
    const first = page.locator(".article-grid .article-card a").first();
    const title = (await first.locator("h3").textContent())!;
    await first.click();
    await page.waitForURL((url) => url.pathname.startsWith("/fr/blog/") && url.searchParams.has("articleID"));
    await page.getByRole("heading", { level: 1, name: title }).waitFor();
    await expect(page.locator(".article__content p").count()).resolves.toBeGreaterThan(0);
  });
});
