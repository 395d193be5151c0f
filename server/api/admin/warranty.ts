import { z } from "zod";
import { HttpError } from "#server/http/errors.ts";
import { siteOrigin } from "#server/http/origin.ts";
import { OUTBOX_KINDS, OUTBOX_STATUSES, outboxRecords } from "#server/services/outbox.ts";
import { registrationRecords } from "#server/services/warranty.ts";
import { LOCALES } from "#domain/locales.ts";
import type { ApiDeps } from "../deps.ts";
import type { EndpointGroup } from "../endpoint.ts";
import { sendData } from "../envelope.ts";
import { dataOf, idParam, recordId } from "#domain/schemas.ts";
import { mail, registration } from "#domain/models.ts";
import { crudEndpoints, listQueryOf, listRequestOf, type CrudResource } from "./crud.ts";
import { sendCsv } from "../csv.ts";
import { RESOURCES } from "#domain/resources.ts";

const registrations: CrudResource = {
  path: "/warranty/registrations",
  tag: "Warranty",
  label: "Registration",
  records: registrationRecords,
  record: registration,
  sortColumns: RESOURCES.warrantyRegistrations.sortColumns,
  searchHint: "serial number, email, reference and name",
  filters: { commodity_id: z.coerce.number().pipe(recordId).optional().meta({ description: "Product id" }), locale: z.enum(LOCALES).optional() },
  where: (query) => ({ commodity_id: query.commodity_id as number | undefined, locale: query.locale as string | undefined }),
  dated: true,
};

const outbox: CrudResource = {
  path: "/outbox",
  tag: "Mail",
  label: "Mail",
  records: outboxRecords,
  record: mail,
  sortColumns: RESOURCES.mails.sortColumns,
  searchHint: "recipient and subject",
  filters: { status: z.enum(OUTBOX_STATUSES).optional(), kind: z.enum(OUTBOX_KINDS).optional() },
  where: (query) => ({ status: query.status as string | undefined, kind: query.kind as string | undefined }),
  dated: true,
};

const REGISTRATION_COLUMNS = [
  "id",
  "created_at",
  "reference",
  "product_name",
  "product_model",
  "serial",
  "purchase_date",
  "warranty_years",
  "warranty_until",
  "where_bought",
  "country",
  "name",
  "email",
  "locale",
  "has_proof",
];

/** Warranty registrations (list, detail, proof, certificate, delete on request, CSV) and the mail outbox (list, retry). */
export function adminWarrantyEndpoints(api: EndpointGroup, deps: ApiDeps): void {
  const { services, config } = deps;
  const { page: _page, per_page: _perPage, ...filters } = listQueryOf(registrations).shape;
  api.add({
    method: "get",
    path: "/warranty/registrations/_export",
    tag: "Warranty",
    summary: "Download registrations as CSV",
    description: "Takes the list's filters (q, commodity_id, from, to) and sort; at most 50,000 rows. Holds personal data.",
    query: z.object(filters),
    responses: { 200: { description: "CSV with a header row", contentType: "text/csv", schema: z.string() } },
    async handle({ query }, res) {
      const request = await listRequestOf(registrations, { ...query, page: 1, per_page: 1 });
      const rows = await services.records.exportRecords(registrations.records, request);
      sendCsv(res, "warranty-registrations", REGISTRATION_COLUMNS, rows as Record<string, unknown>[]);
    },
  });
  api.add({
    method: "get",
    path: "/warranty/registrations/:id/proof",
    tag: "Warranty",
    summary: "The proof of purchase of a registration",
    params: idParam,
    responses: {
      200: { description: "The file as uploaded (JPEG, PNG or PDF)", contentType: "application/octet-stream", schema: z.string().meta({ format: "binary" }) },
    },
    async handle({ params }, res) {
      const proof = await services.warranty.proofOf(params.id);
      if (!proof) throw new HttpError(404, "Proof of purchase not found.");
      res
        .status(200)
        .type(proof.mime)
        .set({ "Cache-Control": "private, no-store", "X-Content-Type-Options": "nosniff" })
        .attachment(proof.file_name)
        .send(proof.content);
    },
  });
  api.add({
    method: "get",
    path: "/warranty/registrations/:id/certificate",
    tag: "Warranty",
    summary: "The certificate of a registration (PDF)",
    params: idParam,
    responses: {
      200: { description: "The certificate in the owner's language", contentType: "application/pdf", schema: z.string().meta({ format: "binary" }) },
    },
    async handle({ params }, res, req) {
      const row = await services.records.getRecord(registrations.records, params.id);
      const full = await services.warranty.findByReference((row as { reference: string }).reference);
      if (!full) throw new HttpError(404, "Registration not found.");
      const certificate = await services.warranty.certificateOf(full, siteOrigin(config, req));
      res.status(200).type("application/pdf").set({ "Cache-Control": "private, no-store" }).attachment(certificate.fileName).send(Buffer.from(certificate.pdf));
    },
  });
  crudEndpoints(api, deps, registrations);

  api.add({
    method: "post",
    path: "/outbox/_retry",
    tag: "Mail",
    summary: "Send mails again",
    description:
      "Pending and failed mails go out at the worker's next round with a fresh count of attempts; sent ones are left alone. 404 if any id does not exist.",
    body: z.object({ ids: z.array(recordId).min(1).max(500) }),
    responses: { 200: { description: "How many mails were put back in the queue", schema: dataOf(z.object({ updated: z.int() })) } },
    async handle({ body }, res) {
      sendData(res, await services.outbox.retryMails(body.ids));
    },
  });
  api.add({
    method: "get",
    path: "/outbox/_counts",
    tag: "Mail",
    summary: "How many mails are in each state",
    responses: {
      200: {
        description: "Counts per status, and whether a mail server is configured",
        schema: dataOf(z.object({ pending: z.int(), sending: z.int(), sent: z.int(), failed: z.int(), smtp: z.boolean() })),
      },
    },
    async handle(_input, res) {
      sendData(res, { ...(await services.outbox.outboxCounts()), smtp: Boolean(config.SMTP_URL) });
    },
  });
  crudEndpoints(api, deps, outbox);
}
