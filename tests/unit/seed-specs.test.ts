import { describe, expect, it } from "vitest";
import { productSpecValues } from "#server/db/seed/specs.ts";
import { t } from "#server/db/seed/helpers.ts";
import { estimateRuntime } from "#domain/specs.ts";

describe("the demo catalogue's derived specifications", () => {
  it("gives a tool the runtime its battery pages estimate for the 5.0 Ah battery", () => {
    for (const [model, runtime, slots] of [
      ["FT-HT4061", 70, 1],
      ["FT-LM4033", 35, 1],
      ["FT-LM4053SP", 60, 2], // a two-battery mower
    ] as const) {
      const values = productSpecValues({ category: "hedge-trimmers", model, name: t("Tool", "Outil", "Gereedschap"), values: [["runtime", runtime]] });
      const power = values.get("power") as number;
      const energy = 5 * 36;
      expect(values.get("runtime"), model).toBe(estimateRuntime(energy, power, undefined, slots)!.minutes);
      expect(Math.abs((values.get("runtime") as number) - runtime), model).toBeLessThanOrEqual(1);
    }
  });
});
