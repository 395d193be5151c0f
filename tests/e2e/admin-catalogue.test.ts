import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import {
  newSignedInPage,
  api,
  apiToken,
  confirmPopup,
  expectNotice,
  fill,
  fillLocalized,
  openAdmin,
  pane,
  pngFixture,
  row,
  save,
  unique,
  eventually,
  uploadInto,
} from "./admin-utils.ts";
import { useBrowser, visit } from "./utils.ts";

const session = useBrowser();

/** Picks `name` in the category TreeSelect whose input has `selector`. */
async function pickCategory(page: Page, selector: string, name: string): Promise<void> {
  await page.click(selector);
  await page.fill(selector, name);
  await page.locator(".ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-tree-title", { hasText: name }).first().click();
}

/** The Product drawer of the public header lists the top-level categories. */
async function productDrawerText(page: Page, path = "/", label = "Product"): Promise<string> {
  await visit(page, path);
  await page.getByRole("button", { name: label, exact: true }).first().click();
  const menu = page.locator(".product-menu");
  await menu.waitFor();
  return (await menu.textContent()) ?? "";
}

const top = { en: unique("E2E Pruners"), fr: "Sécateurs E2E", nl: "Snoeischaren E2E", id: 0 };
const sub = { en: unique("E2E Bypass pruners"), id: 0 };
const product = { en: unique("E2E 40V Pruner"), id: 0 };

describe("Sort administration: the category tree", () => {
  it("An admin adds a top-level category and it appears in the header's Product drawer", async () => {
    const page = await newSignedInPage(session);
    await openAdmin(page, "/admin/sort-administration", ".admin-tree [data-node-id]");
    await pane(page).locator("[data-testid=add-top]").click();
    await pane(page).getByText("New category under the top level").waitFor();
    await fillLocalized(page, "commodityTypes", "name", { en: top.en, fr: top.fr, nl: top.nl });
    await fill(page, "commodityTypes", "en_description", "Cordless pruners for clean cuts.");
    await uploadInto(page, "commodityTypes", "main_img_url");
    await save(page);
    await expectNotice(page, `${top.en} created`);
    await page.waitForURL(/node=\d+/);
    top.id = Number(new URL(page.url()).searchParams.get("node"));
    await expect(pane(page).locator(`.admin-tree [data-node-id="${top.id}"]`).textContent()).resolves.toContain(top.en);

    await expect(productDrawerText(page)).resolves.toContain(top.en);
    await expect(productDrawerText(page, "/fr", "Produits")).resolves.toContain(top.fr);
  });

  it("An admin adds a subcategory, renames the top-level one, and the public site shows the new name", async () => {
    const page = await newSignedInPage(session);
    await openAdmin(page, `/admin/sort-administration?node=${top.id}`, "#commodityTypes_en_name");
    await pane(page).locator("[data-testid=add-child]").click();
    await pane(page).getByText(`New category under ${top.en}`).waitFor();
    await fill(page, "commodityTypes", "en_name", sub.en);
    await save(page);
    await expectNotice(page, `${sub.en} created`);
    await page.waitForURL((url) => url.searchParams.has("node") && url.searchParams.get("node") !== String(top.id));
    sub.id = Number(new URL(page.url()).searchParams.get("node"));
    await expect(pane(page).locator(".admin-hint", { hasText: "Parent" }).textContent()).resolves.toContain(top.en);

    await pane(page).locator(`.admin-tree [data-node-id="${top.id}"]`).click();
    await eventually(() => pane(page).locator("#commodityTypes_en_name").inputValue()).toBe(top.en);
    top.en = `${top.en} Pro`;
    await fill(page, "commodityTypes", "en_name", top.en);
    await save(page);
    await expectNotice(page, `“${top.en}” saved`);
    await eventually(() => pane(page).locator(`.admin-tree [data-node-id="${top.id}"]`).textContent()).toContain(top.en);

    await expect(productDrawerText(page)).resolves.toContain(top.en);
    await visit(page, "/products");
    await expect(page.locator("main").textContent()).resolves.toContain(top.en);
  });

  it("Reordering a category saves the new order", async () => {
    const page = await newSignedInPage(session);
    await openAdmin(page, `/admin/sort-administration?node=${top.id}`, "#commodityTypes_en_name");
    const before = (await api<{ data: { id: number }[] }>("GET", "commodity/types")).body.data.map((node) => node.id);
    const up = before.indexOf(top.id) > 0;
    await pane(page)
      .getByRole("button", { name: up ? "Move up" : "Move down" })
      .click();
    await expectNotice(page, "Order saved");
    const after = (await api<{ data: { id: number }[] }>("GET", "commodity/types")).body.data.map((node) => node.id);
    expect(after.indexOf(top.id)).toBe(before.indexOf(top.id) + (up ? -1 : 1));
    // The tree shows the same order as the site.
    const shown = await pane(page)
      .locator(".admin-tree [data-node-id]")
      .evaluateAll((nodes) => nodes.map((node) => Number(node.getAttribute("data-node-id"))));
    expect(shown.filter((id) => after.includes(id))).toEqual(after);
  });
});

describe("Sort administration: landing pages", () => {
  it("An admin attaches a landing page to a category from the tree, replacing the one it had", async () => {
    const token = await apiToken();
    const call = <T>(method: string, path: string, body?: unknown) => api<{ data: T }>(method, `ad/${path}`, { token, body });
    const category = (await call<{ id: number }>("POST", "commodity/types", { en_name: unique("E2E Hedge tools") })).body.data;
    const createPage = async (url: string, commodity_type_id: number | null) =>
      (await call<{ id: number; url: string }>("POST", "page/ones", { url, commodity_type_id, en_banner_title: url })).body.data;
    const suffix = Date.now().toString(36);
    const first = await createPage(`e2e-hedge-a-${suffix}`, category.id);
    const second = await createPage(`e2e-hedge-b-${suffix}`, null);
    try {
      const page = await newSignedInPage(session);
      await openAdmin(page, `/admin/sort-administration?node=${category.id}`, "#commodityTypes_en_name");
      await pane(page).getByRole("combobox", { name: "Landing page (top-level)" }).click();
      await page.locator(".ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option", { hasText: `/${second.url}` }).click();
      await expectNotice(page, "Landing page attached");
      const node = (await call<{ landingPageOne: { id: number } | null }>("GET", `commodity/types/${category.id}`)).body.data;
      expect(node.landingPageOne?.id).toBe(second.id);
      expect((await call<{ commodity_type_id: number | null }>("GET", `page/ones/${first.id}`)).body.data.commodity_type_id).toBeNull();
    } finally {
      await call("DELETE", `commodity/types/${category.id}`);
      await call("DELETE", `page/ones/_delete?ids=${first.id},${second.id}`);
    }
  });
});

describe("Commodity administration", () => {
  it("An admin creates a product with an image in three languages, and it appears on /products", async () => {
    const page = await newSignedInPage(session);
    await openAdmin(page, "/admin/commodity-administration", "[data-resource=commodities] .ant-table-row");
    await pane(page).locator("[data-testid=create]").click();
    await pane(page).locator("#commodities_en_name").waitFor();

    // Client-side rules first: nothing is sent while the name is missing.
    await save(page);
    await expectNotice(page, "Please check the form");
    await expect(pane(page).locator(".ant-form-item-explain-error").first().textContent()).resolves.toBe("Required");

    await fillLocalized(page, "commodities", "name", { en: product.en, fr: `${product.en} (fr)`, nl: `${product.en} (nl)` });
    await fillLocalized(page, "commodities", "summary", { en: "A light pruner for the 40V platform." });
    await fill(page, "commodities", "model", "FT-E2E");
    await pickCategory(page, "#commodities_commodity_type_id", sub.en);
    await uploadInto(page, "commodities", "main_img_url");
    await save(page);
    await expectNotice(page, "product created");
    await page.waitForURL(/\/admin\/commodity-administration$/);
    await row(page, product.en).waitFor();
    product.id = Number(await row(page, product.en).getAttribute("data-row-key"));

    await visit(page, "/products");
    await expect(page.locator("main").textContent()).resolves.toContain(product.en);
    await visit(page, "/fr/products");
    await expect(page.locator("main").textContent()).resolves.toContain(`${product.en} (fr)`);
  });

  it("An admin searches, filters by category, edits the product, and the product page shows the change", async () => {
    const page = await newSignedInPage(session);
    await openAdmin(page, "/admin/commodity-administration", "[data-resource=commodities] .ant-table-row");
    await pane(page).locator(".ant-input-search input").fill(product.en);
    await pane(page).locator(".ant-input-search input").press("Enter");
    await page.waitForURL(/q=/);
    await eventually(() => pane(page).locator(".ant-table-row").count()).toBe(1);

    // Filters live in the URL: a reload shows the same rows.
    await page.goto(`/admin/commodity-administration?commodityTypeIds=${top.id}`);
    await eventually(() => pane(page).locator(".ant-table-row").count()).toBe(1);
    await expect(row(page, product.en).count()).resolves.toBe(1);

    await row(page, product.en).locator(".admin-name-link").click();
    await pane(page).locator("#commodities_en_name").waitFor();
    await eventually(() => pane(page).locator("#commodities_en_name").inputValue()).toBe(product.en);
    product.en = `${product.en} Plus`;
    await fill(page, "commodities", "en_name", product.en);
    await pane(page).getByRole("switch", { name: "Featured" }).click();
    await save(page);
    await expectNotice(page, `“${product.en}” saved`);

    const viewHref = await pane(page).locator("a", { hasText: "View on the site" }).getAttribute("href");
    await visit(page, viewHref!);
    await expect(page.locator("h1").first().textContent()).resolves.toContain(product.en);
    await visit(page, "/products");
    await expect(page.locator("main").textContent()).resolves.toContain(product.en);
  });

  it("Batch actions change several products at once", async () => {
    const page = await newSignedInPage(session);
    await openAdmin(page, `/admin/commodity-administration?q=${encodeURIComponent(product.en)}`, "[data-resource=commodities] .ant-table-row");
    await row(page, product.en).locator(".ant-checkbox-input").check();
    await pane(page).getByRole("button", { name: "Unfeature" }).click();
    await expectNotice(page, "Products changed: 1");
    const stored = await api<{ data: { attrSort: number } }>("GET", `commodities/${product.id}`);
    expect(stored.body.data.attrSort).toBe(0);
  });

  it("An admin deletes the product after confirming, and it leaves /products", async () => {
    const page = await newSignedInPage(session);
    await openAdmin(page, `/admin/commodity-administration?q=${encodeURIComponent(product.en)}`, "[data-resource=commodities] .ant-table-row");
    await row(page, product.en)
      .getByRole("button", { name: `Delete ${product.en}` })
      .click();
    await confirmPopup(page);
    await expectNotice(page, `“${product.en}” deleted`);
    await eventually(() => row(page, product.en).count()).toBe(0);
    await visit(page, "/products");
    await expect(page.locator("main").textContent()).resolves.not.toContain(product.en);
  });
});

describe("Landing pages", () => {
  const one = { url: `e2e-pruners-${Date.now().toString(36)}`, title: unique("Prune like a pro"), id: 0 };
  const two = { url: `e2e-bypass-${Date.now().toString(36)}`, title: unique("Bypass pruners"), id: 0 };

  it("A landing page one is refused for a category that has one, keeps what was typed, then saves with its swiper", async () => {
    const page = await newSignedInPage(session);
    await openAdmin(page, "/admin/landing-page-ones/new", "#landingPageOnes_en_banner_title");
    await fillLocalized(page, "landingPageOnes", "banner_title", { en: one.title, fr: `${one.title} (fr)` });
    await fillLocalized(page, "landingPageOnes", "seo_title", { en: "Pruners | Fantai" });
    await fill(page, "landingPageOnes", "url", one.url);
    await pickCategory(page, "#landingPageOnes_commodity_type_id", "Lawn mowers");
    await save(page);
    // The API's 422 lands on the category field; every typed value stays.
    await eventually(() => pane(page).locator(".ant-form-item-explain-error").allTextContents()).toContain("This category already has a landing page.");
    await expect(pane(page).locator("#landingPageOnes_en_banner_title").inputValue()).resolves.toBe(one.title);
    await expect(pane(page).locator("#landingPageOnes_url").inputValue()).resolves.toBe(one.url);

    await pickCategory(page, "#landingPageOnes_commodity_type_id", top.en);
    await save(page);
    await expectNotice(page, "landing page created");
    await row(page, one.url).waitFor();
    one.id = Number(await row(page, one.url).getAttribute("data-row-key"));

    // Swiper items live on the landing page's edit screen.
    await row(page, one.url).locator(".admin-name-link").click();
    await pane(page).locator("[data-testid=add-swiper]").click();
    const modal = page.locator(".ant-modal:visible");
    await modal.locator("#swiper_en_title").fill("Slide one");
    await modal.locator("#swiper_url").fill("/products");
    await modal.locator("#swiper_swiper_img_url input[type=file]").setInputFiles(await pngFixture("#557799"));
    await eventually(() => modal.locator(".ant-upload-list-item-done img").count(), { timeout: 20_000 }).toBe(1);
    await modal.getByRole("button", { name: "Save" }).click();
    await expectNotice(page, "slider item created");
    await pane(page).locator(".admin-subcard .ant-table-row", { hasText: "Slide one" }).waitFor();

    await visit(page, `/products/${one.url}?sortid=${top.id}`);
    await expect(page.locator("main").textContent()).resolves.toContain(one.title);
  });

  it("A landing page two attaches to a second-level category and can be edited and deleted", async () => {
    const page = await newSignedInPage(session);
    await openAdmin(page, `/admin/landing-page-twos/new?commodity_type_id=${sub.id}`, "#landingPageTwos_en_banner_title");
    await fillLocalized(page, "landingPageTwos", "banner_title", { en: two.title });
    await fill(page, "landingPageTwos", "url", two.url);
    await save(page);
    await expectNotice(page, "landing page created");
    const created = await api<{ data: { url: string; commodity_type_id: number }[] }>("GET", `ad/page/twos?q=${two.url}`, { token: await apiToken() });
    expect(created.body.data[0]?.commodity_type_id).toBe(sub.id);
    await row(page, two.url).locator(".admin-name-link").click();
    await pane(page).locator("#landingPageTwos_en_banner_title").waitFor();
    await eventually(() => pane(page).locator("#landingPageTwos_en_banner_title").inputValue()).toBe(two.title);
    two.title = `${two.title} 2`;
    await fill(page, "landingPageTwos", "en_banner_title", two.title);
    await save(page);
    await expectNotice(page, "saved");
    await visit(page, `/products/${two.url}?sortid=${sub.id}`);
    await expect(page.locator("main").textContent()).resolves.toContain(two.title);

    await openAdmin(page, "/admin/landing-page-twos", "[data-resource=landingPageTwos] .ant-table-row");
    await row(page, two.url)
      .getByRole("button", { name: /^Delete / })
      .click();
    await confirmPopup(page);
    await expectNotice(page, "deleted");
    await eventually(() => row(page, two.url).count()).toBe(0);
  });

  it("A landing page one is deleted from its edit page", async () => {
    const page = await newSignedInPage(session);
    await openAdmin(page, `/admin/landing-page-ones/${one.id}`, "#landingPageOnes_en_banner_title");
    await pane(page).locator(".admin-page-head").getByRole("button", { name: "Delete" }).click();
    await confirmPopup(page);
    await expectNotice(page, "deleted");
    await page.waitForURL(/\/admin\/landing-page-ones$/);
    const gone = await api("GET", `page/ones/${one.id}`);
    expect(gone.status).toBe(404);
  });
});

describe("Deleting categories", () => {
  it("A deleted second-level and top-level category leave the tree at once and the public site", async () => {
    const page = await newSignedInPage(session);
    await openAdmin(page, `/admin/sort-administration?node=${sub.id}`, "#commodityTypes_en_name");
    await pane(page).getByRole("button", { name: "Delete" }).click();
    await confirmPopup(page);
    await expect(pane(page).locator(`.admin-tree [data-node-id="${sub.id}"]`).count()).resolves.toBe(0);
    await expectNotice(page, "deleted");

    await pane(page).locator(`.admin-tree [data-node-id="${top.id}"]`).click();
    await eventually(() => pane(page).locator("#commodityTypes_en_name").inputValue()).toBe(top.en);
    // Hold the answer back: the node must be gone before the server has even replied.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(`**/api/ad/commodity/types/${top.id}`, async (route) => {
      await held;
      await route.continue();
    });
    await pane(page).getByRole("button", { name: "Delete" }).click();
    await confirmPopup(page);
    await eventually(() => pane(page).locator(`.admin-tree [data-node-id="${top.id}"]`).count()).toBe(0);
    release();
    await expectNotice(page, "deleted");
    const tree = await api<{ data: { id: number }[] }>("GET", "commodity/types", { token: await apiToken() });
    expect(tree.body.data.some((node) => node.id === top.id)).toBe(false);
    await expect(productDrawerText(page)).resolves.not.toContain(top.en);
  });
});
