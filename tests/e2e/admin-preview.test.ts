import { mkdirSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { ADMIN_EXPECTED_CONSOLE, api, apiToken, eventually, fillLocalized, openAdmin, pane, seed, signInWithoutOpening, unique } from "./admin-utils.ts";
import { PHONE, useBrowser, visit } from "./utils.ts";
import { productPath } from "#domain/paths.ts";

const session = useBrowser();
const SHOTS = "/tmp/shots-editorial";
mkdirSync(SHOTS, { recursive: true });

/** A product of the running test, in the first category, removed when the test ends. */
async function product(en: string, nl: string): Promise<number> {
  const categories = await api<{ data: { id: number }[] }>("GET", "ad/commodity/types", { token: await apiToken() });
  return (await seed("commodities", { en_name: en, nl_name: nl, commodity_type_id: categories.body.data[0]!.id })).id;
}

describe("Preview", () => {
  it("An unsaved Dutch name is previewed in another browser without signing in, while the public page keeps the saved one", async () => {
    const name = unique("E2E Preview Mower");
    const id = await product(name, `${name} NL`);
    const page = await session.newPage(undefined, { allowConsole: ADMIN_EXPECTED_CONSOLE });
    await signInWithoutOpening(page);
    const nameField = pane(page).getByRole("textbox", { name: "Name", exact: true });
    await openAdmin(page, `/admin/commodity-administration/${id}`, nameField);
    await eventually(() => nameField.inputValue()).toBe(name);
    await fillLocalized(page, "Name", { nl: `${name} nieuwe naam` });

    await pane(page)
      .getByRole("button", { name: /(^|\s)Preview$/ })
      .click();
    const dialog = page.getByRole("dialog", { name: "Preview the unsaved changes" });
    const dutch = dialog.getByRole("link", { name: "Open in Dutch" });
    await dutch.waitFor();
    // Once the zoom-in animation has finished, for the picture.
    await dialog.evaluate((modal) => Promise.all(modal.getAnimations({ subtree: true }).map((animation) => animation.finished)));
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
    await expect(visitor.getByRole("status").filter({ hasText: "Voorbeeld" }).count()).resolves.toBe(0);
    const stored = await api<{ data: { nl_name: string } }>("GET", `ad/commodities/${id}`, { token: await apiToken() });
    expect(stored.body.data.nl_name).toBe(`${name} NL`);
  });
});
