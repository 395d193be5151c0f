import type { TestProject } from "vitest/node";
import { startProductionServer } from "./production-server.ts";

export const E2E_ADMIN = { email: "admin@e2e.test", password: "e2e-password-123" };

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
    admin: { email: string; password: string };
  }
}

/** Starts the production build once for every e2e file, on a fresh seeded SQLite database. */
export default async function setup(project: TestProject) {
  const server = await startProductionServer({ ADMIN_EMAIL: E2E_ADMIN.email, ADMIN_PASSWORD: E2E_ADMIN.password });
  project.provide("baseUrl", server.baseUrl);
  project.provide("admin", E2E_ADMIN);
  return server.stop;
}
