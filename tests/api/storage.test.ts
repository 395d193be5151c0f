import { PutObjectCommand, S3Client } from "@aws-sdk/client-s3";
import sharp from "sharp";
import { afterEach, describe, expect, it, vi } from "vitest";
import { loadConfig } from "#server/config.ts";
import { storeImage } from "#server/services/media.ts";
import { createMediaStorage } from "#server/services/storage.ts";

describe("media storage", () => {
  afterEach(() => vi.restoreAllMocks());

  it("writes to S3-compatible storage when S3_BUCKET is set, with long-lived caching", async () => {
    const sent: PutObjectCommand[] = [];
    vi.spyOn(S3Client.prototype, "send").mockImplementation(async (command: unknown) => {
      sent.push(command as PutObjectCommand);
      return {};
    });
    const config = loadConfig({
      NODE_ENV: "test",
      S3_BUCKET: "fantai-media",
      S3_ENDPOINT: "https://s3.example.com",
      S3_ACCESS_KEY_ID: "key",
      S3_SECRET_ACCESS_KEY: "secret",
      S3_PUBLIC_URL: "https://media.fantai.example/",
    });
    const png = await sharp({ create: { width: 700, height: 350, channels: 3, background: "#2a7" } }).png().toBuffer();
    const stored = await storeImage(createMediaStorage(config), png, "hero.png");

    expect(stored.url).toMatch(/^https:\/\/media\.fantai\.example\/\d{4}-\d{2}\/hero-[0-9a-f]{12}_700x350\.webp$/);
    expect(stored.variants.map((v) => v.width)).toEqual([320, 640]);
    expect(sent).toHaveLength(3);
    expect(sent[0]!.input).toMatchObject({ Bucket: "fantai-media", ContentType: "image/webp", CacheControl: "public, max-age=31536000, immutable" });
    expect(stored.url.endsWith(String(sent[0]!.input.Key))).toBe(true);
  });

  it("uses the local disk without S3 settings", async () => {
    const storage = createMediaStorage(loadConfig({ NODE_ENV: "test", UPLOAD_DIR: `data/test-storage-${process.pid}` }));
    const url = await storage.put("2026-11/x_1x1.webp", Buffer.from("x"), "image/webp");
    expect(url).toBe("/media/2026-11/x_1x1.webp");
    const { rmSync } = await import("node:fs");
    rmSync(`data/test-storage-${process.pid}`, { recursive: true, force: true });
  });
});
