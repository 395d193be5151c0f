import { mkdtemp, readdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createPainter } from "#server/db/seed/images.ts";
import type { MediaStorage } from "#server/services/media.ts";

function memoryStorage(prefix: string) {
  const files = new Map<string, Buffer>();
  const storage: MediaStorage = {
    put: async (fileName, body) => (files.set(fileName, body), `${prefix}/${fileName}`),
    remove: async (url) => void files.delete(url.slice(prefix.length + 1)),
    setHidden: async () => {},
  };
  return { storage, files };
}

describe("demo images prepared ahead of the first start", () => {
  let prepared: string;
  beforeAll(async () => {
    prepared = await mkdtemp(join(tmpdir(), "fantai-demo-images-"));
  });
  afterAll(() => rm(prepared, { recursive: true, force: true }));

  it("encodes once, then stores the very same files again without encoding", async () => {
    const first = memoryStorage("/media");
    const encoded = await createPainter(first.storage, prepared).paint({ kind: "mower", variant: 1 }, "square");
    expect(await readdir(prepared)).toContain("mower-1-square.json");

    // Marks one prepared file: only a replay (never a fresh encoding) can store these bytes.
    const [marked] = [...first.files.keys()];
    const marker = Buffer.from("prepared, not encoded again");
    await writeFile(join(prepared, "files", marked!), marker);

    const second = memoryStorage("https://cdn.example");
    const painter = createPainter(second.storage, prepared);
    const replayed = await painter.paint({ kind: "mower", variant: 1 }, "square");
    expect(replayed).toBe(encoded.replace("/media", "https://cdn.example"));
    expect([...second.files.keys()]).toEqual([...first.files.keys()]);
    expect(second.files.get(marked!)!.equals(marker)).toBe(true);
    for (const [name, body] of second.files) if (name !== marked) expect(body.equals(first.files.get(name)!)).toBe(true);
    const [image] = await painter.painted();
    expect(image!.variants.every((variant) => variant.url.startsWith("https://cdn.example/"))).toBe(true);
    expect(image!.width).toBe(800);
  });
});
