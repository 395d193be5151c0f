import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { validEnquiry } from "#tests/support/api-fixtures.ts";
import { createAdminTestApp, type AdminTestApp } from "#tests/support/auth.ts";
import { TEST_ENGINES } from "#tests/support/databases.ts";

describe.each(TEST_ENGINES)("enquiries and sign-ups in the admin on %s", (engine) => {
  let app: AdminTestApp;
  const ids: number[] = [];
  beforeAll(async () => {
    app = await createAdminTestApp(engine);
    const db = app.database.db;
    const rows = [
      { ...validEnquiry, name: "Ann", email: "ann@example.com", form: "contact" as const, country: "NL", created_at: "2026-11-01T09:00:00.000Z" },
      { ...validEnquiry, name: "Bob", company: '=HYPERLINK("http://evil")', email: "bob@example.com", created_at: "2026-11-10T09:00:00.000Z" },
      {
        ...validEnquiry,
        name: "Chloé",
        email: "chloe@example.com",
        country: "FR",
        locale: "fr",
        message: "Bonjour;=WEBSERVICE(A1);",
        created_at: "2026-11-20T09:00:00.000Z",
      },
    ];
    for (const row of rows) ids.push((await db.insertInto("demands").values(row).returning("id").executeTakeFirstOrThrow()).id);
    for (const [email, locale, day] of [
      ["x@example.com", "en", "05"],
      ["y@example.com", "nl", "15"],
    ] as const) {
      await db
        .insertInto("file_forms")
        .values({ email, locale, created_at: `2026-11-${day}T10:00:00.000Z` })
        .execute();
    }
  });
  afterAll(() => app.close());

  const admin = {
    get: (url: string) => request(app.express).get(url).set(app.auth),
    put: (url: string, body: object) => request(app.express).put(url).set(app.auth).send(body),
    delete: (url: string) => request(app.express).delete(url).set(app.auth),
  };
  const names = (body: { data: { name: string }[] }) => body.data.map((d) => d.name);

  describe("demands", () => {
    it("lists newest first, paginated", async () => {
      const response = await admin.get("/api/ad/demands");
      expect(response.status).toBe(200);
      expect(names(response.body)).toEqual(["Chloé", "Bob", "Ann"]);
      expect(response.body.meta.pagination).toMatchObject({ total: 3, per_page: 20 });
    });

    it("filters by form, country, locale, dates and q", async () => {
      expect(names((await admin.get("/api/ad/demands?form=contact")).body)).toEqual(["Ann"]);
      expect(names((await admin.get("/api/ad/demands?country=FR")).body)).toEqual(["Chloé"]);
      expect(names((await admin.get("/api/ad/demands?locale=fr")).body)).toEqual(["Chloé"]);
      expect(names((await admin.get("/api/ad/demands?from=2026-11-05&to=2026-11-10")).body)).toEqual(["Bob"]);
      expect(names((await admin.get("/api/ad/demands?q=BOB@")).body)).toEqual(["Bob"]);
      expect(names((await admin.get("/api/ad/demands?sort=name&order=asc")).body)).toEqual(["Ann", "Bob", "Chloé"]);
      expect((await admin.get("/api/ad/demands?form=other")).status).toBe(422);
    });

    it("reads the date filter's days in Brussels: 00:30 there on 1 November is still 31 October in UTC", async () => {
      const db = app.database.db;
      const { id } = await db
        .insertInto("demands")
        .values({ ...validEnquiry, name: "Dora", email: "dora@example.com", created_at: "2026-10-31T23:30:00.000Z" })
        .returning("id")
        .executeTakeFirstOrThrow();
      try {
        expect(names((await admin.get("/api/ad/demands?from=2026-11-01&to=2026-11-01")).body)).toEqual(["Ann", "Dora"]);
        expect(names((await admin.get("/api/ad/demands?to=2026-10-31")).body)).toEqual([]);
        expect(names((await admin.get("/api/ad/demands?from=2026-11-02&to=2026-11-10")).body)).toEqual(["Bob"]);
      } finally {
        await db.deleteFrom("demands").where("id", "=", id).execute();
      }
    });

    it("shows one", async () => {
      expect((await admin.get(`/api/ad/demands/${ids[0]}`)).body.data).toMatchObject({ name: "Ann", handled: 0, note: "" });
    });

    it("PUT /api/ad/demands/_ marks handled and sets a note", async () => {
      const response = await admin.put("/api/ad/demands/_", { ids: [ids[0], ids[1]], handled: true, note: "Called back" });
      expect(response.status).toBe(200);
      expect(response.body.data).toEqual({ updated: 2 });
      const ann = (await admin.get(`/api/ad/demands/${ids[0]}`)).body.data;
      expect(ann).toMatchObject({ handled: 1, note: "Called back" });
      expect(ann.handled_at).toEqual(expect.any(String));
      expect(names((await admin.get("/api/ad/demands?handled=0")).body)).toEqual(["Chloé"]);

      await admin.put("/api/ad/demands/_", { ids: [ids[0]], handled: false });
      expect((await admin.get(`/api/ad/demands/${ids[0]}`)).body.data).toMatchObject({ handled: 0, handled_at: null, note: "Called back" });

      // Marked handled again together with one that already was: that one keeps the day it was handled.
      const bob = (await admin.get(`/api/ad/demands/${ids[1]}`)).body.data;
      await app.database.db.updateTable("demands").set({ handled_at: "2026-01-05T10:00:00.000Z" }).where("id", "=", ids[1]!).execute();
      await admin.put("/api/ad/demands/_", { ids: [ids[0], ids[1]], handled: true }).expect(200);
      expect((await admin.get(`/api/ad/demands/${ids[1]}`)).body.data).toMatchObject({ handled: 1, handled_at: "2026-01-05T10:00:00.000Z", note: bob.note });
      expect((await admin.get(`/api/ad/demands/${ids[0]}`)).body.data.handled_at).not.toBe("2026-01-05T10:00:00.000Z");
      await admin.put("/api/ad/demands/_", { ids: [ids[0]], handled: false }).expect(200);
    });

    it("PUT /api/ad/demands/_ changes nothing when an id is missing, and needs handled or note", async () => {
      expect((await admin.put("/api/ad/demands/_", { ids: [ids[2], 999999], handled: true })).status).toBe(404);
      expect((await admin.get(`/api/ad/demands/${ids[2]}`)).body.data.handled).toBe(0);
      expect((await admin.put("/api/ad/demands/_", { ids: [ids[2]] })).status).toBe(422);
      expect((await admin.put("/api/ad/demands/_", { ids: [], handled: true })).status).toBe(422);
    });

    it("exports CSV with the list's filters, neutralising formulas", async () => {
      const response = await admin.get("/api/ad/demands/_export?q=example.com&sort=name&order=asc");
      expect(response.status).toBe(200);
      expect(response.headers["content-type"]).toMatch(/^text\/csv/);
      expect(response.headers["content-disposition"]).toMatch(/^attachment; filename="?enquiries-\d{4}-\d{2}-\d{2}\.csv"?$/);
      const lines = response.text
        .replace(/^\uFEFF/, "")
        .trim()
        .split("\n");
      expect(lines[0]).toBe("id,created_at,form,name,company,email,phone,country,title,message,locale,handled,handled_at,note");
      expect(lines).toHaveLength(4);
      expect(lines[2]).toContain(`"'=HYPERLINK(""http://evil"")"`);
      // Quoted, so Excel with semicolon lists keeps it one cell rather than running "=WEBSERVICE(A1)".
      expect(lines[3]).toContain(`,"Bonjour;=WEBSERVICE(A1);",`);
      const filtered = await admin.get("/api/ad/demands/_export?form=contact");
      expect(filtered.text.trim().split("\n")).toHaveLength(2);
      expect((await request(app.express).get("/api/ad/demands/_export")).status).toBe(401);
    });

    it("deletes many and one", async () => {
      expect((await admin.delete(`/api/ad/demands/_delete?ids=${ids[0]},${ids[1]}`)).body.data).toEqual({ deleted: 2 });
      expect((await admin.delete(`/api/ad/demands/${ids[2]}`)).body.data).toEqual({ deleted: 1 });
      expect((await admin.get("/api/ad/demands")).body.data).toEqual([]);
    });
  });

  describe("file forms (newsletter sign-ups)", () => {
    it("lists with q, locale and dates", async () => {
      const all = await admin.get("/api/ad/file/forms");
      expect(all.body.data.map((f: { email: string }) => f.email)).toEqual(["y@example.com", "x@example.com"]);
      expect((await admin.get("/api/ad/file/forms?locale=nl")).body.data).toHaveLength(1);
      expect((await admin.get("/api/ad/file/forms?q=X@")).body.data).toHaveLength(1);
      expect((await admin.get("/api/ad/file/forms?to=2026-11-10")).body.data).toHaveLength(1);
    });

    it("exports CSV", async () => {
      const response = await admin.get("/api/ad/file/forms/_export?sort=email&order=asc");
      expect(response.headers["content-type"]).toMatch(/^text\/csv/);
      expect(
        response.text
          .replace(/^\uFEFF/, "")
          .trim()
          .split("\n"),
      ).toEqual([
        "id,created_at,email,locale,status,source,consented_at,confirmed_at",
        expect.stringContaining("x@example.com"),
        expect.stringContaining("y@example.com"),
      ]);
    });

    it("shows one, deletes one and deletes many", async () => {
      const [first, second] = (await admin.get("/api/ad/file/forms?sort=email&order=asc")).body.data;
      expect((await admin.get(`/api/ad/file/forms/${first.id}`)).body.data).toMatchObject({ email: "x@example.com", locale: "en" });
      expect((await admin.delete(`/api/ad/file/forms/${first.id}`)).body.data).toEqual({ deleted: 1 });
      expect((await admin.delete(`/api/ad/file/forms/_delete?ids=${second.id},${first.id}`)).body.data).toEqual({ deleted: 1 });
    });
  });
});
