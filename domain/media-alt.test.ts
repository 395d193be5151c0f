import { describe, expect, it } from "vitest";
import { altTextFor, imageSources, withLibraryAlts, type AltTexts } from "./media-alt.ts";

const alts: AltTexts = new Map([
  ["/media/2026-11/saw-0a1b2c3d4e5f_1000x500.webp", { en: "A chainsaw", fr: "Une tronçonneuse", nl: "" }],
  ["/media/2026-11/mower-0a1b2c3d4e5f_800x800.webp", { en: "", fr: "", nl: "" }],
]);

describe("the library's alt texts on public pages (decision 065)", () => {
  it("picks the page's language, then English, then the fallback; variants share their original's text", () => {
    expect(altTextFor(alts, "/media/2026-11/saw-0a1b2c3d4e5f_1000x500.webp", "fr", "Saw")).toBe("Une tronçonneuse");
    expect(altTextFor(alts, "/media/2026-11/saw-0a1b2c3d4e5f_1000x500-w640.webp", "nl", "Saw")).toBe("A chainsaw");
    expect(altTextFor(alts, "/media/2026-11/mower-0a1b2c3d4e5f_800x800.webp", "fr", "Mower M1")).toBe("Mower M1");
    expect(altTextFor(alts, "https://elsewhere.example/x.jpg", "en", "")).toBe("");
  });

  it("finds the images of rich text and fills in empty or missing alt attributes, keeping written ones", () => {
    const html =
      '<p><img src="/media/2026-11/saw-0a1b2c3d4e5f_1000x500-w320.webp" alt=""></p>' +
      "<p><img src='/media/2026-11/saw-0a1b2c3d4e5f_1000x500.webp'></p>" +
      '<p><img alt="Written" src="/media/2026-11/saw-0a1b2c3d4e5f_1000x500.webp"><img src="/other.webp" alt=""></p>';
    expect(imageSources(html)).toEqual([
      "/media/2026-11/saw-0a1b2c3d4e5f_1000x500-w320.webp",
      "/media/2026-11/saw-0a1b2c3d4e5f_1000x500.webp",
      "/media/2026-11/saw-0a1b2c3d4e5f_1000x500.webp",
      "/other.webp",
    ]);
    const filled = withLibraryAlts(html, alts, "fr");
    expect(filled).toContain('<img src="/media/2026-11/saw-0a1b2c3d4e5f_1000x500-w320.webp" alt="Une tronçonneuse">');
    expect(filled).toContain(`<img alt="Une tronçonneuse" src='/media/2026-11/saw-0a1b2c3d4e5f_1000x500.webp'>`);
    expect(filled).toContain('<img alt="Written"');
    expect(filled).toContain('<img src="/other.webp" alt="">');
    expect(withLibraryAlts('<img src="/x.webp" alt="">', new Map([["/x.webp", { en: 'Say "hi" <b>', fr: "", nl: "" }]]), "en")).toBe(
      '<img src="/x.webp" alt="Say &quot;hi&quot; &lt;b&gt;">',
    );
  });
});
