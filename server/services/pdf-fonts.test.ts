import { PDFDict, PDFDocument, PDFName } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { renderDemoPdf } from "#server/db/seed/documents.ts";
import { pdfText } from "#tests/support/pdf-text.ts";
import { renderCertificate, type CertificateData } from "./certificate.ts";
import { embedPdfFonts } from "./pdf-fonts.ts";

const NAMES = ["Łukasz Dvořák-Şahin", "Zoë Ångström-Øberg", "Αλέξανδρος Παπαδόπουλος", "Дмитрий Иванов", "Đorđe Ševčík", "Ərdoğan Ğüneş"];

const certificate = (overrides: Partial<CertificateData> = {}): CertificateData => ({
  brand: "Fantai",
  reference: "W-ABCD-EFGH",
  ownerName: "Łukasz Dvořák-Şahin",
  productName: "Tondeuse poussée 40V",
  productModel: "FT-LM42",
  serial: "SN-12345",
  purchaseDate: "2026-03-01",
  whereBought: "Brico Kraków",
  warrantyYears: 3,
  warrantyUntil: "2029-02-28",
  issuedOn: "2026-03-02",
  verifyUrl: "https://fantai.example/fr/register/verify?ref=W-ABCD-EFGH",
  locale: "fr",
  ...overrides,
});

// Each PDF subsets its fonts: seconds apiece on a busy two-core machine.
describe("every PDF the site makes prints every name", { timeout: 30_000 }, () => {
  it("a certificate keeps Polish, Czech, Turkish, Greek and Cyrillic letters as typed", async () => {
    for (const name of NAMES) {
      const text = await pdfText(await renderCertificate(certificate({ ownerName: name, whereBought: `Магазин ${name}` })));
      expect(text).toContain(name);
      expect(text).toContain(`Магазин ${name}`);
      expect(text).toContain("Certificat de garantie");
    }
  });

  it("a demo document prints a product name in any of those scripts", async () => {
    const text = await pdfText(await renderDemoPdf("user_manual", "nl", "Kosiarka Łąka ŽĚŘ Χλοοκοπτικό Газонокосилка", "FT-LM42"));
    expect(text).toContain("Kosiarka Łąka ŽĚŘ Χλοοκοπτικό Газонокосилка");
    expect(text).toContain("Gebruiksaanwijzing");
  });

  it("embeds a subset of Noto Sans, not the whole font or a standard font", async () => {
    const bytes = await renderCertificate(certificate());
    const loaded = await PDFDocument.load(bytes);
    const baseFonts = loaded.context
      .enumerateIndirectObjects()
      .map(([, object]) => (object instanceof PDFDict ? object.get(PDFName.of("BaseFont")) : undefined))
      .filter((name) => name instanceof PDFName)
      .map((name) => name.decodeText());
    expect(baseFonts.length).toBeGreaterThan(0);
    for (const name of baseFonts) expect(name).toMatch(/^NotoSans-(Regular|Bold)/);
    // Two subset faces plus the page: far below the 1.2 MB of the two font files.
    expect(bytes.length).toBeLessThan(200_000);
    const pdf = await PDFDocument.create();
    const fonts = await embedPdfFonts(pdf);
    for (const char of "ĀāĞğŁłŐőŘřŞşŽžƏəǍǎȘșΑΩαωАЯая") expect(fonts.regular.getCharacterSet()).toContain(char.codePointAt(0));
  });
});
