import { sql } from "kysely";
import type { Db } from "#server/db/index.ts";

export interface Hits {
  hits: number;
  /** Epoch milliseconds when the window ends and the count starts again. */
  reset_at: number;
}

/**
 * Counts one hit on `key` in a fixed window, atomically on both engines (one upsert),
 * so every app instance shares the same counters. Past windows are purged on a schedule (expiring-rows.ts).
 */
export async function countHit(db: Db, key: string, windowMs: number, now = Date.now()): Promise<Hits> {
  const resetAt = now + windowMs;
  const expired = sql<boolean>`rate_limits.reset_at <= ${now}`;
  const row = await db
    .insertInto("rate_limits")
    .values({ key, hits: 1, reset_at: resetAt })
    .onConflict((oc) =>
      oc.column("key").doUpdateSet({
        hits: sql<number>`case when ${expired} then 1 else rate_limits.hits + 1 end`,
        reset_at: sql<number>`case when ${expired} then ${resetAt} else rate_limits.reset_at end`,
      }),
    )
    .returning(["hits", "reset_at"])
    .executeTakeFirstOrThrow();
  return { hits: Number(row.hits), reset_at: Number(row.reset_at) };
}

export async function readHits(db: Db, key: string, now = Date.now()): Promise<Hits | undefined> {
  const row = await db.selectFrom("rate_limits").select(["hits", "reset_at"]).where("key", "=", key).executeTakeFirst();
  if (!row || Number(row.reset_at) <= now) return undefined;
  return { hits: Number(row.hits), reset_at: Number(row.reset_at) };
}

export async function forgetHit(db: Db, key: string): Promise<void> {
  await db
    .updateTable("rate_limits")
    .set({ hits: sql<number>`hits - 1` })
    .where("key", "=", key)
    .where("hits", ">", 0)
    .execute();
}

export async function resetHits(db: Db, key: string): Promise<void> {
  await db.deleteFrom("rate_limits").where("key", "=", key).execute();
}
