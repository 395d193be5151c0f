import { mkdirSync } from "node:fs";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { DESKTOP, PHONE, useBrowser, visit } from "./utils.ts";

const SHOTS = "/tmp/shots-search";

/** Card names on the list, and how many of the first ones match: matching names must come before any other card. */
async function cardNames(page: Page): Promise<string[]> {
  await page.locator(".product-card__name").first().waitFor();
  return page.locator(".product-card__name").allTextContents();
}

function leadingMatches(names: string[], pattern: RegExp): number {
  const index = names.findIndex((name) => !pattern.test(name));
  return index === -1 ? names.length : index;
}

describe("product search", () => {
  const session = useBrowser();

  it.each([
    ["phone", PHONE],
    ["desktop", DESKTOP],
  ] as const)("A French visitor types 'tondeuses' in the header search and sees the mowers first (%s)", async (label, viewport) => {
    const page = await session.newPage(viewport);
    await visit(page, "/fr/faq");
    if (viewport === PHONE) {
      // The search box lives in the header on every width.
      await expect(page.getByRole("button", { name: "Ouvrir la recherche" }).isVisible()).resolves.toBe(true);
    }
    await page.getByRole("button", { name: "Ouvrir la recherche" }).click();
    const input = page.getByRole("searchbox", { name: "Rechercher des produits" });
    await input.fill("tondeuses");
    await input.press("Enter");
    await page.waitForURL((url) => url.pathname === "/fr/products" && url.searchParams.get("q") === "tondeuses");
    await page.getByRole("heading", { level: 1, name: /tondeuses/ }).waitFor();
    const names = await cardNames(page);
    // The demo catalogue has eight mowers: the first page shows them before anything that only mentions mowers.
    expect(leadingMatches(names, /tondeuse/i)).toBe(8);
    mkdirSync(SHOTS, { recursive: true });
    await page.screenshot({ path: `${SHOTS}/fr-tondeuses-${label}.png`, fullPage: false });
  });

  it("A keyboard user who opens the search and presses Escape is back on the search button", async () => {
    const page = await session.newPage(DESKTOP);
    await visit(page, "/nl/blog");
    const button = page.getByRole("button", { name: "Zoeken openen" });
    await button.focus();
    await page.keyboard.press("Enter");
    const input = page.getByRole("searchbox");
    await expect.poll(() => input.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.type("accu");
    await page.keyboard.press("Escape");
    await expect.poll(() => button.evaluate((el) => el === document.activeElement)).toBe(true);
    await expect(button.getAttribute("aria-expanded")).resolves.toBe("false");
  });

  it("A French visitor who types the English 'chainsaw' in the list's search finds the chainsaws", async () => {
    const page = await session.newPage(DESKTOP);
    await visit(page, "/fr/products");
    const field = page.getByRole("searchbox", { name: "Rechercher par nom" });
    await field.fill("chainsaw");
    await field.press("Enter");
    await page.waitForURL((url) => url.pathname === "/fr/products" && url.searchParams.get("q") === "chainsaw");
    // The address changes first; the cards follow when the search's products arrive.
    await expect.poll(async () => leadingMatches(await cardNames(page), /tronçonneuse/i)).toBe(3);
    await page.screenshot({ path: `${SHOTS}/fr-chainsaw-desktop.png` });
  });

  it("A Dutch visitor who types words no product has all of sees the mowers, told which words were searched", async () => {
    const page = await session.newPage(PHONE);
    await visit(page, `/nl/products?q=${encodeURIComponent("snoerloze grasmaaier")}`);
    const notice = page.getByRole("status").filter({ hasText: "Geen product bevat alle woorden van ‘snoerloze grasmaaier’" });
    await expect(notice.textContent()).resolves.toContain("Dit zijn de resultaten voor ‘grasmaaier’.");
    const names = await cardNames(page);
    expect(leadingMatches(names, /grasmaaier/i)).toBe(5);
    await page.screenshot({ path: `${SHOTS}/nl-relaxed-phone.png` });
  });

  it("A search that finds nothing says so, with no pager under it, with and without JavaScript", async () => {
    for (const javaScriptEnabled of [true, false]) {
      const page = await session.newPage(PHONE, { javaScriptEnabled });
      const path = `/fr/products?q=${encodeURIComponent("zqxjkv")}`;
      if (javaScriptEnabled) await visit(page, path);
      else await page.goto(path);
      await expect(page.locator(".empty-state").textContent()).resolves.toContain("Aucun produit ne correspond");
      expect(await page.locator(".pager").count()).toBe(0);
    }
  });

  it.each(["FT-CS4035", "ft cs4035", "FTCS4035"])("A visitor finds a product by its model number typed as %s, without JavaScript too", async (typed) => {
    const page = await session.newPage(PHONE, { javaScriptEnabled: false });
    await page.goto(`/nl/products?q=${encodeURIComponent(typed)}`);
    await expect(page.locator(".product-card__model").first().textContent()).resolves.toBe("FT-CS4035");
    await expect(page.locator(".product-card__name").first().textContent()).resolves.toBe("Borstelloze kettingzaag 40V 35 cm");
    if (typed === "ft cs4035") await page.screenshot({ path: `${SHOTS}/nl-model-phone.png` });
  });
});
