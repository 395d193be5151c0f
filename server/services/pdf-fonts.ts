import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import fontkit from "@pdf-lib/fontkit";
import type { PDFDocument, PDFFont } from "pdf-lib";

/**
 * The one typeface of every PDF the site makes (certificates, demo documents): Noto Sans, embedded as
 * a subset of the glyphs a document uses. The standard PDF fonts only know WinAnsi, so "Łukasz
 * Dvořák-Şahin" printed as "?ukasz Dvorák-Sahin"; Noto Sans covers Latin Extended-A/B, Greek and
 * Cyrillic, and pdf-lib writes a ToUnicode map so the text can be searched and copied (decision 079).
 */
export interface PdfFonts {
  regular: PDFFont;
  bold: PDFFont;
}

const require = createRequire(import.meta.url);
const FILES = {
  regular: "@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf",
  bold: "@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf",
} as const;

let loaded: Promise<{ regular: Uint8Array; bold: Uint8Array }> | undefined;

/** The font files, read once per process (about 1.2 MB together). */
function fontBytes(): Promise<{ regular: Uint8Array; bold: Uint8Array }> {
  loaded ??= Promise.all([readFile(require.resolve(FILES.regular)), readFile(require.resolve(FILES.bold))]).then(([regular, bold]) => ({
    regular: new Uint8Array(regular),
    bold: new Uint8Array(bold),
  }));
  loaded.catch(() => (loaded = undefined));
  return loaded;
}

/**
 * fontkit with each face parsed once per process: parsing a 600 kB face took most of a document's second, and the demo
 * seed writes a manual per model (decision 086). A parsed face is only read when a document takes its subset.
 */
const parsedFaces = new WeakMap<Uint8Array, ReturnType<typeof fontkit.create>>();
const sharedFontkit: typeof fontkit = {
  ...fontkit,
  create(data: Uint8Array, postscriptName?: string) {
    if (postscriptName !== undefined) return fontkit.create(data, postscriptName);
    let face = parsedFaces.get(data);
    if (!face) parsedFaces.set(data, (face = fontkit.create(data)));
    return face;
  },
};

/** Embeds the regular and bold faces in `pdf`; only the glyphs drawn end up in the file. */
export async function embedPdfFonts(pdf: PDFDocument): Promise<PdfFonts> {
  const bytes = await fontBytes();
  pdf.registerFontkit(sharedFontkit);
  const [regular, bold] = await Promise.all([pdf.embedFont(bytes.regular, { subset: true }), pdf.embedFont(bytes.bold, { subset: true })]);
  return { regular, bold };
}

/**
 * Text the font can draw: a character Noto Sans lacks (an emoji, a CJK ideograph) is shown without its
 * accent when that helps, else as "?", rather than failing the whole document.
 */
export function printable(font: PDFFont, text: string): string {
  const supported = new Set(font.getCharacterSet());
  return [...text]
    .map((char) => {
      if (supported.has(char.codePointAt(0)!)) return char;
      const bare = char.normalize("NFD").replace(/\p{M}/gu, "");
      return [...bare].every((c) => supported.has(c.codePointAt(0)!)) ? bare : "?";
    })
    .join("");
}
