import { existsSync, rmSync } from "node:fs";
import { join } from "node:path";
import sharp from "sharp";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAdminTestApp, type AdminTestApp } from "#tests/support/auth.ts";
import { TEST_ENGINES } from "#tests/support/databases.ts";

const UPLOAD_DIR = `data/test-uploads-${process.pid}`;

describe.each(TEST_ENGINES)("uploads on %s", (engine) => {
  let app: AdminTestApp;
  let png: Buffer;
  beforeAll(async () => {
    app = await createAdminTestApp(engine, { UPLOAD_DIR, UPLOAD_MAX_BYTES: String(200_000) });
    png = await sharp({ create: { width: 1000, height: 500, channels: 3, background: { r: 40, g: 120, b: 60 } } })
      .png()
      .toBuffer();
  });
  afterAll(async () => {
    await app.close();
    rmSync(UPLOAD_DIR, { recursive: true, force: true });
  });

  const upload = () => request(app.express).post("/api/ad/uploads").set(app.auth);
  const mediaRows = () => app.database.db.selectFrom("media").selectAll().execute();

  it("re-encodes a PNG to WebP at its size and narrower widths (201)", async () => {
    const response = await upload().attach("file", png, "Garden Hero.png");
    expect(response.status).toBe(201);
    const { url, width, height, variants } = response.body.data;
    expect(url).toMatch(/^\/media\/\d{4}-\d{2}\/garden-hero-[0-9a-f]{12}_1000x500\.webp$/);
    expect({ width, height }).toEqual({ width: 1000, height: 500 });
    expect(variants.map((v: { width: number; height: number }) => [v.width, v.height])).toEqual([
      [320, 160],
      [640, 320],
      [960, 480],
    ]);
    const onDisk = join(UPLOAD_DIR, url.replace(/^\/media\//, ""));
    expect(existsSync(onDisk)).toBe(true);
    expect((await sharp(onDisk).metadata()).format).toBe("webp");
    expect(await mediaRows()).toMatchObject([{ url, mime: "image/png", width: 1000, height: 500, original_name: "Garden Hero.png" }]);
    // The stored file is served under /media.
    expect((await request(app.express).get(url)).status).toBe(200);
  });

  it("keeps an accented file name as the browser sent it (UTF-8), in the library and in the file's URL", async () => {
    const response = await upload().attach("file", png, "Tondeuse à gazon – été.png");
    expect(response.status).toBe(201);
    expect(response.body.data.url).toMatch(/^\/media\/\d{4}-\d{2}\/tondeuse-a-gazon-ete-[0-9a-f]{12}_1000x500\.webp$/);
    expect(await mediaRows()).toContainEqual(expect.objectContaining({ url: response.body.data.url, original_name: "Tondeuse à gazon – été.png" }));
  });

  it("keeps an animated GIF animated, in the image and its variants, sized as one frame", async () => {
    const frames = await Promise.all(
      ["#c33", "#3c3", "#33c"].map((colour) =>
        sharp({ create: { width: 400, height: 200, channels: 3, background: colour } })
          .png()
          .toBuffer(),
      ),
    );
    const gif = await sharp(frames, { join: { animated: true } })
      .gif({ delay: [300, 300, 300], loop: 0 })
      .toBuffer();
    const response = await upload().attach("file", gif, "spinning-blade.gif");
    expect(response.status).toBe(201);
    const { url, width, height, variants } = response.body.data;
    expect({ url, width, height }).toEqual({ url: expect.stringMatching(/_400x200\.webp$/), width: 400, height: 200 });
    expect(variants).toEqual([{ url: expect.stringMatching(/_400x200-w320\.webp$/), width: 320, height: 160 }]);
    for (const file of [url, variants[0].url]) {
      const stored = await sharp(join(UPLOAD_DIR, file.replace(/^\/media\//, "")), { animated: true }).metadata();
      expect({ format: stored.format, pages: stored.pages }).toEqual({ format: "webp", pages: 3 });
    }
  });

  it("answers 415 to a text file named .png, and to SVG, storing nothing", async () => {
    const before = (await mediaRows()).length;
    const text = await upload().attach("file", Buffer.from("just some text, not an image"), { filename: "photo.png", contentType: "image/png" });
    expect(text.status).toBe(415);
    expect(text.body.message).toMatch(/JPEG, PNG, WEBP, GIF, AVIF/);
    const svg = await upload().attach("file", Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"></svg>'), {
      filename: "x.svg",
      contentType: "image/svg+xml",
    });
    expect(svg.status).toBe(415);
    expect(await mediaRows()).toHaveLength(before);
  });

  it("answers 415 to a truncated image with the right magic bytes", async () => {
    const response = await upload().attach("file", png.subarray(0, 200), "broken.png");
    expect(response.status).toBe(415);
  });

  it("refuses an image over 50 megapixels (a 108 or 200 MP phone photo) with a 422 saying so, storing nothing", async () => {
    const before = (await mediaRows()).length;
    const huge = await sharp({ create: { width: 7100, height: 7100, channels: 3, background: "#3a7d44" } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    const response = await upload().attach("file", huge, "IMG_20260501_108MP.png");
    expect(response.status).toBe(422);
    expect(response.body.errors.file).toEqual([
      "The image is 51 megapixels (7100 × 7100); at most 50 can be uploaded. Save it smaller (8000 × 6000 fits) and upload it again.",
    ]);
    expect(await mediaRows()).toHaveLength(before);
  });

  it("answers 413 to a file over UPLOAD_MAX_BYTES", async () => {
    const noisy = await sharp(Buffer.from(Array.from({ length: 600 * 600 * 3 }, (_, i) => (i * 7919) % 256)), { raw: { width: 600, height: 600, channels: 3 } })
      .png({ compressionLevel: 0 })
      .toBuffer();
    expect(noisy.length).toBeGreaterThan(200_000);
    const response = await upload().attach("file", noisy, "big.png");
    expect(response.status).toBe(413);
    expect(response.body).toEqual({ message: "The uploaded file is too large." });
  });

  it("answers 422 without a file, and 401 without a token", async () => {
    const missing = await upload().field("other", "x");
    expect(missing.status).toBe(422);
    expect(missing.body.errors.file).toBeDefined();
    expect((await request(app.express).post("/api/ad/uploads").attach("file", png, "a.png")).status).toBe(401);
    expect((await upload().attach("image", png, "a.png")).status).toBe(422);
  });
});
