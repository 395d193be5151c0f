import { readdirSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { LOCALES } from "#src/lib/locales.ts";

const ROOT = resolve(import.meta.dirname, "../../locales");

function keysOf(tree: unknown, prefix = ""): string[] {
  if (typeof tree !== "object" || tree === null) return [prefix];
  return Object.entries(tree).flatMap(([key, value]) => keysOf(value, prefix ? `${prefix}.${key}` : key));
}

function load(locale: string, file: string): unknown {
  return JSON.parse(readFileSync(join(ROOT, locale, file), "utf8"));
}

const files = readdirSync(join(ROOT, "en")).filter((f) => f.endsWith(".json"));

describe.each(files)("locales/*/%s", (file) => {
  const english = keysOf(load("en", file)).sort();

  it.each(LOCALES.filter((l) => l !== "en"))("has exactly the English keys in %s", (locale) => {
    expect(keysOf(load(locale, file)).sort()).toEqual(english);
  });

  it.each([...LOCALES])("has no empty texts in %s", (locale) => {
    const empty = keysOf(load(locale, file)).filter((key) => {
      const value = key.split(".").reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], load(locale, file));
      return value === "";
    });
    expect(empty).toEqual([]);
  });
});

it("every language has the same files", () => {
  for (const locale of LOCALES) expect(readdirSync(join(ROOT, locale)).sort()).toEqual([...files].sort());
});

it("French texts keep ; : ! and ? on the line of the word before them (a no-break space, as French typography wants)", () => {
  for (const file of files) {
    const loose = keysOf(load("fr", file)).filter((key) => {
      const value = key.split(".").reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], load("fr", file));
      return typeof value === "string" && / [;:!?](\s|$)/.test(value);
    });
    expect(loose, file).toEqual([]);
  }
});
