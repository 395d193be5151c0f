import { SERIAL_PARAM } from "#domain/short-links.ts";
import { randomBytes } from "node:crypto";
import type { Request, RequestHandler, Response } from "express";
import helmet from "helmet";
import { PREVIEW_PARAM } from "#domain/paths.ts";
import { routedPath } from "./clean-paths.ts";
import { isApiRequest } from "./request-guards.ts";

const NONCE_BYTES = 16;
// Random bytes drawn 256 nonces at a time: one call to the system's generator costs about the same
// for 16 bytes as for 4 kB, and it was 7 % of a list request (docs/benchmarks.md). No byte is used twice.
let noncePool = Buffer.alloc(0);
let noncePoolUsed = 0;

function freshNonce(): string {
  if (noncePoolUsed + NONCE_BYTES > noncePool.length) {
    noncePool = randomBytes(NONCE_BYTES * 256);
    noncePoolUsed = 0;
  }
  const nonce = noncePool.toString("base64", noncePoolUsed, noncePoolUsed + NONCE_BYTES);
  noncePoolUsed += NONCE_BYTES;
  return nonce;
}

/** A fresh nonce per response, read by the CSP header and by every script React Router renders. */
export const cspNonce: RequestHandler = (_req, res, next) => {
  res.locals.cspNonce = freshNonce();
  next();
};

interface SecurityOptions {
  development: boolean;
  /** Where uploaded images are served from besides this site (S3, a CDN). */
  imageOrigins?: string[];
}

/** Helmet's headers; `nonce` adds the response's nonce to script-src (pages run scripts, API answers do not). */
function helmetHeaders({ development, imageOrigins = [] }: SecurityOptions, nonce: boolean): RequestHandler {
  const responseNonce = (_req: unknown, res: unknown) => `'nonce-${(res as { locals: { cspNonce: string } }).locals.cspNonce}'`;
  return helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // Vite's dev client injects inline scripts and talks over a websocket.
        scriptSrc: development ? ["'self'", "'unsafe-inline'", "'unsafe-eval'"] : ["'self'", "'strict-dynamic'", ...(nonce ? [responseNonce] : [])],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", "data:", "blob:", ...imageOrigins],
        connectSrc: development ? ["'self'", "ws:", "wss:"] : ["'self'"],
        frameSrc: ["https://www.openstreetmap.org"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    strictTransportSecurity: development ? false : { maxAge: 31536000, includeSubDomains: true },
    crossOriginEmbedderPolicy: false,
    // The same answer as frame-ancestors 'none', for browsers that only know the older header.
    xFrameOptions: { action: "deny" },
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
  });
}

/**
 * The security headers of every answer. An API answer's are the same for every request (no script, so no nonce):
 * worked out once and set from a list, instead of running helmet's twelve middlewares each time (about a tenth of
 * a product list request, docs/benchmarks.md run 17).
 */
export function securityHeaders(options: SecurityOptions): RequestHandler {
  const pageHeaders = helmetHeaders(options, true);
  const apiHeaders = fixedHeadersOf(helmetHeaders(options, false));
  return (req, res, next) => {
    if (!isApiRequest(req)) return pageHeaders(req, res, next);
    for (const [name, value] of apiHeaders) res.setHeader(name, value);
    next();
  };
}

/** The headers a middleware that depends on nothing in the request sets, recorded on a stand-in response. */
function fixedHeadersOf(middleware: RequestHandler): [string, string | string[]][] {
  const headers = new Map<string, string | string[]>();
  const recorder = { setHeader: (name: string, value: string | string[]) => headers.set(name, value), removeHeader: () => {}, locals: {} };
  let done = false;
  middleware({} as Request, recorder as unknown as Response, () => (done = true));
  if (!done) throw new Error("The security headers could not be worked out ahead of the requests");
  return [...headers];
}

/**
 * Pages that show or lead to secrets (the sign-in page, the admin shell) or show one visitor's own
 * data or form result (a warranty registration, its certificate check, the thank-you pages, the owner space):
 * never stored by a browser, a shared cache or the render cache (decision 049). Their `.data`
 * twins (React Router's client navigations) alike.
 */
const PRIVATE_PAGE = /^\/(?:(?:fr|nl)\/)?(?:login|admin|register\/done|register\/verify|thanks|newsletter|my)(?:\/|\.data$|$)/i;

export const PRIVATE_CACHE_CONTROL = "private, no-store";

/**
 * Judged on the path as the router matches it: dot segments resolved, percent-decoded and in any case, so
 * `/Register/Done`, `/%72egister/done` and `/register/./done`, which render the same page, are private too (a
 * malformed escape is judged as sent).
 */
export const isPrivatePage = (path: string): boolean => {
  let decoded = routedPath(path);
  try {
    decoded = decodeURIComponent(decoded);
  } catch {
    // judged as sent
  }
  return PRIVATE_PAGE.test(decoded);
};

/** A public page opened through a preview link (decision 061): an editor's unsaved changes, for their eyes only. */
export const isPreviewRequest = (req: Request): boolean => req.query[PREVIEW_PARAM] !== undefined;

/** Private pages and previews: kept by no cache (browser, CDN, render cache), and previews by no search engine. */
/** A page opened with an owner's serial number (?sn=, the labels' QR codes, decision 082): one visitor's machine. */
export const isSerialRequest = (req: Request): boolean => req.query[SERIAL_PARAM] !== undefined;

export const isPrivateRequest = (req: Request): boolean => isPrivatePage(req.path) || isPreviewRequest(req) || isSerialRequest(req);

export const noStoreOnPrivatePages: RequestHandler = (req, res, next) => {
  if (isPrivatePage(req.path) || isSerialRequest(req)) res.setHeader("Cache-Control", PRIVATE_CACHE_CONTROL);
  if (isPreviewRequest(req)) res.set({ "Cache-Control": PRIVATE_CACHE_CONTROL, "X-Robots-Tag": "noindex" });
  next();
};

/** For API answers that carry a token or one visitor's data. */
export const noStore: RequestHandler = (_req, res, next) => {
  res.setHeader("Cache-Control", PRIVATE_CACHE_CONTROL);
  next();
};

/**
 * Public API reads (everything under /api but the admin's /api/ad) may be kept briefly by a CDN and
 * revalidated by browsers with their strong ETag (decision 050); an endpoint may set its own.
 */
export function publicApiCaching(cacheControl: string): RequestHandler {
  return (req, res, next) => {
    if ((req.method === "GET" || req.method === "HEAD") && !/^\/ad(?:\/|$)/.test(req.path)) res.setHeader("Cache-Control", cacheControl);
    next();
  };
}
