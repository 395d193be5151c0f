import type { Selectable } from "kysely";
import type { Db } from "#server/db/index.ts";
import type { TrashTable } from "#server/db/schema.ts";
import { RESOURCES, TRASH_DAYS, type ResourceDeclaration, type ResourceName, type TrashDeclaration, type TrashDependant } from "#domain/resources.ts";
import { recordTitleOf } from "./audit-changes.ts";
import { Conflict, isUniqueViolation, RecordNotFound } from "./errors.ts";
import { indexProducts } from "./product-search.ts";
import { inTransaction, listRecords, untyped, type ListRequest, type RecordType } from "./records.ts";
import type { Actor } from "./revisions.ts";
import type { Page } from "./pagination.ts";

/**
 * The trash (decision 091). A delete of a resource that declares `trash` (domain/resources.ts) keeps the record's row,
 * the rows the database deletes with it and the references that pointed at it, then deletes the record as before:
 * public pages, sitemaps and caches see it gone (the content-version triggers answer the delete). A restore puts every
 * row back with its id in one transaction, so the record's revisions, pending drafts and links (kept by id, never
 * deleted) belong to it again. Entries are purged after TRASH_DAYS by the expiry schedule (EXPIRING_ROWS), which
 * removes the files kept in storage until then.
 */

type Row = Record<string, unknown>;

/** The rows of one table that went with the record, in the order a restore inserts them (parents first). */
interface TakenRows {
  table: string;
  rows: Row[];
}

/** A row of another record that pointed at a trashed one (ON DELETE SET NULL). */
interface Pointer {
  table: string;
  column: string;
  id: number;
  value: number;
}

export interface TrashSnapshot {
  rows: TakenRows[];
  pointers: Pointer[];
}

export interface TrashEntry {
  id: number;
  resource: ResourceName;
  record_id: number;
  title: string;
  user_id: number | null;
  actor: string;
  trashed_at: string;
  expires_at: string;
}

export const RESTORE_TAKEN = "Another record has taken this one's place meanwhile: change or delete that one, then restore this one.";
export const RESTORE_REFERENCE_GONE = "It refers to a record that is no longer there (perhaps in the trash too): restore that one first.";
const ENTRY_NOT_FOUND = "Trash entry";

const DAY_MS = 86_400_000;

function present(row: Omit<Selectable<TrashTable>, "snapshot">): TrashEntry {
  return {
    id: Number(row.id),
    resource: row.resource as ResourceName,
    record_id: Number(row.record_id),
    title: row.title,
    user_id: row.user_id === null ? null : Number(row.user_id),
    actor: row.actor,
    trashed_at: row.trashed_at,
    expires_at: row.expires_at,
  };
}

export const trashEntries: RecordType<TrashEntry> = {
  label: "Trash entry",
  table: "trash",
  searchColumns: ["title", "actor"],
  sortColumns: RESOURCES.trash.sortColumns,
  defaultSort: "trashed_at",
  defaultOrder: "desc",
  updatedAt: false,
  present,
};

/** The resource's trash declaration with its table (the callers move only resources that declare one). */
function trashOf(resource: ResourceName): TrashDeclaration & { table: string } {
  const declaration: ResourceDeclaration = RESOURCES[resource];
  return { ...declaration.trash, table: declaration.table ?? resource };
}

const idsOf = (rows: readonly Row[]) => rows.map((row) => Number(row.id));

async function captureDependants(db: Db, dependants: readonly TrashDependant[], ids: readonly number[], snapshot: TrashSnapshot): Promise<void> {
  for (const dependant of dependants) {
    const rows = await untyped(db).selectFrom(dependant.table).selectAll().where(dependant.column, "in", ids).execute();
    if (!rows.length) continue;
    snapshot.rows.push({ table: dependant.table, rows });
    if (dependant.dependants) await captureDependants(db, dependant.dependants, idsOf(rows), snapshot);
  }
}

/** Reads the records, what goes with them and what points at them, parents before the rows that need them. */
async function capture(db: Db, trash: TrashDeclaration & { table: string }, ids: readonly number[], snapshot: TrashSnapshot): Promise<void> {
  const rows = await untyped(db).selectFrom(trash.table).selectAll().where("id", "in", ids).execute();
  if (!rows.length) return;
  snapshot.rows.push({ table: trash.table, rows });
  await captureDependants(db, trash.dependants ?? [], ids, snapshot);
  for (const { table, column } of trash.references ?? []) {
    const pointing = await untyped(db).selectFrom(table).select(["id", column]).where(column, "in", ids).execute();
    snapshot.pointers.push(...pointing.map((row) => ({ table, column, id: Number(row.id), value: Number(row[column]) })));
  }
  if (trash.children) {
    const children = await untyped(db).selectFrom(trash.table).select("id").where(trash.children, "in", ids).execute();
    if (children.length) await capture(db, trash, idsOf(children), snapshot);
  }
}

/**
 * Moves these records of `resource` to the trash, one entry each, and deletes them (with what the database deletes
 * along), in one transaction. Ids with no record are passed over and none found is a RecordNotFound (`label`); with
 * `every`, any id without a record is ("Product 7 not found.") and nothing moves.
 */
export async function moveToTrash(
  db: Db,
  move: { resource: ResourceName; ids: readonly number[]; actor: Actor; label: string; every?: boolean },
): Promise<TrashEntry[]> {
  const trash = trashOf(move.resource);
  return inTransaction(db, async (trx) => {
    const entries: TrashEntry[] = [];
    const now = new Date();
    for (const id of new Set(move.ids)) {
      const snapshot: TrashSnapshot = { rows: [], pointers: [] };
      await capture(trx, trash, [id], snapshot);
      const record = snapshot.rows[0]?.rows[0];
      if (!record && move.every) throw new RecordNotFound(`${move.label} ${id}`);
      if (!record) continue;
      await untyped(trx).deleteFrom(trash.table).where("id", "=", id).execute();
      const row = await trx
        .insertInto("trash")
        .values({
          resource: move.resource,
          record_id: id,
          title: recordTitleOf(record),
          user_id: move.actor.id,
          actor: move.actor.email.slice(0, 255),
          trashed_at: now.toISOString(),
          expires_at: new Date(now.getTime() + TRASH_DAYS * DAY_MS).toISOString(),
          snapshot: JSON.stringify(snapshot),
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      entries.push(present(row));
    }
    if (!entries.length) throw new RecordNotFound(move.label);
    return entries;
  });
}

export function listTrash(db: Db, request: ListRequest): Promise<Page<TrashEntry>> {
  return listRecords(db, trashEntries, request);
}

/** The slot the record wants is someone else's now: 409 with the declaration's words. */
async function checkSlots(db: Db, trash: TrashDeclaration & { table: string }, record: Row): Promise<void> {
  for (const slot of trash.slots ?? []) {
    const value = record[slot.column];
    if (value === null || value === undefined || value === "") continue;
    const other = await untyped(db).selectFrom(trash.table).select("id").where(slot.column, "=", value).where("id", "<>", record.id).executeTakeFirst();
    if (other) throw new Conflict(slot.taken);
  }
}

function isForeignKeyViolation(error: unknown): boolean {
  const { code } = (error ?? {}) as { code?: unknown };
  return code === "23503" || (error instanceof Error && /FOREIGN KEY constraint failed/i.test(error.message));
}

const INSERT_CHUNK = 100;

async function putBack(db: Db, snapshot: TrashSnapshot): Promise<void> {
  try {
    for (const { table, rows } of snapshot.rows) {
      for (let start = 0; start < rows.length; start += INSERT_CHUNK) {
        await untyped(db)
          .insertInto(table)
          .values(rows.slice(start, start + INSERT_CHUNK))
          .execute();
      }
    }
  } catch (error) {
    if (isUniqueViolation(error)) throw new Conflict(RESTORE_TAKEN);
    if (isForeignKeyViolation(error)) throw new Conflict(RESTORE_REFERENCE_GONE);
    throw error;
  }
  // A record that found another target meanwhile keeps it.
  for (const { table, column, id, value } of snapshot.pointers) {
    await untyped(db)
      .updateTable(table)
      .set({ [column]: value })
      .where("id", "=", id)
      .where(column, "is", null)
      .execute();
  }
}

/** What a resource needs besides its rows once it is back: a product's search entry (kept by the engine, not captured). */
async function afterRestore(db: Db, resource: ResourceName, snapshot: TrashSnapshot): Promise<void> {
  if (resource === "products") await indexProducts(db, idsOf(snapshot.rows[0]?.rows ?? []));
}

async function entriesOf(db: Db, ids: readonly number[]) {
  const rows = await db
    .selectFrom("trash")
    .selectAll()
    .where("id", "in", ids.length ? ids : [-1])
    .orderBy("id")
    .execute();
  if (!rows.length) throw new RecordNotFound(ENTRY_NOT_FOUND);
  return rows;
}

/**
 * Puts these entries' records back, with their ids, dependants and references, and removes the entries; all or
 * nothing. A slot another record took meanwhile (a category's landing page, a part number) is a 409 naming what to do.
 */
export async function restoreFromTrash(db: Db, ids: readonly number[]): Promise<TrashEntry[]> {
  return inTransaction(db, async (trx) => {
    const rows = await entriesOf(trx, ids);
    for (const row of rows) {
      const resource = row.resource as ResourceName;
      const trash = trashOf(resource);
      const snapshot = JSON.parse(row.snapshot) as TrashSnapshot;
      const record = snapshot.rows[0]?.rows[0];
      if (record) await checkSlots(trx, trash, record);
      await putBack(trx, snapshot);
      await afterRestore(trx, resource, snapshot);
      await trx.deleteFrom("trash").where("id", "=", row.id).execute();
    }
    return rows.map(present);
  });
}

/**
 * Deletes entries for good (the given ones, or all when `ids` is undefined), answering what they held so their files
 * can go once the transaction is over.
 */
export async function purgeTrash(db: Db, ids?: readonly number[]): Promise<{ snapshot: string; title: string }[]> {
  return inTransaction(db, async (trx) => {
    const rows = ids ? await entriesOf(trx, ids) : await trx.selectFrom("trash").selectAll().execute();
    if (rows.length) await trx.deleteFrom("trash").where("id", "in", idsOf(rows)).execute();
    return rows.map(({ snapshot, title }) => ({ snapshot, title }));
  });
}

/** What the entries kept (their snapshots, JSON), for the files that follow them; unknown ids are passed over. */
export async function snapshotsOf(db: Db, ids: readonly number[]): Promise<string[]> {
  if (!ids.length) return [];
  const rows = await db
    .selectFrom("trash")
    .select("snapshot")
    .where("id", "in", [...ids])
    .execute();
  return rows.map((row) => row.snapshot);
}

/**
 * Whether the record is in the trash: its public address answers 404 (gone, like any page that is not there), where
 * an id that never existed still follows the product rules' redirect to the list. One look-up by the (resource,
 * record id) index, made only when the record could not be read.
 */
export async function inTrash(db: Db, resource: ResourceName, recordId: number): Promise<boolean> {
  const row = await db.selectFrom("trash").select("id").where("resource", "=", resource).where("record_id", "=", recordId).executeTakeFirst();
  return row !== undefined;
}

/** Every row of these resources' entries in the trash, with its table: the records and what went with them. */
async function trashedRows(db: Db, resources: readonly ResourceName[]): Promise<TakenRows[]> {
  const entries = await db
    .selectFrom("trash")
    .select("snapshot")
    .where("resource", "in", [...resources])
    .execute();
  return entries.flatMap((entry) => (JSON.parse(entry.snapshot) as TrashSnapshot).rows);
}

/**
 * Whether /products/{url}?sortid={category} is the address of a landing page in the trash: its category is (alone or
 * under a trashed parent), or the page itself. Read only when the address leads nowhere; the trash holds few entries.
 */
export async function landingPageInTrash(db: Db, categoryId: number, url: string): Promise<boolean> {
  const taken = await trashedRows(db, ["categories", "categoryPages", "subcategoryPages"]);
  return taken.some(({ table, rows }) =>
    rows.some((row) =>
      table === "commodity_types"
        ? Number(row.id) === categoryId
        : (table === "landing_page_ones" || table === "landing_page_twos") && Number(row.commodity_type_id) === categoryId && row.url === url,
    ),
  );
}
