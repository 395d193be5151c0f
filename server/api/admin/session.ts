import { z } from "zod";
import { currentAdmin, currentToken } from "#server/http/auth.ts";
import { createMediaStorage } from "#server/services/storage.ts";
import { HttpError } from "#server/http/errors.ts";
import { singleFileUpload } from "#server/http/multipart.ts";
import type { ApiDeps } from "../deps.ts";
import type { EndpointGroup } from "../endpoint.ts";
import { sendData } from "../envelope.ts";
import { adminUser, dashboard, upload } from "../models.ts";
import { dataOf, errorSchema, validationErrorSchema } from "../schemas.ts";

/** The signed-in admin, sign-out, the workplace dashboard and image uploads. */
export function adminSessionEndpoints(api: EndpointGroup, { services, config }: ApiDeps): void {
  api.add({
    method: "get",
    path: "/me",
    tag: "Sign-in",
    summary: "The signed-in admin",
    responses: { 200: { description: "The admin the token belongs to", schema: dataOf(adminUser) } },
    handle(_input, res) {
      sendData(res, currentAdmin(res));
    },
  });
  api.add({
    method: "post",
    path: "/logout",
    tag: "Sign-in",
    summary: "Sign out (revokes the token)",
    audit: { action: "sign-out", resource: "session" },
    responses: { 200: { description: "Signed out", schema: dataOf(z.object({ ok: z.literal(true) })) } },
    async handle(_input, res) {
      await services.auth.logout(currentToken(res));
      sendData(res, { ok: true });
    },
  });
  api.add({
    method: "get",
    path: "/dashboard",
    tag: "Dashboard",
    summary: "Workplace figures",
    description:
      "Counts (products, categories, articles, new = unhandled enquiries, subscribers), the 5 latest enquiries, enquiries and sign-ups per ISO week " +
      "for the last 12 weeks (oldest first), and items whose French or Dutch name/title is empty (counts, and the first 20).",
    responses: { 200: { description: "The dashboard", schema: dataOf(dashboard) } },
    async handle(_input, res) {
      sendData(res, await services.dashboard.getDashboard());
    },
  });

  const storage = createMediaStorage(config);
  api.add({
    method: "post",
    path: "/uploads",
    tag: "Uploads",
    summary: "Upload an image",
    audit: { action: "upload" },
    description:
      "multipart/form-data with one field `file`: JPEG, PNG, WebP, GIF or AVIF, judged by content (SVG is refused). " +
      "Re-encoded to WebP at its own size (at most 2400 px) and at narrower widths (320, 640, 960, 1280). Store the answered `url` in image fields.",
    before: [singleFileUpload(config.UPLOAD_MAX_BYTES)],
    bodyType: "multipart/form-data",
    body: z.object({ file: z.any().meta({ type: "string", format: "binary", description: "The image" }) }).partial(),
    responses: {
      201: { description: "Stored", schema: dataOf(upload) },
      413: { description: "Larger than UPLOAD_MAX_BYTES", schema: errorSchema },
      415: { description: "Not an accepted image type", schema: errorSchema },
      422: { description: "No file sent, or an image over 50 megapixels", schema: validationErrorSchema },
    },
    async handle(_input, res, req) {
      if (!req.file) throw new HttpError(422, "Choose an image to upload.", { file: ["Choose an image to upload."] });
      const stored = await services.uploads.saveUpload(storage, { buffer: req.file.buffer, originalName: req.file.originalname });
      sendData(res, stored, 201);
    },
  });
}
