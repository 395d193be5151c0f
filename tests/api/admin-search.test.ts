import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { upsertAdmin } from "#server/services/auth.ts";
import { createAdminTestApp, signIn, type AdminTestApp } from "#tests/support/auth.ts";
import { TEST_ENGINES } from "#tests/support/databases.ts";
import { insertCategory, insertProduct } from "#tests/support/fixtures.ts";

const EDITOR = { email: "finder-editor@fantai.example", password: "a long editor password" };
const now = () => new Date().toISOString();

/** The admin's finder: GET /api/ad/search?q= across products, categories, articles, pages, dealers, parts and enquiries. */
describe.each(TEST_ENGINES)("the admin's finder on %s", (engine) => {
  let app: AdminTestApp;
  let editor: { Authorization: string };
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    app = await createAdminTestApp(engine);
    const { db } = app.database;
    await upsertAdmin(db, EDITOR);
    await db.updateTable("admin_users").set({ role: "editor" }).where("email", "=", EDITOR.email).execute();
    editor = { Authorization: `Bearer ${await signIn(app, EDITOR)}` };

    const category = await insertCategory(db, { en: "Hedge trimmers", fr: "Taille-haies", nl: "Heggenscharen" });
    ids.category = category.id;
    ids.product = (
      await insertProduct(
        db,
        { en: "Cordless hedge trimmer", fr: "Taille-haie sans fil", nl: "Accu heggenschaar" },
        { model: "FT-HT4050", commodity_type_id: category.id },
      )
    ).id;
    ids.other = (await insertProduct(db, { en: "Lawn mower", fr: "Tondeuse à gazon", nl: "Grasmaaier" }, { model: "FT-LM4046" })).id;
    const stamps = { created_at: now(), updated_at: now() };
    ids.article = (
      await db
        .insertInto("articles")
        .values({ en_title: "Trimming hedges in spring", fr_title: "Tailler les haies au printemps", nl_title: "Hagen snoeien in de lente", ...stamps })
        .returning("id")
        .executeTakeFirstOrThrow()
    ).id;
    ids.dealer = (
      await db
        .insertInto("dealers")
        .values({ name: "Tuincentrum De Haag", city: "Mechelen", city_folded: "mechelen", postcode: "2800", country: "BE", ...stamps })
        .returning("id")
        .executeTakeFirstOrThrow()
    ).id;
    ids.part = (
      await db
        .insertInto("parts")
        .values({
          part_number: "HT-BLADE-55",
          part_key: "htblade55",
          en_name: "Trimmer blade",
          fr_name: "Lame de taille-haie",
          nl_name: "Heggenschaarmes",
          ...stamps,
        })
        .returning("id")
        .executeTakeFirstOrThrow()
    ).id;
    ids.enquiry = (
      await db
        .insertInto("demands")
        .values({
          form: "partner",
          name: "Hugo Haag",
          company: "Haag Garden",
          phone: "+32 15 00 00 00",
          email: "hugo@haag-garden.example",
          title: "Distribution",
          country: "Belgium",
          message: "We would like to sell your trimmers.",
          created_at: now(),
        })
        .returning("id")
        .executeTakeFirstOrThrow()
    ).id;
  });
  afterAll(() => app.close());

  const search = (q: string, auth = app.auth) => request(app.express).get("/api/ad/search").query({ q }).set(auth);
  const groupsOf = (body: { data: { group: string; hits: { id: number }[] }[] }) =>
    Object.fromEntries(body.data.map((result) => [result.group, result.hits.map((hit) => hit.id)]));

  it("finds a product by its name in each of the three languages, accents and case aside", async () => {
    for (const q of ["hedge trimmer", "TAILLE-HAIE sans", "heggenschaar"]) {
      const response = await search(q);
      expect(response.status, q).toBe(200);
      expect(groupsOf(response.body).products, q).toEqual([ids.product]);
    }
    expect(groupsOf((await search("tondeuse a gazon")).body).products).toEqual([ids.other]);
    const hit = (await search("heggenschaar")).body.data[0].hits[0];
    expect(hit).toMatchObject({ title: { en: "Cordless hedge trimmer", fr: "Taille-haie sans fil", nl: "Accu heggenschaar" }, detail: "FT-HT4050" });
  });

  it("finds products by model number, parts by part number, dealers by town or postcode, and the other kinds by name", async () => {
    expect(groupsOf((await search("ht4050")).body)).toEqual({ products: [ids.product] });
    expect(groupsOf((await search("blade-55")).body)).toEqual({ parts: [ids.part] });
    expect(groupsOf((await search("mechelen")).body)).toEqual({ dealers: [ids.dealer] });
    expect(groupsOf((await search("2800")).body)).toEqual({ dealers: [ids.dealer] });
    expect(groupsOf((await search("printemps")).body)).toEqual({ articles: [ids.article] });
    const heggen = groupsOf((await search("heggensch")).body);
    expect(heggen).toEqual({ products: [ids.product], categories: [ids.category], parts: [ids.part] });
  });

  it("shows enquiries to admins only: an editor never gets them", async () => {
    expect(groupsOf((await search("haag-garden")).body)).toEqual({ enquiries: [ids.enquiry] });
    const asEditor = await search("haag", editor);
    expect(asEditor.status).toBe(200);
    expect(groupsOf(asEditor.body)).toEqual({ dealers: [ids.dealer] });
    expect(JSON.stringify(asEditor.body)).not.toContain("hugo@haag-garden.example");
    expect(groupsOf((await search("haag")).body)).toEqual({ dealers: [ids.dealer], enquiries: [ids.enquiry] });
  });

  it("needs every word, finds nothing for a one-letter query, takes % literally and needs a session", async () => {
    expect(groupsOf((await search("hedge mower")).body)).toEqual({});
    expect((await search("h")).body.data).toEqual([]);
    expect((await search("%")).body.data).toEqual([]);
    expect((await search("100%")).body.data).toEqual([]);
    expect((await request(app.express).get("/api/ad/search").query({ q: "hedge" })).status).toBe(401);
    expect((await search("x".repeat(201))).status).toBe(422);
  });

  it("narrows to the kinds asked for, never to ones the caller may not see", async () => {
    const only = (q: string, groups: string, auth = app.auth) => request(app.express).get("/api/ad/search").query({ q, groups }).set(auth);
    expect(groupsOf((await only("heggensch", "parts,categories")).body)).toEqual({ categories: [ids.category], parts: [ids.part] });
    expect(groupsOf((await only("haag", "enquiries", editor)).body)).toEqual({});
    expect((await only("haag", "customers")).status).toBe(422);
  });
});
