import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import { IncomingMessage } from "node:http";
import { format } from "node:util";
import { pino, type Logger } from "pino";
import type { Request, RequestHandler, Response } from "express";
import type { Config } from "#server/config.ts";
import { loggableUrl } from "#server/services/secret-urls.ts";

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

/** Health checks and metrics scrapes, every few seconds from the orchestrator: not logged. */
const QUIET_PATHS = new Set(["/healthz", "/readyz", "/metrics"]);

declare module "http" {
  interface IncomingMessage {
    /** The request's logger: its lines carry the request (id, method, address). Undefined before `requestLogger` (/healthz). */
    readonly log: Logger | undefined;
  }
}

interface LogContext {
  logger: Logger;
  fields(): Record<string, unknown>;
  own?: Logger;
}

// Symbol.for: a second copy of this module (a dev server's module graph) reads the same requests' contexts.
const LOG_CONTEXT = Symbol.for("fantai.request-log");

// One getter on the prototype rather than one defined on each request, which made V8 slow down every later
// property read of that request (a tenth fewer answers a second in the list API benchmark).
Object.defineProperty(IncomingMessage.prototype, "log", {
  configurable: true,
  get(this: IncomingMessage & { [LOG_CONTEXT]?: LogContext }) {
    const context = this[LOG_CONTEXT];
    return context && (context.own ??= context.logger.child({ req: context.fields() }));
  },
});

/** The caller's X-Request-Id when it is a sensible one (a proxy's), else a new one. */
function requestIdOf(req: Request): string {
  const incoming = req.headers["x-request-id"];
  return typeof incoming === "string" && /^[\w-]{8,64}$/.test(incoming) ? incoming : randomUUID();
}

const REFUSED = Symbol("refused");

/** Why a request was refused, said on its one request-log line (a refusal is a warning, not a second line). */
export function refuseRequest(res: Response, reason: string): void {
  (res.locals as { [REFUSED]?: string })[REFUSED] = reason;
}

/** How an answer's line is logged: errors for 5xx, warnings for 4xx. */
function levelOf(statusCode: number): "error" | "warn" | "info" {
  return statusCode >= 500 ? "error" : statusCode >= 400 ? "warn" : "info";
}

/**
 * JSON request logs: one line per answer ("request completed", or "request aborted" when the client left first) with
 * the request, status and time taken; health checks are not logged. Every request gets an X-Request-Id, and `req.log`
 * writes lines that carry it. That logger is made only when something logs through it, and a line only when its
 * level is on: most requests log nothing of their own, and pino-http's child logger for each was about 5 % of
 * the list API's time (docs/benchmarks.md, run 20).
 */
export function requestLogger(logger: Logger): RequestHandler {
  return (req, res, next) => {
    const id = requestIdOf(req);
    res.setHeader("X-Request-Id", id);
    const startedAt = Date.now();
    const rawUrl = req.originalUrl;
    const fields = () => ({ id, method: req.method, url: loggableUrl(rawUrl) });
    (req as Request & { [LOG_CONTEXT]?: LogContext })[LOG_CONTEXT] = { logger, fields };
    if (!QUIET_PATHS.has(rawUrl.split("?")[0] ?? "")) {
      res.once("close", () => {
        const completed = res.writableFinished;
        // A client that left before the answer: a warning, and a status only if one was sent.
        const level = completed ? levelOf(res.statusCode) : "warn";
        if (!logger.isLevelEnabled(level)) return;
        const refused = (res.locals as { [REFUSED]?: string })[REFUSED];
        const line = {
          req: fields(),
          res: res.headersSent ? { statusCode: res.statusCode } : {},
          responseTime: Date.now() - startedAt,
          ...(refused ? { refused } : {}),
        };
        logger[level](line, completed ? "request completed" : "request aborted");
      });
    }
    next();
  };
}

/**
 * Everything the process writes is a JSON line: what a library prints with `console.*`, Node's
 * warnings, and an error nothing caught go through `logger` instead of reaching stderr as plain text and stack
 * traces, which anyone able to trigger them could use to flood the log and break its parsing.
 */
export function captureProcessOutput(logger: Logger): void {
  const write =
    (level: "error" | "warn" | "info" | "debug") =>
    (...args: unknown[]): void => {
      const [first, ...rest] = args;
      if (first instanceof Error) logger[level]({ err: first, ...(rest.length ? { details: format(...rest) } : {}) }, first.message);
      else logger[level](format(...args));
    };
  console.error = write("error");
  console.warn = write("warn");
  console.log = write("info");
  console.info = write("info");
  console.debug = write("debug");
  // Node's own printer of warnings writes plain text to stderr.
  process.removeAllListeners("warning");
  process.on("warning", (warning) => logger.warn({ warning: warning.name, code: (warning as NodeJS.ErrnoException).code }, warning.message));
  const fatal = (error: unknown, what: string) => {
    logger.fatal({ err: error }, `${what}: the process stops`);
    process.exit(1);
  };
  process.on("uncaughtException", (error) => fatal(error, "an error nothing caught"));
  process.on("unhandledRejection", (reason) => fatal(reason, "a promise rejected with nothing to catch it"));
}
