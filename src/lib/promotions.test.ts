import { describe, expect, it } from "vitest";
import { LIST_POSTER_TILE_LIMIT, linksToPage, tileSlot, tilesThatFit } from "./promotions.ts";

describe("list poster tiles in the product grid", () => {
  it("puts the first tile at the start of the second row, then one every 4 rows, alternating sides", () => {
    expect(tileSlot(0)).toEqual({ row: 2, lastColumn: false, productsBefore: 3 });
    expect(tileSlot(1)).toEqual({ row: 6, lastColumn: true, productsBefore: 16 });
    expect(tileSlot(2)).toEqual({ row: 10, lastColumn: false, productsBefore: 25 });
    // Two products a row (phones): fewer products come first, so a slot that fits three a row fits two a row.
    expect(tileSlot(0, 2).productsBefore).toBe(2);
    expect(tileSlot(1, 2).productsBefore).toBe(10);
  });

  it("shows a tile only once every product before it has a cell, so no row keeps a hole", () => {
    expect(tilesThatFit(4, 0)).toBe(0);
    expect(tilesThatFit(4, 2)).toBe(0);
    expect(tilesThatFit(4, 3)).toBe(1);
    expect(tilesThatFit(4, 9)).toBe(1);
    expect(tilesThatFit(4, 16)).toBe(2);
    expect(tilesThatFit(4, 45)).toBe(4);
    expect(tilesThatFit(1, 45)).toBe(1);
    expect(tilesThatFit(100, 100_000)).toBe(LIST_POSTER_TILE_LIMIT);
  });
});

describe("linksToPage", () => {
  const landing = new URL("https://fantai.example/fr/products/lawn-mowers?sortid=1");
  it("recognises a link to the same landing page, in any language", () => {
    expect(linksToPage("/products/lawn-mowers?sortid=1", landing)).toBe(true);
    expect(linksToPage("/fr/products/lawn-mowers/?sortid=1", landing)).toBe(true);
    expect(linksToPage("/products/Lawn-Mowers?sortid=1&utm_source=x", landing)).toBe(true);
  });
  it("does not mistake other pages, other categories or other sites for it", () => {
    expect(linksToPage("/products/lawn-mowers?sortid=2", landing)).toBe(false);
    expect(linksToPage("/products?sortid=1", landing)).toBe(false);
    expect(linksToPage("https://fantai.example/products/lawn-mowers?sortid=1", landing)).toBe(false);
    expect(linksToPage("//evil.example/products/lawn-mowers?sortid=1", landing)).toBe(false);
    expect(linksToPage("", landing)).toBe(false);
  });
});
