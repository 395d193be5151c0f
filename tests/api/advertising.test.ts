import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAdminTestApp, type AdminTestApp } from "#tests/support/auth.ts";
import { TEST_ENGINES } from "#tests/support/databases.ts";

/** Card adsense, rotation charts and list posters: admin writes under /api/ad, reads on the public path (product rules §7). */
const POSTER_LIKES = [
  { name: "card adsense", path: "card/adsense" },
  { name: "rotation charts", path: "rotation/charts" },
  { name: "list posters", path: "list/posters" },
] as const;

describe.each(TEST_ENGINES)("advertising on %s", (engine) => {
  let app: AdminTestApp;
  beforeAll(async () => {
    app = await createAdminTestApp(engine);
  });
  afterAll(() => app.close());

  const admin = {
    get: (url: string) => request(app.express).get(url).set(app.auth),
    post: (url: string, body: object) => request(app.express).post(url).set(app.auth).send(body),
    delete: (url: string) => request(app.express).delete(url).set(app.auth),
  };
  const poster = (overrides: object) => ({
    en_name: "Cordless power",
    fr_name: "Puissance sans fil",
    nl_name: "Snoerloze kracht",
    en_description: "One battery, every tool",
    pc_img: "/media/2026-11/hero_1920x800.webp",
    phone_img: "/media/2026-11/hero-m_750x1000.webp",
    url: "/products",
    sort_order: 1,
    ...overrides,
  });

  describe.each(POSTER_LIKES)("$name", ({ path }) => {
    let id: number;

    it("creates (201) with every shared field", async () => {
      const response = await admin.post(`/api/ad/${path}`, poster({}));
      expect(response.status).toBe(201);
      expect(response.body.data).toMatchObject(poster({ id: expect.any(Number) }));
      id = response.body.data.id;
      await admin.post(`/api/ad/${path}`, poster({ en_name: "First", sort_order: 0 }));
    });

    it("reads the list on the public path, by sort_order, paginated", async () => {
      const response = await request(app.express).get(`/api/${path}`);
      expect(response.status).toBe(200);
      expect(response.body.data.map((p: { en_name: string }) => p.en_name)).toEqual(["First", "Cordless power"]);
      expect(response.body.meta.pagination).toMatchObject({ total: 2, per_page: 50 });
      expect((await request(app.express).get(`/api/${path}?per_page=1000`)).status).toBe(422);
    });

    it("reads one on the public path and in the admin, 404 when missing", async () => {
      expect((await request(app.express).get(`/api/${path}/${id}`)).body.data.id).toBe(id);
      expect((await admin.get(`/api/ad/${path}/${id}`)).body.data).toMatchObject({ id, en_name: "Cordless power" });
      expect((await request(app.express).get(`/api/${path}/999999`)).body).toMatchObject({ message: expect.stringMatching(/not found/) });
    });

    it("updates partially", async () => {
      const response = await admin.post(`/api/ad/${path}/${id}/_update`, { url: "https://shop.example/mowers" });
      expect(response.status).toBe(200);
      expect(response.body.data).toMatchObject({ url: "https://shop.example/mowers", en_name: "Cordless power" });
    });

    it("refuses unsafe links and over-long names with 422", async () => {
      expect((await admin.post(`/api/ad/${path}`, poster({ url: "javascript:alert(1)" }))).body.errors.url).toBeDefined();
      expect((await admin.post(`/api/ad/${path}`, poster({ url: "//evil.example" }))).status).toBe(422);
      expect((await admin.post(`/api/ad/${path}/${id}/_update`, { en_name: "n".repeat(256) })).status).toBe(422);
    });

    it("lists for the admin with q and deletes", async () => {
      const listed = await admin.get(`/api/ad/${path}?q=first`);
      expect(listed.body.data.map((p: { en_name: string }) => p.en_name)).toEqual(["First"]);
      expect((await admin.delete(`/api/ad/${path}/${id}`)).body.data).toEqual({ deleted: 1, trash_ids: [expect.any(Number)] });
      expect((await request(app.express).get(`/api/${path}/${id}`)).status).toBe(404);
    });
  });

  describe("posters", () => {
    let slide: number;

    it("creates posters of a type; the type is required", async () => {
      const created = await admin.post("/api/ad/posters", poster({ type: "indexPage", en_name: "Slide" }));
      expect(created.status).toBe(201);
      expect(created.body.data.type).toBe("indexPage");
      slide = created.body.data.id;
      for (const type of ["homePoster", "banner", "card", "card", "card", "list", "tag", "tag", "tag"]) {
        await admin.post("/api/ad/posters", poster({ type, en_name: `${type} poster` }));
      }
      expect((await admin.post("/api/ad/posters", poster({}))).body.errors.type).toBeDefined();
      expect((await admin.post("/api/ad/posters", poster({ type: "bad type!" }))).status).toBe(422);
      // A well-formed type that no place on the site shows (a typo): refused, naming the types there are.
      for (const type of ["bogus", "Indexpage"]) {
        const refused = await admin.post("/api/ad/posters", poster({ type, en_name: "Lost" }));
        expect(refused.status, type).toBe(422);
        expect(refused.body.errors.type).toEqual(["Choose one of: indexPage, homePoster, banner, card, list, tag."]);
      }
      expect((await admin.post(`/api/ad/posters/${slide}/_update`, { type: "bogus" })).status).toBe(422);
    });

    it("GET /api/posters answers type indexPage by default, or ?type=", async () => {
      const slides = await request(app.express).get("/api/posters");
      expect(slides.body.data.map((p: { id: number }) => p.id)).toEqual([slide]);
      const cards = await request(app.express).get("/api/posters?type=card");
      expect(cards.body.data).toHaveLength(3);
      expect(cards.body.meta.pagination.total).toBe(3);
    });

    it("GET /api/posters/{type or id}: a number is one poster, a word a type", async () => {
      const one = await request(app.express).get(`/api/posters/${slide}`);
      expect(one.body.data).toMatchObject({ id: slide, type: "indexPage" });
      const tags = await request(app.express).get("/api/posters/tag");
      expect(tags.body.data).toHaveLength(3);
      expect((await request(app.express).get("/api/posters/999999")).status).toBe(404);
      expect((await request(app.express).get("/api/posters/nothing-here")).body.data).toEqual([]);
    });

    it("GET /api/banner answers the home page's advertising blocks", async () => {
      const { body } = await request(app.express).get("/api/banner");
      expect(body.data.banner).toHaveLength(1);
      expect(body.data.cards).toHaveLength(2);
      expect(body.data.tags).toHaveLength(2);
      expect(body.data.lists).toHaveLength(1);
      expect(body.data.homePoster).toMatchObject({ type: "homePoster", en_name: "homePoster poster" });
    });

    it("GET /api/home/poster answers the home poster, or the null-named default linking to /product", async () => {
      const home = await request(app.express).get("/api/home/poster");
      expect(home.body.data.en_name).toBe("homePoster poster");
      await admin.delete(`/api/ad/posters/${home.body.data.id}`);
      const fallback = await request(app.express).get("/api/home/poster");
      expect(fallback.body.data).toMatchObject({ id: null, en_name: null, fr_name: null, nl_name: null, url: "/product" });
    });

    it("lists every type for the admin, filtered by type", async () => {
      const all = await admin.get("/api/ad/posters?per_page=100");
      expect(all.body.meta.pagination.total).toBe(9);
      const tags = await admin.get("/api/ad/posters?type=tag&sort=id&order=desc");
      expect(tags.body.data).toHaveLength(3);
    });

    it("shows one in the admin, updates and deletes many", async () => {
      expect((await admin.get(`/api/ad/posters/${slide}`)).body.data).toMatchObject({ id: slide, type: "indexPage" });
      const updated = await admin.post(`/api/ad/posters/${slide}/_update`, { type: "banner" });
      expect(updated.body.data.type).toBe("banner");
      const tags = await admin.get("/api/ad/posters?type=tag");
      const ids = tags.body.data.map((p: { id: number }) => p.id).join(",");
      expect((await admin.delete(`/api/ad/posters/_delete?ids=${ids}`)).body.data).toEqual({
        deleted: 3,
        trash_ids: [expect.any(Number), expect.any(Number), expect.any(Number)],
      });
    });
  });
});
