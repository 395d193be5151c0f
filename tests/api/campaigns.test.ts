import { pino } from "pino";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { publishDueCampaigns } from "#server/services/campaigns.ts";
import { createPublishingClock } from "#server/services/publishing-clock.ts";
import { createAdminTestApp, type AdminTestApp } from "#tests/support/auth.ts";
import { createSharedTestDatabases, TEST_ENGINES } from "#tests/support/databases.ts";
import { insertCategory } from "#tests/support/fixtures.ts";

const inHours = (hours: number, from = Date.now()) => new Date(from + hours * 3_600_000).toISOString();
const silent = pino({ level: "silent" });

describe.each(TEST_ENGINES)("campaigns (decision 060) on %s", (engine) => {
  let app: AdminTestApp;
  let categoryId: number;
  const admin = (path: string, body: object = {}) => request(app.express).post(`/api/ad/${path}`).set(app.auth).send(body);
  const read = (path: string) => request(app.express).get(`/api/ad/${path}`).set(app.auth);
  const get = (path: string) => request(app.express).get(path);

  beforeAll(async () => {
    app = await createAdminTestApp(engine);
    categoryId = (await insertCategory(app.database.db, { en: "Hedge trimmers", fr: "Taille-haies", nl: "Heggenscharen" })).id;
  });
  afterAll(() => app.close());

  /** A fully translated draft product, article and poster: a campaign's usual content. */
  async function draftRelease(tag: string) {
    const product = (
      await admin("commodities", {
        en_name: `Mower ${tag}`,
        fr_name: `Tondeuse ${tag}`,
        nl_name: `Maaier ${tag}`,
        en_description: "<p>Cuts.</p>",
        fr_description: "<p>Coupe.</p>",
        nl_description: "<p>Maait.</p>",
        commodity_type_id: categoryId,
        status: "draft",
      })
    ).body.data;
    const article = (
      await admin("articles", {
        en_title: `Meet ${tag}`,
        fr_title: `Voici ${tag}`,
        nl_title: `Maak kennis met ${tag}`,
        en_content: "<p>New.</p>",
        fr_content: "<p>Nouveau.</p>",
        nl_content: "<p>Nieuw.</p>",
        status: "draft",
      })
    ).body.data;
    const poster = (
      await admin("posters", { en_name: `Launch ${tag}`, fr_name: `Lancement ${tag}`, nl_name: `Lancering ${tag}`, type: "banner", status: "draft" })
    ).body.data;
    return { product, article, poster };
  }

  async function campaignOf(name: string, publishAt: string | null, items: Array<[string, number]>, extra: object = {}) {
    const created = await admin("campaigns", { name, publish_at: publishAt, items: items.map(([resource, record_id]) => ({ resource, record_id })), ...extra });
    expect(created.status).toBe(201);
    return created.body.data.id as number;
  }

  async function publicState(release: Awaited<ReturnType<typeof draftRelease>>) {
    return {
      product: (await get(`/api/commodities/${release.product.id}`)).status,
      article: (await get(`/api/articles/${release.article.id}`)).status,
      poster: (await get(`/api/posters/${release.poster.id}`)).status,
    };
  }

  it("publishes a product, an article and a poster together when the campaign's time comes, with history and an audit entry", async () => {
    const release = await draftRelease("Aurora");
    const tomorrow = inHours(24);
    const id = await campaignOf(
      "Spring launch Aurora",
      tomorrow,
      [
        ["commodities", release.product.id],
        ["articles", release.article.id],
        ["posters", release.poster.id],
      ],
      { unpublish_at: inHours(24 * 30) },
    );
    const scheduled = await admin(`campaigns/${id}/_schedule`);
    expect(scheduled.status).toBe(200);
    expect(scheduled.body.data).toMatchObject({ status: "scheduled", published_now: false, scheduled_by: "editor@fantai.example" });

    const clock = createPublishingClock({ db: app.database.db, logger: silent, intervalMs: 60_000 });
    await clock.tick(new Date(Date.parse(tomorrow) - 60_000));
    expect(await publicState(release)).toEqual({ product: 404, article: 404, poster: 404 });
    expect((await read(`campaigns/${id}`)).body.data.status).toBe("scheduled");

    await clock.tick(new Date(Date.parse(tomorrow) + 1_000));
    expect(await publicState(release)).toEqual({ product: 200, article: 200, poster: 200 });
    const campaign = (await read(`campaigns/${id}`)).body.data;
    expect(campaign).toMatchObject({ status: "published", failure: "" });
    expect(campaign.published_at).toBe(new Date(Date.parse(tomorrow) + 1_000).toISOString());
    expect((await read(`posters/${release.poster.id}`)).body.data.unpublish_at).toBe(campaign.unpublish_at);
    const history = (await read(`articles/${release.article.id}/revisions`)).body.data;
    expect(history[0]).toMatchObject({ actor: "editor@fantai.example", note: 'campaign "Spring launch Aurora"' });
    const audit = (await read("audit").query({ resource: "campaigns" })).body.data;
    // Logged as it happened: the editor scheduled it, the clock published it.
    const actions = audit
      .filter((entry: { record_id: string }) => entry.record_id === String(id))
      .map((entry: { action: string; actor: string }) => [entry.action, entry.actor]);
    expect(actions.slice(0, 2)).toEqual([
      ["publish", "scheduler"],
      ["schedule", "editor@fantai.example"],
    ]);
    // Published is history: it can no longer change or be scheduled again.
    expect((await admin(`campaigns/${id}/_update`, { name: "Renamed" })).status).toBe(409);
    expect((await admin(`campaigns/${id}/_schedule`)).status).toBe(409);
  });

  it("asks for confirmation, naming the fields, before scheduling text that would fall back to English", async () => {
    const product = (await admin("commodities", { en_name: "Blower Borealis", fr_name: "Souffleur Borealis", commodity_type_id: categoryId, status: "draft" }))
      .body.data;
    const article = (
      await admin("articles", { en_title: "Borealis", en_content: "<p>Air.</p>", nl_title: "Borealis", nl_content: "<p>Lucht.</p>", status: "draft" })
    ).body.data;
    const id = await campaignOf("Blowers", inHours(48), [
      ["commodities", product.id],
      ["articles", article.id],
    ]);
    const items = (await read(`campaigns/${id}/items`)).body.data;
    expect(items.map((item: { title: string; fallbacks: object }) => [item.title, item.fallbacks])).toEqual([
      ["Blower Borealis", { fr: [], nl: ["name"] }],
      ["Borealis", { fr: ["title", "content"], nl: [] }],
    ]);
    const unconfirmed = await admin(`campaigns/${id}/_schedule`);
    expect(unconfirmed.status).toBe(409);
    expect(unconfirmed.body.fallbacks).toEqual([
      { resource: "commodities", record_id: product.id, title: "Blower Borealis", fallbacks: { fr: [], nl: ["name"] } },
      { resource: "articles", record_id: article.id, title: "Borealis", fallbacks: { fr: ["title", "content"], nl: [] } },
    ]);
    expect((await read(`campaigns/${id}`)).body.data.status).toBe("draft");
    const confirmed = await admin(`campaigns/${id}/_schedule`, { confirm_fallbacks: true });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.data.status).toBe("scheduled");
  });

  it("publishes at once when scheduled for a time already past, pending changes of a live record included", async () => {
    const live = (await admin("articles", { en_title: "Battery care", en_content: "<p>Store cool.</p>" })).body.data;
    expect((await admin(`articles/${live.id}/_draft`, { en_title: "Battery care in winter" })).status).toBe(200);
    const id = await campaignOf("Winter tips", "2026-01-05T08:00:00+01:00", [["articles", live.id]]);
    const scheduled = await admin(`campaigns/${id}/_schedule`, { confirm_fallbacks: true });
    expect(scheduled.body.data).toMatchObject({ status: "published", published_now: true });
    expect((await get(`/api/articles/${live.id}`)).body.data.en_title).toBe("Battery care in winter");
    expect((await read(`articles/${live.id}/_draft`)).body.data).toBeNull();
  });

  it("fails as a whole when a record was saved again after its pending changes were kept, undoing nothing", async () => {
    const live = (await admin("articles", { en_title: "Chain oil", en_content: "<p>Check it.</p>" })).body.data;
    expect((await admin(`articles/${live.id}/_draft`, { en_title: "Chain oil in summer", en_content: "<p>Chek it.</p>" })).status).toBe(200);
    const soon = inHours(2);
    const id = await campaignOf("Summer care", soon, [["articles", live.id]]);
    expect((await admin(`campaigns/${id}/_schedule`, { confirm_fallbacks: true })).status).toBe(200);
    expect((await admin(`articles/${live.id}/_update`, { en_content: "<p>Check it every week.</p>" })).status).toBe(200);

    const runs = await publishDueCampaigns(app.database.db, new Date(Date.parse(soon) + 1_000));
    expect(runs).toEqual([expect.objectContaining({ id, published: false, failure: expect.stringContaining(`#${live.id} was saved again`) })]);
    expect((await get(`/api/articles/${live.id}`)).body.data).toMatchObject({ en_title: "Chain oil", en_content: "<p>Check it every week.</p>" });
  });

  it("refuses bad campaigns with precise messages", async () => {
    const { product } = await draftRelease("Cirrus");
    const empty = (await admin("campaigns", { name: "Empty", publish_at: inHours(5) })).body.data.id;
    expect((await admin(`campaigns/${empty}/_schedule`)).body).toMatchObject({ errors: { items: ["Add at least one record to the campaign."] } });
    const timeless = await campaignOf("Timeless", null, [["commodities", product.id]]);
    const noTime = await admin(`campaigns/${timeless}/_schedule`);
    expect(noTime.status).toBe(422);
    expect(noTime.body.errors).toEqual({ publish_at: ["Choose when the campaign is published."] });
    // A record named twice counts once; an unknown one refuses the whole save, which changes nothing.
    const twice = { resource: "commodities", record_id: product.id };
    expect((await admin(`campaigns/${timeless}/_update`, { items: [twice, twice] })).status).toBe(200);
    expect((await read(`campaigns/${timeless}/items`)).body.data).toHaveLength(1);
    const unknown = await admin(`campaigns/${timeless}/_update`, { name: "Renamed", items: [twice, { resource: "articles", record_id: 999_999 }] });
    expect(unknown.status).toBe(422);
    expect(unknown.body.errors).toEqual({ "items.1.record_id": ["The selected article does not exist."] });
    expect((await read(`campaigns/${timeless}`)).body.data.name).toBe("Timeless");
    expect((await read(`campaigns/${timeless}/items`)).body.data).toHaveLength(1);
    expect((await admin(`campaigns/${timeless}/_update`, { items: [{ resource: "dealers", record_id: 1 }] })).status).toBe(422);
    expect((await admin("campaigns", { name: "", publish_at: inHours(1) })).status).toBe(422);
    expect((await admin("campaigns", { name: "Backwards", publish_at: inHours(5), unpublish_at: inHours(4) })).body.errors).toEqual({
      unpublish_at: ["The end must come after the publication time."],
    });
    expect((await admin(`campaigns/${timeless}/_unschedule`)).status).toBe(409);

    // A scheduled campaign is unscheduled before it changes.
    await admin(`campaigns/${timeless}/_update`, { publish_at: inHours(3) });
    expect((await admin(`campaigns/${timeless}/_schedule`)).status).toBe(200);
    expect((await admin(`campaigns/${timeless}/_update`, { name: "Other" })).status).toBe(409);
    expect((await admin(`campaigns/${timeless}/_update`, { items: [] })).status).toBe(409);
    expect((await admin(`campaigns/${timeless}/_unschedule`)).body.data.status).toBe("draft");
    expect((await admin(`campaigns/${timeless}/_update`, { name: "Other" })).status).toBe(200);
  });

  it("fails as a whole, publishing nothing, when a record was deleted after scheduling", async () => {
    const release = await draftRelease("Stratus");
    const soon = inHours(2);
    const id = await campaignOf("Stratus launch", soon, [
      ["commodities", release.product.id],
      ["articles", release.article.id],
    ]);
    expect((await admin(`campaigns/${id}/_schedule`)).status).toBe(200);
    expect((await request(app.express).delete(`/api/ad/articles/${release.article.id}`).set(app.auth)).status).toBe(200);

    const runs = await publishDueCampaigns(app.database.db, new Date(Date.parse(soon) + 1_000));
    expect(runs).toEqual([expect.objectContaining({ id, published: false, failure: expect.stringContaining(`Article #${release.article.id} was deleted`) })]);
    const campaign = (await read(`campaigns/${id}`)).body.data;
    expect(campaign.status).toBe("failed");
    expect(campaign.failure).toContain("nothing was published");
    expect((await read(`commodities/${release.product.id}`)).body.data.status).toBe("draft");
    expect((await read(`commodities/${release.product.id}/revisions`)).body.data.map((r: { note: string }) => r.note)).toEqual(["create"]);
    // The editor sees why, and the deleted record is named until it is taken out.
    const items = (await read(`campaigns/${id}/items`)).body.data;
    expect(items.find((item: { missing: boolean }) => item.missing)).toMatchObject({ resource: "articles", record_id: release.article.id });
    expect((await admin(`campaigns/${id}/_schedule`)).body.errors.items[0]).toBe(`Article #${release.article.id} was deleted: remove it from the campaign.`);
  });

  it("shows campaigns and individually scheduled records in the calendar", async () => {
    const day = inHours(24 * 10);
    const id = (await admin("campaigns", { name: "Calendar campaign", publish_at: day })).body.data.id;
    const poster = (
      await admin("posters", { en_name: "Calendar poster", type: "banner", publish_at: inHours(1, Date.parse(day)), unpublish_at: inHours(24 * 12) })
    ).body.data;
    const from = day.slice(0, 10);
    const to = inHours(24 * 5, Date.parse(day)).slice(0, 10);
    const calendar = await read("campaigns/_calendar").query({ from, to });
    expect(calendar.status).toBe(200);
    const mine = calendar.body.data.filter((entry: { title: string }) => entry.title.startsWith("Calendar"));
    expect(mine).toEqual([
      { at: day, kind: "campaign", resource: "campaigns", id, title: "Calendar campaign", state: "draft" },
      { at: poster.publish_at, kind: "record", resource: "posters", id: poster.id, title: "Calendar poster", state: "publish" },
      { at: poster.unpublish_at, kind: "record", resource: "posters", id: poster.id, title: "Calendar poster", state: "unpublish" },
    ]);
    expect((await read("campaigns/_calendar").query({ from: to, to: from })).status).toBe(422);
    expect((await read("campaigns/_calendar").query({ from: "2026-01-01", to: "2026-12-31" })).status).toBe(422);
  });
});

describe.each(TEST_ENGINES)("the campaign scheduler across two instances on %s", (engine) => {
  it("publishes each due campaign exactly once when two instances check at the same moment, and catches up at start", async () => {
    const [one, two] = await createSharedTestDatabases(engine);
    try {
      const now = new Date().toISOString();
      const campaignIds: number[] = [];
      const articleIds: number[] = [];
      for (let n = 0; n < 6; n++) {
        const article = await one.db
          .insertInto("articles")
          .values({ en_title: `Twin ${n}`, en_content: "<p>.</p>", status: "draft", created_at: now, updated_at: now })
          .returning("id")
          .executeTakeFirstOrThrow();
        const campaign = await one.db
          .insertInto("campaigns")
          .values({
            name: `Twin campaign ${n}`,
            status: "scheduled",
            publish_at: inHours(-1),
            scheduled_by: "editor@fantai.example",
            created_at: now,
            updated_at: now,
          })
          .returning("id")
          .executeTakeFirstOrThrow();
        await one.db.insertInto("campaign_items").values({ campaign_id: campaign.id, resource: "articles", record_id: article.id, created_at: now }).execute();
        campaignIds.push(campaign.id);
        articleIds.push(article.id);
      }
      // As two containers starting at once: each one's first check publishes what came due while none ran.
      // Containers share PostgreSQL; SQLite serves one container, whose checks may overlap (node:sqlite blocks
      // the thread, so two connections in one process would only wait on each other).
      const other = engine === "postgres" ? two.db : one.db;
      const clocks = [one.db, other].map((db) => createPublishingClock({ db, logger: silent, intervalMs: 60_000 }));
      await Promise.all([clocks[0]!.tick(), clocks[1]!.tick(), publishDueCampaigns(one.db), publishDueCampaigns(other)]);

      const campaigns = await one.db.selectFrom("campaigns").select(["id", "status"]).where("id", "in", campaignIds).execute();
      expect(campaigns.every((campaign) => campaign.status === "published")).toBe(true);
      const published = await one.db.selectFrom("articles").select("status").where("id", "in", articleIds).execute();
      expect(published.map((article) => article.status)).toEqual(articleIds.map(() => "published"));
      const revisions = await one.db
        .selectFrom("revisions")
        .select(["record_id"])
        .where("resource", "=", "articles")
        .where("record_id", "in", articleIds)
        .execute();
      // One "before history" and one campaign revision per article: published once.
      expect(revisions).toHaveLength(articleIds.length * 2);
      const entries = await one.db
        .selectFrom("audit_log")
        .select("record_id")
        .where("resource", "=", "campaigns")
        .where("action", "=", "publish")
        .where(
          "record_id",
          "in",
          campaignIds.map((id) => String(id)),
        )
        .execute();
      expect(entries).toHaveLength(campaignIds.length);
    } finally {
      await two.destroy();
      await one.destroy();
    }
  });
});
