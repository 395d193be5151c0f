import express, { Router } from "express";
import type { Config } from "#server/config.ts";
import type { DatabaseHandle } from "#server/db/index.ts";
import { apiNotFound } from "#server/http/errors.ts";
import type { Services } from "#server/services/index.ts";
import { publicCommoditiesRouter } from "./public/commodities.ts";

export interface ApiDeps {
  services: Services;
  config: Config;
  database: DatabaseHandle;
}

/** Every /api route. Public routers first, then the bearer-token admin routers under /ad. */
export function createApiRouter(deps: ApiDeps): Router {
  const router = Router();
  router.use(express.json({ limit: "200kb" }));
  router.use(publicCommoditiesRouter(deps));
  router.use(apiNotFound);
  return router;
}
