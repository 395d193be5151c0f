import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { DESKTOP, PHONE, useBrowser, visit } from "./utils.ts";

const VALID = {
  name: "Anna Peeters",
  company: "Tuin & Co",
  phone: "+32 470 12 34 56",
  email: "anna@tuinco.example",
  title: "Dealer enquiry",
  country: "BE",
  message: "We would like to sell your mowers.",
};
type Values = typeof VALID;

async function fill(page: Page, values: Partial<Values>) {
  const form = page.locator("form.enquiry-form");
  for (const [field, value] of Object.entries(values)) {
    if (field === "country") await form.locator("select[name=country]").selectOption(value);
    else await form.locator(`[name=${field}]`).fill(value);
  }
}

const errorOf = (page: Page, field: string) =>
  page.locator(`form.enquiry-form [name=${field}]`).evaluate((el) => {
    const id = el.getAttribute("aria-describedby");
    return id ? (document.getElementById(id)?.textContent ?? "") : "";
  });

/** product rules §5 prompts and rules, each with the input that breaks it. */
const INVALID: { field: keyof Values; value: string; en: string; fr: string }[] = [
  { field: "name", value: "", en: "Please Input Name", fr: "Veuillez saisir votre nom" },
  { field: "name", value: "A", en: "Length Should Be 2 To More", fr: "2 caractères minimum" },
  { field: "company", value: "", en: "Please Input Company", fr: "Veuillez saisir votre société" },
  { field: "phone", value: "", en: "Please Input Phone", fr: "Veuillez saisir votre téléphone" },
  { field: "email", value: "", en: "Please Input Email", fr: "Veuillez saisir votre e-mail" },
  { field: "email", value: "anna.tuinco.example", en: "You Must Be Input @xxx", fr: "Votre adresse doit contenir @xxx" },
  { field: "title", value: "", en: "Please Input Title", fr: "Veuillez saisir un objet" },
  { field: "country", value: "", en: "Please Select Country", fr: "Veuillez sélectionner un pays" },
  { field: "message", value: "", en: "Please Input Demand Content", fr: "Veuillez décrire votre demande" },
  { field: "message", value: "x", en: "Length Should Be 2 To More", fr: "2 caractères minimum" },
];

describe("the contact and partner forms", () => {
  const session = useBrowser();

  it("A visitor sends the contact form and lands on the thank-you page", async () => {
    const page = await session.newPage(DESKTOP);
    const posts: string[] = [];
    page.on("request", (request) => {
      if (request.method() === "POST") posts.push(new URL(request.url()).pathname);
    });
    await visit(page, "/contact");
    await fill(page, VALID);
    await page.getByRole("button", { name: "Send message" }).click();
    await page.waitForURL((url) => url.pathname === "/thanks");
    await page.getByRole("heading", { level: 1, name: "Thank you!" }).waitFor();
    expect(posts).toEqual(["/api/demands"]);
  });

  it("A visitor whose first send lost its answer sends again: the same Idempotency-Key, and the enquiry is not stored twice", async () => {
    // The lost answer is the one console error the page may log.
    const page = await session.newPage(DESKTOP, { allowConsole: [/net::ERR_FAILED/] });
    const keys: string[] = [];
    const replayed: string[] = [];
    let first = true;
    // The first post reaches the server, but its answer never reaches the page (a train in a tunnel).
    await page.route("**/api/demands", async (route) => {
      keys.push(route.request().headers()["idempotency-key"] ?? "");
      if (first) {
        first = false;
        await route.fetch();
        return route.abort("failed");
      }
      const response = await route.fetch();
      replayed.push(response.headers()["idempotent-replayed"] ?? "");
      return route.fulfill({ response });
    });
    await visit(page, "/contact");
    await fill(page, { ...VALID, message: "Sent once, answered twice." });
    await page.getByRole("button", { name: "Send message" }).click();
    await page.getByRole("alert").waitFor();
    await page.getByRole("button", { name: "Send message" }).click();
    await page.waitForURL((url) => url.pathname === "/thanks");
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
    expect(keys[1]).toBe(keys[0]);
    // The server answered the second post from the first one's stored answer: nothing was written again.
    expect(replayed).toEqual(["true"]);
  });

  it("A distributor sends the partner form in Dutch and lands on the Dutch thank-you page", async () => {
    const page = await session.newPage(PHONE);
    await visit(page, "/nl/partner");
    await fill(page, { ...VALID, country: "NL" });
    await page.getByRole("button", { name: "Aanvraag versturen" }).click();
    await page.waitForURL((url) => url.pathname === "/nl/thanks");
    await page.getByRole("heading", { level: 1, name: "Bedankt!" }).waitFor();
  });

  for (const locale of ["en", "fr"] as const) {
    it(`Each invalid field is named with its own message, in ${locale}, and nothing typed is lost`, async () => {
      const page = await session.newPage(DESKTOP);
      const posts: string[] = [];
      page.on("request", (request) => {
        if (request.method() === "POST") posts.push(request.url());
      });
      await visit(page, locale === "en" ? "/contact" : "/fr/partner");
      for (const rule of INVALID) {
        await fill(page, { ...VALID, [rule.field]: rule.value });
        await page.locator("form.enquiry-form button[type=submit]").click();
        await page.waitForFunction((field) => document.querySelector(`form.enquiry-form [name=${field}]`)?.getAttribute("aria-invalid") === "true", rule.field);
        expect(await errorOf(page, rule.field), `${rule.field}=${JSON.stringify(rule.value)}`).toBe(rule[locale]);
        // Focus goes to the field to fix; the other values are still there.
        await expect(page.locator(`form.enquiry-form [name=${rule.field}]`).evaluate((el) => el === document.activeElement)).resolves.toBe(true);
        for (const [field, value] of Object.entries(VALID)) {
          if (field !== rule.field) await expect(page.locator(`form.enquiry-form [name=${field}]`).inputValue()).resolves.toBe(value);
        }
        await expect(page.locator("form.enquiry-form [aria-invalid=true]").count()).resolves.toBe(1);
      }
      expect(posts).toEqual([]);
    });
  }

  it("A message from the server's validation is shown on its field", async () => {
    const page = await session.newPage(DESKTOP, { allowConsole: [/status of 422/] });
    await visit(page, "/contact");
    // The browser accepts it; the server refuses it.
    await page.route("**/api/demands", (route) =>
      route.fulfill({
        status: 422,
        contentType: "application/json",
        body: JSON.stringify({ message: "Invalid", errors: { email: ["You Must Be Input @xxx"] } }),
      }),
    );
    await fill(page, VALID);
    await page.getByRole("button", { name: "Send message" }).click();
    await page.waitForFunction(() => document.querySelector("form.enquiry-form [name=email]")?.getAttribute("aria-invalid") === "true");
    expect(await errorOf(page, "email")).toBe("You Must Be Input @xxx");
    expect(new URL(page.url()).pathname).toBe("/contact");
  });

  it("When the server cannot take the message, the visitor is told and keeps what they typed", async () => {
    const page = await session.newPage(DESKTOP, { allowConsole: [/status of 503/] });
    await visit(page, "/contact");
    await page.route("**/api/demands", (route) => route.fulfill({ status: 503, contentType: "application/json", body: "{}" }));
    await fill(page, VALID);
    await page.getByRole("button", { name: "Send message" }).click();
    await page.getByRole("alert").waitFor();
    await expect(page.getByRole("alert").textContent()).resolves.toMatch(/could not be sent/);
    await expect(page.locator("form.enquiry-form [name=message]").inputValue()).resolves.toBe(VALID.message);
  });

  it("Without JavaScript the form posts to the page, keeps the values on error and goes to /thanks when valid", async () => {
    const page = await session.newPage(DESKTOP, { javaScriptEnabled: false, allowConsole: [/status of 422/] });
    await page.goto("/fr/contact");
    await fill(page, { ...VALID, name: "A", email: "pas-une-adresse" });
    const response = page.waitForResponse((r) => r.request().method() === "POST");
    await page.locator("form.enquiry-form button[type=submit]").click();
    expect((await response).status()).toBe(422);
    await page.waitForLoadState();
    await expect(page.locator("[name=name]").inputValue()).resolves.toBe("A");
    await expect(page.locator("[name=company]").inputValue()).resolves.toBe(VALID.company);
    await expect(page.locator("[name=country]").inputValue()).resolves.toBe("BE");
    expect(await errorOf(page, "name")).toBe("2 caractères minimum");
    expect(await errorOf(page, "email")).toBe("Votre adresse doit contenir @xxx");
    // The browser itself focuses the first invalid field (autofocus): the visitor lands on it, its message read out.
    // It does so at its next rendering step, which a loaded machine may not have reached yet.
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute("name"))).toBe("name");

    await fill(page, VALID);
    await page.locator("form.enquiry-form button[type=submit]").click();
    await page.waitForURL((url) => url.pathname === "/fr/thanks");
    await expect(page.getByRole("heading", { level: 1 }).textContent()).resolves.toBe("Merci\u00a0!");
  });
});

describe("the newsletter", () => {
  const session = useBrowser();

  it("An empty email does nothing", async () => {
    const page = await session.newPage(DESKTOP);
    const posts: string[] = [];
    page.on("request", (request) => {
      if (request.method() === "POST") posts.push(request.url());
    });
    await visit(page, "/");
    await page.getByRole("button", { name: "Go", exact: true }).click();
    await page.waitForTimeout(300);
    await expect(page.locator("dialog.confirm-dialog").isVisible()).resolves.toBe(false);
    expect(posts).toEqual([]);
    expect(new URL(page.url()).pathname).toBe("/");
  });

  it("Cancel in the confirmation does nothing visible", async () => {
    const page = await session.newPage(DESKTOP);
    const posts: string[] = [];
    page.on("request", (request) => {
      if (request.method() === "POST") posts.push(request.url());
    });
    await visit(page, "/");
    await page.getByRole("textbox", { name: "Your email address" }).fill("ann@example.com");
    await page.getByRole("button", { name: "Go", exact: true }).click();
    const dialog = page.getByRole("dialog", { name: "Subscribe to the newsletter?" });
    await dialog.waitFor();
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await dialog.waitFor({ state: "hidden" });
    await page.waitForTimeout(200);
    expect(posts).toEqual([]);
    await expect(page.locator(".notice").count()).resolves.toBe(0);
  });

  it("OK posts the email as form-data and a success notification appears bottom right", async () => {
    const page = await session.newPage(PHONE);
    await visit(page, "/fr/faq");
    await page.getByRole("textbox", { name: "Votre adresse e-mail" }).fill("claire@example.fr");
    await page.getByRole("button", { name: "OK", exact: true }).first().click();
    const dialog = page.getByRole("dialog");
    await dialog.waitFor();
    const request = page.waitForRequest((r) => r.url().endsWith("/api/file/forms"));
    await dialog.getByRole("button", { name: "OK" }).click();
    const sent = await request;
    expect(sent.method()).toBe("POST");
    expect(sent.headers()["content-type"]).toMatch(/^multipart\/form-data/);
    expect(sent.postData()).toContain('name="email"');
    expect(sent.postData()).toContain("claire@example.fr");
    const notice = page.locator(".notice--success");
    await notice.waitFor();
    await expect(notice.locator(".notice__title").textContent()).resolves.toBe("Abonnement réussi");
    await expect(notice.locator(".notice__text").textContent()).resolves.toBe("Nous vous enverrons régulièrement des e-mails sur nos produits");
    const box = (await notice.boundingBox())!;
    expect(box.x + box.width).toBeGreaterThan(PHONE.width - 40);
    expect(box.y + box.height).toBeGreaterThan(PHONE.height - 200);
  });

  for (const { viewport, path, label, go, message } of [
    { viewport: PHONE, path: "/", label: "Your email address", go: "Go", message: "You Must Be Input @xxx" },
    { viewport: DESKTOP, path: "/nl/blog", label: "Uw e-mailadres", go: "Ga", message: "Uw e-mailadres moet @xxx bevatten" },
    { viewport: DESKTOP, path: "/fr/products", label: "Votre adresse e-mail", go: "OK", message: "Votre adresse doit contenir @xxx" },
  ]) {
    it(`At ${viewport.width} px on ${path}, an address that cannot be valid gets the email message before any dialog`, async () => {
      const page = await session.newPage(viewport);
      const posts: string[] = [];
      page.on("request", (request) => {
        if (request.method() === "POST") posts.push(request.url());
      });
      await visit(page, path);
      const input = page.getByRole("textbox", { name: label });
      const footer = page.locator("#site-footer");
      for (const wrong of ["notanemail", "ann@shop", "ann@@example.com"]) {
        await input.fill(wrong);
        await footer.getByRole("button", { name: go, exact: true }).click();
        const error = footer.locator(".newsletter__error");
        await error.waitFor();
        await expect(error.textContent()).resolves.toBe(message);
        await expect(input.getAttribute("aria-invalid")).resolves.toBe("true");
        await expect(input.evaluate((el) => document.getElementById(el.getAttribute("aria-describedby") ?? "")?.textContent)).resolves.toBe(message);
        await expect(page.locator("dialog.confirm-dialog").count()).resolves.toBe(0);
      }
      // Corrected, the message goes at once, and Go asks for confirmation.
      await input.fill("ann@example.com");
      await expect(footer.locator(".newsletter__error").count()).resolves.toBe(0);
      await expect(input.getAttribute("aria-invalid")).resolves.toBe(null);
      await footer.getByRole("button", { name: go, exact: true }).click();
      await page.getByRole("dialog").waitFor();
      expect(posts).toEqual([]);
      await expect(page.locator(".notice").count()).resolves.toBe(0);
    });
  }

  it("An address the server refuses is named at the field, not as a network failure", async () => {
    const page = await session.newPage(DESKTOP, { allowConsole: [/status of 422/] });
    await visit(page, "/nl");
    await page.route("**/api/file/forms", (route) =>
      route.fulfill({
        status: 422,
        contentType: "application/json",
        body: JSON.stringify({ message: "Ongeldig", errors: { email: ["Uw e-mailadres moet @xxx bevatten"] } }),
      }),
    );
    await page.getByRole("textbox", { name: "Uw e-mailadres" }).fill("piet@example.nl");
    await page.getByRole("button", { name: "Ga", exact: true }).click();
    await page.getByRole("dialog").getByRole("button", { name: "OK" }).click();
    const error = page.locator("#site-footer .newsletter__error");
    await error.waitFor();
    await expect(error.textContent()).resolves.toBe("Uw e-mailadres moet @xxx bevatten");
    await page.waitForTimeout(200);
    await expect(page.locator(".notice").count()).resolves.toBe(0);
  });

  it("Without JavaScript an address that cannot be valid gets the email message, keeps what was typed, and can be corrected", async () => {
    const page = await session.newPage(DESKTOP, { javaScriptEnabled: false, allowConsole: [/status of 422/] });
    await page.goto("/fr/faq");
    await page.locator("#site-footer").getByRole("textbox", { name: "Votre adresse e-mail" }).fill("notanemail");
    const response = page.waitForResponse((r) => r.request().method() === "POST");
    await page.locator("#site-footer").getByRole("button", { name: "OK", exact: true }).click();
    expect((await response).status()).toBe(422);
    await page.waitForURL((url) => url.pathname === "/fr/newsletter");
    const main = page.locator("main");
    await expect(main.getByRole("heading", { level: 1 }).textContent()).resolves.toBe("Newsletter mensuelle");
    await expect(main.locator(".newsletter__error").textContent()).resolves.toBe("Votre adresse doit contenir @xxx");
    await expect(main.getByRole("textbox", { name: "Votre adresse e-mail" }).inputValue()).resolves.toBe("notanemail");
    await expect(main.getByRole("textbox", { name: "Votre adresse e-mail" }).getAttribute("aria-invalid")).resolves.toBe("true");
    await expect(page.getByText("Le réseau est saturé", { exact: false }).count()).resolves.toBe(0);

    await main.getByRole("textbox", { name: "Votre adresse e-mail" }).fill("claire@example.fr");
    await main.getByRole("button", { name: "OK", exact: true }).click();
    await page.waitForLoadState();
    await expect(page.getByRole("heading", { level: 1 }).textContent()).resolves.toBe("Abonnement réussi");
  });

  it("When the sign-up fails, the failure notification says so", async () => {
    const page = await session.newPage(DESKTOP, { allowConsole: [/status of 500/] });
    await visit(page, "/");
    await page.route("**/api/file/forms", (route) => route.fulfill({ status: 500, contentType: "application/json", body: '{"message":"Server error"}' }));
    await page.getByRole("textbox", { name: "Your email address" }).fill("ann@example.com");
    await page.getByRole("button", { name: "Go", exact: true }).click();
    await page.getByRole("dialog").getByRole("button", { name: "OK" }).click();
    const notice = page.locator(".notice--error");
    await notice.waitFor();
    await expect(notice.locator(".notice__title").textContent()).resolves.toBe("Subscribe to the failure");
    await expect(notice.locator(".notice__text").textContent()).resolves.toBe("The network is busy. Please try again later");
  });

  it("Without JavaScript the newsletter form still signs the visitor up", async () => {
    const page = await session.newPage(DESKTOP, { javaScriptEnabled: false });
    await page.goto("/nl");
    await page.getByRole("textbox", { name: "Uw e-mailadres" }).fill("piet@example.nl");
    await page.getByRole("button", { name: "Ga", exact: true }).click();
    await page.waitForURL((url) => url.pathname === "/nl/newsletter");
    await expect(page.getByRole("heading", { level: 1 }).textContent()).resolves.toBe("Inschrijving gelukt");
  });
});
