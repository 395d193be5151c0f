import type { RequestHandler } from "express";

/**
 * Pages have one address each (issue 9): `/products/` and `/fr/faq//` answer 301 to `/products`
 * and `/fr/faq`, with the query kept. Repeated leading slashes collapse too, so `//evil.example/`
 * can never become a protocol-relative redirect elsewhere.
 */
export const cleanPagePaths: RequestHandler = (req, res, next) => {
  if (req.method !== "GET" && req.method !== "HEAD") return next();
  const path = req.path;
  if (path === "/" || !path.endsWith("/") || path.startsWith("/admin")) return next();
  const clean = `/${path.replace(/^\/+|\/+$/g, "")}`;
  const query = req.originalUrl.includes("?") ? req.originalUrl.slice(req.originalUrl.indexOf("?")) : "";
  res.redirect(301, `${clean}${query}`);
};
