import type { Request } from "express";
import type { Config } from "#server/config.ts";

/** This site's absolute origin, e.g. "https://www.fantai.example": PUBLIC_URL, else the request's own. */
export function siteOrigin(config: Pick<Config, "PUBLIC_URL">, req: Request): string {
  return config.PUBLIC_URL?.replace(/\/$/, "") ?? `${req.protocol}://${req.get("host") ?? "localhost"}`;
}

/**
 * The origin of the links in mails: PUBLIC_URL, else the address this server listens on. Never a request's
 * Host header: whoever sends a form chooses it, and a mail from the company with a link to another site is
 * a phishing page handed out for free (the staff's enquiry notification, a warranty mail to any address).
 */
export function mailOrigin(config: Pick<Config, "PUBLIC_URL" | "HOST" | "PORT">): string {
  if (config.PUBLIC_URL) return config.PUBLIC_URL.replace(/\/$/, "");
  const host = config.HOST === "0.0.0.0" || config.HOST === "::" ? "localhost" : config.HOST;
  return `http://${host.includes(":") ? `[${host}]` : host}:${config.PORT}`;
}
