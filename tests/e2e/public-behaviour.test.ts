import { describe, expect, it } from "vitest";
import { DESKTOP, PHONE, useBrowser, visit } from "./utils.ts";

describe("errors", () => {
  const session = useBrowser();

  for (const [path, title] of [
    ["/no-such-page", "This page could not be found"],
    ["/fr/pas-de-page", "Cette page est introuvable"],
    ["/nl/geen-pagina/echt-niet", "Deze pagina kon niet worden gevonden"],
  ] as const) {
    it(`A visitor on ${path} gets a 404 page with a translated title, description and a way home`, async () => {
      const page = await session.newPage(PHONE, { allowConsole: [/status of 404/] });
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
      await expect(page.title()).resolves.toBe(title);
      await expect(page.getByRole("heading", { level: 1 }).textContent()).resolves.toBe(title);
      await expect(page.locator(".error-page p").nth(1).textContent()).resolves.not.toBe("");
      await expect(page.locator("meta[name=robots]").getAttribute("content")).resolves.toBe("noindex");
      await expect(page.locator("footer.site-footer").count()).resolves.toBe(1);
      await page.locator(".error-page a.button").click();
      await page.waitForURL((url) => url.pathname === (path.startsWith("/fr") ? "/fr" : path.startsWith("/nl") ? "/nl" : "/"));
    });
  }

  it("An about path other than the brand's is a 404", async () => {
    const page = await session.newPage(DESKTOP, { allowConsole: [/status of 404/] });
    expect((await page.goto("/not-the-brand"))?.status()).toBe(404);
  });

  it("When a page fails to load, the generic error page says Hmmm.. and offers the way home", async () => {
    const page = await session.newPage(DESKTOP, { allowConsole: [/status of 500/, /Unexpected|Error|error/] });
    await visit(page, "/faq");
    await page.route(/\/blog\.data/, (route) => route.fulfill({ status: 500, contentType: "text/plain", body: "Unknown Server Error" }));
    await page.locator("nav.site-nav").getByRole("link", { name: "Blog" }).click();
    await page.getByRole("heading", { level: 1, name: "Hmmm.." }).waitFor();
    await expect(page.getByText("Something is wrong here.").count()).resolves.toBe(1);
    await page.unroute(/\/blog\.data/);
    await page.getByRole("link", { name: "Back to Home" }).click();
    await page.waitForURL((url) => url.pathname === "/");
    await page.locator(".hero").waitFor();
  });
});

describe("navigation feedback and connectivity", () => {
  const session = useBrowser();

  it("A slow page shows the progress bar after 200 ms and the spinner after 500 ms", async () => {
    const page = await session.newPage(DESKTOP);
    await visit(page, "/faq");
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/blog\.data/, async (route) => {
      await held;
      await route.continue();
    });
    await page.locator("nav.site-nav").getByRole("link", { name: "Blog" }).click();
    await page.locator(".route-progress--active").waitFor({ state: "attached", timeout: 2000 });
    await page.getByRole("status").filter({ hasText: "Loading…" }).waitFor({ timeout: 2000 });
    release();
    await page.waitForURL((url) => url.pathname === "/blog");
    await page.getByRole("status").filter({ hasText: "Loading…" }).waitFor({ state: "detached" });
    await expect(page.locator(".route-progress--active").count()).resolves.toBe(0);
  });

  it("A quick page shows neither", async () => {
    const page = await session.newPage(DESKTOP);
    await visit(page, "/faq");
    const seen = page.evaluate(
      () =>
        new Promise<boolean>((resolve) => {
          const observer = new MutationObserver(() => {
            if (document.querySelector(".page-spinner")) resolve(true);
          });
          observer.observe(document.body, { childList: true, subtree: true });
          setTimeout(() => resolve(false), 1500);
        }),
    );
    await page.locator("footer").getByRole("link", { name: "Blog" }).click();
    await expect(seen).resolves.toBe(false);
  });

  it("The back-to-top button appears after scrolling and takes the visitor back up", async () => {
    const page = await session.newPage(PHONE);
    await visit(page, "/");
    const button = page.getByRole("button", { name: "Back to top" });
    await expect(button.evaluate((el) => getComputedStyle(el).opacity)).resolves.toBe("0");
    await page.evaluate(() => window.scrollTo(0, 2000));
    await page.waitForFunction(() => document.querySelector(".back-to-top--visible"));
    await button.click();
    await page.waitForFunction(() => window.scrollY === 0);
  });

  it("A visitor who goes offline is told so, and the notice leaves when the connection returns", async () => {
    const page = await session.newPage(DESKTOP);
    await visit(page, "/");
    // Whatever the page still loads (pictures below the fold, low-priority modules) arrives before the cable is pulled.
    await page.waitForLoadState("networkidle");
    await page.context().setOffline(true);
    const banner = page.locator(".offline-banner[data-offline]");
    await banner.waitFor();
    await expect(banner.textContent()).resolves.toContain("You are offline.");
    await page.context().setOffline(false);
    await banner.waitFor({ state: "detached" });
  });

  it("Links are prefetched once the page has been idle for two seconds", async () => {
    const page = await session.newPage(DESKTOP);
    await visit(page, "/");
    const count = () => page.locator("link[rel=prefetch], link[rel=modulepreload][href*='faq'], link[rel=modulepreload][href*='blog']").count();
    await page.waitForTimeout(1200);
    await expect(page.locator("link[rel=prefetch]").count()).resolves.toBe(0);
    await page.waitForFunction(() => document.querySelectorAll("link[rel=prefetch]").length > 0, undefined, { timeout: 6000 });
    expect(await count()).toBeGreaterThan(0);
  });

  it("Links start their prefetch one at a time, and only once on screen: no long task of prefetch elements", async () => {
    const page = await session.newPage(PHONE);
    // Each batch of prefetch elements added to the head in one task (a MutationObserver callback follows each task).
    await page.addInitScript(() => {
      const batches: number[] = [];
      (window as unknown as { prefetchBatches: number[] }).prefetchBatches = batches;
      new MutationObserver((records) => {
        const added = records.flatMap((record) => [...record.addedNodes]).filter((node) => node instanceof HTMLLinkElement && node.rel === "prefetch");
        if (added.length) batches.push(added.length);
      }).observe(document, { childList: true, subtree: true });
    });
    await visit(page, "/");
    const batches = () => page.evaluate(() => (window as unknown as { prefetchBatches: number[] }).prefetchBatches);
    await page.waitForFunction(() => (window as unknown as { prefetchBatches: number[] }).prefetchBatches.length >= 3, undefined, { timeout: 10_000 });
    await page.waitForTimeout(1500);
    const seen = await batches();
    expect(Math.max(...seen), `prefetch elements per task: ${seen.join(", ")}`).toBeLessThanOrEqual(3);
    // The footer's links are below the fold on a phone: none of them is prefetched before the visitor scrolls there.
    const footerTargets = await page
      .locator("footer a[href^='/']")
      .evaluateAll((links) => links.map((link) => new URL((link as HTMLAnchorElement).href).pathname));
    const prefetched = await page.locator("link[rel=prefetch]").evaluateAll((links) => links.map((link) => new URL((link as HTMLLinkElement).href).pathname));
    const onlyInFooter = footerTargets.filter((path) => !["/", "/products"].includes(path));
    expect(prefetched.filter((href) => onlyInFooter.some((path) => href === `${path}.data`))).toEqual([]);
  });

  it("Nothing is prefetched on a save-data or 2g connection", async () => {
    for (const connection of [
      { saveData: true, effectiveType: "4g" },
      { saveData: false, effectiveType: "2g" },
    ]) {
      const page = await session.newPage(PHONE);
      await page.addInitScript((value) => Object.defineProperty(navigator, "connection", { value, configurable: true }), connection);
      await visit(page, "/");
      await page.waitForTimeout(4500);
      await expect(page.locator("link[rel=prefetch]").count()).resolves.toBe(0);
    }
  });
});

describe("images", () => {
  const session = useBrowser();

  it("Every image has its size, uploads are responsive, the first hero image is prioritised and the rest wait", async () => {
    for (const path of ["/", "/products", "/product/40V-46-cm-Brushless-Push-Lawn-Mower?articleID=3", "/blog"]) {
      const page = await session.newPage(PHONE);
      await visit(page, path);
      const images = await page.locator("img").evaluateAll((list) =>
        list.map((img) => ({
          src: img.getAttribute("src")!,
          width: img.getAttribute("width"),
          height: img.getAttribute("height"),
          srcset:
            img.getAttribute("srcset") ?? (img.parentElement?.tagName === "PICTURE" ? img.parentElement.querySelector("source")?.getAttribute("srcset") : null),
          loading: img.getAttribute("loading"),
          priority: img.getAttribute("fetchpriority"),
          top: img.getBoundingClientRect().top + window.scrollY,
        })),
      );
      expect(images.length, path).toBeGreaterThan(0);
      for (const image of images) {
        expect(Number(image.width), `${path} ${image.src}`).toBeGreaterThan(0);
        expect(Number(image.height), `${path} ${image.src}`).toBeGreaterThan(0);
        if (image.src.startsWith("/media/")) expect(image.srcset, `${path} ${image.src}`).toMatch(/ \d+w/);
        if (image.top > 1600) expect(image.loading, `${path} ${image.src} below the fold`).toBe("lazy");
      }
      expect(images.filter((image) => image.priority === "high").length, path).toBeLessThanOrEqual(2);
    }
    const home = await session.newPage(PHONE);
    await visit(home, "/");
    const hero = home.locator(".hero__slide").first().locator("img");
    await expect(hero.getAttribute("fetchpriority")).resolves.toBe("high");
    await expect(hero.getAttribute("loading")).resolves.toBe("eager");
  });
});
