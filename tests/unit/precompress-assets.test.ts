import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterEach, describe, expect, it } from "vitest";
import { precompress } from "../../scripts/precompress-assets.ts";

describe("precompressing the built assets", () => {
  let directory = "";
  afterEach(() => rmSync(directory, { recursive: true, force: true }));

  it("writes Brotli and gzip copies of scripts, stylesheets and SVG that unpack to the original", () => {
    directory = mkdtempSync(join(tmpdir(), "precompress-"));
    const script = "export const answer = 42;\n".repeat(200);
    writeFileSync(join(directory, "entry-abc.js"), script);
    writeFileSync(join(directory, "app-abc.css"), "body{margin:0}");
    writeFileSync(join(directory, "icons-abc.svg"), "<svg/>");
    writeFileSync(join(directory, "photo.webp"), "not text");

    const totals = precompress(directory);

    expect(totals.files).toBe(3);
    expect(totals.brotliBytes).toBeLessThan(totals.bytes);
    expect(readdirSync(directory).sort()).toEqual(
      [
        "app-abc.css",
        "app-abc.css.br",
        "app-abc.css.gz",
        "entry-abc.js",
        "entry-abc.js.br",
        "entry-abc.js.gz",
        "icons-abc.svg",
        "icons-abc.svg.br",
        "icons-abc.svg.gz",
        "photo.webp",
      ].sort(),
    );
    expect(brotliDecompressSync(readFileSync(join(directory, "entry-abc.js.br"))).toString()).toBe(script);
    expect(gunzipSync(readFileSync(join(directory, "entry-abc.js.gz"))).toString()).toBe(script);
  });
});
