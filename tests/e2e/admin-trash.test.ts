import { describe, expect, it } from "vitest";
import { productPath } from "#domain/paths.ts";
import { anEditor, confirmPopup, editorPage, eventually, expectNotice, openAdmin, pane, row, seed, unique } from "./admin-utils.ts";
import { baseUrl, useBrowser } from "./utils.ts";

const session = useBrowser();
const SHOTS = "/tmp/shots-trash";

/** The status the product's public page answers, redirects not followed. */
async function pageStatus(path: string): Promise<number> {
  return (await fetch(new URL(path, baseUrl()), { redirect: "manual" })).status;
}

describe("The trash", () => {
  it("Un éditeur supprime un produit, le retrouve dans la corbeille et le restaure : la page du produit répond à nouveau", async () => {
    const name = unique("E2E Tondeuse corbeille");
    const product = await seed<{ en_name: string }>("commodities", { en_name: name, fr_name: name, status: "published" });
    const address = productPath({ id: product.id, en_name: name });
    expect(await pageStatus(address)).toBe(200);

    // An editor, not an admin: editors may trash and restore (emptying the trash is admins' only).
    const editor = await anEditor();
    const page = await editorPage(session, editor);
    await openAdmin(page, `/admin/commodity-administration/${product.id}`, pane(page).getByRole("textbox", { name: "Nom", exact: true }));
    await pane(page)
      .getByRole("button", { name: /Supprimer$/ })
      .click();
    // The confirmation says where the product goes, not that it is lost.
    await expect(page.getByRole("tooltip").textContent()).resolves.toContain("Il va dans la corbeille, d'où il peut être restauré pendant 30 jours.");
    await confirmPopup(page, "Supprimer");
    await expectNotice(page, `« ${name} » mis à la corbeille`);
    // A trashed product is gone for visitors: its page is the 404 page, not the redirect of an item that cannot be read.
    await eventually(() => pageStatus(address)).toBe(404);

    await openAdmin(page, "/admin/trash", row(page, name));
    await expect(row(page, name).textContent()).resolves.toContain("Produit");
    await page.screenshot({ path: `${SHOTS}/trash-fr-1280.png`, fullPage: true });
    const phone = await editorPage(session, editor, { width: 375, height: 740 });
    await openAdmin(phone, "/admin/trash", row(phone, name));
    await phone.screenshot({ path: `${SHOTS}/trash-fr-375.png`, fullPage: true });

    await row(page, name)
      .getByRole("button", { name: /Restaurer$/ })
      .click();
    await expectNotice(page, `« ${name} » restauré`);
    await eventually(() => pageStatus(address)).toBe(200);
  });
});
