import { PostgresAdapter, sql, type Kysely, type SelectQueryBuilder } from "kysely";
import type { Db } from "#server/db/index.ts";
import type { Database } from "#server/db/schema.ts";
import { addDays, dayStartsAt } from "#domain/calendar-days.ts";
import { InvalidInput, RecordNotFound, slotTakenMeanwhile, type UniqueSlot } from "./errors.ts";
import { likeContains } from "./like.ts";
import { requireAltTexts } from "./media-alt-rule.ts";
import { paginate, type Page, type PageRequest } from "./pagination.ts";
import { sanitizeRichText } from "./sanitize.ts";

/**
 * The admin side of most tables is the same five operations (list, show, create,
 * update, delete). A RecordType describes one table; the functions below do the rest.
 */
export interface RecordType<View = unknown> {
  /** Names the record in messages: "Poster" → "Poster not found." */
  label: string;
  table: keyof Database;
  /** Columns the free-text `q` searches (case-insensitive substring). */
  searchColumns: readonly string[];
  /** Fold `q` before searching: the columns hold folded copies (lower case, no accents). */
  searchFolded?: (term: string) => string;
  sortColumns: readonly string[];
  defaultSort: string;
  defaultOrder: SortOrder;
  /** Has an updated_at column to stamp on every write. */
  updatedAt: boolean;
  /** Columns holding HTML, cleaned with the shared allow-list on every write. */
  richText?: readonly string[];
  /** Turns validated input into column values (folded copies, JSON, renamed fields). */
  toColumns?: (input: Record<string, unknown>) => Record<string, unknown>;
  /** Checks the data can take the values (references exist, unique slots free); throws InvalidInput. */
  check?: (db: Db, values: Record<string, unknown>, id?: number) => Promise<void>;
  /**
   * A unique slot `check` looks at, for the save that finds it free just before another takes it (PostgreSQL runs
   * both at once): the unique index refuses the second, which is told as the check would have told it.
   */
  uniqueSlot?: UniqueSlot;
  /**
   * Runs in the write's transaction after a create or update, e.g. to keep a search index in step, or
   * to write what `toColumns` kept out of the row (given the validated input); throwing rolls it all back.
   */
  afterWrite?: (db: Db, id: number, input: Record<string, unknown>) => Promise<void>;
  present: (row: any) => View;
}

export type SortOrder = "asc" | "desc";
export type FilterValue = string | number | readonly number[] | readonly string[];

export interface ListRequest extends PageRequest {
  q?: string;
  /** Column → value (or list of values); columns are the ones the API schema allows. */
  where?: Record<string, FilterValue | undefined>;
  /** ISO dates (YYYY-MM-DD), inclusive, on created_at. */
  from?: string;
  to?: string;
  sort?: string;
  order?: SortOrder;
}

/** Where the generic code meets Kysely's per-table typing, it works on an untyped view of the same connection. */
export function untyped(db: Db): Kysely<any> {
  return db as unknown as Kysely<any>;
}

/** Filtered, not yet ordered or paged: shared by list and CSV export. */
export function filteredQuery(db: Db, type: RecordType, request: Omit<ListRequest, "page" | "perPage">) {
  let query: SelectQueryBuilder<any, any, any> = untyped(db).selectFrom(type.table).selectAll();
  const term = request.q?.trim() ? (type.searchFolded ?? ((t: string) => t.toLowerCase()))(request.q.trim()) : "";
  if (term && type.searchColumns.length) {
    const pattern = likeContains(term);
    query = query.where((eb) => eb.or(type.searchColumns.map((column) => sql<boolean>`lower(${sql.ref(column)}) like ${pattern} escape '\\'`)));
  }
  for (const [column, value] of Object.entries(request.where ?? {})) {
    if (value === undefined) continue;
    if (Array.isArray(value)) query = query.where(column, "in", value.length ? value : [-1]);
    else query = query.where(column, "=", value);
  }
  if (request.from) query = query.where("created_at", ">=", dayStartsAt(request.from));
  if (request.to) query = query.where("created_at", "<", dayStartsAt(addDays(request.to, 1)));
  return query;
}

function ordered(query: SelectQueryBuilder<any, any, any>, type: RecordType, request: Pick<ListRequest, "sort" | "order">) {
  const column = request.sort && type.sortColumns.includes(request.sort) ? request.sort : type.defaultSort;
  const order = request.order ?? type.defaultOrder;
  const sorted = query.orderBy(column, order);
  return column === "id" ? sorted : sorted.orderBy("id", order);
}

export async function listRecords<V>(db: Db, type: RecordType<V>, request: ListRequest): Promise<Page<V>> {
  return paginate(ordered(filteredQuery(db, type, request), type, request), request, type.present);
}

/** Every matching row, capped: for CSV exports. */
export async function exportRecords<V>(db: Db, type: RecordType<V>, request: Omit<ListRequest, "page" | "perPage">, limit = 50_000): Promise<V[]> {
  const rows = await ordered(filteredQuery(db, type, request), type, request)
    .limit(limit)
    .execute();
  return rows.map(type.present);
}

export async function findRecord<V>(db: Db, type: RecordType<V>, id: number): Promise<V | undefined> {
  const row = await untyped(db).selectFrom(type.table).selectAll().where("id", "=", id).executeTakeFirst();
  return row && type.present(row);
}

export async function getRecord<V>(db: Db, type: RecordType<V>, id: number): Promise<V> {
  const record = await findRecord(db, type, id);
  if (record === undefined) throw new RecordNotFound(type.label);
  return record;
}

function columnsFor(type: RecordType, input: Record<string, unknown>): Record<string, unknown> {
  const given = Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined));
  const values = type.toColumns ? type.toColumns(given) : given;
  for (const column of type.richText ?? []) {
    if (typeof values[column] === "string") values[column] = sanitizeRichText(values[column]);
  }
  return values;
}

/** Runs `work` in a transaction, or inside the caller's when `db` already is one. */
export function inTransaction<T>(db: Db, work: (trx: Db) => Promise<T>): Promise<T> {
  return db.isTransaction ? work(db) : db.transaction().execute(work);
}

let savepoints = 0;

/**
 * Like inTransaction, but inside a caller's transaction `work` runs in a savepoint: when it fails (a unique index
 * refusing a row), only its own writes are undone and the caller's transaction stays usable, on PostgreSQL too
 * (where a failed statement otherwise aborts the whole transaction). For a write that recovers from its own failure.
 */
export async function inSavepoint<T>(db: Db, work: (trx: Db) => Promise<T>): Promise<T> {
  if (!db.isTransaction) return db.transaction().execute(work);
  const name = sql.id(`sp_${++savepoints}`);
  await sql`savepoint ${name}`.execute(db);
  try {
    const result = await work(db);
    await sql`release savepoint ${name}`.execute(db);
    return result;
  } catch (error) {
    await sql`rollback to savepoint ${name}`.execute(db);
    await sql`release savepoint ${name}`.execute(db);
    throw error;
  }
}

/**
 * Inside a transaction: holds the record's row until it ends, so transactions on one record take turns
 * (PostgreSQL, FOR UPDATE; SQLite runs one transaction at a time anyway). Answers whether the row exists.
 */
export async function lockRecord(trx: Db, type: RecordType, id: number): Promise<boolean> {
  let query = untyped(trx).selectFrom(type.table).select("id").where("id", "=", id);
  if (trx.getExecutor().adapter instanceof PostgresAdapter) query = query.forUpdate();
  return (await query.executeTakeFirst()) !== undefined;
}

/**
 * Inside a transaction: holds a row that other writes depend on (a category whose one landing page is being given)
 * until it ends, so those writes take turns on PostgreSQL. Rows that merely reference it are not held up (FOR NO KEY
 * UPDATE leaves FOR KEY SHARE free). SQLite runs one transaction at a time anyway.
 */
export async function holdRow(trx: Db, table: keyof Database, id: number): Promise<void> {
  if (trx.getExecutor().adapter instanceof PostgresAdapter) await untyped(trx).selectFrom(table).select("id").where("id", "=", id).forNoKeyUpdate().execute();
}

const ROLLED_BACK = Symbol("rolled back");

/** Runs `work` in a transaction that is always rolled back: what a write would produce, with nothing written. */
export async function withRollback<T>(db: Db, work: (trx: Db) => Promise<T>): Promise<T> {
  let result: T | undefined;
  try {
    await db.transaction().execute(async (trx) => {
      result = await work(trx);
      throw ROLLED_BACK;
    });
  } catch (failure) {
    if (failure !== ROLLED_BACK) throw failure;
  }
  return result as T;
}

/** What an update would make of the record, checked as a save checks it, with nothing written (422/404 as the save would answer). */
export function checkUpdate<V>(db: Db, type: RecordType<V>, id: number, input: Record<string, unknown>): Promise<V> {
  return withRollback(db, (trx) => updateRecord(trx, type, id, input));
}

export async function createRecord<V>(db: Db, type: RecordType<V>, input: Record<string, unknown>): Promise<V> {
  const now = new Date().toISOString();
  const values = columnsFor(type, input);
  return inTransaction(db, async (trx) => {
    await type.check?.(trx, values);
    const row = await untyped(trx)
      .insertInto(type.table)
      // A type may accept its own created_at (an article's publication date); otherwise it is now.
      .values({ created_at: now, ...values, ...(type.updatedAt ? { updated_at: now } : {}) })
      .returningAll()
      .executeTakeFirstOrThrow();
    await requireAltTexts(trx, type.table, row);
    await type.afterWrite?.(trx, row.id, input);
    return type.present(row);
  }).catch(slotTakenMeanwhile(type.uniqueSlot));
}

/** Partial update: only the fields present in `input` change. */
export async function updateRecord<V>(db: Db, type: RecordType<V>, id: number, input: Record<string, unknown>): Promise<V> {
  const values = columnsFor(type, input);
  if (type.updatedAt) values.updated_at = new Date().toISOString();
  return inTransaction(db, async (trx) => {
    const exists = await untyped(trx).selectFrom(type.table).select("id").where("id", "=", id).executeTakeFirst();
    if (!exists) throw new RecordNotFound(type.label);
    await type.check?.(trx, values, id);
    if (!Object.keys(values).length) return getRecord(trx, type, id);
    const row = await untyped(trx).updateTable(type.table).set(values).where("id", "=", id).returningAll().executeTakeFirstOrThrow();
    await requireAltTexts(trx, type.table, row);
    await type.afterWrite?.(trx, id, input);
    return type.present(row);
  }).catch(slotTakenMeanwhile(type.uniqueSlot));
}

/** Deletes the rows that exist among `ids`; none existing is a RecordNotFound. */
export async function deleteRecords(db: Db, type: RecordType, ids: readonly number[]): Promise<number> {
  const result = await untyped(db)
    .deleteFrom(type.table)
    .where("id", "in", ids.length ? ids : [-1])
    .executeTakeFirst();
  const deleted = Number(result.numDeletedRows);
  if (deleted === 0) throw new RecordNotFound(type.label);
  return deleted;
}

/** A 422 on `field` unless `table` has a row with this id. */
export async function ensureExists(db: Db, table: keyof Database, id: unknown, field: string, label: string): Promise<void> {
  if (id === null || id === undefined) return;
  const row = await untyped(db).selectFrom(table).select("id").where("id", "=", id).executeTakeFirst();
  if (!row) throw new InvalidInput(field, `The selected ${label} does not exist.`);
}
