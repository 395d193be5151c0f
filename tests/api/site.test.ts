import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isoWeek, isoWeekAt, lastWeeks } from "#server/services/iso-weeks.ts";
import { validEnquiry } from "#tests/support/api-fixtures.ts";
import { createAdminTestApp, type AdminTestApp } from "#tests/support/auth.ts";
import { TEST_ENGINES } from "#tests/support/databases.ts";
import { insertCategory, insertProduct } from "#tests/support/fixtures.ts";

describe.each(TEST_ENGINES)("site settings, social codes and dashboard on %s", (engine) => {
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

  describe("settings", () => {
    it("GET /api/settings answers the public settings with the social links", async () => {
      const response = await request(app.express).get("/api/settings");
      expect(response.status).toBe(200);
      expect(response.body.data).toMatchObject({ brand_name: "Fantai", email_primary: expect.any(String) });
      expect(response.body.data.socials.length).toBeGreaterThan(0);
      expect(response.body.data).not.toHaveProperty("id");
    });

    it("GET and POST /api/ad/settings read and partially update the settings", async () => {
      expect((await admin.get("/api/ad/settings")).body.data).toMatchObject({ id: 1, brand_name: "Fantai" });
      const response = await admin.post("/api/ad/settings", { phone: "+32 3 555 00 00", email_secondary: "help@fantai.example" });
      expect(response.status).toBe(200);
      expect(response.body.data).toMatchObject({ phone: "+32 3 555 00 00", email_secondary: "help@fantai.example", brand_name: "Fantai" });
      expect((await request(app.express).get("/api/settings")).body.data.phone).toBe("+32 3 555 00 00");
    });

    it("refuses an about page path that the site already uses (a page, a language, the API), in the admin's language", async () => {
      for (const about_path of ["products", "blog", "login", "admin", "fr", "api", "register"]) {
        const response = await admin.post("/api/ad/settings", { about_path });
        expect(response.status, about_path).toBe(422);
        expect(response.body.errors.about_path, about_path).toEqual(["This path is already used by the site: choose another."]);
      }
      const french = await request(app.express).post("/api/ad/settings").set(app.auth).set("Accept-Language", "fr").send({ about_path: "blog" });
      expect(french.body.errors.about_path).toEqual(["Ce chemin est déjà utilisé par le site\u00a0: choisissez-en un autre."]);
      expect((await admin.get("/api/ad/settings")).body.data.about_path).toBe("fantai");
      expect((await admin.post("/api/ad/settings", { about_path: "our-story" })).status).toBe(200);
      expect((await admin.post("/api/ad/settings", { about_path: "fantai" })).status).toBe(200);
    });

    it("answers 422 to an invalid email or an empty brand", async () => {
      const response = await admin.post("/api/ad/settings", { email_primary: "nope", brand_name: "" });
      expect(response.status).toBe(422);
      expect(Object.keys(response.body.errors).sort()).toEqual(["brand_name", "email_primary"]);
    });
  });

  describe("social codes", () => {
    let id: number;
    it("creates, lists, updates and deletes", async () => {
      const created = await admin.post("/api/ad/social/codes", { platform: "tiktok", label: "TikTok", url: "https://www.tiktok.com/@fantai", in_header: true });
      expect(created.status).toBe(201);
      expect(created.body.data).toMatchObject({ platform: "tiktok", in_header: 1 });
      id = created.body.data.id;
      const listed = await admin.get("/api/ad/social/codes?q=tiktok");
      expect(listed.body.data.map((s: { id: number }) => s.id)).toEqual([id]);
      expect((await admin.get(`/api/ad/social/codes/${id}`)).body.data).toMatchObject({ id, platform: "tiktok" });
      const updated = await admin.post(`/api/ad/social/codes/${id}/_update`, { label: "TikTok Fantai" });
      expect(updated.body.data).toMatchObject({ label: "TikTok Fantai", url: "https://www.tiktok.com/@fantai" });
      expect((await request(app.express).get("/api/settings")).body.data.socials.map((s: { id: number }) => s.id)).toContain(id);
      expect((await admin.delete(`/api/ad/social/codes/${id}`)).body.data).toEqual({ deleted: 1 });
      const other = (await admin.post("/api/ad/social/codes", { platform: "x", label: "X", url: "https://x.com/fantai" })).body.data.id;
      expect((await admin.delete(`/api/ad/social/codes/_delete?ids=${other}`)).body.data).toEqual({ deleted: 1 });
    });

    it("answers 422 to a missing url or a script URL", async () => {
      expect((await admin.post("/api/ad/social/codes", { platform: "x", label: "X" })).body.errors.url).toBeDefined();
      expect((await admin.post("/api/ad/social/codes", { platform: "x", label: "X", url: "javascript:alert(1)" })).status).toBe(422);
    });
  });

  describe("dashboard", () => {
    it("counts, lists the latest enquiries, weekly activity and missing translations", async () => {
      const db = app.database.db;
      const category = await insertCategory(db, { en: "Mowers", fr: "Tondeuses" });
      await insertProduct(db, { en: "Mower", fr: "Tondeuse", nl: "Maaier" }, { commodity_type_id: category.id });
      await insertProduct(db, { en: "Saw only in English" });
      const now = new Date();
      const threeWeeksAgo = new Date(now.getTime() - 21 * 86_400_000).toISOString();
      for (let i = 0; i < 6; i++) {
        await db
          .insertInto("demands")
          .values({
            ...validEnquiry,
            name: `Visitor ${i}`,
            handled: i === 0 ? 1 : 0,
            created_at: i < 2 ? threeWeeksAgo : new Date(now.getTime() - i * 1000).toISOString(),
          })
          .execute();
      }
      await db.insertInto("file_forms").values({ email: "a@example.com", created_at: now.toISOString() }).execute();

      const response = await admin.get("/api/ad/dashboard");
      expect(response.status).toBe(200);
      const { counts, latest_enquiries, weekly, translations } = response.body.data;
      expect(counts).toEqual({ products: 2, categories: 1, articles: 0, new_enquiries: 5, subscribers: 1 });
      expect(latest_enquiries).toHaveLength(5);
      expect(latest_enquiries[0].name).toBe("Visitor 2");
      expect(weekly).toHaveLength(12);
      expect(weekly[11]).toMatchObject({ week: isoWeekAt(now).week, enquiries: 4, signups: 1 });
      expect(weekly[8]).toMatchObject({ week: isoWeekAt(new Date(threeWeeksAgo)).week, enquiries: 2 });
      expect(translations.missing).toEqual({ commodities: 1, commodity_types: 1, articles: 0 });
      expect(translations.items).toEqual(
        expect.arrayContaining([
          { resource: "commodities", id: expect.any(Number), en: "Saw only in English", missing: ["fr", "nl"] },
          { resource: "commodity_types", id: category.id, en: "Mowers", missing: ["nl"] },
        ]),
      );
    });

    it("numbers ISO weeks across a year boundary", () => {
      expect(isoWeek("2026-11-21")).toEqual({ week: "2026-W47", starts_on: "2026-11-16" });
      expect(isoWeek("2027-01-01")).toEqual({ week: "2026-W53", starts_on: "2026-12-28" });
      expect(isoWeek("2024-12-30").week).toBe("2025-W01");
      const weeks = lastWeeks(new Date("2026-11-21T12:00:00Z"), 12);
      expect(weeks[0]).toEqual({ week: "2026-W36", starts_on: "2026-08-31" });
      expect(new Set(weeks.map((w) => w.week)).size).toBe(12);
    });

    it("counts weeks on the Brussels calendar: Monday 00:30 there is Monday's week, though still Sunday in UTC", () => {
      expect(isoWeekAt(new Date("2026-11-15T23:30:00Z"))).toEqual({ week: "2026-W47", starts_on: "2026-11-16" });
      expect(isoWeekAt(new Date("2026-11-15T22:30:00Z")).week).toBe("2026-W46");
      expect(lastWeeks(new Date("2026-11-15T23:30:00Z"), 1)).toEqual([{ week: "2026-W47", starts_on: "2026-11-16" }]);
    });
  });
});
