import request from "supertest";
import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createMailWorker, type MailWorker } from "#server/services/mail-sender.ts";
import { claimDueMails, enqueueMails } from "#server/services/outbox.ts";
import { addDays, todayIn } from "#domain/calendar-days.ts";
import { createAdminTestApp, type AdminTestApp } from "#tests/support/auth.ts";
import { TEST_ENGINES } from "#tests/support/databases.ts";
import { insertProduct } from "#tests/support/fixtures.ts";
import { pdfText } from "#tests/support/pdf-text.ts";
import { createSmtpSink, readableParts, type SmtpSink } from "#tests/support/smtp-sink.ts";
import { validEnquiry } from "#tests/support/api-fixtures.ts";

const MINUTE = 60_000;

function attachmentOf(raw: string): Buffer | undefined {
  const match = /Content-Type: application\/pdf;[\s\S]*?\r?\n\r?\n([A-Za-z0-9+/=\r\n]+?)\r?\n--/.exec(raw);
  return match ? Buffer.from(match[1]!.replace(/\s+/g, ""), "base64") : undefined;
}

describe.each(TEST_ENGINES)("the mail outbox on %s", (engine) => {
  let app: AdminTestApp;
  let smtp: SmtpSink;
  let worker: MailWorker;
  let mowerId: number;

  beforeAll(async () => {
    app = await createAdminTestApp(engine);
    smtp = await createSmtpSink();
    worker = createMailWorker({ db: app.database.db, smtpUrl: smtp.url, from: "Fantai <no-reply@fantai.example>", logger: pino({ level: "silent" }) });
    const mower = await insertProduct(app.database.db, { en: "40V Push Mower", fr: "Tondeuse poussée 40V", nl: "Duwgrasmaaier 40V" });
    await app.database.db.updateTable("commodities").set({ model: "FT-LM42", created_at: "2025-01-10T08:00:00.000Z" }).where("id", "=", mower.id).execute();
    mowerId = mower.id;
  });
  afterAll(async () => {
    await worker.stop();
    await smtp.stop();
    await app.close();
  });

  const register = (overrides: Record<string, unknown> = {}) =>
    request(app.express)
      .post("/api/warranty/registrations")
      .send({
        commodity_id: mowerId,
        serial: `SN-${Math.random().toString(36).slice(2, 10)}`,
        purchase_date: addDays(todayIn(), -10),
        where_bought: "Brico",
        country: "NL",
        name: "Jan de Vries",
        email: "jan@example.nl",
        consent: true,
        ...overrides,
      });
  const mail = (id: number) => app.database.db.selectFrom("outbox").selectAll().where("id", "=", id).executeTakeFirstOrThrow();

  it("sends the confirmation in the owner's language, with a plain-text part and the certificate attached, and keeps the reminder for later", async () => {
    const response = await register({ locale: "nl" });
    expect(response.status).toBe(201);
    const { reference } = response.body.data;
    const result = await worker.runOnce();
    expect(result).toEqual({ sent: 1, failed: 0 });
    const received = smtp.received.find((m) => m.raw.includes(reference))!;
    expect(received.to).toEqual(["jan@example.nl"]);
    expect(received.from).toBe("no-reply@fantai.example");
    const text = readableParts(received.raw);
    expect(text).toContain("Content-Type: text/plain");
    expect(text).toContain("Content-Type: text/html");
    expect(text).toContain("Beste Jan de Vries");
    expect(text).toContain("3 jaar garantie");
    const pdf = attachmentOf(received.raw);
    expect(pdf?.subarray(0, 5).toString()).toBe("%PDF-");
    expect(await pdfText(pdf!)).toContain("Garantiecertificaat");
    expect(await pdfText(pdf!)).toContain(reference);

    const rows = await app.database.db.selectFrom("outbox").selectAll().where("registration_id", "=", response.body.data.id).orderBy("id").execute();
    expect(rows.map((row) => [row.kind, row.status])).toEqual([
      ["registration_confirmation", "sent"],
      ["warranty_reminder", "pending"],
    ]);
    // The owner's mail holds the certificate's key; the outbox keeps the mail without it, and the admin reads it so.
    expect(text).toMatch(/\/api\/warranty\/certificates\/[\w-]{20,}/);
    const kept = `${rows[0]!.text_body}${rows[0]!.html_body}`;
    expect(kept).toContain("/api/warranty/certificates/[redacted]");
    expect(kept).not.toMatch(/\/api\/warranty\/certificates\/(?!\[redacted\])[\w-]+/);
    const shown = (await request(app.express).get(`/api/ad/outbox/${rows[0]!.id}`).set(app.auth)).body.data;
    expect(shown.text_body).toContain("/api/warranty/certificates/[redacted]");
    // The reminder goes 30 days before the end, not before.
    const reminder = rows[1]!;
    const dueAt = new Date(reminder.send_after);
    expect(await worker.runOnce(new Date(dueAt.getTime() - MINUTE))).toEqual({ sent: 0, failed: 0 });
    expect(await worker.runOnce(new Date(dueAt.getTime() + MINUTE))).toEqual({ sent: 1, failed: 0 });
    const sentReminder = smtp.received.find((m) => m.raw.includes(reference) && m !== received)!;
    expect(readableParts(sentReminder.raw)).toMatch(/Uw Fantai garantie eindigt op/);
  });

  it("tells the sales and the service address of each new enquiry, in the enquiry's transaction", async () => {
    await app.database.db
      .updateTable("site_settings")
      .set({ email_primary: "sales@fantai.test", email_secondary: "service@fantai.test" })
      .where("id", "=", 1)
      .execute();
    const before = smtp.received.length;
    const response = await request(app.express)
      .post("/api/demands")
      .send({ ...validEnquiry, name: "Pieter Janssens", company: "Tuin & Co", form: "partner" });
    expect(response.status).toBe(201);
    const queued = await app.database.db.selectFrom("outbox").selectAll().where("kind", "=", "enquiry_notification").execute();
    expect(queued.map((row) => row.recipient).sort()).toEqual(["sales@fantai.test", "service@fantai.test"]);
    expect(queued.every((row) => row.demand_id !== null)).toBe(true);
    await worker.runOnce();
    const received = smtp.received.slice(before);
    expect(received.flatMap((m) => m.to).sort()).toEqual(["sales@fantai.test", "service@fantai.test"]);
    const text = readableParts(received[0]!.raw);
    for (const value of ["Pieter Janssens", "Tuin & Co", validEnquiry.email, validEnquiry.phone, validEnquiry.title, validEnquiry.message])
      expect(text).toContain(value);
  });

  it("survives an SMTP outage: nothing is lost, the form still succeeds, and mail goes out once the server is back", async () => {
    await worker.runOnce();
    const port = smtp.port;
    await smtp.stop();
    const before = smtp.received.length;
    const response = await register({ locale: "fr", email: "outage@example.fr" });
    expect(response.status).toBe(201);
    const [queued] = await app.database.db
      .selectFrom("outbox")
      .selectAll()
      .where("recipient", "=", "outage@example.fr")
      .where("kind", "=", "registration_confirmation")
      .execute();

    expect(await worker.runOnce()).toEqual({ sent: 0, failed: 1 });
    const failed = await mail(queued!.id);
    expect(failed).toMatchObject({ status: "pending", attempts: 1 });
    expect(failed.last_error).toMatch(/ECONNREFUSED|connect/i);
    expect(failed.last_error).not.toContain("outage@example.fr");
    const retryAt = new Date(failed.send_after).getTime();
    expect(retryAt).toBeGreaterThan(Date.now() + 30_000);

    // Still down at the next try: the wait doubles.
    expect(await worker.runOnce(new Date(retryAt + 1000))).toEqual({ sent: 0, failed: 1 });
    const again = await mail(queued!.id);
    expect(again.attempts).toBe(2);
    expect(new Date(again.send_after).getTime() - Date.now()).toBeGreaterThan(90_000);

    smtp.port = port;
    await smtp.start();
    // Not due yet: nothing is sent early.
    expect(await worker.runOnce()).toEqual({ sent: 0, failed: 0 });
    expect(await worker.runOnce(new Date(Date.now() + 5 * MINUTE))).toEqual({ sent: 1, failed: 0 });
    expect(await mail(queued!.id)).toMatchObject({ status: "sent", attempts: 3 });
    const received = smtp.received.slice(before);
    expect(received).toHaveLength(1);
    expect(received[0]!.to).toEqual(["outage@example.fr"]);
    expect(readableParts(received[0]!.raw)).toContain("Bonjour Jan de Vries");
    // Sent once: later rounds find nothing.
    expect(await worker.runOnce(new Date(Date.now() + 10 * MINUTE))).toEqual({ sent: 0, failed: 0 });
  });

  it("lets concurrent workers claim each mail once, and takes back a claim whose worker died", async () => {
    const now = new Date();
    await enqueueMails(
      app.database.db,
      Array.from({ length: 12 }, (_, i) => ({
        kind: "enquiry_notification" as const,
        recipient: `claim${i}@fantai.test`,
        locale: "en" as const,
        subject: `Claim ${i}`,
        text: "t",
        html: "<p>t</p>",
      })),
      now,
    );
    const claims = await Promise.all([1, 2, 3].map(() => claimDueMails(app.database.db, { now, limit: 5 })));
    const ids = claims.flat().map((row) => row.id);
    // Each worker takes at most its batch, and no mail twice.
    expect(claims.map((claim) => claim.length).sort()).toEqual([2, 5, 5]);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.length).toBe(12);
    // A worker that died holding claims: after the lease they are claimed again.
    expect(await claimDueMails(app.database.db, { now: new Date(now.getTime() + MINUTE) })).toEqual([]);
    const reclaimed = await claimDueMails(app.database.db, { now: new Date(now.getTime() + 6 * MINUTE), limit: 50 });
    expect(
      reclaimed
        .filter((row) => row.recipient.startsWith("claim"))
        .map((row) => row.id)
        .sort(),
    ).toEqual([...ids].sort());
    await app.database.db.deleteFrom("outbox").where("recipient", "like", "claim%").execute();
  });
});
