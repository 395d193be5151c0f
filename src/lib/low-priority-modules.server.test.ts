import { Readable } from "node:stream";
import { text } from "node:stream/consumers";
import { describe, expect, it } from "vitest";
import { lowPriorityModulePreloads } from "./low-priority-modules.server.ts";

const DOCUMENT =
  '<!DOCTYPE html><html><head><link rel="modulepreload" href="/assets/a.js"/><style>p{}</style><link rel="modulepreload" href="/assets/b.js"/></head>' +
  '<body><p>&lt;link rel="modulepreload"</p><script type="module">import "/assets/a.js"</script></body></html>';

/** The document through the transform, cut into chunks of `size` bytes (React writes its shell in pieces). */
function rewrite(size: number): Promise<string> {
  const bytes = Buffer.from(DOCUMENT);
  const chunks = Array.from({ length: Math.ceil(bytes.length / size) }, (_, i) => bytes.subarray(i * size, (i + 1) * size));
  return text(Readable.from(chunks).pipe(lowPriorityModulePreloads()));
}

describe("lowPriorityModulePreloads", () => {
  it("marks every module preload of the head low priority, wherever the chunks are cut, and leaves the body alone", async () => {
    for (const size of [1, 7, 30, 64, DOCUMENT.length]) {
      const html = await rewrite(size);
      expect(html.match(/<link rel="modulepreload" fetchPriority="low" href/g), `chunks of ${size}`).toHaveLength(2);
      expect(html.replaceAll(' fetchPriority="low"', "")).toBe(DOCUMENT);
    }
  });

  it("passes a document without a head through unchanged", async () => {
    const html = await text(Readable.from([Buffer.from("<p>no head</p>")]).pipe(lowPriorityModulePreloads()));
    expect(html).toBe("<p>no head</p>");
  });
});
