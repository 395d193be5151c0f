import { describe, expect, it } from "vitest";
import { BUDGET_PAGES, EVERY_LANGUAGE } from "../../scripts/budget-pages.ts";
import { publicRoutePaths } from "#tests/support/route-paths.ts";

describe("scripts/check-budgets.ts's pages", () => {
  it("measure every page of the route table, and only those", () => {
    const routes = publicRoutePaths();
    const missing = routes.filter((path) => !(path in BUDGET_PAGES));
    const stale = Object.keys(BUDGET_PAGES).filter((path) => !routes.includes(path));
    const advice = [
      ...missing.map(
        (path) =>
          `add to BUDGET_PAGES in scripts/budget-pages.ts: ${JSON.stringify(path)}: [${JSON.stringify(`/${path.replace(/\*|:\w+/g, "…")}`)}], (an address of the demo content)`,
      ),
      ...stale.map((path) => `remove ${JSON.stringify(path)} from BUDGET_PAGES in scripts/budget-pages.ts: src/routes.ts has no such page`),
    ];
    expect(advice, advice.join("\n")).toEqual([]);
  });

  it("give every page type at least one address, and every language page a measured type", () => {
    for (const [path, addresses] of Object.entries(BUDGET_PAGES)) {
      expect(addresses.length, path).toBeGreaterThan(0);
      for (const address of addresses) expect(address, path).toMatch(/^\//);
    }
    for (const path of EVERY_LANGUAGE) expect(Object.keys(BUDGET_PAGES)).toContain(path);
  });
});
