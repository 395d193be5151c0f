import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { endsWith, eventually, openFromMenu, pane, rows, signIn, waitForAdmin } from "./admin-utils.ts";
import { useBrowser } from "./utils.ts";

const session = useBrowser();

/** The admin's tab bar: the first tab list of the page (screens have their own, e.g. the languages, further down). */
const tabBar = (page: Page) => page.getByRole("tablist").first();
/** A tab by its title (the home tab's icon names itself first). */
const tab = (page: Page, title: string) => tabBar(page).getByRole("tab", { name: endsWith(title) });
const tabTitles = (page: Page) => tabBar(page).getByRole("tab").allTextContents();
const activeTab = (page: Page) => tabBar(page).getByRole("tab", { selected: true }).textContent();
/** Clicks a tab's close button. antd names every one "remove"; its icon says which tab it closes. */
const closeTab = (page: Page, title: string) =>
  tabBar(page)
    .getByRole("img", { name: `Close ${title}`, exact: true })
    .click();
const titleField = (page: Page) => pane(page).getByRole("textbox", { name: "Title", exact: true });
/** The list's range, e.g. "21–40 of 41", which tells the page shown. */
const range = (page: Page) =>
  pane(page)
    .getByText(/^\d+–\d+ of \d+$/)
    .textContent();
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

describe("The admin tab panel (product rules §2)", () => {
  it("starts with the non-closable home tab 首页 pointing to the workplace", async () => {
    const page = await session.newPage();
    await signIn(page);
    await eventually(() => tabTitles(page)).toEqual(["首页"]);
    await expect(
      tabBar(page)
        .getByRole("img", { name: /^Close/ })
        .count(),
    ).resolves.toBe(0);
    // data-tab-key: the path a tab stands for.
    await expect(tab(page, "首页").locator("[data-tab-key]").getAttribute("data-tab-key")).resolves.toBe("/admin/workplace");
  });

  it("opens a tab per screen, switches between them, follows the URL and closes them", async () => {
    const page = await session.newPage();
    await signIn(page);

    await openFromMenu(page, "Products", rows(page));
    await pane(page).getByRole("listitem", { name: "2", exact: true }).click();
    await page.waitForURL(/page=2/);
    await eventually(() => range(page)).toMatch(/^21–/);
    await openFromMenu(page, "Blog", rows(page));
    await openFromMenu(page, "Customer enquiries");
    await eventually(() => tabTitles(page)).toEqual(["首页", "Products", "Blog", "Customer enquiries"]);
    await eventually(() => activeTab(page)).toBe("Customer enquiries");

    // Switching restores the screen's own URL, query string included.
    await tab(page, "Products").click();
    await page.waitForURL(/commodity-administration/);
    expect(path(page)).toBe("/admin/commodity-administration?page=2");
    await eventually(() => range(page)).toMatch(/^21–/);

    // The current tab follows the URL (browser history).
    await page.goBack();
    await page.waitForURL(/customer-enquiries/);
    await eventually(() => activeTab(page)).toBe("Customer enquiries");

    // Closing the current tab shows its neighbour; closing another leaves the current one.
    await closeTab(page, "Customer enquiries");
    await page.waitForURL(/blog-administration/);
    await eventually(() => tabTitles(page)).toEqual(["首页", "Products", "Blog"]);
    await closeTab(page, "Products");
    await eventually(() => tabTitles(page)).toEqual(["首页", "Blog"]);
    expect(new URL(page.url()).pathname).toBe("/admin/blog-administration");

    // The home tab cannot be closed; "close all" keeps only it.
    await page.getByRole("button", { name: "Tab actions" }).click();
    await page.getByRole("menuitem", { name: "Close all tabs" }).click();
    await page.waitForURL(/\/admin\/workplace$/);
    await eventually(() => tabTitles(page)).toEqual(["首页"]);
  });

  it("an edit page is its own tab named after the record, and typing survives a switch of tab", async () => {
    const page = await session.newPage();
    await signIn(page);
    await openFromMenu(page, "Blog", rows(page));
    const firstLink = rows(page).first().getByRole("link").first();
    const firstTitle = (await firstLink.textContent())!;
    await firstLink.click();
    await titleField(page).waitFor();
    const articlePath = path(page);
    await eventually(() => activeTab(page)).toBe(firstTitle);

    await titleField(page).fill(`${firstTitle} (draft)`);
    await eventually(() => activeTab(page)).toBe(`${firstTitle} •`);
    await tab(page, "首页").click();
    await page.waitForURL(/workplace/);
    await tab(page, `${firstTitle} •`).click();
    await page.waitForURL((url) => url.pathname + url.search === articlePath);
    await eventually(() => activeTab(page)).toBe(`${firstTitle} •`);
    await expect(titleField(page).inputValue()).resolves.toBe(`${firstTitle} (draft)`);

    // Closing a tab with unsaved changes asks first.
    await closeTab(page, `${firstTitle} •`);
    const confirm = page.getByRole("dialog", { name: "Discard unsaved changes?" });
    await confirm.waitFor();
    await confirm.getByRole("button", { name: "Keep editing" }).click();
    await confirm.waitFor({ state: "detached" });
    // The kept tab is still the current one, and still holds the draft.
    await expect(activeTab(page)).resolves.toBe(`${firstTitle} •`);
    expect(path(page)).toBe(articlePath);
    await expect(tabTitles(page)).resolves.toEqual(["首页", "Blog", `${firstTitle} •`]);
    await expect(titleField(page).inputValue()).resolves.toBe(`${firstTitle} (draft)`);

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
    await openFromMenu(page, "Blog", rows(page));
    await rows(page).first().getByRole("link").first().click();
    const title = titleField(page);
    await title.waitFor();
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
    await tabBar(page)
      .getByRole("img", { name: /^Close .* •$/ })
      .click();
    await page.getByRole("dialog", { name: "Discard unsaved changes?" }).getByRole("button", { name: "Discard and close" }).click();
    await eventually(() => tabTitles(page)).toEqual(["首页", "Blog"]);
    const closed = new Promise((resolve) => page.once("close", resolve));
    await page.close({ runBeforeUnload: true });
    await closed;
    expect(dialogs).toEqual(["beforeunload"]);
  });

  it("a tab clicked while the previous switch is still rendering becomes the current one", async () => {
    const page = await session.newPage();
    await signIn(page);
    await openFromMenu(page, "Blog", rows(page));
    const firstLink = rows(page).first().getByRole("link").first();
    const articleTitle = (await firstLink.textContent())!;
    await firstLink.click();
    await titleField(page).waitFor();
    const articlePath = path(page);
    const articleTab = tab(page, articleTitle);

    // On a slow machine the tab bar is redrawn well after the address bar changes: the click back lands in between.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 8 });
    await tab(page, "首页").click();
    await page.waitForURL(/workplace/);
    await articleTab.click();
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 1 });

    await page.waitForURL((url) => url.pathname + url.search === articlePath, { timeout: 10_000 });
    await eventually(() => articleTab.getAttribute("aria-selected")).toBe("true");
    await titleField(page).waitFor();
  });

  it("the side menu lists every screen of product rules §2, and the owners' and buyers' screens", async () => {
    const page = await session.newPage();
    await signIn(page);
    // Admin-only screens join the menu once the signed-in user's role is known (decision 054).
    await page.getByRole("complementary").getByRole("link", { name: "Users", exact: true }).waitFor();
    // data-menu: the screen (product rules §2 path) a side-menu entry opens.
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
    // Specifications, documents, dealers, warranty registrations and the mail outbox.
    const addedScreens = ["dealers", "documents", "mail-outbox", "spec-attributes", "warranty-registrations"];
    // The audit log, the users, the campaigns and the media library.
    addedScreens.push("audit-log", "users", "campaigns", "media");
    // Safety notices, safety reports and printed-copy requests.
    addedScreens.push("safety-notices", "safety-reports", "paper-copies");
    // Spare parts and their exploded views, and the service desk's inbox.
    addedScreens.push("parts", "part-diagrams", "service-requests");
    // The trash of deleted content.
    addedScreens.push("trash");
    expect([...screens].sort()).toEqual([...specScreens, ...addedScreens].sort());
  });

  it("the admin language switch translates the menu, tabs and screens", async () => {
    const page = await session.newPage();
    await signIn(page);
    await openFromMenu(page, "Products", rows(page));
    await page.getByRole("button", { name: "Admin language" }).click();
    await page.getByRole("menuitem", { name: "Nederlands" }).click();
    await eventually(() => activeTab(page)).toBe("Producten");
    await page.getByRole("complementary").getByRole("link", { name: "Klantaanvragen", exact: true }).waitFor();
    await pane(page)
      .getByRole("button", { name: endsWith("Nieuw: product") })
      .waitFor();
    await page.getByRole("button", { name: "Taal van het beheer" }).click();
    await page.getByRole("menuitem", { name: "Français" }).click();
    await eventually(() => activeTab(page)).toBe("Produits");
    await expect(tabTitles(page).then((titles) => titles[0])).resolves.toBe("首页");
  });
});
