import type { RequestHandler } from "express";
import { currentAdmin } from "#server/http/auth.ts";
import { HttpError } from "#server/http/errors.ts";
import type { Endpoint } from "../endpoint.ts";

export const ADMIN_ROLE_NEEDED = "This action needs the admin role.";

/**
 * What an editor may call (decision 054): content and what content needs. Everything else — users,
 * site settings, customers' personal data (enquiries, subscribers, warranty registrations, mail),
 * the audit log's export — answers 403. An allow-list, so a new endpoint is admin-only until listed.
 */
const EDITOR_PATHS: readonly RegExp[] = [
  /^\/me(\/|$)/,
  /^\/logout$/,
  /^\/dashboard$/,
  /^\/uploads$/,
  /^\/media(\/|$)/,
  /^\/commodities(\/|$)/,
  /^\/labels\/sheet$/,
  /^\/commodity\/types(\/|$)/,
  /^\/articles(\/|$)/,
  /^\/page\/(ones|twos|one\/swiper)(\/|$)/,
  /^\/posters(\/|$)/,
  /^\/campaigns(\/|$)/,
  /^\/card\/adsense(\/|$)/,
  /^\/rotation\/charts(\/|$)/,
  /^\/list\/posters(\/|$)/,
  /^\/social\/codes(\/|$)/,
  /^\/dealers(\/|$)/,
  /^\/documents(\/|$)/,
  // Notices are content; the recall's progress shows counts only. Incident reports and registration flags hold personal data: admins only.
  /^\/safety\/notices(\/|$)/,
  /^\/parts(\/|$)/,
  /^\/spec\/attributes(\/|$)/,
  /^\/audit$/,
  /^\/audit\/_filters$/,
];

export function editorMay(endpoint: Pick<Endpoint, "path">): boolean {
  return EDITOR_PATHS.some((pattern) => pattern.test(endpoint.path));
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
