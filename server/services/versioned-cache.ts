import type { Db } from "#server/db/index.ts";
import { readContentVersions } from "./content-versions.ts";

interface Entry<T> {
  version: number;
  value: T;
  weight: number;
}

interface Options<T> {
  /** What an entry costs against `maxWeight` (e.g. the number of rows it holds). */
  weigh: (value: T) => number;
  /** Oldest entries are dropped past this total, so memory stays bounded whatever keys are asked for. */
  maxWeight: number;
}

/**
 * Results remembered per database connection and key, each valid while the database's
 * counter for `dataSet` (advanced by triggers on every write, migration 0003) is unchanged.
 * A hit costs a share of one read of the versions (readContentVersions), and a result is never served after a write, whichever
 * instance or tool made it (decision 013). Cached values are shared: callers must not mutate them.
 */
export function versionedCache<T>(dataSet: string, { weigh, maxWeight }: Options<T>) {
  const byDatabase = new WeakMap<Db, { entries: Map<string, Entry<T>>; weight: number }>();
  return async function cached(db: Db, key: string, compute: () => Promise<T>): Promise<T> {
    // Inside a transaction the caller may see its own uncommitted writes: never share those.
    if (db.isTransaction) return compute();
    const version = (await readContentVersions(db)).get(dataSet);
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
