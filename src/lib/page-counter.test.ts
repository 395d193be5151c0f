import { describe, expect, it } from "vitest";
import { INITIAL_PAGE_COUNTER, afterLoad, parsePageParam } from "./page-counter.ts";

describe("infinite scroll page counter (product rules §4)", () => {
  it("starts at page 1, loading", () => {
    expect(INITIAL_PAGE_COUNTER).toEqual({ page: 1, loading: true });
  });

  it("becomes current_page + 1 after each load", () => {
    expect(afterLoad({ current_page: 1, total_pages: 5 })).toEqual({ page: 2, loading: true });
    expect(afterLoad({ current_page: 4, total_pages: 5 })).toEqual({ page: 5, loading: true });
  });

  it("stops loading once the next page is beyond total_pages", () => {
    expect(afterLoad({ current_page: 5, total_pages: 5 })).toEqual({ page: 6, loading: false });
    expect(afterLoad({ current_page: 1, total_pages: 1 })).toEqual({ page: 2, loading: false });
  });

  it("walks a whole list: 40 items, 9 per page, is 5 loads", () => {
    const totalPages = Math.ceil(40 / 9);
    let counter = INITIAL_PAGE_COUNTER;
    const requested: number[] = [];
    while (counter.loading) {
      requested.push(counter.page);
      counter = afterLoad({ current_page: counter.page, total_pages: totalPages });
    }
    expect(requested).toEqual([1, 2, 3, 4, 5]);
  });

  it("reads ?page= as a positive integer, anything else as 1", () => {
    expect(parsePageParam("3")).toBe(3);
    for (const value of [null, undefined, "", "0", "-2", "abc", "2.5", "9999999"]) expect(parsePageParam(value)).toBe(1);
  });
});
