import type { RequestHandler } from "express";
import { currentAdmin } from "#server/http/auth.ts";
import { HttpError } from "#server/http/errors.ts";
import { editorMayCall } from "#domain/resources.ts";
import type { Endpoint } from "../endpoint.ts";

export const ADMIN_ROLE_NEEDED = "This action needs the admin role.";

/**
 * What an editor may call (decision 054): the resources declared for editors (domain/resources.ts, `access`) and
 * what every signed-in user needs. Everything else — users, site settings, customers' personal data (enquiries,
 * subscribers, warranty registrations, mail), the audit log's export — answers 403. An allow-list, so a new
 * endpoint is admin-only until its resource says otherwise.
 */
const SESSION_CALLS: readonly RegExp[] = [/^\/me(\/|$)/, /^\/logout$/, /^\/dashboard$/, /^\/uploads$/, /^\/labels\/sheet$/, /^\/search$/];

export function editorMay(endpoint: Pick<Endpoint, "path">): boolean {
  return editorMayCall(endpoint.path) || SESSION_CALLS.some((pattern) => pattern.test(endpoint.path));
}

/** 403 for an editor on an endpoint outside the list; runs before validation, so nothing is revealed. */
export function requireRole(endpoint: Endpoint): RequestHandler[] {
  if (editorMay(endpoint)) return [];
  return [
    (_req, res, next) => {
      if (currentAdmin(res).role !== "admin") return next(new HttpError(403, ADMIN_ROLE_NEEDED));
      next();
    },
  ];
}
