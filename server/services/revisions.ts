import type { Db } from "#server/db/index.ts";
import { Conflict, RecordNotFound } from "./errors.ts";
import { getRecord, inSavepoint, inTransaction, lockRecord, updateRecord, type RecordType } from "./records.ts";
import { changedFields, type FieldChange } from "./audit-changes.ts";

/** Kept per record; older revisions are pruned beyond this (decision 056). */
export const MAX_REVISIONS = 200;

export interface Revision {
  version: number;
  created_at: string;
  user_id: number | null;
  actor: string;
  /** "create", "update", "restore of 3", "before history" */
  note: string;
  data: Record<string, unknown>;
}

export interface Actor {
  id: number | null;
  email: string;
}

function present(row: { version: number; created_at: string; user_id: number | null; actor: string; note: string; data: string }): Revision {
  return {
    version: Number(row.version),
    created_at: row.created_at,
    user_id: row.user_id === null ? null : Number(row.user_id),
    actor: row.actor,
    note: row.note,
    data: JSON.parse(row.data) as Record<string, unknown>,
  };
}

/** The newest revision's number; 0 for a record saved before history began. */
export async function latestVersion(db: Db, resource: string, recordId: number): Promise<number> {
  const row = await db
    .selectFrom("revisions")
    .select((eb) => eb.fn.max("version").as("v"))
    .where("resource", "=", resource)
    .where("record_id", "=", recordId)
    .executeTakeFirst();
  return Number(row?.v ?? 0);
}

export async function latestRevision(db: Db, resource: string, recordId: number): Promise<Revision | undefined> {
  const row = await db
    .selectFrom("revisions")
    .selectAll()
    .where("resource", "=", resource)
    .where("record_id", "=", recordId)
    .orderBy("version", "desc")
    .limit(1)
    .executeTakeFirst();
  return row && present(row);
}

/** Appends the record's state as the next revision and answers its number. */
export async function recordRevision(db: Db, entry: { resource: string; recordId: number; actor: Actor; note: string; data: unknown }): Promise<number> {
  const version = (await latestVersion(db, entry.resource, entry.recordId)) + 1;
  await db
    .insertInto("revisions")
    .values({
      resource: entry.resource,
      record_id: entry.recordId,
      version,
      user_id: entry.actor.id,
      actor: entry.actor.email,
      note: entry.note,
      data: JSON.stringify(entry.data),
      created_at: new Date().toISOString(),
    })
    .execute();
  if (version > MAX_REVISIONS) {
    await db
      .deleteFrom("revisions")
      .where("resource", "=", entry.resource)
      .where("record_id", "=", entry.recordId)
      .where("version", "<=", version - MAX_REVISIONS)
      .execute();
  }
  return version;
}

/** Every kept revision of a record, newest first. */
export async function listRevisions(db: Db, resource: string, recordId: number): Promise<Revision[]> {
  const rows = await db
    .selectFrom("revisions")
    .selectAll()
    .where("resource", "=", resource)
    .where("record_id", "=", recordId)
    .orderBy("version", "desc")
    .execute();
  return rows.map(present);
}

export async function getRevision(db: Db, resource: string, recordId: number, version: number): Promise<Revision> {
  const row = await db
    .selectFrom("revisions")
    .selectAll()
    .where("resource", "=", resource)
    .where("record_id", "=", recordId)
    .where("version", "=", version)
    .executeTakeFirst();
  if (!row) throw new RecordNotFound("Revision");
  return present(row);
}

/** A save based on `baseVersion` when someone has saved the record since: `latest` is what they saved (409). */
export class EditConflict extends Conflict {
  readonly latest: Revision;

  constructor(latest: Revision) {
    super(`Saved since version ${latest.version}.`);
    this.latest = latest;
  }
}

/**
 * Saves `values` to the record and keeps the result as its next revision, in one transaction. A record
 * saved before history began first gets its current state as revision 1 ("before history").
 * With `baseVersion`, a newer revision refuses the save (EditConflict). The record's row is locked
 * first, so saves of one record arriving together take turns: each sees the one before it.
 */
export async function updateWithHistory<V>(
  db: Db,
  save: { records: RecordType<V>; resource: string; recordId: number; values: Record<string, unknown>; actor: Actor; note: string; baseVersion?: number },
): Promise<{ record: V; version: number; before: V; changes: FieldChange[] }> {
  return inTransaction(db, async (trx) => {
    const { records, resource, recordId } = save;
    if (!(await lockRecord(trx, records, recordId))) throw new RecordNotFound(records.label);
    const latest = await latestRevision(trx, resource, recordId);
    if (save.baseVersion !== undefined && latest && latest.version !== save.baseVersion) throw new EditConflict(latest);
    // Read afresh, not from the history: batch changes (featured, category) write no revision.
    const before = await getRecord(trx, records, recordId);
    const beforeHistory = latest
      ? latest.version
      : await recordRevision(trx, { resource, recordId, actor: { id: null, email: "" }, note: "before history", data: before });
    // Compared once saved (rich text sanitised, names folded): a save that changes nothing is undone and leaves no revision.
    let changes: FieldChange[] = [];
    const record = await inSavepoint(trx, async (sp) => {
      const updated = await updateRecord(sp, records, recordId, save.values);
      changes = changedFields(before as Record<string, unknown>, updated as Record<string, unknown>, Object.keys(save.values));
      if (!changes.length) throw new NothingChanged();
      return updated;
    }).catch((error: unknown) => {
      if (error instanceof NothingChanged) return null;
      throw error;
    });
    if (!record) return { record: before, version: beforeHistory, before, changes };
    const version = await recordRevision(trx, { resource, recordId, actor: save.actor, note: save.note, data: record });
    return { record, version, before, changes };
  });
}

/** Thrown inside a save's savepoint to undo a save that changed nothing. */
class NothingChanged extends Error {}
