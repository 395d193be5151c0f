import { createHash } from "node:crypto";
import type { RequestHandler } from "express";
import { ipKeyGenerator, rateLimit, type ClientRateLimitInfo, type Options, type Store } from "express-rate-limit";
import type { Config } from "#server/config.ts";
import type { Services } from "#server/services/index.ts";
import { HttpError } from "./errors.ts";

type RateLimitService = Services["rateLimits"];

/**
 * express-rate-limit's Store over the `rate_limits` table, so the counters are shared
 * by every app instance behind the load balancer (docs/architecture.md, scale-out).
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
export const tooManyAttempts = () => new HttpError(429, "Too many attempts. Please try again later.");
const tooManyRequests: RequestHandler = (_req, _res, next) => next(tooManyAttempts());

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

export type PublicForm = "demands" | "file-forms" | "warranty-registrations" | "safety-reports" | "certificate-checks" | "paper-copies" | "service-requests";

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

/**
 * Sign-in links to the owner space (decision 075): counts one request from `ip` for `email` and answers whether it
 * is within OWNER_LINK_MAX_PER_IP and OWNER_LINK_MAX_PER_EMAIL. Known and unknown addresses count alike, so a refusal
 * tells nothing either; the address is counted as a digest only.
 */
export function ownerLinkAllowance(counters: RateLimitService, config: Config) {
  const windowMs = config.OWNER_LINK_WINDOW_MINUTES * 60_000;
  return async (ip: string, email: string): Promise<boolean> => {
    const { hits: ipHits } = await counters.countHit(`owner-link:ip:${ipKeyGenerator(ip)}`, windowMs);
    if (ipHits > config.OWNER_LINK_MAX_PER_IP) return false;
    const { hits } = await counters.countHit(`owner-link:email:${digest(email.trim().toLowerCase())}`, windowMs);
    return hits <= config.OWNER_LINK_MAX_PER_EMAIL;
  };
}

const MAX_LOGIN_DELAY_MS = 5_000;
/** Wrong second-factor codes (after a right password) per account in LOGIN_WINDOW_MINUTES before authenticator codes are refused. */
export const MAX_CODE_FAILURES_PER_ACCOUNT = 10;

/** Why a sign-in attempt went no further than the throttle. */
export const LOGIN_REFUSED = Symbol("login refused");

/** What the throttle lets an attempt do (decision 074). */
export interface LoginGate {
  /** The address (or the account from this address) is past its limit: only a right password with a right code may pass. */
  secondFactorOnly: boolean;
  /** False once the account's wrong codes are past MAX_CODE_FAILURES_PER_ACCOUNT: recovery codes only. */
  totp: boolean;
}

/**
 * How an attempt ended, for the counters: a success gives its count back; a right password that still needs
 * its code gives it back too; a failure stays counted; a wrong code also counts against the account's codes.
 */
export type AttemptOutcome = "signed-in" | "signed-in-with-second-factor" | "code-needed" | "failure" | "wrong-code";

export interface LoginThrottle {
  /**
   * Runs one sign-in attempt from `ip` on the account `email` (none for single sign-on): counts it, waits the
   * slow-down, and answers `LOGIN_REFUSED` past the limits. Past the address's limits an attempt that carries a
   * code (`withCode`) still runs, with `secondFactorOnly` set, and passes only if it signs in with a second factor.
   */
  attempt<T>(
    ip: string,
    email: string | undefined,
    signIn: (gate: LoginGate) => Promise<{ value: T; outcome: AttemptOutcome }>,
    options?: { withCode?: boolean },
  ): Promise<T | typeof LOGIN_REFUSED>;
}

/**
 * Failed sign-ins, after OWASP's authentication cheat sheet (decisions 040 and 074): refused per account
 * *and address* (LOGIN_MAX_PER_ACCOUNT) and per address (LOGIN_MAX_PER_IP), so whoever guesses is stopped;
 * slowed per account from every address together (at most 5 s), so guessing from many addresses gets slower
 * and slower. A right password with a right second-factor code is never refused: past the limits it is still
 * checked (code first, so guesses cost no password hashing) and only slowed. The counters live in the
 * database, shared by every instance; accounts and addresses appear only as digests.
 */
export function loginThrottle(counters: RateLimitService, config: Config): LoginThrottle {
  const windowMs = config.LOGIN_WINDOW_MINUTES * 60_000;
  const delayAfter = (failuresBefore: number) =>
    Math.min(MAX_LOGIN_DELAY_MS, Math.max(0, failuresBefore - config.LOGIN_SLOW_AFTER + 1) * config.LOGIN_SLOW_STEP_MS);
  return {
    async attempt(ip, email, signIn, { withCode = false } = {}) {
      const address = ipKeyGenerator(ip);
      const account = email === undefined ? undefined : digest(email.trim().toLowerCase());
      const count = async (key: string) => (await counters.countHit(key, windowMs)).hits;
      const ipKey = `login:ip:${address}`;
      // Counted before the password is checked, so parallel guesses cannot slip past the limits; an attempt
      // refused by the address's limit tests no password, so it counts against neither the pair nor the account.
      const ipHits = await count(ipKey);
      let overLimit = ipHits > config.LOGIN_MAX_PER_IP;
      if (overLimit && !withCode) return LOGIN_REFUSED;
      const keys = [ipKey];
      let pairHits = 0;
      let accountHits = 0;
      let codeKey: string | undefined;
      let totp = true;
      if (account) {
        const pairKey = `login:pair:${digest(`${account}\n${address}`)}`;
        keys.push(pairKey);
        pairHits = await count(pairKey);
        overLimit ||= pairHits > config.LOGIN_MAX_PER_ACCOUNT;
        if (overLimit && !withCode) return LOGIN_REFUSED;
        const accountKey = `login:account:${account}`;
        keys.push(accountKey);
        accountHits = await count(accountKey);
        codeKey = `login:code:${account}`;
        totp = ((await counters.readHits(codeKey))?.hits ?? 0) < MAX_CODE_FAILURES_PER_ACCOUNT;
      }
      const delay = delayAfter(Math.max(ipHits, pairHits, accountHits) - 1);
      if (delay > 0) await new Promise((resolve) => setTimeout(resolve, delay));
      const { value, outcome } = await signIn({ secondFactorOnly: overLimit, totp });
      if (outcome === "wrong-code" && codeKey) await counters.countHit(codeKey, windowMs);
      if (overLimit && outcome !== "signed-in-with-second-factor") return LOGIN_REFUSED;
      if (outcome === "signed-in" || outcome === "signed-in-with-second-factor" || outcome === "code-needed") {
        await Promise.all(keys.map((key) => counters.forgetHit(key)));
      }
      if (outcome === "signed-in-with-second-factor" && codeKey) await counters.resetHits(codeKey);
      return value;
    },
  };
}

/** Counters never hold addresses or emails in clear. */
function digest(value: string): string {
  return createHash("sha256").update(value).digest("base64url");
}
