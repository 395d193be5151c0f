import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import { pino, type Logger } from "pino";
import { pinoHttp } from "pino-http";
import type { Config } from "#server/config.ts";

const REDACT = ["req.headers.authorization", "req.headers.cookie", 'res.headers["set-cookie"]', "password", "token"];

/** package.json's version, for every log line. */
const VERSION = String((JSON.parse(readFileSync(new URL("../../package.json", import.meta.url), "utf8")) as { version?: string }).version ?? "0.0.0");

/** JSON lines with string levels ("info", "warn"…), the service name and its version. */
export function createLogger(config: Pick<Config, "LOG_LEVEL">): Logger {
  return pino({
    level: config.LOG_LEVEL,
    base: { service: "fantai-site", version: VERSION },
    formatters: { level: (label) => ({ level: label }) },
    redact: { paths: REDACT, censor: "[redacted]" },
  });
}

/** The sign-in page's query may hold what an old form or a provider put there (password, code, state): never logged. */
const SIGN_IN_PAGE = /^\/(?:(?:fr|nl)\/)?login\/?$/i;
/** Query parameters that are secrets wherever they appear; `preview` is a preview link's key (PREVIEW_PARAM, decision 061). */
const SECRET_PARAMS = /^(?:password|pass|pwd|token|access_token|id_token|refresh_token|code|code_verifier|state|secret|client_secret|api_key|key|preview)$/i;

/** Certificate links carry their only key in the URL (decision 042): logs keep the path, not the key. */
function withoutCertificateKey(url: string): string {
  return url.replace(/(\/api\/warranty\/certificates\/)[\w-]+/, "$1[redacted]").replace(/([?&]c=)[\w%-]+/, "$1[redacted]");
}

/** The request URL as it may be logged: no query on the sign-in page, no secret parameter or certificate key anywhere. */
export function loggableUrl(rawUrl: string): string {
  const url = withoutCertificateKey(rawUrl);
  const queryAt = url.indexOf("?");
  if (queryAt < 0) return url;
  const path = url.slice(0, queryAt);
  let decodedPath = path;
  try {
    decodedPath = decodeURIComponent(path);
  } catch {
    // a malformed escape: judge the raw path
  }
  if (SIGN_IN_PAGE.test(decodedPath)) return `${path}?[redacted]`;
  const params = url
    .slice(queryAt + 1)
    .split("&")
    .map((pair) => {
      const [rawName = "", ...rest] = pair.split("=");
      let name = rawName;
      try {
        name = decodeURIComponent(rawName.replace(/\+/g, " "));
      } catch {
        // keep the raw name
      }
      return rest.length && SECRET_PARAMS.test(name.replace(/\[\]$/, "")) ? `${rawName}=[redacted]` : pair;
    });
  return `${path}?${params.join("&")}`;
}

const QUIET_PATHS = new Set(["/healthz", "/readyz"]);

/** JSON request logs with a request id on every line; health checks are not logged. */
export function requestLogger(logger: Logger) {
  return pinoHttp({
    logger,
    genReqId: (req, res) => {
      const incoming = req.headers["x-request-id"];
      const id = typeof incoming === "string" && /^[\w-]{8,64}$/.test(incoming) ? incoming : randomUUID();
      res.setHeader("X-Request-Id", id);
      return id;
    },
    autoLogging: { ignore: (req) => QUIET_PATHS.has((req.url ?? "").split("?")[0] ?? "") },
    serializers: {
      req: (req) => ({ id: req.id, method: req.method, url: loggableUrl(String(req.url ?? "")) }),
      res: (res) => ({ statusCode: res.statusCode }),
    },
    customLogLevel: (_req, res, error) => (error || res.statusCode >= 500 ? "error" : res.statusCode >= 400 ? "warn" : "info"),
  });
}
