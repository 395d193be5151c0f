import { mkdirSync } from "node:fs";
import type { Page } from "playwright-core";
import { describe, expect, it, onTestFinished } from "vitest";
import {
  ADMIN_EXPECTED_CONSOLE,
  api,
  apiToken,
  endsWith,
  eventually,
  openAdmin,
  pane,
  pngFixture,
  rows,
  seed,
  signInWithoutOpening,
  unique,
} from "./admin-utils.ts";
import { baseUrl, DESKTOP, useBrowser } from "./utils.ts";

const SHOTS = "/tmp/media-shots";
mkdirSync(SHOTS, { recursive: true });

const session = useBrowser();

interface MediaItem {
  id: number;
  url: string;
  original_name: string;
  en_alt: string;
  fr_alt: string;
  nl_alt: string;
}

/** A signed-in admin page at 1280 px that may log the refused delete (409) besides the admin's usual refusals. */
async function mediaPage(): Promise<Page> {
  const page = await session.newPage(DESKTOP, { allowConsole: [...ADMIN_EXPECTED_CONSOLE, /status of 409/] });
  await signInWithoutOpening(page);
  await openAdmin(page, "/admin/media", pane(page).getByRole("heading", { name: /Media library/ }));
  return page;
}

async function libraryEntry(token: string, name: string): Promise<MediaItem | undefined> {
  const found = await api<{ data: MediaItem[] }>("GET", `ad/media?q=${encodeURIComponent(name)}`, { token });
  return found.body.data.find((item) => item.original_name === name);
}

/** Deletes the library images named `names` when the running test ends (whatever uses them is removed by then). */
function removeImagesAfterTest(...names: string[]): void {
  onTestFinished(async () => {
    const token = await apiToken();
    const ids = (await Promise.all(names.map((name) => libraryEntry(token, name)))).flatMap((image) => (image ? [image.id] : []));
    if (ids.length) expect((await api("DELETE", `ad/media/_delete?ids=${ids.join(",")}`, { token })).status).toBe(200);
  });
}

/** Two images uploaded to the library through the API for the running test, removed when it ends. */
async function seedImages(): Promise<{ token: string; used: string; spare: string }> {
  const token = await apiToken();
  const stamp = unique("e2e").replace(/\W+/g, "-");
  const [used, spare] = [`${stamp}-mower.png`, `${stamp}-spare.png`];
  removeImagesAfterTest(used, spare);
  for (const [name, color] of [
    [used, "#2f6f3e"],
    [spare, "#b5542a"],
  ] as const) {
    const form = new FormData();
    form.append("file", new Blob([new Uint8Array((await pngFixture(color)).buffer)], { type: "image/png" }), name);
    const response = await fetch(`${baseUrl()}/api/ad/media`, { method: "POST", headers: { Authorization: `Bearer ${token}` }, body: form });
    expect(response.status, `upload ${name}`).toBe(201);
  }
  return { token, used, spare };
}

describe("Media library", () => {
  it("An editor drops two images at once, sees them listed with size and dimensions, and writes alt texts in three languages", async () => {
    const token = await apiToken();
    const stamp = unique("e2e").replace(/\W+/g, "-");
    const [used, spare] = [`${stamp}-mower.png`, `${stamp}-spare.png`];
    removeImagesAfterTest(used, spare);
    const page = await mediaPage();
    const [first, second] = await Promise.all([pngFixture("#2f6f3e", 900, 600), pngFixture("#b5542a", 640, 640)]);
    await pane(page)
      .locator("input[type=file]")
      .first()
      .setInputFiles([
        { ...first, name: used },
        { ...second, name: spare },
      ]);
    const usedRow = pane(page).getByRole("row", { name: new RegExp(used) });
    const spareRow = pane(page).getByRole("row", { name: new RegExp(spare) });
    await usedRow.waitFor({ timeout: 20_000 });
    await spareRow.waitFor({ timeout: 20_000 });
    await expect(usedRow.textContent()).resolves.toContain("900 × 600");
    await expect(spareRow.textContent()).resolves.toContain("640 × 640");
    await expect(usedRow.textContent()).resolves.toContain("No alt text");
    const onlyMissing = pane(page).getByRole("checkbox", { name: "Only images without an English alt text" });
    await onlyMissing.click();
    await eventually(() => onlyMissing.isChecked()).toBe(true);
    await usedRow.waitFor();
    await eventually(() => pane(page).getByText("Drawing of a", { exact: false }).count()).toBe(0);
    await page.screenshot({ path: `${SHOTS}/admin-media-list-1280.png`, fullPage: true, animations: "disabled" });

    await usedRow.getByRole("button", { name: `Edit ${used}` }).click();
    const drawer = page.getByRole("dialog", { name: used });
    await drawer.getByLabel("Alt text (English)").fill("A green lawn mower on grass");
    await drawer.getByLabel("Alt text (French)").fill("Une tondeuse verte sur l'herbe");
    await drawer.getByLabel("Alt text (Dutch)").fill("Een groene grasmaaier op het gras");
    await drawer.getByRole("button", { name: "Save" }).click();
    await page.getByText("Alt texts saved").first().waitFor();
    await page.screenshot({ path: `${SHOTS}/admin-media-alt-1280.png`, animations: "disabled" });
    await eventually(async () => (await libraryEntry(token, used))?.fr_alt).toBe("Une tondeuse verte sur l'herbe");
    // Described now: the "without alt text" view no longer lists it.
    await page.keyboard.press("Escape");
    await pane(page).getByRole("button", { name: "Reload" }).click();
    await usedRow.waitFor({ state: "detached" });
    await spareRow.waitFor();
    expect(await libraryEntry(token, used)).toMatchObject({ en_alt: "A green lawn mower on grass", nl_alt: "Een groene grasmaaier op het gras" });
  });

  it("An editor picks a library image for an article's main image from the form", async () => {
    const { token, used, spare } = await seedImages();
    const page = await session.newPage(DESKTOP, { allowConsole: ADMIN_EXPECTED_CONSOLE });
    await signInWithoutOpening(page);
    await openAdmin(page, "/admin/blog-administration", rows(page));
    await pane(page)
      .getByRole("button", { name: endsWith("New article") })
      .click();
    const field = pane(page).getByRole("group", { name: "Main image", exact: true });
    await field.getByRole("button", { name: "Choose from library" }).click();
    const picker = page.getByRole("dialog", { name: "Choose from the media library" });
    await picker.getByLabel("Search the library").fill(used);
    await picker.getByLabel("Search the library").press("Enter");
    await picker.getByRole("button", { name: `Choose ${spare}` }).waitFor({ state: "detached" });
    await page.screenshot({ path: `${SHOTS}/admin-media-picker-1280.png`, animations: "disabled" });
    await picker.getByRole("button", { name: `Choose ${used}` }).click();
    const image = (await libraryEntry(token, used))!;
    await eventually(() => field.getByRole("img").first().getAttribute("src")).toBe(image.url);
  });

  it("An editor sees where an image is used, cannot delete it while it is used, and moves an unused one to the trash, its files hidden until a restore", async () => {
    const { token, used, spare } = await seedImages();
    const image = (await libraryEntry(token, used))!;
    const unused = (await libraryEntry(token, spare))!;
    const productName = unique("E2E Library mower");
    const product = await api<{ data: { id: number } }>("POST", "ad/commodities", {
      token,
      body: { en_name: productName, main_img_url: image.url, images: [image.url], status: "draft" },
    });
    expect(product.status).toBe(201);

    const page = await mediaPage();
    const usedRow = pane(page).getByRole("row", { name: new RegExp(used) });
    await usedRow.waitFor({ timeout: 20_000 });
    await usedRow.getByRole("button", { name: `Where ${used} is used` }).click();
    const drawer = page.getByRole("dialog", { name: used });
    const link = drawer.getByRole("link", { name: new RegExp(productName) });
    await link.waitFor();
    await expect(link.getAttribute("href")).resolves.toBe(`/admin/commodity-administration/${product.body.data.id}`);
    await expect(drawer.textContent()).resolves.toContain("Main image");
    await page.screenshot({ path: `${SHOTS}/admin-media-usage-1280.png`, animations: "disabled" });
    await page.keyboard.press("Escape");
    await drawer.waitFor({ state: "hidden" });

    await usedRow.getByRole("button", { name: `Delete ${used}` }).click();
    await page.getByRole("button", { name: "Delete", exact: true }).click();
    await page
      .getByText(new RegExp(`"${used}" is used by Product "${productName}" \\(Main image, Gallery\\)`))
      .first()
      .waitFor();
    await page.screenshot({ path: `${SHOTS}/admin-media-refused-1280.png`, animations: "disabled" });
    expect((await api("GET", `ad/media/${image.id}`, { token })).status).toBe(200);

    const spareRow = pane(page).getByRole("row", { name: new RegExp(spare) });
    await spareRow.getByRole("button", { name: `Delete ${spare}` }).click();
    await page.getByRole("button", { name: "Delete", exact: true }).click();
    await page.getByText(`“${spare}” moved to the trash`).first().waitFor();
    await spareRow.waitFor({ state: "detached" });
    expect((await api("GET", `ad/media/${unused.id}`, { token })).status).toBe(404);
    // Its files are not served while it is in the trash, and come back with a restore (tests/api/trash.test.ts purges).
    const fileStatus = async () => (await fetch(new URL(unused.url, page.url()))).status;
    expect(await fileStatus()).toBe(404);
    const trash = await api<{ data: { id: number; resource: string; record_id: number }[] }>("GET", "ad/trash?per_page=100", { token });
    const entry = trash.body.data.find((row) => row.resource === "media" && row.record_id === unused.id);
    expect((await api("POST", "ad/trash/_restore", { token, body: { ids: [entry!.id] } })).status).toBe(200);
    expect(await fileStatus()).toBe(200);

    await api("DELETE", `ad/commodities/_delete?ids=${product.body.data.id}`, { token });
  });

  it("An editor sees an image that only a product's pending changes use counted as used, marked as pending changes", async () => {
    const { token, used } = await seedImages();
    const image = (await libraryEntry(token, used))!;
    const productName = unique("E2E Library pending");
    // Created after the images, so removed before them (the draft's product gone, nothing holds the image).
    const product = await seed<{ id: number }>("commodities", { en_name: productName, status: "draft" });
    expect((await api("POST", `ad/commodities/${product.id}/_draft`, { token, body: { images: [image.url] } })).status).toBe(200);

    const page = await mediaPage();
    const usedRow = pane(page).getByRole("row", { name: new RegExp(used) });
    await usedRow.waitFor({ timeout: 20_000 });
    await expect(usedRow.textContent()).resolves.toContain("1 place");
    await usedRow.getByRole("button", { name: `Where ${used} is used` }).click();
    const drawer = page.getByRole("dialog", { name: used });
    const use = drawer.getByRole("listitem").filter({ hasText: productName });
    await use.waitFor();
    await expect(use.getByRole("link").getAttribute("href")).resolves.toBe(`/admin/commodity-administration/${product.id}`);
    await expect(use.textContent()).resolves.toMatch(/Gallery\s*Pending changes/);
    await page.screenshot({ path: `${SHOTS}/admin-media-pending-1280.png`, animations: "disabled" });
  });

  it("The library's second tab lists the product documents (PDF) beside the images", async () => {
    const token = await apiToken();
    const documents = await api<{ data: { title: string }[] }>("GET", "ad/documents?per_page=1", { token });
    const title = documents.body.data[0]!.title;
    const page = await mediaPage();
    await pane(page).getByRole("tab", { name: "Documents (PDF)" }).click();
    await pane(page)
      .getByRole("row", { name: new RegExp(title.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")) })
      .first()
      .waitFor();
    await page.screenshot({ path: `${SHOTS}/admin-media-documents-1280.png`, animations: "disabled" });
  });
});
