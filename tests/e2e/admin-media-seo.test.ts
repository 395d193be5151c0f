import { mkdirSync } from "node:fs";
import type { Page } from "playwright-core";
import { describe, expect, it, onTestFinished } from "vitest";
import {
  ADMIN_EXPECTED_CONSOLE,
  api,
  apiToken,
  confirmPopup,
  eventually,
  expectNotice,
  literal,
  openAdmin,
  pane,
  pngFixture,
  seed,
  signInWithoutOpening,
  unique,
} from "./admin-utils.ts";
import { baseUrl, DESKTOP, PHONE, useBrowser } from "./utils.ts";

const SHOTS = "/tmp/media-seo-shots";
mkdirSync(SHOTS, { recursive: true });

const session = useBrowser();

interface MediaDetail {
  id: number;
  url: string;
  original_name: string;
  en_alt: string;
  versions: { id: number; url: string }[];
}

/** A signed-in admin page in French, as the editors who asked for these tools work. */
async function frenchAdminPage(viewport = DESKTOP): Promise<Page> {
  const page = await session.newPage(viewport, { allowConsole: ADMIN_EXPECTED_CONSOLE });
  await page.addInitScript(() => localStorage.setItem("FANTAI_admin_lang", "fr"));
  await signInWithoutOpening(page);
  return page;
}

/** An image uploaded into the library for the running test, and a draft product showing it; both removed at the end. */
async function productWithImage(): Promise<{ image: MediaDetail; product: { id: number; en_name: string } }> {
  const token = await apiToken();
  const name = `${unique("e2e").replace(/\W+/g, "-")}-tondeuse.png`;
  const form = new FormData();
  form.append("file", new Blob([new Uint8Array((await pngFixture("#2f6f3e", 800, 500)).buffer)], { type: "image/png" }), name);
  const uploaded = await fetch(`${baseUrl()}/api/ad/media`, { method: "POST", headers: { Authorization: `Bearer ${token}` }, body: form });
  expect(uploaded.status).toBe(201);
  const image = ((await uploaded.json()) as { data: MediaDetail }).data;
  // Registered before the product is seeded: the finishing hooks run last first, so the image goes once nothing uses it.
  onTestFinished(async () => {
    expect((await api("DELETE", `ad/media/_delete?ids=${image.id}`, { token: await apiToken() })).status).toBe(200);
  });
  const category = await seed("commodity/types", { en_name: unique("E2E Mowers"), fr_name: unique("Tondeuses E2E") });
  const product = await seed<{ en_name: string }>("commodities", {
    en_name: unique("E2E Mower M52"),
    fr_name: unique("Tondeuse M52 E2E"),
    commodity_type_id: category.id,
    main_img_url: image.url,
    status: "draft",
  });
  return { image, product };
}

const mediaOf = async (id: number) => (await api<{ data: MediaDetail }>("GET", `ad/media/${id}`, { token: await apiToken() })).body.data;

describe("Images, search results and scheduled ends in the product form", () => {
  it(
    "Une éditrice programme le retrait d'un produit, écrit un texte alternatif sur place, remplace l'image après confirmation puis restaure l'ancienne",
    { timeout: 180_000 },
    async () => {
      const { image, product } = await productWithImage();
      const page = await frenchAdminPage();
      const nameField = pane(page).getByRole("textbox", { name: "Nom", exact: true });
      await openAdmin(page, `/admin/commodity-administration/${product.id}`, nameField);

      // The end of publication: the picker says which time it means.
      const end = pane(page).getByRole("textbox", { name: "Retirer le", exact: true });
      const zone = await end.getAttribute("aria-describedby");
      await eventually(() => page.locator(`[id="${zone}"]`).textContent()).toBe("Europe/Brussels (CET)");
      await end.click();
      await end.fill("2030-01-15 18:00");
      await end.press("Enter");
      await page.keyboard.press("Escape");

      // The image field shows the chosen image's alt texts and saves them in place.
      const alts = pane(page).getByRole("group", { name: "Textes alternatifs des images choisies" });
      await eventually(() => alts.getByText("Texte alternatif anglais requis").count()).toBe(1);
      await alts.getByRole("textbox", { name: `Texte alternatif (anglais) de ${image.original_name}` }).fill("Une tondeuse verte sur une pelouse");
      await alts.getByRole("textbox", { name: `Texte alternatif (néerlandais) de ${image.original_name}` }).fill("Een groene maaier op een gazon");
      await alts.getByRole("button", { name: "Enregistrer les textes alternatifs" }).click();
      await expectNotice(page, `Textes alternatifs de ${image.original_name} enregistrés`);
      expect(await mediaOf(image.id)).toMatchObject({ en_alt: "Une tondeuse verte sur une pelouse" });
      await eventually(() => alts.getByText("Texte alternatif anglais requis").count()).toBe(0);

      // The search-result preview follows the typing.
      await pane(page)
        .getByRole("tab", { name: /Français/ })
        .first()
        .click();
      await pane(page).getByRole("textbox", { name: "Titre pour les moteurs de recherche", exact: true }).fill("Tondeuse silencieuse 40V");
      await eventually(() => pane(page).getByTestId("search-preview").textContent()).toContain("Tondeuse silencieuse 40V");

      await pane(page)
        .getByRole("button", { name: /Enregistrer$/ })
        .first()
        .click();
      // The product's own notice, not the alt texts' one still showing.
      await expectNotice(page, /» enregistré/);
      const stored = await api<{ data: { unpublish_at: string; fr_seo_title: string } }>("GET", `ad/commodities/${product.id}`, { token: await apiToken() });
      // 18:00 in Brussels in January is 17:00 UTC.
      expect(stored.body.data).toMatchObject({ unpublish_at: "2030-01-15T17:00:00.000Z", fr_seo_title: "Tondeuse silencieuse 40V" });

      await pane(page).getByTestId("seo-card").scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${SHOTS}/product-form-1280.png`, fullPage: true });
      const phone = await frenchAdminPage(PHONE);
      await openAdmin(phone, `/admin/commodity-administration/${product.id}`, pane(phone).getByRole("textbox", { name: "Nom", exact: true }));
      await pane(phone).getByRole("group", { name: "Textes alternatifs des images choisies" }).waitFor();
      await phone.screenshot({ path: `${SHOTS}/product-form-375.png`, fullPage: true });

      // Replace from the library: the confirmation names where the image is used, and the old file can come back.
      await openAdmin(page, `/admin/media?q=${encodeURIComponent(image.original_name)}`, pane(page).getByRole("heading", { name: /Médiathèque/ }));
      await pane(page)
        .getByRole("button", { name: `Modifier ${image.original_name}` })
        .click();
      const drawer = page.getByRole("dialog", { name: image.original_name });
      const [chooser] = await Promise.all([page.waitForEvent("filechooser"), drawer.getByRole("button", { name: /Remplacer le fichier$/ }).click()]);
      await chooser.setFiles({ ...(await pngFixture("#b5542a", 900, 500)), name: "nouvelle-tondeuse.png" });
      const confirm = page.getByRole("dialog", { name: new RegExp(`^Remplacer ${literal(image.original_name)} par nouvelle-tondeuse\\.png\\s\\?$`) });
      await eventually(() => confirm.getByTestId("replace-usages").textContent()).toContain(`Product “${product.en_name}” (main_img_url)`);
      await confirm.getByRole("button", { name: "Remplacer", exact: true }).waitFor();
      await page.screenshot({ path: `${SHOTS}/replace-confirm-1280.png` });
      await confirm.getByRole("button", { name: "Remplacer", exact: true }).click();
      await expectNotice(page, "Fichier remplacé partout où il est utilisé");
      const replaced = await mediaOf(image.id);
      expect(replaced).toMatchObject({ original_name: "nouvelle-tondeuse.png", en_alt: "Une tondeuse verte sur une pelouse" });
      expect(replaced.versions.map((version) => version.url)).toEqual([image.url]);

      // The drawer is titled with the new file's name now; its history offers the old one back.
      await page
        .getByRole("dialog", { name: "nouvelle-tondeuse.png" })
        .getByRole("button", { name: `Restaurer ${image.original_name}` })
        .click();
      await confirmPopup(page, "Restaurer");
      await expectNotice(page, `${image.original_name} restauré partout où il est utilisé`);
      await eventually(async () => (await mediaOf(image.id)).url).toBe(image.url);
      const row = await api<{ data: { main_img_url: string } }>("GET", `ad/commodities/${product.id}`, { token: await apiToken() });
      expect(row.body.data.main_img_url).toBe(image.url);
    },
  );
});
