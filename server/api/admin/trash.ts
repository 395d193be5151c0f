import type { Response } from "express";
import { z } from "zod";
import { createMediaStorage } from "#server/services/storage.ts";
import { hideTrashedImages, releaseTrashedFiles } from "#server/services/trash-files.ts";
import { RESOURCES, TRASH_DAYS, TRASHABLE } from "#domain/resources.ts";
import { trashEntry } from "#domain/models.ts";
import { adminListQuery, dataOf, deletedSchema, errorSchema, idsQuery, pageOf, recordId } from "#domain/schemas.ts";
import type { ApiDeps } from "../deps.ts";
import type { EndpointGroup } from "../endpoint.ts";
import { sendData, sendPage } from "../envelope.ts";
import { noteAudit } from "./audit-note.ts";

const tag = "Trash";
const named = (entries: readonly { title: string }[]) => entries.map((entry) => entry.title || "—").join(", ");

/**
 * The trash (decision 091): what editors deleted, for TRASH_DAYS days. Editors list and restore; deleting for good
 * (chosen entries or all) is admins' only (the declaration's `adminOnlyCalls`).
 */
export function adminTrashEndpoints(api: EndpointGroup, { services, config, files }: ApiDeps): void {
  const stores = { media: createMediaStorage(config), files };
  /** Deletes for good, then removes the files the entries kept. */
  const purge = async (res: Response, ids?: readonly number[]) => {
    const purged = await services.trash.purgeTrash(ids);
    noteAudit(res, { action: "purge", recordTitle: named(purged), summary: `Deleted permanently: ${purged.length}` });
    await releaseTrashedFiles(stores, purged);
    return purged.length;
  };

  api.add({
    method: "get",
    path: "/trash",
    tag,
    summary: "The trash",
    description: `Deleted records, newest first, each kept ${TRASH_DAYS} days: what it was, who deleted it and when, and when it goes for good. q searches the names and who deleted them.`,
    query: adminListQuery(RESOURCES.trash.sortColumns).extend({ resource: z.enum(TRASHABLE).optional() }),
    responses: { 200: { description: "A page of trash entries", schema: pageOf(trashEntry) } },
    async handle({ query }, res) {
      sendPage(
        res,
        await services.trash.listTrash({
          page: query.page,
          perPage: query.per_page,
          q: query.q,
          sort: query.sort,
          order: query.order,
          where: { resource: query.resource },
        }),
      );
    },
  });
  api.add({
    method: "post",
    path: "/trash/_restore",
    tag,
    summary: "Restore records from the trash",
    description:
      "Puts the records back with their ids, revisions, translations, the rows that went with them and the references that pointed at them; " +
      "all or nothing. 409 when a slot the record needs was taken meanwhile (a category's landing page, a part number), saying what to do.",
    body: z.object({ ids: z.array(recordId).min(1).max(500) }),
    audit: { action: "untrash" },
    responses: {
      200: { description: "The restored entries", schema: dataOf(z.array(trashEntry)) },
      404: { description: "None of the entries exist", schema: errorSchema },
      409: { description: "A slot the record needs is taken", schema: errorSchema },
    },
    async handle({ body }, res) {
      const snapshots = await services.trash.snapshotsOf(body.ids);
      const restored = await services.trash.restoreFromTrash(body.ids);
      // A restored image's files are served again (decision 096).
      await hideTrashedImages(stores.media, snapshots, false);
      noteAudit(res, {
        recordTitle: named(restored),
        summary: `Restored from trash: ${restored.map((entry) => `${entry.resource} #${entry.record_id}`).join(", ")}`,
      });
      sendData(res, restored);
    },
  });
  api.add({
    method: "delete",
    path: "/trash/_delete",
    tag,
    summary: "Delete trash entries permanently (admins)",
    description: "The records and their files are gone for good. 404 when none of the ids exist.",
    query: idsQuery,
    audit: { action: "purge" },
    responses: { 200: { description: "How many entries were deleted", schema: deletedSchema } },
    async handle({ query }, res) {
      sendData(res, { deleted: await purge(res, query.ids) });
    },
  });
  api.add({
    method: "delete",
    path: "/trash/_empty",
    tag,
    summary: "Empty the trash (admins)",
    description: "Every entry and its files are gone for good.",
    audit: { action: "purge" },
    responses: { 200: { description: "How many entries were deleted", schema: deletedSchema } },
    async handle(_input, res) {
      sendData(res, { deleted: await purge(res) });
    },
  });
}
