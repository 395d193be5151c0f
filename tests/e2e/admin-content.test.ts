import { describe, expect, it } from "vitest";
import {
  newSignedInPage,
  api,
  apiToken,
  confirmPopup,
  expectNotice,
  fill,
  fillLocalized,
  fillRichText,
  openAdmin,
  pane,
  row,
  save,
  unique,
  eventually,
  uploadInto,
} from "./admin-utils.ts";
import { useBrowser, visit } from "./utils.ts";

const session = useBrowser();

describe("Blog administration", () => {
  const article = { en: unique("E2E Spring lawn care"), id: 0 };

  it("An admin writes an article with rich text in two languages and it leads the /blog list", async () => {
    const page = await newSignedInPage(session);
    await openAdmin(page, "/admin/blog-administration", "[data-resource=articles] .ant-table-row");
    await pane(page).locator("[data-testid=create]").click();
    await pane(page).locator("#articles_en_title").waitFor();
    await fillLocalized(page, "articles", "title", { en: article.en, nl: `${article.en} (nl)` });
    await fillLocalized(page, "articles", "summary", { en: "Four steps to a greener lawn." });
    await fillRichText(page, "articles", "content", "en", "Rake, feed, mow high and water deeply.");
    // Bold the last word with the toolbar.
    await page.keyboard.press("Shift+ControlOrMeta+ArrowLeft");
    await pane(page).locator("#articles_en_content").getByRole("button", { name: "Bold" }).click();
    await fillRichText(page, "articles", "content", "nl", "Harken, bemesten, hoog maaien.");
    await uploadInto(page, "articles", "main_img_url");
    await save(page);
    await expectNotice(page, "article created");
    await page.waitForURL(/\/admin\/blog-administration$/);
    await row(page, article.en).waitFor();
    article.id = Number(await row(page, article.en).getAttribute("data-row-key"));

    await visit(page, "/blog");
    await expect(page.locator("main").textContent()).resolves.toContain(article.en);
    const stored = await api<{ data: { en_content: string; nl_content: string } }>("GET", `articles/${article.id}`);
    expect(stored.body.data.en_content).toMatch(/<strong>[^<]+<\/strong>/);
    expect(stored.body.data.nl_content).toContain("Harken, bemesten");
  });

  it("An admin renames the article and the article page shows the new title", async () => {
    const page = await newSignedInPage(session);
    await openAdmin(page, `/admin/blog-administration/${article.id}`, "#articles_en_title");
    await eventually(() => pane(page).locator("#articles_en_title").inputValue()).toBe(article.en);
    article.en = `${article.en}: the checklist`;
    await fill(page, "articles", "en_title", article.en);
    await save(page);
    await expectNotice(page, `“${article.en}” saved`);
    const href = await pane(page).locator("a", { hasText: "View on the site" }).getAttribute("href");
    await visit(page, href!);
    await expect(page.locator("h1").first().textContent()).resolves.toBe(article.en);
    await expect(page.locator("article").first().innerHTML()).resolves.toMatch(/<strong>/);
  });

  it("An admin deletes the article and it leaves /blog", async () => {
    const page = await newSignedInPage(session);
    await openAdmin(page, `/admin/blog-administration?q=${encodeURIComponent("E2E Spring")}`, "[data-resource=articles] .ant-table-row");
    await row(page, article.en).locator(".ant-checkbox-input").check();
    await pane(page).getByRole("button", { name: "Delete selected" }).click();
    await confirmPopup(page);
    await expectNotice(page, `“${article.en}” deleted`);
    await visit(page, "/blog");
    await expect(page.locator("main").textContent()).resolves.not.toContain(article.en);
  });

  it("The server cleans the HTML an article stores", async () => {
    const token = await apiToken();
    const created = await api<{ data: { id: number; en_content: string } }>("POST", "ad/articles", {
      token,
      body: { en_title: unique("E2E Sanitised"), en_content: '<p onclick="x()">Safe<script>alert(1)</script></p>' },
    });
    expect(created.status).toBe(201);
    expect(created.body.data.en_content).not.toMatch(/script|onclick/);
    await api("DELETE", `ad/articles/_delete?ids=${created.body.data.id}`, { token });
  });
});

describe("Advertisement (posters by type)", () => {
  const poster = { en: unique("E2E Autumn banner"), id: 0 };

  it("An admin adds a banner poster with images and the home page shows it", async () => {
    const page = await newSignedInPage(session);
    await openAdmin(page, "/admin/advertisement", "[data-resource=posters] .ant-table-row");
    await pane(page).locator(".admin-type-switch").getByText("Banner", { exact: true }).click();
    await page.waitForURL(/type=banner/);
    // The list is redrawn a moment after the address changes; until then "New" still creates the old type.
    await eventually(() => pane(page).locator(".admin-type-switch .ant-segmented-item-selected").textContent()).toBe("Banner");
    await pane(page).locator("[data-testid=create]").click();
    await page.waitForURL(/\/admin\/advertisement\/new\?type=banner/);
    await fillLocalized(page, "posters", "name", { en: poster.en, fr: `${poster.en} (fr)` });
    await fill(page, "posters", "url", "/service");
    await fill(page, "posters", "sort_order", "0");
    await uploadInto(page, "posters", "pc_img");
    await uploadInto(page, "posters", "phone_img");
    await save(page);
    await expectNotice(page, "poster created");
    await page.waitForURL(/\/admin\/advertisement\?type=banner$/);
    await row(page, poster.en).waitFor();
    poster.id = Number(await row(page, poster.en).getAttribute("data-row-key"));

    await visit(page, "/");
    await expect(page.locator("main").textContent()).resolves.toContain(poster.en);
  });

  it("An admin renames and reorders the poster", async () => {
    const page = await newSignedInPage(session);
    await openAdmin(page, `/admin/advertisement/${poster.id}`, "#posters_en_name");
    await eventually(() => pane(page).locator("#posters_en_name").inputValue()).toBe(poster.en);
    poster.en = `${poster.en} now`;
    await fill(page, "posters", "en_name", poster.en);
    await save(page);
    await expectNotice(page, `“${poster.en}” saved`);
    await visit(page, "/");
    await expect(page.locator("main").textContent()).resolves.toContain(poster.en);

    await openAdmin(page, "/admin/advertisement?type=banner", "[data-resource=posters] .ant-table-row");
    const ids = async () =>
      pane(page)
        .locator(".ant-table-row")
        .evaluateAll((rows) => rows.map((r) => Number(r.getAttribute("data-row-key"))));
    const before = await ids();
    const index = before.indexOf(poster.id);
    const down = index < before.length - 1;
    await row(page, poster.en)
      .getByRole("button", { name: down ? "Move down" : "Move up" })
      .click();
    await expectNotice(page, "Order saved");
    await eventually(async () => (await ids()).indexOf(poster.id)).toBe(down ? index + 1 : index - 1);
  });

  it("An admin deletes the poster and the home page no longer shows it", async () => {
    const page = await newSignedInPage(session);
    await openAdmin(page, "/admin/advertisement?type=banner", "[data-resource=posters] .ant-table-row");
    await row(page, poster.en)
      .getByRole("button", { name: `Delete ${poster.en}` })
      .click();
    await confirmPopup(page);
    await expectNotice(page, "deleted");
    await visit(page, "/");
    await expect(page.locator("main").textContent()).resolves.not.toContain(poster.en);
  });
});

describe.each([
  { screen: "list-posters", resource: "listPosters", one: "list poster", publicPath: "list/posters" },
  { screen: "card-adsense", resource: "cardAdsense", one: "card", publicPath: "card/adsense" },
  { screen: "charts", resource: "rotationCharts", one: "slide", publicPath: "rotation/charts" },
])("$screen", ({ screen, resource, one, publicPath }) => {
  it(`An admin creates, edits and deletes a ${one}, and the public API follows`, async () => {
    const page = await newSignedInPage(session);
    const name = unique(`E2E ${one}`);
    const publicNames = async () => (await api<{ data: { en_name: string }[] }>("GET", publicPath)).body.data.map((item) => item.en_name);

    await openAdmin(page, `/admin/${screen}`, `[data-resource=${resource}]`);
    await pane(page).locator("[data-testid=create]").click();
    await pane(page).locator(`#${resource}_en_name`).waitFor();
    await fillLocalized(page, resource, "name", { en: name, fr: `${name} fr`, nl: `${name} nl` });
    await fillLocalized(page, resource, "description", { en: "Seen on the site." });
    await fill(page, resource, "url", "not a link");
    await save(page);
    await eventually(() => pane(page).locator(".ant-form-item-explain-error").allTextContents()).toContain("Use a path starting with / or an http(s) address");
    await fill(page, resource, "url", "/products");
    await uploadInto(page, resource, "pc_img");
    await save(page);
    await expectNotice(page, `${one} created`);
    await row(page, name).waitFor();
    await expect(publicNames()).resolves.toContain(name);

    await row(page, name).locator(".admin-name-link").click();
    await eventually(() => pane(page).locator(`#${resource}_en_name`).inputValue()).toBe(name);
    await fill(page, resource, "en_name", `${name} v2`);
    await save(page);
    await expectNotice(page, `“${name} v2” saved`);
    await expect(publicNames()).resolves.toContain(`${name} v2`);

    await pane(page).getByRole("button", { name: "Delete" }).click();
    await confirmPopup(page);
    await expectNotice(page, "deleted");
    await page.waitForURL(new RegExp(`/admin/${screen}$`));
    await expect(publicNames()).resolves.not.toContain(`${name} v2`);
  });
});
