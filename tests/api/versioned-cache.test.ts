import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { versionedCache, versionedRecords } from "#server/services/versioned-cache.ts";
import { createTestDatabase, TEST_ENGINES, type TestDatabase } from "#tests/support/databases.ts";
import { insertProduct } from "#tests/support/fixtures.ts";

describe.each(TEST_ENGINES)("the version-checked cache on %s", (engine) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(engine);
  });
  afterAll(() => database.destroy());

  /** Reads one key of a cache over `dataSets`, whose value counts how often it was computed; a product write moves it once. */
  async function countingReads(dataSets: string | string[]) {
    const cached = versionedCache<number[]>(dataSets, { weigh: (v) => v.length, maxWeight: 100 });
    let computed = 0;
    const read = () => cached(database.db, "k", async () => [++computed]);
    expect(await read()).toEqual([1]);
    expect(await read()).toEqual([1]);
    await insertProduct(database.db, { en: "New" });
    expect(await read()).toEqual([2]);
    return read;
  }

  it("serves a remembered value until a catalogue write moves the version", async () => {
    const read = await countingReads("catalogue");
    const now = new Date().toISOString();
    await database.db.insertInto("articles").values({ en_title: "Not the catalogue", created_at: now, updated_at: now }).execute();
    expect(await read()).toEqual([2]);
    await database.db.deleteFrom("commodities").execute();
    expect(await read()).toEqual([3]);
  });

  it("over two data sets, serves a remembered value until a write to either moves its version", async () => {
    const read = await countingReads(["catalogue", "content"]);
    const now = new Date().toISOString();
    await database.db.insertInto("articles").values({ en_title: "Content", created_at: now, updated_at: now }).execute();
    expect(await read()).toEqual([3]);
    await database.db.insertInto("file_forms").values({ email: "a@b.example", created_at: now }).execute(); // a newsletter sign-up: no page reads it
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

describe.each(TEST_ENGINES)("the version-checked record cache on %s", (engine) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(engine);
  });
  afterAll(() => database.destroy());

  /** A cache whose records are "<key>@<how many computations so far>", logging each batch it computes. */
  function countingRecords(maxEntries: number) {
    const cached = versionedRecords<number, string>("catalogue", { maxEntries });
    const batches: number[][] = [];
    const read = (db: typeof database.db, keys: number[]) =>
      cached(db, keys, async (missing) => {
        batches.push(missing);
        return new Map(missing.map((key) => [key, `${key}@${batches.length}`]));
      });
    return { read, batches };
  }

  it("computes only the records it does not hold, in one batch, until a catalogue write moves the version", async () => {
    const { read, batches } = countingRecords(100);
    expect([...(await read(database.db, [1, 2])).values()]).toEqual(["1@1", "2@1"]);
    expect([...(await read(database.db, [2, 3, 1])).entries()]).toEqual([
      [2, "2@1"],
      [1, "1@1"],
      [3, "3@2"],
    ]);
    expect(batches).toEqual([[1, 2], [3]]);
    await insertProduct(database.db, { en: "New" });
    expect((await read(database.db, [1])).get(1)).toBe("1@3");
  });

  it("holds at most maxEntries, dropping the oldest first", async () => {
    const { read, batches } = countingRecords(2);
    await read(database.db, [1, 2, 3]);
    await read(database.db, [2, 3]);
    await read(database.db, [1]);
    expect(batches).toEqual([[1, 2, 3], [1]]);
  });

  it("never keeps records computed inside a transaction", async () => {
    const { read, batches } = countingRecords(10);
    await database.db.transaction().execute(async (trx) => {
      await read(trx, [7]);
      await read(trx, [7]);
    });
    await read(database.db, [7]);
    expect(batches).toEqual([[7], [7], [7]]);
  });
});
