import { describe, expect, it } from "vitest";
import { DEFAULT_BANNER_IMAGE, DEFAULT_LINK, MISSING_NAME, displayDescription, displayImage, displayLink, displayName, pickLocalized } from "./localized.ts";

const full = { en_name: "Lawn mower", fr_name: "Tondeuse", nl_name: "Grasmaaier" };

describe("the name/description fallback of product rules §3", () => {
  it("shows each language's own name when it exists", () => {
    expect(displayName(full, "en")).toBe("Lawn mower");
    expect(displayName(full, "fr")).toBe("Tondeuse");
    expect(displayName(full, "nl")).toBe("Grasmaaier");
  });

  it("falls back from en to fr, then nl", () => {
    expect(displayName({ en_name: "", fr_name: "Tondeuse", nl_name: "Grasmaaier" }, "en")).toBe("Tondeuse");
    expect(displayName({ en_name: "", fr_name: "", nl_name: "Grasmaaier" }, "en")).toBe("Grasmaaier");
  });

  it("falls back from fr to en, then nl", () => {
    expect(displayName({ en_name: "Lawn mower", fr_name: "", nl_name: "Grasmaaier" }, "fr")).toBe("Lawn mower");
    expect(displayName({ en_name: "", fr_name: "", nl_name: "Grasmaaier" }, "fr")).toBe("Grasmaaier");
  });

  it("falls back from nl to en, then fr", () => {
    expect(displayName({ en_name: "Lawn mower", fr_name: "Tondeuse", nl_name: "" }, "nl")).toBe("Lawn mower");
    expect(displayName({ en_name: "", fr_name: "Tondeuse", nl_name: "" }, "nl")).toBe("Tondeuse");
  });

  it("treats blank and missing text as absent", () => {
    expect(displayName({ en_name: "   ", fr_name: "Tondeuse" }, "en")).toBe("Tondeuse");
    expect(displayName({ fr_name: "Tondeuse" }, "nl")).toBe("Tondeuse");
  });

  it("shows NULL when there is no item or no name in any language", () => {
    expect(displayName(null, "en")).toBe(MISSING_NAME);
    expect(displayName(undefined, "fr")).toBe(MISSING_NAME);
    expect(displayName({ en_name: "", fr_name: "", nl_name: "" }, "nl")).toBe("NULL");
  });

  it("applies the same order to descriptions, which are empty rather than NULL when missing", () => {
    const item = { en_description: "", fr_description: "Description FR", nl_description: "Beschrijving NL" };
    expect(displayDescription(item, "en")).toBe("Description FR");
    expect(displayDescription(item, "nl")).toBe("Beschrijving NL");
    expect(displayDescription({}, "fr")).toBe("");
    expect(displayDescription(null, "fr")).toBe("");
  });

  it("reads any localized field", () => {
    expect(pickLocalized({ en_title: "", nl_title: "Titel" }, "title", "fr")).toBe("Titel");
  });

  it("uses the default banner image when there is no image", () => {
    expect(displayImage({ main_img_url: "" })).toBe(DEFAULT_BANNER_IMAGE);
    expect(displayImage(null)).toBe(DEFAULT_BANNER_IMAGE);
    expect(displayImage({ main_img_url: "/media/a_10x10.webp" })).toBe("/media/a_10x10.webp");
  });

  it("links to /products when there is no link", () => {
    expect(displayLink({ link: "" })).toBe(DEFAULT_LINK);
    expect(displayLink(undefined)).toBe("/products");
    expect(displayLink({ link: "/products/lawn-mowers?sortid=1" })).toBe("/products/lawn-mowers?sortid=1");
  });
});
