import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { startProductionServer, type ProductionServer, type SiteTemplate } from "./production-server.ts";

export interface SitePool {
  /** Where a test file asks for its site (GET /take) and gives it back (POST /release?site=<baseUrl>). */
  url: string;
  close(): Promise<void>;
}

/**
 * Each test file's own server, started ahead (tests/e2e/global-setup.ts): `spares` servers over fresh copies of the
 * template wait while files run, so a file finds its server ready instead of waiting for a start (about 10 s at
 * load 16), and a released server stops while the next file runs. One spare serves two workers: a file takes a few
 * times longer than a start.
 */
export async function startSitePool(env: Record<string, string>, template: SiteTemplate, spares = 1): Promise<SitePool> {
  const waiting: Promise<ProductionServer>[] = [];
  const taken = new Map<string, ProductionServer>();
  const stopping = new Set<Promise<void>>();
  const startOne = () => {
    const site = startProductionServer(env, { from: template });
    site.catch(() => undefined);
    waiting.push(site);
  };
  const stopInBackground = (site: ProductionServer) => {
    const stopped = site.stop().finally(() => stopping.delete(stopped));
    stopping.add(stopped);
  };
  for (let i = 0; i < spares; i++) startOne();

  const http = createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://pool");
    if (url.pathname === "/take") {
      const next = waiting.shift()!;
      startOne();
      next.then(
        (site) => {
          taken.set(site.baseUrl, site);
          res.end(site.baseUrl);
        },
        (error: unknown) => res.writeHead(500).end(error instanceof Error ? error.message : String(error)),
      );
      return;
    }
    if (url.pathname === "/release" && req.method === "POST") {
      const site = taken.get(url.searchParams.get("site") ?? "");
      if (site) {
        taken.delete(site.baseUrl);
        stopInBackground(site);
      }
      res.end();
      return;
    }
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => http.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(http.address() as AddressInfo).port}`,
    async close() {
      await new Promise((resolve) => http.close(resolve));
      for (const site of taken.values()) stopInBackground(site);
      for (const site of await Promise.allSettled(waiting.splice(0))) if (site.status === "fulfilled") stopInBackground(site.value);
      await Promise.all(stopping);
    },
  };
}
