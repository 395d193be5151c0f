import type { Request, Response } from "express";
import { z } from "zod";
import { currentAdmin } from "#server/http/auth.ts";
import { messageFor, requestLocale } from "#server/http/errors.ts";
import { fieldLabel } from "#server/http/field-labels.ts";
import { BulkRefused, type BulkChanges, type BulkRefusal, type BulkResource } from "#server/services/bulk-edit.ts";
import { PUBLISH_STATUSES } from "#domain/admin-contract.ts";
import { RESOURCES } from "#domain/resources.ts";
import { dataOf, recordId } from "#domain/schemas.ts";
import type { ApiDeps } from "../deps.ts";
import type { EndpointGroup } from "../endpoint.ts";
import { sendData } from "../envelope.ts";

/** At most this many records per bulk edit (a list page holds up to 100; a few pages' selection). */
export const BULK_MAX = 500;
const CHOOSE_A_CHANGE = "Choose at least one change.";

const status = z.enum(PUBLISH_STATUSES);
const statusOnly = z.object({ status }).strict();
const productChanges = z
  .object({ status: status.optional(), commodity_type_id: recordId.optional(), attrSort: z.union([z.literal(0), z.literal(1)]).optional() })
  .strict()
  .refine((changes) => Object.values(changes).some((value) => value !== undefined), CHOOSE_A_CHANGE);

const bodyOf = (changes: z.ZodType) => z.object({ ids: z.array(recordId).min(1).max(BULK_MAX), changes });

const fieldChange = z.object({ field: z.string(), label: z.string(), before: z.string().optional(), after: z.string().optional() });
const bulkReport = z
  .object({ id: z.int(), title: z.string(), changes: z.array(fieldChange) })
  .meta({ id: "BulkRecordReport", description: "One record of a bulk edit: what changed (nothing when it already had the values)" });
const bulkRefusal = z
  .object({
    message: z.string(),
    errors: z.record(z.string(), z.array(z.string())),
    records: z.array(z.object({ id: z.int(), title: z.string(), errors: z.record(z.string(), z.array(z.string())) })),
  })
  .meta({ id: "BulkRefusal" });

/** The lists that offer bulk edit: their resource, the label of the call, and the changes each takes. */
const BULK_LISTS: { resource: BulkResource; label: string; changes: z.ZodType; takes: string }[] = [
  { resource: "products", label: "products", changes: productChanges, takes: "status, commodity_type_id and attrSort (any of them)" },
  { resource: "articles", label: "articles", changes: statusOnly, takes: "status" },
  { resource: "categoryPages", label: "landing pages one", changes: statusOnly, takes: "status" },
  { resource: "subcategoryPages", label: "landing pages two", changes: statusOnly, takes: "status" },
  { resource: "posters", label: "posters", changes: statusOnly, takes: "status" },
];

/** A refusal as the reader gets it: per record, each field named by its label, in their language. */
function sendRefusal(req: Request, res: Response, resource: BulkResource, refusals: readonly BulkRefusal[]): void {
  const locale = requestLocale(req);
  // French puts a (no-break) space before the colon.
  const colon = locale === "fr" ? "\u00a0: " : ": ";
  const worded = refusals.map((refusal) => ({
    id: refusal.id,
    title: refusal.title,
    errors: Object.fromEntries(Object.entries(refusal.errors).map(([field, messages]) => [field, messages.map((message) => messageFor(req, message))])),
  }));
  const errors = Object.fromEntries(
    worded.map((record) => [
      `records.${record.id}`,
      Object.entries(record.errors).flatMap(([field, messages]) => messages.map((message) => `${fieldLabel(resource, field, locale)}${colon}${message}`)),
    ]),
  );
  res.status(422).json({ message: messageFor(req, "Nothing was changed: some of the selected records cannot take this change."), errors, records: worded });
}

/** Bulk edit on the lists (decision 093): one change to many records, all or nothing, one audit entry per record. */
export function adminBulkEndpoints(api: EndpointGroup, { services }: ApiDeps): void {
  for (const list of BULK_LISTS) {
    const { resource } = list;
    api.add({
      method: "post",
      path: `/${RESOURCES[resource].api}/_bulk`,
      tag: "Bulk edit",
      summary: `Change many ${list.label} at once`,
      description:
        `\`changes\` takes ${list.takes}. Each record is saved as its form saves it (its checks, a revision, the alt-text rule for published ` +
        `records). All or nothing: when any record refuses, nothing changes and the 422 lists every refusing record with its reasons. ` +
        `Each record that changed gets its own audit entry with its changed fields.`,
      body: bodyOf(list.changes),
      // The service writes one entry per record, inside the edit's transaction.
      audit: false,
      responses: {
        200: { description: "Every record, with what changed", schema: dataOf(z.array(bulkReport)) },
        422: { description: "Refused: nothing changed; each refusing record with its reasons", schema: bulkRefusal },
      },
      async handle({ body }, res, req) {
        const admin = currentAdmin(res);
        const locale = requestLocale(req);
        try {
          const reports = await services.bulkEdit.bulkEdit({
            resource,
            ids: body.ids,
            changes: body.changes as BulkChanges,
            actor: { id: admin.id, email: admin.email },
            ip: req.ip,
            locale,
          });
          sendData(
            res,
            reports.map((report) => ({
              ...report,
              changes: report.changes.map((change) => ({ ...change, label: fieldLabel(resource, change.field, locale) })),
            })),
          );
        } catch (error) {
          if (!(error instanceof BulkRefused)) throw error;
          sendRefusal(req, res, resource, error.refusals);
        }
      },
    });
  }
}
