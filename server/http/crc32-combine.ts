/**
 * crc32_combine of zlib (1.2.12 and later), which Node does not expose: the CRC-32 of A followed by B
 * from crc(A), crc(B) and B's length, without B's bytes. The render cache keeps its pages compressed
 * only, and a gzip trailer needs the CRC of a page with a new nonce in it on every response.
 */
const POLY = 0xedb88320;

/** a(x) · b(x) modulo the CRC polynomial, in the reflected bit order CRC-32 uses. */
function multiplyModP(a: number, b: number): number {
  let m = 0x80000000;
  let product = 0;
  for (;;) {
    if (a & m) {
      product ^= b;
      if ((a & (m - 1)) === 0) break;
    }
    m >>>= 1;
    b = b & 1 ? (b >>> 1) ^ POLY : b >>> 1;
  }
  return product >>> 0;
}

/** x^(2^k) modulo the polynomial, k = 0…31. */
const X2N: number[] = (() => {
  const table: number[] = [];
  let p = 0x40000000; // x^1
  table.push(p);
  for (let k = 1; k < 32; k++) table.push((p = multiplyModP(p, p)));
  return table;
})();

/** x^(8·bytes) modulo the polynomial: the shift that appending `bytes` bytes applies (worth keeping when a length repeats). */
export function crc32ShiftFor(bytes: number): number {
  let p = 0x80000000; // x^0
  let k = 3;
  for (let n = bytes; n > 0; n = Math.floor(n / 2), k++) if (n % 2) p = multiplyModP(X2N[k & 31]!, p);
  return p;
}

/** crc32Combine with B's shift already known (crc32ShiftFor of B's length). */
export function crc32Append(crcA: number, crcB: number, shiftB: number): number {
  return (multiplyModP(shiftB, crcA) ^ crcB) >>> 0;
}

export function crc32Combine(crcA: number, crcB: number, lengthB: number): number {
  return crc32Append(crcA, crcB, crc32ShiftFor(lengthB));
}
