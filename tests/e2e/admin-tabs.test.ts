import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { openFromMenu, pane, signIn, eventually, waitForAdmin } from "./admin-utils.ts";
import { useBrowser } from "./utils.ts";

const session = useBrowser();

const tabs = (page: Page) => page.locator(".admin-tabs .ant-tabs-tab");
const tabTitles = (page: Page) => page.locator(".admin-tabs .ant-tabs-tab .admin-tab-text").allTextContents();
const activeTab = (page: Page) => page.locator(".admin-tabs .ant-tabs-tab-active .admin-tab-text").textContent();
/** Accepts every dialog (beforeunload included) and records its type. */
const acceptDialogs = (page: Page) => {
  const types: string[] = [];
  page.on("dialog", (dialog) => {
    types.push(dialog.type());
    void dialog.accept();
  });
  return types;
};
const path = (page: Page) => {
  const url = new URL(page.url());
  return url.pathname + url.search;
};

describe("The admin tab panel (SPEC §2)", () => {
  it("starts with the non-closable home tab 首页 pointing to the workplace", async () => {
    const page = await session.newPage();
    await signIn(page);
    await eventually(() => tabTitles(page)).toEqual(["首页"]);
    const home = tabs(page).first();
    await expect(home.locator(".ant-tabs-tab-remove").count()).resolves.toBe(0);
    await expect(home.locator("[data-tab-key]").getAttribute("data-tab-key")).resolves.toBe("/admin/workplace");
  });

  it("opens a tab per screen, switches between them, follows the URL and closes them", async () => {
    const page = await session.newPage();
    await signIn(page);

    await openFromMenu(page, "commodity-administration", "[data-resource=commodities] .ant-table-row");
    await pane(page).locator(".ant-pagination-item-2").click();
    await page.waitForURL(/page=2/);
    await eventually(() => pane(page).locator(".ant-pagination-item-active").textContent()).toBe("2");
    await openFromMenu(page, "blog-administration", "[data-resource=articles] .ant-table-row");
    await openFromMenu(page, "customer-enquiries", "[data-screen=customer-enquiries]");
    await eventually(() => tabTitles(page)).toEqual(["首页", "Products", "Blog", "Customer enquiries"]);
    await eventually(() => activeTab(page)).toBe("Customer enquiries");

    // Switching restores the screen's own URL, query string included.
    await tabs(page).filter({ hasText: "Products" }).click();
    await page.waitForURL(/commodity-administration/);
    expect(path(page)).toBe("/admin/commodity-administration?page=2");
    await eventually(() => pane(page).locator(".ant-pagination-item-active").textContent()).toBe("2");

    // The current tab follows the URL (browser history).
    await page.goBack();
    await page.waitForURL(/customer-enquiries/);
    await eventually(() => activeTab(page)).toBe("Customer enquiries");

    // Closing the current tab shows its neighbour; closing another leaves the current one.
    await tabs(page).filter({ hasText: "Customer enquiries" }).locator(".ant-tabs-tab-remove").click();
    await page.waitForURL(/blog-administration/);
    await eventually(() => tabTitles(page)).toEqual(["首页", "Products", "Blog"]);
    await tabs(page).filter({ hasText: "Products" }).locator(".ant-tabs-tab-remove").click();
    await eventually(() => tabTitles(page)).toEqual(["首页", "Blog"]);
    expect(new URL(page.url()).pathname).toBe("/admin/blog-administration");

    // The home tab cannot be closed; "close all" keeps only it.
    await page.click(".admin-tabs .ant-tabs-extra-content button");
    await page.getByRole("menuitem", { name: "Close all tabs" }).click();
    await page.waitForURL(/\/admin\/workplace$/);
    await eventually(() => tabTitles(page)).toEqual(["首页"]);
  });

  it("an edit page is its own tab named after the record, and typing survives a switch of tab", async () => {
    const page = await session.newPage();
    await signIn(page);
    await openFromMenu(page, "blog-administration", "[data-resource=articles] .ant-table-row");
    const firstTitle = (await pane(page).locator(".admin-name-link").first().textContent())!;
    await pane(page).locator(".admin-name-link").first().click();
    await pane(page).locator("#articles_en_title").waitFor();
    const articlePath = path(page);
    await eventually(() => activeTab(page)).toBe(firstTitle);

    await pane(page).locator("#articles_en_title").fill(`${firstTitle} (draft)`);
    await eventually(() => activeTab(page)).toBe(`${firstTitle} •`);
    await tabs(page).filter({ hasText: "首页" }).click();
    await page.waitForURL(/workplace/);
    await tabs(page).filter({ hasText: firstTitle }).click();
    await page.waitForURL((url) => url.pathname + url.search === articlePath);
    await eventually(() => activeTab(page)).toBe(`${firstTitle} •`);
    await expect(pane(page).locator("#articles_en_title").inputValue()).resolves.toBe(`${firstTitle} (draft)`);

    // Closing a tab with unsaved changes asks first.
    await tabs(page).filter({ hasText: firstTitle }).locator(".ant-tabs-tab-remove").click();
    const confirm = page.locator(".ant-modal-confirm");
    await confirm.waitFor();
    await expect(confirm.textContent()).resolves.toContain("Discard unsaved changes?");
    await confirm.getByRole("button", { name: "Keep editing" }).click();
    await confirm.waitFor({ state: "detached" });
    // The kept tab is still the current one, and still holds the draft.
    await expect(activeTab(page)).resolves.toBe(`${firstTitle} •`);
    expect(path(page)).toBe(articlePath);
    await expect(tabTitles(page)).resolves.toEqual(["首页", "Blog", `${firstTitle} •`]);
    await expect(pane(page).locator("#articles_en_title").inputValue()).resolves.toBe(`${firstTitle} (draft)`);

    // A reload asks first (the draft would be lost), then keeps the open tabs (this browser tab's session).
    const dialogs = acceptDialogs(page);
    await page.reload();
    await page.waitForSelector("[data-admin-ready=true]");
    expect(dialogs).toEqual(["beforeunload"]);
    await eventually(() => tabTitles(page)).toEqual(["首页", "Blog", firstTitle]);
  });

  it("reloading or closing the browser tab asks first only while a tab has unsaved changes", async () => {
    const page = await session.newPage();
    await signIn(page);
    await openFromMenu(page, "blog-administration", "[data-resource=articles] .ant-table-row");
    await pane(page).locator(".admin-name-link").first().click();
    const title = pane(page).locator("#articles_en_title");
    const dialogs: string[] = [];
    page.on("dialog", (dialog) => {
      dialogs.push(dialog.type());
      void dialog.dismiss();
    });

    // Nothing typed yet: a reload just reloads.
    await page.reload();
    await waitForAdmin(page);
    await title.waitFor();
    expect(dialogs).toEqual([]);

    // With a draft, closing the browser tab asks; "stay" keeps the page and the draft.
    await title.click();
    await title.fill("A draft that must not be lost");
    await eventually(() => activeTab(page)).toMatch(/•$/);
    await page.close({ runBeforeUnload: true });
    await eventually(() => dialogs).toEqual(["beforeunload"]);
    expect(page.isClosed()).toBe(false);
    await expect(title.inputValue()).resolves.toBe("A draft that must not be lost");

    // Once the draft is discarded, the browser tab closes without asking.
    await tabs(page).filter({ hasText: "•" }).locator(".ant-tabs-tab-remove").click();
    await page.locator(".ant-modal-confirm").getByRole("button", { name: "Discard and close" }).click();
    await eventually(() => tabTitles(page)).toEqual(["首页", "Blog"]);
    const closed = new Promise((resolve) => page.once("close", resolve));
    await page.close({ runBeforeUnload: true });
    await closed;
    expect(dialogs).toEqual(["beforeunload"]);
  });

  it("a tab clicked while the previous switch is still rendering becomes the current one", async () => {
    const page = await session.newPage();
    await signIn(page);
    await openFromMenu(page, "blog-administration", "[data-resource=articles] .ant-table-row");
    await pane(page).locator(".admin-name-link").first().click();
    await pane(page).locator("#articles_en_title").waitFor();
    const articlePath = path(page);
    const articleTab = tabs(page).filter({ has: page.locator(`[data-tab-key="${new URL(page.url()).pathname}"]`) });

    // On a slow machine the tab bar is redrawn well after the address bar changes: the click back lands in between.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 8 });
    await tabs(page).filter({ hasText: "首页" }).click();
    await page.waitForURL(/workplace/);
    await articleTab.click();
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 1 });

    await page.waitForURL((url) => url.pathname + url.search === articlePath, { timeout: 10_000 });
    await eventually(() => articleTab.getAttribute("class")).toContain("ant-tabs-tab-active");
    await pane(page).locator("#articles_en_title").waitFor();
  });

  it("the side menu lists every screen of SPEC §2, and the owners' and buyers' screens", async () => {
    const page = await session.newPage();
    await signIn(page);
    // Admin-only screens join the menu once the signed-in user's role is known (decision 054).
    await page.locator('[data-menu="users"]').waitFor();
    const screens = await page.locator("[data-menu]").evaluateAll((links) => links.map((link) => link.getAttribute("data-menu")));
    const specScreens = [
      "advertisement",
      "blog-administration",
      "card-adsense",
      "charts",
      "commodity-administration",
      "customer-enquiries",
      "customer-subscribe",
      "landing-page-ones",
      "landing-page-twos",
      "list-posters",
      "social-code",
      "sort-administration",
      "workplace",
    ];
    // Issues 10 and 11: specifications, documents, dealers, warranty registrations and the mail outbox.
    const addedScreens = ["dealers", "documents", "mail-outbox", "spec-attributes", "warranty-registrations"];
    // Issue 15: the audit log, the users, the campaigns and the media library.
    addedScreens.push("audit-log", "users", "campaigns", "media");
    expect([...screens].sort()).toEqual([...specScreens, ...addedScreens].sort());
  });

  it("the admin language switch translates the menu, tabs and screens", async () => {
    const page = await session.newPage();
    await signIn(page);
    await openFromMenu(page, "commodity-administration", "[data-resource=commodities] .ant-table-row");
    await page.click("[data-testid=admin-language]");
    await page.getByRole("menuitem", { name: "Nederlands" }).click();
    await eventually(() => activeTab(page)).toBe("Producten");
    await expect(page.locator("[data-menu=customer-enquiries]").textContent()).resolves.toBe("Klantaanvragen");
    await expect(pane(page).locator("[data-testid=create]").textContent()).resolves.toContain("Nieuw: product");
    await page.click("[data-testid=admin-language]");
    await page.getByRole("menuitem", { name: "Français" }).click();
    await eventually(() => activeTab(page)).toBe("Produits");
    await expect(tabTitles(page).then((titles) => titles[0])).resolves.toBe("首页");
  });
});
