import type { Response } from "express";
import { z } from "zod";
import { currentAdmin } from "#server/http/auth.ts";
import type { ListRequest, RecordType } from "#server/services/records.ts";
import { PREVIEW_LIFETIME_HOURS } from "#server/services/previews.ts";
import { EditConflict, type Actor } from "#server/services/revisions.ts";
import { isPreviewResource, isPublishableResource, RESOURCES, resourceNameAt, type ResourceDeclaration, type ResourceName } from "#domain/resources.ts";
import { HttpError, messageFor } from "#server/http/errors.ts";
import type { Services } from "#server/services/index.ts";
import type { ApiDeps } from "../deps.ts";
import { showOne, type EndpointGroup } from "../endpoint.ts";
import { sendData, sendPage } from "../envelope.ts";
import { changedFields, recordTitleOf } from "#server/services/audit-changes.ts";
import { noteAudit } from "./audit-note.ts";
import {
  adminListQuery,
  dataOf,
  dateRange,
  deletedSchema,
  errorSchema,
  idParam,
  idsQuery,
  pageOf,
  trashedSchema,
  validationErrorSchema,
} from "#domain/schemas.ts";

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
  /** GET {path}/{id} and the update answer this instead of the row (e.g. with the records it groups); 404 as getRecord. */
  show?: (id: number) => Promise<unknown>;
  /**
   * Runs before rows are deleted and answers what to do once they are gone, e.g. remove the files of the records
   * the database deletes with them (a product's documents). Not run when the delete fails.
   */
  deleting?: (ids: readonly number[]) => Promise<() => Promise<void>>;
  /** Runs before any delete, to the trash or for good, and throws when these records may not go (a published safety notice). */
  refuse?: (ids: readonly number[]) => Promise<void>;
}

export function actorOf(res: Response): Actor {
  const admin = currentAdmin(res);
  return { id: admin.id, email: admin.email };
}

/**
 * The one delete of every resource that declares a trash (decision 091), whichever router answers it: the records go to
 * the trash, one entry each, and the audit entry is a "trash" naming them. Answers what the delete answers.
 */
export async function moveToTrash(
  res: Response,
  services: Services,
  move: { resource: ResourceName; ids: readonly number[]; label: string; every?: boolean },
): Promise<{ deleted: number; trash_ids: number[] }> {
  const entries = await services.trash.moveToTrash({ ...move, actor: actorOf(res) });
  const titles = entries.map((entry) => entry.title || `#${entry.record_id}`);
  noteAudit(res, { action: "trash", recordTitle: titles.join(", "), summary: `Moved to the trash: ${titles.join(", ")}` });
  return { deleted: entries.length, trash_ids: entries.map((entry) => entry.id) };
}

/** Runs `remove` inside a resource's `deleting` hook: its follow-up runs once the rows are gone, never after a failure. */
export async function deleteWith<T>(deleting: CrudResource["deleting"], ids: readonly number[], remove: () => Promise<T>): Promise<T> {
  const followUp = await deleting?.(ids);
  const result = await remove();
  await followUp?.();
  return result;
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
  // History (decision 056): revisions are kept per API path, e.g. "articles" or "page/ones".
  const historyKey = path.replace(/^\//, "");
  const trashName = resourceNameAt(historyKey);
  const declaration: ResourceDeclaration | undefined = trashName && RESOURCES[trashName];
  const trashable = trashName !== undefined && declaration?.table === records.table && declaration.trash !== undefined;
  /**
   * Deletes: to the trash when the resource declares one (its files stay until the entry is purged), else for good, the
   * log naming what went (read first: afterwards there is nothing left to name).
   */
  const deleteWithFollowUp = async (res: Response, ids: readonly number[]): Promise<{ deleted: number; trash_ids?: number[] }> => {
    await resource.refuse?.(ids);
    if (trashable) return moveToTrash(res, services, { resource: trashName, ids, label });
    const titles = await Promise.all(ids.map((id) => services.records.getRecord(records, id).then(recordTitleOf, () => "")));
    noteAudit(res, { recordTitle: titles.filter(Boolean).join(", ") });
    return { deleted: await deleteWith(resource.deleting, ids, () => services.records.deleteRecords(records, ids)) };
  };

  api.add({
    method: "delete",
    path: `${path}/_delete`,
    tag,
    summary: `Delete several ${plural}`,
    description: trashable ? "They go to the trash (decision 091): restorable for 30 days with their revisions; `trash_ids` names the entries." : undefined,
    query: idsQuery,
    responses: { 200: { description: "How many were deleted; 404 when none of the ids exist", schema: trashable ? trashedSchema : deletedSchema } },
    async handle({ query }, res) {
      sendData(res, await deleteWithFollowUp(res, query.ids));
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
        // The record and its first revision are written together: a failed history write leaves no record a retry would duplicate.
        const { created, version } = await services.transaction(async (tx) => {
          const created = (await tx.records.createRecord(records, body)) as { id: number };
          const version = await tx.revisions.recordRevision({ resource: historyKey, recordId: created.id, actor: actorOf(res), note: "create", data: created });
          return { created, version };
        });
        res.setHeader("X-Record-Version", String(version));
        noteAudit(res, { recordTitle: recordTitleOf(created) });
        sendData(res, created, 201);
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
      find: (id) => (resource.show ? resource.show(id) : services.records.getRecord(records, id)),
    }),
  );
  api.add({
    method: "delete",
    path: `${path}/:id`,
    tag,
    summary: `Delete a ${label.toLowerCase()}`,
    description: trashable ? "It goes to the trash (decision 091): restorable for 30 days with its revisions." : undefined,
    params: idParam,
    responses: { 200: { description: "Deleted", schema: trashable ? trashedSchema : deletedSchema } },
    async handle({ params }, res) {
      sendData(res, await deleteWithFollowUp(res, [params.id]));
    },
  });
  if (resource.input) {
    const input = resource.input;
    const changes = input.partial().extend({
      base_version: z
        .int()
        .min(0)
        .optional()
        .meta({ description: "The revision the edit started from (X-Record-Version / the history's newest); an outdated one answers 409" }),
    });
    /** Saves `values` as a new revision, with the state before history as its first revision when there was none. */
    const saveWithHistory = async (res: Response, id: number, values: Record<string, unknown>, note: string, on: Services = services, baseVersion?: number) => {
      const {
        record: updated,
        version,
        changes,
      } = await on.revisions.updateWithHistory({
        records,
        resource: historyKey,
        recordId: id,
        values,
        actor: actorOf(res),
        note,
        baseVersion,
      });
      res.setHeader("X-Record-Version", String(version));
      // A save of the same values keeps no revision and leaves no audit entry.
      noteAudit(res, { recordTitle: recordTitleOf(updated), changes, nothingChanged: !changes.length });
      return updated;
    };
    api.add({
      method: "post",
      path: `${path}/:id/_update`,
      tag,
      summary: `Update a ${label.toLowerCase()}`,
      description:
        "Partial update: only the fields sent change. Each save keeps a revision (see …/revisions). " +
        "With `base_version`, a save based on an outdated version answers 409 with the current record, its version and who saved it, and changes nothing.",
      params: idParam,
      body: changes,
      responses: {
        200: { description: "Updated; X-Record-Version names the new revision", schema: dataOf(record) },
        409: { description: "Someone saved since base_version", schema: conflictSchema(record) },
      },
      async handle({ params, body }, res, req) {
        const { base_version, ...values } = body;
        let updated: unknown;
        try {
          // The version is checked in the save's transaction: of two saves based on one version, only the first goes through.
          updated = await saveWithHistory(res, params.id, values, "update", services, base_version as number | undefined);
        } catch (error) {
          if (!(error instanceof EditConflict)) throw error;
          const { latest } = error;
          res.status(409).json({
            message: messageFor(req, `${label} was changed by ${latest.actor || "someone"} since you opened it.`),
            current: latest.data,
            version: latest.version,
            changed_by: latest.actor,
            changed_at: latest.created_at,
          });
          return;
        }
        sendData(res, resource.show ? await resource.show(params.id) : updated);
      },
    });
    api.add({
      method: "get",
      path: `${path}/:id/revisions`,
      tag,
      summary: `The history of a ${label.toLowerCase()}`,
      description: "Every kept revision, newest first: version, who, when, and the full record in all languages.",
      params: idParam,
      responses: { 200: { description: "Revisions", schema: dataOf(z.array(revisionSchema)) } },
      async handle({ params }, res) {
        await services.records.getRecord(records, params.id);
        sendData(res, await services.revisions.listRevisions(historyKey, params.id));
      },
    });
    if (isPreviewResource(historyKey)) {
      const preview = historyKey;
      api.add({
        method: "post",
        path: `${path}/:id/_preview`,
        tag,
        summary: `Preview a ${label.toLowerCase()} with unsaved changes`,
        description:
          `Takes the same body as …/_update and writes nothing to the ${label.toLowerCase()}: it answers links to its public page in each language, ` +
          `showing the record as that save would make it. The links work without signing in, are never indexed or cached, and expire after ${PREVIEW_LIFETIME_HOURS} hours (decision 061).`,
        params: idParam,
        body: changes,
        // A preview changes nothing: not an audited action.
        audit: false,
        responses: {
          201: { description: "The preview's links", schema: dataOf(previewLinksSchema) },
          422: { description: "A value the save would refuse", schema: validationErrorSchema },
        },
        async handle({ params, body }, res) {
          const { base_version: _ignored, ...changes } = body;
          sendData(res, await services.previews.createPreview({ resource: preview, id: params.id, changes, userId: currentAdmin(res).id }), 201);
        },
      });
    }
    if (isPublishableResource(historyKey)) pendingDraftEndpoints(api, services, resource, changes, saveWithHistory);
    const fields = Object.keys(input.shape);
    api.add({
      method: "post",
      path: `${path}/:id/revisions/:version/_restore`,
      tag,
      summary: `Restore a revision of a ${label.toLowerCase()}`,
      description: "Saves the revision's fields as a new revision (the current state stays in the history). 422 names a reference that no longer exists.",
      params: idParam.extend({ version: z.coerce.number().int().positive().max(1_000_000) }),
      responses: {
        200: { description: "Restored", schema: dataOf(record) },
        422: { description: "A field refers to something deleted since", schema: validationErrorSchema },
      },
      async handle({ params }, res) {
        await services.records.getRecord(records, params.id);
        const revision = await services.revisions.getRevision(historyKey, params.id, params.version);
        const values = input
          .partial()
          .parse(Object.fromEntries(fields.filter((field) => field in revision.data).map((field) => [field, revision.data[field]])));
        noteAudit(res, { action: "restore", summary: `Restored version ${params.version}` });
        sendData(res, await saveWithHistory(res, params.id, values, `restore of ${params.version}`));
      },
    });
  }
}

const pendingDraftSchema = z
  .object({
    changes: z.record(z.string(), z.unknown()).meta({ description: "The unsaved changes, as an update body" }),
    actor: z.string(),
    updated_at: z.string(),
    base_version: z.int().nullable().meta({ description: "The revision the draft was kept on top of; publishing refuses (409) once a newer one exists" }),
  })
  .meta({ id: "PendingDraft" });

const NO_PENDING_DRAFT = "There are no pending changes.";
const DRAFT_OUTDATED = "The record was saved again after these pending changes were kept: open it, check the form and keep them again before publishing.";

/**
 * Pending drafts (decision 059): changes to a record kept apart while the live version stays as it
 * is, then published as a normal save (a revision noted "publish", an audit entry) or discarded.
 */
function pendingDraftEndpoints(
  api: EndpointGroup,
  services: ApiDeps["services"],
  resource: CrudResource,
  changes: z.ZodObject<z.ZodRawShape>,
  saveWithHistory: (res: Response, id: number, values: Record<string, unknown>, note: string, on?: Services, baseVersion?: number) => Promise<unknown>,
): void {
  const { path, tag, label, records, record } = resource;
  const key = path.replace(/^\//, "");
  const name = label.toLowerCase();
  api.add({
    method: "get",
    path: `${path}/:id/_draft`,
    tag,
    summary: `The pending changes of a ${name}`,
    params: idParam,
    responses: { 200: { description: "The pending draft, or null", schema: dataOf(pendingDraftSchema.nullable()) } },
    async handle({ params }, res) {
      await services.records.getRecord(records, params.id);
      sendData(res, await services.publishing.getPendingDraft(key, params.id));
    },
  });
  api.add({
    method: "post",
    path: `${path}/:id/_draft`,
    tag,
    summary: `Keep changes to a ${name} as a pending draft`,
    description:
      "Takes the same body as …/_update and checks it as a save would (422), but the live record does not change; a newer draft replaces the older one. " +
      "`base_version` (else the newest revision) is kept with it: publishing refuses once the record has a newer one.",
    params: idParam,
    body: changes,
    audit: { action: "draft" },
    responses: { 200: { description: "The pending draft", schema: dataOf(pendingDraftSchema) } },
    async handle({ params, body }, res) {
      const { base_version, ...values } = body;
      await services.records.checkUpdate(records, params.id, values);
      // The live record does not change: the entry says what the draft would change.
      const live = (await services.records.getRecord(records, params.id)) as Record<string, unknown>;
      noteAudit(res, { recordTitle: recordTitleOf(live), changes: changedFields(live, { ...live, ...values }, Object.keys(values)) });
      const admin = currentAdmin(res);
      const baseVersion = typeof base_version === "number" ? base_version : await services.revisions.latestVersion(key, params.id);
      sendData(
        res,
        await services.publishing.savePendingDraft({
          resource: key,
          recordId: params.id,
          changes: values,
          actor: { id: admin.id, email: admin.email },
          baseVersion,
        }),
      );
    },
  });
  api.add({
    method: "post",
    path: `${path}/:id/_publish`,
    tag,
    summary: `Publish the pending changes of a ${name}`,
    description:
      "Saves the pending draft as a new revision (noted 'publish') and removes it; 404 when there is none, " +
      "409 (nothing changes) when the record was saved again after the draft was kept.",
    params: idParam,
    responses: {
      200: { description: "The record as published", schema: dataOf(record) },
      409: { description: "The record was saved again after the draft was kept", schema: errorSchema },
    },
    async handle({ params }, res) {
      await services.records.getRecord(records, params.id);
      const draft = await services.publishing.getPendingDraft(key, params.id);
      if (!draft) throw new HttpError(404, NO_PENDING_DRAFT);
      // The save and the draft's removal together: a refused save keeps the draft.
      const published = await services
        .transaction(async (tx) => {
          const saved = await saveWithHistory(res, params.id, draft.changes, "publish", tx, draft.base_version ?? undefined);
          await tx.publishing.discardPendingDraft(key, params.id);
          return saved;
        })
        .catch((error: unknown) => {
          throw error instanceof EditConflict ? new HttpError(409, DRAFT_OUTDATED) : error;
        });
      sendData(res, published);
    },
  });
  api.add({
    method: "post",
    path: `${path}/:id/_discard`,
    tag,
    summary: `Discard the pending changes of a ${name}`,
    params: idParam,
    audit: { action: "discard" },
    responses: { 200: { description: "Discarded; 404 when there was none", schema: deletedSchema } },
    async handle({ params }, res) {
      noteAudit(res, { recordTitle: recordTitleOf(await services.records.getRecord(records, params.id)) });
      if (!(await services.publishing.discardPendingDraft(key, params.id))) throw new HttpError(404, NO_PENDING_DRAFT);
      sendData(res, { deleted: 1 });
    },
  });
}

const previewLinksSchema = z
  .object({
    urls: z
      .object({ en: z.string(), fr: z.string(), nl: z.string() })
      .meta({ description: "The public page with the changes, per language, relative to the site" }),
    expires_at: z.string(),
  })
  .meta({ id: "PreviewLinks" });

const revisionSchema = z
  .object({
    version: z.int(),
    created_at: z.string(),
    user_id: z.int().nullable(),
    actor: z.string(),
    note: z.string(),
    data: z.record(z.string(), z.unknown()),
  })
  .meta({ id: "Revision" });

function conflictSchema(record: z.ZodType) {
  return z.object({ message: z.string(), current: record, version: z.int(), changed_by: z.string(), changed_at: z.string() });
}
