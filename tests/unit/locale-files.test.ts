import { readdirSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { LOCALES } from "#domain/locales.ts";

const ROOT = resolve(import.meta.dirname, "../../locales");

function keysOf(tree: unknown, prefix = ""): string[] {
  if (typeof tree !== "object" || tree === null) return [prefix];
  return Object.entries(tree).flatMap(([key, value]) => keysOf(value, prefix ? `${prefix}.${key}` : key));
}

function valueAt(tree: unknown, key: string): unknown {
  return key.split(".").reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], tree);
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
    const tree = load(locale, file);
    const empty = keysOf(tree).filter((key) => valueAt(tree, key) === "");
    expect(empty).toEqual([]);
  });
});

it("every language has the same files", () => {
  for (const locale of LOCALES) expect(readdirSync(join(ROOT, locale)).sort()).toEqual([...files].sort());
});

// A word right after the count is a counted noun ("3 products"), unless it is one of these: such a text needs its
// _one and _other forms, so that one product is never "1 products" (i18next picks the form by the language's rules).
const NOT_NOUNS = new Set(["in", "of", "au", "sur", "van"]);

it.each([...LOCALES])("every counted noun has a singular and a plural form in %s", (locale) => {
  for (const file of files) {
    const tree = load(locale, file);
    const unformed = keysOf(tree).filter((key) => {
      const value = valueAt(tree, key);
      const word = typeof value === "string" ? /\{\{count\}\} (\p{L}+)/u.exec(value)?.[1] : undefined;
      return word !== undefined && !NOT_NOUNS.has(word) && !/_(one|other)$/.test(key);
    });
    expect(unformed, file).toEqual([]);
  }
});

it("French texts keep ; : ! and ? on the line of the word before them (a no-break space, as French typography wants)", () => {
  for (const file of files) {
    const tree = load("fr", file);
    const loose = keysOf(tree).filter((key) => {
      const value = valueAt(tree, key);
      return typeof value === "string" && / [;:!?](\s|$)/.test(value);
    });
    expect(loose, file).toEqual([]);
  }
});

it.each([...LOCALES])("the FAQ promises an answer within the thank-you page's hours in %s (product rules: within 24 hours)", (locale) => {
  const tree = load(locale, "public.json");
  expect(valueAt(tree, "thanks.text")).toContain("{{hours}}");
  expect(valueAt(tree, "faq.moreText")).toMatch(/\b24\b/);
});
