import { describe, expect, it } from "vitest";
import { isPrefixTerm, modelTerms, nameTerms, queryTerms, relaxableWords, relaxations, searchDocument, stem, textTerms, words } from "./search-terms.ts";

/** Whether a query (one language) finds a list of index terms, as the database does: every term of one alternative, prefixes from 3 characters. */
function finds(alternatives: string[][], terms: string[]): boolean {
  return alternatives.some((query) => query.every((q) => terms.some((t) => (isPrefixTerm(q) ? t.startsWith(q) : t === q))));
}

describe("words", () => {
  it("folds case and accents and splits on anything but letters and digits", () => {
    expect(words("Tronçonneuse brushless 40V FT-CS4035")).toEqual(["tronconneuse", "brushless", "40v", "ft", "cs4035"]);
    expect(words("  ÉLAGUEUSE   Taille-haie ")).toEqual(["elagueuse", "taille", "haie"]);
  });

  it("reads HTML as its text: tags and entities are not words", () => {
    expect(words("<p>Lame&nbsp;<strong>mulching</strong> &amp; bac</p>")).toEqual(["lame", "mulching", "bac"]);
  });

  it("has nothing for punctuation or wildcards alone", () => {
    expect(words("% _ -- '")).toEqual([]);
  });
});

describe("stem", () => {
  it.each([
    ["mowers", "en", "mower"],
    ["mower", "en", "mower"],
    ["chainsaws", "en", "chainsaw"],
    ["tondeuses", "fr", "tondeux"],
    ["tondeuse", "fr", "tondeux"],
    ["tronconneuses", "fr", "troncon"],
    ["grasmaaiers", "nl", "grasmaaier"],
    ["kettingzagen", "nl", "kettingzag"],
    ["kettingzaag", "nl", "kettingzag"],
  ] as const)("stems %s in %s as %s (Snowball, as PostgreSQL's configurations do)", (word, locale, expected) => {
    expect(stem(word, locale)).toBe(expected);
  });

  it("leaves model numbers and short words alone", () => {
    expect(stem("cs4035", "en")).toBe("cs4035");
    expect(stem("40v", "fr")).toBe("40v");
    expect(stem("ft", "nl")).toBe("ft");
  });
});

describe("index terms", () => {
  it("hold a model number in every form it may be typed", () => {
    const terms = modelTerms("FT-CS4035");
    expect(terms).toEqual(expect.arrayContaining(["ft", "cs4035", "ftcs4035", "4035"]));
  });

  it("hold neighbouring name words as one, so 'lawnmower' finds 'Lawn Mower'", () => {
    expect(nameTerms("40V Push Lawn Mower", "en")).toEqual(expect.arrayContaining(["lawn", "mower", "lawnmow"]));
  });

  it("hold the endings of compound words, so 'maaier' finds 'Duwgrasmaaier'", () => {
    const terms = nameTerms("Duwgrasmaaier 40V 33 cm", "nl");
    expect(terms).toEqual(expect.arrayContaining(["duwgrasmaaier", "grasmaaier", "maaier"]));
  });

  it("hold description words and stems, without tags", () => {
    expect(textTerms("<p>Powers <em>mowers</em></p>", "en")).toEqual(["powers", "power", "mowers", "mower"]);
  });

  it("give each language its own stems", () => {
    const doc = searchDocument({
      model: "FT-LM4042",
      names: { en: "Lawn Mowers", fr: "Tondeuses", nl: "Grasmaaiers" },
      texts: { en: "", fr: "", nl: "" },
    });
    expect(doc.name.fr).toContain("tondeux");
    expect(doc.name.nl).toContain("grasmaaier");
    expect(doc.model).toContain("ftlm4042");
  });
});

describe("queryTerms", () => {
  it("stems each word in the language asked, dropping stop words", () => {
    expect(queryTerms("Tondeuses à gazon", "fr")[0]).toEqual(["tondeux", "gazon"]);
    expect(queryTerms("the mowers", "en")[0]).toEqual(["mower"]);
  });

  it("keeps stop words when nothing else is left", () => {
    expect(queryTerms("de", "fr")).toEqual([["de"]]);
  });

  it("is empty without letters or digits", () => {
    expect(queryTerms("%", "en")).toEqual([]);
    expect(queryTerms("  ", "nl")).toEqual([]);
  });

  it("also tries a few words as one word", () => {
    expect(queryTerms("ft cs 4035", "en")).toEqual([["ft", "cs", "4035"], ["ftcs4035"]]);
    expect(queryTerms("gras maaier", "nl")).toEqual([["gras", "maaier"], ["grasmaaier"]]);
  });

  describe("finds what visitors type", () => {
    const mower = searchDocument({
      model: "FT-LM4042",
      names: { en: "40V 42 cm Push Lawn Mower", fr: "Tondeuse poussée 40V 42 cm", nl: "Duwgrasmaaier 40V 42 cm" },
      texts: { en: "", fr: "", nl: "" },
    });
    const saw = searchDocument({
      model: "FT-CS4035",
      names: { en: "40V 35 cm Brushless Chainsaw", fr: "Tronçonneuse brushless 40V 35 cm", nl: "Borstelloze kettingzaag 40V 35 cm" },
      texts: { en: "", fr: "", nl: "" },
    });
    const all = (doc: typeof mower, locale: "en" | "fr" | "nl") => [...doc.model, ...doc.name[locale]];

    it.each([
      ["mowers", "en"],
      ["lawnmower", "en"],
      ["lawnmowers", "en"],
      ["tondeuses", "fr"],
      ["TONDEUSE POUSSEE", "fr"],
      ["grasmaaiers", "nl"],
      ["gras maaier", "nl"],
      ["maaier", "nl"],
      ["FT-LM4042", "en"],
    ] as const)("%s (%s) finds the mower, not the saw", (query, locale) => {
      expect(finds(queryTerms(query, locale), all(mower, locale))).toBe(true);
      expect(finds(queryTerms(query, locale), all(saw, locale))).toBe(false);
    });

    it.each([
      ["FT-CS4035", "en"],
      ["FTCS4035", "fr"],
      ["ft cs4035", "nl"],
      ["ft-cs-4035", "en"],
      ["cs4035", "en"],
      ["chainsaws", "en"],
      ["tronconneuses", "fr"],
      ["kettingzagen", "nl"],
      ["zaag", "nl"],
    ] as const)("%s (%s) finds the saw, not the mower", (query, locale) => {
      expect(finds(queryTerms(query, locale), all(saw, locale))).toBe(true);
      expect(finds(queryTerms(query, locale), all(mower, locale))).toBe(false);
    });
  });
});

describe("relaxing a query no product has every word of (decision 038, addendum)", () => {
  it("keeps the words as typed, without stop words or words too short to stand alone", () => {
    expect(relaxableWords("Tondeuse à gazon sans fil 40V", "fr")).toEqual(["Tondeuse", "gazon", "sans", "fil", "40V"]);
    expect(relaxableWords("FT-LB4020", "en")).toEqual(["LB4020"]);
    expect(relaxableWords("accu voor de kettingzaag", "nl")).toEqual(["accu", "kettingzaag"]);
  });

  it("tries every part leaving out one word, then two, in the order typed", () => {
    expect(relaxations(["a", "b", "c"])).toEqual([
      [
        ["a", "b"],
        ["a", "c"],
        ["b", "c"],
      ],
      [["a"], ["b"], ["c"]],
    ]);
    expect(relaxations(["one"])).toEqual([]);
    expect(relaxations(["1", "2", "3", "4", "5", "6"]).flat()).toHaveLength(62);
  });
});
