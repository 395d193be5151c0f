import { isIP } from "node:net";
import { z } from "zod";
import { IMAGE_UPLOAD_MAX_BYTES } from "#domain/media-url.ts";

/** https, or http on this machine only (a test or development provider). */
function isSecureOrLocal(value: string): boolean {
  if (!URL.canParse(value)) return false;
  const url = new URL(value);
  return url.protocol === "https:" || (url.protocol === "http:" && ["localhost", "127.0.0.1"].includes(url.hostname));
}

/** Single sign-on is on when issuer and client id are both set, off when no OIDC_* is; anything between is a mistake. */
function singleSignOnComplete(env: Record<string, unknown>, ctx: z.RefinementCtx): void {
  const required = ["OIDC_ISSUER", "OIDC_CLIENT_ID"];
  const anySet = [...required, "OIDC_CLIENT_SECRET", "OIDC_PROVIDER_NAME"].some((name) => env[name] !== undefined);
  for (const name of required.filter((name) => anySet && env[name] === undefined)) {
    ctx.addIssue({ code: "custom", path: [name], message: "single sign-on needs OIDC_ISSUER and OIDC_CLIENT_ID together (or no OIDC_* at all)" });
  }
}

const PROXY_PRESETS = new Set(["loopback", "linklocal", "uniquelocal"]);

/** An address or subnet Express's `trust proxy` understands: 10.0.0.1, 10.0.0.0/8, fd00::/8, or a preset name. */
function isProxyAddress(entry: string): boolean {
  if (PROXY_PRESETS.has(entry)) return true;
  const [address = "", bits, ...rest] = entry.split("/");
  const version = isIP(address);
  if (!version || rest.length) return false;
  if (bits === undefined) return true;
  if (!/^\d{1,3}$/.test(bits)) return version === 4 && isIP(bits) === 4; // 10.0.0.0/255.0.0.0
  return Number(bits) <= (version === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY as Express takes it: a hop count ("1": one load balancer in front), a list of the
 * proxies' addresses or subnets ("loopback, 10.0.0.0/8"), or false. "true" (trust anyone) is taken
 * but warned about at start-up: every client could then choose its own address.
 */
const trustProxy = z
  .string()
  .trim()
  .default("loopback")
  .transform((value, ctx): boolean | number | string[] => {
    if (value === "true" || value === "false") return value === "true";
    if (/^\d+$/.test(value)) return Number(value);
    const entries = value
      .split(",")
      .map((entry) => entry.trim())
      .filter(Boolean);
    const wrong = entries.filter((entry) => !isProxyAddress(entry));
    if (!entries.length || wrong.length) {
      ctx.addIssue({
        code: "custom",
        message: `must be a hop count (1), false, or proxy addresses and subnets such as "loopback, 10.0.0.0/8"${wrong.length ? `; not understood: ${wrong.join(", ")}` : ""}`,
      });
      return z.NEVER;
    }
    return entries;
  });

const variables = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  HOST: z.string().default("0.0.0.0"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  PUBLIC_URL: z.url().optional(),
  DATABASE_URL: z
    .string()
    .default("sqlite:data/fantai.db")
    .refine((url) => /^(sqlite:|postgres(ql)?:\/\/)/.test(url), "must start with sqlite: or postgres://")
    // An empty path would silently run in memory and lose everything at exit.
    .refine((url) => url.trim() !== "sqlite:", "sqlite: needs a file, e.g. sqlite:data/fantai.db"),
  /** How long start-up waits for an unreachable database (retrying with back-off) before giving up. */
  DATABASE_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(0).default(30_000),
  /** Unset: demo content outside production only (see withDefaults). */
  SEED_DEMO: z.enum(["true", "false"]).optional(),
  ADMIN_EMAIL: z.email().default("admin@fantai.example"),
  ADMIN_PASSWORD: z.string().min(8).optional(),
  TOKEN_IDLE_MINUTES: z.coerce.number().int().positive().default(120),
  /** Absolute lifetime of an admin session, however busy (OWASP ASVS 7.3.2). */
  ADMIN_SESSION_MAX_HOURS: z.coerce.number().positive().max(720).default(12),
  /** Failed sign-ins allowed per account and per IP in LOGIN_WINDOW_MINUTES before 429; slowed after LOGIN_SLOW_AFTER. */
  LOGIN_MAX_PER_ACCOUNT: z.coerce.number().int().positive().default(5),
  LOGIN_MAX_PER_IP: z.coerce.number().int().positive().default(20),
  LOGIN_WINDOW_MINUTES: z.coerce.number().int().positive().default(15),
  LOGIN_SLOW_AFTER: z.coerce.number().int().min(0).default(2),
  LOGIN_SLOW_STEP_MS: z.coerce.number().int().min(0).default(500),
  /** Enquiries and newsletter sign-ups accepted per IP per FORM_WINDOW_MINUTES, each form counted apart. */
  FORM_MAX_PER_IP: z.coerce.number().int().positive().default(20),
  FORM_WINDOW_MINUTES: z.coerce.number().int().positive().default(10),
  /** Owner sign-in links (decision 075) asked for one address / from one IP per OWNER_LINK_WINDOW_MINUTES. */
  OWNER_LINK_MAX_PER_EMAIL: z.coerce.number().int().positive().default(5),
  OWNER_LINK_MAX_PER_IP: z.coerce.number().int().positive().default(20),
  OWNER_LINK_WINDOW_MINUTES: z.coerce.number().int().positive().default(60),
  UPLOAD_DIR: z.string().default("data/uploads"),
  UPLOAD_MAX_BYTES: z.coerce.number().int().positive().default(IMAGE_UPLOAD_MAX_BYTES),
  /** Files the site serves after a check (product documents), kept out of the public UPLOAD_DIR; on S3 under "private/". */
  FILES_DIR: z.string().default("data/files"),
  /** Largest PDF accepted as a product document. */
  DOCUMENT_MAX_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .default(20 * 1024 * 1024),
  S3_ENDPOINT: z.url().optional(),
  S3_REGION: z.string().default("auto"),
  S3_BUCKET: z.string().optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_PUBLIC_URL: z.url().optional(),
  /** OpenID Connect single sign-on for admins (decision 035): the provider's issuer URL and this site's client. */
  OIDC_ISSUER: z.url().refine(isSecureOrLocal, "must be an https URL (http only for localhost or 127.0.0.1)").optional(),
  OIDC_CLIENT_ID: z.string().trim().min(1).optional(),
  /** Omitted for a public client (PKCE only). */
  OIDC_CLIENT_SECRET: z.string().min(1).optional(),
  /** Shown on the button: "Sign in with Microsoft". */
  OIDC_PROVIDER_NAME: z.string().trim().min(1).max(60).optional(),
  OIDC_SCOPE: z
    .string()
    .trim()
    .default("openid email profile")
    .refine((scope) => scope.split(/\s+/).includes("openid"), "must include openid"),
  /** Outgoing mail (decision 043): smtp://user:pass@host:587 or smtps://…:465. Unset: mails wait in the outbox. */
  SMTP_URL: z
    .string()
    .refine((url) => /^smtps?:\/\/[^/\s]+/.test(url) && URL.canParse(url), "must be an smtp:// or smtps:// URL")
    .optional(),
  MAIL_FROM: z.string().trim().min(3).default("Fantai <no-reply@fantai.example>"),
  /** GET /metrics answers only with `Authorization: Bearer <METRICS_TOKEN>`. */
  METRICS_TOKEN: z.string().min(16, "must be at least 16 characters").optional(),
  /** Serve /metrics, without a token, on this port only (keep it off the public network). */
  METRICS_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  TRUST_PROXY: trustProxy,
  /** Memory for rendered pages kept as bytes (decisions 049 and 063); 0 turns the render cache off. */
  PAGE_CACHE_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(0)
    .default(32 * 1024 * 1024),
  /** Page renders at once; more wait their turn (bounds memory under bursts). */
  PAGE_RENDER_CONCURRENCY: z.coerce.number().int().positive().default(4),
  /** Cache-Control of public pages and public API answers: browsers revalidate, CDNs keep them briefly (decision 050). */
  PUBLIC_CACHE_CONTROL: z.string().trim().min(1).default("public, max-age=0, s-maxage=60, stale-while-revalidate=600"),
  /** How often each instance looks for records whose publish or unpublish time has come (decision 059). */
  PUBLISH_CHECK_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
  /** How often expired rows (sessions, one-time links, preview keys, rate-limit windows) are purged (decision 072). */
  EXPIRED_PURGE_MINUTES: z.coerce.number().int().min(1).max(1440).default(15),
  /** After SIGTERM: keep serving this long with /readyz at 503, so load balancers stop sending first. */
  SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).default(5_000),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
});

// Checked even when other variables are invalid, so every problem is listed at once.
const envSchema = variables
  .superRefine(singleSignOnComplete, { when: () => true })
  // An empty production database is not filled with demo content unless asked (`npm start` asks: README's first command shows the demo).
  .transform((env) => ({ ...env, SEED_DEMO: env.SEED_DEMO === undefined ? env.NODE_ENV !== "production" : env.SEED_DEMO === "true" }));

export type Config = Readonly<z.infer<typeof envSchema>>;

/** Every bad variable, each as "NAME: what is wrong". */
export class InvalidEnvironment extends Error {
  readonly problems: string[];

  constructor(problems: string[]) {
    super(`Invalid environment:\n${problems.map((problem) => `  ${problem}`).join("\n")}`);
    this.name = "InvalidEnvironment";
    this.problems = problems;
  }
}

/** Parses the environment once; fails with a list of every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const result = envSchema.safeParse(env);
  if (!result.success) throw new InvalidEnvironment(result.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`));
  return Object.freeze(result.data);
}
