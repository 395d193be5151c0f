import { z } from "zod";
import { currentAdmin, currentToken } from "#server/http/auth.ts";
import { createMediaStorage } from "#server/services/storage.ts";
import { HttpError } from "#server/http/errors.ts";
import { singleFileUpload } from "#server/http/multipart.ts";
import type { Response } from "express";
import { CODE_NEEDED } from "#server/services/second-factor.ts";
import type { ApiDeps } from "../deps.ts";
import type { EndpointGroup } from "../endpoint.ts";
import { sendData } from "../envelope.ts";
import { adminUser, dashboard, upload } from "#domain/models.ts";
import { dataOf, errorSchema, validationErrorSchema } from "#domain/schemas.ts";

const secondFactorStatus = z
  .object({
    enabled: z.boolean(),
    recovery_codes_left: z.int(),
    required: z.boolean().meta({ description: "The site requires a second factor of every account signing in with a password" }),
    enrol_only: z.boolean().meta({ description: "This session may only set up its second factor (the site requires one)" }),
  })
  .meta({ id: "SecondFactorStatus" });
const me = adminUser.extend({ second_factor: secondFactorStatus }).meta({ id: "Me" });
const codeInput = z.object({
  code: z.string().trim().min(1, CODE_NEEDED).max(32).meta({ description: "The authenticator's six digits, or a recovery code" }),
});
const recoveryCodes = z.object({ recovery_codes: z.array(z.string()).meta({ description: "Ten one-time codes, shown this once (kept only hashed)" }) });
const enrolment = z
  .object({
    secret: z.string().meta({ description: "The Base32 secret, in groups of four, for typing into an app" }),
    uri: z.string().meta({ description: "The otpauth:// URI the QR code holds" }),
    qr_svg: z.string().meta({ description: "The URI as an SVG QR code" }),
  })
  .meta({ id: "SecondFactorEnrolment" });

const STILL_REQUIRED = "The site requires two-factor authentication: it cannot be turned off.";

/** The signed-in admin, sign-out, the workplace dashboard and image uploads. */
export function adminSessionEndpoints(api: EndpointGroup, { services, config }: ApiDeps): void {
  const statusOf = async (res: Response) => {
    const admin = currentAdmin(res);
    return { ...(await services.secondFactor.secondFactorStatus(admin.id)), enrol_only: admin.enrolOnly === true };
  };
  api.add({
    method: "get",
    path: "/me",
    tag: "Sign-in",
    summary: "The signed-in admin",
    responses: { 200: { description: "The admin the token belongs to, and the state of its second factor", schema: dataOf(me) } },
    async handle(_input, res) {
      const { id, email, name, role } = currentAdmin(res);
      sendData(res, { id, email, name, role, second_factor: await statusOf(res) });
    },
  });

  /* ---------- Two-factor authentication of one's own account (decision 074) ---------- */
  const tag = "Two-factor authentication";
  api.add({
    method: "get",
    path: "/me/second-factor",
    tag,
    summary: "Whether the signed-in account uses a second factor",
    responses: { 200: { description: "Its state", schema: dataOf(secondFactorStatus) } },
    async handle(_input, res) {
      sendData(res, await statusOf(res));
    },
  });
  api.add({
    method: "post",
    path: "/me/second-factor/enrolment",
    tag,
    summary: "Start setting up an authenticator app",
    description:
      "A new secret waiting for its first code (it replaces one never confirmed): scan the QR code or type the secret, then confirm with a code. " +
      "Refused (422) while a second factor is set up.",
    audit: { action: "second-factor-start", resource: "account" },
    responses: {
      201: { description: "The secret, its URI and QR code", schema: dataOf(enrolment) },
      422: { description: "Already set up", schema: validationErrorSchema },
    },
    async handle(_input, res) {
      const { id, email } = currentAdmin(res);
      sendData(res, await services.secondFactor.startEnrolment({ id, email }), 201);
    },
  });
  api.add({
    method: "post",
    path: "/me/second-factor/confirmation",
    tag,
    summary: "Confirm the authenticator app with its first code",
    description:
      "Turns the second factor on and answers ten recovery codes, shown this once. A session that could only set up its second factor becomes a full one.",
    audit: { action: "second-factor-on", resource: "account" },
    body: codeInput,
    responses: {
      200: { description: "On; the recovery codes", schema: dataOf(recoveryCodes) },
      422: { description: "A wrong code, or no set-up started", schema: validationErrorSchema },
    },
    async handle({ body }, res) {
      const admin = currentAdmin(res);
      const codes = await services.secondFactor.confirmEnrolment(admin.id, body.code);
      await services.secondFactor.widenEnrolmentSessions(admin.id);
      sendData(res, { recovery_codes: codes });
    },
  });
  api.add({
    method: "post",
    path: "/me/second-factor/recovery-codes",
    tag,
    summary: "Replace the recovery codes",
    description: "Needs a current code (or a recovery code). The old recovery codes stop working; the ten new ones are shown this once.",
    audit: { action: "second-factor-recovery-codes", resource: "account" },
    body: codeInput,
    responses: {
      200: { description: "The new recovery codes", schema: dataOf(recoveryCodes) },
      422: { description: "A wrong or used code, or no second factor", schema: validationErrorSchema },
    },
    async handle({ body }, res) {
      sendData(res, { recovery_codes: await services.secondFactor.regenerateRecoveryCodes(currentAdmin(res).id, body.code) });
    },
  });
  api.add({
    method: "post",
    path: "/me/second-factor/disable",
    tag,
    summary: "Turn two-factor authentication off",
    description: "Needs a current code (or a recovery code). Refused (422) while the site requires a second factor.",
    audit: { action: "second-factor-off", resource: "account" },
    body: codeInput,
    responses: {
      200: { description: "Off", schema: dataOf(secondFactorStatus) },
      422: { description: "A wrong or used code, no second factor, or the site requires one", schema: validationErrorSchema },
    },
    async handle({ body }, res) {
      if (await services.secondFactor.secondFactorRequired()) throw new HttpError(422, STILL_REQUIRED, { code: [STILL_REQUIRED] });
      await services.secondFactor.disableSecondFactor(currentAdmin(res).id, body.code);
      sendData(res, await statusOf(res));
    },
  });
  const securityInput = z.object({ require_second_factor: z.boolean({ error: "Choose on or off." }) });
  const security = z.object({ require_second_factor: z.boolean() }).meta({ id: "SecuritySettings" });
  api.add({
    method: "get",
    path: "/security",
    tag,
    summary: "Whether every account must use a second factor (admins only)",
    responses: { 200: { description: "The setting", schema: dataOf(security) } },
    async handle(_input, res) {
      sendData(res, { require_second_factor: await services.secondFactor.secondFactorRequired() });
    },
  });
  api.add({
    method: "put",
    path: "/security",
    tag,
    summary: "Require a second factor of every account, or not (admins only)",
    description:
      "When on, an account without a second factor that signs in with a password gets a session that may only set one up. " +
      "Sessions already open are not affected; single sign-on relies on the provider.",
    audit: { action: "settings", resource: "security" },
    body: securityInput,
    responses: {
      200: { description: "The setting", schema: dataOf(security) },
      422: { description: "Not a boolean", schema: validationErrorSchema },
    },
    async handle({ body }, res) {
      sendData(res, await services.secondFactor.setSecondFactorRequired(body.require_second_factor));
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
