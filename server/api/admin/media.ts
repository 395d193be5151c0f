import type { Request } from "express";
import { z } from "zod";
import { currentAdmin } from "#server/http/auth.ts";
import { HttpError, requestLocale } from "#server/http/errors.ts";
import { fieldLabel } from "#server/http/field-labels.ts";
import { singleFileUpload } from "#server/http/multipart.ts";
import type { UploadedFile } from "#server/services/media.ts";
import { NO_FILE } from "#server/services/media-library.ts";
import { createMediaStorage } from "#server/services/storage.ts";
import { RESOURCES, resourceNameAt } from "#domain/resources.ts";
import type { ApiDeps } from "../deps.ts";
import type { EndpointGroup } from "../endpoint.ts";
import { sendData, sendPage } from "../envelope.ts";
import { moveToTrash } from "./crud.ts";
import { hideTrashedImages } from "#server/services/trash-files.ts";
import { mediaAltInput, mediaDetail, mediaItem, mediaListItem } from "#domain/models.ts";
import { adminListQuery, dataOf, errorSchema, flagQuery, idParam, idsQuery, pageOf, trashedSchema, validationErrorSchema } from "#domain/schemas.ts";

function fileOf(req: Request): UploadedFile | undefined {
  return req.file ? { buffer: req.file.buffer, originalName: req.file.originalname } : undefined;
}

/** The media library (decision 065): every uploaded image, where it is used, its alt texts; replace and delete. */
export function adminMediaEndpoints(api: EndpointGroup, { services, config }: ApiDeps): void {
  const storage = createMediaStorage(config);
  const upload = singleFileUpload(config.UPLOAD_MAX_BYTES);
  const fileBody = z.object({ file: z.any().meta({ type: "string", format: "binary", description: "The image" }) }).partial();
  const fileErrors = {
    413: { description: "Larger than UPLOAD_MAX_BYTES", schema: errorSchema },
    415: { description: "Not an accepted image type (judged by content; SVG is refused)", schema: errorSchema },
    422: { description: "No file sent, or an image over 50 megapixels", schema: validationErrorSchema },
  };
  const tag = "Media library";

  api.add({
    method: "delete",
    path: "/media/_delete",
    tag,
    summary: "Delete images (to the trash; their files are not served until a restore, and go when it is purged)",
    description:
      "All or nothing: 409, naming where, when any of them is used by a record or a record's pending changes; 404 when none of the ids exist. " +
      "The images go to the trash (decision 091), their files with every stored variant kept until the entry is purged.",
    query: idsQuery,
    responses: {
      200: { description: "How many were deleted", schema: trashedSchema },
      409: { description: "An image is in use", schema: errorSchema },
    },
    async handle({ query }, res, req) {
      // The refusal names the fields as the editor's screens do, in the editor's language.
      const locale = requestLocale(req);
      await services.mediaLibrary.refuseDeletingUsed(query.ids, (api, column) => {
        const resource = resourceNameAt(api);
        return resource ? fieldLabel(resource, column, locale) : column;
      });
      const trashed = await moveToTrash(res, services, { resource: "media", ids: query.ids, label: "Image" });
      // Their files stop being served while they are in the trash (decision 096).
      await hideTrashedImages(storage, await services.trash.snapshotsOf(trashed.trash_ids), true);
      sendData(res, trashed);
    },
  });
  api.add({
    method: "get",
    path: "/media",
    tag,
    summary: "List the library's images",
    description: "q searches the file name, the alt texts and the URL. Each image says in how many places it is used, records' pending changes included.",
    query: adminListQuery(RESOURCES.media.sortColumns, 24).extend({
      missing_alt: flagQuery.optional().meta({ description: "1: only images without an English alt text (which published records may not show)" }),
    }),
    responses: { 200: { description: "A page of images", schema: pageOf(mediaListItem) } },
    async handle({ query }, res) {
      sendPage(
        res,
        await services.mediaLibrary.listMedia({
          page: query.page,
          perPage: query.per_page,
          q: query.q,
          sort: query.sort,
          order: query.order,
          where: { en_alt: query.missing_alt ? "" : undefined },
        }),
      );
    },
  });
  api.add({
    method: "post",
    path: "/media",
    tag,
    summary: "Upload an image into the library",
    audit: { action: "upload" },
    description:
      "multipart/form-data with one field `file`: JPEG, PNG, WebP, GIF or AVIF, judged by content. Re-encoded to WebP as POST /uploads does; " +
      "the answer is the library entry (alt texts empty).",
    before: [upload],
    bodyType: "multipart/form-data",
    body: fileBody,
    responses: { 201: { description: "Stored", schema: dataOf(mediaItem) }, ...fileErrors },
    async handle(_input, res, req) {
      const file = fileOf(req);
      if (!file) throw new HttpError(422, NO_FILE, { file: [NO_FILE] });
      sendData(res, await services.mediaLibrary.uploadMedia(storage, file), 201);
    },
  });
  api.add({
    method: "get",
    path: "/media/_by_url",
    tag,
    summary: "The library entries of image URLs",
    description:
      "What an image field shows below its thumbnails: each URL's entry (a variant's URL finds its original), in the order asked, " +
      "so its alt texts can be read and set (POST /media/{id}/_update) where the image is chosen. URLs outside the library are left out.",
    query: z.object({
      url: z
        .union([z.string(), z.array(z.string())])
        .transform((value) => (Array.isArray(value) ? value : value.split(",")).filter(Boolean))
        .pipe(
          z
            .array(
              z
                .string()
                .max(1024)
                .regex(/^(\/|https?:\/\/)\S+$/, "Give image URLs: paths starting with / or http(s) URLs."),
            )
            .min(1)
            .max(50),
        )
        .meta({ description: "Image URLs, comma-separated or repeated (at most 50)" }),
    }),
    responses: { 200: { description: "The entries found", schema: dataOf(z.array(mediaItem)) } },
    async handle({ query }, res) {
      sendData(res, await services.mediaLibrary.mediaOfUrls(query.url));
    },
  });
  api.add({
    method: "get",
    path: "/media/:id",
    tag,
    summary: "An image, with every place it is used",
    description: "The uses in records' pending changes (decision 059) are listed too, after the live ones, with pending: true.",
    params: idParam,
    responses: { 200: { description: "The image and its usages", schema: dataOf(mediaDetail) } },
    async handle({ params }, res) {
      sendData(res, await services.mediaLibrary.getMedia(params.id));
    },
  });
  api.add({
    method: "post",
    path: "/media/:id/_update",
    tag,
    summary: "Set an image's alt texts and focal point",
    description:
      "Only the fields sent change. Published pages show the alt text of their language (English, then the record's name, when empty), " +
      "and crop the image around its focal point (decision 092).",
    params: idParam,
    body: mediaAltInput,
    responses: {
      200: { description: "Updated", schema: dataOf(mediaDetail) },
      422: { description: "A text is too long", schema: validationErrorSchema },
    },
    async handle({ params, body }, res) {
      sendData(res, await services.mediaLibrary.updateMediaAlt(params.id, body));
    },
  });
  api.add({
    method: "post",
    path: "/media/:id/_replace",
    tag,
    summary: "Replace an image's file",
    description:
      "multipart/form-data with the new image in `file`. The entry keeps its id, alt texts and focal point; every record that used the old file, " +
      "and every record's pending changes that did, is rewritten to the new one in the same transaction. The old file stays in the image's " +
      "history (`versions`), restorable (decision 092). GET /media/{id} lists where it is used, for the confirmation.",
    before: [upload],
    bodyType: "multipart/form-data",
    params: idParam,
    body: fileBody,
    responses: { 200: { description: "Replaced", schema: dataOf(mediaDetail) }, ...fileErrors, 404: { description: "No such image", schema: errorSchema } },
    async handle({ params }, res, req) {
      sendData(res, await services.mediaLibrary.replaceMedia(storage, params.id, fileOf(req), currentAdmin(res).email));
    },
  });
  api.add({
    method: "post",
    path: "/media/:id/versions/:version/_restore",
    tag,
    summary: "Bring back an earlier file of an image",
    description:
      "Every use of the current file, pending changes included, moves to the earlier one in one transaction; the current file goes into the " +
      "history in its place, so the restore can be undone the same way (decision 092).",
    params: idParam.extend({ version: idParam.shape.id }),
    responses: { 200: { description: "Restored", schema: dataOf(mediaDetail) }, 404: { description: "No such image or earlier file", schema: errorSchema } },
    async handle({ params }, res) {
      sendData(res, await services.mediaLibrary.restoreMediaVersion(params.id, params.version, currentAdmin(res).email));
    },
  });
}
