import { existsSync, rmSync } from "node:fs";
import { join } from "node:path";
import sharp from "sharp";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { editorMay } from "#server/api/admin/roles.ts";
import { adminRequests, createAdminTestApp, type AdminTestApp } from "#tests/support/auth.ts";
import { filesOf, mediaUploadDir, onDiskIn, type StoredImage } from "#tests/support/media.ts";
import { TEST_ENGINES } from "#tests/support/databases.ts";
import { insertCategory } from "#tests/support/fixtures.ts";
import { localizePath } from "#domain/locales.ts";
import { imageSources } from "#domain/media-alt.ts";
import { articlePath, productPath } from "#domain/paths.ts";

describe.each(TEST_ENGINES)("media library (decision 065) on %s", (engine) => {
  let app: AdminTestApp;
  let categoryId: number;
  const dir = mediaUploadDir("media-library", engine);
  const onDisk = onDiskIn(dir);
  const inTrash = onDiskIn(join(dir, ".trash"));
  const { read, post } = adminRequests(() => app);
  const png = (width: number, height: number, r = 40) =>
    sharp({ create: { width, height, channels: 3, background: { r, g: 120, b: 60 } } })
      .png()
      .toBuffer();

  async function uploadImage(name: string, width = 800, height = 400): Promise<StoredImage> {
    const response = await request(app.express)
      .post("/api/ad/media")
      .set(app.auth)
      .attach("file", await png(width, height), name);
    expect(response.status).toBe(201);
    return response.body.data as StoredImage;
  }

  beforeAll(async () => {
    // A fixed origin: supertest listens on a new port per request, and the render cache keys pages by origin.
    app = await createAdminTestApp(engine, { UPLOAD_DIR: dir, PUBLIC_URL: "https://www.fantai.example" }, { pages: true });
    categoryId = (await insertCategory(app.database.db, { en: "Mowers", fr: "Tondeuses", nl: "Maaiers" })).id;
  });
  afterAll(async () => {
    await app.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it("uploads into the library with empty alt texts, lists and searches by name and alt text", async () => {
    const image = await uploadImage("Red tractor.png");
    expect(image).toMatchObject({ original_name: "Red tractor.png", mime: "image/png", width: 800, height: 400, en_alt: "", fr_alt: "", nl_alt: "" });
    for (const url of filesOf(image)) expect(existsSync(onDisk(url)), url).toBe(true);
    await uploadImage("Blue hedge.png");
    const alt = await post(`media/${image.id}/_update`, { en_alt: "A red tractor in a field", nl_alt: "Een rode tractor" });
    expect(alt.status).toBe(200);
    expect(alt.body.data).toMatchObject({ en_alt: "A red tractor in a field", fr_alt: "", nl_alt: "Een rode tractor", usages: [] });

    const all = await read("media");
    expect(all.status).toBe(200);
    expect(all.body.meta.pagination).toMatchObject({ total: 2, current_page: 1 });
    expect(all.body.data.map((item: { original_name: string }) => item.original_name)).toEqual(["Blue hedge.png", "Red tractor.png"]);
    expect(all.body.data[0]).toMatchObject({ usage_count: 0 });
    const byName = await read("media?q=hedge");
    expect(byName.body.data.map((item: { original_name: string }) => item.original_name)).toEqual(["Blue hedge.png"]);
    const byAlt = await read("media?q=RODE");
    expect(byAlt.body.data.map((item: { id: number }) => item.id)).toEqual([image.id]);
    const byUrl = await read(`media?q=${encodeURIComponent(image.url)}`);
    expect(byUrl.body.data.map((item: { id: number }) => item.id)).toEqual([image.id]);
    const missing = await read("media?missing_alt=1");
    expect(missing.body.data.map((item: { original_name: string }) => item.original_name)).toEqual(["Blue hedge.png"]);
    const paged = await read("media?per_page=1&page=2&sort=original_name&order=asc");
    expect(paged.body.data.map((item: { original_name: string }) => item.original_name)).toEqual(["Red tractor.png"]);
    expect(paged.body.meta.pagination).toMatchObject({ total: 2, per_page: 1, current_page: 2, total_pages: 2 });
  });

  it("answers 422 with a field error to a too-long alt text, changing nothing", async () => {
    const image = await uploadImage("Long.png");
    const response = await post(`media/${image.id}/_update`, { en_alt: "Fine", fr_alt: "x".repeat(251) });
    expect(response.status).toBe(422);
    expect(Object.keys(response.body.errors)).toEqual(["fr_alt"]);
    expect((await read(`media/${image.id}`)).body.data).toMatchObject({ en_alt: "", fr_alt: "" });
    expect((await post("media/987654/_update", { en_alt: "x" })).status).toBe(404);
  });

  it("answers 415 to a file that is not an image, and 422 to no file, storing nothing", async () => {
    const before = (await read("media")).body.meta.pagination.total;
    const text = await request(app.express)
      .post("/api/ad/media")
      .set(app.auth)
      .attach("file", Buffer.from("not an image at all"), { filename: "photo.png", contentType: "image/png" });
    expect(text.status).toBe(415);
    expect(text.body.message).toMatch(/JPEG, PNG/);
    const none = await request(app.express).post("/api/ad/media").set(app.auth).field("x", "1");
    expect(none.status).toBe(422);
    expect(none.body.errors).toHaveProperty("file");
    expect((await read("media")).body.meta.pagination.total).toBe(before);
  });

  it("finds where an image is used: a product's images (by a variant URL) and an article's rich text; refuses to delete it (409)", async () => {
    const image = await uploadImage("Mower hero.png", 1000, 500);
    const product = await post("commodities", {
      en_name: "Mower M1",
      fr_name: "Tondeuse M1",
      nl_name: "Maaier M1",
      commodity_type_id: categoryId,
      images: ["/media/elsewhere.webp", image.variants[1]!.url],
      status: "draft",
    });
    expect(product.status).toBe(201);
    const article = await post("articles", {
      en_title: "Spring care",
      fr_title: "Entretien",
      nl_title: "Onderhoud",
      en_content: `<p>Look:</p><p><img src="${image.url}" alt=""></p>`,
      status: "draft",
    });
    expect(article.status).toBe(201);

    const detail = await read(`media/${image.id}`);
    expect(detail.status).toBe(200);
    expect(detail.body.data.usages).toEqual([
      expect.objectContaining({
        resource: "commodities",
        record_id: product.body.data.id,
        name: "Mower M1",
        field: "images",
        admin_path: `/admin/commodity-administration/${product.body.data.id}`,
        pending: false,
      }),
      expect.objectContaining({ resource: "articles", record_id: article.body.data.id, name: "Spring care", field: "en_content" }),
    ]);
    const listed = (await read("media?q=mower%20hero")).body.data;
    expect(listed).toEqual([expect.objectContaining({ id: image.id, usage_count: 2 })]);

    const refused = await request(app.express).delete(`/api/ad/media/_delete?ids=${image.id}`).set(app.auth);
    expect(refused.status).toBe(409);
    // Fields are named as the editor's screens name them, in the editor's language.
    expect(refused.body.message).toContain('"Mower hero.png" is used by Product "Mower M1" (Gallery), Article "Spring care" (Content (EN))');
    const inFrench = await request(app.express).delete(`/api/ad/media/_delete?ids=${image.id}`).set(app.auth).set("Accept-Language", "fr");
    expect(inFrench.body.message).toContain("Galerie");
    expect(inFrench.body.message).not.toMatch(/images|en_content/);
    expect((await read(`media/${image.id}`)).status).toBe(200);
    for (const url of filesOf(image)) expect(existsSync(onDisk(url)), url).toBe(true);
  });

  it("stops serving a trashed image's files and its earlier files, and serves them again after a restore (decision 096)", async () => {
    const image = await uploadImage("Hedge.png", 1200, 600);
    const replaced = await request(app.express)
      .post(`/api/ad/media/${image.id}/_replace`)
      .set(app.auth)
      .attach("file", await png(1200, 600, 200), "Hedge.png");
    expect(replaced.status).toBe(200);
    const current = replaced.body.data as StoredImage;
    const every = [...filesOf(image), ...filesOf(current)];
    for (const url of every) expect((await request(app.express).get(url)).status, url).toBe(200);

    const deleted = await request(app.express).delete(`/api/ad/media/_delete?ids=${image.id}`).set(app.auth);
    expect(deleted.status).toBe(200);
    for (const url of every) expect((await request(app.express).get(url)).status, url).toBe(404);

    await post("trash/_restore", { ids: deleted.body.data.trash_ids }).expect(200);
    for (const url of every) {
      const served = await request(app.express).get(url);
      expect(served.status, url).toBe(200);
      expect(served.headers["cache-control"]).toContain("immutable");
    }
    expect((await read(`media/${image.id}`)).body.data.url).toBe(current.url);
  });

  it("deletes an unused image to the trash (its files go when it is purged), all or nothing with a used one, and audits it", async () => {
    const unused = await uploadImage("Unused.png", 1400, 700);
    const used = await uploadImage("Used.png");
    await post("posters", { en_name: "Banner", fr_name: "Bannière", nl_name: "Banner", type: "banner", pc_img: used.url, status: "draft" }).expect(201);
    expect(filesOf(unused)).toHaveLength(5);

    const both = await request(app.express).delete(`/api/ad/media/_delete?ids=${unused.id},${used.id}`).set(app.auth);
    expect(both.status).toBe(409);
    expect(both.body.message).toContain('"Used.png" is used by Poster "Banner" (Image (desktop))');
    expect((await read(`media/${unused.id}`)).status).toBe(200);

    const deleted = await request(app.express).delete(`/api/ad/media/_delete?ids=${unused.id}`).set(app.auth);
    expect(deleted.status).toBe(200);
    expect(deleted.body.data).toMatchObject({ deleted: 1 });
    expect((await read(`media/${unused.id}`)).status).toBe(404);
    expect((await request(app.express).delete(`/api/ad/media/_delete?ids=${unused.id}`).set(app.auth)).status).toBe(404);
    // In the trash (decision 091), the files stay until the entry is deleted for good, aside where they are not served (096).
    for (const url of filesOf(unused)) {
      expect(existsSync(inTrash(url)), url).toBe(true);
      expect((await request(app.express).get(url)).status, url).toBe(404);
      expect((await request(app.express).get(`/media/.trash/${url.slice("/media/".length)}`)).status, url).toBe(404);
    }
    await request(app.express).delete(`/api/ad/trash/_delete?ids=${deleted.body.data.trash_ids[0]}`).set(app.auth).expect(200);
    for (const url of filesOf(unused)) expect(existsSync(onDisk(url)) || existsSync(inTrash(url)), url).toBe(false);

    // Only what was done is recorded: the refused call is not.
    const entries = await app.database.db
      .selectFrom("audit_log")
      .selectAll()
      .where("resource", "=", "media")
      .where("action", "=", "trash")
      .where("record_title", "in", ["Unused.png", "Used.png", "Unused.png, Used.png"])
      .execute();
    expect(entries).toEqual([expect.objectContaining({ record_title: "Unused.png" })]);
  });

  it("refuses to delete an image that only a record's pending changes use (409 naming the record), until they are discarded", async () => {
    const image = await uploadImage("Pending.png", 1000, 500);
    const other = await uploadImage("Pending too.png");
    const product = await post("commodities", {
      en_name: "Edger E1",
      fr_name: "Dresse-bordure E1",
      nl_name: "Kantensnijder E1",
      commodity_type_id: categoryId,
      main_img_url: other.url,
      status: "draft",
    });
    expect(product.status).toBe(201);
    const productId = product.body.data.id as number;
    // The live product shows neither in its images; its pending changes show both, one by a variant in the rich text.
    const kept = await post(`commodities/${productId}/_draft`, {
      en_name: "Edger E2",
      images: [image.url],
      en_description: `<p><img src="${image.variants[1]!.url}" alt=""></p>`,
      main_img_url: other.url,
    });
    expect(kept.status).toBe(200);
    const article = await post("articles", { en_title: "Edging lawns", fr_title: "Bordures", nl_title: "Randen", status: "draft" });
    expect(article.status).toBe(201);
    await post(`articles/${article.body.data.id}/_draft`, { main_img_url: image.variants[0]!.url }).expect(200);

    // Where used: the pending uses are listed (after the live ones, marked) and counted, as the refusal below names them.
    const pendingUse = (record: number, field: string) => expect.objectContaining({ record_id: record, field, pending: true });
    expect((await read(`media/${image.id}`)).body.data.usages).toEqual([
      pendingUse(productId, "images"),
      pendingUse(productId, "en_description"),
      pendingUse(article.body.data.id, "main_img_url"),
    ]);
    expect((await read(`media/${other.id}`)).body.data.usages).toEqual([
      expect.objectContaining({ record_id: productId, field: "main_img_url", pending: false, admin_path: `/admin/commodity-administration/${productId}` }),
      expect.objectContaining({ record_id: productId, field: "main_img_url", pending: true, admin_path: `/admin/commodity-administration/${productId}` }),
    ]);
    const listed = (await read("media?q=pending")).body.data as { id: number; usage_count: number }[];
    expect(listed.map(({ id, usage_count }) => ({ id, usage_count }))).toEqual([
      { id: other.id, usage_count: 2 },
      { id: image.id, usage_count: 3 },
    ]);

    const refused = await request(app.express).delete(`/api/ad/media/_delete?ids=${image.id}`).set(app.auth);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(
      '"Pending.png" is used by Product "Edger E1" (pending changes: Gallery, Description (EN)), Article "Edging lawns" (pending changes: Main image). ' +
        "Remove it from there first.",
    );
    const both = await request(app.express).delete(`/api/ad/media/_delete?ids=${other.id}`).set(app.auth);
    expect(both.status).toBe(409);
    expect(both.body.message).toContain('"Pending too.png" is used by Product "Edger E1" (Main image), Product "Edger E1" (pending changes: Main image).');
    for (const url of filesOf(image)) expect(existsSync(onDisk(url)), url).toBe(true);
    expect((await read(`media/${image.id}`)).status).toBe(200);

    // Discarded, or the record gone (its draft can no longer be published): nothing uses the image any more.
    await post(`commodities/${productId}/_discard`).expect(200);
    await request(app.express).delete(`/api/ad/articles/_delete?ids=${article.body.data.id}`).set(app.auth).expect(200);
    expect((await read(`media/${image.id}`)).body.data.usages).toEqual([]);
    expect((await read("media?q=pending")).body.data).toEqual(expect.arrayContaining([expect.objectContaining({ id: image.id, usage_count: 0 })]));
    const deleted = await request(app.express).delete(`/api/ad/media/_delete?ids=${image.id}`).set(app.auth);
    expect(deleted.status).toBe(200);
    expect((await read(`media/${image.id}`)).status).toBe(404);
  });

  it("replaces a file: references in every using column are rewritten, the old files kept in its history, id and alt texts kept", async () => {
    const image = await uploadImage("Old.png", 1000, 500);
    await post(`media/${image.id}/_update`, { en_alt: "A chainsaw" }).expect(200);
    const product = await post("commodities", {
      en_name: "Saw S1",
      fr_name: "Scie S1",
      nl_name: "Zaag S1",
      commodity_type_id: categoryId,
      main_img_url: image.url,
      images: [image.url, image.variants[0]!.url],
      en_description: `<p><img src="${image.variants[2]!.url}"></p>`,
      status: "draft",
    });
    expect(product.status).toBe(201);

    const replaced = await request(app.express)
      .post(`/api/ad/media/${image.id}/_replace`)
      .set(app.auth)
      .attach("file", await png(1400, 700, 200), "New.png");
    expect(replaced.status).toBe(200);
    const after = replaced.body.data as StoredImage & { en_alt: string; width: number; usages: unknown[] };
    expect(after).toMatchObject({ id: image.id, en_alt: "A chainsaw", width: 1400, original_name: "New.png" });
    expect(after.url).not.toBe(image.url);
    expect(after.usages).toHaveLength(3);

    const row = await app.database.db.selectFrom("commodities").selectAll().where("id", "=", product.body.data.id).executeTakeFirstOrThrow();
    expect(row.main_img_url).toBe(after.url);
    expect(JSON.parse(row.images)).toEqual([after.url, after.variants.find((v) => v.width === 320)!.url]);
    expect(row.en_description).toContain(after.variants.find((v) => v.width === 960)!.url);
    // Kept, restorable (decision 092).
    for (const url of filesOf(image)) expect(existsSync(onDisk(url)), url).toBe(true);
    for (const url of filesOf(after)) expect(existsSync(onDisk(url)), url).toBe(true);

    // Not an image: 415, nothing changes.
    const refused = await request(app.express).post(`/api/ad/media/${image.id}/_replace`).set(app.auth).attach("file", Buffer.from("%PDF-1.4 nope"), "doc.pdf");
    expect(refused.status).toBe(415);
    expect((await read(`media/${image.id}`)).body.data.url).toBe(after.url);
  });

  it("replaces a file in pending changes too (main image, images list, rich text), so publishing them later shows the new files", async () => {
    const image = await uploadImage("Draft old.png", 1000, 500);
    await post(`media/${image.id}/_update`, { en_alt: "A pruner" }).expect(200);
    const product = await post("commodities", {
      en_name: "Pruner P1",
      fr_name: "Sécateur P1",
      nl_name: "Snoeischaar P1",
      commodity_type_id: categoryId,
      en_description: "<p>Sharp.</p>",
      status: "draft",
    });
    expect(product.status).toBe(201);
    const productId = product.body.data.id as number;
    await post(`commodities/${productId}/_draft`, {
      en_name: "Pruner P2",
      main_img_url: image.url,
      images: ["/media/elsewhere.webp", image.url, image.variants[0]!.url],
      en_description: `<p>Cut:</p><p><img src="${image.variants[2]!.url}" alt="Blades"></p>`,
      fr_description: "<p>Coupe.</p>",
    }).expect(200);
    const draftOf = () =>
      app.database.db
        .selectFrom("pending_drafts")
        .selectAll()
        .where("resource", "=", "commodities")
        .where("record_id", "=", productId)
        .executeTakeFirstOrThrow();
    const before = await draftOf();

    const replaced = await request(app.express)
      .post(`/api/ad/media/${image.id}/_replace`)
      .set(app.auth)
      .attach("file", await png(1400, 700, 90), "Draft new.png");
    expect(replaced.status).toBe(200);
    const after = replaced.body.data as StoredImage;
    const sameWidth = (variant: { width: number }) => after.variants.find((candidate) => candidate.width === variant.width)!.url;
    expect(replaced.body.data.usages).toEqual([
      expect.objectContaining({ record_id: productId, field: "main_img_url", pending: true }),
      expect.objectContaining({ record_id: productId, field: "images", pending: true }),
      expect.objectContaining({ record_id: productId, field: "en_description", pending: true }),
    ]);

    // The draft names the new files, variant for variant; nothing else in it changed, nor its time, author or base.
    const draft = await draftOf();
    expect(JSON.parse(draft.changes)).toEqual({
      ...JSON.parse(before.changes),
      main_img_url: after.url,
      images: ["/media/elsewhere.webp", after.url, sameWidth(image.variants[0]!)],
      en_description: `<p>Cut:</p><p><img src="${sameWidth(image.variants[2]!)}" alt="Blades"></p>`,
    });
    expect({ ...draft, changes: undefined }).toEqual({ ...before, changes: undefined });

    // Published now, the product shows files that exist.
    expect((await post(`commodities/${productId}/_publish`)).status).toBe(200);
    const row = await app.database.db.selectFrom("commodities").selectAll().where("id", "=", productId).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ en_name: "Pruner P2", main_img_url: after.url, fr_description: "<p>Coupe.</p>" });
    const shown = [row.main_img_url, ...(JSON.parse(row.images) as string[]).slice(1), ...imageSources(row.en_description)];
    expect(shown).toEqual([after.url, after.url, sameWidth(image.variants[0]!), sameWidth(image.variants[2]!)]);
    for (const url of shown) expect(existsSync(onDisk(url)), url).toBe(true);
  });

  it("refuses to publish a record showing a library image without an English alt text (422 naming it), drafts are free", async () => {
    const image = await uploadImage("No alt.png");
    const body = { en_name: "Trimmer T1", fr_name: "Coupe-bordure T1", nl_name: "Trimmer T1", commodity_type_id: categoryId, images: [image.variants[0]!.url] };
    const published = await post("commodities", { ...body, status: "published" });
    expect(published.status).toBe(422);
    expect(published.body.errors).toEqual({
      images: [
        'Product "Trimmer T1": image 1 of this field, "No alt.png", needs an English alt text before it can be published. Write it below its thumbnail.',
      ],
    });
    expect(await app.database.db.selectFrom("commodities").select("id").where("en_name", "=", "Trimmer T1").execute()).toEqual([]);

    const draft = await post("commodities", { ...body, status: "draft" });
    expect(draft.status).toBe(201);
    const publish = await post(`commodities/${draft.body.data.id}/_update`, { status: "published" });
    expect(publish.status).toBe(422);
    expect(Object.keys(publish.body.errors)).toEqual(["images"]);
    const article = await post("articles", {
      en_title: "Alt-less",
      fr_title: "Sans alt",
      nl_title: "Zonder alt",
      en_content: `<p><img src="${image.url}"></p>`,
      status: "published",
    });
    expect(article.status).toBe(422);
    expect(Object.keys(article.body.errors)).toEqual(["en_content"]);

    await post(`media/${image.id}/_update`, { en_alt: "A grass trimmer" }).expect(200);
    expect((await post(`commodities/${draft.body.data.id}/_update`, { status: "published" })).status).toBe(200);
    // Images outside the library (another site's, the placeholders) are not checked.
    expect((await post("commodities", { ...body, en_name: "Trimmer T2", images: ["https://cdn.example.com/t2.jpg"], status: "published" })).status).toBe(201);
  });

  it("renders the library's alt text in the page's language on product and article pages, English and then the name as fallbacks", async () => {
    const image = await uploadImage("Blower.png", 1000, 500);
    const other = await uploadImage("Other.png", 600, 600);
    await post(`media/${image.id}/_update`, { en_alt: "A leaf blower on a lawn", fr_alt: "Un souffleur sur une pelouse" }).expect(200);
    await post(`media/${other.id}/_update`, { en_alt: "Blower, side view" }).expect(200);
    const product = await post("commodities", {
      en_name: "Blower B1",
      fr_name: "Souffleur B1",
      nl_name: "Blazer B1",
      commodity_type_id: categoryId,
      main_img_url: image.url,
      images: [image.url, other.url],
      en_description: `<p><img src="${other.variants[0]!.url}" alt=""></p>`,
      fr_description: `<p><img src="${other.variants[0]!.url}" alt=""></p>`,
      nl_description: `<p><img src="${other.variants[0]!.url}" alt=""></p>`,
      status: "published",
    });
    expect(product.status).toBe(201);
    const page = (locale: "en" | "fr" | "nl") =>
      request(app.express)
        .get(localizePath(productPath(product.body.data), locale))
        .set("User-Agent", "Googlebot");
    const fr = await page("fr");
    expect(fr.status).toBe(200);
    expect(fr.text).toMatch(
      /<img[^>]*alt="Un souffleur sur une pelouse"[^>]*class="gallery__image"|<img[^>]*class="gallery__image"[^>]*alt="Un souffleur sur une pelouse"/,
    );
    expect(fr.text).toContain('alt="Blower, side view"');
    const nl = await page("nl");
    expect(nl.text).toContain('alt="A leaf blower on a lawn"');
    // A changed alt text shows on the next request: the render cache does not keep the page with the old one.
    await post(`media/${image.id}/_update`, { fr_alt: "Un souffleur de feuilles" }).expect(200);
    expect((await page("fr")).text).toContain('alt="Un souffleur de feuilles"');

    const article = await post("articles", {
      en_title: "Autumn leaves",
      fr_title: "Feuilles d'automne",
      nl_title: "Herfstbladeren",
      main_img_url: image.url,
      en_content: "<p>Raking.</p>",
      status: "published",
    });
    expect(article.status).toBe(201);
    const english = await request(app.express).get(articlePath(article.body.data)).set("User-Agent", "Googlebot");
    expect(english.status).toBe(200);
    expect(english.text).toContain('alt="A leaf blower on a lawn"');
  });

  it("is open to editors (content, decision 054)", () => {
    for (const path of ["/media", "/media/:id", "/media/_delete", "/media/:id/_update", "/media/:id/_replace"]) expect(editorMay({ path })).toBe(true);
  });
});
