import { describe, expect, it } from "vitest";
import { telHref } from "./dealers.ts";

describe("a dealer's phone link", () => {
  it("dials the number only, whatever follows it", () => {
    expect(telHref("+32 9 222 11 00")).toBe("tel:+3292221100");
    expect(telHref("+32 2 555 12 34 ext. 12")).toBe("tel:+3225551234");
    expect(telHref("0470 12 34 56 (mobile)")).toBe("tel:0470123456");
    expect(telHref("(02) 555-01-01")).toBe("tel:025550101");
  });
});
