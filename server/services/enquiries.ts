import type { Db } from "#server/db/index.ts";
import type { Enquiry } from "#server/db/schema.ts";
import type { EnquiryInput } from "#domain/forms/enquiry.ts";
import { DEFAULT_LOCALE, type Locale } from "#domain/locales.ts";
import { RecordNotFound } from "./errors.ts";
import { enquiryMail } from "./mails.ts";
import { enqueueMails } from "./outbox.ts";
import { inTransaction, type RecordType } from "./records.ts";
import { RESOURCES } from "#domain/resources.ts";

/**
 * Stores a validated contact or partner enquiry and, in the same transaction, a notification mail to
 * the sales and the service address of the site settings (one mail when both are the same address).
 * The staff mails are in the site's default language. `origin` adds a link to the enquiry in the admin.
 */
export async function createEnquiry(db: Db, input: EnquiryInput & { locale: Locale }, options: { origin?: string } = {}): Promise<Enquiry> {
  return inTransaction(db, async (trx) => {
    const enquiry = await trx
      .insertInto("demands")
      .values({ ...input, created_at: new Date().toISOString() })
      .returningAll()
      .executeTakeFirstOrThrow();
    const settings = await trx.selectFrom("site_settings").select(["email_primary", "email_secondary"]).where("id", "=", 1).executeTakeFirst();
    const recipients = [
      ...new Set([settings?.email_primary, settings?.email_secondary].map((email) => email?.trim()).filter((email): email is string => Boolean(email))),
    ];
    const adminUrl = options.origin ? `${options.origin}/admin/customer-enquiries?open=${enquiry.id}` : undefined;
    const mail = enquiryMail(enquiry, { locale: DEFAULT_LOCALE, adminUrl });
    await enqueueMails(
      trx,
      recipients.map((recipient) => ({ kind: "enquiry_notification", recipient, locale: DEFAULT_LOCALE, demandId: enquiry.id, ...mail })),
    );
    return enquiry;
  });
}

export const enquiryRecords: RecordType<Enquiry> = {
  label: "Enquiry",
  table: "demands",
  searchColumns: ["name", "company", "email", "phone", "title", "message", "note"],
  sortColumns: RESOURCES.enquiries.sortColumns,
  defaultSort: "created_at",
  defaultOrder: "desc",
  updatedAt: false,
  present: (row: Enquiry) => row,
};

export interface EnquiryMarking {
  ids: number[];
  handled?: boolean;
  note?: string;
}

/** Marks enquiries handled (or not) and/or sets their note; every id must exist or nothing changes. */
export async function markEnquiries(db: Db, { ids, handled, note }: EnquiryMarking): Promise<{ updated: number }> {
  const unique = [...new Set(ids)];
  return inTransaction(db, async (trx) => {
    const found = await trx.selectFrom("demands").select("id").where("id", "in", unique).execute();
    if (found.length !== unique.length) throw new RecordNotFound("Enquiry");
    if (note !== undefined) await trx.updateTable("demands").set({ note }).where("id", "in", unique).execute();
    // Only those whose state changes: an enquiry handled last week keeps its date when marked handled again with others.
    if (handled !== undefined)
      await trx
        .updateTable("demands")
        .set({ handled: handled ? 1 : 0, handled_at: handled ? new Date().toISOString() : null })
        .where("id", "in", unique)
        .where("handled", "=", handled ? 0 : 1)
        .execute();
    return { updated: unique.length };
  });
}
