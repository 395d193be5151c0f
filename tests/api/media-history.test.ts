import { existsSync, rmSync } from "node:fs";
import { join } from "node:path";
import sharp from "sharp";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminRequests, createAdminTestApp, type AdminTestApp } from "#tests/support/auth.ts";
import { filesOf, mediaUploadDir, onDiskIn, type StoredImage } from "#tests/support/media.ts";
import { TEST_ENGINES } from "#tests/support/databases.ts";
import { insertCategory } from "#tests/support/fixtures.ts";

interface Stored extends StoredImage {
  original_name: string;
}

describe.each(TEST_ENGINES)("an image's history: replace keeps the previous file, restore brings it back (decision 092) on %s", (engine) => {
  let app: AdminTestApp;
  let categoryId: number;
  const dir = mediaUploadDir("media-history", engine);
  const onDisk = onDiskIn(dir);
  const inTrash = onDiskIn(join(dir, ".trash"));
  const { read, post } = adminRequests(() => app);
  const png = (shade: number) =>
    sharp({ create: { width: 900, height: 450, channels: 3, background: { r: shade, g: 100, b: 50 } } })
      .png()
      .toBuffer();
  const replace = async (id: number, name: string, shade: number) =>
    request(app.express)
      .post(`/api/ad/media/${id}/_replace`)
      .set(app.auth)
      .attach("file", await png(shade), name);
  const productRow = (id: number) => app.database.db.selectFrom("commodities").selectAll().where("id", "=", id).executeTakeFirstOrThrow();

  beforeAll(async () => {
    app = await createAdminTestApp(engine, { UPLOAD_DIR: dir });
    categoryId = (await insertCategory(app.database.db, { en: "Mowers", fr: "Tondeuses", nl: "Maaiers" })).id;
  });
  afterAll(async () => {
    await app.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it("lists where the image is used before the replace (the confirmation's data), then keeps the old file restorable", async () => {
    const upload = await request(app.express)
      .post("/api/ad/media")
      .set(app.auth)
      .attach("file", await png(20), "mower-front.png");
    const original = upload.body.data as Stored;
    await post(`media/${original.id}/_update`, { en_alt: "The mower from the front", focal_x: 30, focal_y: 70 }).expect(200);
    const product = (
      await post("commodities", { en_name: "Mower M48", commodity_type_id: categoryId, main_img_url: original.url, images: [original.variants[0]!.url] })
    ).body.data;

    const before = (await read(`media/${original.id}`)).body.data;
    expect(before.versions).toEqual([]);
    expect(before.usages).toEqual([
      expect.objectContaining({ label: "Product", name: "Mower M48", field: "main_img_url", admin_path: `/admin/commodity-administration/${product.id}` }),
      expect.objectContaining({ label: "Product", name: "Mower M48", field: "images" }),
    ]);

    const replaced = await replace(original.id, "mower-side.png", 220);
    expect(replaced.status).toBe(200);
    const after = replaced.body.data;
    expect(after).toMatchObject({ id: original.id, original_name: "mower-side.png", en_alt: "The mower from the front", focal_x: 30, focal_y: 70 });
    expect(after.versions).toEqual([
      expect.objectContaining({ url: original.url, original_name: "mower-front.png", width: 900, height: 450, replaced_by: expect.stringContaining("@") }),
    ]);
    for (const url of filesOf(original)) expect(existsSync(onDisk(url)), url).toBe(true);
    expect((await productRow(product.id)).main_img_url).toBe(after.url);

    // Restore: every use moves back, and the replaced file is now the history's, to undo the restore the same way.
    const restored = await post(`media/${original.id}/versions/${after.versions[0].id}/_restore`);
    expect(restored.status).toBe(200);
    expect(restored.body.data).toMatchObject({ id: original.id, url: original.url, original_name: "mower-front.png", en_alt: "The mower from the front" });
    expect(restored.body.data.versions).toEqual([expect.objectContaining({ url: after.url, original_name: "mower-side.png" })]);
    const row = await productRow(product.id);
    expect(row.main_img_url).toBe(original.url);
    expect(JSON.parse(row.images)).toEqual([original.variants[0]!.url]);
    for (const url of filesOf(after)) expect(existsSync(onDisk(url)), url).toBe(true);
    const page = await request(app.express).get(`/api/commodities/${product.id}`);
    expect(page.body.data.main_img_url).toBe(original.url);
  });

  it("answers 404 to a history entry of another image, changing nothing", async () => {
    const first = (
      await request(app.express)
        .post("/api/ad/media")
        .set(app.auth)
        .attach("file", await png(60), "a.png")
    ).body.data as Stored;
    const second = (
      await request(app.express)
        .post("/api/ad/media")
        .set(app.auth)
        .attach("file", await png(90), "b.png")
    ).body.data as Stored;
    const version = (await replace(first.id, "a2.png", 140)).body.data.versions[0];
    const refused = await post(`media/${second.id}/versions/${version.id}/_restore`);
    expect(refused.status).toBe(404);
    expect(refused.body.message).toBe("Earlier file not found.");
    expect((await read(`media/${second.id}`)).body.data.url).toBe(second.url);
    expect((await read(`media/${first.id}`)).body.data.versions).toHaveLength(1);
  });

  it("keeps an image's earlier files through the trash: restored with it, removed from storage when the trash is emptied", async () => {
    const image = (
      await request(app.express)
        .post("/api/ad/media")
        .set(app.auth)
        .attach("file", await png(30), "hedge.png")
    ).body.data as Stored;
    const version = (await replace(image.id, "hedge-new.png", 200)).body.data.versions[0];
    const trashIds = (await request(app.express).delete(`/api/ad/media/_delete?ids=${image.id}`).set(app.auth).expect(200)).body.data.trash_ids as number[];
    expect(trashIds).toHaveLength(1);
    for (const url of filesOf(image)) expect([existsSync(onDisk(url)), existsSync(inTrash(url))], url).toEqual([false, true]);

    await post("trash/_restore", { ids: trashIds }).expect(200);
    for (const url of filesOf(image)) expect([existsSync(onDisk(url)), existsSync(inTrash(url))], url).toEqual([true, false]);
    expect((await read(`media/${image.id}`)).body.data.versions).toEqual([
      expect.objectContaining({ id: version.id, url: image.url, original_name: "hedge.png" }),
    ]);

    const again = (await request(app.express).delete(`/api/ad/media/_delete?ids=${image.id}`).set(app.auth).expect(200)).body.data.trash_ids as number[];
    await request(app.express).delete(`/api/ad/trash/_delete?ids=${again[0]}`).set(app.auth).expect(200);
    for (const url of filesOf(image)) expect(existsSync(onDisk(url)) || existsSync(inTrash(url)), url).toBe(false);
  });
});
