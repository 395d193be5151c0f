import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listProducts, matchingProducts, type ProductFilter } from "#server/services/catalogue.ts";
import type { SpecFilter } from "#server/services/spec-rules.ts";
import * as specs from "#server/services/specs.ts";
import { seedCategoryTree } from "#tests/support/api-fixtures.ts";
import { createSharedTestDatabases, createTestDatabase, TEST_ENGINES, type TestDatabase } from "#tests/support/databases.ts";
import { insertProduct } from "#tests/support/fixtures.ts";

/**
 * The in-memory catalogue index (decision 066) answers lists without a search term. These tests hold
 * it to the database's own answer (matchingProducts, the SQL the search path still uses) over
 * random filters, and check that it never outlives a write made through another connection.
 */
describe.each(TEST_ENGINES)("the catalogue index on %s", (engine) => {
  let database: TestDatabase;
  let tree: Awaited<ReturnType<typeof seedCategoryTree>>;
  const attributeIds = {} as Record<"width" | "height" | "propelled" | "slots", number>;

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    const db = database.db;
    tree = await seedCategoryTree(db);
    const categories = [tree.mowers, tree.saws];
    const attribute = async (key: string, type: "number" | "range" | "boolean" | "choice") =>
      (
        await specs.createSpecAttribute(db, {
          key,
          en_label: key,
          type,
          filterable: 1,
          category_ids: categories,
          ...(type === "choice" && { choices: ["1", "2", "3"].map((value) => ({ value, en: value, fr: value, nl: value })) }),
        })
      ).id;
    attributeIds.width = await attribute("cutting_width", "number");
    attributeIds.height = await attribute("cutting_height", "range");
    attributeIds.propelled = await attribute("self_propelled", "boolean");
    attributeIds.slots = await attribute("battery_slots", "choice");

    // 60 products spread over the tree, some featured, some hidden, with values left out here and there.
    const typeIds = [tree.mowers, tree.pushMowers, tree.compact, tree.saws, tree.chainsaws, null];
    for (let i = 0; i < 60; i++) {
      const product = await insertProduct(
        db,
        { en: `Product ${i}` },
        { commodity_type_id: typeIds[i % typeIds.length], attr_sort: i % 4 === 0 ? 1 : 0, sort_order: i % 7 },
      );
      const values: Record<string, unknown> = {};
      if (i % 5 !== 0) values.cutting_width = 30 + ((i * 7) % 31);
      if (i % 6 !== 0) values.cutting_height = [20 + (i % 15), 40 + ((i * 3) % 50)];
      if (i % 4 !== 1) values.self_propelled = i % 3 === 0;
      if (i % 7 !== 2) values.battery_slots = String(1 + (i % 3));
      if (product.commodity_type_id !== null) await specs.setProductSpecValues(db, product.id, values);
      if (i % 11 === 3) await db.updateTable("commodities").set({ status: "draft" }).where("id", "=", product.id).execute();
      if (i % 13 === 5) await db.updateTable("commodities").set({ publish_at: "2999-01-01T00:00:00.000Z" }).where("id", "=", product.id).execute();
    }
  });
  afterAll(() => database.destroy());

  const filterArbitrary = fc.record(
    {
      commodityTypeIds: fc.subarray([0, 1, 2, 3, 4, 999_999]),
      featured: fc.boolean(),
      width: fc.record({
        min: fc.option(fc.integer({ min: 25, max: 65 }), { nil: undefined }),
        max: fc.option(fc.integer({ min: 25, max: 65 }), { nil: undefined }),
      }),
      height: fc.record({
        min: fc.option(fc.integer({ min: 15, max: 95 }), { nil: undefined }),
        max: fc.option(fc.integer({ min: 15, max: 95 }), { nil: undefined }),
      }),
      propelled: fc.subarray(["1", "0"], { minLength: 1 }),
      slots: fc.subarray(["1", "2", "3"], { minLength: 1 }),
      page: fc.integer({ min: 1, max: 4 }),
      perPage: fc.integer({ min: 1, max: 12 }),
    },
    { requiredKeys: ["commodityTypeIds", "featured", "page", "perPage"] },
  );

  type Drawn = typeof filterArbitrary extends fc.Arbitrary<infer T> ? T : never;

  function toFilter(drawn: Drawn): ProductFilter {
    const typeIds = [tree.mowers, tree.pushMowers, tree.compact, tree.saws, tree.chainsaws, 999_999];
    const filters: SpecFilter[] = [];
    if (drawn.width && (drawn.width.min !== undefined || drawn.width.max !== undefined))
      filters.push({ key: "cutting_width", attributeId: attributeIds.width, type: "number", ...drawn.width });
    if (drawn.height && (drawn.height.min !== undefined || drawn.height.max !== undefined))
      filters.push({ key: "cutting_height", attributeId: attributeIds.height, type: "range", ...drawn.height });
    if (drawn.propelled) filters.push({ key: "self_propelled", attributeId: attributeIds.propelled, type: "boolean", values: drawn.propelled });
    if (drawn.slots) filters.push({ key: "battery_slots", attributeId: attributeIds.slots, type: "choice", values: drawn.slots });
    return {
      commodityTypeIds: drawn.commodityTypeIds.map((i) => (i === 999_999 ? i : typeIds[i]!)),
      featured: drawn.featured,
      specs: filters,
      page: drawn.page,
      perPage: drawn.perPage,
    };
  }

  it("pages and counts exactly as the database does, whatever the filters", async () => {
    const db = database.db;
    await fc.assert(
      fc.asyncProperty(filterArbitrary, async (drawn) => {
        const filter = toFilter(drawn);
        const expected = (await matchingProducts(db, filter).select("id").orderBy("sort_order").orderBy("id", "desc").execute()).map((row) => row.id);
        const page = await listProducts(db, filter);
        const offset = (filter.page - 1) * filter.perPage;
        expect(page.pagination.total).toBe(expected.length);
        expect(page.data.map((product) => product.id)).toEqual(expected.slice(offset, offset + filter.perPage));
      }),
      { numRuns: 150 },
    );
  });

  it("leaves out drafts and products scheduled for later, and lists nothing for an unknown category", async () => {
    const all = await listProducts(database.db, { page: 1, perPage: 100 });
    const hidden = await database.db
      .selectFrom("commodities")
      .select("id")
      .where((eb) => eb.or([eb("status", "=", "draft"), eb("publish_at", "is not", null)]))
      .execute();
    expect(hidden.length).toBeGreaterThan(3);
    expect(all.data.map((product) => product.id)).not.toEqual(expect.arrayContaining([hidden[0]!.id]));
    expect(all.pagination.total).toBe(60 - hidden.length);
    expect((await listProducts(database.db, { page: 1, perPage: 9, commodityTypeIds: [999_999] })).pagination.total).toBe(0);
  });
});

describe.each(TEST_ENGINES)("the catalogue index across instances on %s", (engine) => {
  let first: TestDatabase;
  let second: TestDatabase;
  beforeAll(async () => {
    [first, second] = await createSharedTestDatabases(engine);
  });
  afterAll(() => first.destroy());

  it("is rebuilt after a write made through another connection, for lists and filters alike", async () => {
    const { mowers } = await seedCategoryTree(first.db);
    const width = await specs.createSpecAttribute(first.db, {
      key: "cutting_width",
      en_label: "Cutting width",
      type: "number",
      filterable: 1,
      category_ids: [mowers],
    });
    const filter = { page: 1, perPage: 9, specs: [{ key: "cutting_width", attributeId: width.id, type: "number" as const, min: 40 }] };
    const before = await listProducts(first.db, filter);
    expect(before.pagination.total).toBe(0);

    const product = await insertProduct(second.db, { en: "Wide mower" }, { commodity_type_id: mowers });
    await specs.setProductSpecValues(second.db, product.id, { cutting_width: 46 });
    const after = await listProducts(first.db, filter);
    expect(after.data.map((p) => p.id)).toEqual([product.id]);

    await specs.setProductSpecValues(second.db, product.id, { cutting_width: 36 });
    expect((await listProducts(first.db, filter)).pagination.total).toBe(0);
    await second.db.updateTable("commodities").set({ status: "draft" }).where("id", "=", product.id).execute();
    expect((await listProducts(first.db, { page: 1, perPage: 9 })).pagination.total).toBe(0);
  });
});
