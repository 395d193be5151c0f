import { describe, expect, it } from "vitest";
import type { Locator, Page } from "playwright-core";
import { todayIn } from "#domain/calendar-days.ts";
import { DESKTOP, PHONE, useBrowser, visit } from "./utils.ts";

/**
 * After correcting the errors, the first click on Send used to be lost, because
 * leaving the last field removed its error text and moved the button between mouse-down and mouse-up.
 */

const VALID = {
  name: "Anna Peeters",
  company: "Tuin & Co",
  phone: "+32 470 12 34 56",
  email: "anna@tuinco.example",
  title: "Dealer enquiry",
  country: "BE",
  message: "We would like to sell your mowers.",
};
const FIELDS = ["name", "company", "phone", "email", "title", "country", "message"] as const;

const PAGES = [
  { path: "/contact", thanks: "/thanks" },
  { path: "/fr/partner", thanks: "/fr/thanks" },
  { path: "/nl/partner", thanks: "/nl/thanks" },
  { path: "/nl/contact", thanks: "/nl/thanks" },
];

const sendButton = (page: Page) => page.locator("form.enquiry-form button[type=submit]");
const field = (page: Page, name: string) => page.locator(`form.enquiry-form [name=${name}]`);

/** A person's click: the pointer goes down, stays down a moment, and comes up where it went down. */
async function personClick(page: Page, target: Locator) {
  await target.scrollIntoViewIfNeeded();
  const box = (await target.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.waitForTimeout(120);
  await page.mouse.up();
}

/** Clicks into the field and types, as a person does; the country is chosen from the list. */
async function correct(page: Page, name: (typeof FIELDS)[number]) {
  const input = field(page, name);
  if (name === "country") {
    await input.focus();
    await input.selectOption(VALID.country);
    return;
  }
  await personClick(page, input);
  await page.keyboard.press("ControlOrMeta+A");
  await page.keyboard.type(VALID[name]);
}

const invalidCount = (page: Page) => page.locator("form.enquiry-form [aria-invalid=true]").count();
const errorLines = (page: Page) => page.locator("form.enquiry-form p.field__error:not(:empty)").count();
/** The Send button's place in the document (not the viewport, which scrolls). */
const buttonPlace = (page: Page) =>
  sendButton(page).evaluate((button) => {
    const rect = button.getBoundingClientRect();
    return { top: Math.round(rect.top + window.scrollY), left: Math.round(rect.left), height: Math.round(rect.height) };
  });

describe("the enquiry forms after errors", () => {
  const session = useBrowser();

  for (const viewport of [PHONE, DESKTOP]) {
    for (const { path, thanks } of PAGES) {
      it(`At ${viewport.width} px on ${path}, a visitor who corrects every error sends the form with one click`, async () => {
        const page = await session.newPage(viewport);
        const posts: string[] = [];
        page.on("request", (request) => {
          if (request.method() === "POST") posts.push(new URL(request.url()).pathname);
        });
        await visit(page, path);

        await personClick(page, sendButton(page));
        await page.waitForFunction(() => document.querySelectorAll("form.enquiry-form [aria-invalid=true]").length === 7);
        expect(posts).toEqual([]);

        for (const name of FIELDS) await correct(page, name);
        // The pointer goes to Send while the last field still has the focus.
        await expect(field(page, "message").evaluate((el) => el === document.activeElement)).resolves.toBe(true);
        await personClick(page, sendButton(page));
        await page.waitForURL((url) => url.pathname === thanks, { timeout: 10_000 });
        expect(posts).toEqual(["/api/demands"]);
      });
    }
  }

  for (const viewport of [{ width: 320, height: 640 }, PHONE, DESKTOP]) {
    it(`At ${viewport.width} px the Send button stays in place when error messages appear and go, in every language`, async () => {
      const page = await session.newPage(viewport);
      for (const path of ["/contact", "/fr/contact", "/nl/partner"]) {
        await visit(page, path);
        const before = await buttonPlace(page);
        await personClick(page, sendButton(page));
        await page.waitForFunction(() => document.querySelectorAll("form.enquiry-form [aria-invalid=true]").length === 7);
        expect(await buttonPlace(page), `${path}: empty form's errors`).toEqual(before);

        // The longer messages: format rules and minimum length.
        await field(page, "name").fill("A");
        await field(page, "phone").fill("call me");
        await field(page, "email").fill("anna.tuinco.example");
        await field(page, "message").fill("x");
        await personClick(page, sendButton(page));
        await page.waitForFunction(() => document.querySelector("form.enquiry-form [name=phone]")?.getAttribute("aria-invalid") === "true");
        await expect(field(page, "email").getAttribute("aria-invalid")).resolves.toBe("true");
        expect(await buttonPlace(page), `${path}: format errors`).toEqual(before);

        for (const name of FIELDS) await correct(page, name);
        // Every error went away while the visitor typed, before leaving the last field.
        await expect(invalidCount(page)).resolves.toBe(0);
        await expect(errorLines(page)).resolves.toBe(0);
        expect(await buttonPlace(page), `${path}: corrected`).toEqual(before);
      }
    });
  }

  it("The country error disappears as soon as a country is chosen", async () => {
    const page = await session.newPage(DESKTOP);
    await visit(page, "/nl/contact");
    await personClick(page, sendButton(page));
    const country = field(page, "country");
    await page.waitForFunction(() => document.querySelector("form.enquiry-form [name=country]")?.getAttribute("aria-invalid") === "true");
    await expect(country.evaluate((el) => document.getElementById(el.getAttribute("aria-describedby") ?? "")?.textContent)).resolves.toBe("Kies een land");

    await country.focus();
    await country.selectOption("NL");
    // Still on the select: the message is gone without leaving it.
    await page.waitForFunction(() => document.querySelector("form.enquiry-form [name=country]")?.getAttribute("aria-invalid") !== "true", undefined, {
      timeout: 2000,
    });
    await expect(country.evaluate((el) => el === document.activeElement)).resolves.toBe(true);
    await expect(page.locator("form.enquiry-form p.field__error").filter({ hasText: "Kies een land" }).count()).resolves.toBe(0);

    // Choosing the empty entry again brings the message back.
    await country.selectOption("");
    await page.waitForFunction(() => document.querySelector("form.enquiry-form [name=country]")?.getAttribute("aria-invalid") === "true", undefined, {
      timeout: 2000,
    });
  });

  it("Typing fixes a field's error at once, and a half-typed address is only judged when the visitor leaves the field", async () => {
    const page = await session.newPage(DESKTOP);
    await visit(page, "/contact");
    await personClick(page, sendButton(page));
    await page.waitForFunction(() => document.querySelectorAll("form.enquiry-form [aria-invalid=true]").length === 7);
    const email = field(page, "email");
    await email.focus();
    await page.keyboard.type("anna@tuinco.example");
    await expect(email.getAttribute("aria-invalid")).resolves.toBe(null);

    // A field without an error is not scolded while it is being typed into.
    await field(page, "name").focus();
    await page.keyboard.type("Anna");
    await field(page, "company").focus();
    await email.focus();
    await page.keyboard.press("ControlOrMeta+A");
    await page.keyboard.type("anna@");
    await expect(email.getAttribute("aria-invalid")).resolves.toBe(null);
    await field(page, "title").focus();
    await expect(email.getAttribute("aria-invalid")).resolves.toBe("true");
    await expect(email.evaluate((el) => document.getElementById(el.getAttribute("aria-describedby") ?? "")?.textContent)).resolves.toBe(
      "You Must Be Input @xxx",
    );
  });
});

describe("the warranty form after errors", () => {
  const session = useBrowser();
  const registerButton = (page: Page) => page.locator("form.warranty-form > button[type=submit]");
  const warrantyField = (page: Page, name: string) => page.locator(`form.warranty-form [name=${name}]`);
  const registerPlace = (page: Page) =>
    registerButton(page).evaluate((button) => {
      const rect = button.getBoundingClientRect();
      return { top: Math.round(rect.top + window.scrollY), left: Math.round(rect.left) };
    });

  for (const viewport of [PHONE, DESKTOP]) {
    it(`At ${viewport.width} px, a click on Register is never lost to a message appearing or going under the field just left`, async () => {
      const page = await session.newPage(viewport);
      const posts: string[] = [];
      page.on("request", (request) => {
        if (request.method() === "POST") posts.push(new URL(request.url()).pathname);
      });
      await visit(page, "/register");
      await page.locator(".product-option").first().click();
      await warrantyField(page, "serial").fill(`FT40-${Date.now().toString(36).toUpperCase()}-${viewport.width}`);
      await warrantyField(page, "purchase_date").fill(todayIn());
      await warrantyField(page, "where_bought").fill("Brico Gent");
      await warrantyField(page, "name").fill("Jan Peeters");
      await warrantyField(page, "country").selectOption("BE");
      await warrantyField(page, "consent").check();
      const before = await registerPlace(page);

      // A wrong address typed, and the pointer straight to Register: leaving the field shows its message.
      await personClick(page, warrantyField(page, "email"));
      await page.keyboard.type("jan@example");
      await personClick(page, registerButton(page));
      await page.waitForFunction(() => document.querySelector("form.warranty-form [name=email]")?.getAttribute("aria-invalid") === "true");
      expect(await registerPlace(page), "the message came").toEqual(before);
      // The click arrived: the form was judged and the focus went to the field to correct.
      await expect(warrantyField(page, "email").evaluate((el) => el === document.activeElement)).resolves.toBe(true);
      expect(posts).toEqual([]);

      // Corrected, then one click: the message goes while typing, and the registration is sent.
      await page.keyboard.press("ControlOrMeta+A");
      await page.keyboard.type("jan@example.be");
      await expect(warrantyField(page, "email").getAttribute("aria-invalid")).resolves.toBeNull();
      expect(await registerPlace(page), "the message went").toEqual(before);
      await personClick(page, registerButton(page));
      await page.waitForURL((url) => url.pathname === "/register/done", { timeout: 10_000 });
      expect(posts).toEqual(["/api/warranty/registrations"]);
    });
  }
});
