import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedCategoryTree } from "#tests/support/api-fixtures.ts";
import { createAdminTestApp, type AdminTestApp } from "#tests/support/auth.ts";
import { TEST_ENGINES } from "#tests/support/databases.ts";

describe.each(TEST_ENGINES)("landing pages on %s", (engine) => {
  let app: AdminTestApp;
  let tree: Awaited<ReturnType<typeof seedCategoryTree>>;
  let pageOne: number;
  let pageTwo: number;
  beforeAll(async () => {
    app = await createAdminTestApp(engine);
    tree = await seedCategoryTree(app.database.db);
  });
  afterAll(() => app.close());

  const admin = {
    get: (url: string) => request(app.express).get(url).set(app.auth),
    post: (url: string, body: object) => request(app.express).post(url).set(app.auth).send(body),
    delete: (url: string) => request(app.express).delete(url).set(app.auth),
  };

  describe("landing page one", () => {
    it("creates one for a level 1 category (201)", async () => {
      const response = await admin.post("/api/ad/page/ones", {
        commodity_type_id: tree.mowers,
        url: "lawn-mowers",
        en_banner_title: "Lawn mowers",
        fr_banner_title: "Tondeuses",
        en_seo_description: "Cordless lawn mowers",
        advertis_pc_img: "/media/2026-11/ad_1200x400.webp",
        advertis_url: "/products",
      });
      expect(response.status).toBe(201);
      expect(response.body.data).toMatchObject({ commodity_type_id: tree.mowers, url: "lawn-mowers", en_banner_title: "Lawn mowers" });
      pageOne = response.body.data.id;
    });

    it("refuses a second page for the same category, a level 2 category and a bad url", async () => {
      const taken = await admin.post("/api/ad/page/ones", { commodity_type_id: tree.mowers, url: "again" });
      expect(taken.status).toBe(422);
      expect(taken.body.errors.commodity_type_id).toEqual(["This category already has a landing page."]);
      const wrongLevel = await admin.post("/api/ad/page/ones", { commodity_type_id: tree.pushMowers, url: "push" });
      expect(wrongLevel.body.errors.commodity_type_id).toEqual(["Choose a level 1 category."]);
      expect((await admin.post("/api/ad/page/ones", { commodity_type_id: tree.saws, url: "Not A Slug" })).body.errors.url).toBeDefined();
    });

    it("gives a category one page when three saves for it arrive together; the others are refused with 422", async () => {
      const body = { commodity_type_id: tree.saws, url: "saws" };
      const saves = await Promise.all([1, 2, 3].map(() => admin.post("/api/ad/page/ones", body)));
      expect(saves.map((save) => save.status).sort()).toEqual([201, 422, 422]);
      for (const refused of saves.filter((save) => save.status === 422)) {
        expect(refused.body.errors.commodity_type_id).toEqual(["This category already has a landing page."]);
      }
      const stored = await app.database.db.selectFrom("landing_page_ones").select("id").where("commodity_type_id", "=", tree.saws).execute();
      expect(stored).toHaveLength(1);
      await admin.delete(`/api/ad/page/ones/_delete?ids=${stored[0]!.id}`).expect(200);
    });

    it("shows in the category tree as landingPageOne", async () => {
      const { body } = await request(app.express).get(`/api/commodity/types/${tree.mowers}`);
      expect(body.data.landingPageOne).toEqual({ id: pageOne, url: "lawn-mowers" });
    });

    it("updates partially, keeping its own category", async () => {
      const response = await admin.post(`/api/ad/page/ones/${pageOne}/_update`, { nl_banner_title: "Grasmaaiers", commodity_type_id: tree.mowers });
      expect(response.status).toBe(200);
      expect(response.body.data).toMatchObject({ nl_banner_title: "Grasmaaiers", url: "lawn-mowers" });
    });

    it("lists and shows for the admin, filtered by category", async () => {
      expect((await admin.get(`/api/ad/page/ones/${pageOne}`)).body.data).toMatchObject({ id: pageOne, url: "lawn-mowers" });
      const response = await admin.get(`/api/ad/page/ones?commodity_type_id=${tree.mowers}`);
      expect(response.body.data.map((p: { id: number }) => p.id)).toEqual([pageOne]);
      expect((await admin.get(`/api/ad/page/ones?commodity_type_id=${tree.saws}`)).body.data).toEqual([]);
    });
  });

  describe("swiper items", () => {
    it("creates items for a landing page one; the page must exist", async () => {
      for (const [index, title] of ["Second", "First"].entries()) {
        const response = await admin.post("/api/ad/page/one/swiper", {
          landing_page_one_id: pageOne,
          en_title: title,
          swiper_img_url: "/media/2026-11/s_1600x600.webp",
          url: "/products",
          sort_order: 1 - index,
        });
        expect(response.status).toBe(201);
      }
      const missing = await admin.post("/api/ad/page/one/swiper", { landing_page_one_id: 999999 });
      expect(missing.status).toBe(422);
      expect(missing.body.errors.landing_page_one_id).toBeDefined();
    });

    it("GET /api/page/one/swiper/?landing_page_one_id= answers page_one_swipers by sort_order", async () => {
      const response = await request(app.express).get(`/api/page/one/swiper/?landing_page_one_id=${pageOne}`);
      expect(response.status).toBe(200);
      expect(response.body.data.landing_page_one_id).toBe(pageOne);
      expect(response.body.data.page_one_swipers.map((s: { en_title: string }) => s.en_title)).toEqual(["First", "Second"]);
      expect((await request(app.express).get("/api/page/one/swiper/")).status).toBe(422);
      expect((await request(app.express).get("/api/page/one/swiper?landing_page_one_id=999999")).status).toBe(404);
    });

    it("GET /api/page/ones/{id} answers the page with its swipers", async () => {
      const response = await request(app.express).get(`/api/page/ones/${pageOne}`);
      expect(response.body.data).toMatchObject({ id: pageOne, url: "lawn-mowers" });
      expect(response.body.data.page_one_swipers).toHaveLength(2);
      expect((await request(app.express).get("/api/page/ones/999999")).status).toBe(404);
    });

    it("lists, updates and deletes items for the admin", async () => {
      const listed = await admin.get(`/api/ad/page/one/swiper?landing_page_one_id=${pageOne}`);
      expect(listed.body.meta.pagination.total).toBe(2);
      const [first] = listed.body.data;
      expect((await admin.get(`/api/ad/page/one/swiper/${first.id}`)).body.data).toMatchObject({ id: first.id, landing_page_one_id: pageOne });
      const updated = await admin.post(`/api/ad/page/one/swiper/${first.id}/_update`, { fr_title: "Premier" });
      expect(updated.body.data).toMatchObject({ fr_title: "Premier", en_title: first.en_title });
      expect((await admin.delete(`/api/ad/page/one/swiper/${first.id}`)).body.data).toMatchObject({ deleted: 1 });
    });
  });

  describe("landing page two", () => {
    it("creates one for a level 2 category and reads it publicly", async () => {
      const response = await admin.post("/api/ad/page/twos", { commodity_type_id: tree.pushMowers, url: "push-mowers", en_banner_title: "Push mowers" });
      expect(response.status).toBe(201);
      pageTwo = response.body.data.id;
      const read = await request(app.express).get(`/api/page/twos/${pageTwo}`);
      expect(read.body.data).toMatchObject({ url: "push-mowers", en_banner_title: "Push mowers" });
      const tree2 = await request(app.express).get(`/api/commodity/types/${tree.pushMowers}`);
      expect(tree2.body.data.landingPageTwo).toEqual({ id: pageTwo, url: "push-mowers" });
      expect((await admin.post("/api/ad/page/twos", { commodity_type_id: tree.saws, url: "saws" })).status).toBe(422);
      expect((await request(app.express).get("/api/page/twos/999999")).status).toBe(404);
    });

    it("shows, updates and deletes many", async () => {
      expect((await admin.get(`/api/ad/page/twos/${pageTwo}`)).body.data.id).toBe(pageTwo);
      expect((await admin.get(`/api/ad/page/twos?q=push`)).body.data.map((p: { id: number }) => p.id)).toEqual([pageTwo]);
      expect((await admin.post(`/api/ad/page/twos/${pageTwo}/_update`, { url: "walk-behind" })).body.data.url).toBe("walk-behind");
      expect((await admin.delete(`/api/ad/page/twos/_delete?ids=${pageTwo}`)).body.data).toMatchObject({ deleted: 1 });
    });
  });

  it("deleting a landing page one deletes its swiper items", async () => {
    expect((await admin.delete(`/api/ad/page/ones/${pageOne}`)).body.data).toMatchObject({ deleted: 1 });
    const left = await app.database.db.selectFrom("landing_page_one_swipers").select("id").execute();
    expect(left).toEqual([]);
  });
});
