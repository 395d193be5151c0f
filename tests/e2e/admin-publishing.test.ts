import { mkdirSync } from "node:fs";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import {
  ADMIN_EXPECTED_CONSOLE,
  api,
  apiToken,
  choose,
  eventually,
  expectNotice,
  fillRichText,
  findId,
  openAdmin,
  pane,
  removeAfterTest,
  row,
  save,
  seed,
  signInWithoutOpening,
  unique,
} from "./admin-utils.ts";
import { animationsDone, useBrowser, visit } from "./utils.ts";

const session = useBrowser();
const SHOTS = "/tmp/shots-editorial";
mkdirSync(SHOTS, { recursive: true });

async function choosePublishing(page: Page, option: string): Promise<void> {
  await choose(page, pane(page).getByRole("combobox", { name: "Publishing" }), option);
}

const titleField = (page: Page) => pane(page).getByRole("textbox", { name: "Title", exact: true });

async function blogShows(title: string): Promise<boolean> {
  const visitor = await session.newPage();
  await visit(visitor, "/blog");
  return (await visitor.getByText(title).count()) > 0;
}

describe("Drafts and publishing", () => {
  it("An editor saves a new article as a draft, which the blog does not show, then publishes it", async () => {
    const title = unique("E2E Draft article");
    removeAfterTest("articles", () => findId<{ en_title: string }>("articles", title, (article) => article.en_title === title));
    const page = await session.newPage(undefined, { allowConsole: ADMIN_EXPECTED_CONSOLE });
    await signInWithoutOpening(page);
    await openAdmin(page, "/admin/blog-administration/new", titleField(page));
    await titleField(page).fill(title);
    await fillRichText(page, "Content", "en", "Prepared ahead of the spring campaign.");
    // Nothing chosen: new records start as drafts, as the API's answer below shows.
    await save(page);
    await expectNotice(page, "created");
    await page.waitForURL(/\/admin\/blog-administration\/\d+$/);
    await openAdmin(page, "/admin/blog-administration", row(page, title));
    await expect(row(page, title).textContent()).resolves.toContain("Draft");
    await page.screenshot({ path: `${SHOTS}/admin-publishing-list-1280.png` });
    const found = await api<{ data: { id: number; status: string }[] }>("GET", `ad/articles?q=${encodeURIComponent(title)}`, { token: await apiToken() });
    const id = found.body.data[0]!.id;
    expect(found.body.data[0]!.status).toBe("draft");
    expect(await blogShows(title)).toBe(false);

    await openAdmin(page, `/admin/blog-administration/${id}`, titleField(page));
    await eventually(() => titleField(page).inputValue()).toBe(title);
    await choosePublishing(page, "Published");
    await page.screenshot({ path: `${SHOTS}/admin-publishing-form-1280.png` });
    await save(page);
    // Written in English only: going live says which French and Dutch texts would show English.
    const fallbacks = page.getByRole("dialog", { name: "Some texts would show in English" });
    await expect(fallbacks.textContent()).resolves.toContain("French: Title, Content");
    await fallbacks.getByRole("button", { name: "Publish anyway" }).click();
    await expectNotice(page, "saved");
    expect(await blogShows(title)).toBe(true);
  });

  it("Changes to a published article are kept as a pending draft while the blog shows the live version, then published", async () => {
    const title = unique("E2E Live article");
    const { id } = await seed("articles", { en_title: title, en_content: "<p>Live text.</p>" });
    const page = await session.newPage(undefined, { allowConsole: ADMIN_EXPECTED_CONSOLE });
    await signInWithoutOpening(page);
    await openAdmin(page, `/admin/blog-administration/${id}`, titleField(page));
    await eventually(() => titleField(page).inputValue()).toBe(title);
    await titleField(page).fill(`${title} revised`);
    await pane(page).getByRole("button", { name: "Save as pending draft" }).click();
    await expectNotice(page, "Kept as pending changes");
    await pane(page).getByText("Pending changes, not published yet").waitFor();
    expect(await blogShows(`${title} revised`)).toBe(false);
    expect(await blogShows(title)).toBe(true);

    // Opened again, the form shows the pending changes, and says so.
    await page.reload();
    await pane(page).getByText("Pending changes, not published yet").waitFor();
    await eventually(() => titleField(page).inputValue()).toBe(`${title} revised`);
    await page.screenshot({ path: `${SHOTS}/admin-pending-draft-1280.png` });
    // Typed but not kept in the draft: publishing the draft would replace it, so that is asked first.
    await titleField(page).fill(`${title} typed`);
    const unsaved = page.getByRole("dialog", { name: "Discard unsaved changes?" });
    await pane(page).getByRole("button", { name: "Publish changes" }).click();
    // A click while the dialog still zooms in can miss its button.
    await animationsDone(unsaved);
    await unsaved.getByRole("button", { name: "Keep editing" }).click();
    await unsaved.waitFor({ state: "hidden" });
    expect(await titleField(page).inputValue()).toBe(`${title} typed`);
    await pane(page).getByRole("button", { name: "Publish changes" }).click();
    await unsaved.getByRole("button", { name: "Lose them and publish" }).click();
    await page.getByRole("button", { name: "Publish anyway" }).click();
    await expectNotice(page, "Changes published");
    await expect(pane(page).getByText("Pending changes, not published yet").count()).resolves.toBe(0);
    expect(await blogShows(`${title} revised`)).toBe(true);
    await eventually(() => titleField(page).inputValue()).toBe(`${title} revised`);

    // A draft is discarded only once confirmed: it is gone for good.
    await titleField(page).fill(`${title} second thoughts`);
    await pane(page).getByRole("button", { name: "Save as pending draft" }).click();
    await expectNotice(page, "Kept as pending changes");
    const discard = page.getByRole("dialog", { name: "Discard the pending changes?" });
    await pane(page).getByRole("button", { name: "Discard", exact: true }).click();
    await discard.getByRole("button", { name: "Cancel" }).click();
    await discard.waitFor({ state: "hidden" });
    await pane(page).getByText("Pending changes, not published yet").waitFor();
    await pane(page).getByRole("button", { name: "Discard", exact: true }).click();
    await discard.getByRole("button", { name: "Discard", exact: true }).click();
    await expectNotice(page, "Pending changes discarded");
    await eventually(() => titleField(page).inputValue()).toBe(`${title} revised`);
  });
});
