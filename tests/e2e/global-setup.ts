import type { TestProject } from "vitest/node";
import { startProductionServer } from "./production-server.ts";

export const E2E_ADMIN = { email: "admin@e2e.test", password: "e2e-password-123" };

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
    admin: { email: string; password: string };
  }
}

/** Starts the production build once for every e2e file, on a fresh seeded database (SQLite, or PostgreSQL with E2E_DATABASE_URL). */
export default async function setup(project: TestProject) {
  // The publishing clock checks every second, so a campaign set a moment ahead goes live within the test.
  const server = await startProductionServer({ ADMIN_EMAIL: E2E_ADMIN.email, ADMIN_PASSWORD: E2E_ADMIN.password, PUBLISH_CHECK_SECONDS: "1" });
  project.provide("baseUrl", server.baseUrl);
  project.provide("admin", E2E_ADMIN);
  return server.stop;
}
