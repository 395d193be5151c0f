import { randomBytes } from "node:crypto";
import { isVisible } from "./visibility.ts";
import { fileTypeFromBuffer } from "file-type";
import type { Db } from "#server/db/index.ts";
import type { DocumentRow, DocumentVersionRow } from "#server/db/schema.ts";
import {
  compareSerials,
  DOCUMENT_KINDS,
  documentPath,
  documentVersion,
  documentsFor,
  safeFileName,
  type DocumentKind,
  type DocumentVersionSummary,
  type OfferedDocument,
  type PublicDocument,
} from "#domain/documents.ts";
import { foldText } from "#domain/fold.ts";
import { LOCALES, type Locale } from "#domain/locales.ts";
import { displayName } from "#domain/localized.ts";
import { productPath } from "#domain/paths.ts";
import { Conflict, InvalidInput, RecordNotFound, UnsupportedMedia } from "./errors.ts";
import { todayIn } from "#domain/calendar-days.ts";
import { ensureExists, inTransaction, type RecordType } from "./records.ts";
import type { FileStore } from "./storage.ts";
import { versionedCache } from "./versioned-cache.ts";
import { RESOURCES } from "#domain/resources.ts";

/** A document as the admin API answers it: its row, the download path, and the product's English name. */
export type DocumentView = Omit<DocumentRow, "file_key"> & { url: string };

function presentDocument(row: DocumentRow): DocumentView {
  const { file_key, ...rest } = row;
  return { ...rest, bytes: Number(row.bytes), url: documentPath(row.id, file_key, row.original_name) };
}

export const documentRecords: RecordType<DocumentView> = {
  label: "Document",
  table: "documents",
  searchColumns: ["title", "original_name"],
  sortColumns: RESOURCES.documents.sortColumns,
  defaultSort: "updated_at",
  defaultOrder: "desc",
  updatedAt: true,
  present: presentDocument,
};

export interface DocumentFields {
  commodity_id: number;
  kind: DocumentKind;
  locale: Locale;
  title: string;
  published: number;
}

export interface DocumentFile {
  buffer: Buffer;
  originalName: string;
}

/** Checks the bytes are a PDF (whatever the name or declared type say). */
async function assertPdf(file: DocumentFile): Promise<void> {
  const detected = await fileTypeFromBuffer(file.buffer);
  if (detected?.mime !== "application/pdf") throw new UnsupportedMedia("Only PDF files can be uploaded as documents.");
}

function newFileKey(): string {
  return `documents/${new Date().toISOString().slice(0, 7)}/${randomBytes(12).toString("hex")}.pdf`;
}

/** The name the file is downloaded under: the uploaded name (made safe), ending in .pdf. */
function originalNameOf(file: DocumentFile): string {
  return safeFileName(file.originalName || "document.pdf");
}

/** A version's own fields (decision 081); all optional: the label defaults to its number, the date to today. */
export interface VersionFields {
  label?: string;
  published_on?: string;
  serial_from?: string;
  serial_to?: string;
  made_from?: string;
  made_to?: string;
}

/** A version as the admin API answers it. */
export type VersionView = Omit<DocumentVersionRow, "file_key"> & { url: string };

function presentVersion(row: DocumentVersionRow): VersionView {
  const { file_key, ...rest } = row;
  return { ...rest, bytes: Number(row.bytes), url: documentPath(row.document_id, file_key, row.original_name) };
}

/** A range whose lower bound is above its upper bound is refused on its field. */
function checkRange(fields: VersionFields): void {
  if (fields.serial_from && fields.serial_to && compareSerials(fields.serial_from, fields.serial_to) > 0)
    throw new InvalidInput("serial_to", "The last serial number comes before the first one.");
  if (fields.made_from && fields.made_to && fields.made_from > fields.made_to)
    throw new InvalidInput("made_to", "The last manufacturing date comes before the first one.");
}

const RELEASED_MESSAGE = "This document has been published: its versions stay in the public archive for ten years. Withdraw a version instead (with a reason).";

/** The current version of a document: the newest not withdrawn, else the newest. */
function currentOf<V extends { number: number; withdrawn_at: string | null }>(versions: readonly V[]): V | undefined {
  const newestFirst = [...versions].sort((a, b) => b.number - a.number);
  return newestFirst.find((version) => !version.withdrawn_at) ?? newestFirst[0];
}

/** Points the document's own file columns at its current version (what the admin lists and the manuals list link to). */
async function syncCurrent(trx: Db, documentId: number, now: string): Promise<void> {
  const versions = await trx.selectFrom("document_versions").selectAll().where("document_id", "=", documentId).execute();
  const current = currentOf(versions);
  if (!current) return;
  await trx
    .updateTable("documents")
    .set({ file_key: current.file_key, original_name: current.original_name, bytes: current.bytes, updated_at: now })
    .where("id", "=", documentId)
    .execute();
}

async function insertVersion(trx: Db, documentId: number, key: string, file: DocumentFile, fields: VersionFields, now: string): Promise<DocumentVersionRow> {
  const last = await trx
    .selectFrom("document_versions")
    .select((eb) => eb.fn.max("number").as("number"))
    .where("document_id", "=", documentId)
    .executeTakeFirst();
  const number = Number(last?.number ?? 0) + 1;
  return trx
    .insertInto("document_versions")
    .values({
      document_id: documentId,
      number,
      label: fields.label?.trim() || String(number),
      published_on: fields.published_on || todayIn(new Date(now)),
      serial_from: fields.serial_from?.trim() ?? "",
      serial_to: fields.serial_to?.trim() ?? "",
      made_from: fields.made_from ?? "",
      made_to: fields.made_to ?? "",
      file_key: key,
      original_name: originalNameOf(file),
      bytes: file.buffer.length,
      created_at: now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/**
 * Stores the PDF, then records the document and its version 1. A refused file stores nothing; a failed insert
 * removes the stored file again, so neither half is left behind.
 */
export async function createDocument(db: Db, store: FileStore, fields: DocumentFields, file: DocumentFile, version: VersionFields = {}): Promise<DocumentView> {
  await assertPdf(file);
  checkRange(version);
  await ensureExists(db, "commodities", fields.commodity_id, "commodity_id", "product");
  const key = newFileKey();
  await store.put(key, file.buffer, "application/pdf");
  try {
    const now = new Date().toISOString();
    const row = await inTransaction(db, async (trx) => {
      const created = await trx
        .insertInto("documents")
        .values({
          ...fields,
          file_key: key,
          original_name: originalNameOf(file),
          bytes: file.buffer.length,
          released_at: fields.published ? now : null,
          created_at: now,
          updated_at: now,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      await insertVersion(trx, created.id, key, file, version, now);
      return created;
    });
    return presentDocument(row);
  } catch (error) {
    await store.remove(key).catch(() => {});
    throw error;
  }
}

/**
 * Partial update. A new file adds a version (decision 081): every earlier file keeps its address. A document that has
 * been public is never unpublished (409): its versions are in the public archive.
 */
export async function updateDocument(
  db: Db,
  store: FileStore,
  id: number,
  fields: Partial<DocumentFields>,
  file?: DocumentFile,
  version: VersionFields = {},
): Promise<DocumentView> {
  if (file) await assertPdf(file);
  checkRange(version);
  const existing = await db.selectFrom("documents").selectAll().where("id", "=", id).executeTakeFirst();
  if (!existing) throw new RecordNotFound("Document");
  if (fields.published === 0 && existing.released_at) throw new Conflict(RELEASED_MESSAGE);
  if (fields.commodity_id !== undefined) await ensureExists(db, "commodities", fields.commodity_id, "commodity_id", "product");
  const key = file ? newFileKey() : undefined;
  if (file && key) await store.put(key, file.buffer, "application/pdf");
  try {
    const now = new Date().toISOString();
    const row = await inTransaction(db, async (trx) => {
      await trx
        .updateTable("documents")
        .set({ ...fields, ...(fields.published && !existing.released_at ? { released_at: now } : {}), updated_at: now })
        .where("id", "=", id)
        .execute();
      if (file && key) {
        await insertVersion(trx, id, key, file, version, now);
        await syncCurrent(trx, id, now);
      }
      return trx.selectFrom("documents").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
    });
    return presentDocument(row);
  } catch (error) {
    if (key) await store.remove(key).catch(() => {});
    throw error;
  }
}

/** A new file for a document: its next version (the earlier ones keep their addresses). */
export async function addVersion(db: Db, store: FileStore, documentId: number, file: DocumentFile, version: VersionFields = {}): Promise<VersionView> {
  await updateDocument(db, store, documentId, {}, file, version);
  const row = await db.selectFrom("document_versions").selectAll().where("document_id", "=", documentId).orderBy("number", "desc").executeTakeFirstOrThrow();
  return presentVersion(row);
}

/** A document's versions, newest first. */
export async function listVersions(db: Db, documentId: number): Promise<VersionView[]> {
  if (!(await db.selectFrom("documents").select("id").where("id", "=", documentId).executeTakeFirst())) throw new RecordNotFound("Document");
  const rows = await db.selectFrom("document_versions").selectAll().where("document_id", "=", documentId).orderBy("number", "desc").execute();
  return rows.map(presentVersion);
}

/**
 * Withdraws a version: it stays listed (and downloadable) with the reason shown, and is never the current one while
 * another is not withdrawn. Withdrawing twice is a conflict; the reason is required.
 */
export async function withdrawVersion(db: Db, documentId: number, versionId: number, reason: string): Promise<VersionView> {
  const text = reason.trim();
  return inTransaction(db, async (trx) => {
    const row = await trx.selectFrom("document_versions").selectAll().where("id", "=", versionId).where("document_id", "=", documentId).executeTakeFirst();
    if (!row) throw new RecordNotFound("Document version");
    if (!text) throw new InvalidInput("reason", "Give the reason for withdrawing this version.");
    if (row.withdrawn_at) throw new Conflict("This version is withdrawn already.");
    const now = new Date().toISOString();
    const updated = await trx
      .updateTable("document_versions")
      .set({ withdrawn_at: now, withdrawn_reason: text })
      .where("id", "=", versionId)
      .returningAll()
      .executeTakeFirstOrThrow();
    await syncCurrent(trx, documentId, now);
    return presentVersion(updated);
  });
}

/**
 * Deletes the rows, then their files (every version's); none of the ids existing is a 404. A document that has been
 * public is in the archive: asking to delete one deletes nothing (409).
 */
/**
 * Refuses a delete of documents that have been public (they stay in the archive, 409); none of the ids existing is a
 * 404. A delete moves the others to the trash (decision 091), their files kept until the entry is purged.
 */
export async function refuseDeletingReleased(db: Db, ids: readonly number[]): Promise<void> {
  const found = await db
    .selectFrom("documents")
    .select(["id", "released_at"])
    .where("id", "in", ids.length ? ids : [-1])
    .execute();
  if (!found.length) throw new RecordNotFound("Document");
  if (found.some((row) => row.released_at)) throw new Conflict(RELEASED_MESSAGE);
}

/* ---------- Public reads ---------- */

/** A published document with its product's names and model, for the manuals list. */
export interface CatalogueDocument extends PublicDocument {
  product: { id: number; model: string; names: Record<Locale, string>; folded: string; main_img_url: string; commodity_type_id: number | null };
}

function summaryOf(row: DocumentVersionRow): DocumentVersionSummary {
  return {
    id: row.id,
    number: row.number,
    label: row.label,
    published_on: row.published_on,
    serial_from: row.serial_from,
    serial_to: row.serial_to,
    made_from: row.made_from,
    made_to: row.made_to,
    bytes: Number(row.bytes),
    url: documentPath(row.document_id, row.file_key, row.original_name),
    withdrawn: row.withdrawn_at ? { at: row.withdrawn_at, reason: row.withdrawn_reason } : null,
  };
}

/** The current version and the earlier ones (newest first), from all of a document's versions. */
function archiveOf(versions: readonly DocumentVersionSummary[]): { version?: DocumentVersionSummary; earlier: DocumentVersionSummary[] } {
  const current = currentOf(versions.map((version) => ({ ...version, withdrawn_at: version.withdrawn?.at ?? null })));
  const version = current && versions.find((candidate) => candidate.id === current.id);
  return { version, earlier: versions.filter((candidate) => candidate !== version).sort((a, b) => b.number - a.number) };
}

// All published documents with their products, re-read when the `documents` version moves
// (documents or products written; migration 0007, decision 013).
const cachedDocuments = versionedCache<CatalogueDocument[]>("documents", { weigh: (list) => list.length, maxWeight: 50_000 });

export function listPublishedDocuments(db: Db): Promise<CatalogueDocument[]> {
  return cachedDocuments(db, "published", async () => {
    const rows = await db
      .selectFrom("documents")
      .innerJoin("commodities", "commodities.id", "documents.commodity_id")
      .where(isVisible("commodities"))
      .select([
        "documents.id",
        "documents.commodity_id",
        "documents.kind",
        "documents.locale",
        "documents.title",
        "documents.file_key",
        "documents.original_name",
        "documents.bytes",
        "documents.updated_at",
        "commodities.model",
        "commodities.en_name",
        "commodities.fr_name",
        "commodities.nl_name",
        "commodities.main_img_url",
        "commodities.commodity_type_id",
        "commodities.sort_order",
      ])
      .where("documents.published", "=", 1)
      .orderBy("commodities.sort_order")
      .orderBy("commodities.id", "desc")
      .orderBy("documents.id")
      .execute();
    // Every version of the published documents: the public archive (decision 081).
    const versions = await db
      .selectFrom("document_versions")
      .innerJoin("documents", "documents.id", "document_versions.document_id")
      .selectAll("document_versions")
      .where("documents.published", "=", 1)
      .orderBy("document_versions.number", "desc")
      .execute();
    const byDocument = new Map<number, DocumentVersionSummary[]>();
    for (const version of versions) byDocument.set(version.document_id, [...(byDocument.get(version.document_id) ?? []), summaryOf(version)]);
    return rows
      .filter((row) => (DOCUMENT_KINDS as readonly string[]).includes(row.kind) && (LOCALES as readonly string[]).includes(row.locale))
      .map((row) => {
        const names = Object.fromEntries(LOCALES.map((locale) => [locale, displayName(row, locale)])) as Record<Locale, string>;
        return {
          id: row.id,
          commodity_id: row.commodity_id,
          kind: row.kind as DocumentKind,
          locale: row.locale as Locale,
          title: row.title,
          original_name: row.original_name,
          bytes: Number(row.bytes),
          updated_at: row.updated_at,
          url: documentPath(row.id, row.file_key, row.original_name),
          ...archiveOf(byDocument.get(row.id) ?? []),
          product: {
            id: row.commodity_id,
            model: row.model,
            names,
            folded: foldText(`${Object.values(names).join(" ")} ${row.model}`),
            main_img_url: row.main_img_url,
            commodity_type_id: row.commodity_type_id,
          },
        };
      });
  });
}

/** One product's documents for a visitor reading `locale` (English where their language has none of a kind). */
export async function documentsForProduct(db: Db, productId: number, locale: Locale): Promise<OfferedDocument[]> {
  const all = await listPublishedDocuments(db);
  return documentsFor(
    all.filter((document) => document.commodity_id === productId).map(({ product: _product, ...document }) => document),
    locale,
  );
}

export interface ManualsSearch {
  /** Product name (any language) or model number; accents and case ignored. */
  q?: string;
  kind?: DocumentKind;
  locale: Locale;
}

export interface ProductDocuments {
  product: { id: number; name: string; model: string; main_img_url: string; commodity_type_id: number | null; href: string };
  documents: OfferedDocument[];
}

/** The manuals page: products with documents for `locale` (English fallback per kind), filtered by name or model and kind. */
export async function searchManuals(db: Db, search: ManualsSearch): Promise<ProductDocuments[]> {
  const all = await listPublishedDocuments(db);
  const terms = foldText(search.q ?? "")
    .split(/\s+/)
    .filter(Boolean);
  const byProduct = new Map<number, CatalogueDocument[]>();
  for (const document of all) byProduct.set(document.commodity_id, [...(byProduct.get(document.commodity_id) ?? []), document]);
  const results: ProductDocuments[] = [];
  for (const documents of byProduct.values()) {
    const { product } = documents[0]!;
    // A product matches by its names and model or by any of its documents' titles; then it offers every language it
    // has (an English title found by "manual" must not hide the Dutch manual of the same product).
    const searchable = [product.folded, ...documents.map((document) => foldText(document.title))].join(" ");
    if (!terms.every((term) => searchable.includes(term))) continue;
    const offered = documentsFor(
      documents.map(({ product: _product, ...document }) => document),
      search.locale,
    ).filter((document) => !search.kind || document.kind === search.kind);
    if (offered.length)
      results.push({
        product: {
          id: product.id,
          name: product.names[search.locale],
          model: product.model,
          main_img_url: product.main_img_url,
          commodity_type_id: product.commodity_type_id,
          href: productPath({ id: product.id, en_name: product.names.en }),
        },
        documents: offered,
      });
  }
  return results;
}

/**
 * The file behind a download path: any version of a published document, withdrawn ones too (the archive keeps every
 * version for good, decision 081). Anything else (unpublished, deleted, unknown version) is undefined: a 404.
 */
export async function findDownload(
  db: Db,
  store: FileStore,
  id: number,
  version: string,
): Promise<{ body: Buffer; name: string; updatedAt: string } | undefined> {
  if (!/^[0-9a-f]{1,12}$/.test(version)) return undefined;
  const rows = await db
    .selectFrom("document_versions")
    .innerJoin("documents", "documents.id", "document_versions.document_id")
    .select(["document_versions.file_key", "document_versions.original_name", "document_versions.created_at"])
    .where("documents.id", "=", id)
    .where("documents.published", "=", 1)
    .where("document_versions.file_key", "like", `%/${version}%`)
    .execute();
  const row = rows.find((candidate) => documentVersion(candidate.file_key) === version);
  if (!row) return undefined;
  const body = await store.get(row.file_key);
  return body && { body, name: safeFileName(row.original_name), updatedAt: row.created_at };
}

/** One published document with its product's name in `locale` (the printed-copy page), or undefined. */
export async function findPublishedDocument(
  db: Db,
  id: number,
  locale: Locale,
): Promise<{ id: number; kind: DocumentKind; locale: Locale; title: string; product: { id: number; name: string; model: string; href: string } } | undefined> {
  const document = (await listPublishedDocuments(db)).find((candidate) => candidate.id === id);
  if (!document) return undefined;
  const { product } = document;
  return {
    id: document.id,
    kind: document.kind,
    locale: document.locale,
    title: document.title,
    product: { id: product.id, name: product.names[locale], model: product.model, href: productPath({ id: product.id, en_name: product.names.en }) },
  };
}
