import { describe, expect, it } from "vitest";
import { canonicalPath } from "./seo.ts";

const at = (path: string) => {
  const url = new URL(path, "http://localhost");
  return { pathname: url.pathname, search: url.search };
};

describe("canonical addresses", () => {
  it("keeps only the parameters that identify a page of each shape, in clean form", () => {
    expect(canonicalPath(at("/product/40V-Standard-Charger?articleID=37&utm_source=mail&page=2"))).toBe("/product/40V-Standard-Charger?articleID=37");
    expect(canonicalPath(at("/fr/blog/Storing-tools?articleID=023"))).toBe("/fr/blog/Storing-tools?articleID=23");
    expect(canonicalPath(at("/nl/products/lawn-mowers?sortid=1&page=4"))).toBe("/nl/products/lawn-mowers?sortid=1");
    expect(canonicalPath(at("/products?sortid=3&page=2&q=saw&type=4"))).toBe("/products?sortid=3&page=2");
    expect(canonicalPath(at("/blog?page=3&sortid=1"))).toBe("/blog?page=3");
    expect(canonicalPath(at("/faq?articleID=3&page=2"))).toBe("/faq");
  });

  it("drops a page that is not a page number above 1, and a malformed id", () => {
    expect(canonicalPath(at("/products?page=abc"))).toBe("/products");
    expect(canonicalPath(at("/fr/products?page=1"))).toBe("/fr/products");
    expect(canonicalPath(at("/blog?page=-1"))).toBe("/blog");
    expect(canonicalPath(at("/products?sortid=x"))).toBe("/products");
  });

  it("names a comparison's products once each, in ascending order, with the commas its links write", () => {
    expect(canonicalPath(at("/compare?ids=12,3,12,x&diff=1"))).toBe("/compare?ids=3,12");
    expect(canonicalPath(at("/nl/compare?ids=3%2C12"))).toBe("/nl/compare?ids=3,12");
  });

  it("has no trailing slash except for the English home page", () => {
    expect(canonicalPath(at("/"))).toBe("/");
    expect(canonicalPath(at("/fr/"))).toBe("/fr");
    expect(canonicalPath(at("/faq/"))).toBe("/faq");
  });
});
