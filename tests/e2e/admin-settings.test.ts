import { afterAll, describe, expect, it } from "vitest";
import { newSignedInPage, api, apiToken, confirmPopup, expectNotice, fill, openAdmin, pane, row, save, unique, eventually } from "./admin-utils.ts";
import { useBrowser, visit } from "./utils.ts";

const session = useBrowser();

type Settings = Record<string, string>;
let original: Settings | null = null;

// Other test files read the footer: put the settings back whatever happens here.
afterAll(async () => {
  if (!original) return;
  const { brand_name, about_path, email_primary, email_secondary, phone, company_line, address, map_query } = original;
  await api("POST", "ad/settings", {
    token: await apiToken(),
    body: { brand_name, about_path, email_primary, email_secondary, phone, company_line, address, map_query },
  });
});

describe("Social code: site settings", () => {
  it("A changed phone number shows in the footer at once", async () => {
    original = (await api<{ data: Settings }>("GET", "ad/settings", { token: await apiToken() })).body.data;
    const page = await newSignedInPage(session);
    await openAdmin(page, "/admin/social-code", "#settings_phone");
    await eventually(() => pane(page).locator("#settings_phone").inputValue()).toBe(original.phone);
    await pane(page).locator("#settings_phone").fill("+32 9 876 54 32");
    await pane(page).locator("[data-testid=save-settings]").click();
    await expectNotice(page, "Site settings saved");

    await visit(page, "/");
    await expect(page.locator("footer").textContent()).resolves.toContain("+32 9 876 54 32");
    await expect(page.locator("footer a[href^='tel:']").getAttribute("href")).resolves.toBe("tel:+3298765432");
  });

  it("The API's 422 lands on the about path field and nothing typed is lost", async () => {
    const page = await newSignedInPage(session);
    await openAdmin(page, "/admin/social-code", "#settings_phone");
    await eventually(() => pane(page).locator("#settings_phone").inputValue()).toBe("+32 9 876 54 32");
    // Passes the form's own rule (letters, digits, hyphens) but not the API's (no trailing hyphen).
    await pane(page).locator("#settings_about_path").fill("fantai-");
    await pane(page).locator("#settings_company_line").fill("Fantai Power Tools Europe NV");
    await pane(page).locator("[data-testid=save-settings]").click();
    await eventually(() => pane(page).locator(".ant-form-item-explain-error").allTextContents()).toContain("Use lower-case letters, digits and hyphens.");
    await expectNotice(page, "Please check the form");
    await expect(pane(page).locator("#settings_company_line").inputValue()).resolves.toBe("Fantai Power Tools Europe NV");
    await expect(pane(page).locator("#settings_about_path").inputValue()).resolves.toBe("fantai-");
    const stored = (await api<{ data: Settings }>("GET", "ad/settings", { token: await apiToken() })).body.data;
    expect(stored.company_line).toBe(original!.company_line);
  });
});

describe("Social code: social links", () => {
  const label = unique("E2E TikTok");
  const url = `https://www.tiktok.com/@fantai-${Date.now().toString(36)}`;

  it("An admin adds a social link and the footer links to it", async () => {
    const page = await newSignedInPage(session);
    await openAdmin(page, "/admin/social-code", "[data-resource=socialCodes] .ant-table-row");
    await pane(page).locator("[data-resource=socialCodes] [data-testid=create]").click();
    await pane(page).locator("#socialCodes_label").waitFor();
    await pane(page).locator("#socialCodes_platform").click();
    await page.locator(".ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option", { hasText: "TikTok" }).click();
    await fill(page, "socialCodes", "label", label);
    await fill(page, "socialCodes", "url", url);
    await fill(page, "socialCodes", "sort_order", "0");
    await save(page);
    await expectNotice(page, "social link created");
    await row(page, label).waitFor();

    await visit(page, "/");
    await expect(page.locator(`footer a[href="${url}"]`).count()).resolves.toBe(1);
  });

  it("An admin edits and then deletes the social link", async () => {
    const page = await newSignedInPage(session);
    await openAdmin(page, "/admin/social-code", "[data-resource=socialCodes] .ant-table-row");
    await row(page, label).getByRole("link", { name: label, exact: true }).click();
    await eventually(() => pane(page).locator("#socialCodes_label").inputValue()).toBe(label);
    await fill(page, "socialCodes", "url", `${url}-shop`);
    await save(page);
    await expectNotice(page, `“${label}” saved`);
    await visit(page, "/");
    await expect(page.locator(`footer a[href="${url}-shop"]`).count()).resolves.toBe(1);

    await openAdmin(page, "/admin/social-code", "[data-resource=socialCodes] .ant-table-row");
    await row(page, label)
      .getByRole("button", { name: `Delete ${label}` })
      .click();
    await confirmPopup(page);
    await expectNotice(page, `“${label}” deleted`);
    await visit(page, "/");
    await expect(page.locator(`footer a[href="${url}-shop"]`).count()).resolves.toBe(0);
  });
});

describe("Workplace", () => {
  it("shows the API's counts, and an untranslated product leads to its edit page", async () => {
    const token = await apiToken();
    const name = unique("E2E English only");
    const created = await api<{ data: { id: number } }>("POST", "ad/commodities", { token, body: { en_name: name } });
    expect(created.status).toBe(201);
    try {
      const dashboard = (await api<{ data: { counts: Record<string, number> } }>("GET", "ad/dashboard", { token })).body.data;
      const page = await newSignedInPage(session);
      const stat = (title: string) => pane(page).locator(".ant-statistic", { hasText: title }).locator(".ant-statistic-content-value").textContent();
      await expect(stat("Products")).resolves.toBe(String(dashboard.counts.products));
      await expect(stat("Subscribers")).resolves.toBe(String(dashboard.counts.subscribers));
      await expect(pane(page).locator(".admin-chart svg rect").count()).resolves.toBeGreaterThan(0);

      const item = pane(page).locator(".ant-list-item", { hasText: name });
      await expect(item.textContent()).resolves.toMatch(/FR missing.*NL missing/);
      await item.getByRole("link", { name: "Translate" }).click();
      await page.waitForURL(new RegExp(`/admin/commodity-administration/${created.body.data.id}$`));
      await eventually(() => pane(page).locator("#commodities_en_name").inputValue()).toBe(name);
    } finally {
      await api("DELETE", `ad/commodities/_delete?ids=${created.body.data.id}`, { token });
    }
  });
});
