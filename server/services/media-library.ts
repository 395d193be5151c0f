import type { Selectable } from "kysely";
import type { Db } from "#server/db/index.ts";
import { originalUrlOf } from "#domain/media-url.ts";
import type { Database } from "#server/db/schema.ts";
import { RESOURCES } from "#domain/resources.ts";
import { Conflict, InvalidInput, RecordNotFound } from "./errors.ts";
import { encodeUpload, removeImageFiles, type MediaStorage, type StoredImage, type UploadedFile } from "./media.ts";
import {
  REFERENCING_TABLES,
  refersTo,
  referenceStem,
  rewriteReferences,
  rewriteReferencesIn,
  type MediaFiles,
  type ReferencingTable,
} from "./media-references.ts";
import type { Page } from "./pagination.ts";
import { columnContains } from "./like.ts";
import { inTransaction, listRecords, untyped, type ListRequest, type RecordType } from "./records.ts";

/**
 * The media library (decision 065): every uploaded image with its alternative
 * texts and where content uses it. Files are written through the MediaStorage (disk or S3); rows
 * are written in one transaction, and files are removed only once no row points at them.
 */

type MediaRow = Selectable<Database["media"]>;

export interface MediaVariant {
  url: string;
  width: number;
  height: number;
}

export interface MediaItem {
  id: number;
  url: string;
  original_name: string;
  mime: string;
  width: number;
  height: number;
  bytes: number;
  variants: MediaVariant[];
  en_alt: string;
  fr_alt: string;
  nl_alt: string;
  /** The point crops keep in view, per cent of the width and height (decision 092). */
  focal_x: number;
  focal_y: number;
  created_at: string;
  updated_at: string;
}

/** One place an image is used: the record, the column, and the admin screen that edits it. */
export interface MediaUsage {
  resource: string;
  label: string;
  record_id: number;
  name: string;
  field: string;
  /** The admin screen's path, e.g. "/admin/commodity-administration/12". */
  admin_path: string;
  /** Whether the record is published (or scheduled), for the alt-text rule. */
  published: boolean;
  /** A use in the record's pending changes (decision 059), not live yet: publishing them would show the image. */
  pending: boolean;
}

export const NO_FILE = "Choose an image to upload.";

export type MediaListItem = MediaItem & { usage_count: number };
/** An earlier file of the image, kept when it was replaced (decision 092). */
export interface MediaVersion {
  id: number;
  url: string;
  original_name: string;
  width: number;
  height: number;
  bytes: number;
  variants: MediaVariant[];
  replaced_at: string;
  replaced_by: string;
}

export type MediaDetail = MediaItem & { usages: MediaUsage[]; versions: MediaVersion[] };

function variantsOf(json: string): MediaVariant[] {
  try {
    const parsed = JSON.parse(json) as unknown;
    if (!Array.isArray(parsed)) return [];
    return parsed.flatMap((v: Partial<MediaVariant>) =>
      typeof v?.url === "string" ? [{ url: v.url, width: Number(v.width) || 0, height: Number(v.height) || 0 }] : [],
    );
  } catch {
    return [];
  }
}

function presentMedia(row: MediaRow): MediaItem {
  return {
    id: Number(row.id),
    url: row.url,
    original_name: row.original_name,
    mime: row.mime,
    width: Number(row.width),
    height: Number(row.height),
    bytes: Number(row.bytes),
    variants: variantsOf(row.variants),
    en_alt: row.en_alt,
    fr_alt: row.fr_alt,
    nl_alt: row.nl_alt,
    focal_x: Number(row.focal_x),
    focal_y: Number(row.focal_y),
    created_at: row.created_at,
    updated_at: row.updated_at ?? row.created_at,
  };
}

export const mediaRecords: RecordType<MediaItem> = {
  label: "Image",
  table: "media",
  searchColumns: ["original_name", "en_alt", "fr_alt", "nl_alt", "url"],
  sortColumns: RESOURCES.media.sortColumns,
  defaultSort: RESOURCES.media.sortColumns[0],
  defaultOrder: "desc",
  updatedAt: true,
  present: presentMedia,
};

/** The usages of each image (by id), from one query per referencing table. */
export async function usagesOf(db: Db, images: readonly (MediaFiles & { id: number })[]): Promise<Map<number, MediaUsage[]>> {
  const found = new Map<number, MediaUsage[]>(images.map((image) => [image.id, []]));
  if (!images.length) return found;
  const stems = images.map((image) => referenceStem(image.url));
  for (const table of REFERENCING_TABLES) {
    const rows = await untyped(db)
      .selectFrom(table.table)
      .selectAll()
      .where((eb) => eb.or(table.columns.flatMap(({ column }) => stems.map((stem) => columnContains(column, stem)))))
      .orderBy("id")
      .execute();
    for (const row of rows) {
      for (const image of images) {
        for (const { column } of table.columns) {
          if (refersTo(row[column], image)) found.get(image.id)!.push(usageOf(table, row, column));
        }
      }
    }
  }
  return found;
}

/** A record's pending draft (decision 059) that names one of the images, with its changes read. */
interface DraftUsing {
  id: number;
  table: ReferencingTable;
  record_id: number;
  changes: Record<string, unknown>;
}

/**
 * The pending drafts whose changes name one of the images (one `LIKE` on the stems, as for the records), of the kinds of
 * record that refer to images. The changes are an update body: the products' `images` is a list there, not JSON text.
 */
async function draftsUsing(db: Db, images: readonly MediaFiles[]): Promise<DraftUsing[]> {
  if (!images.length) return [];
  const drafts = await db
    .selectFrom("pending_drafts")
    .select(["id", "resource", "record_id", "changes"])
    .where((eb) => eb.or(images.map((image) => columnContains("changes", referenceStem(image.url)))))
    .orderBy("id")
    .execute();
  return drafts.flatMap((draft) => {
    const table = REFERENCING_TABLES.find((candidate) => candidate.resource === draft.resource);
    const changes = table && parsedChanges(draft.changes);
    return table && changes ? [{ id: Number(draft.id), table, record_id: Number(draft.record_id), changes }] : [];
  });
}

/** Whether a value of a draft's changes (a string, or the products' `images` list) refers to the image. */
function draftRefersTo(value: unknown, image: MediaFiles): boolean {
  return refersTo(typeof value === "string" ? value : JSON.stringify(value ?? null), image);
}

/**
 * The uses of each image (by id) in pending drafts, on the record that each draft would change: what `usagesOf` finds
 * in the live records, found in the draft's changes. A draft of a record that is gone is left out: it can no longer be
 * published.
 */
async function pendingUsagesOf(db: Db, images: readonly (MediaFiles & { id: number })[]): Promise<Map<number, MediaUsage[]>> {
  const found = new Map<number, MediaUsage[]>(images.map((image) => [image.id, []]));
  const drafts = await draftsUsing(db, images);
  const rows = await recordsOfDrafts(db, drafts);
  for (const { table, record_id, changes } of drafts) {
    const row = rows.get(table)?.get(record_id);
    if (!row) continue;
    for (const image of images) {
      for (const { column } of table.columns) {
        if (draftRefersTo(changes[column], image)) found.get(image.id)!.push({ ...usageOf(table, row, column), pending: true });
      }
    }
  }
  return found;
}

/** The records the drafts would change, by table and id: one read per table, whatever the number of drafts. */
async function recordsOfDrafts(db: Db, drafts: readonly { table: ReferencingTable; record_id: number }[]) {
  const records = new Map<ReferencingTable, Map<number, Record<string, unknown>>>();
  for (const table of new Set(drafts.map((draft) => draft.table))) {
    const ids = [...new Set(drafts.filter((draft) => draft.table === table).map((draft) => draft.record_id))];
    const rows = (await untyped(db).selectFrom(table.table).selectAll().where("id", "in", ids).execute()) as Record<string, unknown>[];
    records.set(table, new Map(rows.map((row) => [Number(row.id), row])));
  }
  return records;
}

/**
 * Every use of each image (by id): in the records, then in their pending changes. Both are uses: a draft published
 * later would show the image, so either keeps it from being deleted.
 */
async function allUsagesOf(db: Db, images: readonly (MediaFiles & { id: number })[]): Promise<Map<number, MediaUsage[]>> {
  const live = await usagesOf(db, images);
  const pending = await pendingUsagesOf(db, images);
  return new Map(images.map((image) => [image.id, [...live.get(image.id)!, ...pending.get(image.id)!]]));
}

function parsedChanges(json: string): Record<string, unknown> | undefined {
  try {
    const parsed = JSON.parse(json) as unknown;
    return parsed && typeof parsed === "object" && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

function usageOf(table: ReferencingTable, row: Record<string, unknown>, column: string): MediaUsage {
  const linkId = Number(table.linkColumn ? row[table.linkColumn] : row.id);
  return {
    resource: table.resource,
    label: table.label,
    record_id: Number(row.id),
    name: String(row[table.nameColumn] ?? "") || `#${String(row.id)}`,
    field: column,
    admin_path: `/admin/${table.screen}/${linkId}`,
    published: table.publishable && row.status === "published",
    pending: false,
  };
}

/** A page of images, each with how many places use it, pending changes included (as for delete: 0 means deletable). */
export async function listMedia(db: Db, request: ListRequest): Promise<Page<MediaListItem>> {
  const page = await listRecords(db, mediaRecords, request);
  const usages = await allUsagesOf(db, page.data);
  return { ...page, data: page.data.map((item) => ({ ...item, usage_count: usages.get(item.id)?.length ?? 0 })) };
}

async function mediaRow(db: Db, id: number): Promise<MediaItem> {
  const row = await db.selectFrom("media").selectAll().where("id", "=", id).executeTakeFirst();
  if (!row) throw new RecordNotFound(mediaRecords.label);
  return presentMedia(row);
}

/** The library entries of these URLs (originals or variants), in the order asked: what an image field shows its alt texts from. */
export async function mediaOfUrls(db: Db, urls: readonly string[]): Promise<MediaItem[]> {
  const wanted = [...new Set(urls.filter(Boolean).map(originalUrlOf))];
  if (!wanted.length) return [];
  const rows = await db.selectFrom("media").selectAll().where("url", "in", wanted).execute();
  const byUrl = new Map(rows.map((row) => [row.url, presentMedia(row)]));
  return wanted.flatMap((url) => byUrl.get(url) ?? []);
}

export async function getMedia(db: Db, id: number): Promise<MediaDetail> {
  const item = await mediaRow(db, id);
  return { ...item, usages: (await allUsagesOf(db, [item])).get(item.id) ?? [], versions: await versionsOf(db, id) };
}

/** The columns that describe a stored file (an upload, or the file that replaces one). */
function fileColumns(stored: StoredImage, file: UploadedFile, mime: string) {
  return {
    url: stored.url,
    original_name: file.originalName.slice(0, 255),
    mime,
    width: stored.width,
    height: stored.height,
    bytes: stored.bytes,
    variants: JSON.stringify(stored.variants),
  };
}

/** Stores an upload (415 when it is not an accepted image) and records it; a failed insert removes the files again. */
export async function uploadMedia(db: Db, storage: MediaStorage, file: UploadedFile): Promise<MediaItem> {
  const { stored, mime } = await encodeUpload(storage, file);
  const now = new Date().toISOString();
  try {
    const row = await db
      .insertInto("media")
      .values({ ...fileColumns(stored, file, mime), created_at: now, updated_at: now })
      .returningAll()
      .executeTakeFirstOrThrow();
    return presentMedia(row);
  } catch (error) {
    await removeImageFiles(storage, stored).catch(() => {});
    throw error;
  }
}

export interface MediaAltTexts {
  en_alt?: string;
  fr_alt?: string;
  nl_alt?: string;
}

export async function updateMediaAlt(db: Db, id: number, alts: MediaAltTexts): Promise<MediaDetail> {
  const values = Object.fromEntries(Object.entries(alts).filter(([, value]) => value !== undefined));
  const result = await db
    .updateTable("media")
    .set({ ...values, updated_at: new Date().toISOString() })
    .where("id", "=", id)
    .executeTakeFirst();
  if (!Number(result.numUpdatedRows)) throw new RecordNotFound(mediaRecords.label);
  return getMedia(db, id);
}

/**
 * Moves every use of `from` (a file of the image) to `to` inside a transaction: each column of a record that names it
 * is rewritten, and so is each pending draft's change that names it (else publishing the draft would bring the other
 * file back). The drafts keep their time, author and base version.
 */
async function moveReferences(trx: Db, from: MediaFiles, to: MediaFiles, now: string): Promise<void> {
  for (const table of REFERENCING_TABLES) {
    const rows = await untyped(trx)
      .selectFrom(table.table)
      .selectAll()
      .where((eb) => eb.or(table.columns.map(({ column }) => columnContains(column, referenceStem(from.url)))))
      .execute();
    for (const row of rows) {
      const changes: Record<string, string> = {};
      for (const { column } of table.columns) {
        if (refersTo(row[column], from)) changes[column] = rewriteReferences(row[column] as string, from, to);
      }
      if (Object.keys(changes).length) {
        await untyped(trx)
          .updateTable(table.table)
          .set({ ...changes, updated_at: now })
          .where("id", "=", row.id)
          .execute();
      }
    }
  }
  for (const draft of await draftsUsing(trx, [from])) {
    const changes = { ...draft.changes };
    const columns = draft.table.columns.filter(({ column }) => draftRefersTo(changes[column], from));
    if (!columns.length) continue;
    for (const { column } of columns) changes[column] = rewriteReferencesIn(changes[column], from, to);
    await trx
      .updateTable("pending_drafts")
      .set({ changes: JSON.stringify(changes) })
      .where("id", "=", draft.id)
      .execute();
  }
}

/** The row's current file, as a history entry replaced now by `actor`. */
function versionOf(current: MediaItem, actor: string, now: string) {
  return {
    media_id: current.id,
    url: current.url,
    original_name: current.original_name,
    mime: current.mime,
    width: current.width,
    height: current.height,
    bytes: current.bytes,
    variants: JSON.stringify(current.variants),
    replaced_at: now,
    replaced_by: actor,
  };
}

/**
 * A new file for the same library entry (same id, alt texts and focal point): re-encoded and stored first (415 stores
 * nothing), then, in one transaction, every use of the old file moves to the new one (moveReferences), the old file
 * goes into the image's history (decision 092: it stays on storage and can be restored) and the row takes the new
 * file. A failed transaction removes the new files again.
 */
export async function replaceMedia(db: Db, storage: MediaStorage, id: number, file: UploadedFile | undefined, actor = ""): Promise<MediaDetail> {
  await mediaRow(db, id);
  if (!file) throw new InvalidInput("file", NO_FILE);
  const { stored, mime } = await encodeUpload(storage, file);
  const now = new Date().toISOString();
  try {
    await inTransaction(db, async (trx) => {
      const current = await mediaRow(trx, id);
      await moveReferences(trx, current, stored, now);
      await trx
        .insertInto("media_versions")
        .values(versionOf(current, actor, now))
        .execute();
      await trx
        .updateTable("media")
        .set({ ...fileColumns(stored, file, mime), updated_at: now })
        .where("id", "=", id)
        .execute();
    });
  } catch (error) {
    await removeImageFiles(storage, stored).catch(() => {});
    throw error;
  }
  return getMedia(db, id);
}

/**
 * Brings an earlier file of the image back (decision 092): in one transaction every use of the current file moves to
 * it, the current file takes its place in the history (so the restore can be undone the same way) and the entry
 * takes the earlier file. 404 when the history entry is not the image's.
 */
export async function restoreMediaVersion(db: Db, id: number, versionId: number, actor = ""): Promise<MediaDetail> {
  const now = new Date().toISOString();
  await inTransaction(db, async (trx) => {
    const current = await mediaRow(trx, id);
    const version = await trx.selectFrom("media_versions").selectAll().where("id", "=", versionId).where("media_id", "=", id).executeTakeFirst();
    if (!version) throw new RecordNotFound("Earlier file");
    const earlier = { url: version.url, variants: variantsOf(version.variants) };
    await moveReferences(trx, current, earlier, now);
    await trx.deleteFrom("media_versions").where("id", "=", versionId).execute();
    await trx
      .insertInto("media_versions")
      .values(versionOf(current, actor, now))
      .execute();
    const { url, original_name, mime, width, height, bytes, variants } = version;
    await trx.updateTable("media").set({ url, original_name, mime, width, height, bytes, variants, updated_at: now }).where("id", "=", id).execute();
  });
  return getMedia(db, id);
}

/** The image's earlier files, the latest replaced first. */
async function versionsOf(db: Db, id: number): Promise<MediaVersion[]> {
  const rows = await db.selectFrom("media_versions").selectAll().where("media_id", "=", id).orderBy("id", "desc").execute();
  return rows.map((row) => ({
    id: Number(row.id),
    url: row.url,
    original_name: row.original_name,
    width: Number(row.width),
    height: Number(row.height),
    bytes: Number(row.bytes),
    variants: variantsOf(row.variants),
    replaced_at: row.replaced_at,
    replaced_by: row.replaced_by,
  }));
}

/**
 * 'Product "Mower" (main_img_url, images), Article "Spring" (en_content), Poster "Sale" (pending changes: pc_img)':
 * each record once (and once more for its pending changes), at most `limit`, then how many more.
 */
/** How a message names a record's field: by its column unless the caller knows the reader's words. */
export type FieldNamer = (resource: string, column: string) => string;

function describeUsages(usages: readonly MediaUsage[], nameField: FieldNamer, limit = 5): string {
  const records = new Map<string, { usage: MediaUsage; pending: boolean; fields: string[] }>();
  for (const usage of usages) {
    const { pending } = usage;
    const key = `${usage.resource}/${usage.record_id}${pending ? "/pending" : ""}`;
    const known = records.get(key);
    const field = nameField(usage.resource, usage.field);
    if (known) known.fields.push(field);
    else records.set(key, { usage, pending, fields: [field] });
  }
  const all = [...records.values()];
  const named = all
    .slice(0, limit)
    .map(({ usage, pending, fields }) => `${usage.label} "${usage.name}" (${pending ? "pending changes: " : ""}${fields.join(", ")})`);
  if (all.length > limit) named.push(`${all.length - limit} more`);
  return named.join(", ");
}

/**
 * Refuses a delete of images in use (409, naming where: a record or a record's pending changes); none of the ids
 * existing is a 404. A delete moves the others to the trash (decision 091): their files stay until the entry is purged.
 */
export async function refuseDeletingUsed(db: Db, ids: readonly number[], nameField: FieldNamer = (_, column) => column): Promise<void> {
  const rows = await db
    .selectFrom("media")
    .selectAll()
    .where("id", "in", ids.length ? ids : [-1])
    .execute();
  if (!rows.length) throw new RecordNotFound(mediaRecords.label);
  const images = rows.map((row) => presentMedia(row));
  const usages = await allUsagesOf(db, images);
  const used = images.filter((image) => usages.get(image.id)!.length);
  if (used.length) {
    throw new Conflict(
      used.map((image) => `"${image.original_name}" is used by ${describeUsages(usages.get(image.id)!, nameField)}.`).join(" ") +
        " Remove it from there first.",
    );
  }
}

/** The alt texts and focal points of the images at these URLs (originals or variants), in one query: for the public pages. */
export async function altTextsOf(db: Db, urls: readonly string[]): Promise<Map<string, { en: string; fr: string; nl: string; focus?: string }>> {
  const wanted = [...new Set(urls.filter(Boolean).map(originalUrlOf))];
  const found = new Map<string, { en: string; fr: string; nl: string; focus?: string }>();
  if (!wanted.length) return found;
  const rows = await db.selectFrom("media").select(["url", "en_alt", "fr_alt", "nl_alt", "focal_x", "focal_y"]).where("url", "in", wanted).execute();
  for (const row of rows) {
    // The focal point as CSS object-position (decision 092); the centre is the browser's default, so it is left out.
    const [x, y] = [Number(row.focal_x), Number(row.focal_y)];
    found.set(row.url, { en: row.en_alt, fr: row.fr_alt, nl: row.nl_alt, ...(x === 50 && y === 50 ? {} : { focus: `${x}% ${y}%` }) });
  }
  return found;
}
