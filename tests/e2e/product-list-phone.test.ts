import { describe, expect, it } from "vitest";
import { api } from "./admin-utils.ts";
import { DESKTOP, PHONE, useBrowser, visit } from "./utils.ts";

/** The product list on a phone and on a laptop (decision 086): the filter sheet, landing on the results, the order. */

const SHOTS = "/tmp/shots-visitor";
const session = useBrowser();

/** The API's order of the push mowers (category 2 in the demo data) by cutting width, widest first. */
async function widestFirst(): Promise<string[]> {
  const answer = await api<{ data: { en_name: string }[] }>("GET", "commodities?commodityTypeIds=2&sort=cutting_width.desc&per_page=9");
  expect(answer.status).toBe(200);
  return answer.body.data.map((product) => product.en_name);
}

describe("the product list on a phone", () => {
  it("At 375 px the first products come first; Filters opens a sheet whose 'Show N results' lands on them", async () => {
    const page = await session.newPage(PHONE);
    await visit(page, "/products");
    const firstCard = (await page.locator(".product-card").first().boundingBox())!;
    expect(firstCard.y).toBeLessThan(PHONE.height * 1.2);
    expect(await page.locator(".filters").isVisible()).toBe(false);

    const toggle = page.getByTestId("filters-toggle");
    await toggle.click();
    const sheet = page.getByRole("dialog", { name: "Filter" });
    await sheet.waitFor();
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("Filter");
    const show = sheet.getByTestId("show-results");
    const everything = await show.innerText();
    expect(everything).toMatch(/^Show \d+ results$/);
    await sheet.getByRole("button", { name: "Lawn mowers" }).click();
    await sheet.getByRole("checkbox", { name: "Push mowers" }).check();
    await page.waitForURL((url) => url.searchParams.get("type") === "2");
    // The button follows the list: it now says how many push mowers there are.
    await expect.poll(() => show.innerText()).not.toBe(everything);
    expect(await show.innerText()).toMatch(/^Show \d+ results?$/);
    const shown = Number(/\d+/.exec(await show.innerText())![0]);
    await page.screenshot({ path: `${SHOTS}/list-filter-sheet-375.png` });
    const sheetBox = (await sheet.boundingBox())!;
    expect(sheetBox.width).toBe(PHONE.width);

    await show.click();
    await sheet.waitFor({ state: "hidden" });
    await expect(page.locator(".catalogue__count").textContent()).resolves.toBe(`Products found: ${shown}`);
    expect(await page.evaluate(() => document.activeElement?.classList.contains("catalogue__count"))).toBe(true);
    const count = (await page.locator(".catalogue__count").boundingBox())!;
    expect(count.y).toBeGreaterThanOrEqual(0);
    expect(count.y).toBeLessThan(PHONE.height / 2);
    for (const name of await page.locator(".product-card__name").allTextContents()) expect(name).toMatch(/mower/i);
    await page.screenshot({ path: `${SHOTS}/list-after-sheet-375.png` });

    // Escape closes the sheet and gives the focus back to its button.
    await toggle.click();
    await sheet.waitFor();
    await page.keyboard.press("Escape");
    await sheet.waitFor({ state: "hidden" });
    expect(await page.evaluate(() => document.activeElement?.getAttribute("data-testid"))).toBe("filters-toggle");
  });

  it("At 375 px the order comes from the sort control, lives in the URL and survives a filter", async () => {
    const page = await session.newPage(PHONE);
    await visit(page, "/products?type=2");
    await page.getByLabel("Sort by").selectOption("cutting_width.desc");
    await page.waitForURL((url) => url.searchParams.get("sort") === "cutting_width.desc");
    await expect.poll(() => page.locator(".product-card__name").allTextContents()).toEqual(await widestFirst());
    await page.getByTestId("filters-toggle").click();
    const sheet = page.getByRole("dialog", { name: "Filter" });
    await sheet.getByRole("checkbox", { name: "Self-propelled mowers" }).check();
    await page.waitForURL((url) => url.searchParams.getAll("type").length === 2);
    expect(new URL(page.url()).searchParams.get("sort")).toBe("cutting_width.desc");
  });

  it("At 375 px without JavaScript the Filters link opens the sheet, and its button lands on the results", async () => {
    const page = await session.newPage(PHONE, { javaScriptEnabled: false });
    await page.goto("/products");
    await page.getByTestId("filters-toggle").click();
    const sheet = page.locator("#filters");
    await expect(sheet.isVisible()).resolves.toBe(true);
    await sheet.getByRole("checkbox", { name: "Push mowers" }).check({ force: true });
    await sheet.getByTestId("show-results").click();
    await page.waitForURL((url) => url.searchParams.get("type") === "2" && url.hash === "#results");
    await expect(sheet.isVisible()).resolves.toBe(false);
    const results = (await page.locator("#results").boundingBox())!;
    // Just below the sticky header.
    expect(results.y).toBeGreaterThanOrEqual(0);
    expect(results.y).toBeLessThan(160);
  });
});

describe("the product list on a laptop", () => {
  it("At 1280 px the panel stays beside the list, and the sort control orders it", async () => {
    const page = await session.newPage(DESKTOP);
    await visit(page, "/products?type=2");
    expect(await page.locator(".filters").isVisible()).toBe(true);
    expect(await page.getByTestId("filters-toggle").isVisible()).toBe(false);
    expect(await page.getByRole("dialog").count()).toBe(0);
    const select = page.getByLabel("Sort by");
    const labels = await select.locator("option").allTextContents();
    expect(labels.slice(0, 2)).toEqual(["Relevance", "Newest first"]);
    expect(labels).toContain("Cutting width: highest first");
    expect(labels).toContain("Runtime (5.0 Ah): highest first");
    expect(
      labels.some((label) => label.startsWith("Weight")),
      labels.join(" | "),
    ).toBe(true);
    await select.selectOption("cutting_width.desc");
    await page.waitForURL((url) => url.searchParams.get("sort") === "cutting_width.desc");
    await expect.poll(() => page.locator(".product-card__name").allTextContents()).toEqual(await widestFirst());
    await page.screenshot({ path: `${SHOTS}/list-sorted-1280.png` });
  });

  it("At 1280 px without JavaScript the sort form sends the order; a bad one answers the list with a message", async () => {
    const page = await session.newPage(DESKTOP, { javaScriptEnabled: false });
    await page.goto("/products?type=2");
    await page.getByLabel("Sort by").selectOption("cutting_width.desc");
    await page.getByTestId("sort-control").getByRole("button", { name: "Sort" }).click();
    await page.waitForURL((url) => url.searchParams.get("sort") === "cutting_width.desc" && url.searchParams.get("type") === "2");
    expect(await page.locator(".product-card__name").allTextContents()).toEqual(await widestFirst());
    const bad = await page.goto("/products?sort=price.desc");
    expect(bad!.status()).toBe(200);
    await expect(page.getByTestId("unreadable").textContent()).resolves.toBe("This order is not available: the list is in the usual order.");
  });
});
