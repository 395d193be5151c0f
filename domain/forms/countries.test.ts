import { describe, expect, it } from "vitest";
import { addressInLanguage, countryCodeOf, countryName, sortedCountries } from "./countries.ts";

const ADDRESS = "Industrieweg 40, 2800 Mechelen, Belgium";

describe("country names", () => {
  it("follow the language", () => {
    expect(countryName("BE", "en")).toBe("Belgium");
    expect(countryName("BE", "fr")).toBe("Belgique");
    expect(countryName("BE", "nl")).toBe("België");
    expect(countryName("NL", "fr")).toBe("Pays-Bas");
    expect(countryName("OTHER", "nl", "Ander land")).toBe("Ander land");
  });

  it("are recognised in any site language, with or without accents, or as a code", () => {
    for (const name of ["Belgium", "Belgique", "België", "belgie", " BELGIUM ", "BE"]) expect(countryCodeOf(name), name).toBe("BE");
    expect(countryCodeOf("The Netherlands")).toBe("NL");
    expect(countryCodeOf("Allemagne")).toBe("DE");
    expect(countryCodeOf("Mechelen")).toBeUndefined();
  });

  it("sort in the page's language with Other last", () => {
    const nl = sortedCountries("nl", "Ander land");
    expect(nl.at(-1)).toEqual({ code: "OTHER", name: "Ander land" });
    expect(nl.findIndex((c) => c.code === "BE")).toBeLessThan(nl.findIndex((c) => c.code === "DE"));
  });
});

describe("the postal address", () => {
  it("names its country in the page's language and keeps street and town as written", () => {
    expect(addressInLanguage(ADDRESS, "en")).toBe(ADDRESS);
    expect(addressInLanguage(ADDRESS, "fr")).toBe("Industrieweg 40, 2800 Mechelen, Belgique");
    expect(addressInLanguage(ADDRESS, "nl")).toBe("Industrieweg 40, 2800 Mechelen, België");
    // Whatever language the editor typed it in.
    expect(addressInLanguage("Rue de la Loi 16, 1000 Bruxelles, Belgique", "en")).toBe("Rue de la Loi 16, 1000 Bruxelles, Belgium");
    expect(addressInLanguage("Keizersgracht 1, 1015 CJ Amsterdam, Nederland", "fr")).toBe("Keizersgracht 1, 1015 CJ Amsterdam, Pays-Bas");
  });

  it("leaves an address without a known country as it is", () => {
    expect(addressInLanguage("Industrieweg 40, 2800 Mechelen", "fr")).toBe("Industrieweg 40, 2800 Mechelen");
    expect(addressInLanguage("Fantai BV", "nl")).toBe("Fantai BV");
    expect(addressInLanguage("", "nl")).toBe("");
  });
});
