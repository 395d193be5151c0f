import { z } from "zod";
import type { ListRequest, RecordType } from "#server/services/records.ts";
import type { ApiDeps } from "../index.ts";
import { showOne, type EndpointGroup } from "../endpoint.ts";
import { sendData, sendPage } from "../envelope.ts";
import { adminListQuery, dataOf, dateRange, deletedSchema, idParam, idsQuery, pageOf } from "../schemas.ts";

type Where = ListRequest["where"];

export interface CrudResource {
  /** Express path under /api/ad, e.g. "/posters". */
  path: string;
  tag: string;
  /** Singular, capitalised: "Poster". */
  label: string;
  records: RecordType;
  /** The record as answered (for the OpenAPI document). */
  record: z.ZodType;
  /** The create body; updates take the same fields, all optional. Omitted: no create or update. */
  input?: z.ZodObject<z.ZodRawShape>;
  sortColumns: readonly [string, ...string[]];
  /** What `q` searches, for the documentation. */
  searchHint: string;
  /** Extra list parameters, turned into column filters by `where`. */
  filters?: z.ZodRawShape;
  where?: (query: Record<string, unknown>) => Where | Promise<Where>;
  /** Accepts from/to on created_at. */
  dated?: boolean;
}

/** The list query schema of a resource: page, per_page, q, sort, order, its filters (and from/to). */
export function listQueryOf(resource: CrudResource) {
  return adminListQuery(resource.sortColumns).extend({ ...(resource.filters ?? {}), ...(resource.dated ? dateRange : {}) });
}

/** Parsed list parameters to the service's request. */
export async function listRequestOf(resource: CrudResource, query: Record<string, unknown>): Promise<ListRequest> {
  return {
    page: Number(query.page),
    perPage: Number(query.per_page),
    q: query.q as string | undefined,
    sort: query.sort as string | undefined,
    order: query.order as ListRequest["order"],
    from: query.from as string | undefined,
    to: query.to as string | undefined,
    where: resource.where ? await resource.where(query) : undefined,
  };
}

/**
 * The admin conventions for one resource, all under /api/ad:
 * DELETE {path}/_delete?ids=1,2 · GET {path} · POST {path} · GET {path}/{id} · DELETE {path}/{id} · POST {path}/{id}/_update.
 */
export function crudEndpoints(api: EndpointGroup, { services }: ApiDeps, resource: CrudResource): void {
  const { path, tag, label, records, record } = resource;
  const plural = `${label.toLowerCase()}s`;

  api.add({
    method: "delete",
    path: `${path}/_delete`,
    tag,
    summary: `Delete several ${plural}`,
    query: idsQuery,
    responses: { 200: { description: "How many were deleted; 404 when none of the ids exist", schema: deletedSchema } },
    async handle({ query }, res) {
      sendData(res, { deleted: await services.records.deleteRecords(records, query.ids) });
    },
  });
  api.add({
    method: "get",
    path,
    tag,
    summary: `List ${plural}`,
    description: `q searches ${resource.searchHint}.`,
    query: listQueryOf(resource),
    responses: { 200: { description: `A page of ${plural}`, schema: pageOf(record) } },
    async handle({ query }, res) {
      sendPage(res, await services.records.listRecords(records, await listRequestOf(resource, query)));
    },
  });
  if (resource.input) {
    const input = resource.input;
    api.add({
      method: "post",
      path,
      tag,
      summary: `Create a ${label.toLowerCase()}`,
      body: input,
      responses: { 201: { description: "Created", schema: dataOf(record) } },
      async handle({ body }, res) {
        sendData(res, await services.records.createRecord(records, body), 201);
      },
    });
  }
  api.add(
    showOne({
      path: `${path}/:id`,
      tag,
      summary: `One ${label.toLowerCase()}`,
      label,
      answer: label,
      schema: record,
      find: (id) => services.records.getRecord(records, id),
    }),
  );
  api.add({
    method: "delete",
    path: `${path}/:id`,
    tag,
    summary: `Delete a ${label.toLowerCase()}`,
    params: idParam,
    responses: { 200: { description: "Deleted", schema: deletedSchema } },
    async handle({ params }, res) {
      sendData(res, { deleted: await services.records.deleteRecords(records, [params.id]) });
    },
  });
  if (resource.input) {
    const changes = resource.input.partial();
    api.add({
      method: "post",
      path: `${path}/:id/_update`,
      tag,
      summary: `Update a ${label.toLowerCase()}`,
      description: "Partial update: only the fields sent change.",
      params: idParam,
      body: changes,
      responses: { 200: { description: "Updated", schema: dataOf(record) } },
      async handle({ params, body }, res) {
        sendData(res, await services.records.updateRecord(records, params.id, body));
      },
    });
  }
}
