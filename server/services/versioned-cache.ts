import type { Db } from "#server/db/index.ts";

interface Entry<T> {
  version: number;
  value: T;
}

/**
 * Results remembered per database connection and key, each valid while the database's
 * counter for `dataSet` (advanced by triggers on every write, migration 0003) is unchanged.
 * A hit costs one primary-key read, and a result is never served after a write, whichever
 * instance or tool made it (decision 013). Cached values are shared: callers must not mutate them.
 */
export function versionedCache<T>(dataSet: string, maxEntries = 500) {
  const byDatabase = new WeakMap<Db, Map<string, Entry<T>>>();

  return async function cached(db: Db, key: string, compute: () => Promise<T>): Promise<T> {
    // Inside a transaction the caller may see its own uncommitted writes: never share those.
    if (db.isTransaction) return compute();
    const row = await db.selectFrom("data_versions").select("version").where("name", "=", dataSet).executeTakeFirst();
    if (!row) return compute();
    const version = Number(row.version);
    let entries = byDatabase.get(db);
    if (!entries) byDatabase.set(db, (entries = new Map()));
    const hit = entries.get(key);
    if (hit?.version === version) return hit.value;
    // Stored under the version read *before* computing: a write racing with it makes the entry look old, never new.
    const value = await compute();
    entries.delete(key);
    entries.set(key, { version, value });
    if (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
    return value;
  };
}
