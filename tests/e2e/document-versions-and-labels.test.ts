import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { DESKTOP, PHONE, useBrowser, visit } from "./utils.ts";
import { ADMIN_EXPECTED_CONSOLE, api, apiToken, choose, expectNotice, openAdmin, pane, signInWithoutOpening } from "./admin-utils.ts";

/**
 * Decisions 081, 082 and 085: an editor adds a version of a manual for a range of serials and
 * withdraws the old one with a reason, and downloads a product's QR label; the product page, /manuals and the owner
 * strip of /m/{model}?sn= show the archive.
 */
const SHOTS = "/tmp/shots-batteries";
mkdirSync(SHOTS, { recursive: true });
const MODEL = "FT-LM4046";
const SERIAL = "FT4624B00150";

describe("document versions and QR labels", () => {
  const session = useBrowser();

  it("An editor adds a version for a serial range and withdraws the first with a reason; owners see both, the withdrawn one marked", async () => {
    // The product and its English user manual.
    const publicPage = await session.newPage(DESKTOP);
    await visit(publicPage, `/m/${MODEL}`);
    const productId = Number(new URL(publicPage.url()).searchParams.get("articleID"));
    const token = await apiToken();
    const { body } = await api<{ data: { id: number; kind: string; locale: string; url: string }[] }>(
      "GET",
      `ad/documents?commodity_id=${productId}&per_page=100`,
      { token },
    );
    const manual = body.data.find((document) => document.kind === "user_manual" && document.locale === "en")!;
    const pdf = Buffer.from(await (await publicPage.request.get(manual.url)).body());
    expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");

    const admin = await session.newPage(DESKTOP, { allowConsole: ADMIN_EXPECTED_CONSOLE });
    await signInWithoutOpening(admin);
    const versions = admin.getByTestId("document-versions");
    await openAdmin(admin, `/admin/documents/${manual.id}`, versions);
    await versions.getByLabel("Label").fill("2");
    await versions.getByLabel("First serial").fill("FT4624B00100");
    await versions.getByLabel("Last serial").fill("FT4624B01999");
    await versions.locator('input[type="file"]').setInputFiles({ name: "manual-v2.pdf", mimeType: "application/pdf", buffer: pdf });
    await versions.getByTestId("add-version").click();
    await expectNotice(admin, "Version added");
    await versions.getByTestId("withdraw-1").click();
    const dialog = admin.getByRole("dialog", { name: /Withdraw version 1/ });
    // A reason is required.
    await dialog.getByRole("button", { name: "Withdraw" }).click();
    await dialog.getByText("Required", { exact: true }).first().waitFor();
    await dialog.getByLabel("Reason").fill("Wrong tightening torque for the blade bolt");
    await dialog.getByRole("button", { name: "Withdraw" }).click();
    await expectNotice(admin, "Version withdrawn");
    await versions.getByText("Wrong tightening torque for the blade bolt").waitFor();

    // The product page: the current version 2, and version 1 under "Earlier versions", withdrawn with its reason.
    await visit(publicPage, `/m/${MODEL}`);
    const item = publicPage.getByTestId("document").filter({ has: publicPage.locator('[data-kind="user_manual"][data-locale="en"]') });
    await item.locator("summary", { hasText: "Earlier versions (1)" }).click();
    const earlier = item.getByTestId("earlier-version");
    expect(await earlier.count()).toBe(1);
    expect(await earlier.textContent()).toContain("Wrong tightening torque for the blade bolt");
    expect(await earlier.getAttribute("class")).toContain("document-version--withdrawn");

    // /manuals lists the same archive.
    await visit(publicPage, `/manuals?q=${MODEL}`);
    const listed = publicPage.getByTestId("document").filter({ has: publicPage.locator('[data-kind="user_manual"][data-locale="en"]') });
    expect(await listed.locator("summary").textContent()).toBe("Earlier versions (1)");

    // The owner who scans the plate's code on a phone: the strip with the serial, and version 2 marked as theirs.
    const phone = await session.newPage(PHONE);
    await visit(phone, `/m/${MODEL}?sn=${SERIAL}`);
    const strip = phone.getByTestId("owner-strip");
    expect(await strip.textContent()).toContain(SERIAL);
    expect(await strip.getByRole("link", { name: /Register/ }).getAttribute("href")).toContain(`sn=${SERIAL}`);
    expect(await strip.locator('a[href="/batteries"]').count()).toBe(1);
    const mine = phone.getByTestId("document").filter({ has: phone.locator('[data-kind="user_manual"][data-locale="en"]') });
    expect(await mine.locator(".document-link__mine").count()).toBe(1);
    await phone.screenshot({ path: `${SHOTS}/owner-strip-375.png` });
  });

  it("An editor downloads a product's QR label as PDF and SVG, and a label sheet for two selected products", async () => {
    const publicPage = await session.newPage(DESKTOP);
    await visit(publicPage, `/m/${MODEL}`);
    const productId = Number(new URL(publicPage.url()).searchParams.get("articleID"));
    const admin = await session.newPage(DESKTOP, { allowConsole: ADMIN_EXPECTED_CONSOLE });
    await signInWithoutOpening(admin);
    const labels = admin.getByTestId("product-labels");
    await openAdmin(admin, `/admin/commodity-administration/${productId}`, labels);
    await choose(admin, labels.getByLabel("Label size"), "40 mm");
    const [pdf] = await Promise.all([admin.waitForEvent("download"), labels.getByTestId("label-pdf").click()]);
    expect(pdf.suggestedFilename()).toBe(`label-${MODEL}-40mm.pdf`);
    const bytes = readFileSync(await pdf.path());
    expect(bytes.subarray(0, 5).toString()).toBe("%PDF-");
    writeFileSync(`${SHOTS}/label-admin-40.pdf`, bytes);
    const [svg] = await Promise.all([admin.waitForEvent("download"), labels.getByTestId("label-svg").click()]);
    expect(svg.suggestedFilename()).toBe(`label-${MODEL}-40mm.svg`);

    await openAdmin(admin, "/admin/commodity-administration", pane(admin).locator(".ant-table-row").first());
    await pane(admin).locator(".ant-table-row .ant-checkbox-input").nth(0).check();
    await pane(admin).locator(".ant-table-row .ant-checkbox-input").nth(1).check();
    await admin.getByTestId("label-sheet").click();
    const dialog = admin.getByRole("dialog", { name: "QR labels for 2 products" });
    const [sheet] = await Promise.all([admin.waitForEvent("download"), dialog.getByRole("button", { name: "Download PDF" }).click()]);
    expect(sheet.suggestedFilename()).toBe("labels-25mm.pdf");
  });
});
