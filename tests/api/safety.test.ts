import sharp from "sharp";
import request from "supertest";
import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "#server/db/index.ts";
import { upsertAdmin } from "#server/services/auth.ts";
import { createMailWorker } from "#server/services/mail-sender.ts";
import { enqueueActiveRecalls, enqueueRecallMailing } from "#server/services/safety.ts";
import { normalizeSerial } from "#domain/warranty.ts";
import { createTestApp, type TestApp } from "#tests/support/app.ts";
import { ADMIN, GENEROUS_LIMITS, signIn } from "#tests/support/auth.ts";
import { createSharedTestDatabases, TEST_ENGINES, type TestDatabase } from "#tests/support/databases.ts";
import { insertProduct } from "#tests/support/fixtures.ts";
import { createSmtpSink, readableParts } from "#tests/support/smtp-sink.ts";

const ORIGIN = "https://www.fantai.example";

const NOTICE = {
  slug: "lm46-blade-bolt",
  remedy: "replacement",
  en_title: "LM46 mower: the blade bolt may loosen",
  fr_title: "Tondeuse LM46 : la vis de lame peut se desserrer",
  nl_title: "Maaier LM46: de mesbout kan loskomen",
  en_product: "40V 46 cm mower",
  en_hazard: "The blade can come off and be thrown.",
  fr_hazard: "La lame peut se détacher et être projetée.",
  nl_hazard: "Het mes kan loskomen en weggeslingerd worden.",
  en_action: "Stop using the mower now.",
  en_remedy_text: "We replace the blade assembly free of charge.",
  models: ["FT-LM46"],
  serial_ranges: [{ from: "FT4624B00100", to: "FT4624B01999" }],
  contact_phone: "0800 12 345",
  contact_email: "safety@fantai.example",
};

let serialCounter = 0;
async function insertRegistrations(db: Db, productId: number, rows: { serial: string; locale?: string; email?: string; purchase?: string; model?: string }[]) {
  const stamp = new Date().toISOString();
  const inserted = await db
    .insertInto("warranty_registrations")
    .values(
      rows.map((row) => {
        serialCounter++;
        return {
          reference: `W-TEST-${String(serialCounter).padStart(5, "0")}`,
          token_hash: `hash-${serialCounter}-${Math.random()}`,
          commodity_id: productId,
          product_name: "40V 46 cm mower",
          product_model: row.model ?? "FT-LM46",
          serial: row.serial,
          serial_key: normalizeSerial(row.serial),
          purchase_date: row.purchase ?? "2026-07-01",
          warranty_years: 3,
          warranty_until: "2029-06-30",
          where_bought: "Brico",
          country: "BE",
          name: `Owner ${serialCounter}`,
          email: row.email ?? `owner${serialCounter}@example.be`,
          locale: row.locale ?? "en",
          has_proof: 0,
          consent_at: stamp,
          created_at: stamp,
        };
      }),
    )
    .returning("id")
    .execute();
  return inserted.map((row) => row.id);
}

describe.each(TEST_ENGINES)("safety notices and recalls on %s", (engine) => {
  let databases: [TestDatabase, TestDatabase];
  let a: TestApp;
  let b: TestApp;
  let auth: { Authorization: string };
  let mowerId: number;
  let affected: number[];
  let outside: number[];

  beforeAll(async () => {
    databases = await createSharedTestDatabases(engine);
    const env = { ...GENEROUS_LIMITS, PUBLIC_URL: ORIGIN };
    a = await createTestApp(engine, { env, pages: true, database: databases[0] });
    b = await createTestApp(engine, { env, database: databases[1] });
    await upsertAdmin(a.database.db, ADMIN);
    auth = { Authorization: `Bearer ${await signIn(a)}` };
    const mower = await insertProduct(a.database.db, { en: "40V 46 cm mower", fr: "Tondeuse 40V 46 cm", nl: "Maaier 40V 46 cm" });
    await a.database.db.updateTable("commodities").set({ model: "FT-LM46" }).where("id", "=", mower.id).execute();
    mowerId = mower.id;
    affected = await insertRegistrations(a.database.db, mowerId, [
      { serial: "FT4624B00100", locale: "nl", email: "jan@example.nl" },
      { serial: "ft-4624-b01234", locale: "fr", email: "camille@example.fr" },
      { serial: "FT4624B01999", locale: "en", email: "emma@example.be" },
    ]);
    outside = await insertRegistrations(a.database.db, mowerId, [{ serial: "FT4624B02000" }, { serial: "FT4624B00120", model: "FT-LM42" }]);
  });
  afterAll(async () => {
    await databases?.[0].destroy();
  });

  const create = (body: Record<string, unknown>) => request(a.express).post("/api/ad/safety/notices").set(auth).send(body);
  const mailsOf = (db: Db) => db.selectFrom("outbox").selectAll().where("kind", "=", "safety_notice").orderBy("id").execute();

  it("refuses a notice with bad input, precisely, and writes nothing", async () => {
    const bad = await create({ ...NOTICE, slug: "Not A Slug", serial_ranges: [{ from: "A100", to: "A1000" }], models: [], en_title: "" });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors)).toEqual(expect.arrayContaining(["slug", "serial_ranges.0", "models", "en_title"]));
    expect(bad.body.errors["serial_ranges.0"][0]).toMatch(/same number/);
    const order = await create({ ...NOTICE, serial_ranges: [{ from: "B200", to: "B100" }] });
    expect(order.status).toBe(422);
    const dates = await create({ ...NOTICE, sold_from: "2026-05-01", sold_to: "2026-04-01" });
    expect(dates.status).toBe(422);
    expect(dates.body.errors.sold_to).toBeDefined();
    const notADay = await create({ ...NOTICE, sold_from: "2026-02-30" });
    expect(notADay.status).toBe(422);
    expect(await a.database.db.selectFrom("safety_notices").select("id").execute()).toEqual([]);
  });

  let noticeId: number;
  it("creates a draft, which no public page shows and which mails no one", async () => {
    const created = await create(NOTICE);
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    noticeId = created.body.data.id;
    expect(created.body.data).toMatchObject({ status: "draft", models: ["FT-LM46"], serial_ranges: NOTICE.serial_ranges, published_at: null });
    expect((await create(NOTICE)).status).toBe(422); // the slug is taken
    expect((await request(a.express).get("/safety/lm46-blade-bolt")).status).toBe(404);
    expect((await request(a.express).get("/safety")).text).not.toContain("blade bolt may loosen");
    expect(await mailsOf(a.database.db)).toEqual([]);
    const list = await request(a.express).get("/api/ad/safety/notices?status=draft").set(auth);
    expect(list.body.data.map((n: { id: number }) => n.id)).toEqual([noticeId]);
  });

  it("publishes: mails every affected owner once in their language, even when two instances and a re-run enqueue at the same time", async () => {
    const [published] = await Promise.all([
      request(a.express).post(`/api/ad/safety/notices/${noticeId}/_update`).set(auth).send({ status: "active" }),
      // The second instance's clock and a re-run, at once.
      enqueueActiveRecalls(b.database.db, ORIGIN),
      enqueueRecallMailing(b.database.db, noticeId, { origin: ORIGIN, batchSize: 1 }),
    ]);
    expect(published.status, JSON.stringify(published.body)).toBe(200);
    expect(published.body.data.published_at).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    await enqueueRecallMailing(a.database.db, noticeId, { origin: ORIGIN });
    await enqueueActiveRecalls(b.database.db, ORIGIN);

    const mails = await mailsOf(a.database.db);
    expect(mails.map((m) => m.registration_id).sort()).toEqual([...affected].sort());
    expect(mails.every((m) => !outside.includes(m.registration_id!))).toBe(true);
    const nl = mails.find((m) => m.recipient === "jan@example.nl")!;
    expect(nl.locale).toBe("nl");
    expect(nl.subject).toBe("Belangrijke veiligheidsmelding: Maaier LM46: de mesbout kan loskomen");
    expect(nl.text_body).toContain("Het mes kan loskomen en weggeslingerd worden.");
    expect(nl.text_body).toContain(`${ORIGIN}/nl/safety/lm46-blade-bolt`);
    const fr = mails.find((m) => m.recipient === "camille@example.fr")!;
    expect(fr.subject).toMatch(/^Avis de sécurité important/);
    // The English text where a language has none.
    expect(fr.text_body).toContain("Stop using the mower now.");
    const mailings = await a.database.db.selectFrom("safety_notice_mailings").selectAll().where("notice_id", "=", noticeId).execute();
    expect(mailings).toHaveLength(3);

    const progress = await request(a.express).get(`/api/ad/safety/notices/${noticeId}/progress`).set(auth);
    expect(progress.body.data).toEqual({ affected: 3, queued: 3, to_send: 3, sent: 0, failed: 0, not_yet_queued: 0 });
  });

  it("mails a new affected registration at the next round, and nobody twice; the progress follows the sender", async () => {
    const [late] = await insertRegistrations(a.database.db, mowerId, [{ serial: "FT4624B00777", email: "late@example.be" }]);
    let progress = await request(a.express).get(`/api/ad/safety/notices/${noticeId}/progress`).set(auth);
    expect(progress.body.data).toMatchObject({ affected: 4, queued: 3, not_yet_queued: 1 });
    expect(await enqueueActiveRecalls(b.database.db, ORIGIN)).toBe(1);
    expect(await enqueueActiveRecalls(a.database.db, ORIGIN)).toBe(0);
    expect((await mailsOf(a.database.db)).filter((m) => m.registration_id === late)).toHaveLength(1);

    const smtp = await createSmtpSink();
    const worker = createMailWorker({ db: b.database.db, smtpUrl: smtp.url, from: "Fantai <no-reply@fantai.example>", logger: pino({ level: "silent" }) });
    try {
      expect(await worker.runOnce()).toEqual({ sent: 4, failed: 0 });
      expect(smtp.received.map((m) => m.to[0]).sort()).toEqual(["camille@example.fr", "emma@example.be", "jan@example.nl", "late@example.be"]);
      expect(readableParts(smtp.received.find((m) => m.to[0] === "jan@example.nl")!.raw)).toContain("Wat u nu moet doen");
    } finally {
      await worker.stop();
      await smtp.stop();
    }
    progress = await request(a.express).get(`/api/ad/safety/notices/${noticeId}/progress`).set(auth);
    expect(progress.body.data).toEqual({ affected: 4, queued: 4, to_send: 0, sent: 4, failed: 0, not_yet_queued: 0 });
    // Saving the active notice again mails no one again.
    expect((await request(a.express).post(`/api/ad/safety/notices/${noticeId}/_update`).set(auth).send({ en_action: "Stop now." })).status).toBe(200);
    expect(await mailsOf(a.database.db)).toHaveLength(4);
  });

  it("flags affected registrations for the admin and the owner space", async () => {
    const ids = [...affected, ...outside].join(",");
    const flags = await request(a.express).get(`/api/ad/safety/registration-flags?ids=${ids}`).set(auth);
    expect(flags.status).toBe(200);
    expect(Object.keys(flags.body.data).map(Number).sort()).toEqual([...affected].sort());
    expect(flags.body.data[String(affected[0])][0]).toMatchObject({ slug: "lm46-blade-bolt", remedy: "replacement" });
    const map = await a.services.safety.noticesAffectingRegistrations(
      [
        { id: 1, product_model: "FT-LM46", serial: "FT4624B00500", purchase_date: "2026-01-01" },
        { id: 2, product_model: "FT-LM46", serial: "FT4624B09999", purchase_date: "2026-01-01" },
      ],
      "fr",
    );
    expect([...map.keys()]).toEqual([1]);
    expect(map.get(1)![0]!.title).toBe("Tondeuse LM46 : la vis de lame peut se desserrer");
  });

  it("shows published notices at /safety and /safety/{slug} in three languages, in the sitemap, with the banner on every page", async () => {
    const list = await request(a.express).get("/fr/safety");
    expect(list.status).toBe(200);
    expect(list.text).toContain("Tondeuse LM46 : la vis de lame peut se desserrer");
    expect(list.text).toContain('href="/fr/safety/lm46-blade-bolt"');
    const notice = await request(a.express).get("/nl/safety/lm46-blade-bolt");
    expect(notice.status).toBe(200);
    for (const text of ["Maaier LM46: de mesbout kan loskomen", "Het mes kan loskomen", "FT4624B00100", "0800 12 345", "Gratis vervanging"])
      expect(notice.text).toContain(text);
    const home = await request(a.express).get("/products");
    expect(home.text).toContain('id="safety-banner"');
    expect(home.text).toContain('href="/safety/lm46-blade-bolt"');
    const sitemap = await request(a.express).get("/sitemaps/pages-1.xml");
    expect(sitemap.text).toContain(`${ORIGIN}/nl/safety/lm46-blade-bolt`);
    expect(sitemap.text).toContain(`${ORIGIN}/safety</loc>`);
  });

  it("answers 'Is my tool affected?' without JavaScript, never with a 500, and never from the registrations", async () => {
    const answer = async (path: string) => {
      const response = await request(a.express).get(path);
      expect(response.status, path).toBe(200);
      return /data-answer="([a-z_]+)"/.exec(response.text)?.[1];
    };
    expect(await answer("/safety?model=ft-lm46&serial=FT4624B00150")).toBe("affected");
    expect(await answer("/safety?model=FT-LM46&serial=FT4624B05000")).toBe("not_affected");
    expect(await answer("/nl/safety/lm46-blade-bolt?model=FT-LM46&serial=ft%204624%20b01000")).toBe("affected");
    // A serial nobody registered is answered exactly as a registered one.
    expect(await answer("/safety?model=FT-LM46&serial=FT4624B01500")).toBe("affected");
    for (const malformed of [
      "/safety?model=&serial=",
      "/safety?model=FT-LM46&serial=%3Cscript%3E",
      "/safety?model=NOPE-1&serial=FT4624B00150",
      "/safety?model=FT-LM46&serial=FT4624B00150&date=2026-13-45",
      `/safety?model=${"x".repeat(500)}&serial=${"9".repeat(500)}`,
      "/safety?model=FT-LM46&serial=%00%00%00",
      "/safety?model=a&model=b&serial=%F0%9F%92%A5%F0%9F%92%A5%F0%9F%92%A5",
      "/safety/lm46-blade-bolt?serial=FT4624B00150",
    ]) {
      expect(await answer(malformed), malformed).toBe("not_recognised");
    }
    // Parameters that are not the form's: the form without an answer.
    expect(await answer("/safety?model[]=a&serial[x]=b")).toBeUndefined();
    expect((await request(a.express).get("/safety/no-such-notice?model=FT-LM46&serial=FT4624B00150")).status).toBe(404);
    expect((await request(a.express).get("/safety/%E0%A4%A")).status).toBeLessThan(500);
  });

  it("keeps a published notice on record: closing it moves it to past notices and ends the banner; it cannot be deleted", async () => {
    expect((await request(a.express).delete(`/api/ad/safety/notices/${noticeId}`).set(auth)).status).toBe(409);
    const closed = await request(a.express).post(`/api/ad/safety/notices/${noticeId}/_update`).set(auth).send({ status: "closed" });
    expect(closed.body.data.closed_at).toBeTruthy();
    const page = await request(a.express).get("/safety/lm46-blade-bolt");
    expect(page.status).toBe(200);
    expect(page.text).toContain("This notice is closed");
    expect((await request(a.express).get("/products")).text).not.toContain('id="safety-banner"');
    const draft = await create({ ...NOTICE, slug: "never-published" });
    expect((await request(a.express).delete(`/api/ad/safety/notices/${draft.body.data.id}`).set(auth)).status).toBe(200);
  });

  it("takes an incident report with photos without JavaScript, queues it as urgent and mails the service address at once", async () => {
    const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: { r: 200, g: 40, b: 40 } } })
      .png()
      .toBuffer();
    const post = (fields: Record<string, string>, files: [Buffer, string][] = []) => {
      let req = request(a.express).post("/fr/safety/report").set("Accept", "text/html");
      for (const [name, value] of Object.entries(fields)) req = req.field(name, value);
      for (const [buffer, name] of files) req = req.attach("photos", buffer, name);
      return req;
    };
    const valid = {
      commodity_id: String(mowerId),
      serial: "FT4624B00100",
      happened_on: "2026-11-20",
      description: "The blade flew off while mowing.",
      injury: "yes",
      name: "Camille Dubois",
      email: "camille@example.fr",
    };

    const missing = await post({ ...valid, description: "short", email: "not-an-email" });
    expect(missing.status).toBe(422);
    expect(missing.text).toContain("Dites-nous-en un peu plus");
    expect(missing.text).toContain('value="Camille Dubois"');

    const notImage = await post(valid, [[Buffer.from("%PDF-1.4 not a picture"), "photo.jpg"]]);
    expect(notImage.status).toBe(415);
    expect(notImage.text).toContain("Les photos doivent être des images JPEG, PNG ou WebP.");
    expect(await a.database.db.selectFrom("safety_reports").select("id").execute()).toEqual([]);

    const sent = await post(valid, [
      [png, "a.png"],
      [png, "b.png"],
    ]);
    expect(sent.status).toBe(200);
    const reference = /SI-\d{4}-[A-Z0-9]{6}/.exec(sent.text)?.[0];
    expect(reference).toBeDefined();
    const reports = await request(a.express).get("/api/ad/safety/reports").set(auth);
    expect(reports.body.data).toHaveLength(1);
    expect(reports.body.data[0]).toMatchObject({ reference, urgent: 1, status: "new", injury: "yes", product_model: "FT-LM46", locale: "fr" });
    const detail = await request(a.express).get(`/api/ad/safety/reports/${reports.body.data[0].id}`).set(auth);
    expect(detail.body.data.photos).toHaveLength(2);
    const photo = await request(a.express).get(`/api/ad/safety/reports/${reports.body.data[0].id}/photos/${detail.body.data.photos[0].id}`).set(auth);
    expect(photo.status).toBe(200);
    expect(photo.headers["content-type"]).toBe("image/webp");
    const alert = await a.database.db.selectFrom("outbox").selectAll().where("kind", "=", "safety_report").execute();
    expect(alert).toHaveLength(1);
    expect(alert[0]!.subject).toMatch(new RegExp(`^URGENT safety report ${reference}`));
    expect(alert[0]!.send_after <= new Date().toISOString()).toBe(true);

    // The honeypot: answered as if accepted, nothing stored.
    const bot = await post({ ...valid, website: "http://spam.example" });
    expect(bot.status).toBe(303);
    expect(await a.database.db.selectFrom("safety_reports").select("id").execute()).toHaveLength(1);
  });

  it("stores a report posted twice from one page once, and shows the same reference both times (decision 073)", async () => {
    const page = await request(a.express).get("/safety/report");
    const token = /name="idempotency_key" value="([0-9a-f]{32})"/.exec(page.text)?.[1];
    expect(token).toBeDefined();
    const post = () =>
      request(a.express)
        .post("/safety/report")
        .set("Accept", "text/html")
        .field("commodity_id", String(mowerId))
        .field("serial", "FT4624B00777")
        .field("happened_on", "2026-11-21")
        .field("description", "The handle cracked while I was pushing the mower up a slope.")
        .field("injury", "no")
        .field("name", "Lotte Jansen")
        .field("email", "lotte@example.nl")
        .field("idempotency_key", token!);
    const count = async () => (await a.database.db.selectFrom("safety_reports").select("id").where("email", "=", "lotte@example.nl").execute()).length;
    const first = await post();
    const second = await post();
    expect([first.status, second.status]).toEqual([200, 200]);
    const referenceOf = (text: string) => /SI-\d{4}-[A-Z0-9]{6}/.exec(text)?.[0];
    expect(referenceOf(second.text)).toBe(referenceOf(first.text));
    expect(await count()).toBe(1);
  });
  it("keeps incident reports from editors and the public", async () => {
    expect((await request(a.express).get("/api/ad/safety/reports")).status).toBe(401);
    await upsertAdmin(a.database.db, { email: "writer@fantai.example", password: "another long enough password", name: "Writer" });
    await a.database.db.updateTable("admin_users").set({ role: "editor" }).where("email", "=", "writer@fantai.example").execute();
    const editor = { Authorization: `Bearer ${await signIn(a, { email: "writer@fantai.example", password: "another long enough password" })}` };
    expect((await request(a.express).get("/api/ad/safety/reports").set(editor)).status).toBe(403);
    expect((await request(a.express).get("/api/ad/safety/registration-flags?ids=1").set(editor)).status).toBe(403);
    expect((await request(a.express).get("/api/ad/safety/notices").set(editor)).status).toBe(200);
  });
});
