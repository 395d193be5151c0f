import { readdirSync, rmSync } from "node:fs";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { renderDemoPdf } from "#server/db/seed/documents.ts";
import { createAdminTestApp, type AdminTestApp } from "#tests/support/auth.ts";
import { TEST_ENGINES } from "#tests/support/databases.ts";
import { insertCategory, insertProduct } from "#tests/support/fixtures.ts";

const FILES_DIR = `data/test-files-${process.pid}`;

describe.each(TEST_ENGINES)("documents on %s", (engine) => {
  let app: AdminTestApp;
  let productId: number;
  let pdf: Buffer;
  beforeAll(async () => {
    app = await createAdminTestApp(engine, { FILES_DIR: `${FILES_DIR}-${engine}`, DOCUMENT_MAX_BYTES: "200000" });
    const category = await insertCategory(app.database.db, { en: "Mowers" });
    productId = (await insertProduct(app.database.db, { en: "40V 42 cm Push Lawn Mower" }, { commodity_type_id: category.id })).id;
    pdf = await renderDemoPdf("user_manual", "en", "40V 42 cm Push Lawn Mower", "FT-LM4042");
  });
  afterAll(async () => {
    await app.close();
    rmSync(`${FILES_DIR}-${engine}`, { recursive: true, force: true });
  });

  const upload = (fields: Record<string, string>, file: Buffer | null = pdf, name = "Manual LM4042.pdf") => {
    let call = request(app.express).post("/api/ad/documents").set(app.auth);
    for (const [key, value] of Object.entries(fields)) call = call.field(key, value);
    return file ? call.attach("file", file, { filename: name, contentType: "application/pdf" }) : call;
  };
  const create = async (kind: string, locale: string, title: string, extra: Record<string, string> = {}) => {
    const response = await upload({ commodity_id: String(productId), kind, locale, title, ...extra }, pdf, `${title}.pdf`);
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    return response.body.data as { id: number; url: string; original_name: string; bytes: number; published: number };
  };
  const publicDocs = async (locale: string) => {
    const response = await request(app.express).get(`/api/documents?commodity_id=${productId}&locale=${locale}`);
    expect(response.status).toBe(200);
    return response.body.data as { id: number; kind: string; locale: string; fallback: boolean; url: string }[];
  };

  it("stores an uploaded PDF and serves it under its real name, as a PDF, with long caching", async () => {
    const document = await create("user_manual", "en", "Gebruiksaanwijzing é FT-LM4042");
    expect(document).toMatchObject({ published: 1, bytes: pdf.length, original_name: "Gebruiksaanwijzing-e-FT-LM4042.pdf" });
    expect(document.url).toMatch(new RegExp(`^/documents/${document.id}/[0-9a-f]{12}/Gebruiksaanwijzing-e-FT-LM4042\\.pdf$`));
    const download = await request(app.express).get(document.url).buffer(true);
    expect(download.status).toBe(200);
    expect(download.headers["content-type"]).toBe("application/pdf");
    expect(download.headers["content-disposition"]).toBe('inline; filename="Gebruiksaanwijzing-e-FT-LM4042.pdf"');
    expect(download.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(Buffer.compare(download.body as Buffer, pdf)).toBe(0);
  });

  it("offers the visitor's language per kind and English where a kind has none, marked as a fallback", async () => {
    const safetyEn = await create("safety_instructions", "en", "Safety EN");
    const safetyNl = await create("safety_instructions", "nl", "Veiligheid NL");
    const conformityFr = await create("declaration_of_conformity", "fr", "Conformité FR");
    const nl = await publicDocs("nl");
    expect(nl.map((d) => [d.kind, d.locale, d.fallback])).toEqual([
      ["user_manual", "en", true],
      ["safety_instructions", "nl", false],
    ]);
    expect(nl.map((d) => d.id)).not.toContain(safetyEn.id);
    expect(nl[1]!.id).toBe(safetyNl.id);
    const fr = await publicDocs("fr");
    expect(fr.map((d) => [d.kind, d.locale, d.fallback])).toEqual([
      ["user_manual", "en", true],
      ["safety_instructions", "en", true],
      ["declaration_of_conformity", "fr", false],
    ]);
    expect(fr[2]!.id).toBe(conformityFr.id);
    expect((await publicDocs("en")).every((d) => d.locale === "en" && !d.fallback)).toBe(true);
  });

  it("answers 404 for an unpublished document, and again once published shows it at once", async () => {
    const hidden = await create("spare_parts_list", "en", "Parts hidden", { published: "0" });
    expect((await request(app.express).get(hidden.url)).status).toBe(404);
    expect((await publicDocs("en")).map((d) => d.id)).not.toContain(hidden.id);
    const published = await request(app.express).post(`/api/ad/documents/${hidden.id}/_update`).set(app.auth).send({ published: 1 });
    expect(published.status).toBe(200);
    expect((await request(app.express).get(hidden.url)).status).toBe(200);
    expect((await publicDocs("en")).map((d) => d.id)).toContain(hidden.id);
  });

  it("deletes a document never published (and its file); one that has been public stays in the archive (409)", async () => {
    const draft = await create("spare_parts_list", "nl", "Onderdelen concept", { published: "0" });
    expect((await request(app.express).delete(`/api/ad/documents/${draft.id}`).set(app.auth)).body.data).toMatchObject({ deleted: 1 });
    expect((await request(app.express).get(`/api/ad/documents/${draft.id}/versions`).set(app.auth)).status).toBe(404);
    const kept = await create("spare_parts_list", "nl", "Onderdelen gepubliceerd");
    const refused = await request(app.express).delete(`/api/ad/documents/${kept.id}`).set(app.auth);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(/withdraw/i);
    expect((await request(app.express).delete(`/api/ad/documents/_delete?ids=${kept.id},${draft.id}`).set(app.auth)).status).toBe(409);
    const unpublish = await request(app.express).post(`/api/ad/documents/${kept.id}/_update`).set(app.auth).send({ published: 0 });
    expect(unpublish.status).toBe(409);
    expect((await request(app.express).get(kept.url)).status).toBe(200);
    expect((await publicDocs("nl")).map((d) => d.id)).toContain(kept.id);
  });

  it("adds a version for a new file: the old address still downloads the old file and is listed under the earlier versions", async () => {
    const document = await create("user_manual", "nl", "Handleiding NL");
    const other = await renderDemoPdf("user_manual", "nl", "Duwgrasmaaier", "FT-LM4042");
    const replaced = await request(app.express)
      .post(`/api/ad/documents/${document.id}/_update`)
      .set(app.auth)
      .field("label", "2026-03")
      .field("published_on", "2026-03-02")
      .field("serial_from", "FT24A0001")
      .attach("file", other, "Nieuwe handleiding.pdf");
    expect(replaced.status, JSON.stringify(replaced.body)).toBe(200);
    expect(replaced.body.data.url).not.toBe(document.url);
    expect(replaced.body.data.original_name).toBe("Nieuwe-handleiding.pdf");
    const old = await request(app.express).get(document.url).buffer(true);
    expect(old.status).toBe(200);
    expect(Buffer.compare(old.body as Buffer, pdf)).toBe(0);
    const fresh = await request(app.express).get(replaced.body.data.url).buffer(true);
    expect(Buffer.compare(fresh.body as Buffer, other)).toBe(0);
    // A third one through the versions endpoint.
    const third = await request(app.express)
      .post(`/api/ad/documents/${document.id}/versions`)
      .set(app.auth)
      .field("label", "3")
      .attach("file", pdf, "Derde.pdf");
    expect(third.status, JSON.stringify(third.body)).toBe(201);
    expect(third.body.data).toMatchObject({ number: 3, label: "3", withdrawn_at: null });
    const versions = (await request(app.express).get(`/api/ad/documents/${document.id}/versions`).set(app.auth)).body.data as {
      number: number;
      label: string;
      url: string;
      published_on: string;
      serial_from: string;
    }[];
    expect(versions.map((v) => [v.number, v.label])).toEqual([
      [3, "3"],
      [2, "2026-03"],
      [1, "1"],
    ]);
    expect(versions[1]).toMatchObject({ published_on: "2026-03-02", serial_from: "FT24A0001" });
    expect(versions[2]!.url).toBe(document.url);
    const listed = (await publicDocs("nl")).find((d) => d.id === document.id) as unknown as {
      url: string;
      version: { number: number };
      earlier: { number: number; url: string }[];
    };
    expect(listed.url).toBe(third.body.data.url);
    expect(listed.version.number).toBe(3);
    expect(listed.earlier.map((v) => v.number)).toEqual([2, 1]);
    expect(listed.earlier[1]!.url).toBe(document.url);
    expect((await request(app.express).get(`/documents/${document.id}/000000000000/x.pdf`)).status).toBe(404);
    expect((await request(app.express).get(`/documents/${document.id}/..%2F..%2Fetc/x.pdf`)).status).toBe(404);
    expect((await request(app.express).get("/documents/999999/abc/x.pdf")).status).toBe(404);
  });

  it("refuses a version whose ranges run backwards or whose date is not a date (422)", async () => {
    const document = await create("user_manual", "fr", "Manuel FR");
    const backwards = await request(app.express)
      .post(`/api/ad/documents/${document.id}/versions`)
      .set(app.auth)
      .field("serial_from", "SN10")
      .field("serial_to", "SN9")
      .attach("file", pdf, "x.pdf");
    expect(backwards.status).toBe(422);
    expect(backwards.body.errors.serial_to).toBeDefined();
    const badDate = await request(app.express)
      .post(`/api/ad/documents/${document.id}/versions`)
      .set(app.auth)
      .field("made_from", "2026-02-30")
      .attach("file", pdf, "x.pdf");
    expect(badDate.status).toBe(422);
    expect(badDate.body.errors.made_from).toBeDefined();
    expect((await request(app.express).get(`/api/ad/documents/${document.id}/versions`).set(app.auth)).body.data).toHaveLength(1);
  });

  it("withdraws a version only with a reason; it stays listed and downloadable as withdrawn, and the newest other one is current", async () => {
    const document = await create("safety_instructions", "fr", "Sécurité FR");
    const second = (await request(app.express).post(`/api/ad/documents/${document.id}/versions`).set(app.auth).attach("file", pdf, "v2.pdf")).body.data as {
      id: number;
      url: string;
    };
    const path = `/api/ad/documents/${document.id}/versions/${second.id}/_withdraw`;
    const noReason = await request(app.express).post(path).set(app.auth).send({ reason: "   " });
    expect(noReason.status).toBe(422);
    expect(noReason.body.errors.reason).toBeDefined();
    expect((await request(app.express).post(path).set(app.auth).send({})).status).toBe(422);
    const withdrawn = await request(app.express).post(path).set(app.auth).send({ reason: "Wrong torque value on page 12" });
    expect(withdrawn.status).toBe(200);
    expect(withdrawn.body.data).toMatchObject({ withdrawn_reason: "Wrong torque value on page 12" });
    expect((await request(app.express).post(path).set(app.auth).send({ reason: "again" })).status).toBe(409);
    expect((await request(app.express).post(`/api/ad/documents/${document.id}/versions/999999/_withdraw`).set(app.auth).send({ reason: "x" })).status).toBe(
      404,
    );
    const listed = (await publicDocs("fr")).find((d) => d.id === document.id) as unknown as {
      url: string;
      version: { number: number };
      earlier: { number: number; withdrawn: { reason: string } | null }[];
    };
    expect(listed.version.number).toBe(1);
    expect(listed.url).toBe(document.url);
    expect(listed.earlier).toEqual([expect.objectContaining({ number: 2, withdrawn: expect.objectContaining({ reason: "Wrong torque value on page 12" }) })]);
    expect((await request(app.express).get(second.url)).status).toBe(200);
    const page = await app.services.documents.searchManuals({ q: "Sécurité FR", locale: "fr" });
    expect(page[0]!.documents.find((d) => d.id === document.id)!.earlier![0]!.withdrawn!.reason).toBe("Wrong torque value on page 12");
  });

  it("refuses a file that is not a PDF by content (415) and stores nothing", async () => {
    const before = (await request(app.express).get("/api/ad/documents").set(app.auth)).body.meta.pagination.total;
    const fake = await upload(
      { commodity_id: String(productId), kind: "user_manual", locale: "fr", title: "Fake" },
      Buffer.from("<html>not a pdf</html>"),
      "manual.pdf",
    );
    expect(fake.status).toBe(415);
    const png = Buffer.from("89504e470d0a1a0a0000000d4948445200000001000000010806000000", "hex");
    expect((await upload({ commodity_id: String(productId), kind: "user_manual", locale: "fr", title: "Png" }, png, "manual.pdf")).status).toBe(415);
    expect((await request(app.express).get("/api/ad/documents").set(app.auth)).body.meta.pagination.total).toBe(before);
  });

  it("refuses a file over DOCUMENT_MAX_BYTES (413), and missing or wrong fields (422)", async () => {
    const big = Buffer.concat([pdf, Buffer.alloc(250_000, 32)]);
    expect((await upload({ commodity_id: String(productId), kind: "user_manual", locale: "fr", title: "Big" }, big)).status).toBe(413);
    const wrong = await upload({ commodity_id: "999999", kind: "recipe", locale: "de", title: "" });
    expect(wrong.status).toBe(422);
    expect(Object.keys(wrong.body.errors).sort()).toEqual(["kind", "locale", "title"]);
    const noProduct = await upload({ commodity_id: "999999", kind: "user_manual", locale: "fr", title: "Orphan" });
    expect(noProduct.status).toBe(422);
    expect(noProduct.body.errors.commodity_id).toBeDefined();
    const noFile = await upload({ commodity_id: String(productId), kind: "user_manual", locale: "fr", title: "No file" }, null);
    expect(noFile.status).toBe(422);
    expect(noFile.body.errors.file).toBeDefined();
  });

  it("lists documents in the admin, filtered by product, kind and language", async () => {
    const response = await request(app.express).get(`/api/ad/documents?commodity_id=${productId}&kind=safety_instructions&locale=nl`).set(app.auth);
    expect(response.status).toBe(200);
    expect(response.body.data.map((d: { title: string }) => d.title)).toEqual(["Veiligheid NL"]);
    expect(response.body.data[0]).not.toHaveProperty("file_key");
    expect((await request(app.express).get("/api/ad/documents")).status).toBe(401);
  });

  it("finds a product on /manuals by any document's title and still offers it in the visitor's language", async () => {
    const id = (await insertProduct(app.database.db, { en: "Hedge trimmer HT5540" })).id;
    for (const [locale, title] of [
      ["en", "User manual HT5540"],
      ["nl", "Gebruiksaanwijzing HT5540"],
    ] as const)
      expect((await upload({ commodity_id: String(id), kind: "user_manual", locale, title })).status).toBe(201);
    const found = await app.services.documents.searchManuals({ q: "manual", locale: "nl" });
    const product = found.find((entry) => entry.product.id === id)!;
    expect(product.documents.map((document) => [document.locale, document.fallback])).toEqual([["nl", false]]);
  });

  it("deleting the product takes its documents to the trash, one, many or in a batch; their files go when the trash is emptied", async () => {
    const storedFiles = () => readdirSync(`${FILES_DIR}-${engine}`, { recursive: true }).filter((name) => String(name).endsWith(".pdf")).length;
    const productWithManual = async (name: string) => {
      const id = (await insertProduct(app.database.db, { en: name })).id;
      const document = (await upload({ commodity_id: String(id), kind: "user_manual", locale: "en", title: name })).body.data;
      return { id, document };
    };
    // Files of documents trashed by earlier tests go first.
    await request(app.express).delete("/api/ad/trash/_empty").set(app.auth).expect(200);
    const before = storedFiles();
    const one = await productWithManual("Soon gone");
    const many = [await productWithManual("Gone too"), await productWithManual("Gone as well")];
    const batched = await productWithManual("Gone in a batch");
    expect(storedFiles()).toBe(before + 4);
    await request(app.express).delete(`/api/ad/commodities/${one.id}`).set(app.auth).expect(200);
    expect((await request(app.express).get(one.document.url)).status).toBe(404);
    await request(app.express)
      .delete(`/api/ad/commodities/_delete?ids=${many.map((p) => p.id).join(",")}`)
      .set(app.auth)
      .expect(200);
    await request(app.express)
      .put("/api/ad/commodities/batch/_handle")
      .set(app.auth)
      .send({ action: "delete", ids: [batched.id] })
      .expect(200);
    // Kept for a restore until the trash is emptied (decision 091).
    expect(storedFiles()).toBe(before + 4);
    await request(app.express).delete("/api/ad/trash/_empty").set(app.auth).expect(200);
    expect(storedFiles()).toBe(before);
  });
});

describe.each(TEST_ENGINES)("documents of several megabytes on %s", (engine) => {
  let app: AdminTestApp;
  beforeAll(async () => {
    // DOCUMENT_MAX_BYTES as shipped (20 MB).
    app = await createAdminTestApp(engine, { FILES_DIR: `${FILES_DIR}-large-${engine}` });
  });
  afterAll(async () => {
    await app.close();
    rmSync(`${FILES_DIR}-large-${engine}`, { recursive: true, force: true });
  });

  it("takes a 3 MB manual, as printed manuals with pictures are", async () => {
    const category = await insertCategory(app.database.db, { en: "Trimmers" });
    const product = await insertProduct(app.database.db, { en: "40V Grass Trimmer" }, { commodity_type_id: category.id });
    const manual = Buffer.concat([await renderDemoPdf("user_manual", "en", "40V Grass Trimmer", "FT-GT30"), Buffer.alloc(3 * 1024 * 1024, 32)]);
    const response = await request(app.express)
      .post("/api/ad/documents")
      .set(app.auth)
      .field({ commodity_id: String(product.id), kind: "user_manual", locale: "en", title: "Manual FT-GT30" })
      .attach("file", manual, { filename: "manual.pdf", contentType: "application/pdf" });
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    expect(response.body.data.bytes).toBe(manual.length);
  });

  it("refuses at once only what no file call could take: a body declared over its own setting", async () => {
    const declared = (path: string, bytes: number) =>
      request(app.express).post(path).set("Content-Type", "multipart/form-data; boundary=x").set("Content-Length", String(bytes)).send("");
    // Past the up-front check (no sign-in: 401), each within the setting of its call.
    expect((await declared("/api/ad/documents", 3 * 1024 * 1024)).status).toBe(401);
    expect((await declared("/api/ad/dealers/_import", 1536 * 1024)).status).toBe(401);
    expect((await declared("/api/ad/documents", 21 * 1024 * 1024)).status).toBe(413);
    expect((await declared("/api/demands", 3 * 1024 * 1024)).status).toBe(413);
  });
});
