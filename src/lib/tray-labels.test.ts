import { describe, expect, it } from "vitest";
import { trayLabels } from "./tray-labels.ts";

describe("trayLabels", () => {
  it("keeps what differs when French names share their beginning", () => {
    expect(trayLabels(["Tondeuse tractée 40V 46 cm", "Tondeuse tractée 40V 53 cm", "Tondeuse tractée mulching 40V 51 cm"])).toEqual([
      "Tondeuse … 46 cm",
      "Tondeuse … 53 cm",
      "Tondeuse … mulching 40V 51 cm",
    ]);
  });

  it("shortens only the names that share a beginning with another one", () => {
    expect(trayLabels(["Zelfrijdende grasmaaier 40V 46 cm", "Accu 40V 5,0 Ah", "Zelfrijdende grasmaaier 40V 53 cm"])).toEqual([
      "Zelfrijdende … 46 cm",
      "Accu 40V 5,0 Ah",
      "Zelfrijdende … 53 cm",
    ]);
  });

  it("leaves names whole when only the first word is shared, when one name is the other's beginning, or alone", () => {
    expect(trayLabels(["Tondeuse poussée 40V 33 cm", "Tondeuse tractée 40V 46 cm"])).toEqual(["Tondeuse poussée 40V 33 cm", "Tondeuse tractée 40V 46 cm"]);
    expect(trayLabels(["Batterie 40V", "Batterie 40V 5,0 Ah"])).toEqual(["Batterie 40V", "Batterie … 5,0 Ah"]);
    expect(trayLabels(["Chargeur rapide 40V"])).toEqual(["Chargeur rapide 40V"]);
  });

  it("gives distinct labels to distinct names", () => {
    const names = ["Tondeuse tractée 40V 46 cm", "Tondeuse tractée 40V 53 cm", "Tondeuse tractée mulching 40V 51 cm", "Tondeuse poussée 40V 42 cm"];
    expect(new Set(trayLabels(names)).size).toBe(names.length);
  });
});
