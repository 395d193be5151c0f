import { z } from "zod";
import { paperCopyRecords } from "#server/services/paper-copies.ts";
import { LOCALES } from "#domain/locales.ts";
import { RESOURCES } from "#domain/resources.ts";
import type { ApiDeps } from "../deps.ts";
import { paperCopyRequest } from "#domain/document-models.ts";
import type { EndpointGroup } from "../endpoint.ts";
import { sendData } from "../envelope.ts";
import { dataOf, errorSchema, idParam } from "#domain/schemas.ts";
import { crudEndpoints } from "./crud.ts";

/** Requests for printed manuals (decision 081): the queue (due 30 days after each request), mark as sent, delete. Admins only (personal data). */
export function adminPaperCopyEndpoints(api: EndpointGroup, deps: ApiDeps): void {
  const { services } = deps;
  api.add({
    method: "post",
    path: "/paper-copies/:id/_sent",
    tag: "Paper copies",
    summary: "Mark a printed copy as sent",
    params: idParam,
    responses: {
      200: { description: "Marked sent", schema: dataOf(paperCopyRequest) },
      409: { description: "Marked sent already", schema: errorSchema },
    },
    async handle({ params }, res) {
      sendData(res, await services.paperCopies.markPaperCopySent(params.id));
    },
  });
  crudEndpoints(api, deps, {
    path: "/paper-copies",
    tag: "Paper copies",
    label: "Paper copy request",
    records: paperCopyRecords,
    record: paperCopyRequest,
    sortColumns: RESOURCES.paperCopies.sortColumns,
    searchHint: "name, email, address, document title, product name and model",
    filters: { status: z.enum(["open", "sent"]).optional(), language: z.enum(LOCALES).optional() },
    where: (query) => ({ status: query.status as string | undefined, language: query.language as string | undefined }),
    dated: true,
  });
}
