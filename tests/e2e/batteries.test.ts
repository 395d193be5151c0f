import { mkdirSync } from "node:fs";
import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { DESKTOP, PHONE, useBrowser, visit } from "./utils.ts";

/** Decision 085: the battery page and the product page's battery section. */
const SHOTS = "/tmp/shots-batteries";
mkdirSync(SHOTS, { recursive: true });

const LANGUAGES = [
  { prefix: "", locale: "en-GB", h1: "Batteries: safe use, storage and recycling", sheet: "Battery data sheet" },
  { prefix: "/fr", locale: "fr-BE", h1: "Batteries\u00a0: utilisation, stockage et recyclage", sheet: "Fiche technique de la batterie" },
  { prefix: "/nl", locale: "nl-BE", h1: "Accu's: veilig gebruik, opslag en recycling", sheet: "Gegevensblad van de accu" },
] as const;

/** Nothing wider than the window: no sideways scrolling on a phone. */
const overflows = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);

/** The product page of a model through its short address (decision 082), in the language the browser asks for. */
async function openModel(page: Page, model: string) {
  await visit(page, `/m/${model}`);
}

describe("batteries", () => {
  const session = useBrowser();

  for (const viewport of [PHONE, DESKTOP])
    for (const language of LANGUAGES)
      it(`/batteries in ${language.locale} at ${viewport.width} px: advice, symbols, removal steps, hand-in per country with take-back dealers`, async () => {
        const page = await session.newPage(viewport, { locale: language.locale });
        await visit(page, `${language.prefix}/batteries`);
        expect(await page.locator("h1").textContent()).toBe(language.h1);
        for (const id of ["use", "storage", "transport", "symbols", "removal", "handIn"]) expect(await page.locator(`section#${id} h2`).isVisible()).toBe(true);
        // The data sheet's figures, not a hard-coded text: the storage limits and the charging range.
        expect(await page.locator("#storage").textContent()).toContain("-20–45\u00a0°C");
        expect(await page.locator("#use").textContent()).toContain("5–40\u00a0°C");
        // Belgium names Bebat; the others say "the national collection scheme" rather than a name we cannot confirm.
        expect(await page.locator('[data-country="BE"]').textContent()).toContain("Bebat");
        for (const code of ["NL", "FR", "LU"]) expect(await page.locator(`[data-country="${code}"]`).textContent()).not.toContain("Bebat");
        const dealerLink = page.locator('[data-country="BE"] a[href*="service=battery_takeback"]');
        expect(await dealerLink.getAttribute("href")).toBe(`${language.prefix}/dealers?service=battery_takeback&country=BE`);
        expect(await page.locator('[data-country="BE"] li').count()).toBeGreaterThan(0);
        expect(await page.getByRole("img", { name: /\(1\).*\(2\).*\(3\)/ }).isVisible()).toBe(true);
        expect(await overflows(page)).toBe(false);
        await page.screenshot({ path: `${SHOTS}/batteries-${language.locale}-${viewport.width}.png`, fullPage: true });
        await page.locator("#symbols").screenshot({ path: `${SHOTS}/batteries-symbols-${language.locale}-${viewport.width}.png` });
      });

  it("The take-back link lists only the dealers that take batteries back, each card saying so", async () => {
    const page = await session.newPage(DESKTOP);
    await visit(page, "/batteries");
    await page.locator('[data-country="BE"] a[href*="service=battery_takeback"]').click();
    await page.waitForURL((url) => url.pathname === "/dealers" && url.searchParams.get("service") === "battery_takeback");
    const cards = page.locator(".dealer-card");
    await cards.first().waitFor();
    for (const text of await cards.locator(".dealer-card__services").allTextContents()) expect(text).toContain("Battery take-back");
    expect(await page.locator("#dealer-service").inputValue()).toBe("battery_takeback");
  });

  for (const viewport of [PHONE, DESKTOP])
    for (const language of LANGUAGES)
      it(`A battery's page in ${language.locale} at ${viewport.width} px shows its data sheet once, says the charger is not included and links the kit`, async () => {
        const page = await session.newPage(viewport, { locale: language.locale });
        await openModel(page, "FT-B4025");
        const section = page.locator("#battery");
        expect(await section.locator("h2").textContent()).toBe(language.sheet);
        const rows = await page
          .getByTestId("battery-sheet")
          .locator("tr")
          .evaluateAll((trs) => trs.map((tr) => tr.getAttribute("data-spec")));
        expect(rows).toEqual([
          "battery_chemistry",
          "nominal_voltage",
          "battery_capacity",
          "battery_energy",
          "weight",
          "cycle_life",
          "operating_temperature",
          "charging_temperature",
          "storage_temperature",
        ]);
        // The specifications table does not repeat the data sheet.
        expect(await page.locator(".spec-section [data-spec=battery_capacity]").count()).toBe(0);
        expect(await page.getByTestId("package-contents").locator("a").count()).toBe(1);
        expect(await page.getByTestId("package-contents").locator("a").getAttribute("href")).toMatch(/Starter-Kit-with-2\.5-Ah/);
        expect(await overflows(page)).toBe(false);
        await section.scrollIntoViewIfNeeded();
        await page.screenshot({ path: `${SHOTS}/battery-product-${language.locale}-${viewport.width}.png`, fullPage: true });
      });

  it("A tool says its battery is removable, with the numbered steps and the drawing, and that it is sold without battery and charger", async () => {
    for (const viewport of [PHONE, DESKTOP]) {
      const page = await session.newPage(viewport, { locale: "fr-BE" });
      await openModel(page, "FT-LM4046");
      expect(await page.getByTestId("battery-removable").textContent()).toContain("amovible");
      expect(await page.locator("#battery .battery-removal__steps li").count()).toBe(6);
      const drawing = page.locator("#battery svg.battery-drawing");
      expect((await drawing.boundingBox())!.width).toBeGreaterThan(200);
      expect(await page.getByTestId("package-contents").textContent()).toContain("Vendu sans batterie ni chargeur");
      // The two starter kits are the way to buy it with a battery.
      expect(await page.getByTestId("package-contents").locator("a").count()).toBe(2);
      // Arrived by the QR code: the owner strip leads to the battery information.
      expect(await page.getByTestId("owner-strip").locator('a[href="/fr/batteries"]').count()).toBe(1);
      expect(await overflows(page)).toBe(false);
      await page.locator("#battery").screenshot({ path: `${SHOTS}/tool-battery-fr-${viewport.width}.png` });
    }
  });

  it("A robot mower says its battery is built in; a kit gives its own charge time and links the battery and charger sold alone", async () => {
    const page = await session.newPage(DESKTOP);
    await openModel(page, "FT-RM600");
    expect(await page.getByTestId("battery-removable").textContent()).toContain("built in");
    expect(await page.locator("#battery .battery-removal").count()).toBe(0);
    expect(await page.getByTestId("package-contents").textContent()).toContain("Battery built in, charging station included");

    await openModel(page, "FT-K4025");
    expect(await page.locator(".spec-section [data-spec=charge_time_5ah]").count()).toBe(0);
    expect(await page.locator(".spec-section [data-spec=kit_charge_time] td").textContent()).toBe("83\u00a0min");
    const parts = await page.getByTestId("package-contents").locator("a").allTextContents();
    expect(parts).toEqual(["40V 2.5 Ah Battery", "40V Standard Charger"]);
  });

  it("The compare table says when a runtime is for two batteries", async () => {
    const page = await session.newPage(DESKTOP);
    await openModel(page, "FT-LM4053SP");
    const twoSlot = new URL(page.url()).searchParams.get("articleID");
    await openModel(page, "FT-LM4046");
    const single = new URL(page.url()).searchParams.get("articleID");
    await visit(page, `/compare?ids=${single},${twoSlot}`);
    const cells = await page
      .locator("tr", { has: page.locator("th", { hasText: "Runtime (5.0 Ah)" }) })
      .locator("td")
      .allTextContents();
    expect(cells.some((cell) => /with 2 batteries/.test(cell))).toBe(true);
    expect(cells.filter((cell) => /with 2 batteries/.test(cell))).toHaveLength(1);
  });
});
