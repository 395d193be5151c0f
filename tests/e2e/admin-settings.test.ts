import type { Page } from "playwright-core";
import { describe, expect, it, onTestFinished } from "vitest";
import {
  newSignedInPage,
  api,
  apiToken,
  choose,
  confirmPopup,
  endsWith,
  expectNotice,
  fieldError,
  findId,
  openAdmin,
  pane,
  removeAfterTest,
  row,
  rows,
  save,
  seed,
  unique,
  eventually,
} from "./admin-utils.ts";
import { useBrowser, visit } from "./utils.ts";

const session = useBrowser();

type Settings = Record<string, string>;

/** The site settings as they are now; put back when the running test ends (other test files read the footer). */
async function keepSettings(): Promise<Settings> {
  const original = (await api<{ data: Settings }>("GET", "ad/settings", { token: await apiToken() })).body.data;
  onTestFinished(async () => {
    const { brand_name, about_path, email_primary, email_secondary, phone, company_line, address, map_query } = original;
    const restored = await api("POST", "ad/settings", {
      token: await apiToken(),
      body: { brand_name, about_path, email_primary, email_secondary, phone, company_line, address, map_query },
    });
    expect(restored.status).toBe(200);
  });
  return original;
}

/** A field of the site settings form, by its label (shown after a required mark). */
const setting = (page: Page, label: string) => pane(page).getByRole("textbox", { name: endsWith(label) });
const saveSettings = (page: Page) =>
  pane(page)
    .getByRole("button", { name: endsWith("Save") })
    .click();

describe("Social code: site settings", () => {
  it("A changed phone number shows in the footer at once", async () => {
    const original = await keepSettings();
    const page = await newSignedInPage(session);
    await openAdmin(page, "/admin/social-code", setting(page, "Phone"));
    await eventually(() => setting(page, "Phone").inputValue()).toBe(original.phone);
    await setting(page, "Phone").fill("+32 9 876 54 32");
    await saveSettings(page);
    await expectNotice(page, "Site settings saved");

    await visit(page, "/");
    await expect(page.getByRole("contentinfo").textContent()).resolves.toContain("+32 9 876 54 32");
    await expect(page.getByRole("contentinfo").getByRole("link", { name: "+32 9 876 54 32" }).getAttribute("href")).resolves.toBe("tel:+3298765432");
  });

  it("The API's 422 lands on the about path field and nothing typed is lost", async () => {
    const original = await keepSettings();
    const page = await newSignedInPage(session);
    await openAdmin(page, "/admin/social-code", setting(page, "Phone"));
    await eventually(() => setting(page, "Phone").inputValue()).toBe(original.phone);
    // Passes the form's own rule (letters, digits, hyphens) but not the API's (no trailing hyphen).
    await setting(page, "About page path").fill("fantai-");
    await setting(page, "Company line").fill("Fantai Power Tools Europe NV");
    await saveSettings(page);
    await eventually(() => fieldError(setting(page, "About page path"))).toContain("Use lower-case letters, digits and hyphens.");
    await expectNotice(page, "Please check the form");
    await expect(setting(page, "Company line").inputValue()).resolves.toBe("Fantai Power Tools Europe NV");
    await expect(setting(page, "About page path").inputValue()).resolves.toBe("fantai-");
    const stored = (await api<{ data: Settings }>("GET", "ad/settings", { token: await apiToken() })).body.data;
    expect(stored.company_line).toBe(original.company_line);
  });

  it("An admin who chose French reads the API's refusal in French, on the field and in the notice", async () => {
    const original = await keepSettings();
    const page = await newSignedInPage(session);
    // The admin's own choice, in a browser whose language is English (so the client must say it).
    await page.evaluate(() => localStorage.setItem("FANTAI_admin_lang", "fr"));
    await openAdmin(page, "/admin/social-code", setting(page, "Téléphone"));
    await eventually(() => setting(page, "Téléphone").inputValue()).toBe(original.phone);
    await setting(page, "Chemin de la page « À propos »").fill("fantai-");
    await pane(page)
      .getByRole("button", { name: endsWith("Enregistrer") })
      .click();
    const refusal = "Utilisez des lettres minuscules, des chiffres et des traits d'union.";
    await eventually(() => fieldError(setting(page, "Chemin de la page « À propos »"))).toContain(refusal);
    await expectNotice(page, "Veuillez vérifier le formulaire");
    await expect(page.getByRole("alert").filter({ hasText: refusal }).count()).resolves.toBeGreaterThan(0);
  });
});

describe("Social code: social links", () => {
  /** The footer's icon link of a social network, named by its label. */
  const footerLink = (page: Page, label: string) => page.getByRole("contentinfo").getByRole("link", { name: label, exact: true });

  it("An admin adds a social link and the footer links to it", async () => {
    const label = unique("E2E TikTok");
    const url = `https://www.tiktok.com/@fantai-${Date.now().toString(36)}`;
    removeAfterTest("social/codes", () => findId<{ label: string }>("social/codes", label, (found) => found.label === label));
    const page = await newSignedInPage(session);
    await openAdmin(page, "/admin/social-code", rows(page));
    await pane(page)
      .getByRole("button", { name: endsWith("New social link") })
      .click();
    const labelField = pane(page).getByRole("textbox", { name: "Label", exact: true });
    await labelField.waitFor();
    await choose(page, pane(page).getByRole("combobox", { name: "Network" }), "TikTok");
    await labelField.fill(label);
    await pane(page).getByRole("textbox", { name: "Address", exact: true }).fill(url);
    await pane(page).getByRole("spinbutton", { name: "Sort order" }).fill("0");
    await save(page);
    await expectNotice(page, "social link created");
    await page.waitForURL(/\/admin\/social-code\/\d+$/);

    await visit(page, "/");
    await expect(footerLink(page, label).getAttribute("href")).resolves.toBe(url);
  });

  it("An admin edits and then deletes the social link", async () => {
    const label = unique("E2E TikTok");
    const url = `https://www.tiktok.com/@fantai-${Date.now().toString(36)}`;
    await seed("social/codes", { platform: "tiktok", label, url, sort_order: 0 });
    const page = await newSignedInPage(session);
    await openAdmin(page, "/admin/social-code", row(page, label));
    await row(page, label).getByRole("link", { name: label, exact: true }).click();
    const addressField = pane(page).getByRole("textbox", { name: "Address", exact: true });
    await eventually(() => pane(page).getByRole("textbox", { name: "Label", exact: true }).inputValue()).toBe(label);
    await addressField.fill(`${url}-shop`);
    await save(page);
    await expectNotice(page, `“${label}” saved`);
    await visit(page, "/");
    await expect(footerLink(page, label).getAttribute("href")).resolves.toBe(`${url}-shop`);

    await openAdmin(page, "/admin/social-code", row(page, label));
    await row(page, label)
      .getByRole("button", { name: `Delete ${label}` })
      .click();
    await confirmPopup(page);
    await expectNotice(page, `“${label}” deleted`);
    await visit(page, "/");
    await expect(footerLink(page, label).count()).resolves.toBe(0);
  });
});

describe("Workplace", () => {
  it("shows the API's counts, and an untranslated product leads to its edit page", async () => {
    const token = await apiToken();
    const name = unique("E2E English only");
    const { id } = await seed("commodities", { en_name: name });
    const dashboard = (await api<{ data: { counts: Record<string, number> } }>("GET", "ad/dashboard", { token })).body.data;
    const page = await newSignedInPage(session);
    await openAdmin(page, "/admin/workplace");
    // Each figure is a link named by its title and ending with the number.
    const stat = (title: string, count: number) => pane(page).getByRole("link", { name: new RegExp(`^${title} \\S+ ${count}$`) });
    await stat("Products", dashboard.counts.products!).waitFor();
    await stat("Subscribers", dashboard.counts.subscribers!).waitFor();
    await pane(page)
      .getByRole("img", { name: /^Enquiries and sign-ups per week\./ })
      .waitFor();

    const item = pane(page).getByRole("listitem").filter({ hasText: name });
    await expect(item.textContent()).resolves.toMatch(/FR missing.*NL missing/);
    await item.getByRole("link", { name: "Translate" }).click();
    await page.waitForURL(new RegExp(`/admin/commodity-administration/${id}$`));
    await eventually(() => pane(page).getByRole("textbox", { name: "Name", exact: true }).inputValue()).toBe(name);
  });
});
