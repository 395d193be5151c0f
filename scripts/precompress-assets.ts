/**
 * Writes a Brotli (quality 11) and a gzip (level 9) copy next to every built script, stylesheet and
 * SVG under build/client/assets, so the server sends them without compressing per request
 * (server/index.ts serves them with express-static-gzip; docs/decisions/029-first-paint.md).
 *
 * Usage: node scripts/precompress-assets.ts [directory]   (part of `npm run build`)
 */
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

const COMPRESSIBLE = /\.(js|css|svg)$/;

export function precompress(directory: string): { files: number; bytes: number; brotliBytes: number } {
  const totals = { files: 0, bytes: 0, brotliBytes: 0 };
  for (const name of readdirSync(directory).filter((file) => COMPRESSIBLE.test(file))) {
    const source = readFileSync(join(directory, name));
    const brotli = brotliCompressSync(source, {
      params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: source.length },
    });
    writeFileSync(join(directory, `${name}.br`), brotli);
    writeFileSync(join(directory, `${name}.gz`), gzipSync(source, { level: constants.Z_BEST_COMPRESSION }));
    totals.files += 1;
    totals.bytes += source.length;
    totals.brotliBytes += brotli.length;
  }
  return totals;
}

if (import.meta.main) {
  const directory = resolve(process.argv[2] ?? join(import.meta.dirname, "../build/client/assets"));
  const { files, bytes, brotliBytes } = precompress(directory);
  console.log(`precompressed ${files} assets: ${(bytes / 1000).toFixed(1)} kB → ${(brotliBytes / 1000).toFixed(1)} kB with Brotli`);
}
