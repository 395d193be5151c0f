import { describe, expect, it } from "vitest";
import { dayStartsAt, isIsoDate, todayIn } from "./calendar-days.ts";

describe("calendar days", () => {
  it("accepts only real calendar dates", () => {
    expect(isIsoDate("2026-11-23")).toBe(true);
    expect(isIsoDate("2026-02-30")).toBe(false);
    expect(isIsoDate("23/11/2026")).toBe(false);
  });

  it("takes today in Brussels, not in UTC", () => {
    expect(todayIn(new Date("2026-11-22T23:30:00Z"))).toBe("2026-11-23");
    expect(todayIn(new Date("2026-07-01T21:59:00Z"))).toBe("2026-07-01");
  });

  it("begins a day at midnight in Brussels, in winter and in summer", () => {
    expect(dayStartsAt("2026-11-01")).toBe("2026-10-31T23:00:00.000Z");
    expect(dayStartsAt("2026-07-01")).toBe("2026-06-30T22:00:00.000Z");
  });

  it("begins the days of a clock change at their own midnight", () => {
    expect(dayStartsAt("2026-03-29")).toBe("2026-03-28T23:00:00.000Z");
    expect(dayStartsAt("2026-03-30")).toBe("2026-03-29T22:00:00.000Z");
    expect(dayStartsAt("2026-10-25")).toBe("2026-10-24T22:00:00.000Z");
    expect(dayStartsAt("2026-10-26")).toBe("2026-10-25T23:00:00.000Z");
  });

  it("agrees with todayIn on either side of a day's start", () => {
    for (const day of ["2026-01-01", "2026-03-29", "2026-10-25", "2026-12-31"]) {
      const start = new Date(dayStartsAt(day)).getTime();
      expect(todayIn(new Date(start))).toBe(day);
      expect(todayIn(new Date(start - 1))).not.toBe(day);
    }
  });

  it("reads zones west of UTC and UTC itself", () => {
    expect(dayStartsAt("2026-11-01", "America/New_York")).toBe("2026-11-01T04:00:00.000Z");
    expect(dayStartsAt("2026-11-01", "UTC")).toBe("2026-11-01T00:00:00.000Z");
  });
});
