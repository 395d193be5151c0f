import { describe, expect, it } from "vitest";
import { commodityInput } from "#domain/models.ts";
import { articles } from "../resources/articles/index.ts";
import { commodities } from "../resources/commodities/index.ts";
import { COMMODITY_TYPE_FIELDS } from "../resources/commodity-types/index.ts";
import { landingPageOnes } from "../resources/landing-page-ones/index.ts";
import { socialCodes } from "../resources/social-codes/index.ts";
import { withServerLimits } from "./limits.ts";

const maxOf = (fields: { name: string; max?: number }[], name: string) => fields.find((field) => field.name === name)?.max;

describe("field limits come from the server's input schemas", () => {
  it("reads plain, localized, optional and piped strings", () => {
    expect(maxOf(commodities.fields, "name")).toBe(255);
    expect(maxOf(commodities.fields, "model")).toBe(64);
    expect(maxOf(articles.fields, "summary")).toBe(255);
    expect(maxOf(socialCodes.fields, "url")).toBe(1024);
    expect(maxOf(socialCodes.fields, "label")).toBe(64);
  });

  it("gives the category description the server's rich-text length, not a shorter admin one", () => {
    expect(maxOf(COMMODITY_TYPE_FIELDS, "description")).toBe(50_000);
  });

  it("keeps a shorter limit stated on purpose (SEO lengths) and refuses a longer one", () => {
    expect(maxOf(landingPageOnes.fields, "seo_title")).toBe(70);
    expect(maxOf(landingPageOnes.fields, "banner_title")).toBe(255);
    expect(() => withServerLimits(commodityInput, [{ name: "model", kind: "text", max: 65 }])).toThrow(/over the server's 64/);
  });

  it("leaves fields the server has no string for", () => {
    expect(maxOf(commodities.fields, "sort_order")).toBeUndefined();
    expect(maxOf(commodities.fields, "description")).toBe(50_000);
  });
});
