import { PDFDocument } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { labelGeometry, labelPdf, labelSheetPdf, labelSvg, mmToPoints, qrPath, QUIET_MODULES } from "./labels.ts";

const LABEL = { model: "FT-LM4046", url: "https://www.fantai.example/m/FT-LM4046" };

describe("label geometry (size in mm → PDF points)", () => {
  it("converts millimetres to points at 72 per inch", () => {
    expect(mmToPoints(25.4)).toBeCloseTo(72, 10);
    expect(mmToPoints(15)).toBeCloseTo(42.52, 2);
    expect(mmToPoints(25)).toBeCloseTo(70.87, 2);
    expect(mmToPoints(40)).toBeCloseTo(113.39, 2);
  });

  it("fits the modules and a four-module quiet zone in the size, with the model's band under it", () => {
    const g = labelGeometry(25, 29);
    expect(g.moduleMm * (29 + 2 * QUIET_MODULES)).toBeCloseTo(25, 10);
    expect(g.widthMm).toBe(25);
    expect(g.heightMm).toBeCloseTo(25 + g.bandMm, 10);
    expect(labelGeometry(15, 29).textMm).toBeCloseTo(1.8, 10);
    expect(labelGeometry(10, 29).textMm).toBe(1.6);
  });

  it("makes each label's PDF page exactly its size in points, and A4 sheets", async () => {
    const { modules } = qrPath(LABEL.url);
    for (const size of [15, 25, 40] as const) {
      const pdf = await PDFDocument.load(await labelPdf(LABEL, size));
      const page = pdf.getPage(0);
      const g = labelGeometry(size, modules);
      expect(page.getWidth()).toBeCloseTo(mmToPoints(size), 2);
      expect(page.getHeight()).toBeCloseTo(mmToPoints(g.heightMm), 2);
    }
    const sheet = await PDFDocument.load(
      await labelSheetPdf(
        Array.from({ length: 60 }, () => LABEL),
        25,
      ),
    );
    expect(sheet.getPage(0).getWidth()).toBeCloseTo(595.28, 1);
    expect(sheet.getPage(0).getHeight()).toBeCloseTo(841.89, 1);
    // 7 columns of 25 mm with 4 mm gaps fit 190 mm; 60 labels take two pages.
    expect(sheet.getPageCount()).toBe(2);
  });

  it("draws the modules as one vector path and escapes the model in the SVG", () => {
    const svg = labelSvg({ model: 'A<&>"B', url: LABEL.url }, 15);
    expect(svg).toContain('width="15mm"');
    expect(svg).toMatch(/<path transform="scale\([\d.]+\)" fill="#000" d="M\d/);
    expect(svg).toContain("A&lt;&amp;&gt;&quot;B");
    expect(svg).not.toContain("<image");
  });
});
