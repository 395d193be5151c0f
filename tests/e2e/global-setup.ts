import type { TestProject } from "vitest/node";
import { prepareSiteTemplate, type SiteTemplate } from "./production-server.ts";

export const E2E_ADMIN = { email: "admin@e2e.test", password: "e2e-password-123" };

/** Every file's server runs with these (tests/e2e/site-per-file.ts). */
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
    /** The migrated, seeded data each file's server starts from a copy of. */
    siteTemplate: SiteTemplate;
  }
}

/** Once per run: migrates and seeds a site (SQLite, or PostgreSQL with E2E_DATABASE_URL) that each file's server copies. */
export default async function setup(project: TestProject) {
  const template = await prepareSiteTemplate(E2E_SITE_ENV);
  project.provide("siteTemplate", { dataDir: template.dataDir, databaseName: template.databaseName });
  project.provide("admin", E2E_ADMIN);
  return template.remove;
}
