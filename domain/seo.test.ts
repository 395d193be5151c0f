import { describe, expect, it } from "vitest";
import { documentTitle, ownSearchTexts, snippet } from "./seo.ts";

describe("search-result texts (decision 092)", () => {
  it("reads the page language's own title and description, blank where not written, never another language's", () => {
    const record = { en_seo_title: " Quiet mower ", fr_seo_title: "", en_seo_description: "Mows 600 m².", nl_seo_description: "Maait 600 m²." };
    expect(ownSearchTexts(record, "en")).toEqual({ title: "Quiet mower", description: "Mows 600 m²." });
    expect(ownSearchTexts(record, "fr")).toEqual({ title: "", description: "" });
    expect(ownSearchTexts(record, "nl")).toEqual({ title: "", description: "Maait 600 m²." });
  });

  it("adds the brand once and cuts long texts at a word", () => {
    expect(documentTitle("Mower M48", "Fantai")).toBe("Mower M48 | Fantai");
    expect(documentTitle("Fantai mowers", "Fantai")).toBe("Fantai mowers");
    expect(snippet("A quiet battery mower for lawns up to 600 square metres", 30)).toBe("A quiet battery mower for…");
    expect(snippet("Short", 30)).toBe("Short");
  });
});
