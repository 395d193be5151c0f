import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import {
  newSignedInPage,
  api,
  apiToken,
  describeImage,
  confirmPopup,
  endsWith,
  expectNotice,
  field,
  fieldError,
  fillLocalized,
  fillRichText,
  findId,
  openAdmin,
  pane,
  pngFixture,
  removeAfterTest,
  row,
  rows,
  save,
  choosePublished,
  seed,
  unique,
  eventually,
  uploadInto,
} from "./admin-utils.ts";
import { baseUrl, useBrowser, visit } from "./utils.ts";

const session = useBrowser();

const nameField = (page: Page) => pane(page).getByRole("textbox", { name: "Name", exact: true });
const titleField = (page: Page) => pane(page).getByRole("textbox", { name: "Title", exact: true });
const mainText = (page: Page) => page.getByRole("main").textContent();

/** An image uploaded through the admin API, for records a test seeds; its URL. */
async function uploadedImage(): Promise<string> {
  const { buffer, name, mimeType } = await pngFixture();
  const form = new FormData();
  form.append("file", new Blob([new Uint8Array(buffer)], { type: mimeType }), name);
  const response = await fetch(`${baseUrl()}/api/ad/uploads`, { method: "POST", headers: { Authorization: `Bearer ${await apiToken()}` }, body: form });
  expect(response.status).toBe(201);
  const { url } = ((await response.json()) as { data: { url: string } }).data;
  await describeImage(url, "A test picture"); // a published record's library images need an English alt text (decision 065)
  return url;
}

describe("Blog administration", () => {
  it("An admin writes an article with rich text in two languages and it leads the /blog list", async () => {
    const title = unique("E2E Spring lawn care");
    const articleId = () => findId<{ en_title: string }>("articles", title, (article) => article.en_title === title);
    removeAfterTest("articles", articleId);
    const page = await newSignedInPage(session);
    await openAdmin(page, "/admin/blog-administration", rows(page));
    await pane(page)
      .getByRole("button", { name: endsWith("New article") })
      .click();
    await titleField(page).waitFor();
    await fillLocalized(page, "Title", { en: title, nl: `${title} (nl)` });
    await fillLocalized(page, "Summary", { en: "Four steps to a greener lawn." });
    await fillRichText(page, "Content", "en", "Rake, feed, mow high and water deeply.");
    // Bold the last word with the toolbar.
    await page.keyboard.press("Shift+ControlOrMeta+ArrowLeft");
    await pane(page).getByRole("toolbar", { name: "Formatting" }).getByRole("button", { name: "Bold" }).click();
    await fillRichText(page, "Content", "nl", "Harken, bemesten, hoog maaien.");
    await uploadInto(page, "Main image");
    await choosePublished(page);
    await save(page);
    await expectNotice(page, "article created");
    await page.waitForURL(/\/admin\/blog-administration\/\d+$/);

    await visit(page, "/blog");
    await expect(mainText(page)).resolves.toContain(title);
    const stored = await api<{ data: { en_content: string; nl_content: string } }>("GET", `articles/${await articleId()}`);
    expect(stored.body.data.en_content).toMatch(/<strong>[^<]+<\/strong>/);
    expect(stored.body.data.nl_content).toContain("Harken, bemesten");
  });

  it("An admin renames the article and the article page shows the new title", async () => {
    const title = unique("E2E Spring lawn care");
    const { id } = await seed("articles", { en_title: title, en_content: "<p>Rake, feed, mow high and water <strong>deeply</strong>.</p>" });
    const page = await newSignedInPage(session);
    await openAdmin(page, `/admin/blog-administration/${id}`, titleField(page));
    await eventually(() => titleField(page).inputValue()).toBe(title);
    const renamed = `${title}: the checklist`;
    await titleField(page).fill(renamed);
    await save(page);
    await expectNotice(page, `“${renamed}” saved`);
    const href = await pane(page)
      .getByRole("link", { name: endsWith("View on the site") })
      .getAttribute("href");
    await visit(page, href!);
    await expect(page.getByRole("heading", { level: 1 }).first().textContent()).resolves.toBe(renamed);
    await expect(page.getByRole("article").first().innerHTML()).resolves.toMatch(/<strong>/);
  });

  it("An admin corrects a word in an article with a table (pasted from Word) and the table stays a table", async () => {
    const title = unique("E2E Mower comparison");
    const table =
      "<table><thead><tr><th>Model</th><th>Cutting width</th></tr></thead>" +
      '<tbody><tr><td>FT-LM4033</td><td>33 cm</td></tr><tr><td colspan="2">Both run on every 40V battery</td></tr></tbody></table>';
    const { id } = await seed("articles", { en_title: title, en_content: `<p>Compare our mowers:</p>${table}<p>Choose by lawn size.</p>` });
    const page = await newSignedInPage(session);
    await openAdmin(page, `/admin/blog-administration/${id}`, titleField(page));
    await eventually(() => titleField(page).inputValue()).toBe(title);
    await pane(page).getByRole("textbox", { name: "Content", exact: true }).getByText("Choose by lawn size.").click();
    await page.keyboard.press("End");
    await page.keyboard.type(" Or ask your dealer.");
    await save(page);
    await expectNotice(page, `“${title}” saved`);
    const stored = (await api<{ data: { en_content: string } }>("GET", `articles/${id}`)).body.data.en_content;
    expect(stored).toContain("Or ask your dealer.");
    expect(stored.replace(/<\/?p>/g, "")).toContain(
      "<table><tbody><tr><th>Model</th><th>Cutting width</th></tr><tr><td>FT-LM4033</td><td>33 cm</td></tr>" +
        '<tr><td colspan="2">Both run on every 40V battery</td></tr></tbody></table>',
    );
  });

  it("An admin deletes the article and it leaves /blog", async () => {
    const title = unique("E2E Spring lawn care");
    await seed("articles", { en_title: title, en_content: "<p>Rake, feed, mow high.</p>" });
    const page = await newSignedInPage(session);
    await openAdmin(page, `/admin/blog-administration?q=${encodeURIComponent(title)}`, row(page, title));
    await row(page, title).getByRole("checkbox").check();
    await pane(page)
      .getByRole("button", { name: endsWith("Delete selected") })
      .click();
    await confirmPopup(page);
    await expectNotice(page, `“${title}” moved to the trash`);
    await visit(page, "/blog");
    await expect(mainText(page)).resolves.not.toContain(title);
  });

  it("The server cleans the HTML an article stores", async () => {
    const created = await seed<{ en_content: string }>("articles", {
      en_title: unique("E2E Sanitized"),
      en_content: '<p onclick="x()">Safe<script>alert(1)</script></p>',
    });
    expect(created.en_content).not.toMatch(/script|onclick/);
  });
});

describe("Advertisement (posters by type)", () => {
  /** A banner poster with its two pictures, removed when the running test ends. */
  async function aBanner(name: string): Promise<number> {
    return (
      await seed("posters", { type: "banner", en_name: name, url: "/service", sort_order: 0, pc_img: await uploadedImage(), phone_img: await uploadedImage() })
    ).id;
  }

  it("An admin adds a banner poster with images and the home page shows it", async () => {
    const name = unique("E2E Autumn banner");
    removeAfterTest("posters", () => findId<{ en_name: string }>("posters", name, (poster) => poster.en_name === name));
    const page = await newSignedInPage(session);
    await openAdmin(page, "/admin/advertisement", rows(page));
    // The type switch: antd keeps its radio inputs out of sight, so the visible word is clicked.
    const types = pane(page).getByRole("radiogroup");
    const banner = types.getByRole("radio", { name: "Banner", exact: true });
    await types.getByText("Banner", { exact: true }).click();
    await page.waitForURL(/type=banner/);
    // The list is redrawn a moment after the address changes; until then "New" still creates the old type.
    await eventually(() => banner.isChecked()).toBe(true);
    await pane(page)
      .getByRole("button", { name: endsWith("New poster") })
      .click();
    await page.waitForURL(/\/admin\/advertisement\/new\?type=banner/);
    await fillLocalized(page, "Name", { en: name, fr: `${name} (fr)` });
    await field(page, "Link").fill("/service");
    await field(page, "Sort order").fill("0");
    await uploadInto(page, "Image (desktop)");
    await uploadInto(page, "Image (phone)");
    await choosePublished(page);
    await save(page);
    await expectNotice(page, "poster created");
    await page.waitForURL(/\/admin\/advertisement\/\d+$/);

    await visit(page, "/");
    await expect(mainText(page)).resolves.toContain(name);
  });

  it("An admin renames and reorders the poster", async () => {
    const name = unique("E2E Autumn banner");
    const id = await aBanner(name);
    const page = await newSignedInPage(session);
    await openAdmin(page, `/admin/advertisement/${id}`, nameField(page));
    await eventually(() => nameField(page).inputValue()).toBe(name);
    const renamed = `${name} now`;
    await nameField(page).fill(renamed);
    await save(page);
    await expectNotice(page, `“${renamed}” saved`);
    await visit(page, "/");
    await expect(mainText(page)).resolves.toContain(renamed);

    await openAdmin(page, "/admin/advertisement?type=banner", row(page, renamed));
    const position = async () => (await rows(page).allTextContents()).findIndex((text) => text.includes(renamed));
    const count = await rows(page).count();
    const index = await position();
    const down = index < count - 1;
    await row(page, renamed)
      .getByRole("button", { name: down ? "Move down" : "Move up" })
      .click();
    await expectNotice(page, "Order saved");
    await eventually(position).toBe(down ? index + 1 : index - 1);

    // Among a search's matches the arrows would renumber a few records over the others: they wait for the whole list.
    await aBanner(`${name} twin`);
    await openAdmin(page, `/admin/advertisement?type=banner&q=${encodeURIComponent(name)}`, row(page, `${name} twin`));
    await eventually(() => rows(page).count()).toBe(2);
    for (const button of await pane(page)
      .getByRole("button", { name: /^Move (up|down)$/ })
      .all())
      expect(await button.isDisabled()).toBe(true);
  });

  it("An admin deletes the poster and the home page no longer shows it", async () => {
    const name = unique("E2E Autumn banner");
    await aBanner(name);
    const page = await newSignedInPage(session);
    await openAdmin(page, "/admin/advertisement?type=banner", row(page, name));
    await row(page, name)
      .getByRole("button", { name: `Delete ${name}` })
      .click();
    await confirmPopup(page);
    await expectNotice(page, "moved to the trash");
    await visit(page, "/");
    await expect(mainText(page)).resolves.not.toContain(name);
  });
});

describe.each([
  { screen: "list-posters", one: "list poster", newButton: "New list poster", publicPath: "list/posters" },
  { screen: "card-adsense", one: "card", newButton: "New card", publicPath: "card/adsense" },
  { screen: "charts", one: "slide", newButton: "New slide", publicPath: "rotation/charts" },
])("$screen", ({ screen, one, newButton, publicPath }) => {
  it(`An admin creates, edits and deletes a ${one}, and the public API follows`, async () => {
    const name = unique(`E2E ${one}`);
    removeAfterTest(publicPath, () => findId<{ en_name: string }>(publicPath, name, (item) => item.en_name.startsWith(name)));
    const page = await newSignedInPage(session);
    const publicNames = async () => (await api<{ data: { en_name: string }[] }>("GET", publicPath)).body.data.map((item) => item.en_name);

    await openAdmin(page, `/admin/${screen}`, pane(page).getByRole("table"));
    await pane(page)
      .getByRole("button", { name: endsWith(newButton) })
      .click();
    await nameField(page).waitFor();
    await fillLocalized(page, "Name", { en: name, fr: `${name} fr`, nl: `${name} nl` });
    await fillLocalized(page, "Description", { en: "Seen on the site." });
    await field(page, "Link").fill("not a link");
    await save(page);
    await eventually(() => fieldError(field(page, "Link"))).toContain("Use a path starting with / or an http(s) address");
    await field(page, "Link").fill("/products");
    await uploadInto(page, "Image (desktop)");
    await save(page);
    await expectNotice(page, `${one} created`);
    await expect(publicNames()).resolves.toContain(name);

    // The new record opens, as it was saved.
    await page.waitForURL(new RegExp(`/admin/${screen}/\\d+$`));
    await eventually(() => nameField(page).inputValue()).toBe(name);
    await nameField(page).fill(`${name} v2`);
    await save(page);
    await expectNotice(page, `“${name} v2” saved`);
    await expect(publicNames()).resolves.toContain(`${name} v2`);

    await pane(page)
      .getByRole("button", { name: endsWith("Delete") })
      .click();
    await confirmPopup(page);
    await expectNotice(page, "moved to the trash");
    await page.waitForURL(new RegExp(`/admin/${screen}$`));
    await expect(publicNames()).resolves.not.toContain(`${name} v2`);
  });
});
