import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { articlePath, landingPath, productPath } from "#domain/paths.ts";
import { createAdminTestApp, type AdminTestApp } from "#tests/support/auth.ts";
import { TEST_ENGINES } from "#tests/support/databases.ts";
import { insertCategory, insertProduct } from "#tests/support/fixtures.ts";

const BOT = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";

/**
 * A record in the trash is gone, not missing (decision 096): its public address answers 404, where an id that never
 * existed still follows the product rules' redirect to the list. A restore brings the page back.
 */
describe.each(TEST_ENGINES)("public pages of trashed records on %s", (engine) => {
  let app: AdminTestApp;
  beforeAll(async () => {
    // A fixed origin: supertest listens on a new port per request, and the render cache keys pages by origin.
    app = await createAdminTestApp(engine, { PUBLIC_URL: "https://www.fantai.example" }, { pages: true });
  });
  afterAll(() => app.close());

  const api = () => request(app.express);
  const admin = {
    post: (path: string, body: object = {}) => api().post(`/api/ad/${path}`).set(app.auth).send(body),
    delete: (path: string) => api().delete(`/api/ad/${path}`).set(app.auth),
  };
  const restore = async (trashIds: number[]) => expect((await admin.post("trash/_restore", { ids: trashIds })).status).toBe(200);
  const trashIdsOf = (answer: request.Response) => {
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body.data.trash_ids as number[];
  };
  const sitemap = async (name: string) => (await api().get(`/sitemaps/${name}-1.xml`).set("User-Agent", BOT)).text;

  it("a trashed product's page answers 404 in every language, out of the sitemap and the render cache; an unknown id still leads to the list", async () => {
    const product = await insertProduct(app.database.db, { en: "Hedge Trimmer HT60", fr: "Taille-haie HT60", nl: "Heggenschaar HT60" });
    const page = productPath(product);
    // Rendered twice: the second answer comes from the render cache.
    expect((await api().get(page)).status).toBe(200);
    expect((await api().get(page)).status).toBe(200);
    expect(await sitemap("products")).toContain(`articleID=${product.id}`);

    const trashIds = trashIdsOf(await admin.delete(`commodities/${product.id}`));
    for (const path of [page, `/fr${page}`, `/nl${page}`]) {
      const gone = await api().get(path);
      expect(gone.status, path).toBe(404);
      expect(gone.headers.location).toBeUndefined();
      expect(gone.headers["cache-control"] ?? "", path).not.toMatch(/immutable/);
    }
    expect((await api().get(page)).text).toContain("This page could not be found");
    expect(await sitemap("products")).not.toContain(`articleID=${product.id}`);

    // An id that was never a product, a missing id, a wrong slug: the product rules' redirects as before.
    const unknown = await api().get("/product/Nothing-Here?articleID=987654");
    expect(unknown.status).toBe(302);
    expect(unknown.headers.location).toBe("/products");
    expect((await api().get("/product/Hedge-Trimmer-HT60")).status).toBe(302);

    await restore(trashIds);
    expect((await api().get(page)).status).toBe(200);
    expect(await sitemap("products")).toContain(`articleID=${product.id}`);
  });

  it("a trashed article's page answers 404, an unknown article still leads to the blog", async () => {
    const created = await admin.post("articles", { en_title: "Storing batteries in winter", status: "published" });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const page = articlePath(created.body.data);
    expect((await api().get(page)).status).toBe(200);

    const trashIds = trashIdsOf(await admin.delete(`articles/${created.body.data.id}`));
    expect((await api().get(page)).status).toBe(404);
    expect((await api().get(`/nl${page}`)).status).toBe(404);
    const unknown = await api().get("/blog/Nothing?articleID=987654");
    expect(unknown.status).toBe(302);
    expect(unknown.headers.location).toBe("/blog");

    await restore(trashIds);
    expect((await api().get(page)).status).toBe(200);
  });

  it("a trashed landing page, or one whose category is trashed, answers 404; an unknown category still leads to the list", async () => {
    const top = await insertCategory(app.database.db, { en: "Blowers" });
    const child = await insertCategory(app.database.db, { en: "Backpack blowers" }, top.id);
    const one = await admin.post("page/ones", { url: "blowers", commodity_type_id: top.id, status: "published" });
    const two = await admin.post("page/twos", { url: "backpack-blowers", commodity_type_id: child.id, status: "published" });
    expect([one.status, two.status], JSON.stringify([one.body, two.body])).toEqual([201, 201]);
    const pageOne = landingPath("blowers", top.id);
    const pageTwo = landingPath("backpack-blowers", child.id);
    expect((await api().get(pageOne)).status).toBe(200);
    expect((await api().get(pageTwo)).status).toBe(200);

    const oneTrash = trashIdsOf(await admin.delete(`page/ones/${one.body.data.id}`));
    const twoTrash = trashIdsOf(await admin.delete(`page/twos/${two.body.data.id}`));
    expect((await api().get(pageOne)).status).toBe(404);
    expect((await api().get(`/fr${pageTwo}`)).status).toBe(404);
    const unknown = await api().get(landingPath("blowers", 987654));
    expect(unknown.status).toBe(302);
    expect(unknown.headers.location).toBe("/products");
    // Another address on the same category that never was a landing page: the list, as before.
    expect((await api().get(landingPath("leaf-blowers", top.id))).status).toBe(302);

    await restore([...oneTrash, ...twoTrash]);
    expect((await api().get(pageOne)).status).toBe(200);
    expect((await api().get(pageTwo)).status).toBe(200);

    // The category in the trash (with its subtree): both its landing pages are gone with it.
    const categoryTrash = trashIdsOf(await admin.delete(`commodity/types/${top.id}`));
    expect((await api().get(pageOne)).status).toBe(404);
    expect((await api().get(pageTwo)).status).toBe(404);
    await restore(categoryTrash);
    expect((await api().get(pageOne)).status).toBe(200);
  });
});
