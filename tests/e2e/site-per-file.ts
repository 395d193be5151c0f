import { afterAll, inject } from "vitest";
import { E2E_SITE_ENV } from "./global-setup.ts";
import { startProductionServer } from "./production-server.ts";

/**
 * Runs before each browser test file (vitest.config.ts setupFiles): the production build on its own port over its own
 * copy of the seeded data (tests/e2e/global-setup.ts), stopped when the file ends. Files run side by side and none
 * sees another's leftovers.
 */
const site = await startProductionServer(E2E_SITE_ENV, { from: inject("siteTemplate") });
afterAll(() => site.stop());

// `inject("baseUrl")` is how test files find the site: it answers this file's server. Vitest offers no public way for
// a setup file to provide a value, so this writes to the worker's provided context (tests/e2e/foundation.test.ts checks it).
const worker = (globalThis as { __vitest_worker__?: { providedContext: Record<string, unknown> } }).__vitest_worker__;
if (!worker) throw new Error("tests/e2e/site-per-file.ts must run as a vitest setup file");
worker.providedContext.baseUrl = site.baseUrl;
