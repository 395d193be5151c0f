import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { animationsDone, DESKTOP, PHONE, useBrowser, visit } from "./utils.ts";

/** Screenshots to look at (git ignores the folder); SCREENSHOT_DIR puts them elsewhere. */
const SCREENSHOTS = process.env.SCREENSHOT_DIR ?? join(import.meta.dirname, "screenshots");
mkdirSync(SCREENSHOTS, { recursive: true });

describe("the header", () => {
  const session = useBrowser();

  it("A visitor opens the search box, types and presses Enter to see matching products", async () => {
    const page = await session.newPage(DESKTOP);
    await visit(page, "/fantai");
    const input = page.getByRole("searchbox", { name: "Search products" });
    await expect(input.isVisible()).resolves.toBe(false);
    await page.getByRole("button", { name: "Open search" }).click();
    await expect(input.isVisible()).resolves.toBe(true);
    await expect(input.evaluate((el) => el === document.activeElement)).resolves.toBe(true);
    await input.fill("chainsaw");
    await input.press("Enter");
    await page.waitForURL((url) => url.pathname === "/products" && url.searchParams.get("q") === "chainsaw");
    await page.getByRole("heading", { level: 1, name: /chainsaw/ }).waitFor();
    const names = await page.locator(".product-card__name").allTextContents();
    // The three chainsaws first; products that only mention chainsaws in their description come after (decision 038).
    expect(names.slice(0, 3).every((name) => name.toLowerCase().includes("chainsaw"))).toBe(true);
    expect(names.slice(3).some((name) => name.toLowerCase().includes("chainsaw"))).toBe(false);
    await expect(page.getByRole("heading", { level: 1 }).textContent()).resolves.toContain("chainsaw");
  });

  it("A visitor already on the product list searches with the icon and is scrolled smoothly back to the top", async () => {
    const page = await session.newPage(DESKTOP);
    await visit(page, "/products");
    await page.evaluate(() => window.scrollTo(0, 900));
    await page.waitForFunction(() => window.scrollY >= 800);
    await page.getByRole("button", { name: "Open search" }).click();
    await page.getByRole("searchbox", { name: "Search products" }).fill("mower");
    await page.locator(".topbar").getByRole("button", { name: "Search", exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get("q") === "mower");
    await page.getByRole("heading", { level: 1, name: /mower/ }).waitFor();
    await page.waitForFunction(() => window.scrollY === 0);
    // The eight mowers fill the first page before anything that only mentions mowers (decision 038).
    const names = await page.locator(".product-card__name").allTextContents();
    expect(names.slice(0, 8).every((name) => /mower/i.test(name))).toBe(true);
  });

  it("Clicking anywhere else closes the search box", async () => {
    const page = await session.newPage(DESKTOP);
    await visit(page, "/");
    await page.getByRole("button", { name: "Open search" }).click();
    await expect(page.getByRole("searchbox", { name: "Search products" }).isVisible()).resolves.toBe(true);
    await page.locator("main").click({ position: { x: 5, y: 5 } });
    await expect(page.getByRole("searchbox", { name: "Search products" }).isVisible()).resolves.toBe(false);
  });

  it("A visitor can switch the site to Dutch and back to English on the same page; the menu closes", async () => {
    const page = await session.newPage(DESKTOP);
    await visit(page, "/products?sortid=1");
    const toggle = page.getByRole("button", { name: "Language: English" });
    await toggle.click();
    const menu = page.locator(".language-selector__menu");
    await expect(menu.isVisible()).resolves.toBe(true);
    await expect(menu.evaluate((el) => getComputedStyle(el).maxHeight)).resolves.toBe("114px");
    for (const name of ["English", "Français", "Nederlands"]) await expect(menu.getByRole("link", { name }).locator("svg.flag").count()).resolves.toBe(1);
    await menu.getByRole("link", { name: "Nederlands" }).click();
    await page.waitForURL((url) => url.pathname === "/nl/products" && url.search === "?sortid=1");
    await page.getByRole("heading", { level: 1, name: "Producten" }).waitFor();
    await expect(menu.isVisible()).resolves.toBe(false);
    await expect(page.getByRole("button", { name: "Hoofdnavigatie" }).count()).resolves.toBe(0);
    await expect(page.locator("nav[aria-label=Hoofdnavigatie]").count()).resolves.toBe(1);
    expect(await page.evaluate(() => document.cookie)).toContain("lang=nl");

    await page.getByRole("button", { name: "Taal: Nederlands" }).click();
    await page.locator(".language-selector__menu").getByRole("link", { name: "English" }).click();
    await page.waitForURL((url) => url.pathname === "/products");
    await page.getByRole("heading", { level: 1, name: "Products" }).waitFor();
  });

  it("The language menu is operable with the keyboard and Escape closes it", async () => {
    const page = await session.newPage(DESKTOP);
    await visit(page, "/");
    await page.getByRole("button", { name: "Language: English" }).focus();
    await page.keyboard.press("Enter");
    await expect(page.locator(".language-selector__menu").isVisible()).resolves.toBe(true);
    await page.keyboard.press("Escape");
    await expect(page.locator(".language-selector__menu").isVisible()).resolves.toBe(false);
    await expect(page.getByRole("button", { name: "Language: English" }).evaluate((el) => el === document.activeElement)).resolves.toBe(true);
  });

  it("The navigation bar shows the first 4 top categories, three social links and a logo linking home", async () => {
    const page = await session.newPage(DESKTOP);
    await visit(page, "/faq");
    const strip = page.locator("nav.category-strip li a");
    expect(await strip.allTextContents()).toEqual(["Lawn mowers", "Chainsaws", "Grass trimmers", "Hedge trimmers", "All products"]);
    await expect(page.locator(".topbar .social-links a").count()).resolves.toBe(3);
    await page.locator(".site-header__logo").click();
    await page.waitForURL((url) => url.pathname === "/");
  });

  it("The About Us drawer offers three tiles; the mask closes it", async () => {
    const page = await session.newPage(DESKTOP);
    await visit(page, "/");
    const trigger = page.getByRole("button", { name: "About Us" });
    await trigger.click();
    const drawer = page.getByRole("dialog", { name: "About Us" });
    await drawer.waitFor();
    await expect(trigger.getAttribute("aria-expanded")).resolves.toBe("true");
    const hrefs = await drawer.locator(".drawer-tile").evaluateAll((links) => links.map((a) => new URL((a as HTMLAnchorElement).href).pathname));
    expect(hrefs).toEqual(["/fantai", "/partner", "/benefits"]);
    await page.mouse.click(1250, 400); // the mask, right of the panel
    await drawer.waitFor({ state: "hidden" });
    await expect(trigger.getAttribute("aria-expanded")).resolves.toBe("false");
  });

  it("The Support drawer offers FAQ and Service, then Register, Service request, Manuals, Spare parts, Batteries, Where to buy, My Fantai and Safety notices; a link click closes it and navigates", async () => {
    const page = await session.newPage(DESKTOP);
    await visit(page, "/");
    await page.getByRole("button", { name: "Support" }).click();
    const drawer = page.getByRole("dialog", { name: "Support" });
    await drawer.waitFor();
    const hrefs = await drawer.locator(".drawer-tile").evaluateAll((links) => links.map((a) => new URL((a as HTMLAnchorElement).href).pathname));
    expect(hrefs).toEqual(["/faq", "/service", "/register", "/service/request", "/manuals", "/parts", "/batteries", "/dealers", "/my", "/safety"]);
    await drawer.getByRole("link", { name: /FAQs/ }).click();
    await page.waitForURL((url) => url.pathname === "/faq");
    await drawer.waitFor({ state: "hidden" });
  });

  it("The Product drawer: hovering a top category selects it and its first child; hovering a child shows its image, description and See More", async () => {
    const page = await session.newPage(DESKTOP);
    await visit(page, "/");
    await page.getByRole("button", { name: "Product", exact: true }).click();
    const drawer = page.getByRole("dialog", { name: "Product" });
    await drawer.waitFor();
    const tops = drawer.locator(".product-menu__top");
    expect(await tops.count()).toBeGreaterThanOrEqual(6);
    await expect(tops.first().locator("img").count()).resolves.toBe(1);
    // Default: the first category and its first child.
    await expect(tops.first().getAttribute("aria-current")).resolves.toBe("true");
    await expect(drawer.locator(".product-menu__preview-name").textContent()).resolves.toBe("Push mowers");

    await tops.filter({ hasText: "Chainsaws" }).hover();
    await drawer.locator('.product-menu__top[aria-current="true"]', { hasText: "Chainsaws" }).waitFor();
    await expect(drawer.locator(".product-menu__heading").textContent()).resolves.toBe("Chainsaws");
    await expect(drawer.locator(".product-menu__preview-name").textContent()).resolves.toBe("Top-handle chainsaws");
    await expect(drawer.locator(".product-menu__children").getAttribute("data-layout")).resolves.toBe("small");

    await drawer.locator(".product-menu__children li a", { hasText: "Pole saws" }).hover();
    await drawer.locator(".product-menu__preview-name", { hasText: "Pole saws" }).waitFor();
    await expect(drawer.locator(".product-menu__preview-text").textContent()).resolves.not.toBe("");
    await expect(drawer.locator(".product-menu__preview img").count()).resolves.toBe(1);
    await expect(
      drawer
        .locator(".product-menu__preview")
        .getByRole("link", { name: /See More/ })
        .count(),
    ).resolves.toBe(1);

    // More than 8 children: the medium layout.
    await tops.filter({ hasText: "Garden & DIY tools" }).hover();
    await drawer.locator('.product-menu__top[aria-current="true"]', { hasText: "Garden & DIY tools" }).waitFor();
    await expect(drawer.locator(".product-menu__children li").count()).resolves.toBeGreaterThan(8);
    await expect(drawer.locator(".product-menu__children").getAttribute("data-layout")).resolves.toBe("medium");

    // The top-level See More goes to its landing page and closes the drawer.
    await drawer.locator(".product-menu__children > .link-arrow").click();
    await page.waitForURL((url) => url.pathname === "/products/garden-diy-tools");
    await drawer.waitFor({ state: "hidden" });
    await page.getByRole("heading", { level: 1 }).waitFor();
  });

  it("The drawers work with the keyboard: focus moves in, Tab stays inside, Escape closes and returns focus", async () => {
    const page = await session.newPage(DESKTOP);
    await visit(page, "/");
    const trigger = page.getByRole("button", { name: "Product", exact: true });
    await trigger.focus();
    await page.keyboard.press("Enter");
    const drawer = page.getByRole("dialog", { name: "Product" });
    await drawer.waitFor();
    await expect(drawer.evaluate((el) => el.contains(document.activeElement))).resolves.toBe(true);
    // Focusing a category selects it, as hovering does.
    await drawer.locator(".product-menu__top").nth(1).focus();
    await expect(drawer.locator(".product-menu__top").nth(1).getAttribute("aria-current")).resolves.toBe("true");
    for (let i = 0; i < 40; i++) await page.keyboard.press("Tab");
    await expect(drawer.evaluate((el) => el.contains(document.activeElement))).resolves.toBe(true);
    await page.keyboard.press("Escape");
    await drawer.waitFor({ state: "hidden" });
    await expect(trigger.evaluate((el) => el === document.activeElement)).resolves.toBe(true);
  });

  it("A keyboard user reaches every category's children with Tab alone, and Shift+Tab walks the same line back", async () => {
    const page = await session.newPage(DESKTOP);
    await visit(page, "/");
    await page.getByRole("button", { name: "Product", exact: true }).click();
    const drawer = page.getByRole("dialog", { name: "Product" });
    await drawer.waitFor();
    const tops = drawer.locator(".product-menu__top");
    const topNames = (await tops.allTextContents()).map((name) => name.trim());
    // What each category offers, read by selecting it with the arrow keys.
    await tops.first().focus();
    const childrenOf = new Map<string, string[]>();
    for (const name of topNames) {
      await drawer.locator('.product-menu__top[aria-current="true"]', { hasText: name }).waitFor();
      childrenOf.set(
        name,
        (await drawer.locator(".product-menu__children li a").allTextContents()).map((text) => text.trim()),
      );
      await page.keyboard.press("ArrowDown");
    }
    expect(childrenOf.size).toBeGreaterThanOrEqual(6);

    await tops.first().focus();
    const reached = new Map<string, Set<string>>();
    const line: string[] = [];
    for (let step = 0; step < 200; step++) {
      const focused = await page.evaluate(() => {
        const el = document.activeElement as HTMLElement;
        return {
          text: el.textContent?.trim() ?? "",
          child: !!el.closest(".product-menu__children li"),
          top: document.querySelector('.product-menu__top[aria-current="true"]')?.textContent?.trim() ?? "",
          inPreview: !!el.closest(".product-menu__preview"),
        };
      });
      if (focused.inPreview) break;
      line.push(`${focused.top}|${focused.text}`);
      if (focused.child) reached.set(focused.top, (reached.get(focused.top) ?? new Set()).add(focused.text));
      await page.keyboard.press("Tab");
    }
    for (const [name, children] of childrenOf) expect([...(reached.get(name) ?? [])].sort(), name).toEqual([...children].sort());

    // Shift+Tab from the last category back to the first passes the same entries in reverse.
    const back: string[] = [];
    await page.keyboard.press("Shift+Tab");
    for (let step = 0; step < line.length; step++) {
      back.push(
        await page.evaluate(
          () =>
            `${document.querySelector('.product-menu__top[aria-current="true"]')?.textContent?.trim() ?? ""}|${(document.activeElement as HTMLElement).textContent?.trim() ?? ""}`,
        ),
      );
      if (step < line.length - 1) await page.keyboard.press("Shift+Tab");
    }
    expect(back.reverse()).toEqual(line);
  });

  it("A diagonal pointer move from a category toward its children does not switch to the categories passed over", async () => {
    const page = await session.newPage(DESKTOP);
    await visit(page, "/");
    await page.getByRole("button", { name: "Product", exact: true }).click();
    const drawer = page.getByRole("dialog", { name: "Product" });
    await drawer.waitFor();
    const tops = drawer.locator(".product-menu__top");
    await tops.first().hover();
    await drawer.locator('.product-menu__top[aria-current="true"]').first().waitFor();
    const first = (await tops.first().textContent())!.trim();
    const from = (await tops.first().boundingBox())!;
    const children = (await drawer.locator(".product-menu__children").boundingBox())!;
    // Down and to the right, across the next two categories, in a few milliseconds.
    await page.mouse.move(from.x + 20, from.y + from.height / 2);
    await page.mouse.move(children.x + 20, from.y + from.height * 3.2, { steps: 8 });
    await page.waitForTimeout(400);
    await expect(drawer.locator('.product-menu__top[aria-current="true"]').textContent()).resolves.toContain(first);
    // Resting on another category still selects it.
    await tops.nth(2).hover();
    await drawer.locator('.product-menu__top[aria-current="true"]', { hasText: (await tops.nth(2).textContent())!.trim() }).waitFor();
  });

  it("On a phone the hamburger opens a half-width menu with the product rules' nine entries and the owners' pages, which closes after a choice", async () => {
    const page = await session.newPage(PHONE);
    await visit(page, "/");
    await expect(page.locator("nav.site-nav").isVisible()).resolves.toBe(false);
    await page.getByRole("button", { name: "Open menu" }).click();
    const menu = page.getByRole("dialog", { name: "Menu" });
    await menu.waitFor();
    // Half of 375 px is 187.5: measured once the panel has slid in, within a pixel's rounding.
    await expect.poll(async () => Math.abs((await menu.boundingBox())!.width - PHONE.width / 2) <= 1).toBe(true);
    const entries = menu.locator(".mobile-menu a");
    expect(await entries.allTextContents()).toEqual([
      "Home",
      "About Fantai",
      "Be Our Partner",
      "Benefits",
      "Product",
      "FAQs",
      "Service",
      "Register a product",
      "Service request",
      "Manuals",
      "Spare parts",
      "Batteries",
      "Where to buy",
      "My Fantai",
      "Safety notices",
      "Blog",
      "Contact",
    ]);
    const hrefs = await entries.evaluateAll((links) => links.map((a) => new URL((a as HTMLAnchorElement).href).pathname));
    expect(hrefs).toEqual([
      "/",
      "/fantai",
      "/partner",
      "/benefits",
      "/products",
      "/faq",
      "/service",
      "/register",
      "/service/request",
      "/manuals",
      "/parts",
      "/batteries",
      "/dealers",
      "/my",
      "/safety",
      "/blog",
      "/contact",
    ]);
    await entries.filter({ hasText: /^Service$/ }).click();
    await page.waitForURL((url) => url.pathname === "/service");
    await menu.waitFor({ state: "hidden" });
  });

  it("Without JavaScript, a visitor on the French FAQ switches to Dutch with the language menu and gets the Dutch FAQ", async () => {
    const page = await session.newPage(DESKTOP, { javaScriptEnabled: false });
    await page.goto("/fr/faq");
    await page.getByLabel("Langue: Français").click();
    const dutch = page.locator(".language-selector__menu").getByRole("link", { name: "Nederlands" });
    await expect(dutch.isVisible()).resolves.toBe(true);
    await dutch.click();
    await page.waitForURL((url) => url.pathname === "/nl/faq");
    await page.getByRole("heading", { level: 1, name: "Veelgestelde vragen" }).waitFor();
  });

  it("Without JavaScript, About Us, Product and Support lead to their pages; Product to the product list", async () => {
    const page = await session.newPage(DESKTOP, { javaScriptEnabled: false });
    await page.goto("/fr/faq");
    const nav = page.getByRole("navigation", { name: "Navigation principale" });
    const entries = nav.getByRole("link").filter({ hasText: /^(À propos|Produits|Assistance)$/ });
    const hrefs = await entries.evaluateAll((links) => links.map((a) => new URL((a as HTMLAnchorElement).href).pathname));
    expect(hrefs).toEqual(["/fr/fantai", "/fr/products", "/fr/service"]);
    await nav.getByRole("link", { name: "Produits" }).click();
    await page.waitForURL((url) => url.pathname === "/fr/products");
    await page.getByRole("heading", { level: 1, name: "Produits" }).waitFor();
  });

  it("Without JavaScript, on a phone the hamburger opens the main links and the owners' pages", async () => {
    const page = await session.newPage(PHONE, { javaScriptEnabled: false });
    await page.goto("/fr/faq");
    await page.getByLabel("Ouvrir le menu").click();
    const menu = page.getByRole("navigation", { name: "Menu" });
    await expect(menu.isVisible()).resolves.toBe(true);
    const hrefs = await menu.getByRole("link").evaluateAll((links) => links.map((a) => new URL((a as HTMLAnchorElement).href).pathname));
    expect(hrefs).toEqual([
      "/fr",
      "/fr/fantai",
      "/fr/partner",
      "/fr/benefits",
      "/fr/products",
      "/fr/faq",
      "/fr/service",
      "/fr/register",
      "/fr/service/request",
      "/fr/manuals",
      "/fr/parts",
      "/fr/batteries",
      "/fr/dealers",
      "/fr/my",
      "/fr/safety",
      "/fr/blog",
      "/fr/contact",
    ]);
    await menu.getByRole("link", { name: "Produits" }).click();
    await page.waitForURL((url) => url.pathname === "/fr/products");
    await page.getByRole("heading", { level: 1, name: "Produits" }).waitFor();
  });

  it("The Support drawer and the phone menu list the owners' pages in the same order, in French", async () => {
    const desktop = await session.newPage(DESKTOP, { locale: "fr-BE" });
    await visit(desktop, "/fr/dealers");
    // Support is the current entry on the owners' pages too.
    const support = desktop.getByRole("button", { name: "Assistance" });
    expect(await support.evaluate((button) => button.classList.contains("active") || button.getAttribute("aria-current") !== null)).toBe(true);
    await support.click();
    const drawer = desktop.getByRole("dialog", { name: "Assistance" });
    await drawer.waitFor();
    const tiles = await drawer.locator(".drawer-tile__title").allTextContents();
    expect(tiles).toEqual([
      "FAQ",
      "Service et garantie",
      "Enregistrer un produit",
      "Demande de service",
      "Notices",
      "Pièces détachées",
      "Batteries",
      "Où acheter",
      "Mon Fantai",
      "Avis de sécurité",
    ]);
    await animationsDone(drawer);
    await desktop.screenshot({ path: `${SCREENSHOTS}/support-drawer-fr-1280.png` });
    // Every tile is on screen, none cut off by the panel.
    const last = (await drawer.locator(".drawer-tile").last().boundingBox())!;
    expect(last.y + last.height).toBeLessThanOrEqual(DESKTOP.height);

    const phone = await session.newPage(PHONE, { locale: "fr-BE" });
    await visit(phone, "/fr");
    await phone.getByRole("button", { name: "Ouvrir le menu" }).click();
    const menu = phone.getByRole("dialog", { name: "Menu" });
    await menu.waitFor();
    const entries = await menu.locator(".mobile-menu a").allTextContents();
    // The drawer's pages, in the drawer's order, right after each other.
    const start = entries.indexOf("FAQ");
    expect(entries.slice(start, start + 10)).toEqual([
      "FAQ",
      "Service",
      "Enregistrer un produit",
      "Demande de service",
      "Notices",
      "Pièces détachées",
      "Batteries",
      "Où acheter",
      "Mon Fantai",
      "Avis de sécurité",
    ]);
    await animationsDone(menu);
    await phone.screenshot({ path: `${SCREENSHOTS}/mobile-menu-fr-375.png` });
    await menu.getByRole("link", { name: "Où acheter" }).click();
    await phone.waitForURL((url) => url.pathname === "/fr/dealers");
    await menu.waitFor({ state: "hidden" });
  });
});
