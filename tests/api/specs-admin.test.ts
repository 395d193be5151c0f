import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as compatibility from "#server/services/compatibility.ts";
import * as specs from "#server/services/specs.ts";
import { seedCategoryTree } from "#tests/support/api-fixtures.ts";
import { createAdminTestApp, type AdminTestApp } from "#tests/support/auth.ts";
import { TEST_ENGINES } from "#tests/support/databases.ts";
import { insertCategory, insertProduct } from "#tests/support/fixtures.ts";

describe.each(TEST_ENGINES)("specification admin, CSV and compatibility on %s", (engine) => {
  let app: AdminTestApp;
  let tree: Awaited<ReturnType<typeof seedCategoryTree>>;
  const ids = {} as Record<"mower" | "robot" | "b25" | "b50" | "charger" | "saw", number>;
  let attributeId = 0;
  let powerId = 0;

  beforeAll(async () => {
    app = await createAdminTestApp(engine);
    const db = app.database.db;
    tree = await seedCategoryTree(db);
    const power = await insertCategory(db, { en: "Batteries" });
    powerId = power.id;
    const all = [tree.mowers, tree.saws, power.id];
    const platform = [{ value: "40v", en: "40V", fr: "40V", nl: "40V" }];
    await specs.createSpecAttribute(db, { key: "battery_platform", en_label: "Platform", type: "choice", choices: platform, category_ids: all });
    await specs.createSpecAttribute(db, { key: "power_draw", en_label: "Power draw", unit: "W", type: "number", category_ids: [tree.mowers, tree.saws] });
    await specs.createSpecAttribute(db, { key: "work_rate", en_label: "Mowing rate", unit: "m²/h", type: "number", category_ids: [tree.mowers] });
    await specs.createSpecAttribute(db, { key: "battery_capacity", en_label: "Capacity", unit: "Ah", type: "number", decimals: 1, category_ids: [power.id] });
    await specs.createSpecAttribute(db, { key: "battery_energy", en_label: "Energy", unit: "Wh", type: "number", category_ids: [power.id] });
    await specs.createSpecAttribute(db, { key: "charge_current", en_label: "Charging current", unit: "A", type: "number", category_ids: [power.id] });
    ids.mower = (await insertProduct(db, { en: "Mower 46" }, { commodity_type_id: tree.pushMowers })).id;
    ids.robot = (await insertProduct(db, { en: "Robot" }, { commodity_type_id: tree.pushMowers })).id;
    ids.saw = (await insertProduct(db, { en: "Chainsaw" }, { commodity_type_id: tree.chainsaws })).id;
    ids.b25 = (await insertProduct(db, { en: "Battery 2.5 Ah" }, { commodity_type_id: power.id })).id;
    ids.b50 = (await insertProduct(db, { en: "Battery 5.0 Ah" }, { commodity_type_id: power.id })).id;
    ids.charger = (await insertProduct(db, { en: "Rapid charger" }, { commodity_type_id: power.id })).id;
    await specs.setProductSpecValues(db, ids.mower, { battery_platform: "40v", power_draw: 216, work_rate: 800 });
    await specs.setProductSpecValues(db, ids.saw, { battery_platform: "40v", power_draw: 720 });
    await specs.setProductSpecValues(db, ids.b25, { battery_platform: "40v", battery_capacity: 2.5, battery_energy: 90 });
    await specs.setProductSpecValues(db, ids.b50, { battery_platform: "40v", battery_capacity: 5, battery_energy: 180 });
    await specs.setProductSpecValues(db, ids.charger, { battery_platform: "40v", charge_current: 6 });
  });
  afterAll(() => app.close());

  const admin = () => request(app.express);

  describe("attribute definitions", () => {
    it("creates, lists, updates and deletes an attribute, behind the token", async () => {
      expect((await admin().get("/api/ad/spec/attributes")).status).toBe(401);
      const created = await admin()
        .post("/api/ad/spec/attributes")
        .set(app.auth)
        .send({
          key: "cutting_width",
          en_label: "Cutting width",
          fr_label: "Largeur de coupe",
          nl_label: "Maaibreedte",
          unit: "cm",
          type: "number",
          filterable: true,
          required: 0,
          min_value: 10,
          max_value: 120,
          category_ids: [tree.mowers],
        });
      expect(created.status).toBe(201);
      expect(created.body.data).toMatchObject({ key: "cutting_width", filterable: 1, category_ids: [tree.mowers], min_value: 10 });
      attributeId = created.body.data.id;

      const list = await admin().get("/api/ad/spec/attributes?q=largeur").set(app.auth);
      expect(list.body.data.map((a: { key: string }) => a.key)).toEqual(["cutting_width"]);

      const updated = await admin().post(`/api/ad/spec/attributes/${attributeId}/_update`).set(app.auth).send({ required: 1, nl_label: "Maaibreedte (cm)" });
      expect(updated.body.data).toMatchObject({ required: 1, nl_label: "Maaibreedte (cm)", en_label: "Cutting width" });
    });

    it.each([
      [{ key: "Bad Key", en_label: "x", type: "number" }, "key"],
      [{ key: "x1", en_label: "x", type: "colour" }, "type"],
      [{ key: "x2", en_label: "x", type: "number", unit: "furlong" }, "unit"],
      [{ key: "x3", en_label: "x", type: "number", min_value: 10, max_value: 5 }, "max_value"],
      [{ key: "x4", en_label: "x", type: "choice", choices: [] }, "choices"],
      [{ key: "x5", en_label: "x", type: "number", category_ids: [987654] }, "category_ids"],
      [{ key: "power_draw", en_label: "x", type: "number" }, "key"],
    ])("refuses %j with a 422 on %s", async (body, field) => {
      const response = await admin().post("/api/ad/spec/attributes").set(app.auth).send(body);
      expect(response.status).toBe(422);
      expect(response.body.errors).toHaveProperty([field]);
    });

    it("creates a key once when three saves of it arrive together; the others are refused with 422", async () => {
      const body = { key: "blade_count", en_label: "Blades", type: "number" };
      const saves = await Promise.all([1, 2, 3].map(() => admin().post("/api/ad/spec/attributes").set(app.auth).send(body)));
      expect(saves.map((save) => save.status).sort()).toEqual([201, 422, 422]);
      for (const refused of saves.filter((save) => save.status === 422)) {
        expect(refused.body.errors.key).toEqual(["This key is already used by another specification."]);
      }
      await app.database.db
        .deleteFrom("spec_attributes")
        .where("id", "=", saves.find((save) => save.status === 201)!.body.data.id)
        .execute();
    });
  });

  describe("a product's values", () => {
    it("offers only the attributes of the product's category and validates values", async () => {
      const answer = await admin().get(`/api/ad/commodities/${ids.mower}/specs`).set(app.auth);
      expect(answer.body.data.attributes.map((a: { key: string }) => a.key)).toEqual(expect.arrayContaining(["cutting_width", "power_draw", "work_rate"]));
      expect(answer.body.data.attributes.map((a: { key: string }) => a.key)).not.toContain("battery_capacity");

      const bad = await admin()
        .post(`/api/ad/commodities/${ids.mower}/specs/_update`)
        .set(app.auth)
        .send({ values: { cutting_width: 500, battery_capacity: 5 } });
      expect(bad.status).toBe(422);
      expect(Object.keys(bad.body.errors).sort()).toEqual(["specs.battery_capacity", "specs.cutting_width"]);

      const missing = await admin()
        .post(`/api/ad/commodities/${ids.mower}/specs/_update`)
        .set(app.auth)
        .send({ values: { battery_platform: "40v", power_draw: 216 } });
      expect(missing.body.errors["specs.cutting_width"]).toEqual(["This specification is required for the product's category."]);

      const good = await admin()
        .post(`/api/ad/commodities/${ids.mower}/specs/_update`)
        .set(app.auth)
        .send({ values: { cutting_width: 46, battery_platform: "40v", power_draw: 216, work_rate: 800 } });
      expect(good.status).toBe(200);
      expect(good.body.data.values).toMatchObject({ cutting_width: 46, power_draw: 216 });
      expect((await request(app.express).get(`/api/commodities/${ids.mower}?lang=fr`)).body.data.specs[0]).toMatchObject({ key: "battery_platform" });
    });
  });

  describe("CSV", () => {
    it("exports one row per product and one column per attribute, and imports the round trip", async () => {
      const exported = await admin().get("/api/ad/commodities/specs/export").set(app.auth);
      expect(exported.status).toBe(200);
      expect(exported.type).toBe("text/csv");
      const [header, ...lines] = exported.text
        .replace(/^\uFEFF/, "")
        .trim()
        .split("\n");
      expect(header).toBe("id,model,en_name,category,battery_platform,power_draw,work_rate,battery_capacity,battery_energy,charge_current,cutting_width");
      expect(lines).toHaveLength(6);
      expect(lines.find((line) => line.startsWith(`${ids.mower},`))).toBe(`${ids.mower},,Mower 46,Push mowers,40v,216,800,,,,46`);

      // The robot has no values yet, but cutting_width became required for its category: the file fills it in.
      const edited = exported.text
        .replace(`${ids.mower},,Mower 46,Push mowers,40v,216,800,,,,46`, `${ids.mower},,Mower 46,Push mowers,40v,230,800,,,,48`)
        .replace(`${ids.robot},,Robot,Push mowers,,,,,,,`, `${ids.robot},,Robot,Push mowers,,,,,,,20`);
      const imported = await admin().post("/api/ad/commodities/specs/import").set(app.auth).send({ csv: edited });
      expect(imported.status).toBe(200);
      expect(imported.body.data.updated).toBe(6);
      expect(await specs.getProductSpecValues(app.database.db, ids.mower)).toMatchObject({ cutting_width: 48, power_draw: 230 });
      expect(await specs.getProductSpecValues(app.database.db, ids.b50)).toMatchObject({ battery_capacity: 5, battery_energy: 180 });
    });

    it("exports only what applies to a product's category, so the unchanged file of a catalogue whose category was deleted imports", async () => {
      const db = app.database.db;
      const doomed = await insertCategory(db, { en: "Doomed mowers" }, tree.mowers);
      const orphan = (await insertProduct(db, { en: "Orphan mower" }, { commodity_type_id: doomed.id })).id;
      await specs.setProductSpecValues(db, orphan, { battery_platform: "40v", power_draw: 300, cutting_width: 40 });
      expect((await admin().delete(`/api/ad/commodity/types/${doomed.id}`).set(app.auth)).status).toBe(200);

      const exported = await admin().get("/api/ad/commodities/specs/export").set(app.auth);
      expect(exported.text).toContain(`\n${orphan},,Orphan mower,,,,,,,,\n`);
      const imported = await admin().post("/api/ad/commodities/specs/import").set(app.auth).send({ csv: exported.text });
      expect(imported.status).toBe(200);
      // What the file showed is what is kept: the values its category no longer gave it are gone.
      expect(await specs.getProductSpecValues(db, orphan)).toEqual({});
      await db.deleteFrom("commodities").where("id", "=", orphan).execute();
    });

    it("keeps every formula-like cell text, a leading minus included, and the file still imports", async () => {
      const db = app.database.db;
      const planted = (await insertProduct(db, { en: "-2+3+cmd|' /C calc'!A0" }, { commodity_type_id: tree.chainsaws })).id;
      await db.updateTable("commodities").set({ model: '=HYPERLINK("http://evil.example")' }).where("id", "=", planted).execute();
      try {
        const exported = await admin().get("/api/ad/commodities/specs/export").set(app.auth);
        const line = exported.text.split("\n").find((row) => row.startsWith(`${planted},`));
        expect(line).toContain(`,'-2+3+cmd|' /C calc'!A0,`);
        expect(line).toContain(`,"'=HYPERLINK(""http://evil.example"")",`);
        expect((await admin().post("/api/ad/commodities/specs/import").set(app.auth).send({ csv: exported.text })).status).toBe(200);
      } finally {
        await db.deleteFrom("commodities").where("id", "=", planted).execute();
      }
    });

    it("rejects the whole file with a report per row and changes nothing", async () => {
      const before = await specs.getProductSpecValues(app.database.db, ids.mower);
      const csv = ["id;cutting_width;power_draw;battery_capacity", `${ids.mower};52;300;`, `${ids.saw};;700;5`, `${ids.b25};;;abc`, "987654;;;"].join("\n");
      const response = await admin().post("/api/ad/commodities/specs/import").set(app.auth).send({ csv });
      expect(response.status).toBe(422);
      // A problem per cell, `row.<line>.<key>`, each message a catalogue text (translated for a French or Dutch admin).
      expect(Object.keys(response.body.errors)).toEqual(["row.3.battery_capacity", "row.4.battery_capacity", "row.5"]);
      expect(response.body.errors["row.4.battery_capacity"]).toEqual(["Give a number."]);
      expect(response.body.errors["row.5"][0]).toContain("no such product");
      const french = await admin().post("/api/ad/commodities/specs/import").set(app.auth).set("Accept-Language", "fr").send({ csv });
      expect(french.body.errors["row.4.battery_capacity"]).toEqual(["Indiquez un nombre."]);
      expect(await specs.getProductSpecValues(app.database.db, ids.mower)).toEqual(before);
    });

    it("rejects unknown columns and files that are not CSV", async () => {
      const unknown = await admin()
        .post("/api/ad/commodities/specs/import")
        .set(app.auth)
        .send({ csv: `id,colour\n${ids.mower},red` });
      expect(unknown.status).toBe(422);
      expect(unknown.body.errors.columns[0]).toContain("colour");
      const broken = await admin()
        .post("/api/ad/commodities/specs/import")
        .set(app.auth)
        .send({ csv: `id,cutting_width\n${ids.mower},"46` });
      expect(broken.status).toBe(422);
      expect(broken.body.errors).toHaveProperty("csv");
    });
  });

  describe("battery compatibility", () => {
    it("lists the batteries a tool runs on with runtime and area, and the chargers with charge time", async () => {
      const fits = await compatibility.compatibilityOf(app.database.db, ids.mower, "nl");
      expect(fits).toMatchObject({
        role: "tool",
        batteries: [
          { id: ids.b25, capacity: "2,5\u00a0Ah", estimate: { minutes: 21, area: 280, batteries: 1 } },
          { id: ids.b50, capacity: "5,0\u00a0Ah", estimate: { minutes: 42, area: 560, batteries: 1 } },
        ],
        chargers: [{ id: ids.charger, minutes: 55 }],
      });
    });

    it("lists on a battery page the tools it powers by category, and on a charger page the batteries", async () => {
      const battery = await compatibility.compatibilityOf(app.database.db, ids.b50, "en");
      expect(battery).toMatchObject({ role: "battery", chargers: [{ id: ids.charger, minutes: 55 }] });
      const groups = battery?.role === "battery" ? battery.groups : [];
      expect(groups.map((g) => g.category).sort()).toEqual(["Chainsaws", "Push mowers"]);
      expect(groups.find((g) => g.category === "Chainsaws")?.tools).toEqual([
        expect.objectContaining({ id: ids.saw, estimate: { minutes: 13, area: undefined, batteries: 1 } }),
      ]);
      const charger = await compatibility.compatibilityOf(app.database.db, ids.charger, "en");
      expect(charger).toMatchObject({
        role: "charger",
        batteries: [
          { id: ids.b25, minutes: 28 },
          { id: ids.b50, minutes: 55 },
        ],
      });
      expect(await compatibility.compatibilityOf(app.database.db, ids.robot, "en")).toBeUndefined();
    });

    it("shows on a starter kit's page what its battery powers, and lists it neither among batteries nor among chargers", async () => {
      const db = app.database.db;
      // A battery and a charger in one box.
      const { id } = await insertProduct(db, { en: "Starter kit 2.5 Ah" }, { commodity_type_id: powerId });
      await specs.setProductSpecValues(db, id, { battery_platform: "40v", battery_capacity: 2.5, battery_energy: 90, charge_current: 2 });
      try {
        const page = await compatibility.compatibilityOf(db, id, "en");
        expect(page).toMatchObject({ role: "battery", chargers: [{ id: ids.charger, minutes: 28 }] });
        const groups = page?.role === "battery" ? page.groups : [];
        expect(groups.flatMap((g) => g.tools.map((tool) => tool.id)).sort()).toEqual([ids.mower, ids.saw].sort());

        const batteriesOf = async (productId: number) => {
          const fits = await compatibility.compatibilityOf(db, productId, "en");
          return fits?.role === "tool" || fits?.role === "charger" ? fits.batteries.map((b) => b.id) : [];
        };
        expect(await batteriesOf(ids.mower)).toEqual([ids.b25, ids.b50]);
        expect(await batteriesOf(ids.charger)).toEqual([ids.b25, ids.b50]);
        const tool = await compatibility.compatibilityOf(db, ids.mower, "en");
        expect(tool?.role === "tool" && tool.chargers.map((c) => c.id)).toEqual([ids.charger]);
        expect((await compatibility.batteryAdvice(db, [ids.mower], "en")).batteries.map((b) => b.id)).toEqual([ids.b25, ids.b50]);
      } finally {
        await db.deleteFrom("commodities").where("id", "=", id).execute();
      }
    });

    it("suggests the smallest battery that runs every chosen tool 30 minutes", async () => {
      const mowerOnly = await compatibility.batteryAdvice(app.database.db, [ids.mower], "en");
      expect(mowerOnly.suggestedId).toBe(ids.b50);
      const both = await compatibility.batteryAdvice(app.database.db, [ids.mower, ids.saw], "en");
      // The saw runs 13 min on 5.0 Ah: no battery reaches 30 min, so the largest is suggested.
      expect(both.suggestedId).toBe(ids.b50);
      expect(both.batteries[0]!.runtimes).toEqual([
        { toolId: ids.mower, estimate: { minutes: 21, area: 280, batteries: 1 } },
        { toolId: ids.saw, estimate: { minutes: 6, area: undefined, batteries: 1 } },
      ]);
      expect((await compatibility.batteryAdvice(app.database.db, [], "en")).suggestedId).toBeUndefined();
    });
  });
});
