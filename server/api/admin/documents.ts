import type { Request, Response } from "express";
import { z } from "zod";
import { HttpError } from "#server/http/errors.ts";
import { singleFileUpload } from "#server/http/multipart.ts";
import { documentRecords, type DocumentFile, type VersionFields } from "#server/services/documents.ts";
import { DOCUMENT_KINDS } from "#domain/documents.ts";
import { LOCALES } from "#domain/locales.ts";
import type { ApiDeps } from "../deps.ts";
import {
  adminDocument,
  adminDocumentVersion,
  documentChanges,
  documentInput,
  VERSION_FIELD_NAMES,
  versionInput,
  withdrawInput,
} from "#domain/document-models.ts";
import type { EndpointGroup } from "../endpoint.ts";
import { sendData } from "../envelope.ts";
import { dataOf, errorSchema, flagQuery, idParam, idsQuery, recordId, trashedSchema, validationErrorSchema } from "#domain/schemas.ts";
import { crudEndpoints, moveToTrash } from "./crud.ts";
import { RESOURCES } from "#domain/resources.ts";

/** Splits a form's version fields (label, date, range) from the document's own. */
function splitVersion<T extends Record<string, unknown>>(body: T): { fields: Omit<T, keyof VersionFields | "file">; version: VersionFields } {
  const fields: Record<string, unknown> = {};
  const version: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(body)) {
    if (key === "file") continue;
    if ((VERSION_FIELD_NAMES as string[]).includes(key)) version[key] = value;
    else fields[key] = value;
  }
  return { fields: fields as Omit<T, keyof VersionFields | "file">, version: version as VersionFields };
}

const versionParams = z.object({ id: idParam.shape.id, versionId: idParam.shape.id });

function fileOf(req: Request): DocumentFile | undefined {
  return req.file ? { buffer: req.file.buffer, originalName: req.file.originalname } : undefined;
}

/** Product documents: PDFs checked by content, stored in the file store (FILES_DIR or S3 "private/"), served by /documents/…. */
export function adminDocumentEndpoints(api: EndpointGroup, deps: ApiDeps): void {
  const { services, config, files: store } = deps;
  const upload = singleFileUpload(config.DOCUMENT_MAX_BYTES);
  /** To the trash (decision 091), unless one of them has been public. */
  const trashDocuments = async (res: Response, ids: readonly number[]) => {
    await services.documents.refuseDeletingReleased(ids);
    return moveToTrash(res, services, { resource: "documents", ids, label: "Document" });
  };
  const fileErrors = {
    413: { description: "Larger than DOCUMENT_MAX_BYTES", schema: errorSchema },
    415: { description: "Not a PDF (judged by content)", schema: errorSchema },
  };

  api.add({
    method: "delete",
    path: "/documents/_delete",
    tag: "Documents",
    summary: "Delete several documents (to the trash, with their files)",
    query: idsQuery,
    responses: { 200: { description: "How many were deleted; 404 when none of the ids exist", schema: trashedSchema } },
    async handle({ query }, res) {
      sendData(res, await trashDocuments(res, query.ids));
    },
  });
  api.add({
    method: "post",
    path: "/documents",
    tag: "Documents",
    summary: "Upload a document (PDF)",
    description: "multipart/form-data: commodity_id, kind, locale, title, published (default 1) and the PDF in `file`, judged by content.",
    before: [upload],
    bodyType: "multipart/form-data",
    body: documentInput,
    responses: {
      201: { description: "Stored", schema: dataOf(adminDocument) },
      ...fileErrors,
      422: { description: "Invalid fields or no file", schema: validationErrorSchema },
    },
    async handle({ body }, res, req) {
      const file = fileOf(req);
      if (!file) throw new HttpError(422, "Choose a PDF file to upload.", { file: ["Choose a PDF file to upload."] });
      const { fields, version } = splitVersion(body);
      sendData(res, await services.documents.createDocument(store, fields, file, version), 201);
    },
  });
  api.add({
    method: "post",
    path: "/documents/:id/_update",
    tag: "Documents",
    summary: "Update a document, optionally with a new PDF",
    description:
      "JSON, or multipart/form-data with a new PDF in `file`, which is added as the document's next version (every earlier version keeps its " +
      "download address). Only the fields sent change. A document that has been public cannot be unpublished (409).",
    before: [upload],
    bodyType: "multipart/form-data",
    params: idParam,
    body: documentChanges,
    responses: {
      200: { description: "Updated", schema: dataOf(adminDocument) },
      ...fileErrors,
      409: { description: "Unpublishing a document that has been public", schema: errorSchema },
    },
    async handle({ params, body }, res, req) {
      const { fields, version } = splitVersion(body);
      sendData(res, await services.documents.updateDocument(store, params.id, fields, fileOf(req), version));
    },
  });
  api.add({
    method: "get",
    path: "/documents/:id/versions",
    tag: "Documents",
    summary: "A document's versions, newest first",
    params: idParam,
    responses: { 200: { description: "The versions", schema: dataOf(z.array(adminDocumentVersion)) } },
    async handle({ params }, res) {
      sendData(res, await services.documents.listVersions(params.id));
    },
  });
  api.add({
    method: "post",
    path: "/documents/:id/versions",
    tag: "Documents",
    summary: "Add a version (a new PDF) to a document",
    description: "multipart/form-data: the PDF in `file`, and optionally label, published_on, serial_from, serial_to, made_from, made_to.",
    before: [upload],
    bodyType: "multipart/form-data",
    params: idParam,
    body: versionInput,
    responses: {
      201: { description: "Added; it is now the current version", schema: dataOf(adminDocumentVersion) },
      ...fileErrors,
      422: { description: "Invalid fields or no file", schema: validationErrorSchema },
    },
    async handle({ params, body }, res, req) {
      const file = fileOf(req);
      // A missing document answers 404 before anything about the upload.
      await services.documents.listVersions(params.id);
      if (!file) throw new HttpError(422, "Choose a PDF file to upload.", { file: ["Choose a PDF file to upload."] });
      const { version } = splitVersion(body);
      sendData(res, await services.documents.addVersion(store, params.id, file, version), 201);
    },
  });
  api.add({
    method: "post",
    path: "/documents/:id/versions/:versionId/_withdraw",
    tag: "Documents",
    summary: "Withdraw a version, with a reason",
    description: "The version stays listed (and downloadable) on the public pages, marked withdrawn with the reason. It cannot be undone.",
    params: versionParams,
    body: withdrawInput,
    responses: {
      200: { description: "Withdrawn", schema: dataOf(adminDocumentVersion) },
      409: { description: "Withdrawn already", schema: errorSchema },
      422: { description: "No reason", schema: validationErrorSchema },
    },
    async handle({ params, body }, res) {
      sendData(res, await services.documents.withdrawVersion(params.id, params.versionId, body.reason));
    },
  });
  api.add({
    method: "delete",
    path: "/documents/:id",
    tag: "Documents",
    summary: "Delete a document (to the trash, with its file)",
    params: idParam,
    responses: {
      200: { description: "Deleted", schema: trashedSchema },
      409: { description: "The document has been public: it stays in the archive", schema: errorSchema },
    },
    async handle({ params }, res) {
      sendData(res, await trashDocuments(res, [params.id]));
    },
  });
  crudEndpoints(api, deps, {
    path: "/documents",
    tag: "Documents",
    label: "Document",
    records: documentRecords,
    record: adminDocument,
    sortColumns: RESOURCES.documents.sortColumns,
    searchHint: "the title and the file name",
    filters: {
      commodity_id: z.coerce.number().pipe(recordId).optional(),
      kind: z.enum(DOCUMENT_KINDS).optional(),
      locale: z.enum(LOCALES).optional(),
      published: flagQuery.optional(),
    },
    where: (query) => ({
      commodity_id: query.commodity_id as number | undefined,
      kind: query.kind as string | undefined,
      locale: query.locale as string | undefined,
      published: query.published as number | undefined,
    }),
  });
}
