import type { Db } from "#server/db/index.ts";
import { originalUrlOf } from "#domain/media-url.ts";
import type { Database } from "#server/db/schema.ts";
import { unhandled } from "#domain/unhandled.ts";
import { InvalidInput, type FieldErrors } from "./errors.ts";
import { REFERENCING_TABLES, imageUrlsIn, type ReferenceKind, type ReferencingTable } from "./media-references.ts";

/**
 * The alt-text rule (decisions 065 and 092): a published record may only show library images that have an
 * English alternative text (the other languages fall back to it). Checked in the write's transaction
 * whenever a publishable record is created or saved as published, by create, update, restore, a
 * pending draft's publication or a campaign; a 422 names, under each column, the record and each image by
 * its file name and its place in the field (the admin's image field shows the same thumbnail with its alt
 * texts to fill in, so two files of one name are told apart). Images that are not in the library (external
 * URLs, the built-in placeholders) are not checked.
 */
export async function requireAltTexts(db: Db, table: keyof Database, row: Record<string, unknown>): Promise<void> {
  const referencing = REFERENCING_TABLES.find((candidate) => candidate.table === table && candidate.publishable);
  if (!referencing || row.status !== "published") return;
  const urlsByColumn = new Map<string, { kind: ReferenceKind; urls: string[] }>();
  for (const { column, kind } of referencing.columns) {
    const urls = imageUrlsIn(row[column], kind).map(originalUrlOf);
    if (urls.length) urlsByColumn.set(column, { kind, urls });
  }
  const all = [...new Set([...urlsByColumn.values()].flatMap(({ urls }) => urls))];
  if (!all.length) return;
  const missing = await db.selectFrom("media").select(["url", "original_name"]).where("url", "in", all).where("en_alt", "=", "").execute();
  if (!missing.length) return;
  const nameOf = new Map(missing.map((image) => [image.url, image.original_name]));
  const record = `${referencing.label} "${recordName(referencing, row)}"`;
  const errors: FieldErrors = {};
  for (const [column, { kind, urls }] of urlsByColumn) {
    const messages = urls.flatMap((url, index) => {
      const name = nameOf.get(url);
      return name === undefined ? [] : [missingAltMessage(kind, record, name, index + 1)];
    });
    if (messages.length) errors[column] = messages;
  }
  throw InvalidInput.fields(errors);
}

function recordName(table: ReferencingTable, row: Record<string, unknown>): string {
  const name = row[table.nameColumn];
  return typeof name === "string" && name ? name : `#${String(row.id)}`;
}

/** The refusal for one image: the record, the file's name and where in the field it is (the n-th thumbnail, or the n-th image of a text). */
function missingAltMessage(kind: ReferenceKind, record: string, name: string, position: number): string {
  switch (kind) {
    case "url":
      return `${record}: the image "${name}" needs an English alt text before it can be published. Write it below its thumbnail in this field.`;
    case "json":
      return `${record}: image ${position} of this field, "${name}", needs an English alt text before it can be published. Write it below its thumbnail.`;
    case "html":
      return `${record}: image ${position} of this text, "${name}", needs an English alt text (in the media library) before it can be published.`;
    default:
      return unhandled(kind);
  }
}
