import { describe, expect, it } from "vitest";
import { csvText } from "#domain/csv-text.ts";
import { checkSpecValues, type SpecAttribute } from "./spec-rules.ts";

const temperature: SpecAttribute = {
  id: 1,
  key: "operating_temperature",
  en_label: "Operating temperature",
  fr_label: "",
  nl_label: "",
  unit: "",
  type: "range",
  choices: [],
  decimals: 0,
  min_value: -40,
  max_value: 60,
  filterable: 0,
  required: 0,
  sort_order: 0,
  category_ids: [],
  created_at: "2026-01-01T00:00:00.000Z",
  updated_at: "2026-01-01T00:00:00.000Z",
};

describe("a range typed in a spreadsheet cell", () => {
  it.each([
    ["25-55", 25, 55],
    ["25 – 55", 25, 55],
    ["-20-40", -20, 40],
    ["-20 - -5", -20, -5],
    ["-10", -10, -10],
    ["7,5-12", 7.5, 12],
  ])("reads %s as %d to %d", (cell, min, max) => {
    const { rows, errors } = checkSpecValues([temperature], { operating_temperature: cell });
    expect(errors).toEqual({});
    expect(rows.get(1)).toMatchObject({ number_value: min, number_max: max });
  });

  it("refuses what is not two numbers", () => {
    expect(checkSpecValues([temperature], { operating_temperature: "20-30-40" }).errors).toHaveProperty(["specs.operating_temperature"]);
    expect(checkSpecValues([temperature], { operating_temperature: "warm" }).errors).toHaveProperty(["specs.operating_temperature"]);
  });
});

describe("an uploaded CSV's text", () => {
  it("is UTF-8 when it decodes as such, else Excel's Windows-1252", () => {
    expect(csvText(new TextEncoder().encode("city\nLiège\n"))).toBe("city\nLiège\n");
    expect(csvText(Uint8Array.from([0x4c, 0x69, 0xe8, 0x67, 0x65]))).toBe("Liège");
  });
});
