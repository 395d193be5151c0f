import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { upsertAdmin } from "#server/services/auth.ts";
import { EXPIRING_ROWS, purgeExpiredRows } from "#server/services/expiring-rows.ts";
import * as specs from "#server/services/specs.ts";
import { productPath } from "#domain/paths.ts";
import { ADMIN, createAdminTestApp, signIn, type AdminTestApp } from "#tests/support/auth.ts";
import { TEST_ENGINES } from "#tests/support/databases.ts";
import { insertCategory, insertProduct } from "#tests/support/fixtures.ts";

const EDITOR = { email: "writer@fantai.example", password: "another long enough password", name: "Writer" };
const BOT = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";
const DAY = 86_400_000;

interface Entry {
  id: number;
  resource: string;
  record_id: number;
  title: string;
  actor: string;
  trashed_at: string;
  expires_at: string;
}

/** Deleting content moves it to the trash for 30 days (decision 091). */
describe.each(TEST_ENGINES)("the trash on %s", (engine) => {
  let app: AdminTestApp;
  let editor: { Authorization: string };
  beforeAll(async () => {
    // A fixed origin: supertest listens on a new port per request, and the render cache keys pages by origin.
    app = await createAdminTestApp(engine, { PUBLIC_URL: "https://www.fantai.example" }, { pages: true });
    await upsertAdmin(app.database.db, EDITOR);
    await app.database.db.updateTable("admin_users").set({ role: "editor" }).where("email", "=", EDITOR.email).execute();
    editor = { Authorization: `Bearer ${await signIn(app, EDITOR)}` };
  });
  afterAll(() => app.close());

  const api = () => request(app.express);
  const asEditor = {
    get: (path: string, query: object = {}) => api().get(`/api/ad/${path}`).query(query).set(editor),
    post: (path: string, body: object = {}) => api().post(`/api/ad/${path}`).set(editor).send(body),
    delete: (path: string) => api().delete(`/api/ad/${path}`).set(editor),
  };
  const trashList = async (query: object = {}) => (await asEditor.get("trash", { per_page: 100, ...query })).body.data as Entry[];
  const restore = (ids: number[]) => asEditor.post("trash/_restore", { ids });
  const sitemapProducts = async () => (await api().get("/sitemaps/products-1.xml").set("User-Agent", BOT)).text;

  async function productWithHistory(name: string) {
    const category = await insertCategory(app.database.db, { en: `${name} mowers` });
    const product = await insertProduct(
      app.database.db,
      { en: name, fr: `${name} (fr)`, nl: `${name} (nl)` },
      { commodity_type_id: category.id, description: { en: "<p>Cuts</p>" } },
    );
    await specs.createSpecAttribute(app.database.db, { key: `deck_${product.id}`, en_label: "Deck", unit: "cm", type: "number", category_ids: [category.id] });
    await specs.setProductSpecValues(app.database.db, product.id, { [`deck_${product.id}`]: 46 });
    expect((await asEditor.post(`commodities/${product.id}/_update`, { status: "published", model: "M-46" })).status).toBe(200);
    return { product, category };
  }

  it("a deleted product is gone from the public site and its sitemap, and the trash says who deleted it and when", async () => {
    const { product } = await productWithHistory("Mower Trash 46");
    const page = productPath(product);
    expect((await api().get(page)).status).toBe(200);
    expect(await sitemapProducts()).toContain(`articleID=${product.id}`);

    const deleted = await asEditor.delete(`commodities/${product.id}`);
    expect(deleted.status).toBe(200);
    expect(deleted.body.data).toEqual({ deleted: 1, trash_ids: [expect.any(Number)] });

    expect((await api().get(`/api/commodities/${product.id}`)).status).toBe(404);
    // Gone, not missing (decision 096): its address answers 404, where an unknown id is sent to the list.
    const gone = await api().get(page);
    expect(gone.status).toBe(404);
    expect(gone.headers.location).toBeUndefined();
    expect(await sitemapProducts()).not.toContain(`articleID=${product.id}`);
    expect((await asEditor.get(`commodities/${product.id}/revisions`)).status).toBe(404);

    const [entry] = await trashList({ resource: "products" });
    expect(entry).toMatchObject({
      id: deleted.body.data.trash_ids[0],
      resource: "products",
      record_id: product.id,
      title: "Mower Trash 46",
      actor: EDITOR.email,
    });
    const kept = new Date(entry!.expires_at).getTime() - new Date(entry!.trashed_at).getTime();
    expect(kept).toBe(30 * DAY);
    expect(Date.now() - new Date(entry!.trashed_at).getTime()).toBeLessThan(60_000);
  });

  it("a restore brings back the row with its translations, its specification values and its revisions", async () => {
    const { product } = await productWithHistory("Mower Restore 51");
    const history = (await asEditor.get(`commodities/${product.id}/revisions`)).body.data as { version: number }[];
    expect(history.length).toBeGreaterThan(0);
    const { trash_ids } = (await asEditor.delete(`commodities/_delete?ids=${product.id}`)).body.data as { trash_ids: number[] };

    const restored = await restore(trash_ids);
    expect(restored.status).toBe(200);
    expect(restored.body.data).toEqual([expect.objectContaining({ resource: "products", record_id: product.id })]);

    const back = await api().get(`/api/commodities/${product.id}`);
    expect(back.status).toBe(200);
    expect(back.body.data).toMatchObject({ fr_name: "Mower Restore 51 (fr)", nl_name: "Mower Restore 51 (nl)", model: "M-46" });
    const values = await app.database.db.selectFrom("commodity_specs").selectAll().where("commodity_id", "=", product.id).execute();
    expect(values).toHaveLength(1);
    const revisions = await asEditor.get(`commodities/${product.id}/revisions`);
    expect(revisions.status).toBe(200);
    expect((revisions.body.data as { version: number }[]).map((revision) => revision.version)).toEqual(history.map((revision) => revision.version));
    expect((await api().get(productPath(product))).status).toBe(200);
    expect(await sitemapProducts()).toContain(`articleID=${product.id}`);
    // Findable again by the search.
    const found = await api().get("/api/commodities").query({ q: "Restore 51" });
    expect((found.body.data as { id: number }[]).map((item) => item.id)).toContain(product.id);
    expect((await trashList()).map((entry) => entry.id)).not.toContain(trash_ids[0]);
  });

  it("a trashed category takes its subtree, and a restore gives its products their category back", async () => {
    const top = await insertCategory(app.database.db, { en: "Saws" });
    const child = await insertCategory(app.database.db, { en: "Chainsaws" }, top.id);
    const product = await insertProduct(app.database.db, { en: "Chainsaw CS40" }, { commodity_type_id: child.id });
    const deleted = await asEditor.delete(`commodity/types/${top.id}`);
    expect(deleted.body.data).toMatchObject({ deleted: 2 });
    expect((await api().get(`/api/commodities/${product.id}`)).body.data.commodity_type_id).toBeNull();

    expect((await restore(deleted.body.data.trash_ids)).status).toBe(200);
    expect((await api().get(`/api/commodities/${product.id}`)).body.data.commodity_type_id).toBe(child.id);
    expect((await api().get(`/api/commodity/types/${child.id}`)).status).toBe(200);
  });

  it("a restore into a slot taken meanwhile answers 409 saying what to do, in the reader's language, and changes nothing", async () => {
    const category = await insertCategory(app.database.db, { en: "Trimmers" });
    const first = await asEditor.post("page/ones", { url: "trimmers", commodity_type_id: category.id });
    expect(first.status).toBe(201);
    const { trash_ids } = (await asEditor.delete(`page/ones/${first.body.data.id}`)).body.data as { trash_ids: number[] };
    expect((await asEditor.post("page/ones", { url: "trimmers-new", commodity_type_id: category.id })).status).toBe(201);

    const refused = await restore(trash_ids);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe("Its category has another landing page now: detach that page from the category (or delete it), then restore this one.");
    const french = await restore(trash_ids).set("Accept-Language", "fr");
    expect(french.body.message).toMatch(/^Sa catégorie a maintenant une autre page d'atterrissage/);
    expect((await trashList()).map((entry) => entry.id)).toContain(trash_ids[0]);

    const part = await asEditor.post("parts", { part_number: "BLD-100", en_name: "Blade" });
    expect(part.status).toBe(201);
    const partEntry = (await asEditor.delete(`parts/${part.body.data.id}`)).body.data.trash_ids as number[];
    expect((await asEditor.post("parts", { part_number: "BLD-100", en_name: "New blade" })).status).toBe(201);
    const taken = await restore(partEntry);
    expect(taken.status).toBe(409);
    expect(taken.body.message).toContain("Another part has this part number now");
  });

  it("editors may not empty the trash or delete from it for good; admins may", async () => {
    const article = await asEditor.post("articles", { en_title: "Sharpening blades" });
    const { trash_ids } = (await asEditor.delete(`articles/${article.body.data.id}`)).body.data as { trash_ids: number[] };
    expect((await asEditor.delete("trash/_empty")).status).toBe(403);
    expect((await asEditor.delete(`trash/_delete?ids=${trash_ids[0]}`)).status).toBe(403);
    expect((await trashList()).map((entry) => entry.id)).toContain(trash_ids[0]);

    const one = await api().delete(`/api/ad/trash/_delete?ids=${trash_ids[0]}`).set(app.auth);
    expect(one.status).toBe(200);
    expect(one.body.data).toEqual({ deleted: 1 });
    await asEditor.delete(`articles/${(await asEditor.post("articles", { en_title: "Winter care" })).body.data.id}`);
    const emptied = await api().delete("/api/ad/trash/_empty").set(app.auth);
    expect(emptied.status).toBe(200);
    expect(await trashList()).toEqual([]);
    const purges = await app.database.db.selectFrom("audit_log").selectAll().where("action", "=", "purge").execute();
    expect(purges.map((entry) => entry.actor)).toEqual([ADMIN.email, ADMIN.email]);
  });

  it("purges an entry once its 30 days are over, through the expiry schedule", async () => {
    const article = await asEditor.post("articles", { en_title: "Spring check" });
    const { trash_ids } = (await asEditor.delete(`articles/${article.body.data.id}`)).body.data as { trash_ids: number[] };
    const ids = async () => (await trashList()).map((entry) => entry.id);
    // Only the trash's line: the sessions of this test would expire too.
    const trashOnly = EXPIRING_ROWS.filter((rows) => rows.table === "trash");
    await purgeExpiredRows(app.database.db, new Date(Date.now() + 29 * DAY), trashOnly);
    expect(await ids()).toContain(trash_ids[0]);
    const result = await purgeExpiredRows(app.database.db, new Date(Date.now() + 30 * DAY + 60_000), trashOnly);
    expect(result).toMatchObject({ skipped: false, removed: { trash: expect.any(Number) } });
    expect(await ids()).not.toContain(trash_ids[0]);
    expect((await restore(trash_ids)).status).toBe(404);
  });

  it("a bulk delete of three products makes three trash entries, and the audit entries name them", async () => {
    const names = ["Leaf Blower B1", "Leaf Blower B2", "Leaf Blower B3"];
    const products = await Promise.all(names.map((name) => insertProduct(app.database.db, { en: name })));
    const ids = products.map((product) => product.id);
    const deleted = await asEditor.delete(`commodities/_delete?ids=${ids.join(",")}`);
    expect(deleted.status).toBe(200);
    expect(deleted.body.data.deleted).toBe(3);
    const entries = await trashList({ q: "Leaf Blower" });
    expect(entries.map((entry) => entry.title).sort()).toEqual(names);
    expect(entries.every((entry) => entry.actor === EDITOR.email)).toBe(true);

    const [audit] = await app.database.db
      .selectFrom("audit_log")
      .selectAll()
      .where("action", "=", "trash")
      .where("resource", "=", "commodities")
      .orderBy("id", "desc")
      .execute();
    for (const name of names) expect(audit!.record_title).toContain(name);
    expect(audit!.summary).toBe(`Moved to the trash: ${names.join(", ")}`);

    // Restored together, logged as restored from the trash.
    expect((await restore(entries.map((entry) => entry.id))).status).toBe(200);
    const [restoredAudit] = await app.database.db.selectFrom("audit_log").selectAll().where("action", "=", "untrash").orderBy("id", "desc").execute();
    for (const name of names) expect(restoredAudit!.record_title).toContain(name);

    // The list's batch delete goes to the trash too, all or nothing.
    const batchDelete = (batchIds: number[]) => api().put("/api/ad/commodities/batch/_handle").set(editor).send({ action: "delete", ids: batchIds });
    expect((await batchDelete([...ids, 999_999])).status).toBe(404);
    expect((await api().get(`/api/commodities/${ids[0]}`)).status).toBe(200);
    const batch = await batchDelete(ids);
    expect(batch.status).toBe(200);
    expect(batch.body.data).toEqual({ affected: 3, trash_ids: [expect.any(Number), expect.any(Number), expect.any(Number)] });
  });
});
