import type { Reporter, TestModule } from "vitest/node";

/**
 * Ends the run with plain lines any CI can read: "N passed, N failed, N skipped", the time spent in each
 * project's files, and whether the PostgreSQL suites ran.
 */
export default class SummaryReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>) {
    const counts = { passed: 0, failed: 0, skipped: 0 };
    const secondsByProject = new Map<string, number>();
    for (const module of testModules) {
      const project = module.project.name || "default";
      secondsByProject.set(project, (secondsByProject.get(project) ?? 0) + module.diagnostic().duration / 1000);
      for (const test of module.children.allTests()) {
        const state = test.result().state;
        if (state === "passed") counts.passed++;
        else if (state === "failed") counts.failed++;
        else counts.skipped++;
      }
    }
    const times = [...secondsByProject].map(([project, seconds]) => `${project} ${Math.round(seconds)} s`).join(", ");
    if (times) process.stdout.write(`\nTime in test files: ${times}\n`);
    if (!process.env.TEST_DATABASE_URL) {
      process.stdout.write("PostgreSQL suites skipped: TEST_DATABASE_URL is unset, so the database tests ran on SQLite only.\n");
    }
    process.stdout.write(`\n${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped\n`);
  }
}
