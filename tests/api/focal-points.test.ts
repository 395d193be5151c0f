import { rmSync } from "node:fs";
import sharp from "sharp";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAdminTestApp, type AdminTestApp } from "#tests/support/auth.ts";
import { TEST_ENGINES } from "#tests/support/databases.ts";
import { insertProduct } from "#tests/support/fixtures.ts";

const UPLOAD_DIR = `data/test-focal-points-${process.pid}`;

/** The image's <img> tag in the page, found by its URL. */
function imgTagOf(html: string, url: string): string {
  const tag = [...html.matchAll(/<img\b[^>]*>/g)].map((match) => match[0]).find((found) => found.includes(`src="${url}"`));
  expect(tag, `an <img> of ${url}`).toBeDefined();
  return tag!;
}

/**
 * Every crop with object-fit: cover keeps the focal point set in the media library (decisions 092, 096): product cards
 * (server-rendered and the list's later pages), the home's slides, cards and posters, each source of a poster its own.
 */
describe.each(TEST_ENGINES)("focal points on cropped images on %s", (engine) => {
  let app: AdminTestApp;
  const dir = `${UPLOAD_DIR}-${engine}`;
  beforeAll(async () => {
    app = await createAdminTestApp(engine, { UPLOAD_DIR: dir, PUBLIC_URL: "https://www.fantai.example" }, { pages: true });
  });
  afterAll(async () => {
    await app.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const post = (path: string, body: object) => request(app.express).post(`/api/ad/${path}`).set(app.auth).send(body);
  async function libraryImage(name: string, focal: { focal_x: number; focal_y: number }, shade: number): Promise<string> {
    const png = await sharp({ create: { width: 1600, height: 800, channels: 3, background: { r: shade, g: 90, b: 40 } } })
      .png()
      .toBuffer();
    const uploaded = await request(app.express).post("/api/ad/media").set(app.auth).attach("file", png, name);
    expect(uploaded.status).toBe(201);
    expect((await post(`media/${uploaded.body.data.id}/_update`, { en_alt: name, ...focal })).status).toBe(200);
    return uploaded.body.data.url as string;
  }

  it("product cards take object-position from the main image's focal point, on the page and in the list's later pages", async () => {
    const image = await libraryImage("Mower side.png", { focal_x: 30, focal_y: 70 }, 10);
    const product = await insertProduct(app.database.db, { en: "Focal Mower FM1" });
    await app.database.db.updateTable("commodities").set({ main_img_url: image }).where("id", "=", product.id).execute();
    const centred = await insertProduct(app.database.db, { en: "Centred Mower CM1" });

    const page = (await request(app.express).get("/products?q=Mower")).text;
    expect(imgTagOf(page, image)).toContain('style="object-position:30% 70%"');
    expect(page).not.toMatch(/object-position:50% 50%/);

    const listed = (await request(app.express).get("/api/commodities").query({ en_name: "Mower", per_page: 50 })).body.data as {
      id: number;
      image_focus: string | null;
    }[];
    expect(listed.find((item) => item.id === product.id)?.image_focus).toBe("30% 70%");
    expect(listed.find((item) => item.id === centred.id)?.image_focus).toBeNull();
  });

  it("the home's slides and cards carry each source's focal point for the style sheet's crops", async () => {
    const desktop = await libraryImage("Slide wide.png", { focal_x: 25, focal_y: 40 }, 60);
    const phone = await libraryImage("Slide tall.png", { focal_x: 80, focal_y: 10 }, 120);
    const card = await libraryImage("Card.png", { focal_x: 5, focal_y: 95 }, 180);
    for (const [type, pc_img, phone_img] of [
      ["indexPage", desktop, phone],
      ["card", card, ""],
    ] as const) {
      const created = await post("posters", { en_name: `Focal ${type}`, type, pc_img, phone_img, status: "published" });
      expect(created.status, JSON.stringify(created.body)).toBe(201);
    }

    const home = (await request(app.express).get("/")).text;
    expect(imgTagOf(home, desktop)).toContain('style="--focus:25% 40%;--focus-phone:80% 10%"');
    // A card without a phone image shows its desktop image on phones too, with the same point.
    expect(imgTagOf(home, card)).toContain('style="--focus:5% 95%;--focus-phone:5% 95%"');
  });
});
