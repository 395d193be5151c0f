import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedCategoryTree } from "#tests/support/api-fixtures.ts";
import { createAdminTestApp, type AdminTestApp } from "#tests/support/auth.ts";
import { TEST_ENGINES } from "#tests/support/databases.ts";
import { insertProduct } from "#tests/support/fixtures.ts";

interface Node {
  id: number;
  level: number;
  en_name: string;
  child: Node[];
  twoLevelCommodityTypes?: Node[];
  threeLevelCommodityTypes?: Node[];
  landingPageOne?: { id: number; url: string } | null;
  landingPageTwo?: { id: number; url: string } | null;
}

describe.each(TEST_ENGINES)("commodity types on %s", (engine) => {
  let app: AdminTestApp;
  let tree: Awaited<ReturnType<typeof seedCategoryTree>>;
  beforeAll(async () => {
    app = await createAdminTestApp(engine);
    tree = await seedCategoryTree(app.database.db);
    const now = new Date().toISOString();
    await app.database.db
      .insertInto("landing_page_ones")
      .values({ commodity_type_id: tree.mowers, url: "lawn-mowers", created_at: now, updated_at: now })
      .execute();
  });
  afterAll(() => app.close());

  const admin = {
    post: (url: string, body: object) => request(app.express).post(url).set(app.auth).send(body),
    delete: (url: string) => request(app.express).delete(url).set(app.auth),
  };

  it("GET /api/commodity/types answers the three-level tree with landing page refs", async () => {
    const response = await request(app.express).get("/api/commodity/types");
    expect(response.status).toBe(200);
    const [mowers, saws] = response.body.data as Node[];
    expect(mowers).toMatchObject({ id: tree.mowers, level: 1, landingPageOne: { id: expect.any(Number), url: "lawn-mowers" } });
    expect(saws!.landingPageOne).toBeNull();
    expect(mowers!.child[0]).toMatchObject({ id: tree.pushMowers, level: 2, landingPageTwo: null });
    expect(mowers!.child[0]!.child[0]).toMatchObject({ id: tree.compact, level: 3, child: [] });
    expect(mowers).toHaveProperty("en_description");
    expect(mowers).toHaveProperty("main_img_url");
    expect(mowers).toHaveProperty("link");
  });

  it("names each level's children as product rules §3 does too: twoLevelCommodityTypes on level 1, threeLevelCommodityTypes on level 2", async () => {
    const [mowers] = (await request(app.express).get("/api/commodity/types")).body.data as Node[];
    expect(mowers!.twoLevelCommodityTypes).toEqual(mowers!.child);
    const [pushMowers] = mowers!.twoLevelCommodityTypes!;
    expect(pushMowers).toMatchObject({ id: tree.pushMowers, landingPageTwo: null, threeLevelCommodityTypes: [{ id: tree.compact, level: 3 }] });
    expect(pushMowers).not.toHaveProperty("twoLevelCommodityTypes");
    expect(pushMowers!.threeLevelCommodityTypes![0]).not.toHaveProperty("threeLevelCommodityTypes");
    const one = (await request(app.express).get(`/api/commodity/types/${tree.mowers}`)).body.data as Node;
    expect(one.twoLevelCommodityTypes!.map((node) => node.id)).toEqual([tree.pushMowers]);
  });

  it("GET /api/commodity/types/{id} answers one node with its descendants, 404 when missing", async () => {
    const response = await request(app.express).get(`/api/commodity/types/${tree.pushMowers}`);
    expect(response.body.data).toMatchObject({ id: tree.pushMowers, child: [{ id: tree.compact }] });
    expect((await request(app.express).get("/api/commodity/types/999999")).body).toEqual({ message: "Category not found." });
  });

  it("the admin reads the same tree and nodes", async () => {
    const tree2 = await request(app.express).get("/api/ad/commodity/types").set(app.auth);
    expect(tree2.status).toBe(200);
    expect((tree2.body.data as Node[]).map((n) => n.id)).toEqual([tree.mowers, tree.saws]);
    const node = await request(app.express).get(`/api/ad/commodity/types/${tree.saws}`).set(app.auth);
    expect(node.body.data).toMatchObject({ id: tree.saws, child: [{ id: tree.chainsaws }] });
  });

  it("creates a top-level category and a child whose level follows the parent", async () => {
    const top = await admin.post("/api/ad/commodity/types", { en_name: "Blowers", fr_name: "Souffleurs", en_description: "<p>Air<script>x</script></p>" });
    expect(top.status).toBe(201);
    expect(top.body.data).toMatchObject({ en_name: "Blowers", level: 1, parent_id: null, child: [], en_description: "<p>Air</p>" });
    const child = await admin.post("/api/ad/commodity/types", { en_name: "Backpack blowers", parent_id: top.body.data.id });
    expect(child.body.data).toMatchObject({ level: 2, parent_id: top.body.data.id });
  });

  it("refuses a fourth level and an unknown parent with 422", async () => {
    const deep = await admin.post("/api/ad/commodity/types", { en_name: "Too deep", parent_id: tree.compact });
    expect(deep.status).toBe(422);
    expect(deep.body.errors.parent_id).toEqual(["Categories can be at most 3 levels deep."]);
    const unknown = await admin.post("/api/ad/commodity/types", { en_name: "Orphan", parent_id: 999999 });
    expect(unknown.status).toBe(422);
    expect((await admin.post("/api/ad/commodity/types", { fr_name: "Sans nom anglais" })).status).toBe(422);
  });

  it("updates partially and moves a subtree, keeping levels right", async () => {
    const renamed = await admin.post(`/api/ad/commodity/types/${tree.chainsaws}/_update`, { nl_name: "Zagen op accu" });
    expect(renamed.status).toBe(200);
    expect(renamed.body.data).toMatchObject({ nl_name: "Zagen op accu", en_name: "Chainsaws" });

    const moved = await admin.post(`/api/ad/commodity/types/${tree.pushMowers}/_update`, { parent_id: null });
    expect(moved.body.data).toMatchObject({ level: 1, parent_id: null, child: [{ id: tree.compact, level: 2 }] });
    const back = await admin.post(`/api/ad/commodity/types/${tree.pushMowers}/_update`, { parent_id: tree.mowers });
    expect(back.body.data).toMatchObject({ level: 2, child: [{ id: tree.compact, level: 3 }] });
  });

  it("refuses moves under itself or deeper than three levels", async () => {
    const cycle = await admin.post(`/api/ad/commodity/types/${tree.mowers}/_update`, { parent_id: tree.compact });
    expect(cycle.status).toBe(422);
    const tooDeep = await admin.post(`/api/ad/commodity/types/${tree.pushMowers}/_update`, { parent_id: tree.chainsaws });
    expect(tooDeep.status).toBe(422);
    expect(tooDeep.body.errors.parent_id).toBeDefined();
  });

  const topLevelIds = async () => ((await request(app.express).get("/api/commodity/types")).body.data as Node[]).map((node) => node.id);

  it("POST _reorder puts one parent's children in a new order in one call", async () => {
    const before = await topLevelIds();
    const reversed = [...before].reverse();
    const response = await admin.post("/api/ad/commodity/types/_reorder", { parent_id: null, ids: reversed });
    expect(response.status).toBe(200);
    expect(response.body.data).toEqual(reversed.map((id, index) => ({ id, sort_order: (index + 1) * 10 })));
    expect(await topLevelIds()).toEqual(reversed);
    const back = await admin.post("/api/ad/commodity/types/_reorder", { parent_id: null, ids: before });
    expect(back.status).toBe(200);
    expect(await topLevelIds()).toEqual(before);
  });

  it("POST _reorder with a list that is not exactly the children answers 422 and changes nothing", async () => {
    const before = await topLevelIds();
    for (const ids of [before.slice(1), [...before, tree.pushMowers], [before[0], ...before]]) {
      const response = await admin.post("/api/ad/commodity/types/_reorder", { parent_id: null, ids: [...ids].reverse() });
      expect(response.status).toBe(422);
      expect(response.body.errors.ids).toEqual(["The list must name every category under this parent exactly once."]);
    }
    const unknownParent = await admin.post("/api/ad/commodity/types/_reorder", { parent_id: 999999, ids: [tree.compact] });
    expect(unknownParent.status).toBe(422);
    expect(unknownParent.body.errors.parent_id).toBeDefined();
    expect((await admin.post("/api/ad/commodity/types/_reorder", { parent_id: null, ids: [] })).status).toBe(422);
    expect(await topLevelIds()).toEqual(before);
  });

  it("POST {id}/_landing attaches a landing page, releasing the one before, in one call", async () => {
    const now = new Date().toISOString();
    const insertPage = async (url: string, commodity_type_id: number | null) =>
      (
        await app.database.db
          .insertInto("landing_page_ones")
          .values({ commodity_type_id, url, created_at: now, updated_at: now })
          .returning("id")
          .executeTakeFirstOrThrow()
      ).id;
    const spare = await insertPage("spare-page", null);
    const attached = await admin.post(`/api/ad/commodity/types/${tree.mowers}/_landing`, { landing_page_id: spare });
    expect(attached.status).toBe(200);
    expect(attached.body.data.landingPageOne).toEqual({ id: spare, url: "spare-page" });
    const owners = await app.database.db.selectFrom("landing_page_ones").select(["url", "commodity_type_id"]).orderBy("url").execute();
    expect(owners).toEqual([
      { url: "lawn-mowers", commodity_type_id: null },
      { url: "spare-page", commodity_type_id: tree.mowers },
    ]);

    const taken = await insertPage("saws-page", tree.saws);
    const refused = await admin.post(`/api/ad/commodity/types/${tree.mowers}/_landing`, { landing_page_id: taken });
    expect(refused.status).toBe(422);
    expect(refused.body.errors.landing_page_id).toEqual(["The selected landing page belongs to another category."]);

    const released = await admin.post(`/api/ad/commodity/types/${tree.mowers}/_landing`, { landing_page_id: null });
    expect(released.body.data.landingPageOne).toBeNull();
    expect((await admin.post(`/api/ad/commodity/types/${tree.compact}/_landing`, { landing_page_id: spare })).status).toBe(422);
    expect((await admin.post(`/api/ad/commodity/types/999999/_landing`, { landing_page_id: null })).status).toBe(404);
    expect((await admin.post(`/api/ad/commodity/types/${tree.mowers}/_landing`, { landing_page_id: "x" })).status).toBe(422);
  });

  it("POST {id}/_landing and a new landing page for the same category at once: one page holds it, and no 500", async () => {
    const now = new Date().toISOString();
    for (let round = 0; round < 5; round++) {
      await app.database.db.updateTable("landing_page_ones").set({ commodity_type_id: null }).where("commodity_type_id", "=", tree.mowers).execute();
      const spare = (
        await app.database.db
          .insertInto("landing_page_ones")
          .values({ commodity_type_id: null, url: `race-${round}`, created_at: now, updated_at: now })
          .returning("id")
          .executeTakeFirstOrThrow()
      ).id;
      const [attach, create] = await Promise.all([
        admin.post(`/api/ad/commodity/types/${tree.mowers}/_landing`, { landing_page_id: spare }),
        admin.post("/api/ad/page/ones", { commodity_type_id: tree.mowers, url: `created-${round}` }),
      ]);
      expect([200, 422], JSON.stringify([attach.body, create.body])).toContain(attach.status);
      expect([201, 422]).toContain(create.status);
      if (attach.status === 422) expect(attach.body.errors.landing_page_id).toEqual(["This category already has a landing page."]);
      if (create.status === 422) expect(create.body.errors.commodity_type_id).toEqual(["This category already has a landing page."]);
      const holders = await app.database.db.selectFrom("landing_page_ones").select("id").where("commodity_type_id", "=", tree.mowers).execute();
      expect(holders).toHaveLength(1);
    }
    await app.database.db.updateTable("landing_page_ones").set({ commodity_type_id: null }).where("commodity_type_id", "=", tree.mowers).execute();
  });

  it("POST {id}/_landing attaches a landing page two to a second-level category", async () => {
    const now = new Date().toISOString();
    const page = await app.database.db
      .insertInto("landing_page_twos")
      .values({ commodity_type_id: null, url: "push", created_at: now, updated_at: now })
      .returning("id")
      .executeTakeFirstOrThrow();
    const response = await admin.post(`/api/ad/commodity/types/${tree.pushMowers}/_landing`, { landing_page_id: page.id });
    expect(response.status).toBe(200);
    expect(response.body.data.landingPageTwo).toEqual({ id: page.id, url: "push" });
  });

  it("DELETE removes the whole subtree, keeping its products without a category", async () => {
    const product = await insertProduct(app.database.db, { en: "Compact 32" }, { commodity_type_id: tree.compact });
    const response = await admin.delete(`/api/ad/commodity/types/${tree.mowers}`);
    expect(response.status).toBe(200);
    expect(response.body.data).toMatchObject({ deleted: 3 });
    expect((await request(app.express).get(`/api/commodity/types/${tree.compact}`)).status).toBe(404);
    const kept = await request(app.express).get(`/api/commodities/${product.id}`);
    expect(kept.body.data.commodity_type_id).toBeNull();
    expect((await admin.delete(`/api/ad/commodity/types/${tree.mowers}`)).status).toBe(404);
  });
});
