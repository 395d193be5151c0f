import { describe, expect, it } from "vitest";
import { productInput } from "#domain/models.ts";
import { articles } from "../resources/articles/index.ts";
import { products } from "../resources/products/index.ts";
import { CATEGORY_FIELDS } from "../resources/categories/index.ts";
import { categoryPages } from "../resources/category-pages/index.ts";
import { socialCodes } from "../resources/social-codes/index.ts";
import { withServerLimits } from "./limits.ts";

const maxOf = (fields: { name: string; max?: number }[], name: string) => fields.find((field) => field.name === name)?.max;

describe("field limits come from the server's input schemas", () => {
  it("reads plain, localized, optional and piped strings", () => {
    expect(maxOf(products.fields, "name")).toBe(255);
    expect(maxOf(products.fields, "model")).toBe(64);
    expect(maxOf(articles.fields, "summary")).toBe(255);
    expect(maxOf(socialCodes.fields, "url")).toBe(1024);
    expect(maxOf(socialCodes.fields, "label")).toBe(64);
  });

  it("gives the category description the server's rich-text length, not a shorter admin one", () => {
    expect(maxOf(CATEGORY_FIELDS, "description")).toBe(50_000);
  });

  it("keeps a shorter limit stated on purpose (SEO lengths) and refuses a longer one", () => {
    expect(maxOf(categoryPages.fields, "seo_title")).toBe(70);
    expect(maxOf(categoryPages.fields, "banner_title")).toBe(255);
    expect(() => withServerLimits(productInput, [{ name: "model", kind: "text", max: 65 }])).toThrow(/over the server's 64/);
  });

  it("leaves fields the server has no string for", () => {
    expect(maxOf(products.fields, "sort_order")).toBeUndefined();
    expect(maxOf(products.fields, "description")).toBe(50_000);
  });
});
