import QRCode from "qrcode";
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from "pdf-lib";
import { escapeHtml } from "#domain/escape.ts";

/**
 * Print-ready QR labels for products (decision 082): the code of the product's short address
 * (/m/{model}) drawn as vector paths, the model number printed under it, at 15, 25 or 40 mm; one label as SVG or PDF,
 * or an A4 sheet of labels for several products. Standard Helvetica (the model numbers are ASCII), nothing embedded.
 */
export const LABEL_SIZES_MM = [15, 25, 40] as const;
export type LabelSizeMm = (typeof LABEL_SIZES_MM)[number];

export const POINTS_PER_MM = 72 / 25.4;
export const mmToPoints = (mm: number): number => mm * POINTS_PER_MM;

/** ISO/IEC 18004 asks for a quiet zone of four modules around the code. */
export const QUIET_MODULES = 4;
const A4_MM = { width: 210, height: 297 } as const;
const SHEET_MARGIN_MM = 10;
const SHEET_GAP_MM = 4;

/** A label's layout in millimetres: the square code (quiet zone included) is `size` wide; the model is printed under it. */
export interface LabelGeometry {
  sizeMm: number;
  modules: number;
  /** One module's side. */
  moduleMm: number;
  /** The text's height (cap size) and the band it sits in under the code. */
  textMm: number;
  bandMm: number;
  widthMm: number;
  heightMm: number;
}

export function labelGeometry(sizeMm: number, modules: number): LabelGeometry {
  const moduleMm = sizeMm / (modules + 2 * QUIET_MODULES);
  // The model number: about an eighth of the code's width, never under 1.6 mm (about 4.5 pt: still legible).
  const textMm = Math.max(1.6, sizeMm * 0.12);
  const bandMm = textMm * 1.6;
  return { sizeMm, modules, moduleMm, textMm, bandMm, widthMm: sizeMm, heightMm: sizeMm + bandMm };
}

/** The code's dark modules as one SVG path, in module units (x right, y down), runs of a row merged into one rectangle. */
export function qrPath(text: string): { path: string; modules: number } {
  const qr = QRCode.create(text, { errorCorrectionLevel: "M" });
  const size = qr.modules.size;
  const parts: string[] = [];
  for (let row = 0; row < size; row++) {
    let col = 0;
    while (col < size) {
      if (!qr.modules.get(row, col)) {
        col++;
        continue;
      }
      const start = col;
      while (col < size && qr.modules.get(row, col)) col++;
      parts.push(`M${start + QUIET_MODULES} ${row + QUIET_MODULES}h${col - start}v1h${start - col}z`);
    }
  }
  return { path: parts.join(""), modules: size };
}

export interface LabelInput {
  model: string;
  /** The absolute short address the code holds. */
  url: string;
}

/** One label as an SVG document sized in millimetres. */
export function labelSvg(label: LabelInput, sizeMm: LabelSizeMm): string {
  const { path, modules } = qrPath(label.url);
  const g = labelGeometry(sizeMm, modules);
  const scale = g.moduleMm;
  const model = escapeHtml(label.model);
  return (
    `<?xml version="1.0" encoding="UTF-8"?>\n` +
    `<svg xmlns="http://www.w3.org/2000/svg" width="${g.widthMm}mm" height="${fmt(g.heightMm)}mm" viewBox="0 0 ${g.widthMm} ${fmt(g.heightMm)}">` +
    `<title>${model}</title>` +
    `<rect width="100%" height="100%" fill="#fff"/>` +
    `<path transform="scale(${fmt(scale)})" fill="#000" d="${path}"/>` +
    `<text x="${g.widthMm / 2}" y="${fmt(g.sizeMm + g.textMm * 1.05)}" font-family="Helvetica, Arial, sans-serif" font-weight="bold" font-size="${fmt(g.textMm * 1.35)}" text-anchor="middle" fill="#000">${model}</text>` +
    `</svg>\n`
  );
}

const fmt = (value: number) => String(Math.round(value * 1000) / 1000);

/** Draws a label with its top-left corner at (x, y) in points from the page's top-left. */
function drawLabel(page: PDFPage, font: PDFFont, label: LabelInput, sizeMm: number, xPt: number, topPt: number): void {
  const { path, modules } = qrPath(label.url);
  const g = labelGeometry(sizeMm, modules);
  const pageHeight = page.getHeight();
  // drawSvgPath puts the path's origin at (x, y) with y growing downwards, as in SVG.
  page.drawSvgPath(path, { x: xPt, y: pageHeight - topPt, scale: mmToPoints(g.moduleMm), color: rgb(0, 0, 0), borderWidth: 0 });
  let fontSize = mmToPoints(g.textMm) * 1.35;
  const maxWidth = mmToPoints(g.widthMm) * 0.96;
  const width = font.widthOfTextAtSize(label.model, fontSize);
  if (width > maxWidth) fontSize *= maxWidth / width;
  const textWidth = font.widthOfTextAtSize(label.model, fontSize);
  page.drawText(label.model, {
    x: xPt + (mmToPoints(g.widthMm) - textWidth) / 2,
    y: pageHeight - topPt - mmToPoints(g.sizeMm + g.textMm * 1.05),
    size: fontSize,
    font,
    color: rgb(0, 0, 0),
  });
}

/** Model numbers are ASCII; anything else is replaced so the standard font can print it. */
const printable = (model: string) => model.replace(/[^\x20-\x7e]/g, "?");

/** One label as a PDF page of exactly its size. */
export async function labelPdf(label: LabelInput, sizeMm: LabelSizeMm): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`${printable(label.model)} label ${sizeMm} mm`);
  const font = await pdf.embedFont(StandardFonts.HelveticaBold);
  const modules = qrPath(label.url).modules;
  const g = labelGeometry(sizeMm, modules);
  const page = pdf.addPage([mmToPoints(g.widthMm), mmToPoints(g.heightMm)]);
  drawLabel(page, font, { ...label, model: printable(label.model) }, sizeMm, 0, 0);
  return Buffer.from(await pdf.save());
}

/** Labels for several products on A4 pages, in rows, with 10 mm margins and 4 mm between labels; more pages as needed. */
export async function labelSheetPdf(labels: readonly LabelInput[], sizeMm: LabelSizeMm, copies = 1): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`Labels ${sizeMm} mm`);
  const font = await pdf.embedFont(StandardFonts.HelveticaBold);
  const all = labels.flatMap((label) => Array.from({ length: copies }, () => ({ ...label, model: printable(label.model) })));
  // The tallest label sets the row height (codes of longer addresses have more modules, never a larger size).
  const heightMm = Math.max(...all.map((label) => labelGeometry(sizeMm, qrPath(label.url).modules).heightMm), sizeMm);
  const columns = Math.max(1, Math.floor((A4_MM.width - 2 * SHEET_MARGIN_MM + SHEET_GAP_MM) / (sizeMm + SHEET_GAP_MM)));
  const rows = Math.max(1, Math.floor((A4_MM.height - 2 * SHEET_MARGIN_MM + SHEET_GAP_MM) / (heightMm + SHEET_GAP_MM)));
  let page: PDFPage | undefined;
  all.forEach((label, index) => {
    const slot = index % (columns * rows);
    if (slot === 0) page = pdf.addPage([mmToPoints(A4_MM.width), mmToPoints(A4_MM.height)]);
    const column = slot % columns;
    const row = Math.floor(slot / columns);
    drawLabel(
      page!,
      font,
      label,
      sizeMm,
      mmToPoints(SHEET_MARGIN_MM + column * (sizeMm + SHEET_GAP_MM)),
      mmToPoints(SHEET_MARGIN_MM + row * (heightMm + SHEET_GAP_MM)),
    );
  });
  if (!all.length) pdf.addPage([mmToPoints(A4_MM.width), mmToPoints(A4_MM.height)]);
  return Buffer.from(await pdf.save());
}
