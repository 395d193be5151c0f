import { createCipheriv, createDecipheriv, createHash, randomBytes } from "node:crypto";
import type { Db } from "#server/db/index.ts";
import { Conflict, InvalidInput } from "./errors.ts";
import { inTransaction } from "./records.ts";

/**
 * Idempotent retries (decision 073). A client that sends a public POST again with the same
 * `Idempotency-Key` — because the answer was lost, or the visitor pressed twice — gets the first answer and
 * nothing is written twice. The key's row is inserted in the transaction that writes the record and holds the
 * answer, so the record and the proof that the key was used commit together or not at all: a process that dies
 * after committing leaves a row a retry finds, and one that dies before leaves nothing. A second request with the
 * key while the first is still running waits on the primary key (PostgreSQL: the insert waits for the other
 * transaction; SQLite: one writer at a time) and then finds the first one's answer, on any instance.
 */

/** How long a key is remembered. */
export const IDEMPOTENCY_KEY_HOURS = 24;
/** Longest key accepted (Stripe's bound; a UUID is 36). */
export const IDEMPOTENCY_KEY_MAX_LENGTH = 255;

const KEY_PATTERN = /^[\x21-\x7e]+$/;

export interface IdempotentRequest {
  /** The call, e.g. "demands" or "form:contact": a key is only ever compared within its call. */
  scope: string;
  /** The key as the client sent it; only its SHA-256 is stored. */
  key: string;
  /** What the request asked for (its parsed body, and a file as bytes): the same key with another body is refused. */
  body: unknown;
  now?: Date;
}

/** The answer a request got: kept with the key and given again to a retry. */
export interface IdempotentAnswer {
  status: number;
  body: unknown;
}

export interface IdempotentOutcome extends IdempotentAnswer {
  /** The answer of an earlier request with the same key: nothing was done this time. */
  replayed: boolean;
}

export const KEY_REUSED = "This Idempotency-Key was already used for a request with other content: use a new key for a new request.";
export const KEY_MALFORMED = "The Idempotency-Key must be 1 to 255 visible ASCII characters.";
export const KEY_IN_USE = "A request with this Idempotency-Key is still being processed: try again in a moment.";

/**
 * A stable digest of what a request sends: objects by sorted keys, files (Buffers, Uint8Arrays) by their bytes.
 * The same form sent as JSON or urlencoded gives the same fingerprint once both are parsed to the same values.
 */
function fingerprintOf(value: unknown): string {
  const hash = createHash("sha256");
  const feed = (item: unknown): void => {
    if (item instanceof Uint8Array) {
      hash.update(`b${item.byteLength}:`).update(item);
    } else if (Array.isArray(item)) {
      hash.update(`a${item.length}[`);
      item.forEach(feed);
      hash.update("]");
    } else if (item && typeof item === "object") {
      const entries = Object.entries(item as Record<string, unknown>)
        .filter(([, entry]) => entry !== undefined)
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
      hash.update(`o${entries.length}{`);
      for (const [name, entry] of entries) {
        hash.update(JSON.stringify(name)).update(":");
        feed(entry);
      }
      hash.update("}");
    } else hash.update(`${typeof item}:${JSON.stringify(item) ?? ""};`);
  };
  feed(value);
  return hash.digest("hex");
}

const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");

/**
 * The stored answer is encrypted with a key derived from the client's key (which the database never holds, only
 * a different digest of it): an answer can carry a secret link (a warranty certificate's) that is otherwise
 * stored only hashed, and whoever reads the table cannot use it.
 */
function answerKey(key: string): Buffer {
  return createHash("sha256").update("fantai idempotent answer\0").update(key).digest();
}

function seal(key: string, answer: unknown): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", answerKey(key), iv);
  const sealed = Buffer.concat([cipher.update(JSON.stringify(answer), "utf8"), cipher.final()]);
  return [iv, cipher.getAuthTag(), sealed].map((part) => part.toString("base64url")).join(".");
}

function open(key: string, stored: string): unknown {
  const [iv, tag, sealed] = stored.split(".").map((part) => Buffer.from(part, "base64url"));
  const decipher = createDecipheriv("aes-256-gcm", answerKey(key), iv!);
  decipher.setAuthTag(tag!);
  return JSON.parse(Buffer.concat([decipher.update(sealed!), decipher.final()]).toString("utf8")) as unknown;
}

interface KeyRow {
  fingerprint: string;
  status: number;
  body: string;
}

function replay(request: IdempotentRequest, fingerprint: string, row: KeyRow): IdempotentOutcome {
  if (row.fingerprint !== fingerprint) throw new InvalidInput("idempotency_key", KEY_REUSED);
  return { status: row.status, body: open(request.key, row.body), replayed: true };
}

/**
 * Runs `work` once per key: inside one transaction, the key's row is inserted first, then `work` writes (it must
 * write through `trx`, or through services bound to the transaction the caller opened and passed as `db`), then
 * the row takes the answer. A key seen before answers as it did then (`replayed`), with another body it is
 * refused (422), and nothing of `work` runs. When `work` throws, nothing is kept and a retry runs it afresh.
 */
export async function runIdempotent(db: Db, request: IdempotentRequest, work: (trx: Db) => Promise<IdempotentAnswer>): Promise<IdempotentOutcome> {
  if (request.key.length > IDEMPOTENCY_KEY_MAX_LENGTH || !KEY_PATTERN.test(request.key)) throw new InvalidInput("idempotency_key", KEY_MALFORMED);
  const now = request.now ?? new Date();
  const keyHash = sha256(request.key);
  const fingerprint = fingerprintOf(request.body);
  const find = (on: Db) =>
    on
      .selectFrom("idempotency_keys")
      .select(["fingerprint", "status", "body"])
      .where("scope", "=", request.scope)
      .where("key_hash", "=", keyHash)
      .where("expires_at", ">", now.toISOString())
      .executeTakeFirst();
  return inTransaction(db, async (trx) => {
    // A key kept past its time counts as new (the purge may not have run yet).
    await trx
      .deleteFrom("idempotency_keys")
      .where("scope", "=", request.scope)
      .where("key_hash", "=", keyHash)
      .where("expires_at", "<=", now.toISOString())
      .execute();
    // On PostgreSQL this waits while another transaction holds the same key, and inserts nothing once it commits.
    const claimed = await trx
      .insertInto("idempotency_keys")
      .values({
        scope: request.scope,
        key_hash: keyHash,
        fingerprint,
        status: 0,
        body: "",
        created_at: now.toISOString(),
        expires_at: new Date(now.getTime() + IDEMPOTENCY_KEY_HOURS * 3_600_000).toISOString(),
      })
      .onConflict((conflict) => conflict.columns(["scope", "key_hash"]).doNothing())
      .returning("scope")
      .executeTakeFirst();
    if (!claimed) {
      const row = await find(trx);
      // Held by a request that is still running on this connection: cannot happen across instances, where the insert waits.
      if (!row || row.status === 0) throw new Conflict(KEY_IN_USE);
      return replay(request, fingerprint, row);
    }
    const answer = await work(trx);
    await trx
      .updateTable("idempotency_keys")
      .set({ status: answer.status, body: seal(request.key, answer.body) })
      .where("scope", "=", request.scope)
      .where("key_hash", "=", keyHash)
      .execute();
    return { ...answer, replayed: false };
  });
}
