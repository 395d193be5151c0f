// Builds public/fonts/home-title.woff2: the two characters of the admin's home tab title 首页 from
// Noto Sans SC (SIL Open Font License 1.1), so systems without CJK fonts show them (decision 055).
// The tools are not project dependencies; run once when the title changes:
//   npm install --no-save subset-font@2.9.0 @fontsource/noto-sans-sc@5.3.0 && node scripts/make-home-title-font.mjs
import { readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import subsetFont from "subset-font";

const TEXT = "首页";
const require = createRequire(import.meta.url);
const packageDir = dirname(require.resolve("@fontsource/noto-sans-sc/package.json"));
const css = readFileSync(join(packageDir, "400.css"), "utf8");

/** The Fontsource slice (woff2 file) whose unicode-range holds `char`. */
function sliceOf(char) {
  const code = char.codePointAt(0);
  for (const block of css.matchAll(/@font-face\s*\{([^}]*)\}/g)) {
    const range = /unicode-range:\s*([^;]+);/.exec(block[1])?.[1] ?? "";
    const file = /url\(\.\/files\/([^)]+\.woff2)\)/.exec(block[1])?.[1];
    const covers = range.split(",").some((part) => {
      const [from, to = from] = part
        .trim()
        .slice(2)
        .split("-")
        .map((hex) => parseInt(hex, 16));
      return from <= code && code <= to;
    });
    if (covers && file) return file;
  }
  throw new Error(`No Noto Sans SC slice holds ${char}`);
}

const files = new Set([...TEXT].map(sliceOf));
if (files.size !== 1) throw new Error(`The characters are in several slices (${[...files].join(", ")}); merge them first`);
const source = readFileSync(join(packageDir, "files", [...files][0]));
const subset = await subsetFont(source, TEXT, { targetFormat: "woff2" });
writeFileSync(new URL("../public/fonts/home-title.woff2", import.meta.url), subset);
console.log(`public/fonts/home-title.woff2: ${subset.length} bytes for ${TEXT}`);
