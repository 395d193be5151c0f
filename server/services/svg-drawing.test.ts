import { describe, expect, it } from "vitest";
import { cleanDrawing, looksLikeSvg, UnsafeDrawing } from "./svg-drawing.ts";

describe("uploaded SVG drawings", () => {
  it("keeps drawing elements and presentation, drops editor metadata and <style>, and sizes from the viewBox", () => {
    const drawing = cleanDrawing(
      '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="80mm" height="60mm" viewBox="0 0 800 600"><style>body{display:none}</style><sodipodi:namedview/><g stroke="#000"><path d="M0,0 L10,10"/><text x="1" y="2">A &amp; B</text></g></svg>',
    );
    expect(drawing).toEqual({
      svg: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 600"><g stroke="#000"><path d="M0,0 L10,10"></path><text x="1" y="2">A &amp; B</text></g></svg>',
      width: 800,
      height: 600,
    });
  });

  it("gives a viewBox to a drawing sized in pixels", () => {
    expect(cleanDrawing('<svg width="400px" height="300"><rect width="1" height="1"/></svg>').svg).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 300"><rect width="1" height="1"></rect></svg>',
    );
  });

  it("refuses what runs or fetches something", () => {
    for (const unsafe of [
      '<svg viewBox="0 0 1 1"><script>1</script></svg>',
      '<svg viewBox="0 0 1 1"><SCRIPT>1</SCRIPT></svg>',
      '<svg viewBox="0 0 1 1" onload="x()"></svg>',
      '<svg viewBox="0 0 1 1"><a href="javascript:x()"><rect/></a></svg>',
      '<svg viewBox="0 0 1 1"><image href="https://example.com/a.png"/></svg>',
      '<svg viewBox="0 0 1 1"><use href="other.svg#a"/></svg>',
      '<svg viewBox="0 0 1 1"><rect fill="url(http://example.com/#p)"/></svg>',
      '<svg viewBox="0 0 1 1"><animate attributeName="href" to="javascript:x()"/></svg>',
      '<html><svg viewBox="0 0 1 1"></svg></html>',
    ])
      expect(() => cleanDrawing(unsafe), unsafe).toThrow(UnsafeDrawing);
  });

  it("tells an SVG from other files by its content", () => {
    expect(looksLikeSvg(Buffer.from('\uFEFF<?xml version="1.0"?>\n<!-- x --><svg viewBox="0 0 1 1"/>'))).toBe(true);
    expect(looksLikeSvg(Buffer.from("%PDF-1.7"))).toBe(false);
    expect(looksLikeSvg(Buffer.from([0x89, 0x50, 0x4e, 0x47]))).toBe(false);
  });
});
