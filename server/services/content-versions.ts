import type { Db } from "#server/db/index.ts";

/** Each data set's counter (decision 013): advanced by triggers on every write to the tables it covers. */
export type ContentVersions = ReadonlyMap<string, number>;

const pendingReads = new WeakMap<Db, Promise<ContentVersions>>();

/**
 * The database's content versions, for the caches that must never serve what a write has replaced
 * (the render cache, the versioned caches). Every request that asks during one turn of the event loop
 * shares one read, which starts after all of them asked: each still sees every write committed before
 * it arrived, and a burst of cache hits costs one query instead of one each.
 */
export function readContentVersions(db: Db): Promise<ContentVersions> {
  let pending = pendingReads.get(db);
  if (!pending) {
    pending = new Promise<void>((resolve) => setImmediate(resolve)).then(async () => {
      // Later askers start the next read: this one may already be under way.
      pendingReads.delete(db);
      const rows = await db.selectFrom("data_versions").select(["name", "version"]).execute();
      return new Map(rows.map((row) => [row.name, Number(row.version)]));
    });
    pendingReads.set(db, pending);
  }
  return pending;
}
