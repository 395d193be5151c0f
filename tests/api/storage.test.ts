import { PutObjectCommand, S3Client } from "@aws-sdk/client-s3";
import sharp from "sharp";
import request from "supertest";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { loadConfig } from "#server/config.ts";
import { storeImage } from "#server/services/media.ts";
import { createMediaStorage } from "#server/services/storage.ts";
import { createTestApp, type TestApp } from "#tests/support/app.ts";
import { startFakeS3, type FakeS3 } from "#tests/support/fake-s3.ts";

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
    const png = await sharp({ create: { width: 700, height: 350, channels: 3, background: "#2a7" } })
      .png()
      .toBuffer();
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

describe("S3-compatible storage, against a server speaking the S3 protocol to the real AWS SDK", () => {
  let s3: FakeS3;
  beforeAll(async () => {
    s3 = await startFakeS3();
  });
  afterAll(() => s3.close());

  const s3Env = () => ({
    NODE_ENV: "test",
    S3_BUCKET: "fantai-media",
    S3_ENDPOINT: s3.endpoint,
    S3_REGION: "us-east-1",
    S3_ACCESS_KEY_ID: "key",
    S3_SECRET_ACCESS_KEY: "secret",
  });

  it("keeps the bucket in the stored URL when S3_PUBLIC_URL is unset, and the URL reads the object back", async () => {
    const png = await sharp({ create: { width: 400, height: 200, channels: 3, background: "#27a" } })
      .png()
      .toBuffer();
    const stored = await storeImage(createMediaStorage(loadConfig(s3Env())), png, "bucket.png");
    expect(stored.url).toMatch(new RegExp(`^${s3.endpoint}/fantai-media/\\d{4}-\\d{2}/bucket-[0-9a-f]{12}_400x200\\.webp$`));
    const key = stored.url.slice(`${s3.endpoint}/`.length);
    expect(s3.objects.get(key)?.contentType).toBe("image/webp");
    const served = await fetch(stored.url);
    expect(served.status).toBe(200);
    expect((await sharp(Buffer.from(await served.arrayBuffer())).metadata()).format).toBe("webp");
    for (const variant of stored.variants) expect((await fetch(variant.url)).status).toBe(200);
  });

  it("removes an object by the URL it was stored under, and ignores URLs of other storages", async () => {
    const storage = createMediaStorage(loadConfig(s3Env()));
    const url = await storage.put("2026-11/gone_1x1.webp", Buffer.from("x"), "image/webp");
    expect(s3.objects.has("fantai-media/2026-11/gone_1x1.webp")).toBe(true);
    await storage.remove("/media/2026-11/gone_1x1.webp");
    expect(s3.objects.has("fantai-media/2026-11/gone_1x1.webp")).toBe(true);
    await storage.remove(url);
    expect(s3.objects.has("fantai-media/2026-11/gone_1x1.webp")).toBe(false);
    await storage.remove(url);
  });

  it("moves a trashed image's object out of its URL and back (decision 096), and removes it from either place", async () => {
    const storage = createMediaStorage(loadConfig(s3Env()));
    const url = await storage.put("2026-11/hidden_1x1.webp", Buffer.from("x"), "image/webp");
    await storage.setHidden(url, true);
    expect((await fetch(url)).status).toBe(404);
    expect(s3.objects.has("fantai-media/.trash/2026-11/hidden_1x1.webp")).toBe(true);
    await storage.setHidden(url, true);
    await storage.setHidden(url, false);
    expect((await fetch(url)).status).toBe(200);
    expect(s3.objects.has("fantai-media/.trash/2026-11/hidden_1x1.webp")).toBe(false);
    await storage.setHidden(url, true);
    await storage.remove(url);
    expect([...s3.objects.keys()].filter((key) => key.includes("hidden_1x1"))).toEqual([]);
  });

  it("uses S3_PUBLIC_URL (a CDN) when set", async () => {
    const storage = createMediaStorage(loadConfig({ ...s3Env(), S3_PUBLIC_URL: "https://cdn.fantai.example/media/" }));
    const url = await storage.put("2026-11/x_1x1.webp", Buffer.from("x"), "image/webp");
    expect(url).toBe("https://cdn.fantai.example/media/2026-11/x_1x1.webp");
    expect(s3.objects.has("fantai-media/2026-11/x_1x1.webp")).toBe(true);
  });

  it("lets pages show those images: the CSP's img-src names the media origin", async () => {
    const withS3 = await createTestApp("sqlite", { env: { S3_BUCKET: "fantai-media", S3_ENDPOINT: s3.endpoint } });
    const withCdn = await createTestApp("sqlite", {
      env: { S3_BUCKET: "fantai-media", S3_ENDPOINT: s3.endpoint, S3_PUBLIC_URL: "https://cdn.fantai.example/media" },
    });
    const local = await createTestApp("sqlite");
    try {
      const imgSrc = async (app: TestApp) =>
        /img-src ([^;]+)/.exec((await request(app.express).get("/api/commodities")).headers["content-security-policy"] ?? "")?.[1];
      expect(await imgSrc(withS3)).toBe(`'self' data: blob: ${s3.endpoint}`);
      expect(await imgSrc(withCdn)).toBe("'self' data: blob: https://cdn.fantai.example");
      expect(await imgSrc(local)).toBe("'self' data: blob:");
    } finally {
      await Promise.all([withS3.close(), withCdn.close(), local.close()]);
    }
  });
});
