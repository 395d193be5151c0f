import type { RequestHandler } from "express";

/**
 * Pages have one address each (issue 9): `/products/`, `/fr/faq//` and `/fr//faq` answer 301 to
 * `/products`, `/fr/faq` and `/fr/faq`, with the query kept. Repeated slashes collapse anywhere, so
 * `//evil.example/` never becomes a protocol-relative redirect, nor `/fr//evil.example` a page whose
 * language links lead off the site.
 */
export const cleanPagePaths: RequestHandler = (req, res, next) => {
  if (req.method !== "GET" && req.method !== "HEAD") return next();
  const path = req.path;
  if (path === "/" || (!path.endsWith("/") && !path.includes("//")) || path.startsWith("/admin")) return next();
  const clean = `/${path.replace(/\/{2,}/g, "/").replace(/^\/|\/$/g, "")}`;
  const query = req.originalUrl.includes("?") ? req.originalUrl.slice(req.originalUrl.indexOf("?")) : "";
  res.redirect(301, `${clean}${query}`);
};
