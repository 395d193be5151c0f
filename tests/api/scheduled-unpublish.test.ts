import { setTimeout as sleep } from "node:timers/promises";
import { pino } from "pino";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createPublishingClock } from "#server/services/publishing-clock.ts";
import { articlePath, productPath } from "#domain/paths.ts";
import { createAdminTestApp, type AdminTestApp } from "#tests/support/auth.ts";
import { TEST_ENGINES } from "#tests/support/databases.ts";
import { insertCategory } from "#tests/support/fixtures.ts";

/** supertest listens on a new port per request: a fixed origin keeps one render-cache key per page. */
const env = { PUBLIC_URL: "https://www.fantai.example" };
const inHours = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString();

describe.each(TEST_ENGINES)("scheduled unpublishing of every publishable record (decision 092) on %s", (engine) => {
  let app: AdminTestApp;
  let categoryId: number;
  const admin = (path: string, body: object) => request(app.express).post(`/api/ad/${path}`).set(app.auth).send(body);
  const get = (path: string) => request(app.express).get(path);
  /** Not shown: product rules §8 send a visitor of a detail page whose item cannot be read to its list, as for a draft. */
  const sentToList = async (path: string, list: string) => {
    const page = await get(path);
    return page.status === 302 && page.headers.location === list;
  };
  const inSitemap = async (kind: "products" | "articles", id: number) => (await get(`/sitemaps/${kind}-1.xml`)).text.includes(`articleID=${id}`);

  beforeAll(async () => {
    app = await createAdminTestApp(engine, env, { pages: true });
    categoryId = (await insertCategory(app.database.db, { en: "Leaf blowers", fr: "Souffleurs", nl: "Bladblazers" })).id;
  });
  afterAll(() => app.close());

  it("takes a product whose end has passed off its page (sent to the list), the API and the sitemap; one whose end is to come stays", async () => {
    const ended = (await admin("commodities", { en_name: "Blower Vespertine", commodity_type_id: categoryId, unpublish_at: inHours(-1) })).body.data;
    const running = (await admin("commodities", { en_name: "Blower Matutine", commodity_type_id: categoryId, unpublish_at: inHours(2) })).body.data;
    expect(ended.unpublish_at).toBeTruthy();

    expect((await get(`/api/commodities/${ended.id}`)).status).toBe(404);
    expect(await sentToList(productPath(ended), "/products")).toBe(true);
    expect(await inSitemap("products", ended.id)).toBe(false);
    expect((await get("/api/commodities").query({ per_page: 100 })).body.data.map((p: { id: number }) => p.id)).not.toContain(ended.id);

    expect((await get(`/api/commodities/${running.id}`)).status).toBe(200);
    expect((await get(productPath(running))).status).toBe(200);
    expect(await inSitemap("products", running.id)).toBe(true);
    // The admin still has it, to publish again.
    expect((await request(app.express).get(`/api/ad/commodities/${ended.id}`).set(app.auth)).body.data.unpublish_at).toBe(ended.unpublish_at);
  });

  it("does the same for an article, and refuses an end before the start", async () => {
    const ended = (await admin("articles", { en_title: "Autumn leaves Crepuscule", en_content: "<p>Rake.</p>", unpublish_at: inHours(-2) })).body.data;
    expect((await get(`/api/articles/${ended.id}`)).status).toBe(404);
    expect(await sentToList(articlePath(ended), "/blog")).toBe(true);
    expect(await inSitemap("articles", ended.id)).toBe(false);

    const backwards = await admin("articles", { en_title: "Backwards", en_content: "<p>.</p>", publish_at: inHours(5), unpublish_at: inHours(4) });
    expect(backwards.status).toBe(422);
    expect(backwards.body.errors).toEqual({ unpublish_at: ["The end must come after the publication time."] });
    const product = (await admin("commodities", { en_name: "Blower Nocturne", commodity_type_id: categoryId, publish_at: inHours(5) })).body.data;
    const moved = await admin(`commodities/${product.id}/_update`, { unpublish_at: inHours(1) });
    expect(moved.status).toBe(422);
  });

  it("lets the clock renew the cached page at the end: the stored page is not served after it", async () => {
    const clock = createPublishingClock({ db: app.database.db, logger: pino({ level: "silent" }), intervalMs: 60_000 });
    await clock.tick(); // the start-up catch-up
    const soon = new Date(Date.now() + 1_500).toISOString();
    const article = (await admin("articles", { en_title: "Last call for Sycamore", en_content: "<p>Until tonight.</p>", unpublish_at: soon })).body.data;
    await get("/blog");
    const stored = await get("/blog"); // from the render cache
    expect(stored.text).toContain("Last call for Sycamore");
    expect((await get(articlePath(article))).status).toBe(200);

    await sleep(Math.max(0, Date.parse(soon) - Date.now()) + 50);
    expect(await clock.tick()).toBe(1);
    const renewed = await get("/blog");
    expect(renewed.text).not.toContain("Last call for Sycamore");
    expect(renewed.headers.etag).not.toBe(stored.headers.etag);
    expect(await sentToList(articlePath(article), "/blog")).toBe(true);
  });
});
