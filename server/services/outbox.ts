import { PostgresAdapter, sql } from "kysely";
import type { Db } from "#server/db/index.ts";
import type { OutboxMessage, OutboxStatus } from "#server/db/schema.ts";
import type { Locale } from "#domain/locales.ts";
import { RecordNotFound } from "./errors.ts";
import { withoutSecretLinks } from "./secret-urls.ts";
import type { ComposedMail } from "./mails.ts";
import type { RecordType } from "./records.ts";
import { OUTBOX_KINDS, OUTBOX_STATUSES as STATUSES } from "#domain/admin-contract.ts";
import { RESOURCES } from "#domain/resources.ts";

/** Kinds of mail, each built by server/services/mails.ts (listed in domain/admin-contract.ts, which the admin shares). */
export { OUTBOX_KINDS };
export type OutboxKind = (typeof OUTBOX_KINDS)[number];
export const OUTBOX_STATUSES = STATUSES satisfies readonly OutboxStatus[];

/** After this many failed attempts a mail is `failed` and waits for a retry from the admin. */
export const MAX_ATTEMPTS = 8;
/** First retry after this long; each later one waits twice as long, up to RETRY_MAX_MS. */
export const RETRY_BASE_MS = 60_000;
export const RETRY_MAX_MS = 6 * 3_600_000;
/** A claimed mail that is neither sent nor released in this time (the process died) is claimed again. */
export const CLAIM_LEASE_MS = 5 * 60_000;

export interface OutboxPayload {
  /** Attach the registration's certificate (built when sending, so it is never stored twice). */
  attachCertificate?: boolean;
  /** The site's origin when the mail was written, for the certificate's verification link. */
  origin?: string;
}

export interface NewMail extends ComposedMail {
  kind: OutboxKind;
  recipient: string;
  locale: Locale;
  registrationId?: number;
  demandId?: number;
  payload?: OutboxPayload;
  /** Not before this time (a reminder years ahead); now by default. */
  sendAfter?: Date;
}

const singleLine = (text: string) =>
  text
    .replace(/[\r\n]+/g, " ")
    .trim()
    .slice(0, 255);

/** Writes mails to the outbox. Call it with the transaction of the record they belong to. */
export async function enqueueMails(db: Db, mails: NewMail[], now = new Date()): Promise<void> {
  if (!mails.length) return;
  const stamp = now.toISOString();
  await db
    .insertInto("outbox")
    .values(
      mails.map((mail) => ({
        kind: mail.kind,
        recipient: mail.recipient,
        locale: mail.locale,
        subject: singleLine(mail.subject),
        text_body: mail.text,
        html_body: mail.html,
        registration_id: mail.registrationId ?? null,
        demand_id: mail.demandId ?? null,
        payload: JSON.stringify(mail.payload ?? {}),
        send_after: (mail.sendAfter ?? now).toISOString(),
        created_at: stamp,
        updated_at: stamp,
      })),
    )
    .execute();
}

/**
 * Claims up to `limit` due mails for this worker: pending ones whose time has come, and ones another
 * worker claimed but never finished (lease expired). On PostgreSQL the candidates are locked with
 * FOR UPDATE SKIP LOCKED, so any number of containers claim disjoint sets; on SQLite the single
 * UPDATE … RETURNING runs under the database's one writer lock. Either way a mail is claimed once.
 */
export async function claimDueMails(db: Db, { now = new Date(), limit = 10, leaseMs = CLAIM_LEASE_MS } = {}): Promise<OutboxMessage[]> {
  const stamp = now.toISOString();
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  let candidates = db
    .selectFrom("outbox")
    .select("id")
    .where((eb) =>
      eb.or([eb.and([eb("status", "=", "pending"), eb("send_after", "<=", stamp)]), eb.and([eb("status", "=", "sending"), eb("claimed_until", "<", stamp)])]),
    )
    .orderBy("send_after")
    .orderBy("id")
    .limit(limit);
  if (postgres) candidates = candidates.forUpdate().skipLocked();
  return db
    .updateTable("outbox")
    .set({ status: "sending", claimed_until: new Date(now.getTime() + leaseMs).toISOString(), attempts: sql<number>`attempts + 1`, updated_at: stamp })
    .where("id", "in", candidates)
    .returningAll()
    .execute();
}

/** Marks a mail sent. What it keeps of the text has no live link left: a one-time link or a certificate's key is spent on its recipient. */
export async function markMailSent(db: Db, mail: Pick<OutboxMessage, "id" | "text_body" | "html_body">, now = new Date()): Promise<void> {
  const text = withoutSecretLinks(mail.text_body);
  const html = withoutSecretLinks(mail.html_body);
  await db
    .updateTable("outbox")
    .set({
      status: "sent",
      sent_at: now.toISOString(),
      claimed_until: null,
      last_error: "",
      updated_at: now.toISOString(),
      // Bodies are written again only when a link was taken out (most mails have none: a recall's thousands are cheap).
      ...(text === mail.text_body ? {} : { text_body: text }),
      ...(html === mail.html_body ? {} : { html_body: html }),
    })
    .where("id", "=", mail.id)
    .execute();
}

/** The wait before the next attempt after `attempts` failures: 1, 2, 4 … minutes, at most 6 hours. */
function retryDelayMs(attempts: number): number {
  return Math.min(RETRY_MAX_MS, RETRY_BASE_MS * 2 ** Math.max(0, attempts - 1));
}

/** A failed attempt: back to pending with a later send_after, or `failed` after MAX_ATTEMPTS. */
export async function markMailFailed(db: Db, mail: Pick<OutboxMessage, "id" | "attempts">, error: string, now = new Date()): Promise<void> {
  const finished = mail.attempts >= MAX_ATTEMPTS;
  await db
    .updateTable("outbox")
    .set({
      status: finished ? "failed" : "pending",
      send_after: finished ? now.toISOString() : new Date(now.getTime() + retryDelayMs(mail.attempts)).toISOString(),
      claimed_until: null,
      last_error: error.slice(0, 1000),
      updated_at: now.toISOString(),
    })
    .where("id", "=", mail.id)
    .execute();
}

/** The admin's retry: failed or waiting mails go out at the next round, with a fresh count of attempts. */
export async function retryMails(db: Db, ids: number[]): Promise<{ updated: number }> {
  const unique = [...new Set(ids)];
  const found = await db.selectFrom("outbox").select("id").where("id", "in", unique).execute();
  if (found.length !== unique.length) throw new RecordNotFound("Mail");
  const now = new Date().toISOString();
  const result = await db
    .updateTable("outbox")
    .set({ status: "pending", attempts: 0, send_after: now, claimed_until: null, updated_at: now })
    .where("id", "in", unique)
    .where("status", "in", ["pending", "failed"])
    .executeTakeFirst();
  return { updated: Number(result.numUpdatedRows) };
}

export async function outboxCounts(db: Db): Promise<Record<OutboxStatus, number>> {
  const rows = await db
    .selectFrom("outbox")
    .select(["status", db.fn.countAll<number>().as("count")])
    .groupBy("status")
    .execute();
  const counts = { pending: 0, sending: 0, sent: 0, failed: 0 };
  for (const row of rows) counts[row.status] = Number(row.count);
  return counts;
}

/** The admin list: bodies are shown in the detail only. */
export const outboxRecords: RecordType<OutboxMessage> = {
  label: "Mail",
  table: "outbox",
  searchColumns: ["recipient", "subject"],
  sortColumns: RESOURCES.mails.sortColumns,
  defaultSort: "created_at",
  defaultOrder: "desc",
  updatedAt: true,
  // Once sent, a mail's links that act for its recipient (a set-password link, a certificate's key) are theirs alone;
  // markMailSent keeps none, and mails sent before it did are shown the same way. A mail still waiting shows its
  // link, so an admin can hand an invitation over by hand while the mail server is down.
  present: (row: OutboxMessage) =>
    row.status === "sent" ? { ...row, text_body: withoutSecretLinks(row.text_body), html_body: withoutSecretLinks(row.html_body) } : row,
};
