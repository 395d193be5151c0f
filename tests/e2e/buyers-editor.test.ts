import { readFileSync } from "node:fs";
import { parse } from "csv-parse/sync";
import { stringify } from "csv-stringify/sync";
import type { Page } from "playwright-core";
import { describe, expect, it, onTestFinished } from "vitest";
import {
  api,
  apiToken,
  chooseCategory,
  endsWith,
  eventually,
  expectNotice,
  fillLocalized,
  literal,
  newSignedInPage,
  openAdmin,
  pane,
  rows,
  save,
  unique,
} from "./admin-utils.ts";
import { useBrowser, visit } from "./utils.ts";

const session = useBrowser();

interface Product {
  id: number;
  en_name: string;
  commodity_type_id: number;
  specs: { key: string; label: string; value: unknown; display: string }[];
}
interface TypeNode {
  id: number;
  en_name: string;
  children?: TypeNode[];
}

/** A lawn mower of the demo catalogue and its top-level category, read through the public API. */
async function aMowerAndItsCategory(): Promise<{ product: Product; top: TypeNode }> {
  const tree = (await api<{ data: TypeNode[] }>("GET", "commodity/types")).body.data;
  const top = tree.find((node) => node.en_name.toLowerCase().includes("mower"))!;
  const list = await api<{ data: Product[] }>("GET", `commodities?commodityTypeIds=${top.id}&per_page=1`);
  return { product: list.body.data[0]!, top };
}

const productPath = (product: Pick<Product, "id" | "en_name">) =>
  `/product/${encodeURIComponent(product.en_name.replaceAll(" ", "-"))}?articleID=${product.id}`;

/** A row of the product page's specification table, e.g. "Blade tips 4". */
const specRow = (page: Page, text: string) => page.getByRole("row", { name: text, exact: true });

/** The product's card in a product list: its compare button is named after it. */
const listed = (page: Page, product: Product) => page.getByRole("button", { name: new RegExp(`: ${literal(product.en_name)}$`) }).count();

describe("editors: specifications as data", () => {
  it("An editor adds a specification, fills it on a product, and buyers see it in the spec table and as a filter", async () => {
    const { product, top } = await aMowerAndItsCategory();
    const key = unique("e2e_blade_tips")
      .toLowerCase()
      .replace(/[^a-z0-9_]/g, "_");
    // Removed when the test ends (this record type is deleted through _delete?ids=).
    onTestFinished(async () => {
      const token = await apiToken();
      const found = (await api<{ data: { id: number; key: string }[] }>("GET", `ad/spec/attributes?q=${key}`, { token })).body.data.find((a) => a.key === key);
      if (found) expect((await api("DELETE", `ad/spec/attributes/_delete?ids=${found.id}`, { token })).status).toBe(200);
    });
    const page = await newSignedInPage(session);

    const keyField = pane(page).getByRole("textbox", { name: "Key", exact: true });
    await openAdmin(page, "/admin/spec-attributes/new", keyField);
    await fillLocalized(page, "Label", { en: "Blade tips", fr: "Pointes de lame", nl: "Mespunten" });
    await keyField.fill(key);
    await chooseCategory(page, pane(page).getByRole("combobox", { name: "Categories", exact: true }), top.en_name);
    await page.keyboard.press("Escape");
    await pane(page).getByRole("switch", { name: "Filter" }).click();
    await save(page);
    await expectNotice(page, "created");

    // The product form offers it (its category is below the one chosen); the value is saved.
    const input = pane(page).getByRole("spinbutton", { name: "Blade tips" });
    await openAdmin(page, `/admin/commodity-administration/${product.id}`, input);
    await input.fill("4");
    // Typed but not saved: closing the product's tab asks first.
    await page
      .getByRole("tablist")
      .first()
      .getByRole("img", { name: `Close ${product.en_name}`, exact: true })
      .click();
    const unsaved = page.getByRole("dialog", { name: "Discard unsaved changes?" });
    // Once the dialog has finished zooming in: a click during its opening animation was once lost on a busy machine.
    await expect.poll(() => unsaved.getAttribute("class")).not.toMatch(/appear/);
    await unsaved.getByRole("button", { name: "Keep editing" }).click();
    await unsaved.waitFor({ state: "hidden" });
    // The product's one Save saves its specifications too.
    await save(page);
    await expectNotice(page, `“${product.en_name}” saved`);

    // The product page's table, in English and in Dutch.
    await visit(page, productPath(product));
    await specRow(page, "Blade tips 4").waitFor();
    await visit(page, `/nl${productPath(product)}`);
    await specRow(page, "Mespunten 4").waitFor();

    // The list offers it as a filter; the range keeps or drops the product.
    await visit(page, `/products?sortid=${top.id}`);
    const facet = page.getByRole("group", { name: "Blade tips", exact: true });
    await facet.waitFor();
    const from = facet.getByLabel("From");
    await from.fill("4");
    await from.press("Enter");
    await page.waitForURL((url) => url.searchParams.get(`f.${key}.min`) === "4");
    await eventually(() => listed(page, product)).toBe(1);
    await visit(page, `/products?sortid=${top.id}&f.${key}.min=5`);
    expect(await listed(page, product)).toBe(0);
  });

  it("An editor exports the specifications, changes one in the spreadsheet, imports it, and a bad file changes nothing", async () => {
    const { product } = await aMowerAndItsCategory();
    const width = product.specs.find((spec) => spec.key === "cutting_width")!;
    // Put the demo figures back for the tests that read them, whatever happens here.
    const token = await apiToken();
    const before = (await api<{ data: { values: Record<string, unknown> } }>("GET", `ad/commodities/${product.id}/specs`, { token })).body.data.values;
    onTestFinished(async () => {
      const restored = await api("POST", `ad/commodities/${product.id}/specs/_update`, { token: await apiToken(), body: { values: before } });
      expect(restored.status).toBe(200);
    });
    const page = await newSignedInPage(session);
    await openAdmin(page, "/admin/commodity-administration", rows(page));

    const [download] = await Promise.all([
      page.waitForEvent("download"),
      pane(page)
        .getByRole("button", { name: endsWith("Export specifications (CSV)") })
        .click(),
    ]);
    const lines = parse(readFileSync((await download.path())!, "utf8").replace(/^\uFEFF/, ""), { columns: true }) as Record<string, string>[];
    const mine = lines.find((row) => Number(row.id) === product.id)!;
    expect(Number(mine.cutting_width)).toBe(width.value);

    const upload = async (csv: string) => {
      const [chooser] = await Promise.all([
        page.waitForEvent("filechooser"),
        pane(page)
          .getByRole("button", { name: endsWith("Import specifications (CSV)") })
          .click(),
      ]);
      await chooser.setFiles({ name: "specifications.csv", mimeType: "text/csv", buffer: Buffer.from(csv) });
    };
    const widthNow = async () =>
      (await api<{ data: Product }>("GET", `commodities/${product.id}`)).body.data.specs.find((spec) => spec.key === "cutting_width")!.value;

    // A file with one bad row: rejected as a whole, the report names the row, nothing changes.
    const changed = Number(width.value) + 1;
    const bad = lines.map((row) => (Number(row.id) === product.id ? { ...row, cutting_width: String(changed) } : row));
    const victim = bad.findIndex((row) => Number(row.id) !== product.id && row.cutting_width !== "");
    bad[victim] = { ...bad[victim]!, cutting_width: "wide" };
    await upload(stringify(bad, { header: true }));
    const report = pane(page).getByTestId("spec-import-report");
    await report.waitFor();
    expect(await report.textContent()).toContain(`Row ${victim + 2}`);
    expect(await widthNow()).toBe(width.value);

    // The corrected file: every row written.
    const good = lines.map((row) => (Number(row.id) === product.id ? { ...row, cutting_width: String(changed) } : row));
    await upload(stringify(good, { header: true }));
    await expectNotice(page, "products updated");
    await eventually(widthNow).toBe(changed);
  });
});
