import { rmSync } from "node:fs";
import sharp from "sharp";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAdminTestApp, type AdminTestApp } from "#tests/support/auth.ts";
import { TEST_ENGINES } from "#tests/support/databases.ts";
import { insertCategory } from "#tests/support/fixtures.ts";
import { localizePath } from "#domain/locales.ts";
import { articlePath, productPath } from "#domain/paths.ts";

const UPLOAD_DIR = `data/test-seo-fields-${process.pid}`;

interface Stored {
  id: number;
  url: string;
  variants: { url: string; width: number }[];
}

describe.each(TEST_ENGINES)("image alt texts where the image is chosen, and search-result fields (decision 092) on %s", (engine) => {
  let app: AdminTestApp;
  let categoryId: number;
  const dir = `${UPLOAD_DIR}-${engine}`;
  const read = (path: string) => request(app.express).get(`/api/ad/${path}`).set(app.auth);
  const post = (path: string, body: object = {}) => request(app.express).post(`/api/ad/${path}`).set(app.auth).send(body);

  async function uploadImage(name: string, shade: number): Promise<Stored> {
    const png = await sharp({ create: { width: 700, height: 400, channels: 3, background: { r: shade, g: 90, b: 60 } } })
      .png()
      .toBuffer();
    const response = await request(app.express).post("/api/ad/media").set(app.auth).attach("file", png, name);
    expect(response.status).toBe(201);
    return response.body.data as Stored;
  }

  beforeAll(async () => {
    app = await createAdminTestApp(engine, { UPLOAD_DIR: dir, PUBLIC_URL: "https://www.fantai.example" }, { pages: true });
    categoryId = (await insertCategory(app.database.db, { en: "Hedge trimmers", fr: "Taille-haies", nl: "Heggenscharen" })).id;
  });
  afterAll(async () => {
    await app.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it("an image field reads its images' alt texts by URL (a variant finds its original) and sets them in place", async () => {
    const first = await uploadImage("hedge.png", 10);
    const second = await uploadImage("hedge.png", 200);
    const found = await read(
      `media/_by_url?url=${encodeURIComponent(second.variants[0]!.url)},${encodeURIComponent(first.url)},https://elsewhere.example/a.jpg`,
    );
    expect(found.status).toBe(200);
    expect(found.body.data.map((image: Stored) => image.id)).toEqual([second.id, first.id]);

    const saved = await post(`media/${second.id}/_update`, { en_alt: "A hedge trimmer on a beech hedge", fr_alt: "Un taille-haie sur une haie de hêtres" });
    expect(saved.status).toBe(200);
    const again = await read(`media/_by_url?url=${encodeURIComponent(second.url)}`);
    expect(again.body.data[0]).toMatchObject({ en_alt: "A hedge trimmer on a beech hedge", fr_alt: "Un taille-haie sur une haie de hêtres", nl_alt: "" });
    expect((await read("media/_by_url")).status).toBe(422);
  });

  it("refuses to publish with a message naming the record and each image by its place in the field, so two files of one name are told apart", async () => {
    const named = await uploadImage("photo.png", 30);
    const alike = await uploadImage("photo.png", 120);
    expect((await post(`media/${named.id}/_update`, { en_alt: "Trimmer blades" })).status).toBe(200);
    const body = {
      en_name: "Hedge trimmer H5",
      commodity_type_id: categoryId,
      main_img_url: alike.url,
      images: [named.url, alike.variants[1]!.url],
      status: "published",
    };
    const refused = await post("commodities", body);
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual({
      main_img_url: [
        'Product "Hedge trimmer H5": the image "photo.png" needs an English alt text before it can be published. Write it below its thumbnail in this field.',
      ],
      images: [
        'Product "Hedge trimmer H5": image 2 of this field, "photo.png", needs an English alt text before it can be published. Write it below its thumbnail.',
      ],
    });
    const french = await request(app.express).post("/api/ad/commodities").set(app.auth).set("Accept-Language", "fr").send(body);
    expect(french.body.errors.images).toEqual([
      "Product \"Hedge trimmer H5\" : l'image 2 de ce champ, « photo.png », doit avoir un texte alternatif anglais avant d'être publiée. Écrivez-le sous sa vignette.",
    ]);

    expect((await post(`media/${alike.id}/_update`, { en_alt: "The trimmer in use" })).status).toBe(200);
    expect((await post("commodities", body)).status).toBe(201);
  });

  /** The page's <title> (without the brand) and meta description. */
  async function searchTexts(path: string): Promise<{ title: string; description: string }> {
    const page = await request(app.express).get(path);
    expect(page.status).toBe(200);
    const title = /<title>([^<]*)<\/title>/.exec(page.text)?.[1] ?? "";
    const description = /<meta name="description" content="([^"]*)"/.exec(page.text)?.[1] ?? "";
    return {
      title: title
        .replace(/ \| [^|]+$/, "")
        .replaceAll("&#x27;", "'")
        .replaceAll("&amp;", "&"),
      description: description.replaceAll("&#x27;", "'"),
    };
  }

  it("gives product pages the search title and description of their language, else the name and the summary", async () => {
    const product = await post("commodities", {
      en_name: "Mower M60",
      fr_name: "Tondeuse M60",
      en_summary: "A 40V mower for large lawns.",
      fr_summary: "Une tondeuse 40V pour les grandes pelouses.",
      nl_summary: "Een 40V-maaier voor grote gazons.",
      en_seo_title: "Quiet 40V mower for 1000 m² lawns",
      fr_seo_description: "Tondez 1000 m² en silence avec une batterie 40V.",
      commodity_type_id: categoryId,
    });
    expect(product.status).toBe(201);
    expect(product.body.data).toMatchObject({ en_seo_title: "Quiet 40V mower for 1000 m² lawns", fr_seo_title: "", nl_seo_description: "" });
    const path = productPath(product.body.data);
    expect(await searchTexts(path)).toEqual({ title: "Quiet 40V mower for 1000 m² lawns", description: "A 40V mower for large lawns." });
    expect(await searchTexts(localizePath(path, "fr"))).toEqual({ title: "Tondeuse M60", description: "Tondez 1000 m² en silence avec une batterie 40V." });
    // Dutch has no name of its own: the name falls back as the page's heading does; the summary is its own.
    expect(await searchTexts(localizePath(path, "nl"))).toEqual({ title: "Mower M60", description: "Een 40V-maaier voor grote gazons." });

    const tooLong = await post(`commodities/${product.body.data.id}/_update`, { nl_seo_title: "x".repeat(71) });
    expect(tooLong.status).toBe(422);
    expect(Object.keys(tooLong.body.errors)).toEqual(["nl_seo_title"]);
  });

  it("does the same for articles", async () => {
    const article = await post("articles", {
      en_title: "Sharpening a chain",
      en_summary: "Ten minutes with a file.",
      en_content: "<p>File each tooth.</p>",
      nl_seo_title: "Een ketting slijpen in tien minuten",
      nl_seo_description: "Stap voor stap met een vijl.",
    });
    expect(article.status).toBe(201);
    const path = articlePath(article.body.data);
    expect(await searchTexts(path)).toEqual({ title: "Sharpening a chain", description: "Ten minutes with a file." });
    expect(await searchTexts(localizePath(path, "nl"))).toEqual({ title: "Een ketting slijpen in tien minuten", description: "Stap voor stap met een vijl." });
  });
});
