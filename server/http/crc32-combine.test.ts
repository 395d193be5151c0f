import { randomBytes } from "node:crypto";
import { crc32 } from "node:zlib";
import { describe, expect, it } from "vitest";
import { crc32Combine } from "./crc32-combine.ts";

describe("crc32Combine", () => {
  it("gives the CRC-32 of two buffers joined, from their CRCs and the second's length", () => {
    for (const [a, b] of [
      [0, 0],
      [1, 1],
      [10, 32],
      [1000, 7],
      [155_000, 22],
      [3, 200_000],
    ]) {
      const first = randomBytes(a!);
      const second = randomBytes(b!);
      expect(crc32Combine(crc32(first), crc32(second), second.length)).toBe(crc32(Buffer.concat([first, second])));
    }
  });
});
