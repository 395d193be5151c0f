/**
 * A copy of `pieces` in one memory block of their own, returned as views of it, for bytes a cache
 * keeps. Node 24 cuts buffers under 32 KiB from a shared 64 KiB pool, and zlib's results are views
 * of its 64 KiB output chunks: a kept slice keeps the whole block alive, with whatever else was cut
 * from it. Kept pages of 20–30 kB held twice their size that way (docs/benchmarks.md run 14).
 */
export function ownedCopy(pieces: readonly Uint8Array[]): Buffer[] {
  const block = Buffer.allocUnsafeSlow(pieces.reduce((sum, piece) => sum + piece.length, 0));
  let offset = 0;
  return pieces.map((piece) => {
    block.set(piece, offset);
    offset += piece.length;
    return block.subarray(offset - piece.length, offset);
  });
}

/** One buffer's bytes in a block of their own (see ownedCopy). */
export function ownedBytes(bytes: Uint8Array): Buffer {
  return ownedCopy([bytes])[0]!;
}
