import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedDemoContent } from "#server/db/seed/index.ts";
import { localStorage } from "#server/services/media.ts";
import * as compatibility from "#server/services/compatibility.ts";
import { createAdminTestApp, type AdminTestApp } from "#tests/support/auth.ts";
import { TEST_ENGINES } from "#tests/support/databases.ts";

const NBSP = "\u00a0";

/** Decision 085: battery figures from one source, the battery data sheet. */
describe.each(TEST_ENGINES)("battery figures on %s", (engine) => {
  let app: AdminTestApp;
  const uploads = mkdtempSync(join(tmpdir(), "fantai-batteries-"));
  const idOf: Record<string, number> = {};
  beforeAll(async () => {
    app = await createAdminTestApp(engine);
    await seedDemoContent(app.database.db, localStorage(uploads));
    for (const row of await app.database.db.selectFrom("commodities").select(["id", "model"]).execute()) idOf[row.model] = row.id;
  }, 120_000);
  afterAll(async () => {
    await app.close();
    rmSync(uploads, { recursive: true, force: true });
  });

  const specsOf = async (model: string, lang = "en") => {
    const response = await request(app.express).get(`/api/commodities/${idOf[model]}?lang=${lang}`);
    expect(response.status).toBe(200);
    return Object.fromEntries((response.body.data.specs as { key: string; display: string; value: unknown }[]).map((s) => [s.key, s]));
  };

  it("gives each battery a data sheet: chemistry, nominal voltage, capacity, energy, weight, cycle life, temperatures", async () => {
    const sheet = await specsOf("FT-B4050");
    expect(sheet.battery_chemistry?.display).toBe("Lithium-ion (Li-ion)");
    expect(sheet.nominal_voltage?.display).toBe(`36${NBSP}V`);
    expect(sheet.battery_capacity?.display).toBe(`5.0${NBSP}Ah`);
    expect(sheet.battery_energy?.display).toBe(`180${NBSP}Wh`);
    expect(sheet.weight?.value).toBe(2.4);
    expect(sheet.cycle_life?.display).toBe(`800${NBSP}cycles`);
    expect(sheet.operating_temperature?.value).toEqual([-10, 40]);
    expect(sheet.storage_temperature?.display).toBe(`-20–45${NBSP}°C`);
    expect((await specsOf("FT-B4050", "nl")).cycle_life?.display).toBe(`800${NBSP}cycli`);
  });

  it("says whether a tool's battery is removable: the platform's tools yes, the robot mowers' built-in ones no", async () => {
    expect((await specsOf("FT-LM4046")).battery_removable?.value).toBe(true);
    expect((await specsOf("FT-RM600")).battery_removable?.value).toBe(false);
    expect((await specsOf("FT-B4050")).battery_removable).toBeUndefined();
  });

  it("shows the starter kit's own charge time, not a 5.0 Ah battery's", async () => {
    const kit = await specsOf("FT-K4025");
    expect(kit.charge_time_5ah).toBeUndefined();
    // 2.5 Ah on the kit's 2 A charger: 83 minutes, as the standard charger's page computes it.
    expect(kit.kit_charge_time?.value).toBe(83);
  });

  it("computes a runtime, whatever was entered, and says when it is for two batteries", async () => {
    const db = app.database.db;
    const runtime = await db.selectFrom("spec_attributes").select("id").where("key", "=", "runtime").executeTakeFirstOrThrow();
    // An entry that disagrees with the tool's power draw does not reach the page.
    await db
      .updateTable("commodity_specs")
      .set({ number_value: 99 })
      .where("commodity_id", "=", idOf["FT-LM4046"]!)
      .where("attribute_id", "=", runtime.id)
      .execute();
    const single = (await specsOf("FT-LM4046")).runtime;
    expect(single?.value).not.toBe(99);
    const fits = await compatibility.compatibilityOf(db, idOf["FT-LM4046"]!, "en");
    const onFive = fits?.role === "tool" ? fits.batteries.find((b) => b.capacityAh === 5)?.estimate?.minutes : undefined;
    expect(single?.value).toBe(onFive);
    const twoSlot = await specsOf("FT-LM4053SP");
    expect(twoSlot.runtime?.display).toMatch(/^\d+\u00a0min with 2 batteries$/);
    expect((await specsOf("FT-LM4053SP", "fr")).runtime?.display).toMatch(/avec 2 batteries$/);
  });

  it("gives the admin the figures it computes from, so it can warn about an entry that differs", async () => {
    const response = await request(app.express).get(`/api/ad/commodities/${idOf["FT-LM4046"]}/specs`).set(app.auth);
    expect(response.status).toBe(200);
    expect(response.body.data.platforms["fantai-40v"]).toEqual({ referenceEnergy: 180, rapidCurrent: 6 });
  });

  it("says plainly when no single battery runs every chosen tool long enough", async () => {
    const db = app.database.db;
    const heavy = await compatibility.batteryAdvice(db, [idOf["FT-SH4040"]!, idOf["FT-CS4040"]!], "en");
    expect(heavy.shortfall).toBe(true);
    expect(heavy.suggestedId).toBe(idOf["FT-B4075"]);
    const light = await compatibility.batteryAdvice(db, [idOf["FT-LHT4045"]!], "en");
    expect(light.shortfall).toBe(false);
  });

  it("answers the FAQ's charging question from the same computation as the product pages", async () => {
    expect(await compatibility.chargingFacts(app.database.db)).toEqual({ smallAh: 2.5, smallSlow: 83, smallFast: 28, referenceAh: 5, referenceFast: 55 });
  });
});
