import { mkdirSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { ADMIN_EXPECTED_CONSOLE, api, apiToken, eventually, expectNotice, openAdmin, pane, save, signIn, unique } from "./admin-utils.ts";
import { useBrowser } from "./utils.ts";

const session = useBrowser();
const SHOTS = "/tmp/shots-editorial";
mkdirSync(SHOTS, { recursive: true });

async function article(title: string): Promise<number> {
  const created = await api<{ data: { id: number } }>("POST", "ad/articles", {
    token: await apiToken(),
    body: { en_title: title, en_content: "<p>Keep the batteries cool.</p>" },
  });
  return created.body.data.id;
}

describe("History", () => {
  it("A mistake is restored from the history, as a new version", async () => {
    const title = unique("E2E History");
    const id = await article(title);
    const page = await session.newPage(undefined, { allowConsole: ADMIN_EXPECTED_CONSOLE });
    await signIn(page);
    await openAdmin(page, `/admin/blog-administration/${id}`, "#articles_en_title");
    await eventually(() => pane(page).locator("#articles_en_title").inputValue()).toBe(title);
    await pane(page).locator("#articles_en_title").fill(`${title} MISTAKE`);
    await save(page);
    await expectNotice(page, "saved");
    await pane(page).locator("[data-testid=open-history]").click();
    const drawer = page.locator(".ant-drawer", { hasText: "Compare two versions" });
    await drawer.locator("[data-testid=history-diff]").waitFor();
    await expect(drawer.locator("[data-testid=history-diff]").textContent()).resolves.toContain(`${title} MISTAKE`);
    await page.screenshot({ path: `${SHOTS}/admin-history-1280.png` });
    await drawer.locator('[aria-label="Restore #1"]').click();
    await page.locator(".ant-modal-confirm .ant-btn-primary").click();
    await expectNotice(page, "Version #1 restored");
    await eventually(() => pane(page).locator("#articles_en_title").inputValue()).toBe(title);
    const history = await api<{ data: { note: string }[] }>("GET", `ad/articles/${id}/revisions`, { token: await apiToken() });
    expect(history.body.data.map((revision) => revision.note)).toEqual(["restore of 1", "update", "create"]);
  });

  it("A save based on an outdated version is refused, and the other person's changes are offered", async () => {
    const title = unique("E2E Conflict");
    const id = await article(title);
    const page = await session.newPage(undefined, { allowConsole: [...ADMIN_EXPECTED_CONSOLE, /status of 409/] });
    await signIn(page);
    await openAdmin(page, `/admin/blog-administration/${id}`, "#articles_en_title");
    await eventually(() => pane(page).locator("#articles_en_title").inputValue()).toBe(title);
    // A colleague saves first.
    await api("POST", `ad/articles/${id}/_update`, { token: await apiToken(), body: { en_title: `${title} by a colleague` } });
    await pane(page).locator("#articles_en_title").fill(`${title} by me`);
    await save(page);
    const conflict = page.locator("[data-testid=conflict]");
    await conflict.waitFor();
    await expect(conflict.textContent()).resolves.toContain(`${title} by a colleague`);
    await page.screenshot({ path: `${SHOTS}/admin-conflict-1280.png` });
    await page.locator(".ant-modal-confirm .ant-btn-primary").click();
    await eventually(() => pane(page).locator("#articles_en_title").inputValue()).toBe(`${title} by a colleague`);
    const stored = await api<{ data: { en_title: string } }>("GET", `ad/articles/${id}`, { token: await apiToken() });
    expect(stored.body.data.en_title).toBe(`${title} by a colleague`);
  });
});
