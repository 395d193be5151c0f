import type { Db } from "#server/db/index.ts";
import type { Locale } from "#domain/locales.ts";
import type { PublishStatus } from "#domain/admin-contract.ts";
import type { ResourceName } from "#domain/resources.ts";
import { RESOURCES } from "#domain/resources.ts";
import { describeChanges, recordTitleOf, type FieldChange } from "./audit-changes.ts";
import { recordAudit } from "./audit.ts";
import { productRecords } from "./catalogue.ts";
import { articleRecords, categoryPageRecords, subcategoryPageRecords, posterRecords } from "./content.ts";
import { InvalidInput, RecordNotFound, type FieldErrors } from "./errors.ts";
import { ensureExists, findRecord, inTransaction, type RecordType } from "./records.ts";
import { updateWithHistory, type Actor } from "./revisions.ts";
import { attributesForCategory } from "./specs.ts";

/**
 * Bulk edit (decision 093): one change to many records, all or nothing. Each record is saved as its own form would
 * save it (its checks, a revision, the alt-text rule for what is published), in one transaction; a record that
 * refuses is reported with its reasons and the others are checked on, so the editor gets every refusal at once, and
 * then nothing is kept. When every record takes the change, each one that changed gets its own audit entry with
 * its changed fields, written in the same transaction.
 */

/** The resources whose lists offer bulk edit, and the records each saves through. */
export const BULK_RECORDS = {
  products: productRecords,
  articles: articleRecords,
  categoryPages: categoryPageRecords,
  subcategoryPages: subcategoryPageRecords,
  posters: posterRecords,
} as const satisfies Partial<Record<ResourceName, RecordType>>;
export type BulkResource = keyof typeof BULK_RECORDS;

export interface BulkChanges {
  status?: PublishStatus;
  /** Products only. */
  commodity_type_id?: number;
  /** Products only: 1 features, 0 unfeatures. */
  attrSort?: 0 | 1;
}

export interface BulkEdit {
  resource: BulkResource;
  ids: readonly number[];
  changes: BulkChanges;
  actor: Actor;
  /** The address the request came from, for the audit entries. */
  ip?: string;
  /** The reader's language, for the names of specifications in a refusal. */
  locale: Locale;
}

export interface BulkRecordReport {
  id: number;
  title: string;
  /** What changed; empty when the record already had these values. */
  changes: FieldChange[];
}

export interface BulkRefusal {
  id: number;
  title: string;
  errors: FieldErrors;
}

export const BULK_REFUSED = "Nothing was changed: some of the selected records cannot take this change.";
export const RECORD_GONE = "This record no longer exists.";

/** Thrown when any record refuses: the transaction is undone and the report names every refusal. */
export class BulkRefused extends Error {
  readonly refusals: BulkRefusal[];

  constructor(refusals: BulkRefusal[]) {
    super(BULK_REFUSED);
    this.refusals = refusals;
  }
}

/** The category's required specifications that the product has no value for, named in `locale`. */
async function missingRequiredSpecs(trx: Db, productId: number, categoryId: number, locale: Locale): Promise<string[]> {
  const required = (await attributesForCategory(trx, categoryId)).filter((attribute) => attribute.required);
  if (!required.length) return [];
  const rows = await trx.selectFrom("commodity_specs").select("attribute_id").where("commodity_id", "=", productId).execute();
  const held = new Set(rows.map((row) => Number(row.attribute_id)));
  return required.filter((attribute) => !held.has(attribute.id)).map((attribute) => attribute[`${locale}_label`] || attribute.en_label);
}

/** A product moved to a category whose required specifications it lacks would fail its own form's save. */
async function checkCategoryFits(trx: Db, id: number, changes: BulkChanges, locale: Locale): Promise<void> {
  if (changes.commodity_type_id === undefined) return;
  const missing = await missingRequiredSpecs(trx, id, changes.commodity_type_id, locale);
  if (missing.length)
    throw new InvalidInput("commodity_type_id", `This category needs a value for "${missing.join('", "')}", which the product does not have.`);
}

/** Newly featured products follow those with a place on the home, in the order they were sent (decision 093). */
async function placeNewlyFeatured(trx: Db, ids: readonly number[]): Promise<void> {
  if (!ids.length) return;
  const last = await trx
    .selectFrom("commodities")
    .select((eb) => eb.fn.max("featured_rank").as("rank"))
    .executeTakeFirst();
  let rank = Number(last?.rank ?? 0);
  for (const id of ids) await trx.updateTable("commodities").set({ featured_rank: ++rank }).where("id", "=", id).execute();
}

/** The error's field messages, or undefined for an error that is not a refusal of this record. */
function refusalOf(error: unknown): FieldErrors | undefined {
  if (error instanceof InvalidInput) return error.errors;
  if (error instanceof RecordNotFound) return { id: [RECORD_GONE] };
  return undefined;
}

/** Applies `edit.changes` to every record of `edit.ids`, or to none (BulkRefused); answers what changed per record. */
export async function bulkEdit(db: Db, edit: BulkEdit): Promise<BulkRecordReport[]> {
  const records: RecordType = BULK_RECORDS[edit.resource];
  const api = RESOURCES[edit.resource].api;
  const ids = [...new Set(edit.ids)];
  return inTransaction(db, async (trx) => {
    if (edit.changes.commodity_type_id !== undefined)
      await ensureExists(trx, "commodity_types", edit.changes.commodity_type_id, "commodity_type_id", "category");
    const reports: BulkRecordReport[] = [];
    const refusals: BulkRefusal[] = [];
    const featured: number[] = [];
    for (const id of ids) {
      const before = (await findRecord(trx, records, id)) as Record<string, unknown> | undefined;
      const title = recordTitleOf(before);
      try {
        if (!before) throw new RecordNotFound(records.label);
        if (edit.resource === "products") await checkCategoryFits(trx, id, edit.changes, edit.locale);
        const saved = await updateWithHistory(trx, { records, resource: api, recordId: id, values: { ...edit.changes }, actor: edit.actor, note: "bulk edit" });
        reports.push({ id, title, changes: saved.changes });
        if (edit.changes.attrSort === 1 && saved.changes.some((change) => change.field === "attrSort")) featured.push(id);
      } catch (error) {
        const errors = refusalOf(error);
        if (!errors) throw error;
        refusals.push({ id, title, errors });
      }
    }
    if (refusals.length) throw new BulkRefused(refusals);
    await placeNewlyFeatured(trx, featured);
    for (const report of reports.filter((entry) => entry.changes.length)) {
      await recordAudit(trx, {
        action: "update",
        userId: edit.actor.id,
        actor: edit.actor.email,
        resource: api,
        recordId: report.id,
        recordTitle: report.title,
        changes: report.changes,
        summary: `Bulk edit · ${describeChanges(report.changes)}`,
        ip: edit.ip,
      });
    }
    return reports;
  });
}
