import type { Db } from "#server/db/index.ts";
import type { RecordType } from "./records.ts";
import type { FieldChange } from "./audit-changes.ts";
import { AUDIT_ACTIONS } from "#domain/admin-contract.ts";
import { RESOURCES } from "#domain/resources.ts";

/** What an audit entry says was done (decision 053): listed in domain/admin-contract.ts, which the admin shares. */
export { AUDIT_ACTIONS };
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export interface AuditEntryInput {
  action: AuditAction;
  /** The admin who acted; null for a failed sign-in on an unknown account. */
  userId: number | null;
  /** The actor's email as typed or known (kept, so the entry names them after a rename). */
  actor: string;
  resource?: string;
  recordId?: string | number | null;
  summary?: string;
  ip?: string;
  recordTitle?: string;
  changes?: readonly FieldChange[];
}

export interface AuditEntry {
  id: number;
  created_at: string;
  user_id: number | null;
  actor: string;
  action: AuditAction;
  resource: string;
  record_id: string;
  summary: string;
  ip: string;
  record_title: string;
  changes: FieldChange[];
}

const SUMMARY_MAX = 1000;

/** Appends one entry. The log is insert-only: nothing in the application updates or deletes its rows. */
export async function recordAudit(db: Db, entry: AuditEntryInput): Promise<void> {
  const summary = entry.summary ?? "";
  await db
    .insertInto("audit_log")
    .values({
      created_at: new Date().toISOString(),
      user_id: entry.userId,
      actor: entry.actor.slice(0, 255),
      action: entry.action,
      resource: (entry.resource ?? "").slice(0, 64),
      record_id: entry.recordId === undefined || entry.recordId === null ? "" : String(entry.recordId).slice(0, 255),
      summary: summary.length > SUMMARY_MAX ? `${summary.slice(0, SUMMARY_MAX - 1)}…` : summary,
      ip: (entry.ip ?? "").slice(0, 64),
      record_title: (entry.recordTitle ?? "").slice(0, 255),
      changes: entry.changes?.length ? JSON.stringify(entry.changes) : "",
    })
    .execute();
}

/** The users who appear in the log (for the screen's user filter), newest name first. */
export async function auditActors(db: Db): Promise<{ user_id: number; actor: string }[]> {
  const rows = await db
    .selectFrom("audit_log")
    .select(["user_id", (eb) => eb.fn.max("actor").as("actor")])
    .where("user_id", "is not", null)
    .groupBy("user_id")
    .orderBy("actor")
    .execute();
  return rows.map((row) => ({ user_id: Number(row.user_id), actor: String(row.actor) }));
}

/** The distinct resources named in the log (for the resource filter). */
export async function auditResources(db: Db): Promise<string[]> {
  const rows = await db.selectFrom("audit_log").select("resource").distinct().where("resource", "<>", "").orderBy("resource").execute();
  return rows.map((row) => row.resource);
}

export const auditRecords: RecordType<AuditEntry> = {
  label: "Audit entry",
  table: "audit_log",
  searchColumns: ["actor", "summary", "record_id", "record_title"],
  sortColumns: RESOURCES.auditLog.sortColumns,
  defaultSort: "created_at",
  defaultOrder: "desc",
  updatedAt: false,
  present: (row: Omit<AuditEntry, "changes"> & { changes: string }) => ({
    ...row,
    id: Number(row.id),
    user_id: row.user_id === null ? null : Number(row.user_id),
    changes: row.changes ? (JSON.parse(row.changes) as FieldChange[]) : [],
  }),
};
