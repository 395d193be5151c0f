import type { RequestHandler } from "express";

/** Letters, digits, `_`, `~` and `-` between single slashes: a path the URL parser leaves as it is. */
const PLAIN_PATH = /^(?:\/[\w~-]+)*\/?$/;

/**
 * A path as the router reads it: React Router parses the request's URL, which turns `\` into `/` and
 * resolves `.` and `..` segments (`%2E` too), so `/x/../register/./done` renders `/register/done`.
 * Repeated slashes collapse first: `//evil.example` must stay a path, never a host.
 */
export function routedPath(path: string): string {
  // Almost every request: nothing the URL parser would change.
  if (PLAIN_PATH.test(path)) return path;
  const slashes = path.replace(/\\/g, "/").replace(/\/{2,}/g, "/");
  return new URL(slashes, "http://site.invalid").pathname;
}

/**
 * Pages have one address each (issue 9): `/products/`, `/fr/faq//`, `/fr//faq` and `/fr/./faq` answer 301 to
 * `/products`, `/fr/faq`, `/fr/faq` and `/fr/faq`, with the query kept. Repeated slashes collapse anywhere, so
 * `//evil.example/` never becomes a protocol-relative redirect, nor `/fr//evil.example` a page whose
 * language links lead off the site; and no page is reached by a second address that the rules keyed on
 * its path (private pages, the render cache) would not recognise.
 */
export const cleanPagePaths: RequestHandler = (req, res, next) => {
  if (req.method !== "GET" && req.method !== "HEAD") return next();
  const path = req.path;
  if (path.startsWith("/admin")) return next();
  const routed = routedPath(path);
  const clean = routed.length > 1 ? routed.replace(/\/$/, "") : routed;
  if (clean === path) return next();
  const query = req.originalUrl.includes("?") ? req.originalUrl.slice(req.originalUrl.indexOf("?")) : "";
  res.redirect(301, `${clean}${query}`);
};
