import { readFile } from "node:fs/promises";
import { describe, expect, it } from "vitest";
import { todayIn } from "#domain/calendar-days.ts";
import { api, apiToken, confirmPopup, eventually, expectNotice, newSignedInPage, openAdmin, pane, removeAfterTest, row, rows, unique } from "./admin-utils.ts";
import { useBrowser } from "./utils.ts";

const SHOTS = "/tmp/shots-owners-warranty";
const session = useBrowser();

describe("Warranty registrations and the mail outbox in the admin", () => {
  it("An admin finds a registration by serial, opens it, exports it, sees its mails waiting, retries one, and deletes the registration on request", async () => {
    const products = await api<{ data: { id: number; en_name: string }[] }>("GET", "commodities?per_page=1");
    const serial = unique("E2E-SN")
      .toUpperCase()
      .replace(/[^A-Z0-9-]/g, "");
    const email = `${serial.toLowerCase()}@example.com`;
    const registered = await api<{ data: { id: number; reference: string } }>("POST", "warranty/registrations", {
      body: {
        commodity_id: products.body.data[0]!.id,
        serial,
        purchase_date: todayIn(),
        where_bought: "Brico",
        country: "BE",
        name: "Dana Peeters",
        email,
        consent: true,
      },
    });
    expect(registered.status).toBe(201);
    const { id, reference } = registered.body.data;
    removeAfterTest("warranty/registrations", id);

    const page = await newSignedInPage(session);
    await openAdmin(page, `/admin/warranty-registrations?q=${encodeURIComponent(serial.toLowerCase())}`, row(page, reference));
    await expect(row(page, reference).count()).resolves.toBe(1);
    await page.screenshot({ path: `${SHOTS}/admin-registrations-1280.png` });
    // A shared link filtered by product names the product (looked up, not taken from a first page of products).
    await openAdmin(page, `/admin/warranty-registrations?commodity_id=${products.body.data[0]!.id}`, row(page, reference));
    await eventually(() => pane(page).locator(".ant-select-content, .ant-select-selection-item").first().textContent()).toContain(
      products.body.data[0]!.en_name,
    );
    await openAdmin(page, `/admin/warranty-registrations?q=${encodeURIComponent(serial.toLowerCase())}`, row(page, reference));
    await row(page, reference).getByRole("button", { name: "Dana Peeters" }).click();
    const drawer = page.getByRole("dialog");
    await drawer.waitFor();
    await eventually(() => drawer.textContent()).toContain(email);
    expect(await drawer.textContent()).toContain("No proof of purchase was attached.");
    await page.screenshot({ path: `${SHOTS}/admin-registration-detail-1280.png` });
    await page.keyboard.press("Escape");
    await drawer.waitFor({ state: "hidden" });

    const [download] = await Promise.all([
      page.waitForEvent("download"),
      pane(page)
        .getByRole("button", { name: /(^|\s)Export CSV$/ })
        .click(),
    ]);
    const csv = await readFile((await download.path())!, "utf8");
    expect(csv).toContain(reference);
    expect(csv).toContain(email);

    // Without SMTP_URL the mails wait in the outbox, and the screen says why.
    await openAdmin(page, `/admin/mail-outbox?q=${encodeURIComponent(email)}`, rows(page));
    await eventually(() => rows(page).count()).toBe(2);
    await pane(page).getByRole("alert").filter({ hasText: "SMTP_URL" }).waitFor();
    await page.screenshot({ path: `${SHOTS}/admin-outbox-1280.png` });
    const confirmation = row(page, reference);
    await confirmation.getByRole("button", { name: /^Send again/ }).click();
    await expectNotice(page, "Queued again: 1");

    await openAdmin(page, `/admin/warranty-registrations?q=${encodeURIComponent(serial.toLowerCase())}`, row(page, reference));
    await row(page, reference)
      .getByRole("button", { name: `Delete ${reference}` })
      .click();
    await confirmPopup(page);
    await eventually(() => row(page, reference).count()).toBe(0);
    const token = await apiToken();
    const left = await api<{ data: unknown[] }>("GET", `ad/outbox?q=${encodeURIComponent(email)}`, { token });
    expect(left.body.data).toEqual([]);
  }, 150_000);
});
