import { describe, expect, inject, it } from "vitest";
import type { Page } from "playwright-core";
import { Agent, createServer, get, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";
import { gzipSync } from "node:zlib";
import { DESKTOP, PHONE, baseUrl, requestedUrls, useBrowser, visit } from "./utils.ts";

/** Sums every layout shift of each document the page loads; the returned function reads the current one's total. */
async function watchLayoutShift(page: Page): Promise<() => Promise<number>> {
  await page.addInitScript(() => {
    const w = window as unknown as { __shift: number };
    w.__shift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[]) w.__shift += entry.value;
    }).observe({ type: "layout-shift", buffered: true });
  });
  return () => page.evaluate(() => (window as unknown as { __shift: number }).__shift);
}

describe("the site's skeleton", () => {
  it('has a server of its own for this file, which inject("baseUrl") answers', async () => {
    expect((await fetch(`${inject("baseUrl")}/readyz`)).status).toBe(200);
  });

  it("keeps a quiet connection open longer than a load balancer keeps its own (60 s), so none sends on one just closed", async () => {
    const agent = new Agent({ keepAlive: true });
    const headers = await new Promise<IncomingHttpHeaders>((resolve, reject) =>
      get(`${inject("baseUrl")}/readyz`, { agent }, (response) => resolve(response.resume().headers)).on("error", reject),
    );
    agent.destroy();
    expect(headers.connection).toBe("keep-alive");
    expect(headers["keep-alive"]).toBe("timeout=65");
  });

  const session = useBrowser();

  it("A visitor gets the home page server-rendered, then hydrated without errors", async () => {
    const page = await session.newPage(PHONE);
    const response = await page.goto("/");
    expect(response?.status()).toBe(200);
    expect(await page.getAttribute("html", "lang")).toBe("en");
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
    expect(await page.locator(".product-card").count()).toBeGreaterThan(0);
  });

  it("A visitor can switch to the same page in French and Dutch, and each file of a language's texts is fetched once", async () => {
    const page = await session.newPage(DESKTOP);
    const texts: string[] = [];
    page.on("request", (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith("/texts/")) texts.push(pathname);
    });
    await visit(page, "/thanks");
    // The preloaded files answer the fetches before hydration: the shell's texts and the page's own.
    const files = (prefix: string) =>
      texts
        .filter((path) => path.startsWith(prefix))
        .map((path) => path.split("/").at(-1))
        .sort();
    expect(files("/texts/en.")).toEqual(["common+compare+form.json", "thanks.json"]);
    expect(texts).toHaveLength(2);

    await page.getByRole("button", { name: /Language/ }).click();
    await page.getByRole("link", { name: "Français" }).click();
    await page.waitForURL("**/fr/thanks");
    await page.waitForFunction(() => document.documentElement.lang === "fr");
    expect(await page.evaluate(() => document.cookie)).toContain("lang=fr");
    expect(files("/texts/fr.")).toEqual(["common+compare+form.json", "thanks.json"]);

    await page.getByRole("button", { name: /Langue/ }).click();
    await page.getByRole("link", { name: "Nederlands" }).click();
    await page.waitForURL("**/nl/thanks");
    await page.waitForFunction(() => document.documentElement.lang === "nl");

    // Back in English: the texts fetched first serve again.
    await page.getByRole("button", { name: /Taal/ }).click();
    await page.getByRole("link", { name: "English" }).click();
    await page.waitForURL((url) => url.pathname === "/thanks");
    await page.getByRole("button", { name: /Language/ }).waitFor();
    expect(files("/texts/nl.")).toHaveLength(2);
    expect(texts).toHaveLength(6);

    // Another page fetches only its own texts.
    await page.locator(`footer a[href="/faq"]`).click();
    await page.waitForURL((url) => url.pathname === "/faq");
    await page.getByRole("heading", { level: 1 }).waitFor();
    expect(texts.slice(6).map((path) => path.split("/").at(-1))).toEqual(["dealers+faq+service+warranty.json"]);
  });

  it("A visitor on an unknown path sees the translated 404 page and can go home", async () => {
    const page = await session.newPage(PHONE, { allowConsole: [/status of 404/] });
    const response = await page.goto("/fr/cette-page-nexiste-pas");
    expect(response?.status()).toBe(404);
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
    await expect(page.getByRole("heading", { level: 1 }).textContent()).resolves.toBe("Cette page est introuvable");
    await page.getByRole("link", { name: "Retour à l'accueil" }).click();
    await page.waitForURL((url) => url.pathname === "/fr");
  });

  it("A visitor whose browser cannot fetch a page's code gets a full page load instead of a broken page", async () => {
    const page = await session.newPage(DESKTOP, { allowConsole: [/Error loading route module|Failed to fetch|dynamically imported|net::ERR_FAILED/] });
    await visit(page, "/fr/thanks");
    let aborted = 0;
    await page.route(/\/assets\/home-[\w-]+\.js$/, (route) => (aborted++ === 0 ? route.abort() : route.continue()));
    const documentLoads = requestedUrls(page, "document");
    const loadedPaths = () => documentLoads.map((url) => new URL(url).pathname);
    // The failed chunk makes React Router reload the page once (product rules §4/§8) instead of leaving it broken…
    const reloaded = page.waitForEvent("load");
    await page.getByRole("link", { name: "Retour à l'accueil" }).click();
    await reloaded;
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
    expect(aborted).toBe(1);
    expect(loadedPaths()).toEqual(["/fr/thanks"]);
    // …after which the same link works.
    await page.getByRole("link", { name: "Retour à l'accueil" }).click();
    await page.waitForURL((url) => url.pathname === "/fr");
    await page.locator(".product-card").first().waitFor();
    expect(loadedPaths()).toEqual(["/fr/thanks"]);
  });

  it("A first visit paints from the HTML alone: the page's stylesheets are in the page and the scripts arrive pre-compressed", async () => {
    const page = await session.newPage(PHONE);
    const stylesheetRequests = requestedUrls(page, "stylesheet");
    const scriptEncodings: string[] = [];
    page.on("response", async (response) => {
      if (response.request().resourceType() === "script") scriptEncodings.push((await response.allHeaders())["content-encoding"] ?? "none");
    });
    await visit(page, "/");
    // React writes the page's stylesheets as one <style> naming each of them: every page's own, then the home page's.
    const inlined = () =>
      page.evaluate(() => [...document.querySelectorAll<HTMLStyleElement>("head style[data-href]")].map((style) => style.dataset.href).join(" "));
    expect(await inlined()).toMatch(/\/assets\/shell-[\w-]+\.css .*\/assets\/home-[\w-]+\.css/);
    expect(stylesheetRequests).toEqual([]);
    expect(scriptEncodings.length).toBeGreaterThan(0);
    expect(new Set(scriptEncodings)).toEqual(new Set(["br"]));

    // Hydration keeps the styles; a client navigation fetches the next page's own stylesheet, once.
    await page.locator('.site-footer a[href="/faq"]').first().click();
    await page.waitForURL("**/faq");
    await page.locator(".faq-list").waitFor();
    expect(await inlined()).toMatch(/\/assets\/shell-/);
    expect(stylesheetRequests.map((url) => new URL(url).pathname)).toEqual([expect.stringMatching(/^\/assets\/faq-[\w-]+\.css$/)]);
    expect(await page.locator(".faq-list").evaluate((list) => getComputedStyle(list).display)).toBe("grid");
    expect(await page.locator(".site-footer").evaluate((footer) => getComputedStyle(footer).backgroundColor)).not.toBe("rgba(0, 0, 0, 0)");
    await page.goBack();
    await page.waitForURL((url) => url.pathname === "/");
    await page.locator('.site-footer a[href="/faq"]').first().click();
    await page.waitForURL("**/faq");
    expect(stylesheetRequests).toHaveLength(1);
  });

  it("Each page writes in only every page's styles and its own, and links the rest as content-named files kept for a year", async () => {
    // The head and its styles fit in the first round trips of a phone's connection: about 14 kB compressed.
    const HEAD_BUDGET = 14_000;
    const heads: Record<string, number> = {};
    const hrefs = new Set<string>();
    for (const path of [
      "/",
      "/products",
      "/product/40V-46-cm-Brushless-Push-Lawn-Mower?articleID=3",
      "/compare?ids=3,4,5",
      "/blog",
      "/dealers",
      "/register",
      "/my",
    ]) {
      const html = await (await fetch(`${baseUrl()}${path}`)).text();
      const head = html.slice(0, html.indexOf("</head>"));
      heads[path] = gzipSync(head).length;
      for (const [, names] of head.matchAll(/<style[^>]* data-href="([^"]+)"/g)) for (const href of names!.split(" ")) hrefs.add(href);
    }
    expect(Object.entries(heads).filter(([, size]) => size > HEAD_BUDGET)).toEqual([]);
    expect([...hrefs].filter((href) => !/^\/assets\/[\w-]+-[\w-]{8}\.css$/.test(href))).toEqual([]);
    for (const href of hrefs) {
      const response = await fetch(`${baseUrl()}${href}`);
      expect(response.status).toBe(200);
      expect(response.headers.get("cache-control")).toMatch(/immutable/);
    }
  });

  it("A slow computer never paints a half-parsed header, so nothing shifts while the page arrives", async () => {
    const page = await session.newPage(DESKTOP);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 6 });
    const layoutShift = await watchLayoutShift(page);
    const shifts: number[] = [];
    // Without the render-blocking <link rel="expect">, most of these loads shifted the top bar.
    for (let load = 0; load < 4; load++) {
      await visit(page, "/product/40V-46-cm-Brushless-Push-Lawn-Mower?articleID=3");
      shifts.push(await layoutShift());
    }
    expect(shifts).toEqual([0, 0, 0, 0]);
  });

  it("A page of products that arrives while a phone looks at the placeholders fills them without shifting anything", async () => {
    const page = await session.newPage(PHONE);
    const layoutShift = await watchLayoutShift(page);
    // Slow pages, so the visitor is looking at placeholders when each one arrives.
    await page.route(/\/api\/commodities\?/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 400));
      await route.continue();
    });
    await visit(page, "/products");
    const placeholders = page.locator(".product-grid > li.is-placeholder");
    const before = await placeholders.count();
    expect(before).toBeGreaterThan(0);
    for (let left = before; left > 0; left = await placeholders.count()) {
      await placeholders.first().evaluate((card) => card.scrollIntoView({ block: "center" }));
      await expect.poll(() => placeholders.count(), { timeout: 10_000 }).toBeLessThan(left);
    }
    expect(await layoutShift()).toBe(0);
  });

  it("On a slow connection, a page painted piece by piece as its HTML streams in never moves what it already showed", async () => {
    // Each once moved: the category banner's picture came after its text in the document but was drawn above it on a
    // phone, the comparison table sized its columns from the rows that had arrived so far, and a product's long name
    // was painted at the end of the phone's breadcrumb trail, then wrapped to a line of its own.
    const pages = ["/products/lawn-mowers?sortid=1", "/compare?ids=1,2,3", "/product/40V-46-cm-Brushless-Push-Lawn-Mower?articleID=3"];
    const shifts: Record<string, number> = {};
    for (const [name, viewport] of Object.entries({ phone: PHONE, desktop: DESKTOP })) {
      const page = await session.newPage(viewport);
      const layoutShift = await watchLayoutShift(page);
      const devtools = await page.context().newCDPSession(page);
      await devtools.send("Network.emulateNetworkConditions", { offline: false, latency: 20, downloadThroughput: 40 * 1024, uploadThroughput: 100 * 1024 });
      for (const path of pages) {
        await page.goto(path, { waitUntil: "load" });
        shifts[`${name} ${path}`] = await layoutShift();
      }
    }
    expect(shifts).toEqual(Object.fromEntries(Object.keys(shifts).map((key) => [key, 0])));
  });

  it("A desktop visitor at the foot of the product list sees the pager's status change without anything moving", async () => {
    const page = await session.newPage(DESKTOP);
    const layoutShift = await watchLayoutShift(page);
    await page.route(/\/api\/commodities\?/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 300));
      await route.continue();
    });
    await visit(page, "/fr/products");
    // The pages load one after another with the pager in view: its status says "Chargement…", then which pages are shown.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect.poll(() => page.locator(".product-grid > li.is-placeholder").count(), { timeout: 15_000 }).toBe(0);
    await expect.poll(() => page.locator(".pager__status").innerText()).toBe("Pages 1 à 5 sur 5");
    expect(await layoutShift()).toBe(0);
  });

  it("A product list painted while its sort menu has only part of its options keeps the menu where it is when the rest arrives", async () => {
    // The document is held back for a moment just after the select's first option, as a slow stream may cut it: the
    // select once took its width from the options it had, so the rest of them widened it and moved the whole control.
    const server = createServer(async (request, response) => {
      const upstream = await fetch(`${baseUrl()}${request.url}`, { headers: { cookie: request.headers.cookie ?? "" }, redirect: "manual" });
      const headers = Object.fromEntries([...upstream.headers].filter(([name]) => !["content-encoding", "content-length", "transfer-encoding"].includes(name)));
      response.writeHead(upstream.status, headers);
      const body = Buffer.from(await upstream.arrayBuffer());
      const html = body.toString("utf8");
      const select = html.indexOf('class="sort-control"');
      if (!headers["content-type"]?.includes("text/html") || select < 0) return void response.end(body);
      const cut = html.indexOf("</option>", select) + "</option>".length;
      response.write(html.slice(0, cut));
      await new Promise((resolve) => setTimeout(resolve, 400));
      response.end(html.slice(cut));
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const slow = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      const shifts: Record<string, number> = {};
      for (const [name, viewport] of Object.entries({ phone: PHONE, desktop: DESKTOP })) {
        const page = await session.newPage(viewport);
        const layoutShift = await watchLayoutShift(page);
        for (const path of ["/products", "/fr/products", "/nl/products"]) {
          await page.goto(`${slow}${path}`, { waitUntil: "load" });
          shifts[`${name} ${path}`] = await layoutShift();
        }
      }
      expect(shifts).toEqual(Object.fromEntries(Object.keys(shifts).map((key) => [key, 0])));
    } finally {
      server.close();
    }
  });

  it("A visitor never downloads the admin's code on public pages", async () => {
    const page = await session.newPage(DESKTOP);
    const scripts = requestedUrls(page, "script");
    await visit(page, "/");
    await page.mouse.wheel(0, 2000);
    await page.waitForLoadState("networkidle");
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((url) => /\/assets\/(app|antd|admin)[-.]/.test(url))).toEqual([]);
    // Nor inside a shared chunk: the admin's list contract (sortable columns such as "posterLike") once rode along.
    const bodies = await Promise.all(scripts.map(async (url) => ({ url, text: await (await fetch(url)).text() })));
    expect(bodies.filter(({ text }) => /posterLike|specAttributes|"\/api\/ad\//.test(text)).map(({ url }) => url)).toEqual([]);
  });

  it("A first visit leaves the header's drawers out until the visitor reaches for one", async () => {
    const page = await session.newPage(DESKTOP);
    const scripts = requestedUrls(page, "script");
    await visit(page, "/");
    await page.waitForLoadState("networkidle");
    const onFirstVisit = [...scripts];
    expect(onFirstVisit.length).toBeGreaterThan(0);
    // Their code (the tiles, the product menu) is in none of the files a first visit loads.
    const bodies = await Promise.all(onFirstVisit.map(async (url) => (await page.request.get(url)).text()));
    expect(bodies.filter((text) => /drawer-tiles|product-menu__/.test(text))).toEqual([]);

    const product = page.locator(".site-nav__item[aria-haspopup=dialog]").nth(1);
    await product.hover();
    await product.click();
    await page.locator(".product-menu__tops").waitFor();
    expect(scripts.slice(onFirstVisit.length).some((url) => /\/assets\/header-drawers-/.test(url))).toBe(true);
  });

  it("A first visit to a page with a form leaves the validation code (zod) out until the visitor uses the form", async () => {
    const zodChunk = /\/assets\/forms-[\w-]+\.js$/;
    for (const path of ["/contact", "/partner", "/register", "/service/request", "/safety/report", "/manuals/printed-copy?document=1", "/my"]) {
      const page = await session.newPage(PHONE);
      const scripts = requestedUrls(page, "script");
      await visit(page, path);
      await page.waitForLoadState("networkidle");
      expect(
        scripts.filter((url) => zodChunk.test(url)),
        path,
      ).toEqual([]);
      // Nor inside another file: zod's classes carry their names.
      const bodies = await Promise.all(scripts.map(async (url) => (await page.request.get(url)).text()));
      expect(
        bodies.filter((text) => /ZodObject|ZodError/.test(text)),
        path,
      ).toEqual([]);
      await page.close();
    }

    // The first focus fetches it; a field left then shows its message as before, in the page's language.
    const page = await session.newPage(DESKTOP);
    const scripts = requestedUrls(page, "script");
    await visit(page, "/fr/contact");
    const name = page.locator("form.enquiry-form [name=name]");
    await name.focus();
    await expect.poll(() => scripts.some((url) => zodChunk.test(url))).toBe(true);
    await name.fill("A");
    await name.blur();
    await page.locator("form.enquiry-form p.field__error", { hasText: "2 caractères minimum" }).waitFor();

    // A form sent before anything was focused waits for the code, then names what is missing.
    const register = await session.newPage(DESKTOP);
    const registerScripts = requestedUrls(register, "script");
    await visit(register, "/register");
    await register.waitForLoadState("networkidle");
    expect(registerScripts.filter((url) => zodChunk.test(url))).toEqual([]);
    await register.locator("form.warranty-form").evaluate((form: HTMLFormElement) => form.requestSubmit());
    await register.locator("form.warranty-form p.field__error", { hasText: "Please Input Serial Number" }).waitFor();
    expect(registerScripts.some((url) => zodChunk.test(url))).toBe(true);
  });
});
