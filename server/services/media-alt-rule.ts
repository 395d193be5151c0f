import type { Db } from "#server/db/index.ts";
import { originalUrlOf } from "#domain/media-url.ts";
import type { Database } from "#server/db/schema.ts";
import { InvalidInput, type FieldErrors } from "./errors.ts";
import { REFERENCING_TABLES, imageUrlsIn } from "./media-references.ts";

/**
 * The alt-text rule (decision 065): a published record may only show library images that have an
 * English alternative text (the other languages fall back to it). Checked in the write's transaction
 * whenever a publishable record is created or saved as published, by create, update, restore, a
 * pending draft's publication or a campaign; a 422 names each column and image. Images that are
 * not in the library (external URLs, the built-in placeholders) are not checked.
 */
export async function requireAltTexts(db: Db, table: keyof Database, row: Record<string, unknown>): Promise<void> {
  const referencing = REFERENCING_TABLES.find((candidate) => candidate.table === table && candidate.publishable);
  if (!referencing || row.status !== "published") return;
  const urlsByColumn = new Map<string, string[]>();
  for (const { column, kind } of referencing.columns) {
    const urls = imageUrlsIn(row[column], kind).map(originalUrlOf);
    if (urls.length) urlsByColumn.set(column, urls);
  }
  const all = [...new Set([...urlsByColumn.values()].flat())];
  if (!all.length) return;
  const missing = await db.selectFrom("media").select(["url", "original_name"]).where("url", "in", all).where("en_alt", "=", "").execute();
  if (!missing.length) return;
  const errors: FieldErrors = {};
  for (const [column, urls] of urlsByColumn) {
    const named = missing.filter((image) => urls.includes(image.url));
    if (named.length) {
      errors[column] = named.map((image) => `The image "${image.original_name}" needs an English alt text (in the media library) before it can be published.`);
    }
  }
  throw InvalidInput.fields(errors);
}
