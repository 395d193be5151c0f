import { describe, expect, it } from "vitest";
import { deflateRawSync } from "node:zlib";
import { ownedCopy } from "./owned-buffers.ts";

describe("ownedCopy", () => {
  it("copies small pieces out of Node's shared pool and zlib's chunks into one block of their own", () => {
    const pooled = Buffer.from("a small text"); // cut from the shared 64 KiB pool
    const compressed = deflateRawSync(Buffer.from("x".repeat(1000))); // a view of a larger zlib chunk
    expect(pooled.buffer.byteLength).toBeGreaterThan(pooled.length);
    expect(compressed.buffer.byteLength).toBeGreaterThan(compressed.length);

    const [text, deflated] = ownedCopy([pooled, compressed]);
    expect(text!.toString()).toBe("a small text");
    expect(deflated!.equals(compressed)).toBe(true);
    // Both are views of one block exactly as large as the two pieces, which nothing else shares.
    expect(text!.buffer).toBe(deflated!.buffer);
    expect(text!.buffer.byteLength).toBe(pooled.length + compressed.length);
    expect(text!.buffer).not.toBe(pooled.buffer);
  });

  it("keeps the pieces' order and an empty list empty", () => {
    expect(ownedCopy([Buffer.from("a"), Buffer.from(""), Buffer.from("bc")]).map(String)).toEqual(["a", "", "bc"]);
    expect(ownedCopy([])).toEqual([]);
  });
});
