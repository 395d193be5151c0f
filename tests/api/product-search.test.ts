import { sql, type LogEvent } from "kysely";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ensureSearchIndex } from "#server/services/product-search.ts";
import { seedCategoryTree } from "#tests/support/api-fixtures.ts";
import { createAdminTestApp, type AdminTestApp } from "#tests/support/auth.ts";
import { TEST_ENGINES } from "#tests/support/databases.ts";
import { insertProduct } from "#tests/support/fixtures.ts";

/** What visitors type into the search, on both engines (decision 038). */
describe.each(TEST_ENGINES)("product search on %s", (engine) => {
  let app: AdminTestApp;
  const ids: Record<string, number> = {};
  let tree: Awaited<ReturnType<typeof seedCategoryTree>>;

  beforeAll(async () => {
    app = await createAdminTestApp(engine);
    tree = await seedCategoryTree(app.database.db);
    const db = app.database.db;
    const add = async (key: string, names: { en: string; fr: string; nl: string }, extra: Parameters<typeof insertProduct>[2] = {}) => {
      ids[key] = (await insertProduct(db, names, extra)).id;
    };
    // sort_order puts the products a search should rank last first in the unsearched list.
    await add(
      "kit",
      { en: "40V Starter Kit", fr: "Kit de démarrage 40V", nl: "Starterkit 40V" },
      {
        model: "FT-K4050",
        sort_order: 0,
        description: {
          en: "<p>Contents: FT-B4050 battery, for your first mowers or chainsaws.</p>",
          fr: "<p>Contenu : batterie FT-B4050, pour vos premières tondeuses ou tronçonneuses.</p>",
          nl: "<p>Inhoud: accu FT-B4050, voor uw eerste grasmaaiers of kettingzagen.</p>",
        },
      },
    );
    await add(
      "brushlessMower",
      { en: "40V 46 cm Brushless Push Lawn Mower", fr: "Tondeuse poussée sans balais 40V 46 cm", nl: "Borstelloze duwgrasmaaier 40V 46 cm" },
      {
        model: "FT-LM4046",
        sort_order: 1,
        commodity_type_id: tree.pushMowers,
      },
    );
    await add(
      "pushMower",
      { en: "40V 42 cm Push Lawn Mower", fr: "Tondeuse poussée 40V 42 cm", nl: "Duwgrasmaaier 40V 42 cm" },
      {
        model: "FT-LM4042",
        sort_order: 2,
        commodity_type_id: tree.pushMowers,
      },
    );
    await add(
      "robot",
      { en: "Robotic Lawnmower R600", fr: "Robot tondeuse R600", nl: "Robotmaaier R600" },
      { model: "FT-RM600", sort_order: 3, commodity_type_id: tree.compact },
    );
    await add("grasMaaier", { en: "Compact Mower", fr: "Tondeuse compacte", nl: "Compacte gras maaier" }, { model: "FT-LM4033", sort_order: 4 });
    await add(
      "saw",
      { en: "40V 35 cm Brushless Chainsaw", fr: "Tronçonneuse brushless 40V 35 cm", nl: "Borstelloze kettingzaag 40V 35 cm" },
      {
        model: "FT-CS4035",
        sort_order: 5,
        commodity_type_id: tree.chainsaws,
      },
    );
    await add(
      "topHandle",
      { en: "40V 25 cm Top-Handle Chainsaw", fr: "Tronçonneuse d'élagage 40V 25 cm", nl: "Snoeikettingzaag 40V 25 cm" },
      {
        model: "FT-CS4025T",
        sort_order: 6,
        commodity_type_id: tree.chainsaws,
      },
    );
    await add("battery", { en: "40V 5.0 Ah Battery", fr: "Batterie 40V 5,0 Ah", nl: "Accu 40V 5,0 Ah" }, { model: "FT-B4050", sort_order: 7 });
  });
  afterAll(() => app.close());

  const search = async (query: string) => {
    const response = await request(app.express).get(`/api/commodities?${query}&per_page=50`);
    expect(response.status).toBe(200);
    return (response.body.data as { id: number }[]).map((p) => p.id);
  };
  const mowers = () => [ids.brushlessMower, ids.pushMower, ids.robot, ids.grasMaaier];
  const saws = () => [ids.saw, ids.topHandle];

  it("finds every mower for 'mowers', names first, then the kit whose description mentions mowers", async () => {
    const found = await search("en_name=mowers");
    expect(found.slice(0, 4).sort()).toEqual(mowers().sort());
    expect(found).toEqual([...found.slice(0, 4), ids.kit]);
  });

  it("finds 'Lawn Mower' products for 'lawnmower', and 'Lawnmower' for 'lawn mower'", async () => {
    expect((await search("en_name=lawnmower")).sort()).toEqual([ids.brushlessMower, ids.pushMower, ids.robot].sort());
    expect((await search("en_name=LawnMowers")).sort()).toEqual([ids.brushlessMower, ids.pushMower, ids.robot].sort());
    expect(await search(`en_name=${encodeURIComponent("lawn mower")}`)).toEqual(expect.arrayContaining([ids.robot, ids.pushMower]));
  });

  it("finds the French mowers for 'tondeuses', accents and case aside, names before descriptions", async () => {
    const found = await search("fr_name=tondeuses");
    expect(found.slice(0, 4).sort()).toEqual(mowers().sort());
    expect(found).toEqual([...found.slice(0, 4), ids.kit]);
    // With the robot of the "Tondeuses poussées" category's Compact subcategory (category names count).
    expect((await search(`fr_name=${encodeURIComponent("TONDEUSE POUSSÉE")}`)).sort()).toEqual([ids.brushlessMower, ids.pushMower, ids.robot].sort());
  });

  it("finds Dutch compounds: 'grasmaaier' finds 'Duwgrasmaaier' and 'gras maaier', 'gras maaier' finds 'grasmaaier'", async () => {
    const compound = await search("nl_name=grasmaaiers");
    // With the robot, whose category (under "Grasmaaiers") names it a mower.
    expect(compound.slice(0, 4).sort()).toEqual(mowers().sort());
    const split = await search(`nl_name=${encodeURIComponent("gras maaier")}`);
    expect(split).toEqual(expect.arrayContaining([ids.brushlessMower, ids.pushMower, ids.grasMaaier]));
    expect((await search("nl_name=maaier")).slice(0, 4).sort()).toEqual(mowers().sort());
  });

  it("counts category names: 'grasmaaier' finds the robot in the mowers' category, a description's mention ranks below", async () => {
    const drill = (
      await insertProduct(
        app.database.db,
        { en: "40V Hammer Drill", fr: "Perceuse à percussion 40V", nl: "Klopboormachine 40V" },
        {
          model: "FT-HD4013",
          // First in the unsearched list: only the rank can put it last.
          sort_order: -1,
          description: {
            en: "<p>Charges from the same battery as your mowers.</p>",
            fr: "<p>Fonctionne avec la batterie de vos tondeuses.</p>",
            nl: "<p>Werkt op dezelfde accu als uw grasmaaiers.</p>",
          },
        },
      )
    ).id;
    try {
      for (const [query, locale] of [
        ["nl_name=grasmaaier", "nl"],
        ["en_name=mowers", "en"],
        ["fr_name=tondeuses", "fr"],
      ] as const) {
        const found = await search(query);
        expect(found, `${locale} ${query}`).toContain(ids.robot);
        expect(found.slice(0, 4).sort(), `${locale} ${query}`).toEqual(mowers().sort());
        // The kit and the drill only mention mowers: after every mower.
        expect(found.slice(4).sort(), `${locale} ${query}`).toEqual([ids.kit, drill].sort());
      }
      // A category found in another language ranks after the page's own names, before mere mentions.
      const saws = await search("nl_name=Tronçonneuses");
      expect(saws.slice(0, 2).sort()).toEqual([ids.saw, ids.topHandle].sort());
      // The category names a subcategory's products too, and the product page's list agrees with the API.
      expect(await search(`nl_name=duwmaaiers&commodityTypeIds=${tree.mowers}`)).toEqual(expect.arrayContaining([ids.robot]));
    } finally {
      await app.database.db.deleteFrom("commodities").where("id", "=", drill).execute();
    }
  });

  it.each(["FT-CS4035", "FTCS4035", "ft cs4035", "ft-cs4035", "Ft-Cs-4035", "cs4035"])("finds the model number as typed: %s", async (typed) => {
    for (const locale of ["en", "fr", "nl"]) {
      const found = await search(`${locale}_name=${encodeURIComponent(typed)}`);
      expect(found[0]).toBe(ids.saw);
      expect(found).not.toContain(ids.topHandle);
    }
  });

  it("ranks the product with the model number before one whose description mentions it", async () => {
    expect(await search("en_name=FT-B4050")).toEqual([ids.battery, ids.kit]);
  });

  it("finds the chainsaws for English 'chainsaw' typed on French and Dutch pages", async () => {
    for (const query of ["fr_name=chainsaw", "nl_name=chainsaws", "fr_name=Chainsaws"]) {
      const found = await search(query);
      expect(found.slice(0, 2).sort()).toEqual(saws().sort());
      expect(found).toEqual([...found.slice(0, 2), ids.kit]);
    }
  });

  it("ranks names in the page's language before names in another language", async () => {
    // 'brushless' is the French saw's name and the English mower's name: the page's language decides.
    expect(await search("fr_name=brushless")).toEqual([ids.saw, ids.brushlessMower]);
    expect(await search("en_name=brushless")).toEqual([ids.brushlessMower, ids.saw]);
    // 'borstelloze' is in both Dutch names: the list order (sort_order) decides between equals.
    expect(await search("nl_name=borstelloze")).toEqual([ids.brushlessMower, ids.saw]);
  });

  it("pages through ranked results and keeps the category filter", async () => {
    const first = await request(app.express).get("/api/commodities?en_name=mower&per_page=2");
    expect(first.body.meta.pagination).toMatchObject({ total: 5, count: 2, per_page: 2, current_page: 1, total_pages: 3 });
    const pages = [first.body.data];
    for (const page of [2, 3]) pages.push((await request(app.express).get(`/api/commodities?en_name=mower&per_page=2&page=${page}`)).body.data);
    const all = pages.flat().map((p: { id: number }) => p.id);
    expect(all).toEqual(await search("en_name=mower"));
    expect(all.at(-1)).toBe(ids.kit);
    // Push mowers include their Compact subcategory (the robot); the kit has no category.
    expect((await search(`en_name=mower&commodityTypeIds=${tree.pushMowers}`)).sort()).toEqual([ids.brushlessMower, ids.pushMower, ids.robot].sort());
    expect(await search(`fr_name=tondeuse&commodityTypeIds=${tree.chainsaws}`)).toEqual([]);
    expect(await search(`fr_name=chainsaw&commodityTypeIds=${tree.chainsaws}`)).toEqual([ids.saw, ids.topHandle]);
  });

  it("searches the largest part of the words that products have when none has them all, and says so", async () => {
    // No product says "sans fil" (cordless): the push mowers have the rest.
    const relaxed = await request(app.express).get(`/api/commodities?fr_name=${encodeURIComponent("Tondeuse poussée à fil")}&per_page=50`);
    expect(relaxed.body.meta.search).toEqual({ typed: "Tondeuse poussée à fil", term: "Tondeuse poussée" });
    expect(relaxed.body.data.map((p: { id: number }) => p.id)).toEqual([ids.brushlessMower, ids.pushMower, ids.robot]);
    // Of two parts as large, the one more products have: "lawnmower" (three) rather than "battery" (two).
    const either = await request(app.express).get(`/api/commodities?en_name=${encodeURIComponent("battery lawnmower")}&per_page=50`);
    expect(either.body.meta.search).toEqual({ typed: "battery lawnmower", term: "lawnmower" });
    expect(either.body.meta.pagination).toMatchObject({ total: 3 });
    // A word no product has is left out: the chainsaws, their names first.
    expect(await search(`en_name=${encodeURIComponent("chainsaw snowmobile")}`)).toEqual([ids.saw, ids.topHandle, ids.kit]);
    // Every word found in one product: that product, as typed.
    const exact = await request(app.express).get(`/api/commodities?fr_name=${encodeURIComponent("tondeuse poussée sans")}`);
    expect(exact.body.data.map((p: { id: number }) => p.id)).toEqual([ids.brushlessMower]);
    expect(exact.body.meta).not.toHaveProperty("search");
    // Another category's product having every word keeps the search as typed: nothing in this one.
    expect(await search(`fr_name=${encodeURIComponent("tondeuse poussée")}&commodityTypeIds=${tree.chainsaws}`)).toEqual([]);
    // Words no product has are counted once each, never in combinations (at most one count each and the query's own).
    const counts: string[] = [];
    const listen = (event: LogEvent) => void (/count\(\*\) as "count"/i.test(event.query.sql) && counts.push(event.query.sql));
    app.database.queryListeners!.add(listen);
    expect(await search(`en_name=${encodeURIComponent("qqqa qqqb qqqc qqqd qqqe qqqf")}`)).toEqual([]);
    app.database.queryListeners!.delete(listen);
    expect(counts).toHaveLength(7);
    // A mistyped model number stays as typed.
    expect((await request(app.express).get("/api/commodities?en_name=FT-LB4020")).body.meta).not.toHaveProperty("search");
  });

  it("finds nothing for words no product has, or for no word at all", async () => {
    expect(await search("en_name=snowmobile")).toEqual([]);
    expect(await search(`en_name=${encodeURIComponent("%_")}`)).toEqual([]);
  });

  describe("the index follows every write", () => {
    const admin = () => ({
      post: (url: string, body: object) => request(app.express).post(url).set(app.auth).send(body),
      put: (url: string, body: object) => request(app.express).put(url).set(app.auth).send(body),
      delete: (url: string) => request(app.express).delete(url).set(app.auth),
    });
    const indexed = async (id: number) => {
      const rows = await sql`select 1 from commodity_search where ${sql.ref(engine === "postgres" ? "commodity_id" : "rowid")} = ${id}`.execute(
        app.database.db,
      );
      return rows.rows.length;
    };

    it("a created product is found by its names and model at once", async () => {
      const created = await admin().post("/api/ad/commodities", {
        en_name: "40V Leaf Blower",
        fr_name: "Souffleur de feuilles 40V",
        nl_name: "Bladblazer 40V",
        model: "FT-LB4020",
        en_description: "<p>Clears leaves from paths.</p>",
      });
      expect(created.status).toBe(201);
      ids.blower = created.body.data.id;
      expect(await search("en_name=blowers")).toEqual([ids.blower]);
      expect(await search("fr_name=souffleurs")).toEqual([ids.blower]);
      expect(await search("nl_name=ftlb4020")).toEqual([ids.blower]);
      expect(await search("en_name=leaves")).toEqual([ids.blower]);
    });

    it("an update replaces the old terms with the new ones", async () => {
      const updated = await admin().post(`/api/ad/commodities/${ids.blower}/_update`, {
        en_name: "40V Backpack Blower",
        model: "FT-BP4090",
        en_description: "",
      });
      expect(updated.status).toBe(200);
      expect(await search("en_name=backpack")).toEqual([ids.blower]);
      expect(await search("en_name=FT-BP4090")).toEqual([ids.blower]);
      expect(await search("en_name=FT-LB4020")).toEqual([]);
      expect(await search("en_name=leaves")).toEqual([]);
      // The names not sent keep their terms.
      expect(await search("fr_name=souffleur")).toEqual([ids.blower]);
    });

    it("a deleted product leaves the index, whichever way it is deleted", async () => {
      expect(await indexed(ids.blower!)).toBe(1);
      expect((await admin().delete(`/api/ad/commodities/_delete?ids=${ids.blower}`)).status).toBe(200);
      expect(await indexed(ids.blower!)).toBe(0);
      expect(await search("en_name=backpack")).toEqual([]);

      const other = (await insertProduct(app.database.db, { en: "Snow Thrower", fr: "Fraise à neige", nl: "Sneeuwfrees" })).id;
      expect(await search("en_name=snow")).toEqual([other]);
      expect((await admin().put("/api/ad/commodities/batch/_handle", { ids: [other], action: "delete" })).status).toBe(200);
      expect(await indexed(other)).toBe(0);
      expect(await search("en_name=snow")).toEqual([]);
    });

    it("products written before the index existed are indexed at start-up, and cached pages see them", async () => {
      expect(await search("en_name=shredder")).toEqual([]);
      const now = new Date().toISOString();
      const { id } = await app.database.db
        .insertInto("commodities")
        .values({ en_name: "Garden Shredder", fr_name: "Broyeur", nl_name: "Hakselaar", model: "FT-SH4040", created_at: now, updated_at: now })
        .returning("id")
        .executeTakeFirstOrThrow();
      expect(await indexed(id)).toBe(0);
      expect(await ensureSearchIndex(app.database.db)).toBe(1);
      expect(await ensureSearchIndex(app.database.db)).toBe(0);
      expect(await search("en_name=shredders")).toEqual([id]);
      expect(await search("nl_name=FT-SH4040")).toEqual([id]);
    });
  });
});
