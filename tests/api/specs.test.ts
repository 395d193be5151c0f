import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as facets from "#server/services/facets.ts";
import * as specs from "#server/services/specs.ts";
import { seedCategoryTree } from "#tests/support/api-fixtures.ts";
import { createAdminTestApp, type AdminTestApp } from "#tests/support/auth.ts";
import { TEST_ENGINES } from "#tests/support/databases.ts";
import { insertProduct } from "#tests/support/fixtures.ts";

const NNBSP = "\u202f";
const NBSP = "\u00a0";

describe.each(TEST_ENGINES)("product specifications on %s", (engine) => {
  let app: AdminTestApp;
  let tree: Awaited<ReturnType<typeof seedCategoryTree>>;
  const ids = {} as Record<"small" | "big" | "mid" | "saw", number>;

  beforeAll(async () => {
    app = await createAdminTestApp(engine, {}, { pages: true });
    const db = app.database.db;
    tree = await seedCategoryTree(db);
    const mowers = [tree.mowers];
    await specs.createSpecAttribute(db, {
      key: "cutting_width",
      en_label: "Cutting width",
      fr_label: "Largeur de coupe",
      nl_label: "Maaibreedte",
      unit: "cm",
      type: "number",
      filterable: 1,
      required: 1,
      min_value: 10,
      max_value: 120,
      sort_order: 1,
      category_ids: mowers,
    });
    await specs.createSpecAttribute(db, {
      key: "cutting_height",
      en_label: "Cutting height",
      fr_label: "Hauteur de coupe",
      nl_label: "Maaihoogte",
      unit: "mm",
      type: "range",
      filterable: 1,
      sort_order: 2,
      category_ids: mowers,
    });
    await specs.createSpecAttribute(db, {
      key: "lawn_area",
      en_label: "Recommended lawn area",
      fr_label: "Surface conseillée",
      nl_label: "Aanbevolen oppervlakte",
      unit: "m²",
      type: "number",
      sort_order: 3,
      category_ids: mowers,
    });
    await specs.createSpecAttribute(db, {
      key: "self_propelled",
      en_label: "Self-propelled",
      fr_label: "Tractée",
      nl_label: "Zelfrijdend",
      type: "boolean",
      filterable: 1,
      sort_order: 4,
      category_ids: mowers,
    });
    await specs.createSpecAttribute(db, {
      key: "battery_slots",
      en_label: "Battery slots",
      fr_label: "Logements de batterie",
      nl_label: "Accusloten",
      type: "choice",
      filterable: 1,
      sort_order: 5,
      category_ids: mowers,
      choices: [
        { value: "1", en: "1", fr: "1", nl: "1" },
        { value: "2", en: "2", fr: "2", nl: "2" },
      ],
    });
    await specs.createSpecAttribute(db, {
      key: "deck",
      en_label: "Deck",
      fr_label: "Carter",
      nl_label: "Maaidek",
      type: "text",
      sort_order: 6,
      category_ids: mowers,
    });
    await specs.createSpecAttribute(db, {
      key: "bar_length",
      en_label: "Bar length",
      unit: "cm",
      type: "number",
      filterable: 1,
      category_ids: [tree.chainsaws],
    });

    ids.small = (await insertProduct(db, { en: "Mower 33" }, { commodity_type_id: tree.pushMowers })).id;
    ids.big = (await insertProduct(db, { en: "Mower 53" }, { commodity_type_id: tree.pushMowers })).id;
    ids.mid = (await insertProduct(db, { en: "Mower 46" }, { commodity_type_id: tree.compact })).id;
    ids.saw = (await insertProduct(db, { en: "Chainsaw" }, { commodity_type_id: tree.chainsaws })).id;
    await specs.setProductSpecValues(db, ids.small, {
      cutting_width: 33,
      cutting_height: [25, 65],
      lawn_area: 300,
      self_propelled: false,
      battery_slots: "1",
    });
    await specs.setProductSpecValues(db, ids.big, {
      cutting_width: 53,
      cutting_height: [25, 80],
      lawn_area: 1200,
      self_propelled: true,
      battery_slots: "2",
      deck: { en: "Steel", fr: "Acier", nl: "Staal" },
    });
    await specs.setProductSpecValues(db, ids.mid, { cutting_width: 46, cutting_height: [30, 75], lawn_area: 600, self_propelled: true, battery_slots: "1" });
    await specs.setProductSpecValues(db, ids.saw, { bar_length: 35 });
  });
  afterAll(() => app.close());

  const get = (url: string) => request(app.express).get(url);
  const idsOf = (body: { data: { id: number }[] }) => body.data.map((p) => p.id).sort((a, b) => a - b);

  describe("GET /api/commodities/{id}", () => {
    it("carries the spec table in English by default, in display order", async () => {
      const { status, body } = await get(`/api/commodities/${ids.big}`);
      expect(status).toBe(200);
      expect(body.data.specs).toEqual([
        { key: "cutting_width", label: "Cutting width", value: 53, unit: "cm", display: `53${NBSP}cm` },
        { key: "cutting_height", label: "Cutting height", value: [25, 80], unit: "mm", display: `25–80${NBSP}mm` },
        { key: "lawn_area", label: "Recommended lawn area", value: 1200, unit: "m²", display: `1,200${NBSP}m²` },
        { key: "self_propelled", label: "Self-propelled", value: true, unit: "", display: "Yes" },
        { key: "battery_slots", label: "Battery slots", value: "2", unit: "", display: "2" },
        { key: "deck", label: "Deck", value: "Steel", unit: "", display: "Steel" },
      ]);
    });

    it("formats numbers and labels for French and Dutch", async () => {
      const fr = (await get(`/api/commodities/${ids.big}?lang=fr`)).body.data.specs;
      expect(fr.find((s: { key: string }) => s.key === "lawn_area")).toMatchObject({ label: "Surface conseillée", display: `1${NNBSP}200${NBSP}m²` });
      expect(fr.find((s: { key: string }) => s.key === "self_propelled").display).toBe("Oui");
      const nl = (await get(`/api/commodities/${ids.big}?lang=nl`)).body.data.specs;
      expect(nl.find((s: { key: string }) => s.key === "lawn_area")).toMatchObject({ label: "Aanbevolen oppervlakte", display: `1.200${NBSP}m²` });
      expect(nl.find((s: { key: string }) => s.key === "deck").display).toBe("Staal");
    });

    it("answers 422 for an unknown language", async () => {
      const { status, body } = await get(`/api/commodities/${ids.big}?lang=de`);
      expect(status).toBe(422);
      expect(body.errors).toHaveProperty("lang");
    });
  });

  describe("GET /api/commodities with filters", () => {
    it("gives every list item its specs in the language asked for", async () => {
      const { body } = await get(`/api/commodities?commodityTypeIds=${tree.mowers}&lang=nl`);
      const big = body.data.find((p: { id: number }) => p.id === ids.big);
      expect(big.specs[0]).toEqual({ key: "cutting_width", label: "Maaibreedte", value: 53, unit: "cm", display: `53${NBSP}cm` });
    });

    it("narrows by a numeric interval", async () => {
      const { body } = await get(`/api/commodities?f.cutting_width.min=40&f.cutting_width.max=50`);
      expect(idsOf(body)).toEqual([ids.mid]);
      expect(idsOf((await get(`/api/commodities?f.cutting_width.min=40`)).body)).toEqual([ids.big, ids.mid].sort((a, b) => a - b));
    });

    it("matches ranges that overlap the interval", async () => {
      const { body } = await get(`/api/commodities?f.cutting_height.min=76&f.cutting_height.max=90`);
      expect(idsOf(body)).toEqual([ids.big]);
    });

    it("narrows by yes/no and by choices, several choices meaning either", async () => {
      expect(idsOf((await get(`/api/commodities?f.self_propelled=1`)).body)).toEqual([ids.big, ids.mid].sort((a, b) => a - b));
      expect(idsOf((await get(`/api/commodities?f.battery_slots=2`)).body)).toEqual([ids.big]);
      expect(idsOf((await get(`/api/commodities?f.battery_slots=1&f.battery_slots=2`)).body)).toHaveLength(3);
    });

    it("combines filters with categories and name search", async () => {
      const { body } = await get(`/api/commodities?commodityTypeIds=${tree.compact}&f.self_propelled=1&en_name=mower`);
      expect(idsOf(body)).toEqual([ids.mid]);
      const none = await get(`/api/commodities?commodityTypeIds=${tree.chainsaws}&f.self_propelled=1`);
      expect(none.body.meta.pagination.total).toBe(0);
    });

    it.each([
      ["f.colour=red", "f.colour"],
      ["f.cutting_width.min=wide", "f.cutting_width.min"],
      ["f.cutting_width=40", "f.cutting_width"],
      ["f.self_propelled=maybe", "f.self_propelled"],
      ["f.battery_slots=3", "f.battery_slots"],
      ["f.deck=Steel", "f.deck"],
      ["f.cutting_width.min=60&f.cutting_width.max=40", "f.cutting_width.max"],
      // One bound given twice: neither may silently win.
      ["f.cutting_width.min=40&f.cutting_width.min=50", "f.cutting_width.min"],
    ])("answers 422 for %s", async (query, field) => {
      const { status, body } = await get(`/api/commodities?${query}`);
      expect(status).toBe(422);
      expect(body.errors).toHaveProperty([field]);
    });
  });

  describe("the /products page", () => {
    it("applies only the ticked categories' own filters: one left from another category never empties the list", async () => {
      const html = async (query: string) => {
        const response = await get(`/products?${query}`);
        expect(response.status, query).toBe(200);
        return response.text;
      };
      expect(await html(`type=${tree.saws}&f.cutting_width.min=40`)).toMatch(/>Chainsaw</);
      const mowers = await html(`type=${tree.mowers}&f.cutting_width.min=40`);
      expect(mowers).toContain("Mower 53");
      expect(mowers).toContain("Mower 46");
      expect(mowers).not.toContain("Mower 33");
      // A range typed the wrong way round is read as meant (30 to 50), not as an empty list.
      const reversed = await html(`type=${tree.pushMowers}&f.cutting_width.min=50&f.cutting_width.max=30`);
      expect(reversed).toContain("Mower 33");
      expect(reversed).not.toContain("Mower 53");
      // A ticked box is ticked in the server's HTML: without JavaScript, Apply filters sends it again.
      const box = new RegExp(`<input[^>]*name="type"[^>]*value="${tree.pushMowers}"[^>]*>`).exec(await html(`type=${tree.pushMowers}`))?.[0];
      expect(box).toContain('checked=""');
      // No category ticked: no filter boxes are shown, so none narrows the list.
      expect(await html(`type=&f.cutting_width.min=40`)).toContain("Mower 33");
    });
  });

  describe("values", () => {
    it("refuses values out of range, of the wrong type, foreign to the category or missing when required, changing nothing", async () => {
      const db = app.database.db;
      await expect(specs.setProductSpecValues(db, ids.small, { cutting_width: 500, self_propelled: "maybe", bar_length: 30 })).rejects.toMatchObject({
        errors: {
          "specs.cutting_width": [expect.stringContaining("at most 120")],
          "specs.self_propelled": [expect.any(String)],
          "specs.bar_length": [expect.stringContaining("does not apply")],
        },
      });
      await expect(specs.setProductSpecValues(db, ids.small, { lawn_area: 200 })).rejects.toMatchObject({
        errors: { "specs.cutting_width": [expect.stringContaining("required")] },
      });
      expect(await specs.getProductSpecValues(db, ids.small)).toMatchObject({ cutting_width: 33, lawn_area: 300 });
    });

    it("shows a changed value at once: the write advances the catalogue version the caches check", async () => {
      const before = await get(`/api/commodities?commodityTypeIds=${tree.pushMowers}&f.cutting_width.max=35`);
      expect(idsOf(before.body)).toEqual([ids.small]);
      const widthInList = async (query: string) => {
        const { body } = await get(`/api/commodities?${query}`);
        const small = body.data.find((p: { id: number }) => p.id === ids.small);
        return small.specs.find((spec: { key: string }) => spec.key === "cutting_width").value as number;
      };
      // Kept per product, the item's JSON must be made again for every list once the value changes.
      expect(await widthInList(`commodityTypeIds=${tree.pushMowers}`)).toBe(33);
      expect(await widthInList(`commodityTypeIds=${tree.pushMowers}&lang=fr`)).toBe(33);
      await specs.setProductSpecValues(app.database.db, ids.small, {
        cutting_width: 36,
        cutting_height: [25, 65],
        lawn_area: 300,
        self_propelled: false,
        battery_slots: "1",
      });
      const after = await get(`/api/commodities?commodityTypeIds=${tree.pushMowers}&f.cutting_width.max=35`);
      expect(after.body.meta.pagination.total).toBe(0);
      expect(await widthInList(`commodityTypeIds=${tree.pushMowers}`)).toBe(36);
      expect(await widthInList(`commodityTypeIds=${tree.pushMowers}&page=1`)).toBe(36);
      const detail = await get(`/api/commodities/${ids.small}`);
      expect(detail.body.data.specs[0].value).toBe(36);
    });

    it("reads only what a moved product's new category offers, and keeps the rest for a move back", async () => {
      const db = app.database.db;
      const moved = (await insertProduct(db, { en: "Mower 40" }, { commodity_type_id: tree.pushMowers })).id;
      await specs.setProductSpecValues(db, moved, { cutting_width: 40, cutting_height: [30, 60], battery_slots: "2" });
      const moveTo = (commodity_type_id: number) =>
        request(app.express).post(`/api/ad/commodities/${moved}/_update`).set(app.auth).send({ commodity_type_id }).expect(200);
      const widthFilter = `commodityTypeIds=${tree.chainsaws}&f.cutting_width.min=39&f.cutting_width.max=41`;

      await moveTo(tree.chainsaws);
      expect((await get(`/api/commodities/${moved}`)).body.data.specs).toEqual([]);
      expect((await get(`/api/commodities?${widthFilter}`)).body.meta.pagination.total).toBe(0);
      const slots = (await facets.specFacets(db, { commodityTypeIds: [tree.chainsaws, tree.pushMowers] }, "en")).find((f) => f.key === "battery_slots");
      expect(slots?.options?.find((o) => o.value === "2")?.count).toBe(1); // Mower 53 only
      expect(await specs.getProductSpecValues(db, moved)).toEqual({});
      const exported = (await specs.exportSpecTable(db)).rows.find((row) => row.id === String(moved));
      expect(exported).not.toHaveProperty("cutting_width");

      await moveTo(tree.pushMowers);
      const back = (await get(`/api/commodities/${moved}`)).body.data.specs;
      expect(back.map((spec: { key: string }) => spec.key)).toEqual(["cutting_width", "cutting_height", "battery_slots"]);
      expect(
        (await get(`/api/commodities?${widthFilter.replace(String(tree.chainsaws), String(tree.pushMowers))}`)).body.data.map((p: { id: number }) => p.id),
      ).toEqual([moved]);
      await request(app.express).delete(`/api/ad/commodities/_delete?ids=${moved}`).set(app.auth).expect(200);
    });

    it("offers a category the attributes of its ancestors only", async () => {
      const db = app.database.db;
      expect((await specs.attributesForCategory(db, tree.compact)).map((a) => a.key)).toContain("cutting_width");
      expect((await specs.attributesForCategory(db, tree.chainsaws)).map((a) => a.key)).toEqual(["bar_length"]);
      expect((await specs.attributesForSelection(db, [tree.mowers])).map((a) => a.key)).not.toContain("bar_length");
    });
  });
});
