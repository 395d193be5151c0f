import { readFile } from "node:fs/promises";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import {
  mailedLinks,
  newSignedInPage,
  api,
  confirmPopup,
  endsWith,
  expectNotice,
  findId,
  openAdmin,
  pane,
  removeAfterTest,
  row,
  rows,
  search,
  unique,
  eventually,
} from "./admin-utils.ts";
import { baseUrl, useBrowser, visit } from "./utils.ts";

const session = useBrowser();

/** Clicks the screen's export button and returns the downloaded CSV text. */
async function downloadCsv(page: Page): Promise<{ name: string; text: string }> {
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    pane(page)
      .getByRole("button", { name: endsWith("Export CSV") })
      .click(),
  ]);
  const path = await download.path();
  return { name: download.suggestedFilename(), text: await readFile(path, "utf8") };
}

const today = () => new Date().toISOString().slice(0, 10);

/** A partner enquiry sent through the public form API for the running test, removed when it ends. */
async function anEnquiry() {
  const enquiry = {
    name: unique("E2E Dana Peeters"),
    company: "Groen & Co",
    phone: "+32 470 12 34 56",
    email: "dana.e2e@example.com",
    title: "Dealer for 40V mowers",
    country: "BE",
    message: "We would like to sell the 40V range in our three garden centres.",
    form: "partner",
  };
  const sent = await api("POST", "demands", { body: enquiry });
  expect(sent.status).toBe(201);
  removeAfterTest("demands", () => findId<{ name: string }>("demands", enquiry.name, (found) => found.name === enquiry.name));
  return enquiry;
}

describe("Customer enquiries", () => {
  it("A new enquiry shows on the workplace, and the list filters it by date, form and status", async () => {
    const enquiry = await anEnquiry();
    const page = await newSignedInPage(session);
    await openAdmin(page, "/admin/workplace");
    // The workplace's latest enquiries.
    await row(page, enquiry.name).waitFor();

    await openAdmin(page, `/admin/customer-enquiries?form=partner&handled=0&from=${today()}&to=${today()}`, row(page, enquiry.name));
    await expect(row(page, enquiry.name).count()).resolves.toBe(1);
    await openAdmin(page, "/admin/customer-enquiries?form=contact", pane(page).getByRole("table"));
    await eventually(() => row(page, enquiry.name).count()).toBe(0);
    await openAdmin(page, "/admin/customer-enquiries?from=2000-01-01&to=2000-01-31", pane(page).getByRole("table"));
    await pane(page).getByRole("table").getByText("Nothing here yet").waitFor();
  });

  it("An admin opens the detail, marks it handled with a note, and exports the list as CSV", async () => {
    const enquiry = await anEnquiry();
    const page = await newSignedInPage(session);
    await openAdmin(page, `/admin/customer-enquiries?q=${encodeURIComponent(enquiry.name)}`, row(page, enquiry.name));
    await row(page, enquiry.name).getByRole("button", { name: enquiry.name, exact: true }).click();
    const drawer = page.getByRole("dialog");
    await drawer.waitFor();
    await expect(drawer.textContent()).resolves.toContain(enquiry.message);
    await expect(drawer.textContent()).resolves.toContain("Belgium");
    await drawer.getByRole("textbox", { name: "Note" }).fill("Called back; sending the dealer pack.");
    await drawer.getByRole("button", { name: endsWith("Mark handled") }).click();
    await expectNotice(page, "Enquiry marked handled");
    await drawer.getByText("Handled", { exact: true }).waitFor();
    await eventually(() => row(page, enquiry.name).textContent()).toContain("Handled");

    const stored = await api<{ data: { handled: number; note: string }[] }>("GET", `ad/demands?q=${encodeURIComponent(enquiry.name)}`, {
      token: (await page.evaluate(() => sessionStorage.getItem("FANTAI_token")))!,
    });
    expect(stored.body.data[0]).toMatchObject({ handled: 1, note: "Called back; sending the dealer pack." });

    await page.keyboard.press("Escape");
    const csv = await downloadCsv(page);
    expect(csv.name).toMatch(/\.csv$/);
    // The server's byte-order mark survives the download, so Excel reads accents right.
    expect(csv.text.startsWith("\uFEFF")).toBe(true);
    expect(csv.text).toContain(enquiry.name);
    expect(csv.text).toContain("Called back; sending the dealer pack.");
  });

  it("An admin deletes the enquiry after confirming", async () => {
    const enquiry = await anEnquiry();
    const page = await newSignedInPage(session);
    await openAdmin(page, `/admin/customer-enquiries?q=${encodeURIComponent(enquiry.name)}`, row(page, enquiry.name));
    await row(page, enquiry.name)
      .getByRole("button", { name: `Delete ${enquiry.name}` })
      .click();
    await confirmPopup(page);
    await expectNotice(page, "Deleted: 1");
    await eventually(() => row(page, enquiry.name).count()).toBe(0);
  });
});

describe("Customer subscribe", () => {
  it("A newsletter sign-up is listed, found by search, exported and deleted", async () => {
    const email = `e2e.${Date.now().toString(36)}@example.com`;
    const form = new FormData();
    form.append("email", email);
    const sent = await fetch(`${baseUrl()}/api/file/forms`, { method: "POST", body: form });
    expect(sent.status).toBe(201);
    removeAfterTest("file/forms", () => findId<{ email: string }>("file/forms", email, (found) => found.email === email));

    const page = await newSignedInPage(session);
    // Only confirmed addresses are subscribers (double opt-in): the address follows its mail's link first.
    await visit(page, (await mailedLinks(email)).confirm);
    await page.getByTestId("confirm-subscription").click();
    await page.getByTestId("newsletter-confirmed").waitFor();
    await openAdmin(page, "/admin/customer-subscribe", rows(page));
    await search(page, email);
    await eventually(() => rows(page).count()).toBe(1);
    await expect(row(page, email).count()).resolves.toBe(1);

    const csv = await downloadCsv(page);
    expect(csv.text.split("\n")[0]).toMatch(/email/);
    expect(csv.text).toContain(email);
    expect(csv.text.split("\n").filter(Boolean)).toHaveLength(2);

    await row(page, email)
      .getByRole("button", { name: `Delete ${email}` })
      .click();
    await confirmPopup(page);
    await expectNotice(page, `“${email}” deleted`);
    await eventually(() => row(page, email).count()).toBe(0);
  });
});
