import type { ErrorRequestHandler, Request, RequestHandler, Response } from "express";
import type { Logger } from "pino";
import { DEFAULT_LOCALE, localeFromPath } from "#domain/locales.ts";
import { translate } from "#domain/messages.server.ts";
import { HttpError, messageFor, statusOf, translateMessage } from "./errors.ts";
import { escapeHtml } from "#domain/escape.ts";
import { FORM_MAX_BYTES, FORM_OVERHEAD_BYTES, REGISTER_FORM_MAX_BYTES, REPORT_FORM_MAX_BYTES } from "#domain/forms/body-limits.ts";
import { PROOF_MAX_BYTES } from "#domain/forms/warranty.ts";
import { DEALER_IMPORT_MAX_BYTES } from "#server/services/dealer-input.ts";

/**
 * Requests that are wrong before any route sees them get a deliberate 4xx here, in the API's JSON
 * envelope under /api and as a small translated page elsewhere (decision 041): nothing an
 * unauthenticated visitor sends ends in a 500.
 */

/** A call of the JSON API (its answers, errors and headers differ from pages'). */
export const isApiRequest = (req: Request): boolean => req.path === "/api" || req.path.startsWith("/api/");

/** The error in the shape the caller reads: `{ message }` for the API, a page for people. */
export function sendRequestError(req: Request, res: Response, status: number, message: string): void {
  if (res.headersSent) return;
  res.status(status);
  // Worded in the reader's language, and JSON or HTML as asked: a cache keeps one answer per both.
  res.vary("Accept").vary("Accept-Language");
  if (isApiRequest(req) || !req.accepts("html")) {
    res.json({ message: messageFor(req, message) });
    return;
  }
  let locale = DEFAULT_LOCALE;
  try {
    locale = localeFromPath(req.path);
  } catch {
    // an unreadable path: English
  }
  const text = (key: string) => translate(locale, key, "common");
  const title = status === 404 ? text("errors.notFoundTitle") : text("errors.genericTitle");
  const description = status === 404 ? text("errors.notFoundDescription") : text("errors.genericDescription");
  const home = locale === DEFAULT_LOCALE ? "/" : `/${locale}`;
  res
    .type("html")
    .send(
      `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
        `<meta name="robots" content="noindex"><title>${status} · Fantai</title></head><body><main id="main" class="error-page">` +
        `<p class="error-page__status">${status}</p><h1>${escapeHtml(title)}</h1><p>${escapeHtml(description)}</p>` +
        `<p>${escapeHtml(translateMessage(message, locale))}</p><a href="${home}">${escapeHtml(text("actions.backToHome"))}</a></main></body></html>`,
    );
}

/** HTTP/1.0 may omit Host; without it no absolute URL (canonical, redirects, the page request) can be built. */
export const requireHost: RequestHandler = (req, res, next) => {
  if (req.headers.host?.trim()) return next();
  res.setHeader("Connection", "close");
  sendRequestError(req, res, 400, "The request has no Host header.");
};

interface BodyLimits {
  uploadMaxBytes: number;
  documentMaxBytes: number;
}

/** The calls that take a file, each with the largest file it accepts (its own check is the exact one). */
function fileBoundOf(path: string, { uploadMaxBytes, documentMaxBytes }: BodyLimits): number | undefined {
  if (/^\/api\/ad\/(?:uploads|media|media\/\d+\/_replace)$/.test(path)) return uploadMaxBytes;
  if (/^\/api\/ad\/documents(?:\/\d+\/_update)?$/.test(path)) return documentMaxBytes;
  if (path === "/api/ad/dealers/_import") return DEALER_IMPORT_MAX_BYTES;
  // The warranty registration with its proof of purchase (the form without JavaScript: REGISTER_PAGE).
  if (/^\/api\/warranty\/registrations\/?$/i.test(path)) return PROOF_MAX_BYTES;
  return undefined;
}

/** The warranty registration page, whose form without JavaScript carries a proof of purchase. */
const REGISTER_PAGE = /^\/(?:(?:fr|nl)\/)?register\/?$/i;
/** The safety incident report page, whose form carries photos. */
const REPORT_PAGE = /^\/(?:(?:fr|nl)\/)?safety\/report\/?$/i;

/**
 * A body declared larger than the route could ever accept is refused at once, before a byte of it
 * is read, and the connection is closed instead of being held while the client sends it. A body
 * sent in chunks declares no length: the parsers and readForm count it as it comes, to the same bounds.
 */
export function refuseOversizedBodies(limits: BodyLimits): RequestHandler {
  return (req, res, next) => {
    const declared = Number(req.headers["content-length"] ?? 0);
    // The registration form is read as it comes, a proof's bytes past its bound dropped and the whole no further than
    // REGISTER_FORM_MAX_BYTES: a proof too large comes back as the form with the visitor's values and the message, not
    // as this bare page.
    // A body declared past that cap is refused at once like any other, with the proof's message in the page's language.
    if (REGISTER_PAGE.test(req.path) && !isApiRequest(req)) {
      if (!(declared > REGISTER_FORM_MAX_BYTES)) return next();
      res.setHeader("Connection", "close");
      return sendRequestError(req, res, 413, "warranty.errors.proofSize");
    }
    // The safety report's photos, likewise (up to five, each bounded as it is read).
    if (REPORT_PAGE.test(req.path)) {
      if (declared > REPORT_FORM_MAX_BYTES) res.setHeader("Connection", "close");
      return next();
    }
    const file = fileBoundOf(req.path, limits);
    if (!(declared > (file === undefined ? FORM_MAX_BYTES : file + FORM_OVERHEAD_BYTES))) return next();
    res.setHeader("Connection", "close");
    // A file's message is the one multer's own limit gives.
    sendRequestError(req, res, 413, file === undefined ? "The request body is too large." : "The uploaded file is too large.");
  };
}

/** Pages answer GET and HEAD, and POST for their forms; React Router cannot even represent TRACE or CONNECT. */
const PAGE_METHODS = new Set(["GET", "HEAD", "POST"]);

export const pageMethods: RequestHandler = (req, res, next) => {
  if (!PAGE_METHODS.has(req.method)) {
    res.setHeader("Allow", [...PAGE_METHODS].join(", "));
    return sendRequestError(req, res, 405, "Method not allowed.");
  }
  try {
    decodeURIComponent(req.path);
  } catch {
    return sendRequestError(req, res, 400, "The address is not valid (a malformed percent-encoding).");
  }
  // Page forms post as a browser does; anything else could not be read by a route action.
  if (req.method === "POST" && !req.is(["application/x-www-form-urlencoded", "multipart/form-data"])) {
    return sendRequestError(req, res, 415, "Pages accept form posts only (application/x-www-form-urlencoded or multipart/form-data).");
  }
  // A form sent in chunks declares no length: readForm stops reading at the forms' bound, and the
  // connection ends with the answer instead of waiting for the rest.
  if (req.method === "POST" && req.headers["content-length"] === undefined) res.setHeader("Connection", "close");
  next();
};

/** Deeper than any form or admin record could be; deeper still would overflow a recursive walk. */
export const MAX_JSON_DEPTH = 32;

function depthExceeds(value: unknown, max: number): boolean {
  const stack: Array<[unknown, number]> = [[value, 0]];
  while (stack.length) {
    const [node, depth] = stack.pop()!;
    if (node === null || typeof node !== "object") continue;
    if (depth >= max) return true;
    for (const child of Object.values(node)) if (child !== null && typeof child === "object") stack.push([child, depth + 1]);
  }
  return false;
}

/** After the JSON parser: a body nested deeper than MAX_JSON_DEPTH is a 400, checked without recursion. */
export const jsonDepthLimit: RequestHandler = (req, _res, next) => {
  if (depthExceeds(req.body, MAX_JSON_DEPTH)) return next(new HttpError(400, `The request body is nested deeper than ${MAX_JSON_DEPTH} levels.`));
  next();
};

/**
 * The last handler of the app: what escaped every route (a malformed path given to the static
 * files, a page request that could not be built) as a page error, never Express's stack-trace page.
 */
export function pageErrorHandler(logger: Logger): ErrorRequestHandler {
  return (error, req, res, _next) => {
    const status = statusOf(error) ?? 500;
    if (status >= 500) (req.log ?? logger).error({ err: error }, "request failed");
    sendRequestError(req, res, status, status >= 500 ? "Server Error" : status === 404 ? "This page could not be found" : "Bad request.");
  };
}

/**
 * Behind a proxy that TRUST_PROXY does not name, every visitor shares the proxy's address, so one
 * visitor's failures refuse everyone (rate limits count per address). That shows as requests that
 * carry X-Forwarded-For from a peer not trusted: said once per process, with the setting to change.
 */
export function untrustedProxyWarning(logger: Logger, trusted: (address: string, hop: number) => boolean): RequestHandler {
  let warned = false;
  return (req, _res, next) => {
    if (!warned && req.headers["x-forwarded-for"] !== undefined) {
      const peer = req.socket.remoteAddress ?? "";
      if (!trusted(peer, 0)) {
        warned = true;
        logger.warn(
          { peer, setting: "TRUST_PROXY" },
          `A request came through a proxy at ${peer}, which TRUST_PROXY does not trust: every visitor behind it shares one address for the rate limits. ` +
            "Set TRUST_PROXY to the number of proxies in front of the site (e.g. 1) or to their addresses or subnets (e.g. 10.0.0.0/8); see README.",
        );
      }
    }
    next();
  };
}
