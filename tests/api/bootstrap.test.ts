import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "kysely";
import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { prepareDatabase } from "#server/db/bootstrap.ts";
import { openDatabase } from "#server/db/index.ts";
import { login, upsertAdmin } from "#server/services/auth.ts";
import * as specs from "#server/services/specs.ts";
import { localStorage } from "#server/services/media.ts";
import { createTestDatabase, TEST_ENGINES, type TestDatabase } from "#tests/support/databases.ts";

const POLICY = { idleMinutes: 60 };

function recordingLogger() {
  const lines: string[] = [];
  const logger = pino({ level: "info" }, { write: (line: string) => lines.push(line) });
  return { logger, lines };
}

describe.each(TEST_ENGINES)("start-up on %s", (engine) => {
  let database: TestDatabase;
  const uploads = mkdtempSync(join(tmpdir(), "fantai-seed-"));
  beforeAll(async () => {
    database = await createTestDatabase(engine);
  });
  afterAll(async () => {
    await database.destroy();
    rmSync(uploads, { recursive: true, force: true });
  });

  it("creates the admin with a generated password printed once, and leaves it alone on the next start", async () => {
    const first = recordingLogger();
    const config = { SEED_DEMO: false, ADMIN_EMAIL: "Owner@Fantai.example", ADMIN_PASSWORD: undefined };
    await prepareDatabase(database.db, { config, storage: localStorage(uploads), logger: first.logger });
    const printed = first.lines.join("").match(/with password (\S+)"/)?.[1];
    expect(printed).toBeTruthy();
    expect(await login(database.db, { email: "owner@fantai.example", password: printed! }, POLICY)).toBeTruthy();

    const second = recordingLogger();
    await prepareDatabase(database.db, { config, storage: localStorage(uploads), logger: second.logger });
    expect(second.lines.join("")).not.toContain("password");
    expect(await login(database.db, { email: "owner@fantai.example", password: printed! }, POLICY)).toBeTruthy();
  });

  it("resets the password when ADMIN_PASSWORD changes", async () => {
    const config = { SEED_DEMO: false, ADMIN_EMAIL: "owner@fantai.example", ADMIN_PASSWORD: "a-new-password-1" };
    await prepareDatabase(database.db, { config, storage: localStorage(uploads), logger: pino({ level: "silent" }) });
    expect(await login(database.db, { email: "owner@fantai.example", password: "a-new-password-1" }, POLICY)).toBeTruthy();
  });

  it("never undoes a password changed since ADMIN_PASSWORD set it, nor enables the account again, until the setting changes", async () => {
    const config = { SEED_DEMO: false, ADMIN_EMAIL: "owner@fantai.example", ADMIN_PASSWORD: "a-new-password-1" };
    const start = () => prepareDatabase(database.db, { config, storage: localStorage(uploads), logger: pino({ level: "silent" }) });
    await start();
    await upsertAdmin(database.db, { email: "owner@fantai.example", password: "changed-by-the-owner" });
    await database.db.updateTable("admin_users").set({ disabled_at: new Date().toISOString() }).where("email", "=", "owner@fantai.example").execute();
    await start();
    const account = await database.db.selectFrom("admin_users").select("disabled_at").where("email", "=", "owner@fantai.example").executeTakeFirstOrThrow();
    expect(account.disabled_at).not.toBeNull();
    await database.db.updateTable("admin_users").set({ disabled_at: null }).where("email", "=", "owner@fantai.example").execute();
    expect(await login(database.db, { email: "owner@fantai.example", password: "changed-by-the-owner" }, POLICY)).toBeTruthy();
    expect(await login(database.db, { email: "owner@fantai.example", password: "a-new-password-1" }, POLICY)).toBeUndefined();
    // A new value is the way back in.
    config.ADMIN_PASSWORD = "a-newer-password-2";
    await start();
    expect(await login(database.db, { email: "owner@fantai.example", password: "a-newer-password-2" }, POLICY)).toBeTruthy();
  });

  it("seeds demo content in three languages once, and never twice", async () => {
    const config = { SEED_DEMO: true, ADMIN_EMAIL: "owner@fantai.example", ADMIN_PASSWORD: undefined };
    await prepareDatabase(database.db, { config, storage: localStorage(uploads), logger: pino({ level: "silent" }) });
    const count = async (table: "commodities" | "articles" | "commodity_types" | "landing_page_ones" | "posters") =>
      Number(
        (
          await database.db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll<number>().as("n"))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const counts = { products: await count("commodities"), articles: await count("articles"), types: await count("commodity_types") };
    expect(counts.products).toBeGreaterThanOrEqual(30);
    expect(counts.articles).toBeGreaterThan(15);
    const topLevel = await database.db.selectFrom("commodity_types").select("id").where("level", "=", 1).execute();
    expect(topLevel.length).toBeGreaterThanOrEqual(6);
    expect(await count("landing_page_ones")).toBe(topLevel.length);
    expect(await count("posters")).toBeGreaterThan(0);

    const untranslated = await database.db
      .selectFrom("commodities")
      .select("id")
      .where((eb) => eb.or([eb("fr_name", "=", ""), eb("nl_name", "=", ""), eb("fr_description", "=", ""), eb("nl_description", "=", "")]))
      .execute();
    expect(untranslated).toEqual([]);

    // Figures live in commodity_specs, descriptions keep only prose.
    const db = database.db;
    const products = await db.selectFrom("commodities").select(["id", "model", "en_description", "fr_description", "nl_description"]).execute();
    for (const product of products) {
      for (const html of [product.en_description, product.fr_description, product.nl_description]) {
        expect(html, product.model).not.toMatch(/<strong>|\d\s?(cm|mm|kg|Ah|Wh|dB|m²|km\/h|tr\/min|min)\b\s*<\/li>/);
      }
    }
    const specsOf = async (model: string) => (await specs.getProductSpecValues(db, products.find((p) => p.model === model)!.id)) as Record<string, unknown>;
    const withoutSpecs = await db
      .selectFrom("commodities")
      .select("model")
      .where("id", "not in", db.selectFrom("commodity_specs").select("commodity_id"))
      .execute();
    expect(withoutSpecs).toEqual([]);
    expect(await specsOf("FT-LM4053SP")).toMatchObject({
      cutting_width: 53,
      cutting_height: [25, 80],
      lawn_area: 1200,
      battery_slots: "2",
      self_propelled: true,
      battery_platform: "fantai-40v",
    });
    for (const battery of ["FT-B4025", "FT-B4050", "FT-B4075"])
      expect(Object.keys(await specsOf(battery))).toEqual(expect.arrayContaining(["battery_capacity", "battery_energy", "charge_time", "weight"]));
    for (const charger of ["FT-C4020", "FT-C4060", "FT-C4040D"])
      expect(Object.keys(await specsOf(charger))).toEqual(expect.arrayContaining(["charge_current", "charge_time_5ah", "weight"]));
    const mower = products.find((p) => p.model === "FT-LM4046")!;
    expect(
      (
        await specs.attributesForCategory(
          db,
          (await db.selectFrom("commodities").select("commodity_type_id").where("id", "=", mower.id).executeTakeFirstOrThrow()).commodity_type_id,
        )
      ).map((a) => a.key),
    ).toEqual(expect.arrayContaining(["cutting_width", "grass_box", "lawn_area"]));

    // Copy that quotes figures takes them from the data: the mowers' landing page states their real ranges.
    const mowerFigures = { width: [] as number[], area: [] as number[] };
    for (const product of products.filter((p) => /^FT-(LM|RM)/.test(p.model))) {
      const values = await specsOf(product.model);
      mowerFigures.width.push(values.cutting_width as number);
      mowerFigures.area.push(values.lawn_area as number);
    }
    const mowerPage = await db
      .selectFrom("landing_page_ones")
      .select(["en_commodity_description", "fr_commodity_description"])
      .where("url", "=", "lawn-mowers")
      .executeTakeFirstOrThrow();
    const [narrow, wide, small, large] = [
      Math.min(...mowerFigures.width),
      Math.max(...mowerFigures.width),
      Math.min(...mowerFigures.area),
      Math.max(...mowerFigures.area),
    ];
    expect(mowerPage.en_commodity_description).toBe(
      `Cutting widths from ${narrow} to ${wide} cm for lawns from ${small.toLocaleString("en")} to ${large.toLocaleString("en")} m².`,
    );
    expect(mowerPage.fr_commodity_description).toContain(`de ${narrow} à ${wide} cm`);

    await prepareDatabase(database.db, { config, storage: localStorage(uploads), logger: pino({ level: "silent" }) });
    expect(await count("commodities")).toBe(counts.products);
    expect(await count("commodity_types")).toBe(counts.types);
  }, 120_000);
});

describe.skipIf(!process.env.TEST_DATABASE_URL)("two containers starting together on one empty PostgreSQL", () => {
  it("migrate, seed and create the first admin exactly once: one seed, one printed password", async () => {
    const first = await createTestDatabase("postgres");
    // A second pool on the same schema: another container.
    const schema = String((await sql<{ schema: string }>`select current_schema() as schema`.execute(first.db)).rows[0]!.schema);
    const url = new URL(process.env.TEST_DATABASE_URL!);
    url.searchParams.set("options", `-c search_path=${schema}`);
    const second = openDatabase(url.toString(), { poolSize: 4 });
    const uploads = mkdtempSync(join(tmpdir(), "fantai-race-"));
    const logs = [recordingLogger(), recordingLogger()];
    try {
      const config = { SEED_DEMO: true, ADMIN_EMAIL: "owner@fantai.example", ADMIN_PASSWORD: undefined };
      await Promise.all([first.db, second.db].map((db, i) => prepareDatabase(db, { config, storage: localStorage(uploads), logger: logs[i]!.logger })));
      const printed = logs.flatMap((log) => log.lines).filter((line) => line.includes("First-run admin account created"));
      expect(printed).toHaveLength(1);
      const password = printed[0]!.match(/with password (\S+)"/)![1]!;
      expect(await login(first.db, { email: "owner@fantai.example", password }, POLICY)).toBeTruthy();
      const seeded = logs.flatMap((log) => log.lines).filter((line) => line.includes("demo content seeded"));
      expect(seeded).toHaveLength(1);
      const duplicates = await first.db
        .selectFrom("commodities")
        .select(["en_name"])
        .groupBy("en_name")
        .having((eb) => eb.fn.countAll(), ">", 1)
        .execute();
      expect(duplicates).toEqual([]);
      // Every file written is one the media library knows: a second seed would have left orphans.
      const files = readdirSync(uploads, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile()).length;
      const rows = await first.db.selectFrom("media").select(["url", "variants"]).execute();
      const referenced = new Set(rows.flatMap((row) => [row.url, ...(JSON.parse(String(row.variants)) as { url: string }[]).map((variant) => variant.url)]));
      expect(rows.length).toBeGreaterThan(0);
      expect(files).toBe(referenced.size);
    } finally {
      await second.close();
      await first.destroy();
      rmSync(uploads, { recursive: true, force: true });
    }
  }, 240_000);
});
