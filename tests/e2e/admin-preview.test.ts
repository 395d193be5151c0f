import { mkdirSync } from "node:fs";
import { afterEach, describe, expect, it } from "vitest";
import { ADMIN_EXPECTED_CONSOLE, api, apiToken, eventually, fillLocalized, openAdmin, pane, signIn, unique } from "./admin-utils.ts";
import { PHONE, useBrowser, visit } from "./utils.ts";
import { productPath } from "#src/lib/paths.ts";

const session = useBrowser();
const SHOTS = "/tmp/shots-editorial";
mkdirSync(SHOTS, { recursive: true });

/** Products this file created, removed after each test. */
const created: number[] = [];
afterEach(async () => {
  if (created.length) await api("DELETE", `ad/commodities/_delete?ids=${created.splice(0).join(",")}`, { token: await apiToken() });
});

async function product(en: string, nl: string): Promise<number> {
  const token = await apiToken();
  const categories = await api<{ data: { id: number }[] }>("GET", "ad/commodity/types", { token });
  const body = { en_name: en, nl_name: nl, commodity_type_id: categories.body.data[0]!.id };
  const answer = await api<{ data: { id: number } }>("POST", "ad/commodities", { token, body });
  created.push(answer.body.data.id);
  return answer.body.data.id;
}

describe("Preview (issue 15 item 3)", () => {
  it("An unsaved Dutch name is previewed in another browser without signing in, while the public page keeps the saved one", async () => {
    const name = unique("E2E Preview Mower");
    const id = await product(name, `${name} NL`);
    const page = await session.newPage(undefined, { allowConsole: ADMIN_EXPECTED_CONSOLE });
    await signIn(page);
    await openAdmin(page, `/admin/commodity-administration/${id}`, "#commodities_en_name");
    await eventually(() => pane(page).locator("#commodities_en_name").inputValue()).toBe(name);
    await fillLocalized(page, "commodities", "name", { nl: `${name} nieuwe naam` });

    await pane(page).getByRole("button", { name: "Preview" }).click();
    const dialog = page.getByRole("dialog", { name: "Preview the unsaved changes" });
    const dutch = dialog.getByRole("link", { name: "Open in Dutch" });
    await dutch.waitFor();
    // Once the zoom-in animation has finished, for the picture.
    await page.waitForFunction(() => !document.querySelector(".ant-modal[class*=zoom]"));
    await page.screenshot({ path: `${SHOTS}/admin-preview-1280.png` });
    const link = await dutch.getAttribute("href");
    expect(link).toMatch(/^\/nl\/product\/.+&preview=[\w-]{43}$/);

    // A colleague's browser: a new context, no admin session.
    for (const viewport of [PHONE, undefined]) {
      const colleague = await session.newPage(viewport);
      await visit(colleague, link!);
      await expect(colleague.getByRole("heading", { level: 1 }).textContent()).resolves.toBe(`${name} nieuwe naam`);
      await expect(colleague.getByRole("status").filter({ hasText: "Voorbeeld — niet gepubliceerd" }).isVisible()).resolves.toBe(true);
      await expect(colleague.locator('meta[name="robots"]').getAttribute("content")).resolves.toBe("noindex");
      await colleague.screenshot({ path: `${SHOTS}/public-preview-${viewport ? 375 : 1280}.png` });
    }

    // Nothing was saved: the public page and the admin API still have the saved name.
    const visitor = await session.newPage();
    await visit(visitor, `/nl${productPath({ id, en_name: name })}`);
    await expect(visitor.getByRole("heading", { level: 1 }).textContent()).resolves.toBe(`${name} NL`);
    await expect(visitor.locator(".preview-banner").count()).resolves.toBe(0);
    const stored = await api<{ data: { nl_name: string } }>("GET", `ad/commodities/${id}`, { token: await apiToken() });
    expect(stored.body.data.nl_name).toBe(`${name} NL`);
  });
});
