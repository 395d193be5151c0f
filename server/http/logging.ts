import { randomUUID } from "node:crypto";
import { pino, type Logger } from "pino";
import { pinoHttp } from "pino-http";
import type { Config } from "#server/config.ts";

const REDACT = ["req.headers.authorization", "req.headers.cookie", 'res.headers["set-cookie"]', "password", "token"];

export function createLogger(config: Pick<Config, "LOG_LEVEL">): Logger {
  return pino({ level: config.LOG_LEVEL, redact: { paths: REDACT, censor: "[redacted]" } });
}

const QUIET_PATHS = new Set(["/healthz", "/readyz"]);

/** Certificate links carry their only key in the URL (decision 042): logs keep the path, not the key. */
export function loggedUrl(url: string | undefined): string | undefined {
  return url?.replace(/(\/api\/warranty\/certificates\/)[\w-]+/, "$1[redacted]").replace(/([?&]c=)[\w%-]+/, "$1[redacted]");
}

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
    autoLogging: { ignore: (req) => QUIET_PATHS.has(req.url ?? "") },
    serializers: {
      req: (req) => ({ id: req.id, method: req.method, url: loggedUrl(req.url) }),
      res: (res) => ({ statusCode: res.statusCode }),
    },
    customLogLevel: (_req, res, error) => (error || res.statusCode >= 500 ? "error" : res.statusCode >= 400 ? "warn" : "info"),
  });
}
