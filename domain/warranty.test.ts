import { describe, expect, it } from "vitest";
import { addYears, daysBetween } from "./calendar-days.ts";
import { normalReference, normalizeSerial, warrantyTerms } from "./warranty.ts";

describe("the 30-day registration rule", () => {
  it("gives three years when registered on the day of purchase", () => {
    expect(warrantyTerms("2026-11-13", "2026-11-13")).toMatchObject({ years: 3, bonus: true });
  });

  it("still gives three years on the 30th day after purchase", () => {
    expect(daysBetween("2026-10-24", "2026-11-23")).toBe(30);
    expect(warrantyTerms("2026-10-24", "2026-11-23")).toMatchObject({ years: 3, bonus: true });
  });

  it("gives two years from the 31st day on", () => {
    expect(warrantyTerms("2026-10-23", "2026-11-23")).toMatchObject({ years: 2, bonus: false });
    expect(warrantyTerms("2025-01-01", "2026-11-23")).toMatchObject({ years: 2, bonus: false });
  });

  it("counts calendar days across a daylight-saving change and a month end", () => {
    expect(daysBetween("2026-03-01", "2026-03-31")).toBe(30);
    expect(warrantyTerms("2026-03-01", "2026-03-31").bonus).toBe(true);
    expect(warrantyTerms("2026-02-28", "2026-03-31").bonus).toBe(false);
  });
});

describe("the warranty end date", () => {
  it("is the day before the anniversary of the purchase, three years on with the bonus", () => {
    expect(warrantyTerms("2026-11-13", "2026-11-23").until).toBe("2029-11-12");
  });

  it("is two years on without the bonus", () => {
    expect(warrantyTerms("2026-01-15", "2026-11-23").until).toBe("2028-01-14");
  });

  it("handles a purchase on 29 February and the first of a month", () => {
    expect(addYears("2028-02-29", 3)).toBe("2031-02-28");
    expect(warrantyTerms("2028-02-29", "2028-03-01").until).toBe("2031-02-27");
    expect(warrantyTerms("2026-03-01", "2026-03-02").until).toBe("2029-02-28");
  });

  it("has the reminder 30 days before the end", () => {
    expect(warrantyTerms("2026-11-13", "2026-11-23").remindOn).toBe("2029-10-13");
  });
});

describe("serials", () => {
  it("compares serials without case, spaces or dashes", () => {
    expect(normalizeSerial(" ft-40lm33 0001 ")).toBe("FT40LM330001");
  });
});

describe("a certificate's reference as typed", () => {
  it("is read however a dealer writes it, and refused when it has not eight characters", () => {
    for (const typed of ["W-7K3M-9QXD", "w 7k3m 9qxd", "7K3M9QXD", "7k3m-9qxd", " W7K3M9QXD "]) expect(normalReference(typed), typed).toBe("W-7K3M-9QXD");
    for (const typed of ["", "W-7K3M", "W-7K3M-9QXD-1", "X7K3M9QXDD"]) expect(normalReference(typed), typed).toBeUndefined();
  });
});
