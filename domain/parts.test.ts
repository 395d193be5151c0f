import { describe, expect, it } from "vitest";
import { rangeApplicability } from "./machine-range.ts";
import { askForPartPath, formatFits, HOTSPOT_SCALE, nextHotspotNumber, parseFits, partKey, pointFromClick, pointStyle, repeatedNumbers } from "./parts.ts";

describe("hotspot geometry", () => {
  const box = { left: 100, top: 50, width: 400, height: 300 };

  it("turns a click into ten-thousandths of the drawing, clamped to it", () => {
    expect(pointFromClick({ clientX: 300, clientY: 200 }, box)).toEqual({ x: 5000, y: 5000 });
    expect(pointFromClick({ clientX: 100, clientY: 50 }, box)).toEqual({ x: 0, y: 0 });
    expect(pointFromClick({ clientX: 133, clientY: 77 }, box)).toEqual({ x: 825, y: 900 });
    expect(pointFromClick({ clientX: 20, clientY: 900 }, box)).toEqual({ x: 0, y: HOTSPOT_SCALE });
    expect(pointFromClick({ clientX: 20, clientY: 20 }, { left: 0, top: 0, width: 0, height: 0 })).toEqual({ x: 0, y: 0 });
  });

  it("draws a stored point at the same place at any size of the drawing", () => {
    expect(pointStyle({ x: 5000, y: 7000 })).toEqual({ left: "50%", top: "70%" });
    expect(pointStyle({ x: 825, y: 1 })).toEqual({ left: "8.25%", top: "0.01%" });
    const point = pointFromClick({ clientX: 287, clientY: 123 }, box);
    for (const width of [375, 800, 1280]) {
      const drawn = { left: 0, top: 0, width, height: width * 0.75 };
      const again = pointFromClick(
        { clientX: (Number.parseFloat(pointStyle(point).left) / 100) * width, clientY: (Number.parseFloat(pointStyle(point).top) / 100) * drawn.height },
        drawn,
      );
      expect(again).toEqual(point);
    }
  });

  it("numbers a new hotspot with the smallest free number and finds repeated ones", () => {
    expect(nextHotspotNumber([])).toBe(1);
    expect(nextHotspotNumber([1, 2, 4])).toBe(3);
    expect(nextHotspotNumber([2, 3])).toBe(1);
    expect(repeatedNumbers([1, 2, 2, 3, 3, 3])).toEqual([2, 3]);
    expect(repeatedNumbers([7, 8])).toEqual([]);
  });
});

describe("which machines a part fits (serial and manufacturing-day applicability)", () => {
  const fit = (serial_from = "", serial_to = "", made_from = "", made_to = "") => ({ serial_from, serial_to, made_from, made_to });

  it("applies to every machine without bounds, and by serial within inclusive bounds", () => {
    expect(rangeApplicability(fit(), {})).toBe("applies");
    expect(rangeApplicability(fit("", "FT4624B01999"), { serial: "FT4624B01999" })).toBe("applies");
    expect(rangeApplicability(fit("", "FT4624B01999"), { serial: "ft4624b-02000" })).toBe("excluded");
    expect(rangeApplicability(fit("FT4624B02000"), { serial: "FT4624B02000" })).toBe("applies");
    expect(rangeApplicability(fit("SN9"), { serial: "SN10" })).toBe("applies");
  });

  it("checks manufacturing days, and says unknown when the fact a bound needs is missing", () => {
    expect(rangeApplicability(fit("", "", "2025-01-01", "2025-12-31"), { madeOn: "2025-06-30" })).toBe("applies");
    expect(rangeApplicability(fit("", "", "2025-01-01", "2025-12-31"), { madeOn: "2026-01-01" })).toBe("excluded");
    expect(rangeApplicability(fit("", "", "2025-01-01"), { serial: "X1" })).toBe("unknown");
    expect(rangeApplicability(fit("A100", "", "2025-01-01"), { serial: "A099" })).toBe("excluded");
  });
});

describe("the text form of the products a part fits", () => {
  it("reads models with optional serial and day ranges, and writes them back the same", () => {
    const parsed = parseFits("FT-LM4046 sn:..ft4624b01999\nFT-LM4053SP made:2025-01-01..  |  FT-CS4035");
    expect(parsed).toEqual({
      ok: true,
      fits: [
        { model: "FT-LM4046", serial_from: "", serial_to: "FT4624B01999", made_from: "", made_to: "" },
        { model: "FT-LM4053SP", serial_from: "", serial_to: "", made_from: "2025-01-01", made_to: "" },
        { model: "FT-CS4035", serial_from: "", serial_to: "", made_from: "", made_to: "" },
      ],
    });
    if (parsed.ok) expect(parseFits(formatFits(parsed.fits, " | "))).toEqual(parsed);
  });

  it("explains what is wrong", () => {
    expect(parseFits("FT-LM4046 sn:A")).toMatchObject({ ok: false, problem: expect.stringMatching(/two ends separated by "\.\."/) });
    expect(parseFits("FT-LM4046 made:2025-02-30..")).toMatchObject({ ok: false, problem: expect.stringMatching(/YYYY-MM-DD/) });
    expect(parseFits("FT-LM4046 sn:B..A")).toMatchObject({ ok: false, problem: "FT-LM4046: The first serial comes after the last." });
    expect(parseFits("FT-LM4046\nft lm4046")).toMatchObject({ ok: false });
    expect(parseFits("FT-LM4046 colour:red")).toMatchObject({ ok: false });
  });
});

it("compares part numbers without case or separators, and links a part request to the service form", () => {
  expect(partKey("fp-4046 07")).toBe(partKey("FP4046.07"));
  expect(askForPartPath({ productId: 12, partNumber: "FP-4046-07", serial: "FT4624B00120" })).toBe(
    "/service/request?product=12&serial=FT4624B00120&part=FP-4046-07&kind=missing_part",
  );
  expect(askForPartPath({ productId: 12, partNumber: "FP 1/2" })).toBe("/service/request?product=12&part=FP+1%2F2&kind=missing_part");
});
