import type { Db } from "#server/db/index.ts";
import type { PaperCopyRequest } from "#server/db/schema.ts";
import { addDays, todayIn } from "#domain/calendar-days.ts";
import type { PaperCopyInput } from "#domain/forms/paper-copy.ts";
import { PAPER_COPY_DAYS } from "#domain/forms/paper-copy.ts";
import type { Locale } from "#domain/locales.ts";
import { displayName } from "#domain/localized.ts";
import { RESOURCES } from "#domain/resources.ts";
import { Conflict, InvalidInput, RecordNotFound } from "./errors.ts";
import { paperCopyMail } from "./mails.ts";
import { enqueueMails } from "./outbox.ts";
import { inTransaction, type RecordType } from "./records.ts";
import { DEFAULT_SETTINGS } from "./settings.ts";
import { isVisible } from "./visibility.ts";

/** A request as the admin sees it: the row and whether it is overdue (open after its due day). */
export type PaperCopyView = PaperCopyRequest & { overdue: boolean };

function presentPaperCopy(row: PaperCopyRequest, today = todayIn()): PaperCopyView {
  return { ...row, overdue: row.status !== "sent" && row.due_on < today };
}

export const paperCopyRecords: RecordType<PaperCopyView> = {
  label: "Paper copy request",
  table: "paper_copy_requests",
  searchColumns: ["name", "email", "address", "document_title", "product_name", "product_model"],
  sortColumns: RESOURCES.paperCopies.sortColumns,
  defaultSort: "due_on",
  defaultOrder: "asc",
  updatedAt: true,
  present: (row: PaperCopyRequest) => presentPaperCopy(row),
};

/**
 * Records an owner's request for a printed copy of a published document, due PAPER_COPY_DAYS after today, and queues
 * the confirmation mail (in the language the request was made in) in the same transaction.
 */
export async function createPaperCopyRequest(
  db: Db,
  input: PaperCopyInput,
  { locale, now = new Date() }: { locale: Locale; now?: Date },
): Promise<PaperCopyView> {
  return inTransaction(db, async (trx) => {
    const document = await trx
      .selectFrom("documents")
      .innerJoin("commodities", "commodities.id", "documents.commodity_id")
      .select([
        "documents.id",
        "documents.title",
        "documents.commodity_id",
        "commodities.en_name",
        "commodities.fr_name",
        "commodities.nl_name",
        "commodities.model",
      ])
      .where("documents.id", "=", input.document_id)
      .where("documents.published", "=", 1)
      .where(isVisible("commodities"))
      .executeTakeFirst();
    if (!document) throw new InvalidInput("document_id", "paperCopy.errors.document");
    const stamp = now.toISOString();
    const row = await trx
      .insertInto("paper_copy_requests")
      .values({
        document_id: document.id,
        commodity_id: document.commodity_id,
        document_title: document.title,
        product_name: displayName(document, locale),
        product_model: document.model,
        language: input.language,
        name: input.name,
        address: input.address,
        country: input.country,
        email: input.email,
        locale,
        due_on: addDays(todayIn(now), PAPER_COPY_DAYS),
        created_at: stamp,
        updated_at: stamp,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    const settings = await trx.selectFrom("site_settings").select("brand_name").where("id", "=", 1).executeTakeFirst();
    const mail = paperCopyMail(row, { brand: settings?.brand_name || DEFAULT_SETTINGS.brand_name });
    await enqueueMails(trx, [{ kind: "paper_copy_confirmation", recipient: row.email, locale, ...mail }], now);
    return presentPaperCopy(row);
  });
}

/** Marks a request sent (once: a second time is a conflict). */
export async function markPaperCopySent(db: Db, id: number, now = new Date()): Promise<PaperCopyView> {
  return inTransaction(db, async (trx) => {
    const row = await trx.selectFrom("paper_copy_requests").selectAll().where("id", "=", id).executeTakeFirst();
    if (!row) throw new RecordNotFound("Paper copy request");
    if (row.status === "sent") throw new Conflict("This printed copy is marked as sent already.");
    const stamp = now.toISOString();
    const updated = await trx
      .updateTable("paper_copy_requests")
      .set({ status: "sent", sent_at: stamp, updated_at: stamp })
      .where("id", "=", id)
      .returningAll()
      .executeTakeFirstOrThrow();
    return presentPaperCopy(updated, todayIn(now));
  });
}

/** How many open requests are past their due day (for the admin's menu badge or dashboard). */
export async function countOverdue(db: Db, today = todayIn()): Promise<number> {
  const row = await db
    .selectFrom("paper_copy_requests")
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .where("status", "=", "open")
    .where("due_on", "<", today)
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}
