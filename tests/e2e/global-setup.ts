import type { TestProject } from "vitest/node";
import { prepareSiteTemplate } from "./production-server.ts";
import { startSitePool } from "./site-pool.ts";

export const E2E_ADMIN = { email: "admin@e2e.test", password: "e2e-password-123" };

/** Every file's server runs with these (tests/e2e/site-pool.ts). */
export const E2E_SITE_ENV = {
  ADMIN_EMAIL: E2E_ADMIN.email,
  ADMIN_PASSWORD: E2E_ADMIN.password,
  // The publishing clock checks every second, so a campaign set a moment ahead goes live within the test.
  PUBLISH_CHECK_SECONDS: "1",
};

declare module "vitest" {
  export interface ProvidedContext {
    /** The site of the running test file (tests/e2e/site-per-file.ts starts one per file). */
    baseUrl: string;
    admin: { email: string; password: string };
    /** Where each file takes its own server, started ahead over a copy of the seeded data (tests/e2e/site-pool.ts). */
    sitePool: string;
  }
}

/**
 * Once per run: migrates and seeds a site (SQLite, or PostgreSQL with E2E_DATABASE_URL) and starts the pool that gives
 * each file its own server over a copy of it.
 */
export default async function setup(project: TestProject) {
  const template = await prepareSiteTemplate(E2E_SITE_ENV);
  const pool = await startSitePool(E2E_SITE_ENV, template);
  project.provide("sitePool", pool.url);
  project.provide("admin", E2E_ADMIN);
  return async () => {
    await pool.close();
    await template.remove();
  };
}
