/**
 * Drafts and scheduled publishing (decision 059): the clock's announcement of records whose time has
 * come, and pending drafts of published records. The visibility rule itself is in ./visibility.ts.
 */
import { PostgresAdapter, sql, type Kysely } from "kysely";
import type { Db } from "#server/db/index.ts";
import { DECLARATIONS } from "#domain/resources.ts";
import { recordAudit } from "./audit.ts";
import { recordTitleOf } from "./audit-changes.ts";
import type { PublishedTable } from "./visibility.ts";

const PUBLISHED_TABLES: PublishedTable[] = ["commodities", "articles", "landing_page_ones", "landing_page_twos", "posters"];
/** Every time at which a record starts or stops showing (decision 092: every publishable record may end). */
const TIMED_COLUMNS = PUBLISHED_TABLES.flatMap((table) => [
  [table, "publish_at"],
  [table, "unpublish_at"],
]) as Array<[PublishedTable, "publish_at" | "unpublish_at"]>;

/**
 * Records whose publish_at or unpublish_at fell in (since, now] change what pages show without anyone
 * saving them. Rewriting that column with its own value is a write: the tables' triggers advance the
 * content versions (decision 013), so every cached list, rendered page and ETag of every instance is
 * renewed. Doing it twice (two instances) only renews the caches twice. Answers how many rows came due.
 */
export async function announceDueChanges(db: Db, since: Date, now: Date): Promise<number> {
  let due = 0;
  for (const [table, column] of TIMED_COLUMNS) {
    // Looked for first: PostgreSQL's statement triggers would advance the versions even for an update of no row.
    const any = await db
      .selectFrom(table)
      .select("id")
      .where(column, ">", since.toISOString())
      .where(column, "<=", now.toISOString())
      .limit(1)
      .executeTakeFirst();
    if (!any) continue;
    const result = await db
      .updateTable(table)
      .set((eb) => ({ [column]: eb.ref(column) }))
      .where(column, ">", since.toISOString())
      .where(column, "<=", now.toISOString())
      .executeTakeFirst();
    due += Number(result.numUpdatedRows);
  }
  return due;
}

/** One instance at a time writes the clock's audit entries (PostgreSQL; SQLite has a single writer). */
const CLOCK_AUDIT_LOCK = 0x46414e5443n; // "FANTC"
/** The audit log names resources by their admin API path. */
const API_OF_TABLE = new Map(DECLARATIONS.filter((declaration) => declaration.publishable).map((declaration) => [declaration.table, declaration.api]));

/**
 * Writes an audit entry for each published record whose own publish_at or unpublish_at fell in (since, now]: the
 * clock published or ended it, nobody saved it. Every instance's clock runs this; under a lock, an entry already
 * written for that record and time is not written again, so each change is logged once.
 */
export async function auditClockChanges(db: Db, since: Date, now: Date): Promise<number> {
  return db.transaction().execute(async (trx) => {
    if (trx.getExecutor().adapter instanceof PostgresAdapter) await sql`select pg_advisory_xact_lock(${CLOCK_AUDIT_LOCK})`.execute(trx);
    // The timed tables share these columns; Kysely cannot type a table chosen at run time.
    const rowsOf = trx as unknown as Kysely<Record<string, Record<string, unknown>>>;
    let written = 0;
    for (const [table, column] of TIMED_COLUMNS) {
      const due = await rowsOf
        .selectFrom(table)
        .selectAll()
        .where(column, ">", since.toISOString())
        .where(column, "<=", now.toISOString())
        .where("status", "=", "published")
        .execute();
      for (const row of due) {
        const entry = {
          actor: "scheduler",
          action: column === "publish_at" ? ("publish" as const) : ("unpublish" as const),
          resource: API_OF_TABLE.get(table) ?? table,
          recordId: String(row.id),
          summary: `${column === "publish_at" ? "Published" : "Ended"} by the clock at its time, ${String(row[column])}`,
        };
        const logged = await trx
          .selectFrom("audit_log")
          .select("id")
          .where("actor", "=", entry.actor)
          .where("action", "=", entry.action)
          .where("resource", "=", entry.resource)
          .where("record_id", "=", entry.recordId)
          .where("summary", "=", entry.summary)
          .executeTakeFirst();
        if (logged) continue;
        await recordAudit(trx, { ...entry, userId: null, recordTitle: recordTitleOf(row) });
        written++;
      }
    }
    return written;
  });
}

/* ---------- Pending drafts ---------- */

export interface PendingDraft {
  /** The unsaved changes, as an update body. */
  changes: Record<string, unknown>;
  actor: string;
  updated_at: string;
  /** The revision it was kept on top of: publishing it after a newer save would undo that save (409). */
  base_version: number | null;
}

export async function getPendingDraft(db: Db, resource: string, recordId: number): Promise<PendingDraft | null> {
  const row = await db
    .selectFrom("pending_drafts")
    .select(["changes", "actor", "updated_at", "base_version"])
    .where("resource", "=", resource)
    .where("record_id", "=", recordId)
    .executeTakeFirst();
  return row ? { ...row, changes: JSON.parse(row.changes) as Record<string, unknown> } : null;
}

/** Keeps `changes` as the record's one pending draft (replacing an older one); the live record is untouched. */
export async function savePendingDraft(
  db: Db,
  draft: { resource: string; recordId: number; changes: Record<string, unknown>; actor: { id: number | null; email: string }; baseVersion: number },
): Promise<PendingDraft> {
  const updated_at = new Date().toISOString();
  const kept = { changes: JSON.stringify(draft.changes), user_id: draft.actor.id, actor: draft.actor.email, updated_at, base_version: draft.baseVersion };
  // One statement, so drafts of one record saved together replace each other (a delete then an insert let a second
  // PostgreSQL transaction, which saw no row to delete, fail on the unique index).
  await db
    .insertInto("pending_drafts")
    .values({ resource: draft.resource, record_id: draft.recordId, ...kept })
    .onConflict((oc) => oc.columns(["resource", "record_id"]).doUpdateSet(kept))
    .execute();
  return { changes: draft.changes, actor: draft.actor.email, updated_at, base_version: draft.baseVersion };
}

/** Removes the record's pending draft; answers whether there was one. */
export async function discardPendingDraft(db: Db, resource: string, recordId: number): Promise<boolean> {
  const result = await db.deleteFrom("pending_drafts").where("resource", "=", resource).where("record_id", "=", recordId).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
