import { readFileSync } from "node:fs";
import { parse } from "csv-parse/sync";
import { stringify } from "csv-stringify/sync";
import type { Page } from "playwright-core";
import { afterAll, describe, expect, it } from "vitest";
import { api, apiToken, eventually, expectNotice, fillLocalized, newSignedInPage, openAdmin, pane, save, unique } from "./admin-utils.ts";
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

/** Picks `name` in the multiple category TreeSelect of the visible form. */
async function pickCategories(page: Page, field: string, name: string): Promise<void> {
  await pane(page).locator(`#${field}`).click();
  await page.locator(".ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-tree-title", { hasText: name }).first().click();
  await page.keyboard.press("Escape");
}

const created: number[] = [];
afterAll(async () => {
  if (!created.length) return;
  const token = await apiToken();
  const { status } = await api("DELETE", `ad/spec/attributes/_delete?ids=${created.join(",")}`, { token });
  expect(status).toBe(200);
});

describe("editors: specifications as data", () => {
  it("An editor adds a specification, fills it on a product, and buyers see it in the spec table and as a filter", async () => {
    const { product, top } = await aMowerAndItsCategory();
    const key = unique("e2e_blade_tips")
      .toLowerCase()
      .replace(/[^a-z0-9_]/g, "_");
    const page = await newSignedInPage(session);

    await openAdmin(page, "/admin/spec-attributes/new", "#specAttributes_key");
    await fillLocalized(page, "specAttributes", "label", { en: "Blade tips", fr: "Pointes de lame", nl: "Mespunten" });
    await pane(page).locator("#specAttributes_key").fill(key);
    await pickCategories(page, "specAttributes_category_ids", top.en_name);
    await pane(page).getByRole("switch", { name: "Filter" }).click();
    await save(page);
    await expectNotice(page, "created");
    const attribute = (await api<{ data: { id: number; key: string }[] }>("GET", `ad/spec/attributes?q=${key}`, { token: await apiToken() })).body.data.find(
      (a) => a.key === key,
    )!;
    created.push(attribute.id);

    // The product form offers it (its category is below the one chosen); the value is saved.
    await openAdmin(page, `/admin/commodity-administration/${product.id}`, "[data-testid=spec-values]");
    const input = pane(page).getByRole("spinbutton", { name: "Blade tips" });
    await input.fill("4");
    await pane(page).getByRole("button", { name: "Save specifications" }).click();
    await expectNotice(page, "Specifications saved");

    // The product page's table, in English and in Dutch.
    await visit(page, productPath(product));
    const cells = async () => (await page.locator(".spec-table tr").allTextContents()).join("|");
    await expect(cells()).resolves.toContain("Blade tips4");
    await visit(page, `/nl${productPath(product)}`);
    await expect(cells()).resolves.toContain("Mespunten4");

    // The list offers it as a filter; the range keeps or drops the product.
    await visit(page, `/products?sortid=${top.id}`);
    await page.locator(`[data-facet="${key}"]`).waitFor();
    expect(await page.locator(`[data-facet="${key}"] legend`).first().textContent()).toBe("Blade tips");
    const listed = () => page.locator(`.product-card .compare-toggle[data-compare-id="${product.id}"]`).count();
    await page.locator(`#facet-${key}-min`).fill("4");
    await page.locator(`#facet-${key}-min`).press("Enter");
    await page.waitForURL((url) => url.searchParams.get(`f.${key}.min`) === "4");
    await eventually(listed).toBe(1);
    await visit(page, `/products?sortid=${top.id}&f.${key}.min=5`);
    expect(await listed()).toBe(0);
  });

  it("An editor exports the specifications, changes one in the spreadsheet, imports it, and a bad file changes nothing", async () => {
    const { product } = await aMowerAndItsCategory();
    const width = product.specs.find((spec) => spec.key === "cutting_width")!;
    const page = await newSignedInPage(session);
    await openAdmin(page, "/admin/commodity-administration", "[data-resource=commodities] .ant-table-row");

    const [download] = await Promise.all([page.waitForEvent("download"), pane(page).getByRole("button", { name: "Export specifications (CSV)" }).click()]);
    const rows = parse(readFileSync((await download.path())!, "utf8").replace(/^\uFEFF/, ""), { columns: true }) as Record<string, string>[];
    const mine = rows.find((row) => Number(row.id) === product.id)!;
    expect(Number(mine.cutting_width)).toBe(width.value);

    const upload = async (csv: string) => {
      await pane(page)
        .locator("input[type=file][accept*=csv]")
        .setInputFiles({ name: "specifications.csv", mimeType: "text/csv", buffer: Buffer.from(csv) });
    };
    const widthNow = async () =>
      (await api<{ data: Product }>("GET", `commodities/${product.id}`)).body.data.specs.find((spec) => spec.key === "cutting_width")!.value;

    // A file with one bad row: rejected as a whole, the report names the row, nothing changes.
    const changed = Number(width.value) + 1;
    const bad = rows.map((row) => (Number(row.id) === product.id ? { ...row, cutting_width: String(changed) } : row));
    const victim = bad.findIndex((row) => Number(row.id) !== product.id && row.cutting_width !== "");
    bad[victim] = { ...bad[victim]!, cutting_width: "wide" };
    await upload(stringify(bad, { header: true }));
    const report = pane(page).getByTestId("spec-import-report");
    await report.waitFor();
    expect(await report.textContent()).toContain(`Row ${victim + 2}`);
    expect(await widthNow()).toBe(width.value);

    // The corrected file: every row written.
    const good = rows.map((row) => (Number(row.id) === product.id ? { ...row, cutting_width: String(changed) } : row));
    await upload(stringify(good, { header: true }));
    await expectNotice(page, "products updated");
    await eventually(widthNow).toBe(changed);

    // Put the demo figure back for the tests that read it.
    await upload(stringify(rows, { header: true }));
    await eventually(widthNow).toBe(width.value);
  });
});
