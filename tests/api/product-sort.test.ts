import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as specs from "#server/services/specs.ts";
import { seedCategoryTree } from "#tests/support/api-fixtures.ts";
import { createAdminTestApp, type AdminTestApp } from "#tests/support/auth.ts";
import { TEST_ENGINES } from "#tests/support/databases.ts";
import { insertProduct } from "#tests/support/fixtures.ts";

/** The product list's order (decision 086): relevance, newest, or a main specification, in the API and the page. */
describe.each(TEST_ENGINES)("sorting the product list on %s", (engine) => {
  let app: AdminTestApp;
  let tree: Awaited<ReturnType<typeof seedCategoryTree>>;
  const ids = {} as Record<"narrow" | "wide" | "mid" | "bare" | "saw", number>;

  beforeAll(async () => {
    app = await createAdminTestApp(engine, {}, { pages: true });
    const db = app.database.db;
    tree = await seedCategoryTree(db);
    const number = (key: string, en_label: string, unit: string, sort_order: number, extra: object = {}) =>
      specs.createSpecAttribute(db, { key, en_label, fr_label: "", nl_label: "", unit, type: "number", sort_order, category_ids: [tree.mowers], ...extra });
    await number("cutting_width", "Cutting width", "cm", 1, { filterable: 1, min_value: 10, max_value: 120 });
    await specs.createSpecAttribute(db, {
      key: "cutting_height",
      en_label: "Cutting height",
      unit: "mm",
      type: "range",
      sort_order: 2,
      category_ids: [tree.mowers],
    });
    await number("weight", "Weight", "kg", 3);
    // The same on every mower: sorting by it would order nothing, so the control does not offer it.
    await number("voltage", "Voltage", "V", 4);
    await specs.createSpecAttribute(db, { key: "deck", en_label: "Deck", type: "text", sort_order: 5, category_ids: [tree.mowers] });

    const mower = async (name: string, created: string, sortOrder: number) => {
      const row = await insertProduct(db, { en: name }, { commodity_type_id: tree.pushMowers, sort_order: sortOrder });
      await db.updateTable("commodities").set({ created_at: created }).where("id", "=", row.id).execute();
      return row.id;
    };
    ids.narrow = await mower("Mower 33", "2026-01-10T08:00:00.000Z", 1);
    ids.wide = await mower("Mower 53", "2026-03-10T08:00:00.000Z", 2);
    ids.mid = await mower("Mower 46", "2026-05-10T08:00:00.000Z", 3);
    ids.bare = await mower("Mower without figures", "2026-02-10T08:00:00.000Z", 4);
    ids.saw = (await insertProduct(db, { en: "Chainsaw" }, { commodity_type_id: tree.chainsaws })).id;
    await specs.setProductSpecValues(db, ids.narrow, { cutting_width: 33, cutting_height: [25, 65], weight: 14, voltage: 40 });
    await specs.setProductSpecValues(db, ids.wide, { cutting_width: 53, cutting_height: [30, 80], weight: 31, voltage: 40 });
    await specs.setProductSpecValues(db, ids.mid, { cutting_width: 46, cutting_height: [20, 70], weight: 22, voltage: 40 });
  });
  afterAll(() => app.close());

  const list = async (query: string) => {
    const response = await request(app.express).get(`/api/commodities?commodityTypeIds=${tree.mowers}&${query}`);
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    return (response.body.data as { id: number }[]).map((p) => p.id);
  };

  it("keeps the catalogue's order by default and for relevance", async () => {
    const usual = await list("");
    expect(usual).toEqual([ids.narrow, ids.wide, ids.mid, ids.bare]);
    expect(await list("sort=relevance")).toEqual(usual);
  });

  it("sorts by a specification either way, products without the value last", async () => {
    expect(await list("sort=cutting_width.asc")).toEqual([ids.narrow, ids.mid, ids.wide, ids.bare]);
    expect(await list("sort=cutting_width.desc")).toEqual([ids.wide, ids.mid, ids.narrow, ids.bare]);
    expect(await list("sort=weight.asc")).toEqual([ids.narrow, ids.mid, ids.wide, ids.bare]);
  });

  it("sorts a range by its low end rising and by its high end falling", async () => {
    expect(await list("sort=cutting_height.asc")).toEqual([ids.mid, ids.narrow, ids.wide, ids.bare]);
    expect(await list("sort=cutting_height.desc")).toEqual([ids.wide, ids.mid, ids.narrow, ids.bare]);
  });

  it("sorts newest first, and keeps the order across pages with a search and filters", async () => {
    expect(await list("sort=newest")).toEqual([ids.mid, ids.wide, ids.bare, ids.narrow]);
    const first = await list("sort=cutting_width.desc&per_page=2&page=1");
    const second = await list("sort=cutting_width.desc&per_page=2&page=2");
    expect([...first, ...second]).toEqual([ids.wide, ids.mid, ids.narrow, ids.bare]);
    expect(await list("sort=cutting_width.asc&en_name=mower&f.cutting_width.min=40")).toEqual([ids.mid, ids.wide]);
  });

  it("answers 422 to an order that is not one, naming the parameter", async () => {
    for (const sort of ["price", "cutting_width", "cutting_width.up", "unknown_key.asc", "deck.asc", "'; drop table commodities; --", "x".repeat(81)]) {
      const response = await request(app.express).get(`/api/commodities?sort=${encodeURIComponent(sort)}`);
      expect(response.status, sort).toBe(422);
      expect(response.body.errors.sort).toHaveLength(1);
    }
  });

  it("the page offers the main specifications of the data both ways, and sorts without JavaScript", async () => {
    const page = await request(app.express).get(`/products?type=${tree.pushMowers}&sort=cutting_width.desc`);
    expect(page.status).toBe(200);
    const options = [...page.text.matchAll(/<option value="([^"]+)"[^>]*>([^<]+)<\/option>/g)].map((m) => m[1]);
    expect(options).toEqual([
      "relevance",
      "newest",
      "cutting_width.asc",
      "cutting_width.desc",
      "cutting_height.asc",
      "cutting_height.desc",
      "weight.asc",
      "weight.desc",
    ]);
    expect(page.text).toMatch(/<option value="cutting_width.desc" selected="">/);
    const names = [...page.text.matchAll(/Mower (53|46|33|without figures)/g)].map((m) => m[1]);
    expect([...new Set(names)]).toEqual(["53", "46", "33", "without figures"]);
    // The filter form carries the order, so applying a filter keeps it.
    expect(page.text).toContain('<input type="hidden" name="sort" value="cutting_width.desc"/>');
  });

  it("answers a page with a message, never a 500, for any sort or filter value it cannot read", async () => {
    for (const query of [
      "sort=price",
      "sort=%00%ff",
      `sort=${"a".repeat(5000)}`,
      "sort=deck.asc",
      `type=${tree.pushMowers}&f.cutting_width.min=abc`,
      "f.nope=1",
    ]) {
      const page = await request(app.express).get(`/products?${query}`);
      expect(page.status, query).toBe(200);
      expect(page.text, query).toContain('data-testid="unreadable"');
    }
    const fine = await request(app.express).get(`/products?type=${tree.pushMowers}&sort=weight.asc`);
    expect(fine.text).not.toContain('data-testid="unreadable"');
  });
});
