import type { Page } from "playwright-core";
import { describe, expect, it, onTestFinished } from "vitest";
import {
  ADMIN_EXPECTED_CONSOLE,
  api,
  apiToken,
  chooseCategory,
  eventually,
  expectNotice,
  fillLocalized,
  openAdmin,
  pane,
  removeAfterTest,
  row,
  seed,
  signInWithoutOpening,
  unique,
} from "./admin-utils.ts";
import { useBrowser, visit } from "./utils.ts";

const session = useBrowser();
const SHOTS = "/tmp/shots-editors";

/** A signed-in admin page in French (the editors' flows are tried as a French-speaking editor would). */
async function frenchAdminPage(viewport?: { width: number; height: number }): Promise<Page> {
  const page = await session.newPage(viewport, { allowConsole: ADMIN_EXPECTED_CONSOLE });
  await page.addInitScript(() => localStorage.setItem("FANTAI_admin_lang", "fr"));
  await signInWithoutOpening(page);
  return page;
}

const button = (page: Page, name: string | RegExp) => pane(page).getByRole("button", { name });

describe("The product form does what it shows", () => {
  it("Un éditeur crée un produit : il naît brouillon, sa fiche s'ouvre, et un seul Enregistrer enregistre aussi ses caractéristiques", async () => {
    const category = await seed<{ fr_name: string }>("commodity/types", { en_name: unique("E2E Hedge trimmers"), fr_name: unique("Taille-haies E2E") });
    const key = `e2e_blade_${Date.now().toString(36)}`;
    const token = await apiToken();
    const body = { key, en_label: "Blade length", fr_label: "Longueur de lame", type: "number", unit: "cm", category_ids: [category.id] };
    const attribute = await api<{ data: { id: number } }>("POST", "ad/spec/attributes", { token, body });
    expect(attribute.status).toBe(201);
    onTestFinished(async () => {
      expect((await api("DELETE", `ad/spec/attributes/_delete?ids=${attribute.body.data.id}`, { token: await apiToken() })).status).toBe(200);
    });
    const name = unique("E2E Taille-haies 60");
    const page = await frenchAdminPage();
    const nameField = pane(page).getByRole("textbox", { name: "Nom", exact: true });
    await openAdmin(page, "/admin/commodity-administration/new", nameField);
    await fillLocalized(page, "Nom", { en: name, fr: name });
    await chooseCategory(page, pane(page).getByRole("combobox", { name: "Catégorie", exact: true }), category.fr_name);
    await button(page, /Créer$/).click();
    await expectNotice(page, "création réussie");
    // Create opens the record it made, where its specifications are added.
    await page.waitForURL(/\/admin\/commodity-administration\/\d+$/);
    const id = Number(new URL(page.url()).pathname.split("/").pop());
    removeAfterTest("commodities", id);
    const stored = await api<{ data: { status: string } }>("GET", `ad/commodities/${id}`, { token: await apiToken() });
    expect(stored.body.data.status).toBe("draft");

    // One Save: the name and the specification together; the specifications card has no Save of its own.
    const blade = pane(page).getByRole("spinbutton", { name: "Longueur de lame" });
    await blade.fill("60");
    await eventually(() => nameField.inputValue()).toBe(name);
    await nameField.fill(`${name} Pro`);
    expect(await button(page, /caractéristiques/i).count()).toBe(0);
    await page.screenshot({ path: `${SHOTS}/product-form-fr-1280.png`, fullPage: true });
    await button(page, /Enregistrer$/).click();
    await expectNotice(page, `« ${name} Pro » enregistré`);
    const specs = await api<{ data: { values: Record<string, unknown> } }>("GET", `ad/commodities/${id}/specs`, { token: await apiToken() });
    expect(specs.body.data.values[key]).toBe(60);
    const renamed = await api<{ data: { en_name: string } }>("GET", `ad/commodities/${id}`, { token: await apiToken() });
    expect(renamed.body.data.en_name).toBe(`${name} Pro`);

    // The same form on a phone.
    const phone = await frenchAdminPage({ width: 375, height: 740 });
    await openAdmin(phone, `/admin/commodity-administration/${id}`, phone.getByRole("spinbutton", { name: "Longueur de lame" }));
    await phone.waitForLoadState("networkidle");
    await phone.screenshot({ path: `${SHOTS}/product-form-fr-375.png`, fullPage: true });
  });
});

describe("The home's recommended products", () => {
  it("Un éditeur met trois produits en vedette, les ordonne en les faisant glisser, et l'accueil les recommande dans cet ordre", async () => {
    const prefix = unique("E2E Vedette");
    const names = ["A", "B", "C"].map((letter) => `${prefix} ${letter}`);
    const ids: number[] = [];
    for (const en_name of names) {
      // Removed when the test ends, as everything seeded.
      ids.push((await seed("commodities", { en_name, fr_name: en_name, status: "published" })).id);
    }
    onTestFinished(async () => {
      await api("PUT", "ad/commodities/batch/_handle", { token: await apiToken(), body: { ids, action: "setAttrSort", attrSort: 0 } });
    });
    const page = await frenchAdminPage();
    await openAdmin(page, `/admin/commodity-administration?q=${encodeURIComponent(prefix)}`, row(page, names[2]!));
    for (const name of names) await row(page, name).getByRole("checkbox").check();
    await button(page, /Mettre en vedette$/).click();
    await expectNotice(page, "Modifiés : 3 sur 3");

    await button(page, /Ordonner les produits en vedette$/).click();
    const drawer = page.getByRole("dialog", { name: "Produits en vedette sur la page d'accueil" });
    const item = (name: string) => drawer.getByRole("listitem").filter({ hasText: name });
    await item(names[0]!).waitFor();
    // Dragged to the top one after the other: C, then A above it, then B above both → B, A, C.
    await item(names[2]!).dragTo(drawer.getByRole("listitem").first());
    await item(names[0]!).dragTo(drawer.getByRole("listitem").first());
    await item(names[1]!).dragTo(drawer.getByRole("listitem").first());
    const order = async () => (await drawer.getByRole("listitem").allTextContents()).slice(0, 3).map((text) => names.find((name) => text.includes(name)));
    await expect(order()).resolves.toEqual([names[1], names[0], names[2]]);
    // The arrows do the same from the keyboard: A goes up above B → A, B, C.
    await drawer.getByRole("button", { name: `Monter ${names[0]}` }).click();
    await expect(order()).resolves.toEqual([names[0], names[1], names[2]]);
    await item(names[2]!).dragTo(drawer.getByRole("listitem").first());
    await expect(order()).resolves.toEqual([names[2], names[0], names[1]]);
    await page.screenshot({ path: `${SHOTS}/featured-order-fr-1280.png` });
    await drawer.getByRole("button", { name: "Enregistrer l'ordre" }).click();
    await expectNotice(page, "Ordre des produits en vedette enregistré");

    const visitor = await session.newPage();
    await visit(visitor, "/fr");
    const recommended = visitor.locator("section[aria-labelledby=recommended-title] li");
    const shown = (await recommended.allTextContents()).map((text) => names.find((name) => text.includes(name)) ?? null);
    expect(shown.slice(0, 3)).toEqual([names[2], names[0], names[1]]);
    expect(shown).toHaveLength(10);
  });
});

describe("The audit log says what changed", () => {
  it("Un éditeur lit dans le journal qui a changé quel article, et quels champs, avant → après", async () => {
    const title = unique("E2E Tonte de printemps");
    const { id } = await seed<{ id: number }>("articles", { en_title: title, fr_title: title });
    const token = await apiToken();
    const changed = await api("POST", `ad/articles/${id}/_update`, { token, body: { en_title: `${title} !`, fr_title: title } });
    expect(changed.status).toBe(200);
    // The same values again: no entry.
    expect((await api("POST", `ad/articles/${id}/_update`, { token, body: { en_title: `${title} !` } })).status).toBe(200);
    for (const viewport of [undefined, { width: 375, height: 740 }]) {
      const page = await frenchAdminPage(viewport);
      await openAdmin(page, `/admin/audit-log?q=${encodeURIComponent(title)}`, row(page, "Titre (EN)"));
      // Created, then changed once: the save of the same values left no entry.
      const entries = row(page, title);
      await eventually(() => entries.count()).toBe(2);
      const update = entries.filter({ hasText: "Modification" });
      await expect(update.textContent()).resolves.toContain(`Titre (EN) ${title} → ${title} !`);
      await expect(update.textContent()).resolves.toContain("Blog");
      await page.screenshot({ path: `${SHOTS}/audit-log-fr-${viewport?.width ?? 1280}.png`, fullPage: true });
    }
  });
});
