import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    reporters: ["default", "./tests/support/summary-reporter.ts"],
    projects: [
      {
        test: {
          name: "unit",
          // Unit and API files run together first; the browser tests (their own worker count) run after them.
          sequence: { groupOrder: 0 },
          include: ["src/**/*.test.{ts,tsx}", "domain/**/*.test.ts", "server/**/*.test.ts", "tests/unit/**/*.test.ts"],
          environment: "node",
        },
      },
      {
        test: {
          name: "api",
          sequence: { groupOrder: 0 },
          include: ["tests/api/**/*.test.ts"],
          environment: "node",
          // The files of one worker share its module graph: the server is imported once per worker, not once per
          // file (imports were 43 % of the time). Each file still builds its own app over its own fresh database.
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: "e2e",
          sequence: { groupOrder: 1 },
          include: ["tests/e2e/**/*.test.ts"],
          environment: "node",
          globalSetup: ["tests/e2e/global-setup.ts"],
          // Each file gets its own production server over its own fresh database, so files run side by side.
          setupFiles: ["tests/e2e/site-per-file.ts"],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // Two files at a time (a browser and a server each) on this 2-core machine kind; E2E_WORKERS overrides.
          maxWorkers: Number(process.env.E2E_WORKERS ?? 2),
        },
      },
    ],
  },
});
