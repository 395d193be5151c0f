import type { RequestHandler } from "express";
import { DEFAULT_LOCALE, LOCALES } from "#domain/locales.ts";
import { RESERVED_PATH_SEGMENTS } from "#domain/paths.ts";

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

/** First segments of the site's own pages (not the API, files or health checks), and their fixed second segments. */
const NOT_PAGES = new Set(["api", "media", "documents", "texts", "assets", "fonts", "images", "healthz", "readyz", "metrics", "admin", ...LOCALES]);
const PAGE_SEGMENTS = new Set(RESERVED_PATH_SEGMENTS.filter((segment) => !NOT_PAGES.has(segment)));
const FIXED_SECOND: Record<string, readonly string[]> = { register: ["done", "verify"], login: ["password"] };

/**
 * The path with its fixed part in lower case: `/Products`, `/FR/products`, `/NL/Register/Verify` are
 * `/products`, `/fr/products`, `/nl/register/verify`. Only the language and the page's own segments change; a
 * slug or landing address after them is kept as typed, and paths that are not pages are left alone.
 */
export function lowerCaseFixedPath(path: string): string {
  const parts = path.split("/");
  let at = 1;
  const first = parts[at]?.toLowerCase();
  if (first && (LOCALES as readonly string[]).includes(first)) parts[at++] = first;
  const page = parts[at]?.toLowerCase();
  if (page && PAGE_SEGMENTS.has(page)) {
    parts[at] = page;
    const second = parts[at + 1]?.toLowerCase();
    if (second && FIXED_SECOND[page]?.includes(second)) parts[at + 1] = second;
  } else if (at === 1) return path;
  return parts.join("/");
}

/** English pages have no language prefix: `/en` is `/`, `/en/products` is `/products`. */
export function withoutEnglishPrefix(path: string): string {
  if (path === `/${DEFAULT_LOCALE}`) return "/";
  return path.startsWith(`/${DEFAULT_LOCALE}/`) ? path.slice(DEFAULT_LOCALE.length + 1) : path;
}

/**
 * Pages have one address each: `/products/`, `/fr/faq//`, `/fr//faq` and `/fr/./faq` answer 301 to
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
  const clean = withoutEnglishPrefix(lowerCaseFixedPath(routed.length > 1 ? routed.replace(/\/$/, "") : routed));
  if (clean === path) return next();
  const query = req.originalUrl.includes("?") ? req.originalUrl.slice(req.originalUrl.indexOf("?")) : "";
  res.redirect(301, `${clean}${query}`);
};
