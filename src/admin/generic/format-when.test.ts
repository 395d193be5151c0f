import { describe, expect, it } from "vitest";
import { formatWhen } from "./format-when.ts";

describe("the admin's dates", () => {
  it("are read in Brussels time, as the pickers show them, whatever the browser's zone", () => {
    expect(formatWhen("2026-12-24T17:00:00.000Z")).toBe("2026-12-24 18:00");
    expect(formatWhen("2026-07-01T22:30:05.000Z", "second")).toBe("2026-07-02 00:30:05");
    expect(formatWhen("2026-12-31T23:30:00.000Z", "day")).toBe("2027-01-01");
  });

  it("show a calendar date as written, and a dash for none", () => {
    expect(formatWhen("2026-03-01", "day")).toBe("2026-03-01");
    expect(formatWhen(null)).toBe("—");
    expect(formatWhen("")).toBe("—");
  });
});
