import { mkdirSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { ADMIN_EXPECTED_CONSOLE, api, apiToken, eventually, expectNotice, openAdmin, pane, save, seed, signInWithoutOpening, unique } from "./admin-utils.ts";
import { useBrowser } from "./utils.ts";

const session = useBrowser();
const SHOTS = "/tmp/shots-editorial";
mkdirSync(SHOTS, { recursive: true });

/** An article of this test, removed when it ends. */
async function article(title: string): Promise<number> {
  return (await seed("articles", { en_title: title, en_content: "<p>Keep the batteries cool.</p>" })).id;
}

describe("History", () => {
  it("A mistake is restored from the history, as a new version", async () => {
    const title = unique("E2E History");
    const id = await article(title);
    const page = await session.newPage(undefined, { allowConsole: ADMIN_EXPECTED_CONSOLE });
    await signInWithoutOpening(page);
    const titleField = pane(page).getByRole("textbox", { name: "Title", exact: true });
    await openAdmin(page, `/admin/blog-administration/${id}`, titleField);
    await eventually(() => titleField.inputValue()).toBe(title);
    await titleField.fill(`${title} MISTAKE`);
    await save(page);
    await expectNotice(page, "saved");
    await pane(page)
      .getByRole("button", { name: /(^|\s)History$/ })
      .click();
    const drawer = page.getByRole("dialog", { name: "History" });
    const diff = drawer.getByRole("table");
    await diff.waitFor();
    await expect(diff.textContent()).resolves.toContain(`${title} MISTAKE`);
    await page.screenshot({ path: `${SHOTS}/admin-history-1280.png` });
    await drawer.getByRole("button", { name: "Restore #1" }).click();
    await page.getByRole("dialog", { name: "Restore version #1?" }).getByRole("button", { name: "Restore", exact: true }).click();
    await expectNotice(page, "Version #1 restored");
    await eventually(() => titleField.inputValue()).toBe(title);
    const history = await api<{ data: { note: string }[] }>("GET", `ad/articles/${id}/revisions`, { token: await apiToken() });
    expect(history.body.data.map((revision) => revision.note)).toEqual(["restore of 1", "update", "create"]);
  });

  it("A save based on an outdated version is refused, and the other person's changes are offered", async () => {
    const title = unique("E2E Conflict");
    const id = await article(title);
    const page = await session.newPage(undefined, { allowConsole: [...ADMIN_EXPECTED_CONSOLE, /status of 409/] });
    await signInWithoutOpening(page);
    const titleField = pane(page).getByRole("textbox", { name: "Title", exact: true });
    await openAdmin(page, `/admin/blog-administration/${id}`, titleField);
    await eventually(() => titleField.inputValue()).toBe(title);
    // A colleague saves first.
    await api("POST", `ad/articles/${id}/_update`, { token: await apiToken(), body: { en_title: `${title} by a colleague` } });
    await titleField.fill(`${title} by me`);
    await save(page);
    const conflict = page.getByRole("dialog", { name: "Someone else saved this record" });
    await conflict.waitFor();
    await expect(conflict.textContent()).resolves.toContain(`${title} by a colleague`);
    await page.screenshot({ path: `${SHOTS}/admin-conflict-1280.png` });
    await conflict.getByRole("button", { name: "Load their version" }).click();
    await eventually(() => titleField.inputValue()).toBe(`${title} by a colleague`);
    const stored = await api<{ data: { en_title: string } }>("GET", `ad/articles/${id}`, { token: await apiToken() });
    expect(stored.body.data.en_title).toBe(`${title} by a colleague`);

    // Once more, and this time mine wins: it is saved on top of theirs, which stays in the history.
    await api("POST", `ad/articles/${id}/_update`, { token: await apiToken(), body: { en_title: `${title} again by a colleague` } });
    await titleField.fill(`${title} mine after all`);
    await save(page);
    await conflict.getByRole("button", { name: "Save mine over theirs" }).click();
    await expectNotice(page, `“${title} mine after all” saved`);
    const mine = await api<{ data: { en_title: string } }>("GET", `ad/articles/${id}`, { token: await apiToken() });
    expect(mine.body.data.en_title).toBe(`${title} mine after all`);
    const notes = await api<{ data: { data: { en_title: string } }[] }>("GET", `ad/articles/${id}/revisions`, { token: await apiToken() });
    expect(notes.body.data.map((revision) => revision.data.en_title).slice(0, 2)).toEqual([`${title} mine after all`, `${title} again by a colleague`]);
  });
});
