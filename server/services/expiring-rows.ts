import { sql, type Kysely } from "kysely";
import type { Logger } from "pino";
import { PostgresAdapter } from "kysely";
import type { Db } from "#server/db/index.ts";
import type { Database } from "#server/db/schema.ts";
import { releaseTrashedFiles, type TrashStores } from "./trash-files.ts";

/**
 * Rows that expire (decision 072): sessions, one-time links, preview keys, rate-limit windows. Each is refused once past
 * its time wherever it is read; this removes them for good, so that tables do not grow without end and no token or
 * address is kept longer than it serves.
 */
export interface ExpiringRows {
  table: keyof Database;
  /** The column that says when a row has expired. */
  column: string;
  /** How that column writes time: an ISO 8601 text (the usual) or epoch milliseconds (the rate-limit windows). */
  clock: "iso" | "epoch-ms";
  /** What to do with the purged rows once they are gone for good, e.g. remove the files they kept in storage. */
  release?: (stores: TrashStores, rows: readonly Record<string, unknown>[]) => Promise<void>;
}

/**
 * Every table whose rows expire. A feature with rows of its own that expire (an owner's sign-in link, an idempotency
 * key) adds its one line here, and the schedule purges it on every instance and engine.
 */
export const EXPIRING_ROWS: readonly ExpiringRows[] = [
  { table: "admin_tokens", column: "expires_at", clock: "iso" },
  { table: "admin_password_links", column: "expires_at", clock: "iso" },
  { table: "previews", column: "expires_at", clock: "iso" },
  { table: "rate_limits", column: "reset_at", clock: "epoch-ms" },
  { table: "idempotency_keys", column: "expires_at", clock: "iso" },
  { table: "owner_sign_in_links", column: "expires_at", clock: "iso" },
  { table: "owner_sessions", column: "expires_at", clock: "iso" },
  // Newsletter sign-ups never confirmed (decision 086); a confirmed one has no expires_at.
  { table: "file_forms", column: "expires_at", clock: "iso" },
  // Deleted content after its days in the trash (decision 091); its files leave storage then.
  { table: "trash", column: "expires_at", clock: "iso", release: (stores, rows) => releaseTrashedFiles(stores, rows as { snapshot: string }[]) },
];

// Any fixed 64-bit number, the same in every container of this site, not the start-up lock's.
const PURGE_LOCK = 0x46414e5450n; // "FANTP"

/** What a purge removed, per table; `skipped` when another instance was purging at that moment. */
export type PurgeResult = { skipped: true } | { skipped: false; removed: Record<string, number> };

/**
 * Deletes every row past its time from `tables`, in one transaction. On PostgreSQL one instance purges at a time (a
 * transaction-level advisory lock, tried, not waited for: whoever holds it does the work); SQLite has a single writer.
 * With `stores`, the rows of a table with `release` are handed to it once the transaction is over.
 */
export async function purgeExpiredRows(db: Db, now = new Date(), tables: readonly ExpiringRows[] = EXPIRING_ROWS, stores?: TrashStores): Promise<PurgeResult> {
  const released: (() => Promise<void>)[] = [];
  const result = await db.transaction().execute(async (trx): Promise<PurgeResult> => {
    if (trx.getExecutor().adapter instanceof PostgresAdapter) {
      const { rows } = await sql<{ locked: boolean }>`select pg_try_advisory_xact_lock(${PURGE_LOCK}) as locked`.execute(trx);
      if (!rows[0]?.locked) return { skipped: true };
    }
    const removed: Record<string, number> = {};
    for (const { table, column, clock, release } of tables) {
      const cutoff = clock === "iso" ? now.toISOString() : now.getTime();
      // The registry names tables and columns of the schema: Kysely cannot type a table chosen at run time.
      const rowsOf = trx as unknown as Kysely<Record<string, Record<string, unknown>>>;
      if (release && stores) {
        const expired = await rowsOf.selectFrom(table).selectAll().where(column, "<=", cutoff).execute();
        if (expired.length) released.push(() => release(stores, expired));
      }
      const result = await rowsOf.deleteFrom(table).where(column, "<=", cutoff).executeTakeFirst();
      removed[table] = Number(result.numDeletedRows);
    }
    return { skipped: false, removed };
  });
  for (const release of released) await release();
  return result;
}

export interface ExpiryClock {
  /** Purges once now. */
  tick(now?: Date): Promise<PurgeResult>;
  start(): void;
  stop(): void;
}

/**
 * Every `intervalMs` in each container (and once at start): purges the expired rows, one instance at a time, and the
 * files of purged trash entries from `stores`.
 */
export function createExpiryClock({ db, logger, intervalMs, stores }: { db: Db; logger: Logger; intervalMs: number; stores?: TrashStores }): ExpiryClock {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | undefined;
  const tick = async (now = new Date()) => {
    const result = await purgeExpiredRows(db, now, EXPIRING_ROWS, stores);
    if (!result.skipped) {
      const total = Object.values(result.removed).reduce((sum, count) => sum + count, 0);
      if (total) logger.info({ removed: result.removed }, "expired rows purged");
    }
    return result;
  };
  return {
    tick,
    start() {
      const run = () => {
        running ??= tick()
          .catch((error: unknown) =>
            logger.error({ error: error instanceof Error ? error.message : String(error) }, "expired rows: the purge failed; retrying at the next one"),
          )
          .finally(() => (running = undefined));
      };
      run();
      timer = setInterval(run, intervalMs);
      timer.unref();
    },
    stop() {
      clearInterval(timer);
    },
  };
}
