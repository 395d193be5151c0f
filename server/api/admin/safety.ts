import { z } from "zod";
import { mailOrigin } from "#server/http/origin.ts";
import { HttpError } from "#server/http/errors.ts";
import { Conflict } from "#server/services/errors.ts";
import { safetyNoticeRecords, safetyReportRecords } from "#server/services/safety.ts";
import { NOTICE_STATUSES } from "#domain/safety.ts";
import { RESOURCES } from "#domain/resources.ts";
import type { ApiDeps } from "../deps.ts";
import type { EndpointGroup } from "../endpoint.ts";
import { sendData } from "../envelope.ts";
import { dataOf, idList, idParam, recordId } from "#domain/schemas.ts";
import {
  recallProgress,
  safetyNoticeChanges,
  safetyNoticeInput,
  safetyNoticeRecord,
  safetyReportChanges,
  safetyReportRecord,
  SAFETY_REPORT_STATUSES,
} from "#domain/safety-models.ts";
import { crudEndpoints } from "./crud.ts";

const noticeFlag = z.object({ id: z.int(), slug: z.string(), title: z.string(), remedy: z.string() });

/**
 * Safety notices and recalls (decision 077): CRUD, the recall mailing's progress, and the incident reports'
 * queue. Saving a notice as active mails every affected registered owner once (through the outbox); notices
 * that were ever published cannot be deleted (they are the record a market authority asks for), only closed.
 */
export function adminSafetyEndpoints(api: EndpointGroup, deps: ApiDeps): void {
  const { services, config } = deps;
  const origin = mailOrigin(config);
  const mailIfActive = async (notice: { id: number; status: string }) => {
    if (notice.status === "active") await services.safety.enqueueRecallMailing(notice.id, { origin });
  };

  api.add({
    method: "post",
    path: "/safety/notices",
    tag: "Safety",
    summary: "Create a safety notice",
    description: "With status `active` the notice is published and every affected registered owner is mailed once, in their language.",
    body: safetyNoticeInput,
    responses: { 201: { description: "Created", schema: dataOf(safetyNoticeRecord) } },
    async handle({ body }, res) {
      const created = (await services.records.createRecord(safetyNoticeRecords, body)) as { id: number; status: string };
      await mailIfActive(created);
      sendData(res, created, 201);
    },
  });
  api.add({
    method: "post",
    path: "/safety/notices/:id/_update",
    tag: "Safety",
    summary: "Update a safety notice",
    description: "Partial update. Made `active`, the notice's owners are mailed (each once, however often it is saved).",
    params: idParam,
    body: safetyNoticeChanges,
    responses: { 200: { description: "Updated", schema: dataOf(safetyNoticeRecord) } },
    async handle({ params, body }, res) {
      const updated = (await services.records.updateRecord(safetyNoticeRecords, params.id, body)) as { id: number; status: string };
      await mailIfActive(updated);
      sendData(res, updated);
    },
  });
  api.add({
    method: "get",
    path: "/safety/notices/:id/progress",
    tag: "Safety",
    summary: "The recall mailing's progress",
    description: "Counts only, no addresses: affected registrations, mails queued, to send, sent and failed.",
    params: idParam,
    responses: { 200: { description: "The counts", schema: dataOf(recallProgress) } },
    async handle({ params }, res) {
      res.set("Cache-Control", "private, no-store");
      sendData(res, await services.safety.recallProgress(params.id));
    },
  });
  crudEndpoints(api, deps, {
    path: "/safety/notices",
    tag: "Safety",
    label: "Safety notice",
    records: safetyNoticeRecords,
    record: safetyNoticeRecord,
    sortColumns: RESOURCES.safetyNotices.sortColumns,
    searchHint: "the address, titles and models",
    filters: { status: z.enum(NOTICE_STATUSES).optional() },
    where: (query) => ({ status: query.status as string | undefined }),
    // A notice that was ever public stays on record, so it never goes to the trash, whose entries are purged; one that
    // never was goes there with its mailing rows (decision 096).
    async refuse(ids) {
      const published = await services.safety.publishedAmong(ids);
      if (published) throw new Conflict("A notice that was published stays on record: close it instead of deleting it.");
    },
  });

  api.add({
    method: "get",
    path: "/safety/registration-flags",
    tag: "Safety",
    summary: "Active notices affecting some registrations",
    description: "For the registrations list: each given registration id that an active notice affects, with those notices.",
    query: z.object({ ids: idList }),
    responses: { 200: { description: "Registration id → notices", schema: dataOf(z.record(z.string(), z.array(noticeFlag))) } },
    async handle({ query }, res) {
      res.set("Cache-Control", "private, no-store");
      sendData(res, await services.safety.registrationFlags(query.ids));
    },
  });

  api.add({
    method: "post",
    path: "/safety/reports/:id/_update",
    tag: "Safety",
    summary: "Update an incident report (status, urgent, internal note)",
    params: idParam,
    body: safetyReportChanges,
    responses: { 200: { description: "Updated", schema: dataOf(safetyReportRecord) } },
    async handle({ params, body }, res) {
      await services.records.updateRecord(safetyReportRecords, params.id, body);
      sendData(res, await services.safety.getSafetyReport(params.id));
    },
  });
  api.add({
    method: "get",
    path: "/safety/reports/:id/photos/:photo",
    tag: "Safety",
    summary: "One photo of an incident report",
    params: z.object({ id: z.coerce.number().pipe(recordId), photo: z.coerce.number().pipe(recordId) }),
    responses: { 200: { description: "The photo (WebP)", contentType: "image/webp", schema: z.string().meta({ format: "binary" }) } },
    async handle({ params }, res) {
      const photo = await services.safety.reportPhoto(params.id, params.photo);
      if (!photo) throw new HttpError(404, "Photo not found.");
      res.status(200).type(photo.mime).set({ "Cache-Control": "private, no-store", "X-Content-Type-Options": "nosniff" }).send(Buffer.from(photo.content));
    },
  });
  crudEndpoints(api, deps, {
    path: "/safety/reports",
    tag: "Safety",
    label: "Safety report",
    records: safetyReportRecords,
    record: safetyReportRecord,
    sortColumns: RESOURCES.safetyReports.sortColumns,
    searchHint: "the reference, product, serial, name, email and description",
    filters: { status: z.enum(SAFETY_REPORT_STATUSES).optional() },
    where: (query) => ({ status: query.status as string | undefined }),
    dated: true,
    show: (id) => services.safety.getSafetyReport(id),
  });
}
