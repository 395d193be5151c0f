import { describe, expect, it } from "vitest";
import { fallbackFields, fallbackLanguages, languagesWithOwnText } from "./translation-completeness.ts";

const product = (texts: Partial<Record<"en_name" | "fr_name" | "nl_name" | "en_description" | "fr_description" | "nl_description", string>>) => ({
  en_name: "",
  fr_name: "",
  nl_name: "",
  en_description: "",
  fr_description: "",
  nl_description: "",
  ...texts,
});

describe("translation completeness", () => {
  it("counts a language only when every main field is written in it", () => {
    const record = product({ en_name: "Mower", fr_name: "Tondeuse", nl_name: "Maaier", en_description: "<p>Cuts</p>", fr_description: "<p>Coupe</p>" });
    expect(languagesWithOwnText(record, "commodities")).toEqual(["en", "fr"]);
    expect(fallbackLanguages(record, "commodities")).toEqual(["nl"]);
  });

  it("treats blank text as missing, as the fallback of product rules §3 does", () => {
    const record = product({ en_name: "Mower", fr_name: "   ", nl_name: "Maaier" });
    expect(languagesWithOwnText(record, "commodities")).toEqual(["en", "nl"]);
  });

  it("does not hold an optional field that no language has against a language", () => {
    expect(languagesWithOwnText(product({ en_name: "Mower", fr_name: "Tondeuse", nl_name: "Maaier" }), "commodities")).toEqual(["en", "fr", "nl"]);
  });

  it("an English-only product is English only", () => {
    expect(languagesWithOwnText(product({ en_name: "Mower", en_description: "Cuts" }), "commodities")).toEqual(["en"]);
  });

  it("a record whose fields are written in different languages counts as English", () => {
    expect(languagesWithOwnText(product({ fr_name: "Tondeuse", nl_description: "Maait" }), "commodities")).toEqual(["en"]);
  });

  it("reads each kind's own main fields", () => {
    expect(languagesWithOwnText({ en_title: "News", fr_title: "Actu", nl_title: "", en_content: "x", fr_content: "y", nl_content: "z" }, "articles")).toEqual([
      "en",
      "fr",
    ]);
  });

  it("names the fields written in English but blank in French or Dutch, whatever the kind of record", () => {
    const poster = {
      id: 3,
      en_name: "Spring",
      fr_name: "Printemps",
      nl_name: " ",
      en_url: "/x",
      fr_url: "",
      nl_url: "",
      en_alt: "",
      fr_alt: "",
      nl_alt: "",
      status: "draft",
    };
    expect(fallbackFields(poster)).toEqual({ fr: ["url"], nl: ["name", "url"] });
    expect(fallbackFields(product({ en_name: "Mower", fr_name: "Tondeuse", nl_name: "Maaier" }))).toEqual({ fr: [], nl: [] });
  });
});
