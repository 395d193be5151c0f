import { describe, expect, it } from "vitest";
import en from "../../../locales/en/admin.json" with { type: "json" };
import fr from "../../../locales/fr/admin.json" with { type: "json" };
import nl from "../../../locales/nl/admin.json" with { type: "json" };
import { SCREENS } from "../resources/index.ts";
import type { CrudDefinition } from "../resources/types.ts";
import { filterOptionKeys } from "./field-label.ts";

/** The text at a dotted key, if there is one. */
function textAt(catalogue: unknown, key: string): unknown {
  return key.split(".").reduce<unknown>((node, part) => (node && typeof node === "object" ? (node as Record<string, unknown>)[part] : undefined), catalogue);
}

describe("list filters", () => {
  it("have a text for every choice in every language, so no raw key ever shows", () => {
    const missing: string[] = [];
    for (const screen of SCREENS as CrudDefinition[]) {
      for (const filter of screen.filters ?? []) {
        if (filter.kind !== "select" && filter.kind !== "switch") continue;
        const values = filter.kind === "switch" ? ["1", "0"] : (filter.options ?? []).map(String);
        for (const [language, catalogue] of Object.entries({ en, fr, nl })) {
          for (const value of values) {
            const keys = filterOptionKeys(screen.resource, filter.name, value);
            if (!keys.some((key) => typeof textAt(catalogue, key) === "string")) missing.push(`${language}: ${keys[0]}`);
          }
        }
      }
    }
    expect(missing).toEqual([]);
  });
});
