import { PDFDocument, rgb, type PDFFont, type PDFPage } from "pdf-lib";
import QRCode from "qrcode";
import type { Locale } from "#domain/locales.ts";
import { longDate, ownerTexts } from "./owner-texts.ts";
import { embedPdfFonts, printable } from "./pdf-fonts.ts";

export interface CertificateData {
  brand: string;
  reference: string;
  ownerName: string;
  productName: string;
  productModel: string;
  serial: string;
  purchaseDate: string;
  whereBought: string;
  warrantyYears: number;
  warrantyUntil: string;
  issuedOn: string;
  verifyUrl: string;
  locale: Locale;
}

const GREEN = rgb(0.13, 0.42, 0.2);
const DARK = rgb(0.12, 0.14, 0.13);
const GREY = rgb(0.38, 0.41, 0.4);
const LIGHT = rgb(0.93, 0.96, 0.93);

/** Splits text into lines no wider than `width` points. */
function wrap(font: PDFFont, text: string, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(/\s+/)) {
    const candidate = line ? `${line} ${word}` : word;
    if (font.widthOfTextAtSize(candidate, size) > width && line) {
      lines.push(line);
      line = word;
    } else line = candidate;
  }
  if (line) lines.push(line);
  return lines;
}

/** The QR code's modules as small squares: vector, sharp at any zoom, nothing to decode. */
function drawQr(page: PDFPage, text: string, x: number, y: number, size: number): void {
  const qr = QRCode.create(text, { errorCorrectionLevel: "M" });
  const count = qr.modules.size;
  const quiet = 2;
  const cell = size / (count + quiet * 2);
  page.drawRectangle({ x, y, width: size, height: size, color: rgb(1, 1, 1) });
  for (let row = 0; row < count; row++) {
    for (let col = 0; col < count; col++) {
      if (!qr.modules.get(row, col)) continue;
      page.drawRectangle({ x: x + (col + quiet) * cell, y: y + size - (row + quiet + 1) * cell, width: cell + 0.05, height: cell + 0.05, color: DARK });
    }
  }
}

/** Where the owner downloads the certificate: the token is its only key (only its digest is stored). */
export function certificatePath(token: string): string {
  return `/api/warranty/certificates/${token}`;
}

/** The owner's warranty certificate, one A4 page in their language, with a QR code to the verification page. */
export async function renderCertificate(data: CertificateData): Promise<Uint8Array> {
  const t = ownerTexts(data.locale);
  const pdf = await PDFDocument.create();
  pdf.setTitle(`${t("certificate.title")} ${data.reference}`);
  pdf.setAuthor(data.brand);
  pdf.setSubject(`${data.productName} ${data.productModel}`.trim());
  pdf.setLanguage(data.locale);
  pdf.setCreationDate(new Date(`${data.issuedOn}T12:00:00Z`));
  const page = pdf.addPage([595.28, 841.89]);
  const { regular, bold } = await embedPdfFonts(pdf);
  const { width, height } = page.getSize();
  const margin = 56;
  const text = (value: string, x: number, y: number, size: number, font = regular, color = DARK) =>
    page.drawText(printable(font, value), { x, y, size, font, color });

  // Header band: brand and title.
  page.drawRectangle({ x: 0, y: height - 150, width, height: 150, color: GREEN });
  text(data.brand.toUpperCase(), margin, height - 62, 26, bold, rgb(1, 1, 1));
  text(t("certificate.subtitle", { brand: data.brand }), margin, height - 84, 11, regular, rgb(0.85, 0.93, 0.86));
  text(t("certificate.title"), margin, height - 124, 22, bold, rgb(1, 1, 1));

  // The reference and the end date, the two things people look for.
  let y = height - 200;
  text(t("certificate.reference"), margin, y, 10, regular, GREY);
  text(t("certificate.warrantyUntil"), width / 2, y, 10, regular, GREY);
  y -= 24;
  text(data.reference, margin, y, 20, bold);
  text(longDate(data.warrantyUntil, data.locale), width / 2, y, 20, bold, GREEN);
  y -= 22;
  for (const line of wrap(regular, printable(regular, t(data.warrantyYears >= 3 ? "certificate.term3" : "certificate.term2")), 10, width - 2 * margin)) {
    text(line, margin, y, 10, regular, GREY);
    y -= 14;
  }

  // The details, one row each.
  y -= 16;
  const rows: [string, string][] = [
    [t("certificate.owner"), data.ownerName],
    [t("certificate.product"), data.productName],
    [t("certificate.model"), data.productModel || "-"],
    [t("certificate.serial"), data.serial],
    [t("certificate.purchaseDate"), longDate(data.purchaseDate, data.locale)],
    [t("certificate.whereBought"), data.whereBought],
  ];
  for (const [index, [label, value]] of rows.entries()) {
    if (index % 2 === 0) page.drawRectangle({ x: margin - 8, y: y - 9, width: width - 2 * margin + 16, height: 28, color: LIGHT });
    text(label, margin, y, 11, regular, GREY);
    const shown = wrap(bold, printable(bold, value), 12, width - margin - 200)[0] ?? "";
    text(shown, 200, y, 12, bold);
    y -= 28;
  }

  // Verification: the URL and its QR code.
  y -= 24;
  const qrSize = 110;
  drawQr(page, data.verifyUrl, width - margin - qrSize, y - qrSize + 14, qrSize);
  text(t("certificate.verify"), margin, y, 11, regular, GREY);
  y -= 18;
  const urlLines = wrap(regular, printable(regular, data.verifyUrl).replace(/([/?=&])/g, "$1 "), 11, width - 2 * margin - qrSize - 20);
  for (const line of urlLines) {
    text(line.replace(/([/?=&]) /g, "$1"), margin, y, 11, bold, GREEN);
    y -= 15;
  }
  text(t("certificate.scan"), margin, y - 2, 11, regular, GREY);

  // Footer.
  const keep = wrap(regular, printable(regular, t("certificate.keep")), 9.5, width - 2 * margin);
  let footY = 70 + keep.length * 13;
  page.drawLine({ start: { x: margin, y: footY + 16 }, end: { x: width - margin, y: footY + 16 }, thickness: 0.8, color: LIGHT });
  for (const line of keep) {
    text(line, margin, footY, 9.5, regular, GREY);
    footY -= 13;
  }
  text(t("certificate.issued", { date: longDate(data.issuedOn, data.locale) }), margin, 48, 9.5, regular, GREY);
  return pdf.save();
}
