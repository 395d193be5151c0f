import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { versionedCache } from "#server/services/versioned-cache.ts";
import { createTestDatabase, TEST_ENGINES, type TestDatabase } from "#tests/support/databases.ts";
import { insertCommodity } from "#tests/support/fixtures.ts";

describe.each(TEST_ENGINES)("the version-checked cache on %s", (engine) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(engine);
  });
  afterAll(() => database.destroy());

  it("serves a remembered value until a catalogue write moves the version", async () => {
    const cached = versionedCache<number[]>("catalogue", { weigh: (v) => v.length, maxWeight: 100 });
    let computed = 0;
    const read = () => cached(database.db, "k", async () => [++computed]);
    expect(await read()).toEqual([1]);
    expect(await read()).toEqual([1]);
    await insertCommodity(database.db, { en: "New" });
    expect(await read()).toEqual([2]);
    const now = new Date().toISOString();
    await database.db.insertInto("articles").values({ en_title: "Not the catalogue", created_at: now, updated_at: now }).execute();
    expect(await read()).toEqual([2]);
    await database.db.deleteFrom("commodities").execute();
    expect(await read()).toEqual([3]);
  });

  it("keeps the total weight bounded, dropping the oldest first", async () => {
    const cached = versionedCache<number[]>("catalogue", { weigh: (v) => v.length, maxWeight: 5 });
    const calls: string[] = [];
    const read = (key: string, size: number) => cached(database.db, key, async () => (calls.push(key), Array(size).fill(0)));
    await read("a", 2);
    await read("b", 2);
    await read("c", 2);
    await read("b", 2);
    await read("a", 2);
    await read("huge", 6);
    await read("huge", 6);
    expect(calls).toEqual(["a", "b", "c", "a", "huge", "huge"]);
  });

  it("never caches inside a transaction", async () => {
    const cached = versionedCache<number>("catalogue", { weigh: () => 1, maxWeight: 10 });
    let computed = 0;
    await database.db.transaction().execute(async (trx) => {
      await cached(trx, "t", async () => ++computed);
      await cached(trx, "t", async () => ++computed);
    });
    expect(computed).toBe(2);
  });
});
