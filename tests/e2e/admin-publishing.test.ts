import { mkdirSync } from "node:fs";
import type { Page } from "playwright-core";
import { afterEach, describe, expect, it } from "vitest";
import {
  ADMIN_EXPECTED_CONSOLE,
  api,
  apiToken,
  eventually,
  expectNotice,
  fill,
  fillRichText,
  openAdmin,
  pane,
  row,
  save,
  signIn,
  unique,
} from "./admin-utils.ts";
import { useBrowser, visit } from "./utils.ts";

const session = useBrowser();
const SHOTS = "/tmp/shots-editorial";
mkdirSync(SHOTS, { recursive: true });

/** Articles this file created, removed after each test. */
const created: number[] = [];
afterEach(async () => {
  if (created.length) await api("DELETE", `ad/articles/_delete?ids=${created.splice(0).join(",")}`, { token: await apiToken() });
});

async function choosePublishing(page: Page, option: string): Promise<void> {
  await pane(page).getByRole("combobox", { name: "Publishing" }).click();
  await page.locator(`.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option[title="${option}"]`).click();
}

async function blogShows(title: string): Promise<boolean> {
  const visitor = await session.newPage();
  await visit(visitor, "/blog");
  return (await visitor.getByText(title).count()) > 0;
}

describe("Drafts and publishing (issue 15 item 1)", () => {
  it("An editor saves a new article as a draft, which the blog does not show, then publishes it", async () => {
    const title = unique("E2E Draft article");
    const page = await session.newPage(undefined, { allowConsole: ADMIN_EXPECTED_CONSOLE });
    await signIn(page);
    await openAdmin(page, "/admin/blog-administration/new", "#articles_en_title");
    await fill(page, "articles", "en_title", title);
    await fillRichText(page, "articles", "content", "en", "Prepared ahead of the spring campaign.");
    await choosePublishing(page, "Draft (not shown)");
    await save(page);
    await expectNotice(page, "created");
    await row(page, title).waitFor();
    await expect(row(page, title).textContent()).resolves.toContain("Draft");
    await page.screenshot({ path: `${SHOTS}/admin-publishing-list-1280.png` });
    const found = await api<{ data: { id: number; status: string }[] }>("GET", `ad/articles?q=${encodeURIComponent(title)}`, { token: await apiToken() });
    const id = found.body.data[0]!.id;
    created.push(id);
    expect(found.body.data[0]!.status).toBe("draft");
    expect(await blogShows(title)).toBe(false);

    await openAdmin(page, `/admin/blog-administration/${id}`, "#articles_en_title");
    await eventually(() => pane(page).locator("#articles_en_title").inputValue()).toBe(title);
    await choosePublishing(page, "Published");
    await page.screenshot({ path: `${SHOTS}/admin-publishing-form-1280.png` });
    await save(page);
    // Written in English only: going live says which French and Dutch texts would show English.
    await expect(page.getByTestId("publish-fallbacks").textContent()).resolves.toContain("French: Title, Content");
    await page.getByRole("button", { name: "Publish anyway" }).click();
    await expectNotice(page, "saved");
    expect(await blogShows(title)).toBe(true);
  });

  it("Changes to a published article are kept as a pending draft while the blog shows the live version, then published", async () => {
    const title = unique("E2E Live article");
    const answer = await api<{ data: { id: number } }>("POST", "ad/articles", {
      token: await apiToken(),
      body: { en_title: title, en_content: "<p>Live text.</p>" },
    });
    const id = answer.body.data.id;
    created.push(id);
    const page = await session.newPage(undefined, { allowConsole: ADMIN_EXPECTED_CONSOLE });
    await signIn(page);
    await openAdmin(page, `/admin/blog-administration/${id}`, "#articles_en_title");
    await eventually(() => pane(page).locator("#articles_en_title").inputValue()).toBe(title);
    await fill(page, "articles", "en_title", `${title} revised`);
    await pane(page).getByRole("button", { name: "Save as pending draft" }).click();
    await expectNotice(page, "Kept as pending changes");
    await pane(page).getByText("Pending changes, not published yet").waitFor();
    expect(await blogShows(`${title} revised`)).toBe(false);
    expect(await blogShows(title)).toBe(true);

    // Opened again, the form shows the pending changes, and says so.
    await page.reload();
    await pane(page).getByText("Pending changes, not published yet").waitFor();
    await eventually(() => pane(page).locator("#articles_en_title").inputValue()).toBe(`${title} revised`);
    await page.screenshot({ path: `${SHOTS}/admin-pending-draft-1280.png` });
    await pane(page).getByRole("button", { name: "Publish changes" }).click();
    await page.getByRole("button", { name: "Publish anyway" }).click();
    await expectNotice(page, "Changes published");
    await expect(pane(page).getByText("Pending changes, not published yet").count()).resolves.toBe(0);
    expect(await blogShows(`${title} revised`)).toBe(true);
  });
});
