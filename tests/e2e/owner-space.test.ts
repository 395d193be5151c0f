import { randomBytes } from "node:crypto";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { addDays, todayIn } from "#domain/calendar-days.ts";
import { api, apiToken, removeAfterTest } from "./admin-utils.ts";
import { DESKTOP, PHONE, useBrowser, visit } from "./utils.ts";

/** My Fantai, the owner space (decision 075), as an owner uses it: with and without JavaScript. */

const SHOTS = "/tmp/owner-space";
const session = useBrowser();

/** A product registered in Dutch for a fresh address; removed when the test ends. */
async function dutchOwner(): Promise<{ email: string; serial: string; reference: string }> {
  const products = await api<{ data: { id: number }[] }>("GET", "commodities?per_page=1");
  const tag = randomBytes(4).toString("hex");
  const serial = `NL-${tag.toUpperCase()}-4042`;
  const email = `eigenaar-${tag}@voorbeeld.nl`;
  const registered = await api<{ data: { id: number; reference: string } }>("POST", "warranty/registrations", {
    body: {
      commodity_id: products.body.data[0]!.id,
      serial,
      purchase_date: addDays(todayIn(), -14),
      where_bought: "Tuincentrum Utrecht",
      country: "NL",
      name: "Sanne de Vries",
      email,
      consent: true,
      locale: "nl",
    },
  });
  expect(registered.status).toBe(201);
  removeAfterTest("warranty/registrations", registered.body.data.id);
  return { email, serial, reference: registered.body.data.reference };
}

/** The sign-in link waiting in the outbox (no SMTP_URL in the tests), read as an admin would in the outbox screen. */
async function mailedLink(email: string): Promise<{ url: string; subject: string }> {
  const list = await api<{ data: { id: number; recipient: string; kind: string }[] }>(
    "GET",
    `ad/outbox?kind=owner_sign_in_link&q=${encodeURIComponent(email)}&sort=created_at&order=desc`,
    { token: await apiToken() },
  );
  const found = list.body.data.find((mail) => mail.recipient === email);
  expect(found, `a sign-in mail to ${email}`).toBeDefined();
  const mail = await api<{ data: { text_body: string; subject: string } }>("GET", `ad/outbox/${found!.id}`, { token: await apiToken() });
  const url = /https?:\/\/\S+\/my\/sign-in\?token=[\w-]+/.exec(mail.body.data.text_body)?.[0];
  expect(url).toBeDefined();
  return { url: new URL(url!).pathname + new URL(url!).search, subject: mail.body.data.subject };
}

async function askForLink(page: Page, email: string): Promise<void> {
  await page.getByRole("textbox", { name: "E-mailadres", exact: true }).fill(email);
  await page.getByTestId("send-link").click();
  await page.getByTestId("link-sent").waitFor();
}

describe("My Fantai, the owner space", () => {
  it("A Dutch owner asks for a link, opens it from the mail, sees their registration and signs out everywhere", async () => {
    const owner = await dutchOwner();
    const page = await session.newPage(DESKTOP, { locale: "nl-NL" });
    await visit(page, "/nl/my");
    expect(await page.locator("h1").textContent()).toBe("Mijn Fantai");
    await askForLink(page, owner.email);
    expect(await page.getByTestId("link-sent").textContent()).toContain(owner.email);

    const link = await mailedLink(owner.email);
    expect(link.subject).toBe("Uw link naar Mijn Fantai");
    expect(link.url).toMatch(/^\/nl\/my\/sign-in\?token=/);
    await visit(page, link.url);
    await page.getByTestId("open-space").click();
    await page.getByTestId("owner-space").waitFor();
    expect(new URL(page.url()).pathname).toBe("/nl/my");
    const registration = page.getByTestId("owner-registration").filter({ hasText: owner.serial });
    expect(await registration.count()).toBe(1);
    expect(await registration.textContent()).toContain(owner.reference);
    expect(await registration.getByTestId("certificate").getAttribute("href")).toBe(`/nl/my/certificate/${owner.reference}`);
    const cookies = await page.context().cookies();
    const session_ = cookies.find((cookie) => cookie.name === "fantai_owner");
    expect(session_?.httpOnly).toBe(true);
    expect(session_?.sameSite).toBe("Lax");

    // The link is spent: opening it again says so, with a way to get a new one.
    const again = await page.context().newPage();
    await again.goto(link.url);
    await again.getByTestId("link-invalid").waitFor();
    expect(await again.locator("h1").textContent()).toBe("Deze link werkt niet meer");
    await again.close();

    await page.getByTestId("sign-out-everywhere").click();
    await page.getByTestId("owner-notice").waitFor();
    expect(await page.getByTestId("owner-notice").textContent()).toBe("U bent op al uw apparaten afgemeld.");
    await visit(page, "/nl/my");
    expect(await page.getByTestId("owner-space").count()).toBe(0);
  });

  it("The same without JavaScript: ask, open, correct the details, download the data and delete the space", async () => {
    const owner = await dutchOwner();
    const page = await session.newPage(PHONE, { locale: "nl-NL", javaScriptEnabled: false });
    await page.goto("/nl/my");
    await askForLink(page, owner.email);
    const link = await mailedLink(owner.email);
    await page.goto(link.url);
    await page.getByTestId("open-space").click();
    await page.getByTestId("owner-space").waitFor();
    expect(await page.getByTestId("owner-registration").filter({ hasText: owner.serial }).count()).toBe(1);

    await page.locator('.owner-contact-form input[name="name"]').fill("Sanne de Vries-Bakker");
    await page.getByTestId("save-contact").click();
    await page.getByTestId("contact-saved").waitFor();
    expect(await page.locator('.owner-contact-form input[name="name"]').inputValue()).toBe("Sanne de Vries-Bakker");

    const download = await page.context().request.get("/nl/my/data");
    expect(download.status()).toBe(200);
    const data = (await download.json()) as { email: string; warranty_registrations: { name: string; serial: string }[] };
    expect(data.email).toBe(owner.email);
    expect(data.warranty_registrations[0]).toMatchObject({ name: "Sanne de Vries-Bakker", serial: owner.serial });

    await page.getByTestId("delete-link").click();
    await page.getByTestId("delete-space").waitFor();
    expect(await page.getByTestId("delete-space").textContent()).toContain("niet meer te controleren");
    await page.getByTestId("confirm-delete").check();
    await page.getByTestId("delete-confirm").click();
    await page.getByTestId("owner-notice").waitFor();
    expect(await page.getByTestId("owner-notice").textContent()).toBe("Uw ruimte en al haar gegevens zijn gewist.");
    await page.goto(`/nl/register/verify?ref=${owner.reference}`);
    expect(await page.locator("main").textContent()).toContain("Geen certificaat");
  });

  it("The demo owner's space reads well on a phone and a desktop in three languages", async () => {
    const page = await session.newPage(DESKTOP, { allowConsole: [/status of 410/] });
    await visit(page, "/my");
    await page.screenshot({ path: `${SHOTS}/my-signed-out-en-1280.png`, fullPage: true });
    await page.getByRole("textbox", { name: "E-mail address", exact: true }).fill("owner@fantai.example");
    await page.getByTestId("send-link").click();
    await page.getByTestId("link-sent").waitFor();
    const link = await mailedLink("owner@fantai.example");
    await visit(page, link.url);
    await page.getByTestId("open-space").click();
    await page.getByTestId("owner-space").waitFor();
    expect(await page.getByTestId("owner-registration").count()).toBeGreaterThanOrEqual(3);
    for (const prefix of ["", "/fr", "/nl"]) {
      const name = prefix ? prefix.slice(1) : "en";
      await page.setViewportSize(DESKTOP);
      await visit(page, `${prefix}/my`);
      await page.screenshot({ path: `${SHOTS}/my-${name}-1280.png`, fullPage: true });
      await page.setViewportSize(PHONE);
      await visit(page, `${prefix}/my`);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
      await page.screenshot({ path: `${SHOTS}/my-${name}-375.png`, fullPage: true });
    }
    await visit(page, "/nl/my/delete");
    await page.screenshot({ path: `${SHOTS}/my-delete-nl-375.png`, fullPage: true });
    await page.goto("/fr/my/sign-in?token=expired");
    await page.screenshot({ path: `${SHOTS}/my-link-invalid-fr-375.png`, fullPage: true });
  });
});
