import { describe, expect, it } from "vitest";
import { localeFromAcceptLanguage, localeFromPath, localizePath, stripLocale } from "./locales.ts";

describe("locale in the URL", () => {
  it("reads the language from the path prefix, English when unprefixed", () => {
    expect(localeFromPath("/")).toBe("en");
    expect(localeFromPath("/products")).toBe("en");
    expect(localeFromPath("/fr")).toBe("fr");
    expect(localeFromPath("/nl/blog/x")).toBe("nl");
    expect(localeFromPath("/en/products")).toBe("en");
    expect(localeFromPath("/french")).toBe("en");
  });

  it("moves a path between languages", () => {
    expect(localizePath("/products", "fr")).toBe("/fr/products");
    expect(localizePath("/fr/products", "nl")).toBe("/nl/products");
    expect(localizePath("/nl/products", "en")).toBe("/products");
    expect(localizePath("/", "nl")).toBe("/nl");
    expect(localizePath("/fr", "en")).toBe("/");
    expect(stripLocale("/fr")).toBe("/");
  });

  it("never makes a path that a link would read as another site", () => {
    expect(stripLocale("/fr//evil.example")).toBe("/evil.example");
    expect(stripLocale("//evil.example")).toBe("/evil.example");
    expect(localizePath("/fr//evil.example/x", "en")).toBe("/evil.example/x");
    expect(localizePath("//evil.example", "nl")).toBe("/nl/evil.example");
    expect(stripLocale("")).toBe("/");
  });
});

describe("Accept-Language", () => {
  it("picks the most preferred supported language", () => {
    expect(localeFromAcceptLanguage("fr-BE,fr;q=0.9,en;q=0.8")).toBe("fr");
    expect(localeFromAcceptLanguage("de-DE,nl;q=0.7,en;q=0.5")).toBe("nl");
    expect(localeFromAcceptLanguage("en;q=0.4,nl;q=0.9")).toBe("nl");
  });

  it("gives nothing for unsupported or missing headers", () => {
    expect(localeFromAcceptLanguage("de,es")).toBeNull();
    expect(localeFromAcceptLanguage("")).toBeNull();
    expect(localeFromAcceptLanguage(null)).toBeNull();
    expect(localeFromAcceptLanguage("fr;q=0")).toBeNull();
  });
});
