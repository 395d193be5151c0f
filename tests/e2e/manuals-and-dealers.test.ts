import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { DESKTOP, PHONE, useBrowser, visit } from "./utils.ts";

/** The seed's FT-LM4042 mower has its documents in all three languages; the FT-LM4046 has no Dutch ones (English offered instead). */
const WITH_DUTCH = "FT-LM4042";
const WITHOUT_DUTCH = "FT-LM4046";

const productCard = (page: Page, model: string) =>
  page.locator("[data-testid=manual-product]").filter({ has: page.locator(".manual-product__model", { hasText: new RegExp(`^${model}$`) }) });

async function searchManuals(page: Page, term: string) {
  await page.getByLabel("Productnaam of modelnummer").fill(term);
  await page.locator(".manual-search__form").getByRole("button", { name: "Zoeken" }).click();
  await page.waitForURL((url) => url.searchParams.get("q") === term);
}

describe("manuals and dealers in Dutch", () => {
  const session = useBrowser();

  it("A visitor finds the Dutch manual of a mower on /nl/manuals and downloads it under its real name", async () => {
    const page = await session.newPage(DESKTOP, { locale: "nl-NL" });
    await visit(page, "/nl/manuals");
    await expect.poll(() => page.locator("h1").textContent()).toBe("Handleidingen en documenten");
    await searchManuals(page, WITH_DUTCH);
    const card = productCard(page, WITH_DUTCH);
    await expect.poll(() => card.count()).toBe(1);
    const manual = card.locator("a.document-link[data-kind=user_manual]");
    expect(await manual.getAttribute("data-locale")).toBe("nl");
    expect(await manual.locator(".document-link__kind").textContent()).toBe("Gebruiksaanwijzing");
    expect(await manual.locator(".language-badge").count()).toBe(0);

    const href = await manual.getAttribute("href");
    const download = await page.request.get(href!);
    expect(download.status()).toBe(200);
    expect(download.headers()["content-type"]).toBe("application/pdf");
    expect(download.headers()["content-disposition"]).toBe(`inline; filename="Fantai-${WITH_DUTCH}-Gebruiksaanwijzing-NL.pdf"`);
    expect((await download.body()).subarray(0, 5).toString()).toBe("%PDF-");
  });

  it("A visitor sees the English manual, with an EN badge, where a product has no Dutch one", async () => {
    const page = await session.newPage(PHONE, { locale: "nl-NL" });
    await visit(page, "/nl/manuals");
    await searchManuals(page, WITHOUT_DUTCH);
    const manual = productCard(page, WITHOUT_DUTCH).locator("a.document-link[data-kind=user_manual]");
    expect(await manual.getAttribute("data-locale")).toBe("en");
    expect(await manual.locator(".language-badge").isVisible()).toBe(true);
    expect((await manual.locator(".language-badge").textContent())?.startsWith("EN")).toBe(true);
  });

  it("A visitor searches the manuals without JavaScript", async () => {
    const page = await session.newPage(DESKTOP, { locale: "nl-NL", javaScriptEnabled: false });
    await page.goto("/nl/manuals");
    await page.getByLabel("Productnaam of modelnummer").fill("grasmaaier");
    await page.getByLabel("Soort document").selectOption("spare_parts_list");
    await page.locator(".manual-search__form").getByRole("button", { name: "Zoeken" }).click();
    await page.waitForURL(/kind=spare_parts_list/);
    const kinds = await page.locator("a.document-link").evaluateAll((links) => links.map((link) => link.getAttribute("data-kind")));
    expect(kinds.length).toBeGreaterThan(0);
    expect(new Set(kinds)).toEqual(new Set(["spare_parts_list"]));
    const names = await page.locator(".manual-product__name").allTextContents();
    expect(names.every((name) => /grasmaaier/i.test(name))).toBe(true);
  });

  it("A visitor finds the Dutch manual on the product page, reached from the manuals list", async () => {
    const page = await session.newPage(DESKTOP, { locale: "nl-NL" });
    await visit(page, `/nl/manuals?q=${WITH_DUTCH}`);
    await productCard(page, WITH_DUTCH).locator(".manual-product__name a").click();
    await page.waitForURL(/\/nl\/product\//);
    const documents = page.locator("#documents");
    await expect.poll(() => documents.locator("h2").textContent()).toBe("Handleidingen en documenten");
    const manual = documents.locator("a.document-link[data-kind=user_manual]");
    expect(await manual.getAttribute("data-locale")).toBe("nl");
    expect(await manual.locator(".language-badge").count()).toBe(0);
    // The declaration of conformity exists in English only: offered with the badge.
    const conformity = documents.locator("a.document-link[data-kind=declaration_of_conformity]");
    expect(await conformity.getAttribute("data-locale")).toBe("en");
    expect(await conformity.locator(".language-badge").isVisible()).toBe(true);
    expect(await page.getByRole("link", { name: "Verkooppunten" }).first().getAttribute("href")).toBe("/nl/dealers?service=sales&locate=1");
  });

  it("A visitor near Maastricht presses 'Bij mij in de buurt' and sees the nearest dealer first, with its distance", async () => {
    const page = await session.newPage(PHONE, { locale: "nl-NL", geolocation: { latitude: 50.8514, longitude: 5.691 } });
    await visit(page, "/nl/dealers");
    const names = () => page.locator(".dealer-card__name").allTextContents();
    expect((await names())[0]).not.toBe("Tuinhuis Maasland");
    await page.getByRole("button", { name: "Bij mij in de buurt" }).click();
    await expect.poll(async () => (await names())[0]).toBe("Tuinhuis Maasland");
    expect((await names())[1]).toBe("Jardinerie de la Meuse");
    const distance = await page.locator(".dealer-card__distance").first().textContent();
    expect(distance).toMatch(/^\d+(,\d)? km$/);
    expect(Number(distance!.replace(" km", "").replace(",", "."))).toBeLessThan(3);
    expect(await page.locator(".dealer-search__status").textContent()).toContain("Gesorteerd op afstand");
    // Back to the list by country.
    await page.getByRole("button", { name: "Weer op land sorteren" }).click();
    await expect.poll(async () => page.locator(".dealer-card__distance").count()).toBe(0);
  });

  it("The search fields keep their place when 'Bij mij in de buurt' appears with the scripts", async () => {
    const page = await session.newPage(DESKTOP, { locale: "nl-NL" });
    // Scripts that arrive late: the page is drawn, and measured, before they run.
    await page.route(/\.js(\?|$)/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 400));
      await route.continue().catch(() => undefined);
    });
    await page.addInitScript(() => {
      const counted = window as unknown as { shifted: number };
      counted.shifted = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[])
          if (!entry.hadRecentInput) counted.shifted += entry.value;
      }).observe({ type: "layout-shift", buffered: true });
    });
    await page.goto("/nl/dealers", { waitUntil: "commit" });
    await page.waitForFunction(
      () => [...document.querySelectorAll<HTMLLinkElement>("link[rel=stylesheet]")].every((link) => link.sheet) && document.querySelector("#dealer-q"),
    );
    const field = page.locator("#dealer-q");
    const before = await field.evaluate((input) => input.getBoundingClientRect().width);
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
    await page.getByRole("button", { name: "Bij mij in de buurt" }).waitFor();
    expect(await field.evaluate((input) => input.getBoundingClientRect().width)).toBe(before);
    expect(await page.evaluate(() => (window as unknown as { shifted: number }).shifted)).toBe(0);
  });

  it("A visitor searches dealers by postcode without JavaScript, and each dealer carries LocalBusiness data", async () => {
    const page = await session.newPage(DESKTOP, { locale: "nl-NL", javaScriptEnabled: false });
    await page.goto("/nl/dealers");
    expect(await page.getByRole("button", { name: "Bij mij in de buurt" }).count()).toBe(0);
    const ld = await page.locator('script[type="application/ld+json"]').allTextContents();
    const businesses = ld.map((text) => JSON.parse(text) as { "@type": string; name?: string }).filter((item) => item["@type"] === "LocalBusiness");
    expect(businesses.length).toBeGreaterThanOrEqual(12);
    const search = page.locator(".dealer-search__form");
    await page.getByLabel("Plaats of postcode").fill("3513");
    await search.getByRole("button", { name: "Zoeken" }).click();
    await page.waitForURL(/q=3513/);
    // 3513 is in Utrecht: its dealer first, then the nearest others, each with its distance.
    expect((await page.locator(".dealer-card__name").allTextContents())[0]).toBe("Groen & Gereedschap");
    expect(await page.locator(".dealer-card__distance").first().textContent()).toMatch(/^\d+(,\d)? km$/);
    expect(await page.locator(".dealer-card a", { hasText: "Openen in OpenStreetMap" }).first().getAttribute("href")).toMatch(
      /^https:\/\/www\.openstreetmap\.org\/\?mlat=52\.1029&mlon=5\.1069/,
    );
    await page.getByLabel("Plaats of postcode").fill("Liège");
    await search.getByRole("button", { name: "Zoeken" }).click();
    await page.waitForURL(/q=Li/);
    expect((await page.locator(".dealer-card__name").allTextContents())[0]).toBe("Jardinerie de la Meuse");
  });

  it("The footer's 'Download Manuals' leads to the manuals in each language, and the FAQ's parts answer to the dealers", async () => {
    const page = await session.newPage(DESKTOP);
    for (const [prefix, label] of [
      ["", "Download Manuals"],
      ["/fr", "Télécharger les notices"],
      ["/nl", "Handleidingen downloaden"],
    ] as const) {
      await visit(page, `${prefix}/faq`);
      expect(await page.locator("#site-footer").getByRole("link", { name: label }).getAttribute("href")).toBe(`${prefix}/manuals`);
      expect(await page.locator(`.faq-item a[href="${prefix}/dealers?service=spare_parts"]`).count()).toBe(1);
    }
  });
});
