import { describe, expect, it } from "vitest";
import { collator, dateTimeFormat, displayNames, numberFormat } from "./intl.ts";

describe("shared Intl objects", () => {
  it("builds one object per locale and options, and a new one when either differs", () => {
    const long = { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" } as const;
    expect(dateTimeFormat("fr", long)).toBe(dateTimeFormat("fr", { ...long }));
    expect(dateTimeFormat("nl", long)).not.toBe(dateTimeFormat("fr", long));
    expect(dateTimeFormat("fr", { ...long, month: "short" })).not.toBe(dateTimeFormat("fr", long));
    expect(dateTimeFormat("fr", long).format(new Date("2026-11-25T00:00:00Z"))).toBe("25 novembre 2026");
  });

  it("formats numbers, region names and sorts as the locale does", () => {
    expect(numberFormat("nl", { maximumFractionDigits: 1 }).format(1234.56)).toBe("1.234,6");
    expect(displayNames("fr", { type: "region" }).of("NL")).toBe("Pays-Bas");
    expect(["Zeeland", "Ängelholm", "Aalst"].sort(collator("nl", {}).compare)).toEqual(["Aalst", "Ängelholm", "Zeeland"]);
  });
});
