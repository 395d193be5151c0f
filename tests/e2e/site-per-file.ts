import { afterAll, inject } from "vitest";

/**
 * Runs before each browser test file (vitest.config.ts setupFiles): takes the file's own site from the run's pool
 * (tests/e2e/site-pool.ts: the production build on its own port over its own copy of the seeded data, started ahead)
 * and gives it back when the file ends, which stops it. Files run side by side and none sees another's leftovers.
 */
const pool = inject("sitePool");
const taken = await fetch(`${pool}/take`);
const baseUrl = await taken.text();
if (!taken.ok) throw new Error(`No site for this file: ${baseUrl}`);
afterAll(async () => void (await fetch(`${pool}/release?site=${encodeURIComponent(baseUrl)}`, { method: "POST" })));

// `inject("baseUrl")` is how test files find the site: it answers this file's server. Vitest offers no public way for
// a setup file to provide a value, so this writes to the worker's provided context (tests/e2e/foundation.test.ts checks it).
const worker = (globalThis as { __vitest_worker__?: { providedContext: Record<string, unknown> } }).__vitest_worker__;
if (!worker) throw new Error("tests/e2e/site-per-file.ts must run as a vitest setup file");
worker.providedContext.baseUrl = baseUrl;
