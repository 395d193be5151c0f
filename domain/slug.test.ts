import { describe, expect, it } from "vitest";
import { slugify, slugMatches } from "./slug.ts";

describe("slugs (product rules §5: the title with spaces replaced by hyphens)", () => {
  it("replaces spaces with hyphens and keeps everything else", () => {
    expect(slugify("40V Brushless Lawn Mower 46 cm")).toBe("40V-Brushless-Lawn-Mower-46-cm");
    expect(slugify("How to sharpen a chain")).toBe("How-to-sharpen-a-chain");
  });

  it("collapses runs of whitespace and trims the ends", () => {
    expect(slugify("  Leaf   blower\tkit ")).toBe("Leaf-blower-kit");
  });

  it("keeps case, accents and punctuation as they are", () => {
    expect(slugify("Tondeuse à gazon, 40V!")).toBe("Tondeuse-à-gazon,-40V!");
  });

  it("matches the last path segment, URL-decoded, against the English title", () => {
    expect(slugMatches("/product/40V-Lawn-Mower", "40V Lawn Mower")).toBe(true);
    expect(slugMatches("/fr/product/40V-Lawn-Mower/", "40V Lawn Mower")).toBe(true);
    expect(slugMatches("/product/Tondeuse-%C3%A0-gazon", "Tondeuse à gazon")).toBe(true);
  });

  it("rejects a different, partial or case-changed slug and malformed escapes", () => {
    expect(slugMatches("/product/40V-Lawn-Mower-XL", "40V Lawn Mower")).toBe(false);
    expect(slugMatches("/product/40v-lawn-mower", "40V Lawn Mower")).toBe(false);
    expect(slugMatches("/product/", "40V Lawn Mower")).toBe(false);
    expect(slugMatches("/product/%E0%A4%A", "40V Lawn Mower")).toBe(false);
  });
});
