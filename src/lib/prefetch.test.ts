import { describe, expect, it } from "vitest";
import { connectionAllowsPrefetch } from "./prefetch.ts";

describe("link prefetch on the visitor's connection (product rules §4)", () => {
  it("prefetches when the browser says nothing about the connection", () => {
    expect(connectionAllowsPrefetch(undefined)).toBe(true);
    expect(connectionAllowsPrefetch({})).toBe(true);
  });

  it("prefetches on 3g and 4g", () => {
    expect(connectionAllowsPrefetch({ effectiveType: "4g" })).toBe(true);
    expect(connectionAllowsPrefetch({ effectiveType: "3g" })).toBe(true);
  });

  it("skips slow connections and save-data", () => {
    expect(connectionAllowsPrefetch({ effectiveType: "2g" })).toBe(false);
    expect(connectionAllowsPrefetch({ effectiveType: "slow-2g" })).toBe(false);
    expect(connectionAllowsPrefetch({ effectiveType: "4g", saveData: true })).toBe(false);
  });
});
