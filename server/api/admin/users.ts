import type { Request, Response } from "express";
import { z } from "zod";
import { currentAdmin } from "#server/http/auth.ts";
import { mailOrigin } from "#server/http/origin.ts";
import { EMAIL_MAX_LENGTH, EMAIL_PATTERN } from "#domain/forms/email.ts";
import { LOCALES } from "#domain/locales.ts";
import type { ApiDeps } from "../deps.ts";
import type { EndpointGroup } from "../endpoint.ts";
import { sendData } from "../envelope.ts";
import { dataOf, idParam, text, validationErrorSchema } from "#domain/schemas.ts";
import { adminAccount as account } from "#domain/models.ts";
import { ROLES } from "#domain/resources.ts";

const inviteInput = z.object({
  email: z
    .string()
    .trim()
    .min(1, "Give the email address.")
    .max(EMAIL_MAX_LENGTH)
    .pipe(z.email({ pattern: EMAIL_PATTERN, error: "Give a valid email address." })),
  name: text(255).optional(),
  role: z.enum(ROLES, { error: "Choose admin or editor." }),
  locale: z.enum(LOCALES).default("en").meta({ description: "Language of the invitation mail" }),
});
const updateInput = z.object({ name: text(255).optional(), role: z.enum(ROLES, { error: "Choose admin or editor." }).optional() });
const linkInput = z.object({ locale: z.enum(LOCALES).default("en").meta({ description: "Language of the mail" }) });

/**
 * Admin accounts (decision 054): list, invite, change name and role, disable,
 * enable, send a set-password link. Admins only; each call writes its own audit entry.
 */
export function adminUserEndpoints(api: EndpointGroup, { services, config }: ApiDeps): void {
  const actorOf = (req: Request, res: Response) => ({ actor: currentAdmin(res), ip: req.ip });
  const linkContext = (req: Request, res: Response, locale: "en" | "fr" | "nl") => ({ ...actorOf(req, res), origin: mailOrigin(config), locale });
  const tag = "Users";

  api.add({
    method: "get",
    path: "/users",
    tag,
    summary: "List admin accounts",
    audit: false,
    responses: { 200: { description: "Every account, by email", schema: dataOf(z.array(account)) } },
    async handle(_input, res) {
      sendData(res, await services.users.listUsers());
    },
  });
  api.add({
    method: "post",
    path: "/users",
    tag,
    summary: "Invite a user",
    description: "Creates the account without a password and mails a one-time set-password link (valid 7 days) through the outbox.",
    audit: false,
    body: inviteInput,
    responses: {
      201: { description: "Invited", schema: dataOf(account) },
      422: { description: "Invalid, or the email is taken", schema: validationErrorSchema },
    },
    async handle({ body }, res, req) {
      sendData(res, await services.users.inviteUser(body, linkContext(req, res, body.locale)), 201);
    },
  });
  api.add({
    method: "get",
    path: "/users/:id",
    tag,
    summary: "One admin account",
    audit: false,
    params: idParam,
    responses: { 200: { description: "The account", schema: dataOf(account) } },
    async handle({ params }, res) {
      sendData(res, await services.users.getUser(params.id));
    },
  });
  api.add({
    method: "post",
    path: "/users/:id/_update",
    tag,
    summary: "Change a user's name or role",
    description: "A role change ends the account's sessions. Nobody can take the admin role from themselves, and one active admin always remains (422).",
    audit: false,
    params: idParam,
    body: updateInput,
    responses: { 200: { description: "Updated", schema: dataOf(account) }, 422: { description: "Refused", schema: validationErrorSchema } },
    async handle({ params, body }, res, req) {
      sendData(res, await services.users.updateUser(params.id, body, actorOf(req, res)));
    },
  });
  api.add({
    method: "post",
    path: "/users/:id/_disable",
    tag,
    summary: "Disable a user",
    description: "The account can no longer sign in and its sessions end at once. Not your own account, nor the last active admin (422).",
    audit: false,
    params: idParam,
    responses: { 200: { description: "Disabled", schema: dataOf(account) }, 422: { description: "Refused", schema: validationErrorSchema } },
    async handle({ params }, res, req) {
      sendData(res, await services.users.disableUser(params.id, actorOf(req, res)));
    },
  });
  api.add({
    method: "post",
    path: "/users/:id/_enable",
    tag,
    summary: "Enable a disabled user",
    audit: false,
    params: idParam,
    responses: { 200: { description: "Enabled", schema: dataOf(account) } },
    async handle({ params }, res, req) {
      sendData(res, await services.users.enableUser(params.id, actorOf(req, res)));
    },
  });
  api.add({
    method: "post",
    path: "/users/:id/_reset",
    tag,
    summary: "Mail a set-password link",
    description:
      "A password reset link (valid 24 hours), or a new invitation for an account that never set a password. The current password works until the link is used.",
    audit: false,
    params: idParam,
    body: linkInput,
    responses: { 200: { description: "Mailed", schema: dataOf(account) }, 422: { description: "The account is disabled", schema: validationErrorSchema } },
    async handle({ params, body }, res, req) {
      sendData(res, await services.users.sendPasswordLink(params.id, linkContext(req, res, body.locale)));
    },
  });
}
