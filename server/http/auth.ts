import type { Request, RequestHandler, Response } from "express";
import type { Config } from "#server/config.ts";
import type { AdminIdentity } from "#server/services/auth.ts";
import { tokenPolicy } from "#server/services/credentials.ts";
import type { Services } from "#server/services/index.ts";
import { HttpError, unauthenticated } from "./errors.ts";
import { PRIVATE_CACHE_CONTROL } from "./security.ts";

/** The token of an `Authorization: Bearer <token>` header, if any. */
export function bearerToken(req: Request): string | undefined {
  const match = /^Bearer\s+([A-Za-z0-9_-]{20,128})\s*$/i.exec(req.get("authorization") ?? "");
  return match?.[1];
}

export const SET_UP_SECOND_FACTOR_FIRST = "Set up two-factor authentication first: the site requires it.";
const ENROL_ONLY_PATHS = /^\/(me|me\/second-factor(\/enrolment|\/confirmation)?|logout)$/;

/** Lets the request through only with a live admin token; the admin is then `currentAdmin(res)`. */
export function requireAdmin(services: Services, config: Pick<Config, "TOKEN_IDLE_MINUTES" | "ADMIN_SESSION_MAX_HOURS">): RequestHandler {
  const policy = tokenPolicy(config);
  return async (req, res, next) => {
    // Admin answers (401s included) are never kept by a browser or a shared cache.
    res.setHeader("Cache-Control", PRIVATE_CACHE_CONTROL);
    const token = bearerToken(req);
    const admin = token && (await services.auth.authenticate(token, policy));
    if (!admin) return next(unauthenticated());
    // A session of an account that must first set up its second factor reaches only that (decision 074).
    if (admin.enrolOnly && !ENROL_ONLY_PATHS.test(req.path)) return next(new HttpError(403, SET_UP_SECOND_FACTOR_FIRST));
    res.locals.admin = admin;
    res.locals.token = token;
    next();
  };
}

export function currentAdmin(res: Response): AdminIdentity {
  return res.locals.admin as AdminIdentity;
}

export function currentToken(res: Response): string {
  return res.locals.token as string;
}
