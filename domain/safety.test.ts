import { describe, expect, it } from "vitest";
import { dayInRange, isDay, isSerialShape, modelInScope, normalizeCode, serialInRange, serialRangeProblem, toolAffected, type NoticeScope } from "./safety.ts";

const RANGE = { from: "FT4624B00100", to: "FT4624B01999" };
const serialOnly: NoticeScope = { models: ["FT-LM4046"], serial_ranges: [RANGE], sold_from: null, sold_to: null };
const saleOnly: NoticeScope = { models: ["FT-LM4046"], serial_ranges: [], sold_from: "2026-03-01", sold_to: "2026-05-31" };
const both: NoticeScope = { ...serialOnly, sold_from: "2026-03-01", sold_to: "2026-05-31" };
const wholeModel: NoticeScope = { models: ["FT-LM4046", "FT-LM4046SP"], serial_ranges: [], sold_from: null, sold_to: null };

describe("serial ranges", () => {
  it("takes both ends and everything between, as printed or typed with spaces, dashes, dots, slashes and any case", () => {
    expect(serialInRange("FT4624B00100", RANGE)).toBe(true);
    expect(serialInRange("FT4624B01999", RANGE)).toBe(true);
    expect(serialInRange("ft-4624-b01234", RANGE)).toBe(true);
    expect(serialInRange("FT 4624 B.01234/", RANGE)).toBe(true);
  });
  it("leaves out serials just outside, of another length, or of another line", () => {
    expect(serialInRange("FT4624B00099", RANGE)).toBe(false);
    expect(serialInRange("FT4624B02000", RANGE)).toBe(false);
    expect(serialInRange("FT4624B0100", RANGE)).toBe(false);
    expect(serialInRange("FT4624B001000", RANGE)).toBe(false);
    expect(serialInRange("FT4624C00500", RANGE)).toBe(false);
    expect(serialInRange("", RANGE)).toBe(false);
  });
  it("refuses ranges whose ends differ in length, come in the wrong order or are no serials", () => {
    expect(serialRangeProblem(RANGE)).toBeUndefined();
    expect(serialRangeProblem({ from: "FT-4624-B00100", to: "ft4624b01999" })).toBeUndefined();
    expect(serialRangeProblem({ from: "A100", to: "A1000" })).toBe("safety.errors.serialLength");
    expect(serialRangeProblem({ from: "A200", to: "A100" })).toBe("safety.errors.serialOrder");
    expect(serialRangeProblem({ from: "<script>", to: "A100" })).toBe("safety.errors.serialShape");
  });
  it("knows a serial's shape", () => {
    expect(isSerialShape("FT4624B00120")).toBe(true);
    expect(isSerialShape("FT-4624 B00120")).toBe(true);
    expect(isSerialShape("ab")).toBe(false);
    expect(isSerialShape("x".repeat(41))).toBe(false);
    expect(isSerialShape("' OR 1=1 --")).toBe(false);
    expect(isSerialShape("FT4624B00120\u0000")).toBe(false);
  });
});

describe("dates", () => {
  it("takes real calendar days only, with inclusive and open bounds", () => {
    expect(isDay("2026-02-28")).toBe(true);
    expect(isDay("2026-02-30")).toBe(false);
    expect(isDay("28/02/2026")).toBe(false);
    expect(dayInRange("2026-03-01", "2026-03-01", "2026-05-31")).toBe(true);
    expect(dayInRange("2026-05-31", "2026-03-01", "2026-05-31")).toBe(true);
    expect(dayInRange("2026-06-01", "2026-03-01", "2026-05-31")).toBe(false);
    expect(dayInRange("2026-02-28", "2026-03-01", null)).toBe(false);
    expect(dayInRange("2030-01-01", "2026-03-01", null)).toBe(true);
    expect(dayInRange("2020-01-01", null, "2026-05-31")).toBe(true);
    expect(dayInRange("not a day", null, null)).toBe(false);
  });
});

describe("whether a tool is affected", () => {
  it("needs the notice's model, compared without case or punctuation", () => {
    expect(normalizeCode("ft-lm 4046")).toBe("FTLM4046");
    expect(modelInScope("ft lm4046", serialOnly)).toBe(true);
    expect(modelInScope("FT-LM4046SP", serialOnly)).toBe(false);
    expect(toolAffected(serialOnly, { model: "FT-LM4042", serial: "FT4624B00120" })).toBe("not_affected");
  });
  it("matches by serial range", () => {
    expect(toolAffected(serialOnly, { model: "FT-LM4046", serial: "FT4624B00120" })).toBe("affected");
    expect(toolAffected(serialOnly, { model: "FT-LM4046", serial: "FT4624B02005" })).toBe("not_affected");
    // A purchase day does not matter to a notice without a sale period.
    expect(toolAffected(serialOnly, { model: "FT-LM4046", serial: "FT4624B02005", purchaseDate: "2026-04-01" })).toBe("not_affected");
  });
  it("matches by sale period, and asks for the day when it is not given", () => {
    expect(toolAffected(saleOnly, { model: "FT-LM4046", serial: "ANY123", purchaseDate: "2026-04-15" })).toBe("affected");
    expect(toolAffected(saleOnly, { model: "FT-LM4046", serial: "ANY123", purchaseDate: "2026-06-15" })).toBe("not_affected");
    expect(toolAffected(saleOnly, { model: "FT-LM4046", serial: "ANY123" })).toBe("need_date");
  });
  it("matches by serial or sale period when a notice has both", () => {
    expect(toolAffected(both, { model: "FT-LM4046", serial: "FT4624B00500", purchaseDate: "2026-09-01" })).toBe("affected");
    expect(toolAffected(both, { model: "FT-LM4046", serial: "FT9999Z00500", purchaseDate: "2026-04-01" })).toBe("affected");
    expect(toolAffected(both, { model: "FT-LM4046", serial: "FT9999Z00500", purchaseDate: "2026-09-01" })).toBe("not_affected");
    expect(toolAffected(both, { model: "FT-LM4046", serial: "FT9999Z00500" })).toBe("need_date");
  });
  it("covers every tool of the models when the notice names neither serials nor a period", () => {
    expect(toolAffected(wholeModel, { model: "FT-LM4046SP", serial: "X12345" })).toBe("affected");
    expect(toolAffected(wholeModel, { model: "FT-LM4053SP", serial: "X12345" })).toBe("not_affected");
  });
});
