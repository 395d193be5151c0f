import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAdminTestApp, type AdminTestApp } from "#tests/support/auth.ts";
import { TEST_ENGINES } from "#tests/support/databases.ts";

describe.each(TEST_ENGINES)("articles on %s", (engine) => {
  let app: AdminTestApp;
  const ids: number[] = [];
  beforeAll(async () => {
    app = await createAdminTestApp(engine);
    const db = app.database.db;
    for (let i = 0; i < 17; i++) {
      const at = new Date(Date.UTC(2026, 0, 1 + i)).toISOString();
      const row = await db
        .insertInto("articles")
        .values({ en_title: `Article ${i}`, fr_title: i % 2 ? `Article FR ${i}` : "", hot: i === 3 ? 1 : 0, created_at: at, updated_at: at })
        .returning("id")
        .executeTakeFirstOrThrow();
      ids.push(row.id);
    }
  });
  afterAll(() => app.close());

  const admin = {
    get: (url: string) => request(app.express).get(url).set(app.auth),
    post: (url: string, body: object) => request(app.express).post(url).set(app.auth).send(body),
    delete: (url: string) => request(app.express).delete(url).set(app.auth),
  };

  it("GET /api/articles answers 15 per page, newest first", async () => {
    const response = await request(app.express).get("/api/articles");
    expect(response.status).toBe(200);
    expect(response.body.data).toHaveLength(15);
    expect(response.body.data[0].en_title).toBe("Article 16");
    expect(response.body.meta.pagination).toEqual({ total: 17, count: 15, per_page: 15, current_page: 1, total_pages: 2 });
    const second = await request(app.express).get("/api/articles?page=2&per_page=15");
    expect(second.body.data.map((a: { en_title: string }) => a.en_title)).toEqual(["Article 1", "Article 0"]);
  });

  it("GET /api/articles/{id} answers the article or 404", async () => {
    const response = await request(app.express).get(`/api/articles/${ids[0]}`);
    expect(response.body.data).toMatchObject({ id: ids[0], en_title: "Article 0", en_content: "" });
    expect((await request(app.express).get("/api/articles/999999")).status).toBe(404);
    expect((await request(app.express).get("/api/articles?per_page=500")).status).toBe(422);
  });

  it("creates (201), shows, updates partially and deletes", async () => {
    const created = await admin.post("/api/ad/articles", {
      en_title: "Winter storage of batteries",
      fr_title: "Stocker ses batteries en hiver",
      en_content: '<h2>Keep them cool</h2><img src="https://cdn.example/a.webp" onerror="alert(1)"><p>40 %</p>',
      hot: true,
    });
    expect(created.status).toBe(201);
    const article = created.body.data;
    expect(article).toMatchObject({
      en_title: "Winter storage of batteries",
      hot: 1,
      en_content: '<h2>Keep them cool</h2><img src="https://cdn.example/a.webp" /><p>40 %</p>',
    });
    expect(article.created_at).toEqual(article.updated_at);

    const shown = await admin.get(`/api/ad/articles/${article.id}`);
    expect(shown.body.data.id).toBe(article.id);

    const updated = await admin.post(`/api/ad/articles/${article.id}/_update`, { nl_title: "Accu's overwinteren" });
    expect(updated.status).toBe(200);
    expect(updated.body.data).toMatchObject({ nl_title: "Accu's overwinteren", en_title: "Winter storage of batteries", hot: 1 });

    expect((await admin.delete(`/api/ad/articles/${article.id}`)).body.data).toEqual({ deleted: 1, trash_ids: [expect.any(Number)] });
    expect((await admin.get(`/api/ad/articles/${article.id}`)).status).toBe(404);
  });

  it("takes a publication date on create and update, and refuses a malformed one", async () => {
    const created = await admin.post("/api/ad/articles", { en_title: "Dated", created_at: "2025-03-01T09:30:00+01:00" });
    expect(created.status).toBe(201);
    expect(created.body.data.created_at).toBe("2025-03-01T08:30:00.000Z");
    const moved = await admin.post(`/api/ad/articles/${created.body.data.id}/_update`, { created_at: "2025-04-02T00:00:00Z" });
    expect(moved.body.data.created_at).toBe("2025-04-02T00:00:00.000Z");
    const bad = await admin.post(`/api/ad/articles/${created.body.data.id}/_update`, { created_at: "yesterday" });
    expect(bad.status).toBe(422);
    expect(bad.body.errors.created_at).toBeDefined();
    const blank = await admin.post("/api/ad/articles", { en_title: "Undated", created_at: null });
    expect(blank.status).toBe(201);
    await admin.delete(`/api/ad/articles/${blank.body.data.id}`);
    await admin.delete(`/api/ad/articles/${created.body.data.id}`);
  });

  it("answers 422 without an English title or with an over-long one", async () => {
    expect((await admin.post("/api/ad/articles", { fr_title: "x" })).status).toBe(422);
    expect((await admin.post("/api/ad/articles", { en_title: " " })).status).toBe(422);
    expect((await admin.post("/api/ad/articles", { en_title: "t".repeat(300) })).body.errors.en_title).toBeDefined();
    expect((await admin.post(`/api/ad/articles/${ids[0]}/_update`, { hot: "yes" })).status).toBe(422);
  });

  it("lists with q, hot, dates, sort and order", async () => {
    const search = await admin.get("/api/ad/articles?q=article%20fr%201");
    expect(search.body.data.map((a: { en_title: string }) => a.en_title)).toEqual(["Article 15", "Article 13", "Article 11", "Article 1"]);
    const hot = await admin.get("/api/ad/articles?hot=1");
    expect(hot.body.data.map((a: { en_title: string }) => a.en_title)).toEqual(["Article 3"]);
    const january = await admin.get("/api/ad/articles?from=2026-01-02&to=2026-01-03&sort=created_at&order=asc");
    expect(january.body.data.map((a: { en_title: string }) => a.en_title)).toEqual(["Article 1", "Article 2"]);
    expect((await admin.get("/api/ad/articles?from=yesterday")).status).toBe(422);
  });

  it("deletes many with _delete", async () => {
    const response = await admin.delete(`/api/ad/articles/_delete?ids=${ids[0]},${ids[1]}`);
    expect(response.body.data).toEqual({ deleted: 2, trash_ids: [expect.any(Number), expect.any(Number)] });
    expect((await admin.delete(`/api/ad/articles/_delete?ids=abc`)).status).toBe(422);
  });
});
