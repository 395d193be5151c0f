import { randomBytes } from "node:crypto";
import { mkdirSync } from "node:fs";
import type { Page } from "playwright-core";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { addDays, todayIn } from "#domain/calendar-days.ts";
import { api, apiToken, newSignedInPage, openAdmin, pane, removeAfterTest } from "./admin-utils.ts";
import { DESKTOP, PHONE, useBrowser, visit } from "./utils.ts";

/** Service and repair requests (decision 083) as a Dutch owner and the service desk use them. */

const SHOTS = "/tmp/shots-service";
mkdirSync(SHOTS, { recursive: true });
const session = useBrowser();

/** A fresh Dutch owner of an FT-LM4046 mower whose serial the demo's active recall covers. */
async function dutchMowerOwner(): Promise<{ email: string; serial: string; reference: string }> {
  const list = await api<{ data: { id: number; model: string }[] }>("GET", "commodities?per_page=100");
  const mower = list.body.data.find((product) => product.model === "FT-LM4046")!;
  const tag = randomBytes(4).toString("hex");
  const serial = `FT4624B01${String(100 + (parseInt(tag, 16) % 800)).padStart(3, "0")}`;
  const email = `eigenaar-${tag}@voorbeeld.nl`;
  const registered = await api<{ data: { id: number; reference: string } }>("POST", "warranty/registrations", {
    body: {
      commodity_id: mower.id,
      serial,
      purchase_date: addDays(todayIn(), -30),
      where_bought: "Tuincentrum",
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

/** The newest mail of a kind to an address, read from the outbox as the admin's outbox screen shows it. */
async function latestMail(email: string, kind: string): Promise<{ subject: string; text_body: string }> {
  const token = await apiToken();
  const list = await api<{ data: { id: number; recipient: string }[] }>(
    "GET",
    `ad/outbox?kind=${kind}&q=${encodeURIComponent(email)}&sort=created_at&order=desc`,
    { token },
  );
  const found = list.body.data.find((mail) => mail.recipient.toLowerCase() === email);
  expect(found, `a ${kind} mail to ${email}`).toBeDefined();
  return (await api<{ data: { subject: string; text_body: string } }>("GET", `ad/outbox/${found!.id}`, { token })).body.data;
}

/** Signs in through /nl/my: asks for the link, opens it from the mail, presses the button. */
async function signInByMail(page: Page, email: string, go: (page: Page, path: string) => Promise<unknown>): Promise<void> {
  await go(page, "/nl/my");
  await page.getByRole("textbox", { name: "E-mailadres", exact: true }).fill(email);
  await page.getByTestId("send-link").click();
  await page.getByTestId("link-sent").waitFor();
  const mail = await latestMail(email, "owner_sign_in_link");
  const url = new URL(/https?:\/\/\S+\/my\/sign-in\?token=[\w-]+/.exec(mail.text_body)![0]);
  await go(page, url.pathname + url.search);
  await page.getByTestId("open-space").click();
  await page.getByTestId("owner-space").waitFor();
}

/** The desk moves the request on, as an admin: inspection, then repaired, with a message. */
async function deskRepairs(reference: string): Promise<void> {
  const token = await apiToken();
  const found = await api<{ data: { id: number }[] }>("GET", `ad/service/requests?q=${reference}`, { token });
  const id = found.body.data[0]!.id;
  expect((await api("POST", `ad/service/requests/${id}/_update`, { token, body: { status: "in_inspection" } })).status).toBe(200);
  expect((await api("POST", `ad/service/requests/${id}/_update`, { token, body: { status: "repaired", message: "De motor is vervangen." } })).status).toBe(200);
}

async function fillRequest(page: Page, { withJs }: { withJs: boolean }): Promise<void> {
  await page.locator('input[name="kind"][value="fault"]').check();
  await page.locator("#service-description").fill("De maaier slaat af na een minuut maaien.");
  const photo = await sharp({ create: { width: 80, height: 60, channels: 3, background: { r: 40, g: 140, b: 60 } } })
    .png()
    .toBuffer();
  await page.locator("#service-photos").setInputFiles({ name: "maaier.png", mimeType: "image/png", buffer: photo });
  await page.locator("#service-near").fill("Utrecht");
  await page.getByTestId("find-repairers").click();
  const first = page.locator('input[name="dealer_id"]').first();
  await first.waitFor();
  await first.check();
  // Without JavaScript the page came back from the server: the photo is attached again.
  if (!withJs) await page.locator("#service-photos").setInputFiles({ name: "maaier.png", mimeType: "image/png", buffer: photo });
}

describe("Service and repair requests", () => {
  for (const withJs of [true, false]) {
    it(`A Dutch owner sees the notice on their mower, asks for a repair with a photo and follows it to "repaired" (${withJs ? "with" : "without"} JavaScript)`, async () => {
      const owner = await dutchMowerOwner();
      const page = await session.newPage(withJs ? DESKTOP : PHONE, { locale: "nl-NL", javaScriptEnabled: withJs });
      const go = withJs ? visit : (p: Page, path: string) => p.goto(path);
      await signInByMail(page, owner.email, go);
      const tool = page.getByTestId("owner-registration").filter({ hasText: owner.serial });
      expect(await tool.getByTestId("owner-tool-notice").count()).toBe(1);
      expect(await page.getByTestId("owner-safety").isVisible()).toBe(true);

      await tool.getByRole("link", { name: "Service of reparatie aanvragen" }).click();
      await page.locator("form.service-request-form").waitFor();
      expect(await page.locator('select[name="registration"]').inputValue()).toBe(owner.reference);
      expect(await page.locator("#service-email").inputValue()).toBe(owner.email);
      await fillRequest(page, { withJs });
      await page.getByTestId("send-service-request").click();
      await page.getByTestId("service-request-done").waitFor();
      const reference = (await page.getByTestId("service-reference").textContent())!.trim();
      expect(reference).toMatch(/^SR-\d{4}-\d{6}$/);
      expect((await latestMail(owner.email, "service_request")).subject).toBe(`Uw Fantai-serviceaanvraag ${reference}`);

      await deskRepairs(reference);
      await page.getByRole("link", { name: "Deze aanvraag volgen" }).click();
      await page.getByTestId("service-track").waitFor();
      expect(await page.getByTestId("service-status").textContent()).toBe("Hersteld");
      expect(await page.getByTestId("service-history").textContent()).toContain("De motor is vervangen.");
      expect(await page.getByTestId("service-warranty").textContent()).toMatch(/^Onder garantie tot /);
      expect((await latestMail(owner.email, "service_request")).subject).toBe(`Een bericht over uw serviceaanvraag ${reference}`);
      await go(page, "/nl/my");
      expect(await page.getByTestId("owner-service-request").filter({ hasText: reference }).textContent()).toContain("Hersteld");
      if (withJs) {
        for (const [name, viewport] of [
          ["375", PHONE],
          ["1280", DESKTOP],
        ] as const) {
          await page.setViewportSize(viewport);
          await page.screenshot({ path: `${SHOTS}/my-nl-${name}.png`, fullPage: true });
        }
      }
    });
  }

  it("The service desk finds the overdue demo request, opens it and sees its warranty, history and owner", async () => {
    const page = await newSignedInPage(session);
    await openAdmin(page, "/admin/service-requests?age=overdue", pane(page).getByTestId("overdue"));
    expect(await pane(page).getByTestId("overdue").count()).toBeGreaterThan(0);
    await pane(page).locator(".admin-link-button").first().click();
    const drawer = page.getByRole("dialog");
    await drawer.getByText("owner@fantai.example").waitFor();
    expect(await drawer.textContent()).toContain("In warranty");
    await page.screenshot({ path: `${SHOTS}/admin-service-requests-1280.png` });
  });

  it("The request form reads well in three languages on a phone and a laptop", async () => {
    for (const locale of ["en", "fr", "nl"] as const) {
      for (const [name, viewport] of [
        ["375", PHONE],
        ["1280", DESKTOP],
      ] as const) {
        const page = await session.newPage(viewport, { locale });
        await visit(page, `${locale === "en" ? "" : `/${locale}`}/service/request?part=12345-01`);
        expect(await page.locator("h1").count()).toBe(1);
        expect(await page.locator('input[name="company"]').count()).toBe(0);
        await page.screenshot({ path: `${SHOTS}/service-request-${locale}-${name}.png`, fullPage: true });
        if (locale === "en" && name === "1280") {
          await visit(page, "/service");
          await page.getByTestId("service-request-link").screenshot({ path: `${SHOTS}/service-link.png` });
          await page.locator('aside[aria-labelledby="service-help-title"]').screenshot({ path: `${SHOTS}/service-aside.png` });
        }
      }
    }
  });
});
