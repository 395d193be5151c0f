import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAdminTestApp, type AdminTestApp } from "#tests/support/auth.ts";
import { TEST_ENGINES } from "#tests/support/databases.ts";
import { insertProduct } from "#tests/support/fixtures.ts";

const BOT = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";

/** The home's recommended products: featured first in the editor's order, topped up from page 1. */
describe.each(TEST_ENGINES)("the home's recommended products on %s", (engine) => {
  let app: AdminTestApp;
  const ids: number[] = [];
  const name = (index: number) => `Tool ${String(index).padStart(2, "0")}`;

  beforeAll(async () => {
    app = await createAdminTestApp(engine, {}, { pages: true });
    // List order is newest first: Tool 12 … Tool 01.
    for (let i = 1; i <= 12; i++) ids[i] = (await insertProduct(app.database.db, { en: name(i) })).id;
  });
  afterAll(() => app.close());

  const post = (url: string, body: object) => request(app.express).post(`/api/ad/${url}`).set(app.auth).send(body);
  /** The product names the home page shows, in order. */
  const homeNames = async () => {
    const response = await request(app.express).get("/").set("User-Agent", BOT);
    expect(response.status).toBe(200);
    const section = response.text.slice(response.text.indexOf('id="recommended-title"'));
    return [...section.slice(0, section.indexOf("</ul>")).matchAll(/Tool \d\d/g)].map((match) => match[0]).filter((n, i, all) => all.indexOf(n) === i);
  };

  it("shows the first 10 of the list when nothing is featured", async () => {
    expect(await homeNames()).toEqual([12, 11, 10, 9, 8, 7, 6, 5, 4, 3].map(name));
  });

  it("puts the featured products first, in the order the editor set, and tops up from the list", async () => {
    const feature = await request(app.express)
      .put("/api/ad/commodities/batch/_handle")
      .set(app.auth)
      .send({ ids: [ids[2], ids[5], ids[9]], action: "setAttrSort", attrSort: 1 });
    expect(feature.status).toBe(200);
    // Newly featured ones follow in list order until placed.
    expect((await homeNames()).slice(0, 3)).toEqual([9, 5, 2].map(name));

    const ordered = await post("commodities/featured/_order", { ids: [ids[2], ids[9], ids[5]] });
    expect(ordered.status).toBe(200);
    expect(ordered.body.data.map((p: { id: number }) => p.id)).toEqual([ids[2], ids[9], ids[5]]);
    expect(await homeNames()).toEqual([2, 9, 5, 12, 11, 10, 8, 7, 6, 4].map(name));

    const listed = await request(app.express).get("/api/ad/commodities/featured").set(app.auth);
    expect(listed.body.data.map((p: { en_name: string }) => p.en_name)).toEqual([2, 9, 5].map(name));
  });

  it("leaves out drafts, and an unfeatured product loses its place", async () => {
    expect((await post(`commodities/${ids[9]}/_update`, { status: "draft" })).status).toBe(200);
    expect((await homeNames()).slice(0, 2)).toEqual([2, 5].map(name));
    expect((await post(`commodities/${ids[9]}/_update`, { status: "published" })).status).toBe(200);

    expect((await post(`commodities/${ids[2]}/_update`, { attrSort: 0 })).status).toBe(200);
    expect((await post(`commodities/${ids[2]}/_update`, { attrSort: 1 })).status).toBe(200);
    // Featured again: after those with a place.
    expect((await homeNames()).slice(0, 3)).toEqual([9, 5, 2].map(name));
  });

  it("refuses to place a product that is not featured, and moves nothing", async () => {
    const refused = await post("commodities/featured/_order", { ids: [ids[5], ids[1]] });
    expect(refused.status).toBe(422);
    expect(refused.body.errors.ids[0]).toContain("Only featured products");
    expect((await homeNames()).slice(0, 3)).toEqual([9, 5, 2].map(name));
    expect(
      (
        await request(app.express)
          .post("/api/ad/commodities/featured/_order")
          .send({ ids: [ids[5]] })
      ).status,
    ).toBe(401);
  });
});
