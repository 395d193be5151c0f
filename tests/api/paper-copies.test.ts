import { rmSync } from "node:fs";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { renderDemoPdf } from "#server/db/seed/documents.ts";
import { addDays, todayIn } from "#domain/calendar-days.ts";
import { createAdminTestApp, type AdminTestApp } from "#tests/support/auth.ts";
import { TEST_ENGINES } from "#tests/support/databases.ts";
import { insertProduct } from "#tests/support/fixtures.ts";

const FILES_DIR = `data/test-paper-copies-${process.pid}`;

/** Printed copies of manuals (decision 081): the public request, its mail, the admin queue. */
describe.each(TEST_ENGINES)("paper copy requests on %s", (engine) => {
  let app: AdminTestApp;
  let documentId: number;
  let draftId: number;
  beforeAll(async () => {
    app = await createAdminTestApp(engine, { FILES_DIR: `${FILES_DIR}-${engine}`, FORM_MAX_PER_IP: "6" });
    const product = await insertProduct(app.database.db, { en: "40V 46 cm Push Lawn Mower", fr: "Tondeuse poussée 40V 46 cm" }, { model: "FT-LM4046" });
    const pdf = await renderDemoPdf("user_manual", "en", "Mower", "FT-LM4046");
    const upload = (published: string) =>
      request(app.express)
        .post("/api/ad/documents")
        .set(app.auth)
        .field({ commodity_id: String(product.id), kind: "user_manual", locale: "en", title: "User manual FT-LM4046", published })
        .attach("file", pdf, { filename: "manual.pdf", contentType: "application/pdf" });
    documentId = (await upload("1")).body.data.id;
    draftId = (await upload("0")).body.data.id;
  });
  afterAll(async () => {
    await app.close();
    rmSync(`${FILES_DIR}-${engine}`, { recursive: true, force: true });
  });

  const valid = () => ({
    document_id: documentId,
    name: "Anne Dupont",
    address: "Rue de la Loi 16\n1000 Bruxelles",
    country: "BE" as const,
    email: "anne@example.com",
    language: "fr" as const,
    locale: "fr",
  });

  it("records a request due 30 days later and queues the confirmation mail in the visitor's language", async () => {
    const response = await request(app.express).post("/api/paper-copies").send(valid());
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    expect(response.body).toEqual({ data: { ok: true } });
    const list = await request(app.express).get("/api/ad/paper-copies").set(app.auth);
    expect(list.status).toBe(200);
    const [row] = list.body.data;
    expect(row).toMatchObject({
      document_id: documentId,
      document_title: "User manual FT-LM4046",
      product_name: "Tondeuse poussée 40V 46 cm",
      product_model: "FT-LM4046",
      language: "fr",
      status: "open",
      overdue: false,
      due_on: addDays(todayIn(), 30),
    });
    const mail = await app.database.db.selectFrom("outbox").selectAll().where("kind", "=", "paper_copy_confirmation").executeTakeFirstOrThrow();
    expect(mail.recipient).toBe("anne@example.com");
    expect(mail.locale).toBe("fr");
    expect(mail.subject).toContain("User manual FT-LM4046");
    expect(mail.text_body).toContain("Rue de la Loi 16, 1000 Bruxelles, Belgique");
    expect(mail.text_body).toMatch(/au plus tard le \d+ \S+ \d{4}/);
  });

  it("refuses bad input with translated field messages, and a document that is unknown or unpublished", async () => {
    const bad = await request(app.express)
      .post("/api/paper-copies")
      .send({ ...valid(), name: "A", address: "", country: "XX", email: "nope", language: "de", locale: "nl" });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors).sort()).toEqual(["address", "country", "email", "language", "name"]);
    expect(bad.body.errors.address[0]).toBe("Vul uw postadres in");
    for (const document_id of [draftId, 999_999, "abc"]) {
      const refused = await request(app.express)
        .post("/api/paper-copies")
        .send({ ...valid(), document_id });
      expect(refused.status, String(document_id)).toBe(422);
      expect(refused.body.errors.document_id).toBeDefined();
    }
    const count = await app.database.db
      .selectFrom("paper_copy_requests")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(1);
  });

  it("accepts and discards a filled honeypot", async () => {
    const trap = await request(app.express)
      .post("/api/paper-copies")
      .send({ ...valid(), website: "http://spam.example" });
    expect(trap.status).toBe(201);
    const rows = await app.database.db.selectFrom("paper_copy_requests").select("id").execute();
    expect(rows).toHaveLength(1);
  });

  it("marks overdue requests, lists open ones first by due day, marks one sent once, and is for admins only", async () => {
    const old = new Date(Date.now() - 40 * 86_400_000);
    const overdue = await app.services.paperCopies.createPaperCopyRequest({ ...valid(), language: "en", name: "Old Request" }, { locale: "en", now: old });
    expect(overdue.overdue).toBe(true);
    expect(overdue.due_on).toBe(addDays(todayIn(old), 30));
    const open = (await request(app.express).get("/api/ad/paper-copies?status=open&sort=due_on&order=asc").set(app.auth)).body.data as {
      id: number;
      overdue: boolean;
    }[];
    expect(open[0]).toMatchObject({ id: overdue.id, overdue: true });
    expect(open.slice(1).every((row) => !row.overdue)).toBe(true);
    const sent = await request(app.express).post(`/api/ad/paper-copies/${overdue.id}/_sent`).set(app.auth);
    expect(sent.status).toBe(200);
    expect(sent.body.data).toMatchObject({ status: "sent", overdue: false });
    expect(sent.body.data.sent_at).toBeTruthy();
    expect((await request(app.express).post(`/api/ad/paper-copies/${overdue.id}/_sent`).set(app.auth)).status).toBe(409);
    expect((await request(app.express).post("/api/ad/paper-copies/999999/_sent").set(app.auth)).status).toBe(404);
    expect((await request(app.express).get("/api/ad/paper-copies?status=sent").set(app.auth)).body.data.map((row: { id: number }) => row.id)).toEqual([
      overdue.id,
    ]);
    expect((await request(app.express).get("/api/ad/paper-copies")).status).toBe(401);
  });

  it("limits requests per IP like the other public forms", async () => {
    let last = 0;
    for (let i = 0; i < 8; i++) last = (await request(app.express).post("/api/paper-copies").send(valid())).status;
    expect(last).toBe(429);
  });
});
