import { describe, expect, it } from "vitest";
import { ApiError } from "../http.ts";
import { languageOfFirstError } from "./localized-fields.tsx";

describe("the language tab of the first error", () => {
  it("reads a form's validation failure", () => {
    expect(languageOfFirstError({ errorFields: [{ name: ["fr_name"] }, { name: ["en_name"] }] })).toBe("fr");
    expect(languageOfFirstError({ errorFields: [{ name: ["url"] }] })).toBeNull();
    expect(languageOfFirstError({ errorFields: [] })).toBeNull();
  });

  it("reads the API's 422 field errors, and ignores other failures", () => {
    const invalid = new ApiError("Invalid.", 422, "validation", { nl_title: ["Too long."] });
    expect(languageOfFirstError(invalid)).toBe("nl");
    const down = new ApiError("Offline.", 0, "network");
    expect(languageOfFirstError(down)).toBeNull();
    expect(languageOfFirstError(null)).toBeNull();
  });
});
