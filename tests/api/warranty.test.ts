import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays, todayIn } from "#domain/calendar-days.ts";
import { ADMIN, createAdminTestApp, signIn, type AdminTestApp } from "#tests/support/auth.ts";
import { TEST_ENGINES } from "#tests/support/databases.ts";
import { insertProduct } from "#tests/support/fixtures.ts";
import { pdfText } from "#tests/support/pdf-text.ts";

const PNG = Buffer.from(
  "89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8ffff3f0005fe02fea7d6a4f10000000049454e44ae426082",
  "hex",
);
const PDF = Buffer.from("%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n");

const today = todayIn();
const daysAgo = (days: number) => addDays(today, -days);

describe.each(TEST_ENGINES)("warranty registration on %s", (engine) => {
  let app: AdminTestApp;
  let mowerId: number;
  let newProductId: number;

  beforeAll(async () => {
    app = await createAdminTestApp(engine);
    const mower = await insertProduct(app.database.db, { en: "40V Push Mower", fr: "Tondeuse poussée 40V", nl: "Duwgrasmaaier 40V" });
    await app.database.db.updateTable("commodities").set({ model: "FT-LM42", created_at: "2025-01-10T08:00:00.000Z" }).where("id", "=", mower.id).execute();
    mowerId = mower.id;
    const fresh = await insertProduct(app.database.db, { en: "Brand-new Trimmer" });
    await app.database.db
      .updateTable("commodities")
      .set({ created_at: `${daysAgo(3)}T08:00:00.000Z` })
      .where("id", "=", fresh.id)
      .execute();
    newProductId = fresh.id;
  });
  afterAll(() => app.close());

  const valid = (overrides: Record<string, unknown> = {}) => ({
    commodity_id: mowerId,
    serial: `SN-${Math.random().toString(36).slice(2, 10)}`,
    purchase_date: daysAgo(10),
    where_bought: "Brico Mechelen",
    country: "BE",
    name: "Marie Dupont",
    email: "marie@example.com",
    consent: true,
    ...overrides,
  });
  const registrations = () => app.database.db.selectFrom("warranty_registrations").selectAll().execute();
  const outbox = () => app.database.db.selectFrom("outbox").selectAll().orderBy("id").execute();

  it("registers a product bought 10 days ago with 3 years, queues the confirmation and the reminder", async () => {
    const body = valid({ locale: "fr" });
    const response = await request(app.express).post("/api/warranty/registrations").send(body);
    expect(response.status).toBe(201);
    const data = response.body.data;
    expect(data).toMatchObject({
      reference: expect.stringMatching(/^W-[2-9A-Z]{4}-[2-9A-Z]{4}$/),
      warranty_years: 3,
      warranty_until: addDays(`${Number(daysAgo(10).slice(0, 4)) + 3}${daysAgo(10).slice(4)}`, -1),
    });
    expect(data.certificate_url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/api\/warranty\/certificates\/[\w-]{22}$/);
    const stored = (await registrations()).find((row) => row.id === data.id)!;
    expect(stored).toMatchObject({ locale: "fr", warranty_years: 3, has_proof: 0, product_name: "Tondeuse poussée 40V", product_model: "FT-LM42" });
    // The token is stored only as a digest.
    expect(JSON.stringify(stored)).not.toContain(data.certificate_url.split("/").pop());
    const mails = (await outbox()).filter((mail) => mail.registration_id === data.id);
    expect(mails.map((mail) => mail.kind)).toEqual(["registration_confirmation", "warranty_reminder"]);
    expect(mails[0]).toMatchObject({ recipient: "marie@example.com", locale: "fr", status: "pending" });
    expect(mails[0]!.subject).toContain(data.reference);
    expect(mails[0]!.text_body).toContain("3 ans de garantie");
    expect(mails[1]!.send_after.slice(0, 10)).toBe(addDays(data.warranty_until, -30));
  });

  it("accepts a late registration with 2 years", async () => {
    const response = await request(app.express)
      .post("/api/warranty/registrations")
      .send(valid({ purchase_date: daysAgo(45) }));
    expect(response.status).toBe(201);
    expect(response.body.data.warranty_years).toBe(2);
  });

  it("promises no reminder and says so plainly when the warranty has already ended (or ends within 30 days)", async () => {
    const old = await insertProduct(app.database.db, { en: "Hedge trimmer sold since 2020" });
    await app.database.db.updateTable("commodities").set({ created_at: "2020-03-01T08:00:00.000Z" }).where("id", "=", old.id).execute();
    const ended = await request(app.express)
      .post("/api/warranty/registrations")
      .send(valid({ commodity_id: old.id, purchase_date: daysAgo(800), locale: "en" }));
    expect(ended.status, JSON.stringify(ended.body)).toBe(201);
    const mails = (await outbox()).filter((mail) => mail.registration_id === ended.body.data.id);
    expect(mails.map((mail) => mail.kind)).toEqual(["registration_confirmation"]);
    expect(mails[0]!.text_body).not.toContain("remind you");
    const token = ended.body.data.certificate_url.split("/").pop();
    const summary = await app.services.warranty.registrationSummary(token);
    expect(summary).toMatchObject({ warranty_years: 2, reminds: false, ended: true });

    const fresh = await request(app.express)
      .post("/api/warranty/registrations")
      .send(valid({ locale: "en" }));
    const freshMails = (await outbox()).filter((mail) => mail.registration_id === fresh.body.data.id);
    expect(freshMails[0]!.text_body).toContain("remind you");
    expect(await app.services.warranty.registrationSummary(fresh.body.data.certificate_url.split("/").pop())).toMatchObject({ reminds: true, ended: false });
  });

  it("refuses a serial already registered for that product, without saying who", async () => {
    const first = await request(app.express)
      .post("/api/warranty/registrations")
      .send(valid({ serial: "FT-2026-000123" }));
    expect(first.status).toBe(201);
    const before = (await registrations()).length;
    const again = await request(app.express)
      .post("/api/warranty/registrations")
      .send(valid({ serial: "ft 2026 000123", name: "Someone Else", email: "other@example.com", locale: "nl" }));
    expect(again.status).toBe(422);
    expect(Object.keys(again.body.errors)).toEqual(["serial"]);
    expect(again.body.errors.serial[0]).toMatch(/serienummer/i);
    expect(JSON.stringify(again.body)).not.toMatch(/marie|dupont/i);
    expect((await registrations()).length).toBe(before);
    // The same serial on another product is another tool.
    const other = await request(app.express)
      .post("/api/warranty/registrations")
      .send(valid({ serial: "FT-2026-000123", commodity_id: newProductId, purchase_date: daysAgo(1) }));
    expect(other.status).toBe(201);
  });

  it("refuses a purchase date in the future or before the product existed, and every bad field, in the asked language", async () => {
    const future = await request(app.express)
      .post("/api/warranty/registrations")
      .send(valid({ purchase_date: addDays(today, 2) }));
    expect(future.status).toBe(422);
    expect(future.body.errors.purchase_date[0]).toMatch(/future/i);
    const early = await request(app.express)
      .post("/api/warranty/registrations")
      .send(valid({ commodity_id: newProductId, purchase_date: daysAgo(20), locale: "fr" }));
    expect(early.status).toBe(422);
    expect(early.body.errors.purchase_date[0]).toMatch(/antérieure/i);
    const bad = await request(app.express)
      .post("/api/warranty/registrations")
      .set("Accept-Language", "fr")
      .send({ commodity_id: "x", serial: "", purchase_date: "2026-02-30", where_bought: "", country: "XX", name: "J", email: "nope", consent: false });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors).sort()).toEqual(["commodity_id", "consent", "country", "email", "name", "purchase_date", "serial", "where_bought"]);
    // The enquiry form's own messages for names and email, translated.
    const enquiry = await request(app.express).post("/api/demands").set("Accept-Language", "fr").send({ name: "J", email: "nope" });
    expect(bad.body.errors.name).toEqual(enquiry.body.errors.name);
    expect(bad.body.errors.email).toEqual(enquiry.body.errors.email);
    const unknown = await request(app.express)
      .post("/api/warranty/registrations")
      .send(valid({ commodity_id: 999_999 }));
    expect(unknown.status).toBe(422);
    expect(Object.keys(unknown.body.errors)).toEqual(["commodity_id"]);
  });

  it("refuses a product the public site does not show, as an unknown one, so its name never reaches a certificate", async () => {
    const secret = await insertProduct(app.database.db, { en: "Unannounced Robot Mower" });
    await app.database.db.updateTable("commodities").set({ status: "draft", created_at: "2025-01-10T08:00:00.000Z" }).where("id", "=", secret.id).execute();
    const before = (await registrations()).length;
    const refused = await request(app.express)
      .post("/api/warranty/registrations")
      .send(valid({ commodity_id: secret.id }));
    expect(refused.status).toBe(422);
    expect(Object.keys(refused.body.errors)).toEqual(["commodity_id"]);
    expect((await registrations()).length).toBe(before);
  });

  it("answers an id beyond the 32-bit ids with 422, not a server error", async () => {
    for (const commodity_id of [2_147_483_648, 99_999_999_999]) {
      const response = await request(app.express).post("/api/warranty/registrations").send(valid({ commodity_id }));
      expect(response.status, String(commodity_id)).toBe(422);
      expect(Object.keys(response.body.errors)).toEqual(["commodity_id"]);
    }
  });

  it("takes multipart with a PNG or PDF proof of purchase, judged by content", async () => {
    const fields = valid({ consent: "on" });
    const post = () => {
      const call = request(app.express).post("/api/warranty/registrations");
      for (const [key, value] of Object.entries(fields)) call.field(key, String(value));
      return call;
    };
    const png = await post().attach("proof", PNG, { filename: "receipt.jpg", contentType: "image/jpeg" });
    expect(png.status).toBe(201);
    const proof = await app.database.db.selectFrom("warranty_proofs").selectAll().where("registration_id", "=", png.body.data.id).executeTakeFirstOrThrow();
    expect(proof).toMatchObject({ mime: "image/png", file_name: "receipt.png", bytes: PNG.length });
    fields.serial = "PDF-PROOF-1";
    const pdf = await post().attach("proof", PDF, { filename: "invoice.pdf", contentType: "application/pdf" });
    expect(pdf.status).toBe(201);
  });

  it("answers 415 for a fake upload and stores nothing", async () => {
    const before = { registrations: (await registrations()).length, mails: (await outbox()).length };
    const fields = valid({ serial: "FAKE-UPLOAD-1" });
    const call = request(app.express).post("/api/warranty/registrations");
    for (const [key, value] of Object.entries(fields)) call.field(key, String(value));
    const response = await call.attach("proof", Buffer.from("<html><script>alert(1)</script></html>"), {
      filename: "receipt.pdf",
      contentType: "application/pdf",
    });
    expect(response.status).toBe(415);
    expect(response.body.message).toMatch(/JPEG|PNG|PDF/);
    expect((await registrations()).length).toBe(before.registrations);
    expect((await outbox()).length).toBe(before.mails);
    expect(await app.database.db.selectFrom("warranty_proofs").select("registration_id").execute()).toHaveLength(2);
  });

  it("takes a proof of a few megabytes, as a phone's photo of a receipt is", async () => {
    const call = request(app.express).post("/api/warranty/registrations");
    for (const [key, value] of Object.entries(valid({ serial: "PHONE-PHOTO-1" }))) call.field(key, String(value));
    const photo = Buffer.concat([PNG, Buffer.alloc(4 * 1024 * 1024)]);
    const response = await call.attach("proof", photo, { filename: "receipt.png", contentType: "image/png" });
    expect(response.status).toBe(201);
    const proof = await app.database.db
      .selectFrom("warranty_proofs")
      .select("bytes")
      .where("registration_id", "=", response.body.data.id)
      .executeTakeFirstOrThrow();
    expect(proof.bytes).toBe(photo.length);
  });

  it("answers 413 for a proof larger than 5 MB", async () => {
    const call = request(app.express).post("/api/warranty/registrations");
    for (const [key, value] of Object.entries(valid())) call.field(key, String(value));
    const big = Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024 + 10)]);
    const response = await call.attach("proof", big, { filename: "big.png", contentType: "image/png" });
    expect(response.status).toBe(413);
  });

  it("serves the certificate as a PDF in the owner's language with every detail, and keeps serving it", async () => {
    const registered = await request(app.express)
      .post("/api/warranty/registrations")
      .send(valid({ serial: "CERT-0001", locale: "fr", name: "Élodie Lefèvre" }));
    const { certificate_url: url, reference } = registered.body.data;
    const path = new URL(url).pathname;
    for (let round = 0; round < 2; round++) {
      const response = await request(app.express)
        .get(path)
        .buffer(true)
        .parse((res, done) => {
          const chunks: Buffer[] = [];
          res.on("data", (chunk: Buffer) => chunks.push(chunk));
          res.on("end", () => done(null, Buffer.concat(chunks)));
        });
      expect(response.status).toBe(200);
      expect(response.headers["content-type"]).toBe("application/pdf");
      expect(response.headers["content-disposition"]).toContain(`certificat-de-garantie-${reference}.pdf`);
      const body = response.body as Buffer;
      expect(body.subarray(0, 5).toString()).toBe("%PDF-");
      const text = await pdfText(body);
      for (const expected of [
        "Certificat de garantie",
        "FANTAI",
        "Élodie Lefèvre",
        "Tondeuse poussée 40V",
        "FT-LM42",
        "CERT-0001",
        reference,
        "Garantie valable jusqu'au",
        "/register/verify?ref=",
        "/fr/",
      ]) {
        expect(text).toContain(expected);
      }
    }
    const unknown = await request(app.express).get("/api/warranty/certificates/AAAAAAAAAAAAAAAAAAAAAA");
    expect(unknown.status).toBe(404);
  });

  it("tells a dealer whether the serial on the machine is the certificate's, never answering the serial itself", async () => {
    const registered = await request(app.express)
      .post("/api/warranty/registrations")
      .send(valid({ serial: "ft-lm42 0042 a" }));
    expect(registered.status).toBe(201);
    const reference = registered.body.data.reference as string;
    const check = (serial?: string) => app.services.warranty.verifyCertificate(reference, "en", new Date(), serial);
    for (const typed of ["FT-LM42-0042-A", "ftlm420042a", " FT LM42 0042 A "]) expect(await check(typed), typed).toMatchObject({ serial_matches: true });
    for (const typed of ["FT-LM42-0042-B", "FT-LM42-0042", "0042"]) expect(await check(typed), typed).toMatchObject({ serial_matches: false });
    // No serial typed: the certificate alone, as before.
    for (const typed of [undefined, "", " - "]) expect(await check(typed)).not.toHaveProperty("serial_matches");
    const answer = await check("FT-LM42-0042-A");
    expect(JSON.stringify(answer)).not.toMatch(/0042|Marie|marie@/i);
    expect(await app.services.warranty.verifyCertificate("W-ZZZZ-ZZZZ", "en", new Date(), "FT-LM42-0042-A")).toBeUndefined();
  });

  it("applies the public per-IP form limit", async () => {
    const limited = await createAdminTestApp(engine, { FORM_MAX_PER_IP: "1" });
    try {
      const first = await request(limited.express).post("/api/warranty/registrations").send({});
      const second = await request(limited.express).post("/api/warranty/registrations").send({});
      expect(first.status).toBe(422);
      expect(second.status).toBe(429);
    } finally {
      await limited.close();
    }
  });

  describe("admin", () => {
    it("lists, searches by serial, email and reference, filters by product and exports CSV only for signed-in admins", async () => {
      const registered = await request(app.express)
        .post("/api/warranty/registrations")
        .send(valid({ serial: "ADMIN-SEARCH-9", email: "find.me@example.com" }));
      const { reference, id } = registered.body.data;
      expect((await request(app.express).get("/api/ad/warranty/registrations")).status).toBe(401);
      for (const q of ["admin-search-9", "find.me@", reference.toLowerCase()]) {
        const list = await request(app.express).get("/api/ad/warranty/registrations").query({ q }).set(app.auth);
        expect(list.status).toBe(200);
        expect(list.body.data.map((row: { id: number }) => row.id)).toEqual([id]);
        expect(list.body.data[0]).not.toHaveProperty("token_hash");
      }
      const byProduct = await request(app.express).get("/api/ad/warranty/registrations").query({ commodity_id: newProductId }).set(app.auth);
      expect(byProduct.body.data.every((row: { commodity_id: number }) => row.commodity_id === newProductId)).toBe(true);
      expect(byProduct.body.data.length).toBeGreaterThan(0);
      const csv = await request(app.express).get("/api/ad/warranty/registrations/_export").query({ q: "find.me" }).set(app.auth);
      expect(csv.headers["content-type"]).toContain("text/csv");
      expect(csv.text).toContain("find.me@example.com");
      expect(csv.text).toContain(reference);
    });

    it("shows the proof of purchase and deletes a registration with its proof and its mails on request", async () => {
      const call = request(app.express).post("/api/warranty/registrations");
      for (const [key, value] of Object.entries(valid({ serial: "DELETE-ME-1" }))) call.field(key, String(value));
      const registered = await call.attach("proof", PNG, "receipt.png");
      const id = registered.body.data.id as number;
      const proof = await request(app.express).get(`/api/ad/warranty/registrations/${id}/proof`).set(app.auth);
      expect(proof.status).toBe(200);
      expect(proof.headers["content-type"]).toBe("image/png");
      expect((await request(app.express).get(`/api/ad/warranty/registrations/${id}/proof`)).status).toBe(401);
      const certificate = await request(app.express).get(`/api/ad/warranty/registrations/${id}/certificate`).set(app.auth);
      expect(certificate.headers["content-type"]).toBe("application/pdf");
      const removed = await request(app.express).delete(`/api/ad/warranty/registrations/${id}`).set(app.auth);
      expect(removed.body.data).toEqual({ deleted: 1 });
      expect(await app.database.db.selectFrom("warranty_proofs").select("registration_id").where("registration_id", "=", id).execute()).toEqual([]);
      expect((await outbox()).filter((mail) => mail.registration_id === id)).toEqual([]);
      expect((await request(app.express).get(new URL(registered.body.data.certificate_url).pathname)).status).toBe(404);
    });

    it("lists the outbox by status and puts mails back in the queue", async () => {
      const token = await signIn(app, ADMIN);
      const list = await request(app.express)
        .get("/api/ad/outbox")
        .query({ status: "pending", kind: "registration_confirmation" })
        .set({ Authorization: `Bearer ${token}` });
      expect(list.status).toBe(200);
      expect(list.body.data.length).toBeGreaterThan(0);
      const id = list.body.data[0].id as number;
      await app.database.db.updateTable("outbox").set({ status: "failed", attempts: 8 }).where("id", "=", id).execute();
      const retried = await request(app.express)
        .post("/api/ad/outbox/_retry")
        .send({ ids: [id] })
        .set(app.auth);
      expect(retried.body.data).toEqual({ updated: 1 });
      const row = await app.database.db.selectFrom("outbox").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
      expect(row).toMatchObject({ status: "pending", attempts: 0 });
      const counts = await request(app.express).get("/api/ad/outbox/_counts").set(app.auth);
      expect(counts.body.data).toMatchObject({ smtp: false });
      expect(counts.body.data.pending).toBeGreaterThan(0);
    });
  });
});
