import type { Request } from "express";
import type { Config } from "#server/config.ts";

/** This site's absolute origin, e.g. "https://www.fantai.example": PUBLIC_URL, else the request's own. */
export function siteOrigin(config: Pick<Config, "PUBLIC_URL">, req: Request): string {
  return config.PUBLIC_URL?.replace(/\/$/, "") ?? `${req.protocol}://${req.get("host") ?? "localhost"}`;
}
