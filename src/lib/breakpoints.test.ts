import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { PHONE_MEDIA, WIDE_MEDIA } from "./breakpoints.ts";

const SRC = join(import.meta.dirname, "..");

/** The public site's styles and components (the admin has its own library's breakpoints). */
function publicSources(): { path: string; text: string }[] {
  return readdirSync(SRC, { recursive: true, encoding: "utf8" })
    .filter((path) => /\.(css|tsx?)$/.test(path) && !path.startsWith("admin") && !path.endsWith(".test.ts"))
    .map((path) => ({ path, text: readFileSync(join(SRC, path), "utf8") }));
}

describe("the 750 px breakpoint", () => {
  it("is written in one of two complementary forms everywhere, so no width gets the phone and the wide layout at once", () => {
    const odd = publicSources().flatMap(({ path, text }) =>
      [...text.matchAll(/\((?:max|min)-width:\s*7(?:49|50|51)[\d.]*px\)/g)]
        .map(([query]) => query)
        .filter((query) => query !== PHONE_MEDIA && query !== WIDE_MEDIA)
        .map((query) => `${path}: ${query}`),
    );
    expect(odd).toEqual([]);
  });

  it("gives 749.98 px to the phone and 750 px to the wide layout", () => {
    const matches = (query: string, width: number) => {
      const [, side, px] = /\((max|min)-width: ([\d.]+)px\)/.exec(query)!;
      return side === "max" ? width <= Number(px) : width >= Number(px);
    };
    for (const width of [320, 749, 749.5, 749.98, 750, 750.5, 751, 1280]) {
      expect(matches(PHONE_MEDIA, width) !== matches(WIDE_MEDIA, width), `${width} px`).toBe(true);
    }
    expect(matches(WIDE_MEDIA, 750)).toBe(true);
    expect(matches(PHONE_MEDIA, 749.5)).toBe(true);
  });
});
