import { describe, expect, it } from "vitest";
import { dayStartsAt, instantToZonedTime, isIsoDate, marketTimeText, timeZoneLabel, todayIn, zonedTimeToInstant } from "./calendar-days.ts";

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

describe("clock times in the market's zone (decision 092)", () => {
  it("reads a picker's clock time as Brussels time, across both offsets", () => {
    expect(zonedTimeToInstant("2026-12-24T18:00")).toBe("2026-12-24T17:00:00.000Z");
    expect(zonedTimeToInstant("2026-07-01T09:30")).toBe("2026-07-01T07:30:00.000Z");
    expect(instantToZonedTime("2026-12-24T17:00:00.000Z")).toBe("2026-12-24T18:00");
    expect(instantToZonedTime("2026-07-01T07:30:00.000Z")).toBe("2026-07-01T09:30");
  });

  it("writes an instant as the admin shows it, in Brussels whatever the process's zone (decision 096)", () => {
    expect(marketTimeText("2031-01-15T08:30:00.000Z")).toBe("2031-01-15 09:30");
    expect(marketTimeText("2026-12-30T23:30:00.000Z")).toBe("2026-12-31 00:30");
  });

  it("names the zone with its abbreviation of the moment", () => {
    expect(timeZoneLabel(new Date("2026-12-07T10:00:00Z"))).toBe("Europe/Brussels (CET)");
    expect(timeZoneLabel(new Date("2026-07-07T10:00:00Z"))).toBe("Europe/Brussels (CEST)");
  });
});
