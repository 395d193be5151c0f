import { describe, expect, it } from "vitest";
import { DESKTOP, PHONE, useBrowser } from "./utils.ts";

describe("the postal address", () => {
  const session = useBrowser();

  for (const { path, country, others } of [
    { path: "/", country: "Belgium", others: ["Belgique", "België"] },
    { path: "/fr/contact", country: "Belgique", others: ["Belgium", "België"] },
    { path: "/nl/contact", country: "België", others: ["Belgium", "Belgique"] },
  ]) {
    it(`names its country in the page's language on ${path}`, async () => {
      const page = await session.newPage(path === "/" ? DESKTOP : PHONE);
      await page.goto(path);
      await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
      const footer = (await page.locator("#site-footer address").textContent()) ?? "";
      expect(footer).toContain(`2800 Mechelen, ${country}`);
      const main = (await page.locator("main").textContent()) ?? "";
      for (const other of others) {
        expect(footer).not.toContain(other);
        expect(main).not.toContain(`Mechelen, ${other}`);
      }
      if (path !== "/") expect(main).toContain(`2800 Mechelen, ${country}`);
    });
  }
});
