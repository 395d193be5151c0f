import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedCategoryTree } from "#tests/support/api-fixtures.ts";
import { createAdminTestApp, type AdminTestApp } from "#tests/support/auth.ts";
import { TEST_ENGINES } from "#tests/support/databases.ts";
import { insertProduct } from "#tests/support/fixtures.ts";

describe.each(TEST_ENGINES)("commodities on %s", (engine) => {
  let app: AdminTestApp;
  let tree: Awaited<ReturnType<typeof seedCategoryTree>>;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    app = await createAdminTestApp(engine);
    tree = await seedCategoryTree(app.database.db);
    const db = app.database.db;
    ids.mower = (
      await insertProduct(db, { en: "Lawn mower 40V", fr: "Tondeuse à gazon 40V", nl: "Grasmaaier 40V" }, { commodity_type_id: tree.pushMowers, attr_sort: 1 })
    ).id;
    ids.compact = (await insertProduct(db, { en: "Compact mower", fr: "Tondeuse compacte", nl: "Compacte maaier" }, { commodity_type_id: tree.compact })).id;
    ids.chainsaw = (
      await insertProduct(db, { en: "Chainsaw 35 cm", fr: "Tronçonneuse 35 cm", nl: "Kettingzaag 35 cm" }, { commodity_type_id: tree.chainsaws })
    ).id;
    for (let i = 0; i < 12; i++) await insertProduct(db, { en: `Trimmer ${i}` }, { commodity_type_id: tree.saws });
  });
  afterAll(() => app.close());

  const get = (url: string) => request(app.express).get(url);

  describe("GET /api/commodities", () => {
    it("answers a page of 9 with Laravel-style pagination", async () => {
      const response = await get("/api/commodities");
      expect(response.status).toBe(200);
      expect(response.body.data).toHaveLength(9);
      expect(response.body.meta.pagination).toEqual({ total: 15, count: 9, per_page: 9, current_page: 1, total_pages: 2 });
      const second = await get("/api/commodities?page=2");
      expect(second.body.meta.pagination).toMatchObject({ count: 6, current_page: 2 });
    });

    it("exposes attrSort and images, not the folded columns", async () => {
      const { body } = await get(`/api/commodities?en_name=lawn`);
      const [product] = body.data;
      expect(product).toMatchObject({ id: ids.mower, en_name: "Lawn mower 40V", attrSort: 1, images: [] });
      expect(product).not.toHaveProperty("en_name_folded");
      expect(product).not.toHaveProperty("attr_sort");
    });

    it("includes the descendants of a top-level category", async () => {
      const { body } = await get(`/api/commodities?commodityTypeIds=${tree.mowers}`);
      expect(body.data.map((p: { id: number }) => p.id).sort()).toEqual([ids.mower, ids.compact].sort());
    });

    it("accepts several categories as 1,2 and as repeated parameters", async () => {
      const comma = await get(`/api/commodities?commodityTypeIds=${tree.pushMowers},${tree.chainsaws}`);
      const repeated = await get(`/api/commodities?commodityTypeIds[]=${tree.pushMowers}&commodityTypeIds[]=${tree.chainsaws}`);
      expect(comma.body.meta.pagination.total).toBe(3);
      expect(repeated.body.meta.pagination.total).toBe(3);
    });

    it.each([
      ["fr_name", "tondeuse a GAZON", "Lawn mower 40V"],
      ["fr_name", "TRONÇONNEUSE", "Chainsaw 35 cm"],
      ["nl_name", "kettingzaag", "Chainsaw 35 cm"],
      ["en_name", "Mower", "Lawn mower 40V"],
    ])("searches %s for %s, ignoring accents and case", async (field, term, expected) => {
      const { body } = await get(`/api/commodities?${field}=${encodeURIComponent(term)}`);
      expect(body.data.map((p: { en_name: string }) => p.en_name)).toContain(expected);
    });

    it("treats % and _ in a search as characters", async () => {
      const { body } = await get(`/api/commodities?en_name=${encodeURIComponent("%")}`);
      expect(body.meta.pagination.total).toBe(0);
    });

    it("filters featured products with attrSort=1", async () => {
      const { body } = await get("/api/commodities?attrSort=1");
      expect(body.data.map((p: { id: number }) => p.id)).toEqual([ids.mower]);
    });

    it("answers an empty page past the end", async () => {
      const { body } = await get("/api/commodities?page=50");
      expect(body.data).toEqual([]);
      expect(body.meta.pagination).toMatchObject({ total: 15, count: 0, current_page: 50 });
    });

    it.each(["per_page=101", "per_page=0", "page=-1", "commodityTypeIds=abc", "en_name=a&en_name=b"])("answers 422 to %s", async (query) => {
      const response = await get(`/api/commodities?${query}`);
      expect(response.status).toBe(422);
      expect(response.body.errors).toBeDefined();
    });

    it("sees a change made straight in the database at once (cached pages are checked against the data version)", async () => {
      const before = await get(`/api/commodities?en_name=brand-new`);
      expect(before.body.meta.pagination.total).toBe(0);
      const id = (await insertProduct(app.database.db, { en: "Brand-new blower" })).id;
      const after = await get(`/api/commodities?en_name=brand-new`);
      expect(after.body.data.map((p: { id: number }) => p.id)).toEqual([id]);
      await app.database.db.deleteFrom("commodities").where("id", "=", id).execute();
      expect((await get(`/api/commodities?en_name=brand-new`)).body.meta.pagination.total).toBe(0);
    });
  });

  describe("GET /api/commodities/{id}", () => {
    it("answers the product", async () => {
      const response = await get(`/api/commodities/${ids.chainsaw}`);
      expect(response.status).toBe(200);
      expect(response.body.data).toMatchObject({ id: ids.chainsaw, fr_name: "Tronçonneuse 35 cm", commodity_type_id: tree.chainsaws });
    });

    it("answers 404 { message } for a missing or non-numeric id", async () => {
      expect((await get("/api/commodities/999999")).body).toEqual({ message: "Product not found." });
      expect((await get("/api/commodities/abc")).status).toBe(404);
    });

    it("answers 405 to DELETE", async () => {
      expect((await request(app.express).delete(`/api/commodities/${ids.chainsaw}`)).status).toBe(405);
    });
  });

  describe("admin", () => {
    const admin = () => ({
      get: (url: string) => request(app.express).get(url).set(app.auth),
      post: (url: string, body: object) => request(app.express).post(url).set(app.auth).send(body),
      put: (url: string, body: object) => request(app.express).put(url).set(app.auth).send(body),
      delete: (url: string) => request(app.express).delete(url).set(app.auth),
    });

    it("creates a commodity (201), keeping its folded names for search", async () => {
      const response = await admin().post("/api/ad/commodities", {
        en_name: "Hedge trimmer 61 cm",
        fr_name: "Taille-haie 61 cm",
        nl_name: "Heggenschaar 61 cm",
        en_description: "<p>Laser-cut <strong>blades</strong></p>",
        images: ["/media/2026-11/a_800x600.webp"],
        attrSort: true,
        commodity_type_id: tree.saws,
        model: "FT-HT61",
      });
      expect(response.status).toBe(201);
      expect(response.body.data).toMatchObject({ en_name: "Hedge trimmer 61 cm", attrSort: 1, images: ["/media/2026-11/a_800x600.webp"], model: "FT-HT61" });
      ids.hedge = response.body.data.id;
      const found = await request(app.express).get("/api/commodities?fr_name=taille-haie");
      expect(found.body.data.map((p: { id: number }) => p.id)).toEqual([ids.hedge]);
    });

    it("recomputes the folded name on update", async () => {
      const response = await admin().post(`/api/ad/commodities/${ids.hedge}/_update`, { fr_name: "Élagueuse" });
      expect(response.status).toBe(200);
      expect(response.body.data).toMatchObject({ fr_name: "Élagueuse", en_name: "Hedge trimmer 61 cm" });
      expect((await request(app.express).get("/api/commodities?fr_name=elagueuse")).body.meta.pagination.total).toBe(1);
      expect((await request(app.express).get("/api/commodities?fr_name=taille-haie")).body.meta.pagination.total).toBe(0);
    });

    it("answers 422 to a missing English name, an unknown category or an unsafe image URL", async () => {
      const missing = await admin().post("/api/ad/commodities", { fr_name: "Sans nom" });
      expect(missing.status).toBe(422);
      expect(missing.body.errors.en_name).toBeDefined();
      const unknown = await admin().post("/api/ad/commodities", { en_name: "X", commodity_type_id: 999999 });
      expect(unknown.status).toBe(422);
      expect(unknown.body.errors.commodity_type_id).toEqual(["The selected category does not exist."]);
      const unsafe = await admin().post("/api/ad/commodities", { en_name: "X", main_img_url: "javascript:alert(1)" });
      expect(unsafe.status).toBe(422);
      expect(unsafe.body.errors.main_img_url).toBeDefined();
      const tooLong = await admin().post("/api/ad/commodities", { en_name: "x".repeat(256) });
      expect(tooLong.status).toBe(422);
    });

    it("strips scripts from descriptions", async () => {
      const response = await admin().post(`/api/ad/commodities/${ids.hedge}/_update`, {
        en_description: '<p onclick="steal()">Sharp<script>alert(1)</script></p><a href="javascript:alert(1)">x</a>',
      });
      expect(response.body.data.en_description).toBe("<p>Sharp</p><a>x</a>");
    });

    it("lists with q, category, attrSort, sort and order", async () => {
      const byName = await admin().get("/api/ad/commodities?q=TRONCONNEUSE");
      expect(byName.body.data.map((p: { id: number }) => p.id)).toEqual([ids.chainsaw]);
      const byModel = await admin().get("/api/ad/commodities?q=ft-ht61");
      expect(byModel.body.data.map((p: { id: number }) => p.id)).toEqual([ids.hedge]);
      const inMowers = await admin().get(`/api/ad/commodities?commodityTypeIds=${tree.mowers}`);
      expect(inMowers.body.meta.pagination.total).toBe(2);
      const featured = await admin().get("/api/ad/commodities?attrSort=1&sort=id&order=asc");
      expect(featured.body.data.map((p: { id: number }) => p.id)).toEqual([ids.mower, ids.hedge]);
      const sorted = await admin().get("/api/ad/commodities?sort=en_name&order=asc&per_page=3");
      expect(sorted.body.data.map((p: { en_name: string }) => p.en_name)).toEqual(["Chainsaw 35 cm", "Compact mower", "Hedge trimmer 61 cm"]);
      expect(sorted.body.meta.pagination.per_page).toBe(3);
      expect((await admin().get("/api/ad/commodities?sort=password")).status).toBe(422);
    });

    it("shows one commodity", async () => {
      const response = await admin().get(`/api/ad/commodities/${ids.hedge}`);
      expect(response.status).toBe(200);
      expect(response.body.data.id).toBe(ids.hedge);
    });

    describe("batch", () => {
      it("sets attrSort on many", async () => {
        const response = await admin().put("/api/ad/commodities/batch/_handle", { ids: [ids.compact, ids.chainsaw], action: "setAttrSort", attrSort: 1 });
        expect(response.status).toBe(200);
        expect(response.body.data).toMatchObject({ affected: 2 });
        const featured = await request(app.express).get("/api/commodities?attrSort=1");
        expect(featured.body.data.map((p: { id: number }) => p.id)).toEqual(expect.arrayContaining([ids.compact, ids.chainsaw]));
      });

      it("moves many to a category", async () => {
        const response = await admin().put("/api/ad/commodities/batch/_handle", { ids: [ids.compact], action: "move", commodity_type_id: tree.chainsaws });
        expect(response.status).toBe(200);
        const moved = await admin().get(`/api/ad/commodities/${ids.compact}`);
        expect(moved.body.data.commodity_type_id).toBe(tree.chainsaws);
      });

      it("changes nothing when one id is missing (one transaction)", async () => {
        const response = await admin().put("/api/ad/commodities/batch/_handle", { ids: [ids.compact, ids.chainsaw, 999999], action: "delete" });
        expect(response.status).toBe(404);
        expect((await admin().get(`/api/ad/commodities/${ids.compact}`)).status).toBe(200);
        expect((await admin().get(`/api/ad/commodities/${ids.chainsaw}`)).status).toBe(200);
        const moved = await admin().put("/api/ad/commodities/batch/_handle", { ids: [ids.mower, 999999], action: "move", commodity_type_id: tree.saws });
        expect(moved.status).toBe(404);
        expect((await admin().get(`/api/ad/commodities/${ids.mower}`)).body.data.commodity_type_id).toBe(tree.pushMowers);
      });

      it("answers 422 to an unknown action or a move to a missing category", async () => {
        expect((await admin().put("/api/ad/commodities/batch/_handle", { ids: [ids.mower], action: "explode" })).status).toBe(422);
        const missing = await admin().put("/api/ad/commodities/batch/_handle", { ids: [ids.mower], action: "move", commodity_type_id: 999999 });
        expect(missing.status).toBe(422);
        expect(missing.body.errors.commodity_type_id).toBeDefined();
      });

      it("deletes many", async () => {
        const response = await admin().put("/api/ad/commodities/batch/_handle", { ids: [ids.compact], action: "delete" });
        expect(response.body.data).toMatchObject({ affected: 1 });
        expect((await admin().get(`/api/ad/commodities/${ids.compact}`)).status).toBe(404);
      });
    });

    it("deletes many with _delete?ids= and one with DELETE /{id}", async () => {
      const a = (await insertProduct(app.database.db, { en: "Temp A" })).id;
      const b = (await insertProduct(app.database.db, { en: "Temp B" })).id;
      const c = (await insertProduct(app.database.db, { en: "Temp C" })).id;
      const many = await admin().delete(`/api/ad/commodities/_delete?ids=${a},${b},999999`);
      expect(many.status).toBe(200);
      expect(many.body.data).toMatchObject({ deleted: 2 });
      const one = await admin().delete(`/api/ad/commodities/${c}`);
      expect(one.body.data).toMatchObject({ deleted: 1 });
      expect((await admin().delete(`/api/ad/commodities/${c}`)).status).toBe(404);
      expect((await admin().delete(`/api/ad/commodities/_delete`)).status).toBe(422);
    });
  });
});
