import { createHash } from "node:crypto";
import type { Request, RequestHandler } from "express";
import { ipKeyGenerator, rateLimit, type ClientRateLimitInfo, type Options, type RateLimitInfo, type Store } from "express-rate-limit";
import type { Config } from "#server/config.ts";
import type { Services } from "#server/services/index.ts";
import { HttpError } from "./errors.ts";

type RateLimitService = Services["rateLimits"];

/**
 * express-rate-limit's Store over the `rate_limits` table, so the counters are shared
 * by every app instance behind the load balancer (ARCHITECTURE.md, scale-out).
 */
export class DatabaseStore implements Store {
  readonly prefix: string;
  readonly localKeys = false;
  private readonly counters: RateLimitService;
  private windowMs = 60_000;

  constructor(counters: RateLimitService, prefix: string) {
    this.counters = counters;
    this.prefix = prefix;
  }

  init(options: Options): void {
    this.windowMs = options.windowMs;
  }

  async get(key: string): Promise<ClientRateLimitInfo | undefined> {
    const hits = await this.counters.readHits(this.prefix + key);
    return hits && { totalHits: hits.hits, resetTime: new Date(hits.reset_at) };
  }

  async increment(key: string): Promise<ClientRateLimitInfo> {
    const hits = await this.counters.countHit(this.prefix + key, this.windowMs);
    return { totalHits: hits.hits, resetTime: new Date(hits.reset_at) };
  }

  async decrement(key: string): Promise<void> {
    await this.counters.forgetHit(this.prefix + key);
  }

  async resetKey(key: string): Promise<void> {
    await this.counters.resetHits(this.prefix + key);
  }
}

/** One message whatever was counted, so a 429 never tells whether an account exists. */
const tooManyRequests: RequestHandler = (_req, _res, next) => next(new HttpError(429, "Too many attempts. Please try again later."));

function limiter(counters: RateLimitService, prefix: string, options: Partial<Options>): RequestHandler {
  return rateLimit({
    standardHeaders: "draft-8",
    legacyHeaders: false,
    handler: tooManyRequests,
    store: new DatabaseStore(counters, prefix),
    ...options,
  });
}

/** Per-IP limit on a public form (each form counted apart). */
export function formRateLimit(counters: RateLimitService, config: Config, form: PublicForm): RequestHandler {
  return limiter(counters, `form:${form}:`, { windowMs: config.FORM_WINDOW_MINUTES * 60_000, limit: config.FORM_MAX_PER_IP });
}

export type PublicForm = "demands" | "file-forms" | "warranty-registrations";

/**
 * The same per-IP form limit for posts that do not pass through the API (the website's
 * no-JavaScript route actions): counts one post from `ip` on the API's own counter and
 * answers whether it is still within FORM_MAX_PER_IP.
 */
export function formPostAllowance(counters: RateLimitService, config: Config) {
  return async (ip: string, form: PublicForm): Promise<boolean> => {
    const { hits } = await counters.countHit(`form:${form}:${ipKeyGenerator(ip)}`, config.FORM_WINDOW_MINUTES * 60_000);
    return hits <= config.FORM_MAX_PER_IP;
  };
}

const MAX_LOGIN_DELAY_MS = 5_000;

/**
 * Failed sign-ins are counted per IP and per account (successful ones are given back).
 * After LOGIN_SLOW_AFTER failures each attempt waits a little longer; past the maximum it is refused with 429.
 */
export function loginRateLimit(counters: RateLimitService, config: Config): RequestHandler[] {
  const shared = { windowMs: config.LOGIN_WINDOW_MINUTES * 60_000, skipSuccessfulRequests: true };
  const perIp = limiter(counters, "login:ip:", { ...shared, limit: config.LOGIN_MAX_PER_IP, requestPropertyName: "loginIpLimit" });
  const perAccount = limiter(counters, "login:account:", {
    ...shared,
    limit: config.LOGIN_MAX_PER_ACCOUNT,
    requestPropertyName: "loginAccountLimit",
    keyGenerator: accountKey,
    // Single sign-on names no account before the exchange: it is counted per IP only, so nobody can lock everyone out.
    skip: (req) => emailOf(req) === undefined,
    // Rate-limit headers on this one would reveal per-account counts; the per-IP headers are enough.
    standardHeaders: false,
  });
  const slowDown: RequestHandler = (req, _res, next) => {
    const used = Math.max(usedOf(req, "loginIpLimit"), usedOf(req, "loginAccountLimit"));
    const failuresBefore = used - 1;
    const delay = Math.min(MAX_LOGIN_DELAY_MS, Math.max(0, failuresBefore - config.LOGIN_SLOW_AFTER + 1) * config.LOGIN_SLOW_STEP_MS);
    if (delay > 0) setTimeout(next, delay);
    else next();
  };
  return [perIp, perAccount, slowDown];
}

/** A digest of the normalised email: counters never hold addresses in clear. */
function accountKey(req: Request): string {
  return createHash("sha256").update(emailOf(req) ?? "").digest("base64url");
}

/** The normalised email of a sign-in body, if it has one. */
function emailOf(req: Request): string | undefined {
  const email = (req.body as { email?: unknown } | undefined)?.email;
  return typeof email === "string" ? email.trim().toLowerCase() : undefined;
}

function usedOf(req: Request, property: string): number {
  return (req as unknown as Record<string, RateLimitInfo | undefined>)[property]?.used ?? 0;
}
