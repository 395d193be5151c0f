import { randomBytes } from "node:crypto";
import { brotliDecompressSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { brotliPieces, joinBrotli, uncompressedMetaBlock } from "./brotli-pieces.ts";

/** A page-like text: repeated markup around the nonce, as React Router writes its scripts. */
function pageParts(count: number): Buffer[] {
  const script = (index: number) =>
    `"><script type="module">import("/assets/route-${index % 5}.js");window.__data=${JSON.stringify({ index, text: "é ü ñ ".repeat(index % 7) })};</script><script nonce="`;
  const parts = [`<!DOCTYPE html><html lang="nl"><head><meta charset="utf-8"><link rel="modulepreload" href="/assets/a.js" nonce="`];
  for (let index = 1; index < count; index++) parts.push(`${script(index)}${"<p>Een accu voor de hele tuin.</p>".repeat(index % 9)}`);
  parts.push(`"></script></body></html>`);
  return parts.map((part) => Buffer.from(part));
}

const join = (parts: Buffer[], nonce: Buffer) => Buffer.concat(parts.flatMap((part, index) => (index ? [nonce, part] : [part])));
const freshNonce = () => Buffer.from(randomBytes(16).toString("base64"));

describe("a stored page's Brotli pieces", () => {
  it("decode to the page with any nonce of the render's form between them", async () => {
    for (const quality of [4, 6, 9]) {
      const parts = pageParts(25);
      const stored = await brotliPieces(parts, freshNonce(), quality);
      expect(stored, `quality ${quality}`).toBeDefined();
      for (let round = 0; round < 20; round++) {
        const nonce = freshNonce();
        expect(brotliDecompressSync(Buffer.concat(joinBrotli(stored!, nonce))).equals(join(parts, nonce)), `quality ${quality}`).toBe(true);
      }
    }
  });

  it("are smaller than the page and name the ending a nonce must have", async () => {
    const parts = pageParts(40);
    const stored = await brotliPieces(parts, Buffer.from("abcdefghijklmnopqrstuv=="));
    expect(stored!.nonceEnding).toBe("==");
    const size = Buffer.concat(joinBrotli(stored!, freshNonce())).length;
    expect(size).toBeLessThan(join(parts, freshNonce()).length / 4);
  });

  it("hold a page without a nonce as one piece", async () => {
    const stored = await brotliPieces([Buffer.from("<!DOCTYPE html><p>no scripts</p>")], freshNonce());
    expect(stored!.pieces).toHaveLength(1);
    expect(brotliDecompressSync(Buffer.concat(joinBrotli(stored!, freshNonce()))).toString()).toBe("<!DOCTYPE html><p>no scripts</p>");
  });

  it("write an uncompressed meta-block a decoder reads between compressed ones", () => {
    expect(uncompressedMetaBlock(Buffer.from("ab"))).toEqual(Buffer.from([0x08, 0x00, 0x08, 0x61, 0x62]));
  });
});
