import { brotliDecompressSync, constants as zlib, createBrotliCompress } from "node:zlib";

/**
 * A page's parts (cut where the render's nonce was) as Brotli, compressed once, so that each response joins
 * them around its own nonce without running a compressor (decision 094), as render-cache.ts does with deflate.
 *
 * One encoder compresses the parts in order with a flush after each, and between them a stand-in of the
 * nonce's length made of bytes a page never holds (control bytes and bytes UTF-8 never uses, in an order where
 * no three repeat), so no match of the encoder starts, ends or passes in it; a response puts its nonce there as
 * an uncompressed meta-block instead. What else the decoder's state carries across is the same for every nonce
 * but its last two bytes (the context of the next literal), so the pieces are decoded once with a nonce of the
 * render's ending and kept only if that gives the page back; a response's nonce must end the same way.
 */
export interface BrotliPieces {
  /** One per part; the stream's header opens the first. */
  pieces: Buffer[];
  /** The stream's end (an empty last meta-block). */
  end: Buffer;
  /** The two bytes a nonce must end with to be put between the pieces. */
  nonceEnding: string;
}

/** The quality of a stored page: its Brotli is compressed once, off the main thread (measured in decision 094). */
export const STORED_BROTLI_QUALITY = 6;

const STAND_IN_SYMBOLS = [
  ...[0, 1, 2, 3, 4, 5, 6, 7, 8, 11, 12, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31],
  ...[0xf8, 0xf9, 0xfa, 0xfb, 0xfc, 0xfd, 0xfe, 0xff],
];

/** A de Bruijn sequence of order 3 over the stand-in bytes: no three bytes in a row occur twice (50,653 bytes). */
const STAND_INS = (() => {
  const k = STAND_IN_SYMBOLS.length;
  const a = new Array<number>(k * 3 + 1).fill(0);
  const sequence: number[] = [];
  const extend = (t: number, p: number) => {
    if (t > 3) {
      if (3 % p === 0) for (let j = 1; j <= p; j++) sequence.push(STAND_IN_SYMBOLS[a[j]!]!);
      return;
    }
    a[t] = a[t - p]!;
    extend(t + 1, p);
    for (let j = a[t - p]! + 1; j < k; j++) {
      a[t] = j;
      extend(t + 1, t);
    }
  };
  extend(1, 1);
  return Buffer.from(sequence);
})();

/** An uncompressed meta-block (not the last) holding `bytes` (1 to 65,536 of them). */
export function uncompressedMetaBlock(bytes: Buffer): Buffer {
  // ISLAST = 0, MNIBBLES = 4 (code 0), MLEN - 1 in 16 bits, ISUNCOMPRESSED = 1, then zeros to the byte's end.
  const bits = ((bytes.length - 1) << 3) | (1 << 19);
  return Buffer.concat([Buffer.from([bits & 0xff, (bits >> 8) & 0xff, (bits >> 16) & 0xff]), bytes]);
}

/** The response's Brotli body: the pieces with `nonce` between them. */
export function joinBrotli({ pieces, end }: BrotliPieces, nonce: Buffer): Buffer[] {
  const block = uncompressedMetaBlock(nonce);
  const joined: Buffer[] = [];
  pieces.forEach((piece, index) => {
    if (index > 0) joined.push(block);
    joined.push(piece);
  });
  joined.push(end);
  return joined;
}

/** The parts as Brotli pieces, or undefined when they cannot be joined around a nonce like `nonce`. */
export async function brotliPieces(parts: Buffer[], nonce: Buffer, quality = STORED_BROTLI_QUALITY): Promise<BrotliPieces | undefined> {
  if (nonce.length < 2 || nonce.length > 65_536 || (parts.length - 1) * nonce.length > STAND_INS.length) return undefined;
  const size = parts.reduce((sum, part) => sum + part.length, 0);
  const encoder = createBrotliCompress({
    params: { [zlib.BROTLI_PARAM_QUALITY]: quality, [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT, [zlib.BROTLI_PARAM_SIZE_HINT]: size },
  });
  let output: Buffer[] = [];
  encoder.on("data", (chunk: Buffer) => output.push(chunk));
  const taken = () => {
    const bytes = Buffer.concat(output);
    output = [];
    return bytes;
  };
  const flushed = (bytes: Buffer) =>
    new Promise<Buffer>((resolve, reject) => {
      encoder.once("error", reject);
      encoder.write(bytes);
      encoder.flush(zlib.BROTLI_OPERATION_FLUSH, () => {
        encoder.off("error", reject);
        resolve(taken());
      });
    });
  const pieces: Buffer[] = [];
  for (const [index, part] of parts.entries()) {
    if (index > 0) await flushed(STAND_INS.subarray((index - 1) * nonce.length, index * nonce.length));
    pieces.push(await flushed(part));
  }
  const end = await new Promise<Buffer>((resolve, reject) => {
    encoder.once("error", reject);
    encoder.once("end", () => resolve(taken()));
    encoder.end();
  });
  const result = { pieces, end, nonceEnding: nonce.subarray(-2).toString("latin1") };
  const decoded = brotliDecompressSync(Buffer.concat(joinBrotli(result, nonce)));
  return decoded.equals(joinParts(parts, nonce)) ? result : undefined;
}

function joinParts(parts: Buffer[], nonce: Buffer): Buffer {
  const joined: Buffer[] = [];
  parts.forEach((part, index) => {
    if (index > 0) joined.push(nonce);
    joined.push(part);
  });
  return Buffer.concat(joined);
}
