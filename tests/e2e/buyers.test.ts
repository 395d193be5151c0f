import { mkdirSync } from "node:fs";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { DESKTOP, PHONE, useBrowser, visit } from "./utils.ts";

const SHOTS = "/tmp/shots-buyers";
mkdirSync(SHOTS, { recursive: true });

/** The cutting width of every listed product, read from its product page would be slow: the API answers with specs. */
async function widthsOf(page: Page, ids: number[]): Promise<number[]> {
  return Promise.all(
    ids.map(async (id) => {
      const response = await page.request.get(`/api/commodities/${id}`);
      const body = (await response.json()) as { data: { specs: { key: string; value: number }[] } };
      return body.data.specs.find((s) => s.key === "cutting_width")!.value;
    }),
  );
}

const cardIds = (page: Page) =>
  page.locator(".product-card button.compare-toggle").evaluateAll((buttons) => buttons.map((b) => Number((b as HTMLElement).dataset.compareId)));

describe("buyers: specifications, filters and comparison", () => {
  const session = useBrowser();

  it("A buyer filters mowers by cutting width, adds three to compare, opens the comparison in Dutch and follows a column", async () => {
    const page = await session.newPage(DESKTOP);
    await visit(page, "/products?sortid=1");
    const before = (await cardIds(page)).length;
    await page.locator("#facet-cutting_width-min").fill("46");
    await page.locator("#facet-cutting_width-min").press("Enter");
    await page.waitForURL((url) => url.searchParams.get("f.cutting_width.min") === "46");
    await expect.poll(async () => (await cardIds(page)).length, { timeout: 20_000 }).toBeLessThan(before);
    const ids = await cardIds(page);
    expect(ids.length).toBeGreaterThanOrEqual(3);
    for (const width of await widthsOf(page, ids)) expect(width).toBeGreaterThanOrEqual(46);
    await page.screenshot({ path: `${SHOTS}/list-facets-1280.png`, fullPage: false });

    // Back undoes the filter (it lives in the URL).
    await page.goBack();
    await page.waitForURL((url) => !url.searchParams.has("f.cutting_width.min"));
    await page.goForward();
    await page.waitForURL((url) => url.searchParams.get("f.cutting_width.min") === "46");

    for (const id of ids.slice(0, 3)) await page.locator(`.product-card .compare-toggle[data-compare-id="${id}"]`).click();
    const tray = page.getByRole("complementary", { name: "Products to compare" });
    await expect.poll(() => tray.locator(".compare-tray__item").count(), { timeout: 20_000 }).toBe(3);
    await tray.getByRole("link", { name: "Compare now" }).click();
    await page.waitForURL((url) => url.pathname === "/compare");
    expect(new URL(page.url()).searchParams.get("ids")).toBe(ids.slice(0, 3).join(","));

    // The same comparison in Dutch, then a column to its product.
    await visit(page, `/nl/compare?ids=${ids.slice(0, 3).join(",")}`);
    expect(await page.locator("h1").textContent()).toBe("Producten vergelijken");
    const rowHeaders = await page.locator(".compare-table tbody th[scope=row]").allTextContents();
    expect(rowHeaders.some((text) => text.startsWith("Maaibreedte"))).toBe(true);
    expect(await page.locator(".compare-table thead th[scope=col]").count()).toBe(3);
    expect(await page.locator('link[rel="canonical"]').getAttribute("href")).toMatch(/\/nl\/compare\?ids=/);
    expect(await page.locator('link[rel="alternate"][hreflang="fr"]').getAttribute("href")).toMatch(/\/fr\/compare\?ids=/);
    await page.locator(".compare-table thead th[scope=col] a").first().click();
    await page.waitForURL((url) => url.pathname.startsWith("/nl/product/"));
    expect(new URL(page.url()).searchParams.get("articleID")).toBe(String(ids[0]));
    await page.locator(".spec-table th[scope=row]").first().waitFor();
    expect(await page.locator(".spec-table th[scope=row]").allTextContents()).toContain("Maaibreedte");
    // The tray followed the buyer across pages.
    await expect.poll(() => page.locator(".compare-tray__item").count(), { timeout: 20_000 }).toBe(3);
  });

  it("Filters ticked in quick succession, before the list has answered, all stay ticked and all apply", async () => {
    const page = await session.newPage(DESKTOP);
    // A slow connection: every list takes a while to answer, so each tick below comes while the last is on its way.
    await page.route(/\.data(\?|$)/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue().catch(() => undefined);
    });
    await visit(page, "/products?sortid=1");
    const option = (key: string, value: string) => page.locator(`[data-facet="${key}"] input[value="${value}"]`);
    // check() fails unless the box shows ticked at once, before its list has arrived.
    await option("brushless", "1").check();
    // The page's spinner shows a list is on its way, and takes no click from the next box.
    await page.locator(".page-spinner").waitFor();
    await option("self_propelled", "1").check();
    await page.getByRole("checkbox", { name: "Robotic mowers" }).uncheck();
    await page.waitForURL((url) => url.searchParams.getAll("type").length === 2 && url.searchParams.has("f.self_propelled"));
    await page.waitForLoadState("networkidle");
    const query = new URL(page.url()).searchParams;
    expect(query.getAll("f.brushless")).toEqual(["1"]);
    expect(query.getAll("f.self_propelled")).toEqual(["1"]);
    expect(query.getAll("type")).toHaveLength(2);
    for (const box of [option("brushless", "1"), option("self_propelled", "1")]) expect(await box.isChecked()).toBe(true);
    expect(await page.getByRole("checkbox", { name: "Robotic mowers" }).isChecked()).toBe(false);

    // Enter, then leaving the field before the list has answered: one step in the history, which Back undoes.
    await visit(page, "/products?sortid=1");
    const before = page.url();
    await page.locator("#facet-cutting_width-min").fill("46");
    await page.locator("#facet-cutting_width-min").press("Enter");
    await page.locator("#facet-cutting_width-min").press("Tab");
    await page.waitForURL((url) => url.searchParams.get("f.cutting_width.min") === "46");
    await page.waitForLoadState("networkidle");
    await page.goBack();
    await page.waitForURL(before);
  });

  it("Filters and the comparison work without JavaScript; bad filters and ids never break the page", async () => {
    const page = await session.newPage(PHONE, { javaScriptEnabled: false });
    await page.goto("/products?sortid=1");
    // On a phone the filters are a sheet, opened by its link (#filters) without JavaScript.
    await page.getByTestId("filters-toggle").click();
    await page.locator("#facet-cutting_width-max").fill("42");
    await page.locator(".filters__apply").click();
    await page.waitForURL((url) => url.searchParams.get("f.cutting_width.max") === "42");
    const ids = await cardIds(page);
    expect(ids.length).toBeGreaterThan(0);
    for (const width of await widthsOf(page, ids)) expect(width).toBeLessThanOrEqual(42);

    const broken = await page.goto("/products?sortid=1&f.colour=red&f.cutting_width.min=wide&f.cutting_width.max=");
    expect(broken?.status()).toBe(200);
    expect(await page.locator(".product-card").count()).toBeGreaterThan(0);

    const trimmed = await page.goto("/fr/compare?ids=1,2,3,4,5,999999");
    expect(trimmed?.status()).toBe(200);
    expect(await page.locator(".compare-table thead th[scope=col]").count()).toBe(4);
    await page.locator(".notice").waitFor();
    await page.screenshot({ path: `${SHOTS}/compare-375.png`, fullPage: true });

    // A malformed id is left out as an unknown one is: said, not silently.
    for (const ids of ["2,-1", "2,abc", "2,3"]) {
      await page.goto(`/compare?ids=${ids}`);
      expect(await page.locator(".compare-page .notice").count(), ids).toBe(ids === "2,3" ? 0 : 1);
    }

    await page.goto("/compare?ids=abc,999999");
    expect(new URL(page.url()).pathname).toBe("/products");
  });

  it("Without JavaScript a visitor compares from a product card, adds a second product on the comparison page, and the product page links there too", async () => {
    const page = await session.newPage(PHONE, { javaScriptEnabled: false, locale: "fr-BE" });
    await page.goto("/fr/products?sortid=1");
    // The button that needs scripts is not shown; a link takes its place.
    const card = page.locator(".product-card").first();
    await card.screenshot({ path: `${SHOTS}/compare-nojs-card-375.png` });
    await expect(card.locator("button.compare-toggle").isVisible()).resolves.toBe(false);
    const link = card.getByRole("link", { name: /^Comparer/ });
    const first = Number(await card.locator("button.compare-toggle").getAttribute("data-compare-id"));
    await link.click();
    await page.waitForURL((url) => url.pathname === "/fr/compare");
    expect(await page.locator(".compare-table thead th[scope=col]").count()).toBe(1);
    // More are added here: the ids shown and the one chosen.
    const add = page.getByLabel("Ajouter un produit à comparer");
    const second = Number(await add.locator("option").first().getAttribute("value"));
    expect(second).not.toBe(first);
    await page.getByRole("button", { name: "Ajouter", exact: true }).click();
    await page.waitForURL((url) => url.pathname === "/fr/compare" && url.searchParams.getAll("ids").length === 2);
    expect(await page.locator(".compare-table thead th[scope=col]").count()).toBe(2);
    await page.screenshot({ path: `${SHOTS}/compare-nojs-375.png` });

    await page.locator(".compare-table thead th[scope=col]").nth(1).locator("a").first().click();
    await page.waitForURL((url) => url.pathname.startsWith("/fr/product/") && url.searchParams.get("articleID") === String(second));
    await page
      .locator(".product-info")
      .getByRole("link", { name: /^Comparer/ })
      .click();
    await page.waitForURL((url) => url.pathname === "/fr/compare" && url.searchParams.get("ids") === String(second));
  });

  it("A product page shows its specifications in a table and as schema.org properties; a battery lists what it powers", async () => {
    const page = await session.newPage(PHONE);
    const list = await (await page.request.get("/api/commodities?per_page=100")).json();
    const mower = list.data.find((p: { model: string }) => p.model === "FT-LM4046");
    const battery = list.data.find((p: { model: string }) => p.model === "FT-B4050");
    await visit(page, `/fr/product/${mower.en_name.replaceAll(" ", "-")}?articleID=${mower.id}`);
    expect(await page.locator(".spec-table th[scope=row]").allTextContents()).toEqual(expect.arrayContaining(["Largeur de coupe", "Hauteur de coupe"]));
    expect(await page.locator('.spec-table tr[data-spec="lawn_area"] td').textContent()).toBe("600\u00a0m²");
    const ld = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((text) => JSON.parse(text));
    const product = ld.find((item) => item["@type"] === "Product");
    expect(product).toMatchObject({ model: "FT-LM4046", mpn: "FT-LM4046" });
    expect(product.additionalProperty).toEqual(
      expect.arrayContaining([{ "@type": "PropertyValue", propertyID: "cutting_width", name: "Largeur de coupe", value: 46, unitCode: "CMT", unitText: "cm" }]),
    );
    await page.getByRole("heading", { name: "Fonctionne avec" }).waitFor();
    expect(await page.locator(".compat__item").first().textContent()).toMatch(/jusqu'à \d+ min \/ \d+ m²/);
    await page.screenshot({ path: `${SHOTS}/product-375.png`, fullPage: true });

    const desktop = await session.newPage(DESKTOP);
    await visit(desktop, `/product/${mower.en_name.replaceAll(" ", "-")}?articleID=${mower.id}`);
    await desktop.screenshot({ path: `${SHOTS}/product-1280.png`, fullPage: true });
    await visit(desktop, `/product/${battery.en_name.replaceAll(" ", "-").replaceAll(".", ".")}?articleID=${battery.id}`);
    await desktop.getByRole("heading", { name: "Powers" }).waitFor();
    // The 53 cm mower takes two batteries at once: its figure is for two of these, and says so; a one-slot tool's does not.
    const powered = (model: string) => desktop.locator(".compat__item", { has: desktop.getByRole("link", { name: model }) }).locator(".compat__figure");
    const twoSlots = list.data.find((p: { model: string }) => p.model === "FT-LM4053SP");
    expect(await powered(twoSlots.en_name).textContent()).toMatch(/^up to \d+ min \/ [\d,]+ m² with 2 batteries$/);
    expect(await powered(mower.en_name).textContent()).toMatch(/^up to \d+ min \/ [\d,]+ m²$/);
    const batteryLd = (await desktop.locator('script[type="application/ld+json"]').allTextContents())
      .map((text) => JSON.parse(text))
      .find((item) => item["@type"] === "Product");
    expect(batteryLd.isAccessoryOrSparePartFor.length).toBeGreaterThan(10);
    expect(batteryLd.isAccessoryOrSparePartFor[0].url).toMatch(/^http.*\/product\//);
  });

  it("Only a tool that takes the platform's batteries promises to run on every one of them", async () => {
    const page = await session.newPage(DESKTOP, { javaScriptEnabled: false });
    const badges = () => page.locator(".product-info__badges li").allTextContents();
    await page.goto("/product/40V-46-cm-Brushless-Push-Lawn-Mower?articleID=3");
    expect(await badges()).toContain(" Runs on every Fantai 40V battery");
    // A robotic mower with a built-in battery, a battery, a charger (in Dutch): the warranty badge, and what is in the box
    //, but no platform promise.
    for (const path of [
      "/product/Wire-Free-Robotic-Lawn-Mower-R1500?articleID=8",
      "/product/40V-5.0-Ah-Battery?articleID=35",
      "/nl/product/40V-Rapid-Charger?articleID=38",
    ]) {
      await page.goto(path);
      const shown = await badges();
      expect(shown, path).toHaveLength(2);
      expect(shown.join(), path).not.toMatch(/40V/);
    }
  });

  it("A product chosen for comparison on a French page is named in Dutch on a Dutch page", async () => {
    const page = await session.newPage(DESKTOP);
    const names = ((await (await page.request.get("/api/commodities/3")).json()) as { data: Record<string, string> }).data;
    await visit(page, "/fr/product/40V-46-cm-Brushless-Push-Lawn-Mower?articleID=3");
    await page.locator('.product-info .compare-toggle[data-compare-id="3"]').click();
    const trayName = page.locator(".compare-tray__name");
    await expect.poll(() => trayName.allTextContents()).toEqual([names.fr_name]);
    await visit(page, "/nl/products");
    await expect.poll(() => trayName.allTextContents()).toEqual([names.nl_name]);
    // Kept renamed: the next page in Dutch asks for nothing, and English renames it again.
    const asked: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("/api/commodities/3")) asked.push(request.url());
    });
    await visit(page, "/nl/faq");
    await expect.poll(() => trayName.allTextContents()).toEqual([names.nl_name]);
    expect(asked).toEqual([]);
    await visit(page, "/blog");
    await expect.poll(() => trayName.allTextContents()).toEqual([names.en_name]);
  });

  it("The tray forgets a product deleted since it was chosen, on the comparison page and when it renames", async () => {
    // The tray's look-up of the deleted product is answered 404, which the browser logs.
    const page = await session.newPage(DESKTOP, { allowConsole: [/status of 404/] });
    const kept = ((await (await page.request.get("/api/commodities/3")).json()) as { data: { en_name: string; images: string[] } }).data;
    const item = (id: number, name: string, locale: string) => ({ id, name, image: kept.images[0], locale });
    const storedIds = () => page.evaluate(() => (JSON.parse(localStorage.getItem("fantai.compare") ?? "[]") as { id: number }[]).map((i) => i.id));
    const trayNames = page.locator(".compare-tray__name");
    /** Puts `gone` in the tray beside product 3, opens `path`, and expects the tray to hold product 3 alone. */
    const forgets = async (gone: ReturnType<typeof item>, path: string) => {
      await page.evaluate((items) => localStorage.setItem("fantai.compare", JSON.stringify(items)), [item(3, kept.en_name, "en"), gone]);
      await visit(page, path);
      await expect.poll(() => trayNames.allTextContents()).toEqual([kept.en_name]);
      expect(await storedIds()).toEqual([3]);
    };

    await visit(page, "/faq");
    await forgets(item(999_999, "Deleted mower", "en"), "/compare?ids=3,999999");
    // Chosen on a French page: the English page asks for its English name and learns that it is gone.
    await forgets(item(999_998, "Tondeuse supprimée", "fr"), "/faq");
  });

  it("The lists and the comparison look right on a phone and a laptop", async () => {
    const phone = await session.newPage(PHONE);
    await visit(phone, "/products?sortid=1&f.self_propelled=1");
    await phone.screenshot({ path: `${SHOTS}/list-facets-375.png`, fullPage: true });
    const ids = (await cardIds(phone)).slice(0, 3);
    await visit(phone, `/compare?ids=${ids.join(",")}`);
    // The table scrolls inside its box: the page itself never scrolls sideways.
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await phone.getByRole("checkbox", { name: "Highlight differences" }).check();
    await phone.locator("main.compare-page.is-highlighting").waitFor();
    await phone.screenshot({ path: `${SHOTS}/compare-375-highlight.png`, fullPage: true });
    const desktop = await session.newPage(DESKTOP);
    await visit(desktop, `/compare?ids=${ids.join(",")}`);
    await desktop.screenshot({ path: `${SHOTS}/compare-1280.png`, fullPage: true });
  });

  it("The compare tray keeps clear of the page: its end, a focused field, the back-to-top button and a notice stay above it", async () => {
    for (const viewport of [PHONE, DESKTOP]) {
      const page = await session.newPage(viewport);
      await visit(page, "/fr/products");
      for (const id of (await cardIds(page)).slice(0, 3)) await page.locator(`.product-card .compare-toggle[data-compare-id="${id}"]`).click();
      const tray = page.locator(".compare-tray");
      await expect.poll(() => tray.locator(".compare-tray__item").count(), { timeout: 20_000 }).toBe(3);
      const trayTop = () => tray.evaluate((element) => element.getBoundingClientRect().top);
      const bottomOf = (selector: string) => page.locator(selector).evaluate((element) => element.getBoundingClientRect().bottom);

      // The page's last line scrolls into view above the tray; the back-to-top button sits above it, off its buttons.
      await visit(page, "/fr/faq");
      await tray.waitFor();
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await page.locator(".back-to-top--visible").waitFor();
      expect(await bottomOf(".site-footer__bottom p"), `${viewport.width}px`).toBeLessThanOrEqual(await trayTop());
      await expect.poll(() => bottomOf(".back-to-top")).toBeLessThanOrEqual(await trayTop());

      // Tabbing through the contact form and a product page never leaves the focus behind the tray.
      for (const path of ["/fr/contact", "/fr/product/40V-53-cm-Self-Propelled-Lawn-Mower?articleID=5"]) {
        await visit(page, path);
        await tray.waitFor();
        const hidden: string[] = [];
        for (let step = 0; step < 200; step++) {
          await page.keyboard.press("Tab");
          const focused = await page.evaluate(() => {
            const element = document.activeElement as HTMLElement | null;
            if (!element || element === document.body || element.closest(".compare-tray, .site-header")) return "skip";
            if (element.closest(".site-footer")) return "footer";
            const box = element.getBoundingClientRect();
            // Chromium scrolls a text area so that its caret shows, not the whole box: its first lines are where typing goes.
            const bottom = element.tagName === "TEXTAREA" ? Math.min(box.bottom, box.top + 48) : box.bottom;
            const top = document.querySelector(".compare-tray")!.getBoundingClientRect().top;
            return bottom <= top + 1 ? "clear" : `${element.tagName} ${element.getAttribute("name") ?? element.textContent!.trim().slice(0, 30)}`;
          });
          if (focused === "footer") break;
          if (focused !== "skip" && focused !== "clear") hidden.push(focused);
        }
        expect(hidden, `${path} at ${viewport.width}px`).toEqual([]);
      }

      // The newsletter's notice shows above the tray.
      await page.getByRole("textbox", { name: "Votre adresse e-mail" }).fill(`tray-${viewport.width}-${Date.now()}@example.fr`);
      await page.locator(".newsletter__form button[type=submit]").click();
      await page.getByRole("dialog").getByRole("button", { name: "OK" }).click();
      await page.locator(".notice--success").waitFor();
      expect(await bottomOf(".notices"), `${viewport.width}px`).toBeLessThanOrEqual(await trayTop());
    }
  });

  it("The compare tray in French tells three mowers apart at 375 and 1280 px, never covers the comparison, and keeps the focus when an item is removed with the keyboard", async () => {
    for (const viewport of [PHONE, DESKTOP]) {
      const page = await session.newPage(viewport);
      // Three self-propelled mowers: their French names all begin "Tondeuse tractée".
      await visit(page, "/fr/products?sortid=1&f.self_propelled=1");
      const ids = (await cardIds(page)).slice(0, 3);
      expect(ids).toHaveLength(3);
      for (const id of ids) await page.locator(`.product-card .compare-toggle[data-compare-id="${id}"]`).click();
      const tray = page.locator(".compare-tray");
      await expect.poll(() => tray.locator(".compare-tray__item").count(), { timeout: 20_000 }).toBe(3);
      const names = tray.locator(".compare-tray__name");
      // Every name is shown whole (no ellipsis cuts it) and no two read the same.
      const shown = await names.evaluateAll((spans) =>
        spans.map((span) => ({
          text: span.textContent!.trim(),
          visible: span.getBoundingClientRect().width > 0,
          cut: span.scrollHeight > span.clientHeight + 1,
        })),
      );
      expect(
        shown.every((name) => name.visible && !name.cut),
        JSON.stringify(shown),
      ).toBe(true);
      expect(new Set(shown.map((name) => name.text)).size, `${viewport.width}px`).toBe(3);
      await page.screenshot({ path: `${SHOTS}/compare-tray-fr-${viewport.width}.png` });

      // On the comparison page the tray stands after the page: nothing of the table is under it.
      await tray.getByRole("link", { name: "Comparer maintenant" }).click();
      await page.waitForURL((url) => url.pathname === "/fr/compare");
      await page.locator(".compare-tray--in-flow").waitFor();
      const covered = await page.evaluate(() => {
        const tray = document.querySelector(".compare-tray")!.getBoundingClientRect();
        const table = document.querySelector("main table")!.getBoundingClientRect();
        return getComputedStyle(document.querySelector(".compare-tray")!).position === "fixed" || tray.top < table.bottom;
      });
      expect(covered, `${viewport.width}px`).toBe(false);

      // Removing the first item with the keyboard puts the focus on the item that took its place, then on the last one,
      // and removing the last item leaves the focus in the page, not on its body.
      const removeButtons = tray.locator(".compare-tray__remove");
      await removeButtons.first().focus();
      await page.keyboard.press("Enter");
      await expect.poll(() => removeButtons.count()).toBe(2);
      await expect(removeButtons.first().evaluate((button) => button === document.activeElement)).resolves.toBe(true);
      await removeButtons.last().focus();
      await page.keyboard.press("Enter");
      await expect.poll(() => removeButtons.count()).toBe(1);
      await expect(removeButtons.first().evaluate((button) => button === document.activeElement)).resolves.toBe(true);
      await page.keyboard.press("Enter");
      await tray.waitFor({ state: "detached" });
      await expect(page.evaluate(() => document.activeElement?.id)).resolves.toBe("main");
      await page.evaluate(() => window.localStorage.clear());
    }
  });

  it("Tabbing back up a page at desktop width never leaves the focus under the sticky header and its category strip", async () => {
    const page = await session.newPage(DESKTOP);
    await visit(page, "/fr/contact");
    await page.locator(".site-footer a").last().focus();
    const hidden: string[] = [];
    for (let step = 0; step < 60; step++) {
      await page.keyboard.press("Shift+Tab");
      const focused = await page.evaluate(() => {
        const element = document.activeElement as HTMLElement | null;
        // The safety banner stands above the header, in view when focused: not under it.
        if (!element || element === document.body || element.closest(".site-header, .site-footer, .topbar, .skip-link, .safety-banner")) return "skip";
        const headerBottom = document.querySelector(".site-header")!.getBoundingClientRect().bottom;
        return element.getBoundingClientRect().top >= headerBottom - 1 ? "clear" : `${element.tagName} ${element.textContent?.trim().slice(0, 30)}`;
      });
      if (focused !== "skip" && focused !== "clear") hidden.push(focused);
    }
    expect(hidden).toEqual([]);
  });

  it("A visitor of the batteries page finds out which battery their tools need", async () => {
    const page = await session.newPage(DESKTOP);
    const tree = await (await page.request.get("/api/commodity/types")).json();
    const all = tree.data.flatMap((node: { child: unknown[] }) => [node, ...node.child]) as { en_name: string; link: string }[];
    const batteries = all.find((node) => node.en_name === "Batteries")!;
    await visit(page, batteries.link);
    await page.getByRole("heading", { name: "Which battery do I need?" }).waitFor();
    // Asked with nothing ticked: told what to do.
    await page.getByRole("button", { name: "Show batteries" }).click();
    await page.getByRole("status").filter({ hasText: "Choose at least one tool." }).waitFor();
    await page.getByRole("checkbox", { name: "40V 46 cm Brushless Push Lawn Mower" }).check();
    await page.getByRole("button", { name: "Show batteries" }).click();
    await page.waitForURL((url) => url.searchParams.has("tool"));
    await page.locator(".battery-helper tr.is-suggested").waitFor();
    expect(await page.locator(".battery-helper__suggestion").textContent()).toMatch(/Our suggestion: 40V (5\.0|7\.5) Ah Battery/);
    await expect.poll(() => page.locator(".battery-helper").getByText("batteries at once").count()).toBe(0);
    // A tool that takes two batteries: its runtimes are for two, and the answer says so.
    const twoSlots = "40V 53 cm Self-Propelled Lawn Mower";
    await page.getByRole("checkbox", { name: twoSlots }).check();
    await page.getByRole("button", { name: "Show batteries" }).click();
    await page.getByText(`${twoSlots} takes 2 batteries at once: its runtimes are with 2.`).waitFor();
    const cells = await page.locator(".battery-helper table").evaluate((table, tool) => {
      const column = [...table.querySelectorAll("thead th")].findIndex((th) => th.textContent === tool);
      return [...table.querySelectorAll("tbody tr")].map((row) => row.children[column]?.textContent);
    }, twoSlots);
    expect(cells.length).toBeGreaterThan(1);
    for (const cell of cells) expect(cell).toMatch(/ with 2 batteries$/);
    await page.locator(".battery-helper__suggestion").scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/battery-helper-1280.png`, fullPage: false });
  });
});
