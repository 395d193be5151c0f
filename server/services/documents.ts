import { randomBytes } from "node:crypto";
import { isVisible } from "./visibility.ts";
import { fileTypeFromBuffer } from "file-type";
import type { Db } from "#server/db/index.ts";
import type { DocumentRow } from "#server/db/schema.ts";
import {
  DOCUMENT_KINDS,
  documentPath,
  documentVersion,
  documentsFor,
  safeFileName,
  type DocumentKind,
  type OfferedDocument,
  type PublicDocument,
} from "#src/lib/documents.ts";
import { foldText } from "#src/lib/fold.ts";
import { LOCALES, type Locale } from "#src/lib/locales.ts";
import { displayName } from "#src/lib/localized.ts";
import { productPath } from "#src/lib/paths.ts";
import { RecordNotFound, UnsupportedMedia } from "./errors.ts";
import { ensureExists, inTransaction, type RecordType } from "./records.ts";
import type { FileStore } from "./storage.ts";
import { versionedCache } from "./versioned-cache.ts";
import { SORT_COLUMNS } from "#src/lib/admin-contract.ts";

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
  sortColumns: SORT_COLUMNS.documents,
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

/**
 * Stores the PDF, then records it. A refused file stores nothing; a failed insert removes the
 * stored file again, so neither half is left behind.
 */
export async function createDocument(db: Db, store: FileStore, fields: DocumentFields, file: DocumentFile): Promise<DocumentView> {
  await assertPdf(file);
  await ensureExists(db, "commodities", fields.commodity_id, "commodity_id", "product");
  const key = newFileKey();
  await store.put(key, file.buffer, "application/pdf");
  try {
    const now = new Date().toISOString();
    const row = await db
      .insertInto("documents")
      .values({ ...fields, file_key: key, original_name: originalNameOf(file), bytes: file.buffer.length, created_at: now, updated_at: now })
      .returningAll()
      .executeTakeFirstOrThrow();
    return presentDocument(row);
  } catch (error) {
    await store.remove(key).catch(() => {});
    throw error;
  }
}

/** Partial update; a new file replaces the old one (removed once the row points at the new one). */
export async function updateDocument(db: Db, store: FileStore, id: number, fields: Partial<DocumentFields>, file?: DocumentFile): Promise<DocumentView> {
  if (file) await assertPdf(file);
  const existing = await db.selectFrom("documents").selectAll().where("id", "=", id).executeTakeFirst();
  if (!existing) throw new RecordNotFound("Document");
  if (fields.commodity_id !== undefined) await ensureExists(db, "commodities", fields.commodity_id, "commodity_id", "product");
  const key = file ? newFileKey() : undefined;
  if (file && key) await store.put(key, file.buffer, "application/pdf");
  try {
    const row = await db
      .updateTable("documents")
      .set({
        ...fields,
        ...(file && key ? { file_key: key, original_name: originalNameOf(file), bytes: file.buffer.length } : {}),
        updated_at: new Date().toISOString(),
      })
      .where("id", "=", id)
      .returningAll()
      .executeTakeFirstOrThrow();
    if (key) await store.remove(existing.file_key).catch(() => {});
    return presentDocument(row);
  } catch (error) {
    if (key) await store.remove(key).catch(() => {});
    throw error;
  }
}

/** Deletes the rows, then their files; none of the ids existing is a 404. */
export async function deleteDocuments(db: Db, store: FileStore, ids: readonly number[]): Promise<number> {
  const rows = await inTransaction(db, async (trx) => {
    const found = await trx
      .selectFrom("documents")
      .select(["id", "file_key"])
      .where("id", "in", ids.length ? ids : [-1])
      .execute();
    if (!found.length) throw new RecordNotFound("Document");
    await trx
      .deleteFrom("documents")
      .where(
        "id",
        "in",
        found.map((row) => row.id),
      )
      .execute();
    return found;
  });
  await removeFiles(
    store,
    rows.map((row) => row.file_key),
  );
  return rows.length;
}

/**
 * What to do once these products are deleted: remove their documents' files, whose rows the database deletes
 * with the products (ON DELETE CASCADE). Read before the delete; a file already gone is no error.
 */
export async function filesRemoverFor(db: Db, store: FileStore, commodityIds: readonly number[]): Promise<() => Promise<void>> {
  const rows = await db
    .selectFrom("documents")
    .select("file_key")
    .where("commodity_id", "in", commodityIds.length ? commodityIds : [-1])
    .execute();
  return () =>
    removeFiles(
      store,
      rows.map((row) => row.file_key),
    );
}

async function removeFiles(store: FileStore, keys: readonly string[]): Promise<void> {
  await Promise.all(keys.map((key) => store.remove(key).catch(() => {})));
}

/* ---------- Public reads ---------- */

/** A published document with its product's names and model, for the manuals list. */
export interface CatalogueDocument extends PublicDocument {
  product: { id: number; model: string; names: Record<Locale, string>; folded: string; main_img_url: string; commodity_type_id: number | null };
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
export async function documentsForProduct(db: Db, commodityId: number, locale: Locale): Promise<OfferedDocument[]> {
  const all = await listPublishedDocuments(db);
  return documentsFor(
    all.filter((document) => document.commodity_id === commodityId).map(({ product: _product, ...document }) => document),
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
 * The file behind a download path, if the document is published and the path's version is the
 * current file's; anything else (unpublished, deleted, replaced, unknown) is undefined: a 404.
 */
export async function findDownload(
  db: Db,
  store: FileStore,
  id: number,
  version: string,
): Promise<{ body: Buffer; name: string; updatedAt: string } | undefined> {
  const row = await db.selectFrom("documents").select(["file_key", "original_name", "published", "updated_at"]).where("id", "=", id).executeTakeFirst();
  if (!row || row.published !== 1 || documentVersion(row.file_key) !== version) return undefined;
  const body = await store.get(row.file_key);
  return body && { body, name: safeFileName(row.original_name), updatedAt: row.updated_at };
}
