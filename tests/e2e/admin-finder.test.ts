import { mkdirSync } from "node:fs";
import type { Locator, Page } from "playwright-core";
import { describe, expect, it, onTestFinished } from "vitest";
import {
  anEditor,
  api,
  apiToken,
  editorPage as signedInEditorPage,
  eventually,
  expectNotice,
  openAdmin,
  pane,
  row,
  seed,
  unique,
  waitForAdmin,
} from "./admin-utils.ts";
import { DESKTOP, PHONE, useBrowser, visit } from "./utils.ts";

const session = useBrowser();
const SHOTS = "/tmp/shots-finder";
const editorPage = (editor: { email: string; password: string }, viewport = DESKTOP) => signedInEditorPage(session, editor, viewport);
mkdirSync(SHOTS, { recursive: true });
/** A screenshot with the batch bar in view and the pointer off the rows. */
async function shootBar(page: Page, bar: Locator, path: string): Promise<void> {
  await page.mouse.move(0, 0);
  await bar.evaluate((element) => element.scrollIntoView({ block: "start" }));
  await page.screenshot({ path });
}

describe("Finding and changing many things at once", () => {
  it("Une éditrice met trois produits en vedette d'un coup et les retrouve sur l'accueil dans l'ordre où elle les a choisis", async () => {
    const prefix = unique("Coupe-bordure Vedette");
    const names = ["A", "B", "C"].map((letter) => `${prefix} ${letter}`);
    const ids: number[] = [];
    for (const name of names) ids.push((await seed("commodities", { en_name: name, fr_name: name, status: "published" })).id);
    onTestFinished(async () => {
      await api("PUT", "ad/commodities/batch/_handle", { token: await apiToken(), body: { ids, action: "setAttrSort", attrSort: 0 } });
    });
    const editor = await anEditor();
    const page = await editorPage(editor);
    await openAdmin(page, `/admin/commodity-administration?q=${encodeURIComponent(prefix)}`, row(page, names[2]!));
    // Chosen in the order C, A, B: the home shows them in that order.
    for (const name of [names[2]!, names[0]!, names[1]!]) await row(page, name).getByRole("checkbox").check();
    const bar = pane(page).getByRole("region", { name: "Actions sur les lignes sélectionnées" });
    await bar.getByRole("button", { name: "Mettre en vedette" }).waitFor();
    await shootBar(page, bar, `${SHOTS}/bulk-bar-fr-1280.png`);
    await bar.getByRole("button", { name: "Mettre en vedette" }).click();
    await expectNotice(page, "Modifiés : 3 sur 3");

    // Each product has its own audit entry, naming what changed.
    const entries = await api<{ data: { record_id: string; actor: string; changes: { field: string }[] }[] }>(
      "GET",
      "ad/audit?resource=commodities&action=update&per_page=50",
      {
        token: await apiToken(),
      },
    );
    const mine = entries.body.data.filter((entry) => ids.map(String).includes(entry.record_id));
    expect(mine.map((entry) => entry.actor)).toEqual([editor.email, editor.email, editor.email]);
    expect(mine.every((entry) => entry.changes.some((change) => change.field === "attrSort"))).toBe(true);

    const visitor = await session.newPage();
    await visit(visitor, "/fr");
    const recommended = visitor.locator("section[aria-labelledby=recommended-title] li");
    const shown = (await recommended.allTextContents()).map((text) => names.find((name) => text.includes(name)) ?? null);
    expect(shown.slice(0, 3)).toEqual([names[2], names[0], names[1]]);

    // The same bar on a phone.
    const phone = await editorPage(editor, PHONE);
    await openAdmin(phone, `/admin/commodity-administration?q=${encodeURIComponent(prefix)}`, row(phone, names[0]!));
    for (const name of names) await row(phone, name).getByRole("checkbox").check();
    await shootBar(phone, pane(phone).getByRole("region", { name: "Actions sur les lignes sélectionnées" }), `${SHOTS}/bulk-bar-fr-375.png`);
  });

  it("Une éditrice trouve un produit avec Ctrl+K, par son nom néerlandais, et ouvre sa fiche au clavier", async () => {
    const name = unique("Souffleur Trouvable");
    const dutch = unique("Bladblazer Vindbaar");
    const product = await seed<{ id: number }>("commodities", {
      en_name: `${name} EN`,
      fr_name: name,
      nl_name: dutch,
      model: "FT-BL4099",
      status: "published",
    });
    const editor = await anEditor();
    const page = await editorPage(editor);
    await openAdmin(page, "/admin/workplace");
    await waitForAdmin(page);
    await page.keyboard.press("Control+k");
    const box = page.getByRole("combobox", { name: "Rechercher dans l'administration" });
    await box.waitFor();
    await box.fill(dutch);
    const option = page.getByRole("option", { name: new RegExp(name) });
    await option.waitFor();
    await expect(option.getAttribute("aria-selected")).resolves.toBe("true");
    // Enquiries are not an editor's: no group of them, whatever is typed.
    await expect(page.getByRole("group", { name: "Demandes" }).count()).resolves.toBe(0);
    await page.screenshot({ path: `${SHOTS}/finder-fr-1280.png` });
    await box.press("Enter");
    await page.waitForURL(new RegExp(`/admin/commodity-administration/${product.id}$`));
    // The form opens on the English name, the language the others fall back to.
    await eventually(() => pane(page).getByRole("textbox", { name: "Nom", exact: true }).inputValue(), { timeout: 30_000 }).toBe(`${name} EN`);

    // On a phone: the header's search button opens it; the arrow keys move through the hits.
    const phone = await editorPage(editor, PHONE);
    await openAdmin(phone, "/admin/workplace");
    await phone.getByRole("button", { name: "Rechercher" }).click();
    const phoneBox = phone.getByRole("combobox", { name: "Rechercher dans l'administration" });
    await phoneBox.fill("FT-BL40");
    await phone.getByRole("option", { name: new RegExp(name) }).waitFor();
    await phoneBox.press("ArrowDown");
    await phoneBox.press("ArrowUp");
    await expect(phone.getByRole("option", { name: new RegExp(name) }).getAttribute("aria-selected")).resolves.toBe("true");
    await phone.screenshot({ path: `${SHOTS}/finder-fr-375.png` });
    await phoneBox.press("Escape");
    await phone.getByRole("combobox", { name: "Rechercher dans l'administration" }).waitFor({ state: "detached" });
  });
});
