import { describe, expect, it } from "vitest";
import { addDays, todayIn } from "#domain/calendar-days.ts";
import { DESKTOP, PHONE, baseUrl, useBrowser, visit } from "./utils.ts";

const MOWER = "/product/40V-46-cm-Brushless-Push-Lawn-Mower?articleID=3";

/** What visitors met on the site, each a story at a phone's and a desktop's width. */
describe("what visitors and owners hit", () => {
  const session = useBrowser();

  for (const [viewport, name] of [
    [PHONE, "phone"],
    [DESKTOP, "desktop"],
  ] as const) {
    it(`"Ask for a quote" on a product page opens the enquiry form with the product's name and model, on a ${name}`, async () => {
      const page = await session.newPage(viewport);
      await visit(page, MOWER);
      await page.getByRole("link", { name: "Ask for a quote" }).click();
      await page.waitForURL(/\/contact\?product=3$/);
      const form = page.locator("form.enquiry-form");
      await expect.poll(() => form.getByLabel("Title").inputValue()).toBe("Quote request: 40V 46 cm Brushless Push Lawn Mower FT-LM4046");
      const needs = await form.getByLabel("Describe Your Needs").inputValue();
      expect(needs).toContain("40V 46 cm Brushless Push Lawn Mower (model FT-LM4046)");
      await expect.poll(() => page.locator(".panel__intro").first().textContent()).toContain("40V 46 cm Brushless Push Lawn Mower FT-LM4046");
      // The rest is the visitor's to fill; the contact form without a product stays empty.
      expect(await form.getByLabel("Your Name").inputValue()).toBe("");
      await visit(page, "/contact");
      expect(await page.locator("form.enquiry-form").getByLabel("Title").inputValue()).toBe("");
    });
  }

  for (const [viewport, name] of [
    [PHONE, "phone"],
    [DESKTOP, "desktop"],
  ] as const) {
    it(`A header search from a filtered list starts from all products, and the list says which filters apply, on a ${name}`, async () => {
      const page = await session.newPage(viewport);
      // A category link's hidden filter: the mowers.
      await visit(page, "/nl/products?sortid=1");
      const applied = page.locator(".applied-filters");
      await expect.poll(() => applied.textContent()).toContain("Gefilterd op:");
      expect(await applied.locator(".applied-filters__item").count()).toBeGreaterThan(0);
      await page.getByRole("button", { name: "Zoeken openen" }).click();
      const input = page.getByRole("searchbox", { name: "Producten zoeken" });
      await input.fill("kettingzaag");
      await input.press("Enter");
      await page.waitForURL((url) => url.pathname === "/nl/products" && url.search === "?q=kettingzaag");
      await page.getByRole("heading", { level: 1, name: /kettingzaag/ }).waitFor();
      await page.locator(".product-card__name").first().waitFor();
      const names = await page.locator(".product-card__name").allTextContents();
      expect(names.filter((n) => /kettingzaag/i.test(n)).length).toBeGreaterThanOrEqual(3);
      await expect.poll(() => applied.count(), { timeout: 10_000 }).toBe(0);
      await page.screenshot({ path: `/tmp/visitor-fixes/search-from-filtered-${name}.png` });

      // Filters and a search together: one click clears the filters and keeps the search.
      await visit(page, "/nl/products?sortid=1&q=40V");
      await applied.waitFor();
      await page.screenshot({ path: `/tmp/visitor-fixes/applied-filters-${name}.png` });
      await applied.getByRole("link", { name: "Filters wissen, zoekopdracht behouden" }).click();
      await page.waitForURL((url) => url.pathname === "/nl/products" && url.search === "?q=40V");
      await expect.poll(() => applied.count(), { timeout: 10_000 }).toBe(0);
      await expect.poll(() => page.locator("input[name=type]:checked").count(), { timeout: 10_000 }).toBe(0);
    });
  }

  for (const [viewport, name] of [
    [PHONE, "phone"],
    [DESKTOP, "desktop"],
  ] as const) {
    it(`A dealer types the serial on the machine and is told whether it matches the certificate, never shown it, on a ${name}`, async () => {
      const serial = `FT-E2E-${name.toUpperCase()}-${Date.now()}`;
      const registered = await fetch(`${baseUrl()}/api/warranty/registrations`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({
          commodity_id: 3,
          serial,
          purchase_date: addDays(todayIn(), -20),
          where_bought: "Brico Gent",
          country: "BE",
          name: "Łukasz Dvořák-Şahin",
          email: `owner-${name}@example.com`,
          consent: true,
        }),
      });
      expect(registered.status).toBe(201);
      const reference = ((await registered.json()) as { data: { reference: string } }).data.reference;

      const page = await session.newPage(viewport);
      await visit(page, `/register/verify?ref=${reference}`);
      await page.getByLabel("Serial number on the machine (optional)").fill(serial.toLowerCase().replace(/-/g, " "));
      await page.getByRole("button", { name: "Check", exact: true }).click();
      const answer = page.getByTestId("serial-result");
      await expect.poll(() => answer.textContent(), { timeout: 10_000 }).toContain("The serial number matches this certificate.");
      await page.screenshot({ path: `/tmp/visitor-fixes/verify-serial-${name}.png`, fullPage: true });
      const main = (await page.locator("main").textContent()) ?? "";
      expect(main).toContain("Valid certificate");
      expect(main).not.toContain(serial);
      expect(main).not.toMatch(/Łukasz|owner-/);

      await page.getByLabel("Serial number on the machine (optional)").fill(`${serial}9`);
      await page.getByRole("button", { name: "Check", exact: true }).click();
      await expect.poll(() => answer.textContent(), { timeout: 10_000 }).toContain("The serial number does not match this certificate.");
      expect(await page.locator("main").textContent()).not.toContain(serial);
      // The serial is posted: it is in no address.
      expect(page.url()).not.toContain("FT-E2E");
    });
  }

  it('"Ask for a quote" works without JavaScript, in French, and an unknown product is an empty form', async () => {
    const page = await session.newPage(PHONE, { javaScriptEnabled: false });
    await page.goto(`/fr${MOWER}`);
    await page.getByRole("link", { name: "Demander un devis" }).click();
    const form = page.locator("form.enquiry-form");
    expect(await form.locator("[name=title]").inputValue()).toBe("Demande de devis\u00a0: Tondeuse poussée brushless 40V 46 cm FT-LM4046");
    expect(await form.locator("[name=message]").inputValue()).toContain("Tondeuse poussée brushless 40V 46 cm (modèle FT-LM4046)");
    for (const junk of ["999999", "abc", "-1"]) {
      const response = await page.goto(`/fr/contact?product=${junk}`);
      expect(response?.status()).toBe(200);
      expect(await page.locator("form.enquiry-form [name=title]").inputValue()).toBe("");
    }
  });
});
