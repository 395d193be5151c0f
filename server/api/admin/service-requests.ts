import { z } from "zod";
import { currentAdmin } from "#server/http/auth.ts";
import { HttpError } from "#server/http/errors.ts";
import { mailOrigin } from "#server/http/origin.ts";
import { SERVICE_SORT_COLUMNS, serviceListFilters, serviceRequestChange, serviceRequestRecord } from "#domain/service-requests.ts";
import type { ApiDeps } from "../deps.ts";
import type { EndpointGroup } from "../endpoint.ts";
import { sendCsv } from "../csv.ts";
import { sendData, sendPage } from "../envelope.ts";
import { adminListQuery, dataOf, idParam, pageOf, recordId } from "#domain/schemas.ts";

const listQuery = adminListQuery(SERVICE_SORT_COLUMNS).extend(serviceListFilters);
const { page: _page, per_page: _perPage, ...exportFilters } = listQuery.shape;

const CSV_COLUMNS = [
  "reference",
  "created_at",
  "status",
  "kind",
  "product_name",
  "product_model",
  "serial",
  "purchase_date",
  "warranty",
  "warranty_until",
  "registration_reference",
  "handover",
  "dealer_name",
  "pickup_address",
  "name",
  "email",
  "phone",
  "country",
  "locale",
  "assignee_name",
  "age_working_days",
  "overdue",
  "description",
] as const;

const searchHint = "q finds a request by its exact reference, serial (with or without dashes and spaces) or email.";

/**
 * The service desk (decision 083): the inbox, a request with its photos and history, one change at a
 * time (status, assignee, internal note, message to the owner), the CSV. Personal data: admins only (roles.ts lists none of it).
 */
export function adminServiceRequestEndpoints(api: EndpointGroup, { services, config }: ApiDeps): void {
  const origin = mailOrigin(config);
  api.add({
    method: "get",
    path: "/service/requests/_export",
    tag: "Service",
    summary: "Download service requests as CSV",
    description: `Takes the inbox's filters and search; at most 50,000 rows. Holds personal data. ${searchHint}`,
    query: z.object(exportFilters),
    responses: { 200: { description: "CSV with a header row", contentType: "text/csv", schema: z.string() } },
    async handle({ query }, res) {
      const rows = await services.serviceRequests.exportServiceRequests(query);
      sendCsv(res, "service-requests", CSV_COLUMNS, rows as unknown as Record<string, unknown>[]);
    },
  });
  api.add({
    method: "get",
    path: "/service/requests/_staff",
    tag: "Service",
    summary: "Staff members a request can be assigned to",
    responses: { 200: { description: "Active admins", schema: dataOf(z.array(z.object({ id: z.int(), name: z.string() }))) } },
    async handle(_input, res) {
      sendData(res, await services.serviceRequests.serviceStaff());
    },
  });
  api.add({
    method: "get",
    path: "/service/requests",
    tag: "Service",
    summary: "The service inbox",
    description: `Filters: status, kind, commodity_id, country, age (overdue = untouched 5 working days; week, month, older by arrival). ${searchHint}`,
    query: listQuery,
    responses: { 200: { description: "A page of requests", schema: pageOf(serviceRequestRecord) } },
    async handle({ query }, res) {
      res.set("Cache-Control", "private, no-store");
      sendPage(res, await services.serviceRequests.listServiceRequests({ ...query, page: Number(query.page), perPage: Number(query.per_page) }));
    },
  });
  api.add({
    method: "get",
    path: "/service/requests/:id",
    tag: "Service",
    summary: "One request with its photos and history",
    params: idParam,
    responses: { 200: { description: "The request", schema: dataOf(serviceRequestRecord) } },
    async handle({ params }, res) {
      res.set("Cache-Control", "private, no-store");
      sendData(res, await services.serviceRequests.getServiceRequest(params.id));
    },
  });
  api.add({
    method: "post",
    path: "/service/requests/:id/_update",
    tag: "Service",
    summary: "Change a request: status, assignee, internal note, message to the owner",
    description:
      "A status moves forward (steps may be skipped), or from waiting_for_parts back to in_inspection; anything else is a 409. " +
      "A status change and a message are mailed to the owner in their language and shown on their tracking page; a note stays internal.",
    params: idParam,
    body: serviceRequestChange,
    responses: { 200: { description: "The request as it is now", schema: dataOf(serviceRequestRecord) } },
    async handle({ params, body }, res) {
      const admin = currentAdmin(res);
      sendData(res, await services.serviceRequests.changeServiceRequest(params.id, body, { actor: { id: admin.id, name: admin.name || admin.email }, origin }));
    },
  });
  api.add({
    method: "get",
    path: "/service/requests/:id/photos/:photo",
    tag: "Service",
    summary: "One photo of a request",
    params: z.object({ id: z.coerce.number().pipe(recordId), photo: z.coerce.number().pipe(recordId) }),
    responses: { 200: { description: "The photo (WebP)", contentType: "image/webp", schema: z.string().meta({ format: "binary" }) } },
    async handle({ params }, res) {
      const photo = await services.serviceRequests.serviceRequestPhoto(params.id, params.photo);
      if (!photo) throw new HttpError(404, "Photo not found.");
      res.status(200).type(photo.mime).set({ "Cache-Control": "private, no-store", "X-Content-Type-Options": "nosniff" }).send(Buffer.from(photo.content));
    },
  });
}
