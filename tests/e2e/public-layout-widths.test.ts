import type { Page } from "playwright-core";
import { describe, expect, it, onTestFinished } from "vitest";
import { slugify } from "#domain/slug.ts";
import { api, apiToken, seed, unique } from "./admin-utils.ts";
import { baseUrl, PHONE, useBrowser, visit } from "./utils.ts";

/** Phones, tablets (iPad portrait is 768/834), laptops and desktops, the widths asked for, 1920 added. */
const WIDTHS = [320, 375, 414, 750, 768, 800, 834, 1024, 1200, 1280, 1440, 1920];

/** Every public page type; the entity pages are found through the site's own links, as a visitor would. */
const STATIC_PAGES = ["/", "/fantai", "/partner", "/benefits", "/products", "/blog", "/faq", "/service", "/contact", "/thanks", "/no-such-page"];

/** Widths at which the document is wider than the window, i.e. the page scrolls sideways. */
async function sidewaysScroll(page: Page): Promise<string[]> {
  const found: string[] = [];
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 800 });
    const { scrollWidth, innerWidth } = await page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth }));
    if (scrollWidth > innerWidth) found.push(`${width}px: +${scrollWidth - innerWidth}px`);
  }
  return found;
}

/**
 * The words cut in two across lines inside `selector`, except those a browser may cut: a word wider than its whole
 * line in a box that hyphenates (where the browser has no hyphenation dictionary, as in these tests, it cuts it
 * without a hyphen), or any word in such a box when it does hyphenate.
 */
async function cutWords(page: Page, selector: string): Promise<string[]> {
  return page.evaluate((selector) => {
    const probe = document.createElement("div");
    probe.lang = "en";
    probe.style.cssText = "position:absolute;visibility:hidden;width:4em;hyphens:auto;overflow-wrap:normal;font-size:16px";
    probe.textContent = "hyphenation hyphenation";
    document.body.append(probe);
    const hyphenates = probe.scrollWidth <= probe.clientWidth;
    probe.remove();
    const cut: string[] = [];
    for (const element of document.querySelectorAll<HTMLElement>(selector)) {
      if (!element.offsetParent) continue;
      const style = getComputedStyle(element);
      const line = element.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const box = node.parentElement!;
        const hyphenated = getComputedStyle(box).hyphens === "auto";
        for (const word of node.textContent!.matchAll(/[\p{L}\p{N}'’]+/gu)) {
          const range = document.createRange();
          range.setStart(node, word.index);
          range.setEnd(node, word.index + word[0].length);
          const rects = [...range.getClientRects()].filter((rect) => rect.width > 0);
          if (new Set(rects.map((rect) => Math.round(rect.top))).size < 2) continue;
          const width = rects.reduce((sum, rect) => sum + rect.width, 0);
          if (hyphenated && (hyphenates || width > line)) continue;
          cut.push(`${word[0]} (${element.className || element.tagName}, ${Math.round(width)} px in ${Math.round(line)} px)`);
        }
      }
    }
    return cut;
  }, selector);
}

describe("page widths", () => {
  const session = useBrowser();

  for (const locale of ["fr", "nl"] as const) {
    it(`No public page scrolls sideways at any width from 320 to 1920 px, in ${locale === "fr" ? "French" : "Dutch"}`, { timeout: 240_000 }, async () => {
      // One page for the whole sweep; each address loads once and the viewport is resized under it.
      const page = await session.newPage({ width: 1440, height: 800 }, { allowConsole: [/status of 404/] });
      const prefix = `/${locale}`;
      // The entity pages are reached through the site's own links, picked up on the way.
      const links: Record<string, string> = {
        [prefix]: ".category-strip li:first-child a",
        [`${prefix}/products`]: ".product-grid .product-card__link",
        [`${prefix}/blog`]: ".article-grid .article-card__link",
      };
      const queue = STATIC_PAGES.map((p) => (p === "/" ? prefix : `${prefix}${p}`));
      const problems: Record<string, string[]> = {};
      for (let index = 0; index < queue.length; index++) {
        const path = queue[index]!;
        await visit(page, path);
        const selector = links[path];
        if (selector) queue.push((await page.locator(selector).first().getAttribute("href"))!);
        const found = await sidewaysScroll(page);
        if (found.length) problems[path] = found;
      }
      // Every type was swept: a landing page, a product and an article too.
      expect(queue.slice(STATIC_PAGES.length)).toEqual([
        expect.stringMatching(new RegExp(`^${prefix}/products/[^?]+\\?sortid=\\d+$`)),
        expect.stringMatching(new RegExp(`^${prefix}/product/[^?]+\\?articleID=\\d+$`)),
        expect.stringMatching(new RegExp(`^${prefix}/blog/[^?]+\\?articleID=\\d+$`)),
      ]);
      expect(problems).toEqual({});
    });
  }

  it("A product whose Dutch name holds a long compound word fits a phone's width", async () => {
    // Real Dutch names: one word of 27 letters is wider than a 375 px screen at the title's size.
    const enName = unique("Chain sharpener");
    const product = await seed("commodities", { en_name: enName, nl_name: "Accukettingzaagslijpmachine voor boomverzorgingswerkzaamheden" });
    const page = await session.newPage(PHONE);
    await visit(page, `/nl/product/${encodeURIComponent(slugify(enName))}?articleID=${product.id}`);
    await expect.poll(() => page.locator("h1").textContent()).toContain("Accukettingzaagslijpmachine");
    expect(await sidewaysScroll(page)).toEqual([]);
  });

  it("A category whose Dutch name holds a long compound word fits a phone's width on its landing page", async () => {
    // The lawn mowers' landing page links its children's (push mowers: a second-level landing page), renamed for the test.
    const page = await session.newPage(PHONE);
    await visit(page, "/nl/products/lawn-mowers?sortid=1");
    const landing = (await page.locator('a[href^="/nl/products/push-mowers?"]').first().getAttribute("href"))!;
    const id = Number(new URL(landing, baseUrl()).searchParams.get("sortid"));
    const token = await apiToken();
    const before = (await api<{ data: { nl_name: string } }>("GET", `commodity/types/${id}`)).body.data.nl_name;
    onTestFinished(async () => void (await api("POST", `ad/commodity/types/${id}/_update`, { token, body: { nl_name: before } })));
    const renamed = await api("POST", `ad/commodity/types/${id}/_update`, { token, body: { nl_name: "Accukettingzaagslijpmachines en toebehoren" } });
    expect(renamed.status).toBe(200);
    await visit(page, landing);
    await expect.poll(() => page.locator("h2").allTextContents()).toContainEqual(expect.stringContaining("Accukettingzaagslijpmachines"));
    expect(await sidewaysScroll(page)).toEqual([]);
  });

  it("A mower's specification table, with its long Dutch labels, fits every width", async () => {
    const page = await session.newPage(PHONE);
    await visit(page, "/nl/product/40V-53-cm-Self-Propelled-Lawn-Mower?articleID=5");
    await expect.poll(() => page.locator(".spec-table th").allTextContents()).toContainEqual(expect.stringContaining("gazonoppervlakte"));
    expect(await sidewaysScroll(page)).toEqual([]);
  });

  it("An article with a six-column table scrolls the table, not the page, on a phone", async () => {
    const row = (tag: string, text: string) =>
      `<tr>${Array.from({ length: 6 }, (_, i) => `<${tag}><p>${text} ${i + 1} tronçonneuse</p></${tag}>`).join("")}</tr>`;
    const title = unique("Maintenance schedule");
    const article = await seed("articles", {
      en_title: title,
      en_content: `<p>Every season:</p><table><tbody>${row("th", "Step")}${row("td", "Check")}</tbody></table>`,
    });
    const page = await session.newPage(PHONE);
    await visit(page, `/blog/${encodeURIComponent(slugify(title))}?articleID=${article.id}`);
    await page.locator(".article__content table").waitFor();
    expect(await sidewaysScroll(page)).toEqual([]);
  });

  it("No word that fits its line is cut in two in product names, category tiles, the comparison's labels, the warranty's products or the footer's links, in French and Dutch", async () => {
    const page = await session.newPage(PHONE);
    const problems: string[] = [];
    for (const locale of ["fr", "nl"] as const) {
      for (const viewport of [PHONE, { width: 1280, height: 800 }]) {
        await page.setViewportSize(viewport);
        const where = `${locale} at ${viewport.width}px`;
        await visit(page, `/${locale}`);
        for (const selector of [".product-card__name", ".category-tile__name", ".support-strip__link"])
          for (const word of await cutWords(page, selector)) problems.push(`${where}, home: ${word}`);
        await visit(page, `/${locale}/products`);
        for (const word of await cutWords(page, ".product-card__name")) problems.push(`${where}, products: ${word}`);
        await visit(page, `/${locale}/compare?ids=3,5,7`);
        for (const word of await cutWords(page, ".compare-table th")) problems.push(`${where}, compare: ${word}`);
        await visit(page, `/${locale}/register`);
        for (const word of await cutWords(page, ".product-option__name")) problems.push(`${where}, register: ${word}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it("On a phone the warranty form's product search shows its whole hint, in French and Dutch", async () => {
    const page = await session.newPage(PHONE);
    for (const locale of ["fr", "nl"]) {
      await visit(page, `/${locale}/register`);
      const field = page.locator(".product-picker__search input");
      // Where the hint would end if nothing cut it, and where the field's text box ends.
      const { from, to, end } = await field.evaluate((input: HTMLInputElement) => {
        const style = getComputedStyle(input);
        const hint = getComputedStyle(input, "::placeholder");
        const context = document.createElement("canvas").getContext("2d")!;
        context.font = `${hint.fontWeight} ${hint.fontSize} ${hint.fontFamily}`;
        const from = input.clientLeft + parseFloat(style.paddingLeft);
        return { from, to: input.clientLeft + input.clientWidth - parseFloat(style.paddingRight), end: from + context.measureText(input.placeholder).width };
      });
      expect(end, locale).toBeLessThanOrEqual(to);
      // Where its drawn letters end: a hint cut short (by the box, or by the room kept for the search field's
      // clear button) stops before.
      const shot = (await field.screenshot()).toString("base64");
      const inked = await page.evaluate(
        async ({ shot, from, to }) => {
          const bytes = Uint8Array.from(atob(shot), (c) => c.charCodeAt(0));
          const bitmap = await createImageBitmap(new Blob([bytes], { type: "image/png" }));
          const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
          const context = canvas.getContext("2d")!;
          context.drawImage(bitmap, 0, 0);
          const pixels = context.getImageData(0, 0, bitmap.width, bitmap.height).data;
          for (let x = Math.floor(to); x >= from; x--)
            for (let y = 4; y < bitmap.height - 4; y++) {
              const i = (y * bitmap.width + x) * 4;
              if (Math.min(pixels[i]!, pixels[i + 1]!, pixels[i + 2]!) < 200) return x + 1;
            }
          return 0;
        },
        { shot, from, to },
      );
      expect(inked, locale).toBeGreaterThanOrEqual(end - 3);
    }
  });

  for (const locale of ["fr", "nl", "en"] as const) {
    it(`From 750 px up, the header shows every main entry and 'All products' whole, without overlap (${locale})`, async () => {
      const page = await session.newPage({ width: 750, height: 800 });
      await visit(page, locale === "en" ? "/" : `/${locale}`);
      const problems: string[] = [];
      for (const width of [750, 768, 800, 834, 900, 1024, 1100, 1199, 1200, 1280]) {
        await page.setViewportSize({ width, height: 800 });
        const found = await page.evaluate(() => {
          const inside = (el: Element, box: Element) => {
            const a = el.getBoundingClientRect();
            const b = box.getBoundingClientRect();
            return a.left >= b.left - 0.5 && a.right <= b.right + 0.5;
          };
          const nav = document.querySelector(".site-nav ul")!;
          const strip = document.querySelector(".category-strip ul")!;
          const header = document.querySelector(".site-header__inner")!;
          const cta = document.querySelector<HTMLElement>(".site-header__cta")!;
          const bad = [
            ...[...nav.querySelectorAll(".site-nav__item")].filter((el) => !inside(el, nav) || el.scrollWidth > el.clientWidth + 1),
            ...[...strip.querySelectorAll("a")].filter((el) => !inside(el, strip) || el.scrollWidth > el.clientWidth + 1),
            ...[nav, strip].filter((el) => !inside(el, header.parentElement!)),
          ].map((el) => el.textContent?.trim() || el.className);
          // The partner button (from 1200 px) sits right of the last entry, never over it.
          if (cta.offsetParent && nav.lastElementChild!.getBoundingClientRect().right > cta.getBoundingClientRect().left)
            bad.push("partner button overlaps the navigation");
          return bad;
        });
        if (found.length) problems.push(`${width}px: ${found.join(", ")}`);
      }
      expect(problems).toEqual([]);
    });
  }
});
