import { mkdirSync, readFileSync } from "node:fs";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { addDays, todayIn } from "#domain/calendar-days.ts";
import { pdfText } from "#tests/support/pdf-text.ts";
import { pngFixture } from "./admin-utils.ts";
import { DESKTOP, PHONE, useBrowser, visit } from "./utils.ts";

const SHOTS = "/tmp/shots-owners-warranty";
mkdirSync(SHOTS, { recursive: true });

const serial = () => `FT-${Date.now().toString(36).toUpperCase()}-${Math.floor(Math.random() * 1e4)}`;

/** Picks the first product matching `search` that was on sale on `purchaseDate` (the date field's min). */
async function pickProduct(page: Page, search: string, purchaseDate: string): Promise<string> {
  await page.locator('input[form="product-search"]').fill(search);
  const options = page.locator(".product-option");
  const count = await options.count();
  expect(count).toBeGreaterThan(0);
  for (let index = 0; index < count; index++) {
    await options.nth(index).click();
    const min = (await page.locator('form.warranty-form input[name="purchase_date"]').getAttribute("min")) ?? "";
    if (min <= purchaseDate) return (await options.nth(index).locator(".product-option__name").textContent()) ?? "";
  }
  throw new Error(`no "${search}" product on sale on ${purchaseDate}`);
}

describe("warranty registration", () => {
  const session = useBrowser();

  it("An owner in French registers a mower bought 10 days ago and downloads the French certificate", async () => {
    const page = await session.newPage(DESKTOP, { locale: "fr-BE" });
    const bought = addDays(todayIn(), -10);
    await visit(page, "/fr/register");
    await page.getByRole("heading", { level: 1, name: "Enregistrez votre produit" }).waitFor();
    await page.screenshot({ path: `${SHOTS}/register-fr-1280.png`, fullPage: true });
    const product = await pickProduct(page, "tondeuse", bought);
    expect(product).toMatch(/Tondeuse/);
    await page.locator('form.warranty-form input[name="serial"]').fill(serial());
    await page.locator('form.warranty-form input[name="purchase_date"]').fill(bought);
    await expect.poll(() => page.getByTestId("warranty-preview").textContent()).toContain("3 ans");
    // A date before the product was sold is refused, and promises no coverage beneath its error.
    await page.locator('form.warranty-form input[name="purchase_date"]').fill("2000-01-01");
    await expect.poll(() => page.getByTestId("warranty-preview").count()).toBe(0);
    await page.locator('form.warranty-form input[name="purchase_date"]').fill(bought);
    await expect.poll(() => page.getByTestId("warranty-preview").textContent()).toContain("3 ans");
    await page.locator('form.warranty-form input[name="where_bought"]').fill("Brico Namur");
    await page.locator('form.warranty-form input[name="name"]').fill("Élodie Lefèvre");
    await page.locator('form.warranty-form input[name="email"]').fill("elodie@example.be");
    await page.locator('form.warranty-form select[name="country"]').selectOption("BE");
    await page.locator('form.warranty-form input[name="consent"]').check();
    const posts: string[] = [];
    page.on("request", (request) => {
      if (request.method() === "POST") posts.push(new URL(request.url()).pathname);
    });
    await page.getByRole("button", { name: "Enregistrer mon produit" }).click();
    await page.waitForURL((url) => url.pathname === "/fr/register/done");
    expect(posts).toEqual(["/api/warranty/registrations"]);
    await page.getByRole("heading", { level: 1, name: "Votre produit est enregistré" }).waitFor();
    const reference = (await page.getByTestId("reference").textContent()) ?? "";
    expect(reference).toMatch(/^W-[2-9A-Z]{4}-[2-9A-Z]{4}$/);
    expect(await page.getByTestId("years").textContent()).toContain("3 ans");
    const untilYear = String(Number(bought.slice(0, 4)) + 3);
    expect(await page.getByTestId("until").textContent()).toContain(untilYear);
    await page.screenshot({ path: `${SHOTS}/done-fr-1280.png`, fullPage: true });

    const [download] = await Promise.all([page.waitForEvent("download"), page.getByTestId("certificate").click()]);
    expect(download.suggestedFilename()).toBe(`certificat-de-garantie-${reference}.pdf`);
    const file = readFileSync((await download.path())!);
    expect(file.subarray(0, 5).toString()).toBe("%PDF-");
    const text = await pdfText(file);
    for (const expected of ["Certificat de garantie", "Élodie Lefèvre", product, reference, "Brico Namur", untilYear]) expect(text).toContain(expected);

    // The success page at phone width, then the verification page a dealer would open.
    const phone = await session.newPage(PHONE, { locale: "fr-BE" });
    await visit(phone, page.url().replace(/^https?:\/\/[^/]+/, ""));
    await phone.screenshot({ path: `${SHOTS}/done-fr-375.png`, fullPage: true });
    await visit(phone, `/fr/register/verify?ref=${reference}`);
    const result = phone.getByTestId("verify-result");
    await expect.poll(() => result.textContent()).toContain("Certificat valable");
    expect(await result.textContent()).toContain(product);
    expect(await phone.locator("main").textContent()).not.toMatch(/Élodie|elodie@/);
    await phone.screenshot({ path: `${SHOTS}/verify-fr-375.png`, fullPage: true });
  });

  it("A Dutch owner without JavaScript sees the errors in Dutch, then registers late with 2 years and a 2 MB photo of the receipt", async () => {
    const page = await session.newPage(PHONE, { locale: "nl-BE", javaScriptEnabled: false, allowConsole: [/status of 422/] });
    await page.goto("/nl/register");
    await page.screenshot({ path: `${SHOTS}/register-nl-375.png`, fullPage: true });
    // The picker's search works as a plain GET form.
    await page.locator('input[form="product-search"]').fill("duwgrasmaaier");
    await page.getByRole("button", { name: "Zoeken", exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get("q") === "duwgrasmaaier");
    const names = await page.locator(".product-option__name").allTextContents();
    expect(names.length).toBeGreaterThan(0);
    expect(names.every((name) => /duwgrasmaaier/i.test(name))).toBe(true);
    const counted = new RegExp(`^${names.length} ${names.length === 1 ? "product" : "producten"}\\b`);
    await expect(page.locator(".product-picker__count").textContent()).resolves.toMatch(counted);

    await page.getByRole("button", { name: "Mijn product registreren" }).click();
    await page.waitForURL((url) => url.pathname === "/nl/register");
    const errors = await page.locator(".field__error").allTextContents();
    expect(errors).toContain("Kies uw product");
    expect(errors).toContain("Aanvaard de privacyverklaring om te registreren");
    // Without a script to move it, the focus is on the first invalid field (autofocus): the product list.
    // The browser applies autofocus at its next rendering step, which a loaded machine may not have reached yet.
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute("name"))).toBe("commodity_id");

    const bought = addDays(todayIn(), -60);
    await page.locator(".product-option input").first().check();
    await page.locator('form.warranty-form input[name="serial"]').fill(serial());
    await page.locator('form.warranty-form input[name="purchase_date"]').fill(bought);
    await page.locator('form.warranty-form input[name="where_bought"]').fill("Tuincentrum Gent");
    await page.locator('form.warranty-form input[name="name"]').fill("Jan de Vries");
    await page.locator('form.warranty-form input[name="email"]').fill("jan@example.nl");
    await page.locator('form.warranty-form select[name="country"]').selectOption("NL");
    await page.locator('form.warranty-form input[name="consent"]').check();
    // A phone's photo is a few megabytes: more than any text form may send, within the proof's 5 MB.
    const photo = Buffer.concat([(await pngFixture()).buffer, Buffer.alloc(2 * 1024 * 1024)]);
    await page.locator('form.warranty-form input[name="proof"]').setInputFiles({ name: "kassabon.png", mimeType: "image/png", buffer: photo });
    await page.getByRole("button", { name: "Mijn product registreren" }).click();
    await page.waitForURL((url) => url.pathname === "/nl/register/done");
    expect(await page.getByTestId("years").textContent()).toContain("2 jaar garantie");
  });

  it("The register page carries canonical and hreflang links and is linked from the service page, the FAQ, a product and the footer", async () => {
    const page = await session.newPage(PHONE);
    await visit(page, "/register");
    await page.screenshot({ path: `${SHOTS}/register-en-375.png`, fullPage: true });
    const canonical = await page.locator('link[rel="canonical"]').getAttribute("href");
    expect(canonical).toMatch(/\/register$/);
    const alternates = await page
      .locator('link[rel="alternate"][hreflang]')
      .evaluateAll((links) => links.map((link) => `${link.getAttribute("hreflang")} ${new URL(link.getAttribute("href")!).pathname}`));
    expect(alternates.sort()).toEqual(["en /register", "fr /fr/register", "nl /nl/register", "x-default /register"]);
    expect(await page.locator('footer a[href="/register"]').count()).toBe(1);
    await visit(page, "/service");
    expect(await page.locator('main a[href="/register"]').count()).toBeGreaterThan(0);
    await visit(page, "/fr/faq");
    expect(await page.locator('main a[href="/fr/register"]').count()).toBe(1);
    await visit(page, "/products");
    await page.locator(".product-card a").first().click();
    await page.waitForURL((url) => url.pathname.startsWith("/product/"));
    await page.locator('.product-info__badge-link[href^="/register"]').click();
    await page.waitForURL((url) => url.pathname === "/register" && url.searchParams.has("product"));
    await expect.poll(() => page.locator(".product-option input:checked").count()).toBe(1);
  });
});
