import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { upsertAdmin } from "#server/services/auth.ts";
import { createAdminTestApp, signIn, type AdminTestApp } from "#tests/support/auth.ts";
import { TEST_ENGINES } from "#tests/support/databases.ts";
import { insertCategory, insertProduct } from "#tests/support/fixtures.ts";

const EDITOR = { email: "bulk-editor@fantai.example", password: "a long editor password" };
const now = () => new Date().toISOString();
const IMAGE = "/media/2026/12/mower_800x400.webp";

interface AuditRow {
  record_id: string;
  resource: string;
  actor: string;
  action: string;
  record_title: string;
  changes: { field: string; before?: string; after?: string }[];
}

/** Bulk edit on the lists: POST /api/ad/<list>/_bulk, all or nothing, a report per record, one audit entry per record. */
describe.each(TEST_ENGINES)("bulk edit on %s", (engine) => {
  let app: AdminTestApp;
  let editor: { Authorization: string };
  let mowers: number;
  let saws: number;
  let strictCategory: number;
  const products: number[] = [];

  beforeAll(async () => {
    app = await createAdminTestApp(engine);
    const { db } = app.database;
    await upsertAdmin(db, EDITOR);
    await db.updateTable("admin_users").set({ role: "editor" }).where("email", "=", EDITOR.email).execute();
    editor = { Authorization: `Bearer ${await signIn(app, EDITOR)}` };
    mowers = (await insertCategory(db, { en: "Mowers", fr: "Tondeuses" })).id;
    saws = (await insertCategory(db, { en: "Saws", fr: "Scies" })).id;
    strictCategory = (await insertCategory(db, { en: "Batteries", fr: "Batteries" })).id;
    const attribute = await db
      .insertInto("spec_attributes")
      .values({
        key: "capacity_ah",
        en_label: "Capacity",
        fr_label: "Capacité",
        nl_label: "Capaciteit",
        type: "number",
        required: 1,
        created_at: now(),
        updated_at: now(),
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    await db.insertInto("spec_attribute_categories").values({ attribute_id: attribute.id, commodity_type_id: strictCategory }).execute();
    for (const name of ["Mower 1", "Mower 2", "Mower 3", "Mower 4"]) products.push((await insertProduct(db, { en: name }, { commodity_type_id: mowers })).id);
    await db.updateTable("commodities").set({ status: "draft" }).execute();
    await db
      .insertInto("media")
      .values({ url: IMAGE, original_name: "mower.png", mime: "image/png", width: 800, height: 400, bytes: 1000, created_at: now() })
      .execute();
    await db.updateTable("commodities").set({ main_img_url: IMAGE }).where("id", "=", products[3]!).execute();
  });
  afterAll(() => app.close());

  const bulk = (list: string, body: object, auth = editor, language = "en") =>
    request(app.express).post(`/api/ad/${list}/_bulk`).set(auth).set("Accept-Language", language).send(body);
  const product = (id: number) => app.database.db.selectFrom("commodities").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
  const auditOf = async (ids: readonly number[]) => {
    const response = await request(app.express).get("/api/ad/audit").query({ per_page: 100, resource: "commodities" }).set(app.auth);
    return (response.body.data as AuditRow[]).filter((entry) => ids.map(String).includes(entry.record_id));
  };

  it("moves, publishes and features products in one go, with a report and one audit entry per record naming its changed fields", async () => {
    const [first, second, third] = products as [number, number, number];
    const response = await bulk("commodities", { ids: [third, first, second], changes: { status: "published", commodity_type_id: saws, attrSort: 1 } });
    expect(response.status).toBe(200);
    expect(response.body.data.map((report: { id: number }) => report.id)).toEqual([third, first, second]);
    expect(response.body.data[0].changes).toEqual(
      expect.arrayContaining([
        { field: "status", label: "Publishing", before: "draft", after: "published" },
        { field: "commodity_type_id", label: "Category", before: String(mowers), after: String(saws) },
        { field: "attrSort", label: "Featured", before: "0", after: "1" },
      ]),
    );
    for (const id of [first, second, third]) expect(await product(id)).toMatchObject({ status: "published", commodity_type_id: saws, attr_sort: 1 });

    const entries = await auditOf([first, second, third]);
    expect(entries).toHaveLength(3);
    for (const entry of entries) {
      expect(entry).toMatchObject({ action: "update", resource: "commodities", actor: EDITOR.email });
      expect(entry.changes.map((change) => change.field).sort()).toEqual(["attrSort", "commodity_type_id", "status"]);
    }
    expect(entries.map((entry) => entry.record_title).sort()).toEqual(["Mower 1", "Mower 2", "Mower 3"]);

    // Featured in the order sent: the home's recommendations follow it.
    const featured = await request(app.express).get("/api/ad/commodities/featured").set(editor);
    expect(featured.body.data.map((row: { id: number }) => row.id)).toEqual([third, first, second]);
  });

  it("reports a record that already has the values as unchanged and writes no entry for it", async () => {
    const response = await bulk("commodities", { ids: [products[0]], changes: { status: "published" } });
    expect(response.status).toBe(200);
    expect(response.body.data).toEqual([{ id: products[0], title: "Mower 1", changes: [] }]);
    expect(await auditOf([products[0]!])).toHaveLength(1);
  });

  it("refuses all or nothing, naming each refusing record and field in the reader's language", async () => {
    const [first, , , withImage] = products as [number, number, number, number];
    // The fourth product's image has no alt text, so it cannot be published; none of the products may join a category
    // whose required specification they have no value for.
    const before = await Promise.all(products.map(product));
    const refused = await bulk("commodities", { ids: [first, withImage], changes: { status: "published", commodity_type_id: strictCategory } }, editor, "fr");
    expect(refused.status).toBe(422);
    expect(refused.body.message).toBe("Rien n'a été modifié\u00a0: certains des éléments sélectionnés ne peuvent pas recevoir ce changement.");
    expect(refused.body.records.map((record: { id: number }) => record.id)).toEqual([first, withImage]);
    expect(refused.body.records[0]).toEqual({
      id: first,
      title: "Mower 1",
      errors: { commodity_type_id: ["Cette catégorie exige une valeur pour « Capacité », que le produit n'a pas."] },
    });
    expect(refused.body.errors[`records.${first}`]).toEqual(["Catégorie\u00a0: Cette catégorie exige une valeur pour « Capacité », que le produit n'a pas."]);
    expect(refused.body.errors[`records.${withImage}`]![0]).toMatch(/^Catégorie\u00a0: /);

    const publishOnly = await bulk("commodities", { ids: [first, withImage], changes: { status: "draft" } });
    expect(publishOnly.status).toBe(200);
    const altRefused = await bulk("commodities", { ids: [first, withImage], changes: { status: "published" } }, editor, "nl");
    expect(altRefused.status).toBe(422);
    expect(altRefused.body.records).toEqual([{ id: withImage, title: "Mower 4", errors: { main_img_url: [expect.stringContaining("mower.png")] } }]);
    expect(altRefused.body.errors[`records.${withImage}`][0]).toMatch(/^Hoofdafbeelding: /);
    expect((await product(first)).status).toBe("draft");

    const gone = await bulk("commodities", { ids: [first, 999_999], changes: { attrSort: 0 } });
    expect(gone.status).toBe(422);
    expect(gone.body.records).toEqual([{ id: 999_999, title: "", errors: { id: ["This record no longer exists."] } }]);
    expect((await product(first)).attr_sort).toBe(1);
    const after = await Promise.all(products.map(product));
    expect(after.map((row) => row.commodity_type_id)).toEqual(before.map((row) => row.commodity_type_id));
  });

  it("checks the body: a known category, at least one change, only the list's own fields", async () => {
    const unknown = await bulk("commodities", { ids: [products[0]], changes: { commodity_type_id: 999_999 } });
    expect(unknown.status).toBe(422);
    expect(Object.keys(unknown.body.errors)).toEqual(["commodity_type_id"]);
    expect((await bulk("commodities", { ids: [products[0]], changes: {} })).status).toBe(422);
    expect((await bulk("articles", { ids: [1], changes: { status: "published", attrSort: 1 } })).status).toBe(422);
    expect((await bulk("commodities", { ids: [], changes: { status: "draft" } })).status).toBe(422);
  });

  it("publishes articles, landing pages and posters in bulk, one audit entry each", async () => {
    const { db } = app.database;
    const stamps = { created_at: now(), updated_at: now(), status: "draft" };
    const article = await db
      .insertInto("articles")
      .values({ en_title: "Spring care", ...stamps })
      .returning("id")
      .executeTakeFirstOrThrow();
    const page = await db
      .insertInto("landing_page_ones")
      .values({ url: "mowing", en_banner_title: "Mowing", ...stamps })
      .returning("id")
      .executeTakeFirstOrThrow();
    const poster = await db
      .insertInto("posters")
      .values({ en_name: "Spring sale", type: "indexPage", ...stamps })
      .returning("id")
      .executeTakeFirstOrThrow();
    for (const [list, id, table] of [
      ["articles", article.id, "articles"],
      ["page/ones", page.id, "landing_page_ones"],
      ["posters", poster.id, "posters"],
    ] as const) {
      const response = await bulk(list, { ids: [id], changes: { status: "published" } });
      expect(response.status, list).toBe(200);
      expect(response.body.data[0].changes, list).toEqual([{ field: "status", label: "Publishing", before: "draft", after: "published" }]);
      expect((await db.selectFrom(table).select("status").where("id", "=", id).executeTakeFirstOrThrow()).status).toBe("published");
      const entries = await request(app.express).get("/api/ad/audit").query({ resource: list }).set(app.auth);
      expect(
        entries.body.data.filter((entry: AuditRow) => entry.record_id === String(id)),
        list,
      ).toHaveLength(1);
    }
  });
});
