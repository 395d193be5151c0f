import { describe, expect, it } from "vitest";
import { isUniqueViolation } from "./errors.ts";

describe("isUniqueViolation", () => {
  const postgres = Object.assign(new Error("duplicate key value violates unique constraint"), {
    code: "23505",
    table: "spec_attributes",
    detail: "Key (key)=(blade_count) already exists.",
  });
  const sqlite = new Error("UNIQUE constraint failed: spec_attributes.key");
  const sqliteTwoColumns = new Error("UNIQUE constraint failed: spec_attribute_categories.attribute_id, spec_attribute_categories.commodity_type_id");

  it("recognises both engines' refusals, and tells which column's index refused", () => {
    for (const error of [postgres, sqlite]) {
      expect(isUniqueViolation(error)).toBe(true);
      expect(isUniqueViolation(error, "spec_attributes.key")).toBe(true);
      expect(isUniqueViolation(error, "spec_attributes.en_label")).toBe(false);
      expect(isUniqueViolation(error, "landing_page_ones.key")).toBe(false);
    }
    expect(isUniqueViolation(sqliteTwoColumns)).toBe(true);
    expect(isUniqueViolation(sqliteTwoColumns, "spec_attributes.key")).toBe(false);
    expect(isUniqueViolation(new Error("deadlock detected"))).toBe(false);
    expect(isUniqueViolation(undefined)).toBe(false);
  });
});
