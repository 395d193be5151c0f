import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import {
  newSignedInPage,
  api,
  apiToken,
  choose,
  chooseCategory,
  choosePublished,
  confirmPopup,
  endsWith,
  expectNotice,
  field,
  fieldError,
  fillLocalized,
  findId,
  openAdmin,
  openFromMenu,
  pane,
  removeAfterTest,
  row,
  rows,
  save,
  search,
  literal,
  seed,
  unique,
  eventually,
  uploadInto,
} from "./admin-utils.ts";
import { useBrowser, visit } from "./utils.ts";

const session = useBrowser();

interface CategoryNode {
  id: number;
  en_name: string;
  child?: CategoryNode[];
}

/** The id of the category named `name` anywhere in the tree (one a test made through the screen). */
async function categoryId(name: string): Promise<number | undefined> {
  const tree = (await api<{ data: CategoryNode[] }>("GET", "ad/commodity/types", { token: await apiToken() })).body.data;
  const find = (nodes: CategoryNode[]): CategoryNode | undefined => {
    for (const node of nodes) {
      const found = node.en_name === name ? node : find(node.child ?? []);
      if (found) return found;
    }
  };
  return find(tree)?.id;
}

/** A category of the running test (under `parent_id` when given), removed when it ends. */
async function aCategory(name: string, extra: object = {}): Promise<{ id: number; en: string }> {
  const created = await seed<{ en_name: string }>("commodity/types", { en_name: name, ...extra });
  return { id: created.id, en: created.en_name };
}

/** A top-level category with one subcategory, for the running test. */
async function aTopAndSub(): Promise<{ top: { id: number; en: string }; sub: { id: number; en: string } }> {
  const top = await aCategory(unique("E2E Pruners"), { fr_name: "Sécateurs E2E", nl_name: "Snoeischaren E2E" });
  const sub = await aCategory(unique("E2E Bypass pruners"), { parent_id: top.id });
  return { top, sub };
}

/** A product of the running test, removed when it ends. */
async function aProduct(name: string, extra: object = {}): Promise<number> {
  return (await seed("commodities", { en_name: name, fr_name: `${name} (fr)`, nl_name: `${name} (nl)`, ...extra })).id;
}

/** The Product drawer of the public header lists the top-level categories. */
async function productDrawerText(page: Page, path = "/", label = "Product"): Promise<string> {
  await visit(page, path);
  await page.getByRole("button", { name: label, exact: true }).first().click();
  const drawer = page.getByRole("dialog");
  await drawer.waitFor();
  return (await drawer.textContent()) ?? "";
}

/** A category of the admin's tree by its name (followed by its number of children, and FR/NL when untranslated). */
function treeItem(page: Page, name: string): Locator {
  return pane(page)
    .getByRole("tree")
    .getByRole("treeitem", { name: new RegExp(`(^|\\s)${literal(name)}( \\d+)?( FR)?( NL)?$`) });
}

const nameField = (page: Page) => pane(page).getByRole("textbox", { name: "Name", exact: true });
const mainText = (page: Page) => page.getByRole("main").textContent();

describe("Sort administration: the category tree", () => {
  it("An admin adds a top-level category and it appears in the header's Product drawer", async () => {
    const top = { en: unique("E2E Pruners"), fr: "Sécateurs E2E", nl: "Snoeischaren E2E" };
    removeAfterTest("commodity/types", () => categoryId(top.en));
    const page = await newSignedInPage(session);
    await openAdmin(page, "/admin/sort-administration", pane(page).getByRole("treeitem"));
    await pane(page)
      .getByRole("button", { name: endsWith("New top-level category") })
      .click();
    await pane(page).getByText("New category under the top level").waitFor();
    await fillLocalized(page, "Name", { en: top.en, fr: top.fr, nl: top.nl });
    await fillLocalized(page, "Description", { en: "Cordless pruners for clean cuts." });
    await uploadInto(page, "Image");
    await save(page);
    await expectNotice(page, `${top.en} created`);
    await page.waitForURL(/node=\d+/);
    expect(Number(new URL(page.url()).searchParams.get("node"))).toBe(await categoryId(top.en));
    await treeItem(page, top.en).waitFor();

    await expect(productDrawerText(page)).resolves.toContain(top.en);
    await expect(productDrawerText(page, "/fr", "Produits")).resolves.toContain(top.fr);
  });

  it("An admin adds a subcategory, renames the top-level one, and the public site shows the new name", async () => {
    const top = await aCategory(unique("E2E Pruners"), { fr_name: "Sécateurs E2E" });
    const sub = unique("E2E Bypass pruners");
    removeAfterTest("commodity/types", () => categoryId(sub));
    const page = await newSignedInPage(session);
    await openAdmin(page, `/admin/sort-administration?node=${top.id}`, nameField(page));
    await pane(page)
      .getByRole("button", { name: endsWith("Add subcategory") })
      .click();
    await pane(page).getByText(`New category under ${top.en}`).waitFor();
    await nameField(page).fill(sub);
    await save(page);
    await expectNotice(page, `${sub} created`);
    await page.waitForURL((url) => url.searchParams.has("node") && url.searchParams.get("node") !== String(top.id));
    await expect(
      pane(page)
        .getByText(/^Parent:/)
        .textContent(),
    ).resolves.toContain(top.en);

    await treeItem(page, top.en).click();
    await eventually(() => nameField(page).inputValue()).toBe(top.en);
    const renamed = `${top.en} Pro`;
    await nameField(page).fill(renamed);
    await save(page);
    await expectNotice(page, `“${renamed}” saved`);
    await treeItem(page, renamed).waitFor();

    await expect(productDrawerText(page)).resolves.toContain(renamed);
    await visit(page, "/products");
    await expect(mainText(page)).resolves.toContain(renamed);
  });

  it("Opening another category asks first while the form has unsaved changes", async () => {
    const { top, sub } = await aTopAndSub();
    const page = await newSignedInPage(session);
    await openAdmin(page, `/admin/sort-administration?node=${top.id}`, nameField(page));
    await eventually(() => nameField(page).inputValue()).toBe(top.en);
    await nameField(page).fill(`${top.en} typed`);

    const confirm = page.getByRole("dialog", { name: "Discard unsaved changes?" });
    await treeItem(page, sub.en).click();
    await confirm.getByRole("button", { name: "Keep editing" }).click();
    await confirm.waitFor({ state: "hidden" });
    expect(await nameField(page).inputValue()).toBe(`${top.en} typed`);
    expect(new URL(page.url()).searchParams.get("node")).toBe(String(top.id));

    await treeItem(page, sub.en).click();
    await confirm.getByRole("button", { name: "Discard and open" }).click();
    await eventually(() => nameField(page).inputValue()).toBe(sub.en);

    // Once saved, nothing is asked.
    await nameField(page).fill(`${sub.en} 2`);
    await save(page);
    await expectNotice(page, `“${sub.en} 2” saved`);
    await treeItem(page, top.en).click();
    await eventually(() => nameField(page).inputValue()).toBe(top.en);
    expect(await confirm.count()).toBe(0);
  });

  it("Reordering a category saves the new order", async () => {
    const top = await aCategory(unique("E2E Pruners"));
    const page = await newSignedInPage(session);
    await openAdmin(page, `/admin/sort-administration?node=${top.id}`, nameField(page));
    const before = (await api<{ data: { id: number }[] }>("GET", "commodity/types")).body.data.map((node) => node.id);
    const up = before.indexOf(top.id) > 0;
    await pane(page)
      .getByRole("button", { name: up ? "Move up" : "Move down" })
      .click();
    await expectNotice(page, "Order saved");
    const after = (await api<{ data: { id: number }[] }>("GET", "commodity/types")).body.data.map((node) => node.id);
    expect(after.indexOf(top.id)).toBe(before.indexOf(top.id) + (up ? -1 : 1));
    // The tree shows the same order as the site (data-node-id: the category a tree entry stands for).
    const shown = await pane(page)
      .getByRole("tree")
      .locator("[data-node-id]")
      .evaluateAll((nodes) => nodes.map((node) => Number(node.getAttribute("data-node-id"))));
    expect(shown.filter((id) => after.includes(id))).toEqual(after);
  });
});

describe("Sort administration: landing pages", () => {
  it("An admin attaches a landing page to a category from the tree, replacing the one it had", async () => {
    const token = await apiToken();
    const category = await aCategory(unique("E2E Hedge tools"));
    const suffix = Date.now().toString(36);
    const first = await seed<{ url: string }>("page/ones", { url: `e2e-hedge-a-${suffix}`, commodity_type_id: category.id, en_banner_title: "A" });
    const page = await newSignedInPage(session);
    await openAdmin(page, `/admin/sort-administration?node=${category.id}`, nameField(page));
    // Created while the tree's tab is open (as from another tab): the picker reads the pages again when its tab returns.
    const second = await seed<{ url: string }>("page/ones", { url: `e2e-hedge-b-${suffix}`, commodity_type_id: null, en_banner_title: "B" });
    await openFromMenu(page, "Products", rows(page));
    await page
      .getByRole("tablist")
      .first()
      .getByRole("tab", { name: endsWith("Categories") })
      .click();
    await choose(page, pane(page).getByRole("combobox", { name: "Landing page (top-level)" }), `/${second.url}`);
    await expectNotice(page, "Landing page attached");
    const node = (await api<{ data: { landingPageOne: { id: number } | null } }>("GET", `ad/commodity/types/${category.id}`, { token })).body.data;
    expect(node.landingPageOne?.id).toBe(second.id);
    const released = await api<{ data: { commodity_type_id: number | null } }>("GET", `ad/page/ones/${first.id}`, { token });
    expect(released.body.data.commodity_type_id).toBeNull();
  });
});

describe("Commodity administration", () => {
  it("An admin creates a product with an image in three languages, and it appears on /products", async () => {
    const { sub } = await aTopAndSub();
    const product = unique("E2E 40V Pruner");
    removeAfterTest("commodities", () => findId<{ en_name: string }>("commodities", product, (found) => found.en_name === product));
    const page = await newSignedInPage(session);
    await openAdmin(page, "/admin/commodity-administration", rows(page));
    await pane(page)
      .getByRole("button", { name: endsWith("New product") })
      .click();
    await nameField(page).waitFor();

    // Client-side rules first: nothing is sent while the name is missing.
    await save(page);
    await expectNotice(page, "Please check the form");
    await expect(fieldError(nameField(page))).resolves.toBe("Required");

    await fillLocalized(page, "Name", { en: product, fr: `${product} (fr)`, nl: `${product} (nl)` });
    await fillLocalized(page, "Summary", { en: "A light pruner for the 40V platform." });
    await field(page, "Model").fill("FT-E2E");
    await chooseCategory(page, pane(page).getByRole("combobox", { name: "Category", exact: true }), sub.en);
    await uploadInto(page, "Main image");
    await choosePublished(page);
    await save(page);
    await expectNotice(page, "product created");
    // The new product opens, where its specifications and documents are added.
    await page.waitForURL(/\/admin\/commodity-administration\/\d+$/);
    await pane(page).getByText("Specifications", { exact: true }).waitFor();

    await visit(page, "/products");
    await expect(mainText(page)).resolves.toContain(product);
    await visit(page, "/fr/products");
    await expect(mainText(page)).resolves.toContain(`${product} (fr)`);
  });

  it("An admin searches, filters by category, edits the product, and the product page shows the change", async () => {
    const { top, sub } = await aTopAndSub();
    const product = unique("E2E 40V Pruner");
    await aProduct(product, { commodity_type_id: sub.id });
    const page = await newSignedInPage(session);
    await openAdmin(page, "/admin/commodity-administration", rows(page));
    await search(page, product);
    await page.waitForURL(/q=/);
    await eventually(() => rows(page).count()).toBe(1);

    // Filters live in the URL: a reload shows the same rows.
    await page.goto(`/admin/commodity-administration?commodityTypeIds=${top.id}`);
    await eventually(() => rows(page).count()).toBe(1);
    await expect(row(page, product).count()).resolves.toBe(1);

    await row(page, product).getByRole("link", { name: product, exact: true }).click();
    await eventually(() => nameField(page).inputValue()).toBe(product);
    const renamed = `${product} Plus`;
    await nameField(page).fill(renamed);
    await pane(page).getByRole("switch", { name: "Featured" }).click();
    await save(page);
    await expectNotice(page, `“${renamed}” saved`);

    const viewHref = await pane(page)
      .getByRole("link", { name: endsWith("View on the site") })
      .getAttribute("href");
    await visit(page, viewHref!);
    await expect(page.getByRole("heading", { level: 1 }).first().textContent()).resolves.toContain(renamed);
    await visit(page, "/products");
    await expect(mainText(page)).resolves.toContain(renamed);
  });

  it("Batch actions change several products at once", async () => {
    const product = unique("E2E 40V Pruner");
    const id = await aProduct(product, { attrSort: 1 });
    const page = await newSignedInPage(session);
    await openAdmin(page, `/admin/commodity-administration?q=${encodeURIComponent(product)}`, row(page, product));
    await row(page, product).getByRole("checkbox").check();
    await pane(page)
      .getByRole("button", { name: endsWith("Unfeature") })
      .click();
    await expectNotice(page, "Changed: 1 of 1");
    const stored = await api<{ data: { attrSort: number } }>("GET", `commodities/${id}`);
    expect(stored.body.data.attrSort).toBe(0);
  });

  it("An admin deletes the product after confirming, and it leaves /products", async () => {
    const product = unique("E2E 40V Pruner");
    await aProduct(product);
    const page = await newSignedInPage(session);
    await openAdmin(page, `/admin/commodity-administration?q=${encodeURIComponent(product)}`, row(page, product));
    await row(page, product)
      .getByRole("button", { name: `Delete ${product}` })
      .click();
    await confirmPopup(page);
    await expectNotice(page, `“${product}” moved to the trash`);
    await eventually(() => row(page, product).count()).toBe(0);
    await visit(page, "/products");
    await expect(mainText(page)).resolves.not.toContain(product);
  });
});

describe("Landing pages", () => {
  const bannerTitle = (page: Page) => pane(page).getByRole("textbox", { name: "Banner title", exact: true });
  const urlSegment = (page: Page) => pane(page).getByRole("textbox", { name: "URL segment", exact: true });

  it("A landing page one is refused for a category that has one, keeps what was typed, then saves with its swiper", async () => {
    const top = await aCategory(unique("E2E Pruners"));
    const one = { url: `e2e-pruners-${Date.now().toString(36)}`, title: unique("Prune like a pro") };
    removeAfterTest("page/ones", () => findId<{ url: string }>("page/ones", one.url, (found) => found.url === one.url));
    const page = await newSignedInPage(session);
    await openAdmin(page, "/admin/landing-page-ones/new", bannerTitle(page));
    await fillLocalized(page, "Banner title", { en: one.title, fr: `${one.title} (fr)` });
    await fillLocalized(page, "SEO title", { en: "Pruners | Fantai" });
    await urlSegment(page).fill(one.url);
    const category = pane(page).getByRole("combobox", { name: "Top-level category" });
    await chooseCategory(page, category, "Lawn mowers");
    await save(page);
    // The API's 422 lands on the category field (antd's select does not point to its message: the text is found); every typed value stays.
    await pane(page).getByText("This category already has a landing page.", { exact: true }).waitFor();
    await expect(bannerTitle(page).inputValue()).resolves.toBe(one.title);
    await expect(urlSegment(page).inputValue()).resolves.toBe(one.url);

    await chooseCategory(page, category, top.en);
    await choosePublished(page);
    await save(page);
    await expectNotice(page, "landing page created");

    // Swiper items live on the landing page's edit screen, which opens once it is created.
    await page.waitForURL(/\/admin\/landing-page-ones\/\d+$/);
    await pane(page)
      .getByRole("button", { name: endsWith("New slider item") })
      .click();
    const modal = page.getByRole("dialog", { name: "New slider item" });
    await field(page, "Title", modal).fill("Slide one");
    await field(page, "Link", modal).fill("/products");
    await uploadInto(page, "Image", modal);
    await modal.getByRole("button", { name: "Save", exact: true }).click();
    await expectNotice(page, "slider item created");
    await row(page, "Slide one").waitFor();

    await visit(page, `/products/${one.url}?sortid=${top.id}`);
    await expect(mainText(page)).resolves.toContain(one.title);
  });

  it("A landing page two attaches to a second-level category and can be edited and deleted", async () => {
    const { sub } = await aTopAndSub();
    const two = { url: `e2e-bypass-${Date.now().toString(36)}`, title: unique("Bypass pruners") };
    removeAfterTest("page/twos", () => findId<{ url: string }>("page/twos", two.url, (found) => found.url === two.url));
    const page = await newSignedInPage(session);
    await openAdmin(page, `/admin/landing-page-twos/new?commodity_type_id=${sub.id}`, bannerTitle(page));
    await fillLocalized(page, "Banner title", { en: two.title });
    await urlSegment(page).fill(two.url);
    await choosePublished(page);
    await save(page);
    await expectNotice(page, "landing page created");
    const created = await api<{ data: { id: number; url: string; commodity_type_id: number }[] }>("GET", `ad/page/twos?q=${two.url}`, {
      token: await apiToken(),
    });
    expect(created.body.data[0]?.commodity_type_id).toBe(sub.id);
    await page.waitForURL(new RegExp(`/admin/landing-page-twos/${created.body.data[0]!.id}$`));
    await eventually(() => bannerTitle(page).inputValue()).toBe(two.title);
    const renamed = `${two.title} 2`;
    await bannerTitle(page).fill(renamed);
    await save(page);
    await expectNotice(page, "saved");
    await visit(page, `/products/${two.url}?sortid=${sub.id}`);
    await expect(mainText(page)).resolves.toContain(renamed);

    await openAdmin(page, "/admin/landing-page-twos", row(page, two.url));
    await row(page, two.url)
      .getByRole("button", { name: `Delete ${renamed}` })
      .click();
    await confirmPopup(page);
    await expectNotice(page, "moved to the trash");
    await eventually(() => row(page, two.url).count()).toBe(0);
  });

  it("A landing page one is deleted from its edit page", async () => {
    const one = await seed("page/ones", {
      url: `e2e-pruners-${Date.now().toString(36)}`,
      en_banner_title: unique("Prune like a pro"),
      commodity_type_id: null,
    });
    const page = await newSignedInPage(session);
    await openAdmin(page, `/admin/landing-page-ones/${one.id}`, bannerTitle(page));
    await pane(page)
      .getByRole("button", { name: endsWith("Delete") })
      .click();
    await confirmPopup(page);
    await expectNotice(page, "moved to the trash");
    await page.waitForURL(/\/admin\/landing-page-ones$/);
    const gone = await api("GET", `page/ones/${one.id}`);
    expect(gone.status).toBe(404);
  });
});

describe("Deleting categories", () => {
  it("A deleted second-level and top-level category leave the tree at once and the public site", async () => {
    const { top, sub } = await aTopAndSub();
    const page = await newSignedInPage(session);
    await openAdmin(page, `/admin/sort-administration?node=${sub.id}`, nameField(page));
    await eventually(() => nameField(page).inputValue()).toBe(sub.en);
    await pane(page)
      .getByRole("button", { name: endsWith("Delete") })
      .click();
    // The editor is told what becomes of the category's products, a leaf's too.
    await page.getByText("Its products keep existing without a category.").waitFor();
    await confirmPopup(page);
    await expect(treeItem(page, sub.en).count()).resolves.toBe(0);
    await expectNotice(page, "moved to the trash");

    await treeItem(page, top.en).click();
    await eventually(() => nameField(page).inputValue()).toBe(top.en);
    // Hold the answer back: the node must be gone before the server has even replied.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(`**/api/ad/commodity/types/${top.id}`, async (route) => {
      await held;
      await route.continue();
    });
    await pane(page)
      .getByRole("button", { name: endsWith("Delete") })
      .click();
    await confirmPopup(page);
    await eventually(() => treeItem(page, top.en).count()).toBe(0);
    release();
    await expectNotice(page, "moved to the trash");
    const tree = await api<{ data: { id: number }[] }>("GET", "commodity/types", { token: await apiToken() });
    expect(tree.body.data.some((node) => node.id === top.id)).toBe(false);
    await expect(productDrawerText(page)).resolves.not.toContain(top.en);
  });
});
