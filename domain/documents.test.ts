import { describe, expect, it } from "vitest";
import { documentPath, documentsFor, formatBytes, safeFileName, versionApplicability, versionFor, type PublicDocument } from "./documents.ts";

let nextId = 1;
function doc(kind: PublicDocument["kind"], locale: PublicDocument["locale"], title = `${kind} ${locale}`): PublicDocument {
  const id = nextId++;
  return {
    id,
    commodity_id: 1,
    kind,
    locale,
    title,
    original_name: `${title}.pdf`,
    bytes: 1000,
    updated_at: "2026-01-01T00:00:00Z",
    url: `/documents/${id}/v/x.pdf`,
  };
}

describe("documentsFor (the language fallback rule)", () => {
  const manualEn = doc("user_manual", "en");
  const manualFr = doc("user_manual", "fr");
  const safetyEn = doc("safety_instructions", "en");
  const safetyNl = doc("safety_instructions", "nl");
  const conformityEn = doc("declaration_of_conformity", "en");
  const partsFr = doc("spare_parts_list", "fr");
  const all = [partsFr, conformityEn, safetyNl, safetyEn, manualFr, manualEn];

  it("offers the visitor's language where it exists, and English otherwise, marked as a fallback", () => {
    const nl = documentsFor(all, "nl");
    expect(nl.map((d) => [d.id, d.fallback])).toEqual([
      [manualEn.id, true],
      [safetyNl.id, false],
      [conformityEn.id, true],
    ]);
  });

  it("never offers another language than the visitor's or English", () => {
    // The French parts list is not offered in Dutch: there is no English one to fall back to.
    expect(documentsFor(all, "nl").some((d) => d.locale === "fr")).toBe(false);
    expect(documentsFor(all, "fr").map((d) => [d.id, d.fallback])).toEqual([
      [manualFr.id, false],
      [safetyEn.id, true],
      [conformityEn.id, true],
      [partsFr.id, false],
    ]);
  });

  it("in English, shows the English documents and marks nothing", () => {
    expect(documentsFor(all, "en").map((d) => [d.id, d.fallback])).toEqual([
      [manualEn.id, false],
      [safetyEn.id, false],
      [conformityEn.id, false],
    ]);
  });

  it("keeps every document of a kind in the visitor's language, titles A–Z", () => {
    const b = doc("user_manual", "nl", "B manual");
    const a = doc("user_manual", "nl", "A manual");
    expect(documentsFor([manualEn, b, a], "nl").map((d) => d.title)).toEqual(["A manual", "B manual"]);
  });

  it("offers nothing for a product without documents", () => {
    expect(documentsFor([], "fr")).toEqual([]);
  });
});

describe("download names", () => {
  it("makes names safe for a URL and a header", () => {
    expect(safeFileName("Manuel d'utilisation LM 40 (FR).PDF")).toBe("Manuel-d-utilisation-LM-40-FR.pdf");
    expect(safeFileName("../../etc/passwd")).toBe("etc-passwd.pdf");
    expect(safeFileName("***")).toBe("document.pdf");
  });

  it("puts the id, the stored file's version and the name in the path", () => {
    expect(documentPath(7, "documents/2026-11/ab12cd34ef56ab12cd34ef56.pdf", "Gebruiksaanwijzing Grasmaaier.pdf")).toBe(
      "/documents/7/ab12cd34ef56/Gebruiksaanwijzing-Grasmaaier.pdf",
    );
  });

  it("formats sizes in the page's language", () => {
    expect(formatBytes(1_450_000, "fr")).toBe("1,5\u202fMo");
    expect(formatBytes(320_400, "fr")).toBe("320\u202fko");
    expect(formatBytes(320_400, "en")).toBe("320 kB");
    expect(formatBytes(12, "nl")).toBe("1 kB");
  });
});

describe("versionApplicability and versionFor (which version is for this machine)", () => {
  const range = (serial_from = "", serial_to = "", made_from = "", made_to = "") => ({ serial_from, serial_to, made_from, made_to });
  it("applies a version without bounds to every machine", () => {
    expect(versionApplicability(range(), {})).toBe("applies");
    expect(versionApplicability(range(), { serial: "X" })).toBe("applies");
  });
  it("compares serials without case, spaces or dashes, digit runs as numbers, bounds included", () => {
    const r = range("FT24A0009", "FT24A0100");
    expect(versionApplicability(r, { serial: "ft24a 0009" })).toBe("applies");
    expect(versionApplicability(r, { serial: "FT24A-0100" })).toBe("applies");
    expect(versionApplicability(r, { serial: "FT24A0008" })).toBe("excluded");
    expect(versionApplicability(r, { serial: "FT24A0101" })).toBe("excluded");
    expect(versionApplicability(range("SN9"), { serial: "SN10" })).toBe("applies");
    expect(versionApplicability(range("", "SN9"), { serial: "SN10" })).toBe("excluded");
  });
  it("checks manufacturing dates inclusively and says unknown when a bound cannot be checked", () => {
    const r = range("", "", "2025-01-01", "2025-12-31");
    expect(versionApplicability(r, { madeOn: "2025-01-01" })).toBe("applies");
    expect(versionApplicability(r, { madeOn: "2026-01-01" })).toBe("excluded");
    expect(versionApplicability(r, { serial: "X" })).toBe("unknown");
    expect(versionApplicability(range("A1", "", "2025-01-01"), { serial: "A2" })).toBe("unknown");
    expect(versionApplicability(range("A1", "", "2025-01-01"), { serial: "A0" })).toBe("excluded");
  });
  it("picks the newest version not withdrawn that applies", () => {
    const versions = [
      { number: 1, withdrawn: null, ...range("", "FT24A0499") },
      { number: 2, withdrawn: null, ...range("FT24A0500") },
      { number: 3, withdrawn: { at: "x", reason: "error" }, ...range("FT24A0500") },
    ];
    expect(versionFor(versions, { serial: "FT24A0100" })?.number).toBe(1);
    expect(versionFor(versions, { serial: "FT24A0600" })?.number).toBe(2);
    expect(versionFor(versions, {})).toBeUndefined();
  });
});
