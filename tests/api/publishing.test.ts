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

describe.each(TEST_ENGINES)("drafts and scheduled publishing (decision 059) on %s", (engine) => {
  let app: AdminTestApp;
  let categoryId: number;
  const admin = (path: string, body: object) => request(app.express).post(`/api/ad/${path}`).set(app.auth).send(body);
  const get = (path: string) => request(app.express).get(path);

  beforeAll(async () => {
    app = await createAdminTestApp(engine, env, { pages: true });
    categoryId = (await insertCategory(app.database.db, { en: "Chainsaws", fr: "Tronçonneuses", nl: "Kettingzagen" })).id;
  });
  afterAll(() => app.close());

  /** Every public place a product can appear: list, search, detail (API and page), compare, sitemap. */
  async function productSeen(id: number, name: string): Promise<Record<string, boolean>> {
    const sitemap = await get("/sitemaps/products-1.xml");
    const compare = await get(`/compare?ids=${id}`);
    return {
      list: (await get("/api/commodities").query({ per_page: 100 })).body.data.some((p: { id: number }) => p.id === id),
      category: (await get("/api/commodities").query({ commodityTypeIds: categoryId })).body.data.some((p: { id: number }) => p.id === id),
      search: (await get("/api/commodities").query({ en_name: name.split(" ").at(-1) })).body.data.some((p: { id: number }) => p.id === id),
      detail: (await get(`/api/commodities/${id}`)).status === 200,
      page: (await get(productPath({ id, en_name: name }))).status === 200,
      compare: compare.text.includes(name),
      sitemap: sitemap.text.includes(`articleID=${id}<`) || sitemap.text.includes(`articleID=${id}&`),
    };
  }
  const everywhere = (seen: boolean) => ({ list: seen, category: seen, search: seen, detail: seen, page: seen, compare: seen, sitemap: seen });

  it("keeps a draft product out of every public place until it is published", async () => {
    const name = "Forest chainsaw Zephyrine";
    const created = await admin("commodities", { en_name: name, commodity_type_id: categoryId, status: "draft" });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({ status: "draft", publish_at: null });
    const id = created.body.data.id;
    expect(await productSeen(id, name)).toEqual(everywhere(false));
    // The admin still lists and edits it.
    expect((await request(app.express).get(`/api/ad/commodities/${id}`).set(app.auth)).status).toBe(200);

    expect((await admin(`commodities/${id}/_update`, { status: "published" })).status).toBe(200);
    expect(await productSeen(id, name)).toEqual(everywhere(true));
  });

  it("shows a product scheduled in the future only from its time; a time in the past publishes at once", async () => {
    const later = await admin("commodities", { en_name: "Pole saw Quillonette", commodity_type_id: categoryId, publish_at: inHours(2) });
    expect(later.status).toBe(201);
    expect(await productSeen(later.body.data.id, "Pole saw Quillonette")).toEqual(everywhere(false));
    const past = await admin("commodities", { en_name: "Top handle saw Marvelette", commodity_type_id: categoryId, publish_at: "2026-01-01T09:00:00+01:00" });
    expect(past.body.data.publish_at).toBe("2026-01-01T08:00:00.000Z");
    expect(await productSeen(past.body.data.id, "Top handle saw Marvelette")).toEqual(everywhere(true));
  });

  it("keeps draft and scheduled articles off the blog, its feed, the sitemap and the API", async () => {
    const draft = (await admin("articles", { en_title: "Draft about Oleander", en_content: "<p>Soon.</p>", status: "draft" })).body.data;
    const scheduled = (await admin("articles", { en_title: "Scheduled about Oleander", en_content: "<p>Soon.</p>", publish_at: inHours(5) })).body.data;
    const live = (await admin("articles", { en_title: "Live about Oleander", en_content: "<p>Now.</p>" })).body.data;
    const blog = await get("/blog");
    const feed = await get("/blog/feed.xml");
    const sitemap = await get("/sitemaps/articles-1.xml");
    const api = (await get("/api/articles").query({ per_page: 100 })).body.data.map((a: { id: number }) => a.id);
    for (const hidden of [draft, scheduled]) {
      for (const text of [blog.text, feed.text, sitemap.text])
        expect(text).not.toContain(hidden.en_title === draft.en_title ? "Draft about" : "Scheduled about");
      expect(api).not.toContain(hidden.id);
      expect((await get(`/api/articles/${hidden.id}`)).status).toBe(404);
      expect((await get(articlePath(hidden))).status).toBe(302);
    }
    for (const text of [blog.text, feed.text]) expect(text).toContain("Live about Oleander");
    expect(api).toContain(live.id);
  });

  it("keeps a draft landing page unlinked and unserved: its category leads to the product list until it is published", async () => {
    const category = await insertCategory(app.database.db, { en: "Leaf blowers", fr: "Souffleurs", nl: "Bladblazers" });
    const landing = await admin("page/ones", { url: "leaf-blowers", commodity_type_id: category.id, en_banner_title: "Clear every path", status: "draft" });
    expect(landing.status).toBe(201);
    const node = async () =>
      ((await get("/api/commodity/types")).body.data as { id: number; landingPageOne: { id: number } | null }[]).find((n) => n.id === category.id)!;
    expect((await node()).landingPageOne).toBeNull();
    expect((await get(`/products/leaf-blowers?sortid=${category.id}`)).status).toBe(302);
    expect((await get(`/api/page/ones/${landing.body.data.id}`)).status).toBe(404);
    const sitemap = await get("/sitemaps/categories-1.xml");
    expect(sitemap.text).not.toContain("leaf-blowers");
    expect(sitemap.text).toContain(`/products?sortid=${category.id}`);
    // The admin still sees it attached.
    const adminTree = await request(app.express).get("/api/ad/commodity/types").set(app.auth);
    expect(adminTree.body.data.find((n: { id: number }) => n.id === category.id).landingPageOne).toMatchObject({ id: landing.body.data.id });

    await admin(`page/ones/${landing.body.data.id}/_update`, { status: "published" });
    expect((await node()).landingPageOne).toMatchObject({ id: landing.body.data.id });
    const page = await get(`/products/leaf-blowers?sortid=${category.id}`);
    expect(page.status).toBe(200);
    expect(page.text).toContain("Clear every path");
  });

  it("shows a poster between its publish and unpublish times only", async () => {
    const poster = (body: object) => admin("posters", { en_name: "Spring sale", type: "banner", ...body });
    const ended = (await poster({ en_name: "Ended sale", unpublish_at: inHours(-1) })).body.data;
    const running = (await poster({ en_name: "Running sale", publish_at: inHours(-1), unpublish_at: inHours(1) })).body.data;
    const coming = (await poster({ en_name: "Coming sale", publish_at: inHours(1) })).body.data;
    const shown = (await get("/api/posters").query({ type: "banner" })).body.data.map((p: { id: number }) => p.id);
    expect(shown).toContain(running.id);
    expect(shown).not.toContain(ended.id);
    expect(shown).not.toContain(coming.id);
    expect((await get(`/api/posters/${ended.id}`)).status).toBe(404);
    expect((await get("/api/banner")).body.data.banner.map((p: { id: number }) => p.id)).toEqual(shown);
  });

  it("renews cached pages when a scheduled time comes: the clock's write advances the content version", async () => {
    const clock = createPublishingClock({ db: app.database.db, logger: pino({ level: "silent" }), intervalMs: 60_000 });
    await clock.tick(); // the start-up catch-up
    const soon = new Date(Date.now() + 1_500).toISOString();
    await admin("articles", { en_title: "Timed post about Hellebore", en_content: "<p>Winter roses.</p>", publish_at: soon });
    await get("/blog");
    const stored = await get("/blog"); // from the render cache
    expect(stored.headers.etag).toBeTruthy();
    expect(stored.text).not.toContain("Timed post about Hellebore");

    await sleep(Math.max(0, Date.parse(soon) - Date.now()) + 50);
    // The time has passed but nothing was written: the stored page is still the one served.
    expect((await get("/blog")).text).not.toContain("Timed post about Hellebore");
    expect(await clock.tick()).toBe(1);
    const renewed = await get("/blog");
    expect(renewed.text).toContain("Timed post about Hellebore");
    expect(renewed.headers.etag).not.toBe(stored.headers.etag);
    // Announced once per instance; a check with nothing due writes nothing, so no cache is renewed for nothing.
    const versions = () => app.database.db.selectFrom("data_versions").select(["name", "version"]).orderBy("name").execute();
    const before = await versions();
    expect(await clock.tick()).toBe(0);
    expect(await versions()).toEqual(before);
  });

  it("announces at start what came due while no instance ran (the first check looks back a day)", async () => {
    const created = (await admin("articles", { en_title: "Came due overnight", en_content: "<p>.</p>", publish_at: inHours(1) })).body.data;
    // As if the hour had passed while the site was down: the row's time is moved back by hand.
    await app.database.db
      .updateTable("articles")
      .set({ publish_at: inHours(-3) })
      .where("id", "=", created.id)
      .execute();
    const fresh = createPublishingClock({ db: app.database.db, logger: pino({ level: "silent" }), intervalMs: 60_000 });
    expect(await fresh.tick()).toBeGreaterThanOrEqual(1);
  });

  it("logs what the clock published or ended once, by name, whichever instances check", async () => {
    const product = (await admin("commodities", { en_name: "Clockwork mower", status: "published", publish_at: inHours(1) })).body.data;
    const article = (await admin("articles", { en_title: "An ending story", en_content: "<p>.</p>", unpublish_at: inHours(1) })).body.data;
    const draft = (await admin("articles", { en_title: "Never shown", en_content: "<p>.</p>", status: "draft", publish_at: inHours(1) })).body.data;
    // As if the hour had passed: the times are moved back by hand, then two instances check the same window.
    for (const [table, column, id] of [
      ["commodities", "publish_at", product.id],
      ["articles", "unpublish_at", article.id],
      ["articles", "publish_at", draft.id],
    ] as const)
      await app.database.db
        .updateTable(table)
        .set({ [column]: inHours(-1) })
        .where("id", "=", id)
        .execute();
    const instance = () => createPublishingClock({ db: app.database.db, logger: pino({ level: "silent" }), intervalMs: 60_000 });
    await Promise.all([instance().tick(), instance().tick()]);
    await instance().tick();
    const ours = new Set([`commodities ${product.id}`, `articles ${article.id}`, `articles ${draft.id}`]);
    const entries = (
      await app.database.db
        .selectFrom("audit_log")
        .select(["action", "resource", "record_id", "record_title", "actor"])
        .where("actor", "=", "scheduler")
        .orderBy("id")
        .execute()
    ).filter((entry) => ours.has(`${entry.resource} ${entry.record_id}`));
    expect(entries).toEqual([
      { action: "publish", resource: "commodities", record_id: String(product.id), record_title: "Clockwork mower", actor: "scheduler" },
      { action: "unpublish", resource: "articles", record_id: String(article.id), record_title: "An ending story", actor: "scheduler" },
    ]);
  });

  it("keeps a pending draft of a published article apart until it is published, as a normal save with history", async () => {
    const live = (await admin("articles", { en_title: "Pruning roses", en_content: "<p>In March.</p>" })).body.data;
    const drafted = await admin(`articles/${live.id}/_draft`, { en_title: "Pruning roses in spring", nl_title: "Rozen snoeien" });
    expect(drafted.status).toBe(200);
    expect(drafted.body.data).toMatchObject({ changes: { en_title: "Pruning roses in spring", nl_title: "Rozen snoeien" } });
    // The live article, its page and the API are unchanged; the admin reads the draft back.
    expect((await get(`/api/articles/${live.id}`)).body.data.en_title).toBe("Pruning roses");
    expect((await get("/blog")).text).not.toContain("Pruning roses in spring");
    const kept = await request(app.express).get(`/api/ad/articles/${live.id}/_draft`).set(app.auth);
    expect(kept.body.data.changes.en_title).toBe("Pruning roses in spring");
    // A draft is checked as a save would be.
    expect((await admin(`articles/${live.id}/_draft`, { en_title: "" })).status).toBe(422);

    const published = await admin(`articles/${live.id}/_publish`, {});
    expect(published.status).toBe(200);
    expect(published.body.data).toMatchObject({ en_title: "Pruning roses in spring", nl_title: "Rozen snoeien" });
    expect((await get(`/api/articles/${live.id}`)).body.data.en_title).toBe("Pruning roses in spring");
    expect((await request(app.express).get(`/api/ad/articles/${live.id}/_draft`).set(app.auth)).body.data).toBeNull();
    const history = await request(app.express).get(`/api/ad/articles/${live.id}/revisions`).set(app.auth);
    expect(history.body.data[0]).toMatchObject({ note: "publish", data: { en_title: "Pruning roses in spring" } });
    expect((await admin(`articles/${live.id}/_publish`, {})).body).toEqual({ message: "There are no pending changes." });
  });

  it("refuses to publish a draft over a save made after it was kept, changing nothing, until it is kept again", async () => {
    const live = (await admin("articles", { en_title: "Sharpening blades", en_content: "<p>Once a year.</p>" })).body.data;
    // The draft holds the whole form, typo included.
    await admin(`articles/${live.id}/_draft`, { en_title: "Sharpening blades in winter", en_content: "<p>Once a yaer.</p>" }).expect(200);
    // A colleague fixes the live text meanwhile.
    await admin(`articles/${live.id}/_update`, { en_content: "<p>Once a year, in winter.</p>" }).expect(200);
    const refused = await admin(`articles/${live.id}/_publish`, {});
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(/saved again after these pending changes were kept/);
    expect((await admin(`articles/${live.id}/_publish`, {}).set("Accept-Language", "fr")).body.message).toMatch(/^La fiche a été enregistrée de nouveau/);
    expect((await get(`/api/articles/${live.id}`)).body.data.en_content).toBe("<p>Once a year, in winter.</p>");
    expect((await request(app.express).get(`/api/ad/articles/${live.id}/_draft`).set(app.auth)).body.data.changes.en_title).toBe("Sharpening blades in winter");

    // Kept again on top of the colleague's save (the editor has seen it): it publishes.
    await admin(`articles/${live.id}/_draft`, { en_title: "Sharpening blades in winter", en_content: "<p>Once a year, in winter.</p>" }).expect(200);
    expect((await admin(`articles/${live.id}/_publish`, {})).status).toBe(200);
    expect((await get(`/api/articles/${live.id}`)).body.data).toMatchObject({
      en_title: "Sharpening blades in winter",
      en_content: "<p>Once a year, in winter.</p>",
    });
  });

  it("keeps one of several drafts of a record saved together as its one pending draft", async () => {
    const live = (await admin("articles", { en_title: "Mulching" })).body.data;
    const titles = ["March", "April", "May", "June", "July"].map((month) => `Mulching in ${month}`);
    const drafts = await Promise.all(titles.map((en_title) => admin(`articles/${live.id}/_draft`, { en_title })));
    expect(drafts.map((draft) => draft.status)).toEqual([200, 200, 200, 200, 200]);
    const kept = await request(app.express).get(`/api/ad/articles/${live.id}/_draft`).set(app.auth);
    expect(titles).toContain(kept.body.data.changes.en_title);
  });

  it("discards a pending draft, leaving the live product as it was", async () => {
    const product = (await admin("commodities", { en_name: "Hedge trimmer Belladonna", commodity_type_id: categoryId })).body.data;
    await admin(`commodities/${product.id}/_draft`, { en_name: "Hedge trimmer Belladonna II" });
    expect((await admin(`commodities/${product.id}/_discard`, {})).body.data).toEqual({ deleted: 1 });
    expect((await admin(`commodities/${product.id}/_discard`, {})).status).toBe(404);
    expect((await get(`/api/commodities/${product.id}`)).body.data.en_name).toBe("Hedge trimmer Belladonna");
  });

  it("refuses a poster whose end comes before its start, on creation and when only one of the times changes", async () => {
    const backwards = await admin("posters", { en_name: "Backwards sale", type: "banner", publish_at: inHours(48), unpublish_at: inHours(24) });
    expect(backwards.status).toBe(422);
    expect(Object.keys(backwards.body.errors)).toEqual(["unpublish_at"]);
    const created = (await admin("posters", { en_name: "Weekend sale", type: "banner", publish_at: inHours(24), unpublish_at: inHours(48) })).body.data;
    const moved = await admin(`posters/${created.id}/_update`, { unpublish_at: inHours(12) });
    expect(moved.status).toBe(422);
    expect(moved.body.errors.unpublish_at).toEqual(["The end must come after the publication time."]);
    const stored = (await request(app.express).get(`/api/ad/posters/${created.id}`).set(app.auth)).body.data;
    expect(new Date(stored.unpublish_at).getTime()).toBe(new Date(created.unpublish_at).getTime());
  });

  it("refuses an unknown status or a time that is not ISO 8601, naming the field", async () => {
    const bad = await admin("commodities", { en_name: "Bad saw", commodity_type_id: categoryId, status: "live", publish_at: "tomorrow" });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors).sort()).toEqual(["publish_at", "status"]);
  });
});
