import type { Db } from "#server/db/index.ts";
import { readContentVersions } from "./content-versions.ts";

interface Entry<T> {
  version: string;
  value: T;
  weight: number;
}

interface Options<T> {
  /** What an entry costs against `maxWeight` (e.g. the number of rows it holds). */
  weigh: (value: T) => number;
  /** Oldest entries are dropped past this total, so memory stays bounded whatever keys are asked for. */
  maxWeight: number;
}

/** The counters of the data sets a result was read from, as one value; undefined where one is missing. */
function versionOf(versions: ReadonlyMap<string, number>, dataSets: string | readonly string[]): string | undefined {
  if (typeof dataSets === "string") return versions.get(dataSets)?.toString();
  const each = dataSets.map((name) => versions.get(name));
  return each.includes(undefined) ? undefined : each.join(":");
}

/**
 * Results remembered per database connection and key, each valid while the database's
 * counters for `dataSets` (advanced by triggers on every write, migration 0003) are unchanged.
 * A hit costs a share of one read of the versions (readContentVersions), and a result is never served after a write, whichever
 * instance or tool made it (decision 013). Cached values are shared: callers must not mutate them.
 */
export function versionedCache<T>(dataSets: string | readonly string[], { weigh, maxWeight }: Options<T>) {
  const byDatabase = new WeakMap<Db, { entries: Map<string, Entry<T>>; weight: number }>();
  return async function cached(db: Db, key: string, compute: () => Promise<T>): Promise<T> {
    // Inside a transaction the caller may see its own uncommitted writes: never share those.
    if (db.isTransaction) return compute();
    const version = versionOf(await readContentVersions(db), dataSets);
    if (version === undefined) return compute();
    let cache = byDatabase.get(db);
    if (!cache) byDatabase.set(db, (cache = { entries: new Map(), weight: 0 }));
    const hit = cache.entries.get(key);
    if (hit?.version === version) return hit.value;
    // Stored under the version read *before* computing: a write racing with it makes the entry look old, never new.
    const value = await compute();
    const entry = { version, value, weight: Math.max(1, weigh(value)) };
    if (entry.weight > maxWeight) return value;
    forget(cache, key);
    cache.entries.set(key, entry);
    cache.weight += entry.weight;
    while (cache.weight > maxWeight) forget(cache, cache.entries.keys().next().value!);
    return value;
  };
}

function forget<T>(cache: { entries: Map<string, Entry<T>>; weight: number }, key: string): void {
  const entry = cache.entries.get(key);
  if (!entry) return;
  cache.entries.delete(key);
  cache.weight -= entry.weight;
}

/**
 * Records remembered by id (a product's row, its spec table in a language), each valid while the
 * database's counter for `dataSet` is unchanged, like versionedCache: one read of the versions for a
 * whole batch, and the ids not held are computed together. At most `maxEntries` are held (the oldest go first).
 */
export function versionedRecords<K, T>(dataSet: string, { maxEntries }: { maxEntries: number }) {
  const byDatabase = new WeakMap<Db, { version: number; entries: Map<K, T> }>();
  return async function cachedRecords(db: Db, keys: readonly K[], computeMissing: (missing: K[]) => Promise<Map<K, T>>): Promise<Map<K, T>> {
    if (db.isTransaction) return computeMissing([...keys]);
    const version = (await readContentVersions(db)).get(dataSet);
    if (version === undefined) return computeMissing([...keys]);
    let cache = byDatabase.get(db);
    if (cache?.version !== version) byDatabase.set(db, (cache = { version, entries: new Map() }));
    const found = new Map<K, T>();
    const missing: K[] = [];
    for (const key of keys) {
      const hit = cache.entries.get(key);
      if (hit === undefined) missing.push(key);
      else found.set(key, hit);
    }
    if (!missing.length) return found;
    const computed = await computeMissing(missing);
    // Computed under the version read before: kept only while no newer version has replaced it meanwhile.
    const current = byDatabase.get(db) === cache;
    for (const [key, value] of computed) {
      found.set(key, value);
      if (!current) continue;
      cache.entries.set(key, value);
      if (cache.entries.size > maxEntries) cache.entries.delete(cache.entries.keys().next().value!);
    }
    return found;
  };
}
