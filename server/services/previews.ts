import { randomBytes } from "node:crypto";
import type { Db } from "#server/db/index.ts";
import { LOCALES, localizePath, type Locale } from "#domain/locales.ts";
import { articlePath, landingPath, PREVIEW_PARAM, productPath } from "#domain/paths.ts";
import type { PreviewResource } from "#domain/resources.ts";
import { hashToken } from "./credentials.ts";
import type { Article } from "#server/db/schema.ts";
import { productRecords, getProduct, getCategoryTree, type ProductView } from "./catalogue.ts";
import { articleRecords, getArticle, getCategoryPage, getSubcategoryPage, categoryPageRecords, subcategoryPageRecords } from "./content.ts";
import { InvalidInput } from "./errors.ts";
import { updateRecord, withRollback, type RecordType } from "./records.ts";

/** How long a preview link works (decision 061): long enough to send to a colleague for the day. */
export const PREVIEW_LIFETIME_HOURS = 24;

interface Previewed {
  records: RecordType;
  /** The record as its public page reads it (the same function the page's loader calls). */
  read: (db: Db, id: number) => Promise<unknown>;
  /** The page's language-neutral path for the record as previewed. */
  path: (db: Db, record: unknown) => Promise<string>;
}

/** The category whose landing page (one or two) this is: its page is addressed through the category. */
async function landingPathOf(db: Db, landingId: number, kind: "landingPageOne" | "landingPageTwo"): Promise<string> {
  const stack = [...(await getCategoryTree(db, { includeDrafts: true }))];
  for (let node = stack.pop(); node; node = stack.pop()) {
    const landing = node[kind];
    if (landing?.id === landingId) return landingPath(landing.url, node.id);
    stack.push(...node.child);
  }
  throw new InvalidInput("commodity_type_id", "Attach this landing page to a category to preview it.");
}

const PREVIEWED: Record<PreviewResource, Previewed> = {
  commodities: {
    records: productRecords,
    read: (db, id) => getProduct(db, id, { includeDrafts: true }),
    path: async (_db, product) => productPath(product as ProductView),
  },
  articles: {
    records: articleRecords,
    read: (db, id) => getArticle(db, id, { includeDrafts: true }),
    path: async (_db, article) => articlePath(article as Article),
  },
  "page/ones": {
    records: categoryPageRecords,
    read: (db, id) => getCategoryPage(db, id, { includeDrafts: true }),
    path: (db, page) => landingPathOf(db, (page as { id: number }).id, "landingPageOne"),
  },
  "page/twos": {
    records: subcategoryPageRecords,
    read: (db, id) => getSubcategoryPage(db, id, { includeDrafts: true }),
    path: (db, page) => landingPathOf(db, (page as { id: number }).id, "landingPageTwo"),
  },
};

export interface PreviewLinks {
  /** The public page with the changes, per language (relative to the site's origin). */
  urls: Record<Locale, string>;
  expires_at: string;
}

/**
 * Keeps what record `id` would look like with `changes` (the edit form's unsaved values) and answers
 * links to its public page in each language. The changes are applied exactly as a save would apply
 * them (validation, rich-text cleaning, reference checks) inside a transaction that is rolled back,
 * so nothing is written but the preview itself.
 */
export async function createPreview(
  db: Db,
  request: { resource: PreviewResource; id: number; changes: Record<string, unknown>; userId: number | null },
  now = new Date(),
): Promise<PreviewLinks> {
  const previewed = PREVIEWED[request.resource];
  const { record, path } = await withRollback(db, async (trx) => {
    await updateRecord(trx, previewed.records, request.id, request.changes);
    const record = await previewed.read(trx, request.id);
    return { record, path: await previewed.path(trx, record) };
  });
  const token = randomBytes(32).toString("base64url");
  const expiresAt = new Date(now.getTime() + PREVIEW_LIFETIME_HOURS * 3_600_000).toISOString();
  await db.deleteFrom("previews").where("expires_at", "<=", now.toISOString()).execute();
  await db
    .insertInto("previews")
    .values({
      token_hash: hashToken(token),
      resource: request.resource,
      record_id: request.id,
      data: JSON.stringify(record),
      user_id: request.userId,
      created_at: now.toISOString(),
      expires_at: expiresAt,
    })
    .execute();
  const withToken = (url: string) => `${url}${url.includes("?") ? "&" : "?"}${PREVIEW_PARAM}=${token}`;
  const urls = Object.fromEntries(LOCALES.map((locale) => [locale, withToken(localizePath(path, locale))])) as Record<Locale, string>;
  return { urls, expires_at: expiresAt };
}

export interface FoundPreview {
  resource: PreviewResource;
  recordId: number;
  /** The record as its public page reads it. */
  record: unknown;
  expiresAt: string;
}

/** The preview a token opens, or undefined when it is unknown or has expired. */
export async function findPreview(db: Db, token: string, now = new Date()): Promise<FoundPreview | undefined> {
  if (!/^[\w-]{20,100}$/.test(token)) return undefined;
  const row = await db
    .selectFrom("previews")
    .select(["resource", "record_id", "data", "expires_at"])
    .where("token_hash", "=", hashToken(token))
    .where("expires_at", ">", now.toISOString())
    .executeTakeFirst();
  return row && { resource: row.resource as PreviewResource, recordId: row.record_id, record: JSON.parse(row.data) as unknown, expiresAt: row.expires_at };
}
