import { describe, expect, it } from "vitest";
import {
  batteryRole,
  derivedFigures,
  estimateChargeMinutes,
  estimateRuntime,
  filterParams,
  formatNumber,
  formatSpecValue,
  orderedBounds,
  specValue,
  unitCode,
  unitSymbol,
  withDerivedFigure,
  type SpecAttributeShape,
} from "./specs.ts";

const NNBSP = "\u202f";
const NBSP = "\u00a0";

const attribute = (over: Partial<SpecAttributeShape> = {}): SpecAttributeShape => ({ key: "x", type: "number", unit: "", decimals: 0, choices: [], ...over });

describe("formatNumber", () => {
  it("groups thousands the way each language writes them (Node's ICU)", () => {
    expect(formatNumber(1200, "en")).toBe("1,200");
    expect(formatNumber(1200, "fr")).toBe(`1${NNBSP}200`);
    expect(formatNumber(1200, "nl")).toBe("1.200");
  });

  it("uses the language's decimal separator and shows decimals only when needed", () => {
    expect(formatNumber(2.6, "en")).toBe("2.6");
    expect(formatNumber(2.6, "fr")).toBe("2,6");
    expect(formatNumber(2.6, "nl")).toBe("2,6");
    expect(formatNumber(32, "nl")).toBe("32");
    expect(formatNumber(5, "nl", 1)).toBe("5,0");
  });
});

describe("formatSpecValue", () => {
  const area = attribute({ unit: "m²" });
  it("writes a number with its unit after a no-break space", () => {
    expect(formatSpecValue(area, 1200, "nl")).toBe(`1.200${NBSP}m²`);
    expect(formatSpecValue(area, 1200, "fr")).toBe(`1${NNBSP}200${NBSP}m²`);
    expect(formatSpecValue(area, 1200, "en")).toBe(`1,200${NBSP}m²`);
  });

  it("writes ranges with an en dash and one unit", () => {
    expect(formatSpecValue(attribute({ type: "range", unit: "mm" }), [25, 75], "fr")).toBe(`25–75${NBSP}mm`);
    expect(formatSpecValue(attribute({ type: "range", unit: "mm" }), [30, 30], "en")).toBe(`30${NBSP}mm`);
  });

  it("translates units that differ per language", () => {
    expect(formatSpecValue(attribute({ unit: "rpm" }), 2800, "fr")).toBe(`2${NNBSP}800${NBSP}tr/min`);
    expect(unitSymbol("km/h", "nl")).toBe("km/u");
    expect(unitCode("cm")).toBe("CMT");
    expect(unitCode("V")).toBe("VLT"); // UN/CEFACT Rec 20: D36 would be megabit
    expect(unitCode("unknown")).toBeUndefined();
  });

  it("answers yes/no in the language and shows a choice's label", () => {
    expect(formatSpecValue(attribute({ type: "boolean" }), true, "nl")).toBe("Ja");
    expect(formatSpecValue(attribute({ type: "boolean" }), false, "fr")).toBe("Non");
    const slots = attribute({ type: "choice", choices: [{ value: "2", en: "Two", fr: "Deux", nl: "Twee" }] });
    expect(formatSpecValue(slots, "2", "fr")).toBe("Deux");
  });
});

describe("specValue", () => {
  const raw = { number_value: null, number_max: null, choice_value: null, en_text: "", fr_text: "", nl_text: "" };
  it("reads each type from its columns", () => {
    expect(specValue(attribute({ type: "range" }), { ...raw, number_value: 25, number_max: 75 }, "en")).toEqual([25, 75]);
    expect(specValue(attribute({ type: "boolean" }), { ...raw, number_value: 0 }, "en")).toBe(false);
    expect(specValue(attribute({ type: "number" }), raw, "en")).toBeUndefined();
  });

  it("falls back to another language for text", () => {
    expect(specValue(attribute({ type: "text" }), { ...raw, en_text: "Steel", nl_text: "Staal" }, "nl")).toBe("Staal");
    expect(specValue(attribute({ type: "text" }), { ...raw, en_text: "Steel" }, "fr")).toBe("Steel");
  });
});

describe("runtime estimates", () => {
  it("uses 90% of the battery's energy at the tool's average draw", () => {
    // 5.0 Ah × 40 V = 180 Wh, ×0.9 = 162 Wh, at 216 W: 45 min.
    expect(estimateRuntime(180, 216)).toEqual({ minutes: 45, area: undefined, batteries: 1 });
  });

  it("adds the area covered at the tool's work rate, rounded down to tens", () => {
    // 4.0 Ah = 144 Wh → 129.6 Wh at 216 W = 36 min; 800 m²/h → 480 m².
    expect(estimateRuntime(144, 216, 800)).toEqual({ minutes: 36, area: 480, batteries: 1 });
  });

  it("adds up batteries in several slots", () => {
    expect(estimateRuntime(180, 216, null, 2)).toEqual({ minutes: 90, area: undefined, batteries: 2 });
  });

  it("has no estimate without a draw or an energy", () => {
    expect(estimateRuntime(180, 0)).toBeUndefined();
    expect(estimateRuntime(0, 200)).toBeUndefined();
  });

  it("estimates charge time from the charger's current with 10% losses", () => {
    expect(estimateChargeMinutes(5, 6)).toBe(55);
    expect(estimateChargeMinutes(2.5, 2)).toBe(83);
    expect(estimateChargeMinutes(5, 0)).toBeUndefined();
  });
});

describe("specification filters in a list's address", () => {
  it("reads a range typed the wrong way round as meant, and leaves any other as it is", () => {
    expect(orderedBounds({ key: "cutting_width", min: 50, max: 30 })).toEqual({ key: "cutting_width", min: 30, max: 50 });
    const right = { key: "cutting_width", min: 30, max: 50 };
    expect(orderedBounds(right)).toBe(right);
    expect(orderedBounds({ key: "weight", max: 10 })).toEqual({ key: "weight", max: 10 });
  });

  it("writes filters back as the f.* parameters the API reads", () => {
    expect(
      filterParams([
        { key: "cutting_width", min: 30, max: 50 },
        { key: "battery_slots", values: ["1", "2"] },
        { key: "weight", max: 10.5 },
      ]),
    ).toEqual([
      ["f.cutting_width.min", "30"],
      ["f.cutting_width.max", "50"],
      ["f.battery_slots", "1"],
      ["f.battery_slots", "2"],
      ["f.weight.max", "10.5"],
    ]);
  });
});

describe("battery figures from one source", () => {
  const platform = { referenceEnergy: 180, rapidCurrent: 6 };

  it("tells a battery, a charger, a kit and a tool apart by their data", () => {
    expect(batteryRole({ energy: 90, capacity: 2.5, slots: 1 })).toBe("battery");
    expect(batteryRole({ energy: 90, capacity: 2.5, current: 2, slots: 1 })).toBe("kit");
    expect(batteryRole({ current: 6, slots: 1 })).toBe("charger");
    expect(batteryRole({ power: 400, slots: 1 })).toBe("tool");
    expect(batteryRole({ slots: 1 })).toBeUndefined();
  });

  it("computes a tool's runtime on the reference battery, with both batteries of a two-slot tool", () => {
    expect(derivedFigures({ power: 405, slots: 1 }, platform).get("runtime")).toEqual({ minutes: 24, batteries: 1 });
    expect(derivedFigures({ power: 405, slots: 2 }, platform).get("runtime")).toEqual({ minutes: 48, batteries: 2 });
    // No reference battery on the platform: nothing computed, the entered figure stands.
    expect(derivedFigures({ power: 405, slots: 1 }, {}).size).toBe(0);
  });

  it("gives a kit the charge time of its own battery on its own charger, not the reference battery's", () => {
    const kit = derivedFigures({ energy: 90, capacity: 2.5, current: 2, slots: 1 }, platform);
    expect(kit.get("kit_charge_time")).toEqual({ minutes: 83, batteries: 1 });
    expect(kit.has("charge_time_5ah")).toBe(false);
    expect(derivedFigures({ current: 4, slots: 1 }, platform).get("charge_time_5ah")?.minutes).toBe(83);
    expect(derivedFigures({ energy: 90, capacity: 2.5, slots: 1 }, platform).get("charge_time")?.minutes).toBe(28);
  });

  it("says in the spec line when a runtime is for two batteries", () => {
    const view = { key: "runtime", label: "Runtime", value: 70, unit: "min", display: "70 min" };
    const runtime = attribute({ key: "runtime", unit: "min" });
    expect(withDerivedFigure(view, { minutes: 69, batteries: 2 }, runtime, "en").display).toBe(`69${NBSP}min with 2 batteries`);
    expect(withDerivedFigure(view, { minutes: 69, batteries: 2 }, runtime, "nl").display).toBe(`69${NBSP}min met 2 accu's`);
    expect(withDerivedFigure(view, { minutes: 35, batteries: 1 }, runtime, "fr")).toMatchObject({ value: 35, display: `35${NBSP}min` });
  });
});
