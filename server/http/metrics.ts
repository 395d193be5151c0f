import { timingSafeEqual } from "node:crypto";
import type { Request, RequestHandler } from "express";
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from "prom-client";
import type { DatabaseHandle } from "#server/db/index.ts";
import { outboxCounts } from "#server/services/outbox.ts";

/**
 * Prometheus metrics: HTTP requests by route pattern, method and status with
 * latency histograms, database query timings and pool use, and Node's process metrics. One registry
 * per app, so tests can build many apps.
 */
export interface Metrics {
  registry: Registry;
  /** Times every request; mount first. */
  timeRequests: RequestHandler;
}

/** The route pattern a request matched, never its raw path (which would make a series per URL). */
function routeOf(req: Request, locals: Record<string, unknown>): string {
  if (typeof locals.route === "string") return locals.route;
  const path = req.originalUrl.split("?")[0] ?? "/";
  if (path.startsWith("/api/")) return "/api (no route)";
  if (path.startsWith("/assets/")) return "/assets";
  if (path.startsWith("/media/")) return "/media";
  if (path === "/healthz" || path === "/readyz" || path === "/metrics") return path;
  return "page";
}

export function createMetrics(database: DatabaseHandle): Metrics {
  const registry = new Registry();
  registry.setDefaultLabels({ service: "fantai-site" });
  collectDefaultMetrics({ register: registry });

  const labelNames = ["method", "route", "status"] as const;
  const requests = new Counter({ name: "http_requests_total", help: "HTTP requests answered", labelNames, registers: [registry] });
  const duration = new Histogram({
    name: "http_request_duration_seconds",
    help: "Time to answer an HTTP request",
    labelNames,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const queries = new Histogram({
    name: "db_query_duration_seconds",
    help: "Time of a database query",
    labelNames: ["engine", "outcome"] as const,
    buckets: [0.0005, 0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 1, 5],
    registers: [registry],
  });
  database.queryListeners?.add((event) =>
    queries.observe({ engine: database.engine, outcome: event.level === "error" ? "error" : "ok" }, event.queryDurationMillis / 1000),
  );
  new Gauge({
    name: "db_pool_connections",
    help: "Database pool connections by state (PostgreSQL)",
    labelNames: ["state"] as const,
    registers: [registry],
    collect() {
      const stats = database.poolStats?.();
      if (!stats) return;
      this.set({ state: "total" }, stats.total);
      this.set({ state: "idle" }, stats.idle);
      this.set({ state: "waiting" }, stats.waiting);
    },
  });

  new Gauge({
    name: "mail_outbox_messages",
    help: "Mails in the outbox by status: a growing pending count is a mail server that does not answer (decision 043)",
    labelNames: ["status"] as const,
    registers: [registry],
    async collect() {
      for (const [status, count] of Object.entries(await outboxCounts(database.db))) this.set({ status }, count);
    },
  });

  const timeRequests: RequestHandler = (req, res, next) => {
    const end = process.hrtime.bigint();
    res.once("finish", () => {
      const labels = { method: req.method, route: routeOf(req, res.locals), status: String(res.statusCode) };
      requests.inc(labels);
      duration.observe(labels, Number(process.hrtime.bigint() - end) / 1e9);
    });
    next();
  };
  return { registry, timeRequests };
}

/** GET /metrics for a scraper: only with `Authorization: Bearer <METRICS_TOKEN>` (404 without a token configured, 401 with a wrong one). */
export function metricsEndpoint(metrics: Metrics, token: string | undefined): RequestHandler {
  return async (req, res, next) => {
    if (!token) return next();
    // Compared as bytes: a header with a non-ASCII letter can have the token's length in characters but not in bytes.
    const given = Buffer.from(/^Bearer\s+(\S+)$/i.exec(req.get("authorization") ?? "")?.[1] ?? "");
    const expected = Buffer.from(token);
    const ok = given.length === expected.length && timingSafeEqual(given, expected);
    res.setHeader("Cache-Control", "no-store");
    if (!ok) {
      res.status(401).json({ message: "Unauthenticated." });
      return;
    }
    res.type(metrics.registry.contentType).send(await metrics.registry.metrics());
  };
}
