import sharp from "sharp";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { upsertAdmin } from "#server/services/auth.ts";
import { addDays, todayIn } from "#domain/calendar-days.ts";
import { createTestApp, type TestApp } from "#tests/support/app.ts";
import { ADMIN, GENEROUS_LIMITS, signIn } from "#tests/support/auth.ts";
import { TEST_ENGINES } from "#tests/support/databases.ts";
import { insertProduct } from "#tests/support/fixtures.ts";

/**
 * Service and repair requests (decision 083): the public API and the page without JavaScript, the
 * owner's mails and tracking page, the desk's inbox, statuses, messages and CSV, and what no one may learn from them.
 */
describe.each(TEST_ENGINES)("service requests on %s", (engine) => {
  let app: TestApp;
  let auth: { Authorization: string };
  let mowerId: number;
  let dealerId: number;

  beforeAll(async () => {
    app = await createTestApp(engine, { pages: true, env: { ...GENEROUS_LIMITS, PUBLIC_URL: "https://www.fantai.example" } });
    await upsertAdmin(app.database.db, ADMIN);
    auth = { Authorization: `Bearer ${await signIn(app)}` };
    const mower = await insertProduct(app.database.db, { en: "40V Push Mower", fr: "Tondeuse poussée 40V", nl: "Duwgrasmaaier 40V" });
    await app.database.db.updateTable("commodities").set({ model: "FT-LM42", created_at: "2025-01-10T08:00:00.000Z" }).where("id", "=", mower.id).execute();
    mowerId = mower.id;
    const stamp = new Date().toISOString();
    const dealer = await app.database.db
      .insertInto("dealers")
      .values({
        name: "Tuincentrum De Linde",
        city: "Gent",
        postcode: "9000",
        country: "BE",
        latitude: 51.05,
        longitude: 3.72,
        repairs: 1,
        published: 1,
        created_at: stamp,
        updated_at: stamp,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    dealerId = dealer.id;
  });
  afterAll(() => app.close());

  const valid = () => ({
    commodity_id: mowerId,
    serial: "FT42-2410-08817",
    purchase_date: addDays(todayIn(), -100),
    kind: "fault",
    description: "The motor stops after a minute of mowing.",
    handover: "dealer",
    dealer_id: dealerId,
    name: "Sanne de Vries",
    email: "Sanne@Example.nl",
    country: "NL",
    locale: "nl",
  });
  const post = (body: Record<string, unknown>, key?: string) => {
    const req = request(app.express).post("/api/service/requests");
    return key ? req.set("Idempotency-Key", key).send(body) : req.send(body);
  };
  const mails = (recipient: string) =>
    app.database.db.selectFrom("outbox").selectAll().where("kind", "=", "service_request").where("recipient", "=", recipient).orderBy("id").execute();
  const count = async () => (await app.database.db.selectFrom("service_requests").select("id").execute()).length;
  const png = () =>
    sharp({ create: { width: 40, height: 30, channels: 3, background: { r: 30, g: 120, b: 40 } } })
      .png()
      .toBuffer();

  let reference: string;
  let requestId: number;

  it("records a request through the API with its warranty status, and mails the owner in their language", async () => {
    const created = await post(valid());
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.data.reference).toMatch(/^SR-\d{4}-\d{6}$/);
    expect(created.body.data).toMatchObject({ warranty: "in" });
    reference = created.body.data.reference;
    const [mail] = await mails("Sanne@Example.nl");
    expect(mail!.locale).toBe("nl");
    expect(mail!.subject).toBe(`Uw Fantai-serviceaanvraag ${reference}`);
    expect(mail!.text_body).toContain("Tuincentrum De Linde");
    expect(mail!.text_body).toContain(`https://www.fantai.example/nl/my/service/${reference}`);
    const row = await app.database.db.selectFrom("service_requests").selectAll().where("reference", "=", reference).executeTakeFirstOrThrow();
    requestId = row.id;
    expect(row).toMatchObject({ status: "received", warranty: "in", dealer_name: "Tuincentrum De Linde", product_model: "FT-LM42" });
  });

  it("refuses bad input precisely, in the reader's language, and writes nothing", async () => {
    const before = await count();
    const bad = await post({ ...valid(), kind: "other", description: "short", email: "nope" });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors)).toEqual(expect.arrayContaining(["kind", "description", "email"]));
    const noDealer = await post({ ...valid(), dealer_id: undefined });
    expect(noDealer.status).toBe(422);
    expect(noDealer.body.errors.dealer_id[0]).toBe("Kies een dealer uit de lijst (zoek eerst de herstellers bij u in de buurt).");
    const notRepairer = await post({ ...valid(), dealer_id: 999_999 });
    expect(notRepairer.status).toBe(422);
    const future = await post({ ...valid(), purchase_date: addDays(todayIn(), 3), locale: "en" });
    expect(future.body.errors.purchase_date[0]).toBe("The purchase date cannot be in the future.");
    expect(await count()).toBe(before);
  });

  it("refuses a photo that is no image with 415 and stores nothing", async () => {
    const before = await count();
    const fields = Object.entries(valid());
    let req = request(app.express).post("/api/service/requests");
    for (const [name, value] of fields) req = req.field(name, String(value));
    const refused = await req.attach("photos", Buffer.from("%PDF-1.4 not a picture"), "photo.jpg");
    expect(refused.status).toBe(415);
    expect(await count()).toBe(before);
    expect(await app.database.db.selectFrom("service_request_photos").select("id").execute()).toEqual([]);
  });

  it("answers a retry with the same Idempotency-Key with the first answer and records once", async () => {
    const before = await count();
    const body = { ...valid(), email: "retry@example.be", locale: "en" };
    const first = await post(body, "service-retry-1");
    const second = await post(body, "service-retry-1");
    expect(first.status).toBe(201);
    expect(second.status).toBe(201);
    expect(second.headers["idempotent-replayed"]).toBe("true");
    expect(second.body).toEqual(first.body);
    expect(await count()).toBe(before + 1);
    expect(await mails("retry@example.be")).toHaveLength(1);
  });

  it("never tells whether someone else's registration exists: it counts as no registration", async () => {
    const registered = await app.services.warranty.registerWarranty({
      commodity_id: mowerId,
      serial: "FT42-OTHER-0001",
      purchase_date: addDays(todayIn(), -10),
      where_bought: "Gent",
      country: "BE",
      name: "Someone Else",
      email: "someone@example.be",
      consent: true,
      locale: "en",
      origin: "http://localhost",
    });
    const theirs = await post({ ...valid(), commodity_id: undefined, registration: registered.reference, email: "intruder@example.be", locale: "en" });
    const unknown = await post({ ...valid(), commodity_id: undefined, registration: "W-ZZZZ-ZZZZ", email: "intruder@example.be", locale: "en" });
    expect(theirs.status).toBe(422);
    expect(theirs.body).toEqual(unknown.body);
    // Their own registration's serial decides the warranty (the bonus year included).
    const own = await post({ ...valid(), commodity_id: undefined, registration: registered.reference, email: "Someone@example.be", purchase_date: "" });
    expect(own.status).toBe(201);
    expect(own.body.data.warranty_until).toBe(registered.warranty_until);
  });

  it("takes the form without JavaScript with a photo, once per page token", async () => {
    const page = await request(app.express).get(`/fr/service/request?product=${mowerId}&serial=FT42-1&part=12345-01`);
    expect(page.status).toBe(200);
    expect(page.text).toContain("Pièce 12345-01");
    expect(page.text).toContain('value="FT42-1"');
    expect(page.text).not.toContain('name="company"');
    const token = /name="idempotency_key" value="([0-9a-f]{32})"/.exec(page.text)?.[1];
    const photo = await png();
    const send = () => {
      let req = request(app.express).post("/fr/service/request").set("Accept", "text/html");
      const fields = { ...valid(), email: "camille@example.fr", locale: "fr", idempotency_key: token! };
      for (const [name, value] of Object.entries(fields)) req = req.field(name, String(value));
      return req.attach("photos", photo, "a.png");
    };
    const first = await send();
    const second = await send();
    expect(first.status).toBe(200);
    const referenceOf = (text: string) => /SR-\d{4}-\d{6}/.exec(text)?.[0];
    expect(referenceOf(first.text)).toBeDefined();
    expect(referenceOf(second.text)).toBe(referenceOf(first.text));
    expect(await mails("camille@example.fr")).toHaveLength(1);
    const invalid = await request(app.express).post("/fr/service/request").set("Accept", "text/html").field("name", "Camille").field("description", "court");
    expect(invalid.status).toBe(422);
    expect(invalid.text).toContain("Dites-nous-en un peu plus");
    expect(invalid.text).toContain('value="Camille"');
    const near = await request(app.express)
      .post("/fr/service/request")
      .set("Accept", "text/html")
      .field("intent", "near")
      .field("near", "Gent")
      .field("name", "Camille");
    expect(near.status).toBe(200);
    expect(near.text).toContain("Tuincentrum De Linde");
  });

  it("lets the desk move a request, message the owner and keep notes; each status and message mails the owner", async () => {
    const change = (body: Record<string, unknown>) => request(app.express).post(`/api/ad/service/requests/${requestId}/_update`).set(auth).send(body);
    const inspected = await change({ status: "in_inspection", note: "Motor brushes look worn." });
    expect(inspected.status, JSON.stringify(inspected.body)).toBe(200);
    expect(inspected.body.data).toMatchObject({ status: "in_inspection", overdue: false });
    expect((await change({ status: "received" })).status).toBe(409);
    const repaired = await change({ status: "repaired", message: "We replaced the motor brushes." });
    expect(repaired.body.data.status).toBe("repaired");
    const sent = await mails("Sanne@Example.nl");
    expect(sent.map((mail) => mail.subject)).toEqual([
      `Uw Fantai-serviceaanvraag ${reference}`,
      `Serviceaanvraag ${reference}: in onderzoek`,
      `Serviceaanvraag ${reference}: hersteld`,
      `Een bericht over uw serviceaanvraag ${reference}`,
    ]);
    expect(sent.every((mail) => !mail.text_body.includes("brushes look worn"))).toBe(true);
    const detail = await request(app.express).get(`/api/ad/service/requests/${requestId}`).set(auth);
    expect(detail.body.data.events.map((event: { kind: string }) => event.kind)).toEqual(["status", "status", "note", "status", "message"]);
  });

  it("shows the owner their request and its messages on the tracking page, and nobody else", async () => {
    const signedOut = await request(app.express).get(`/nl/my/service/${reference}`);
    expect(signedOut.status).toBe(200);
    expect(signedOut.headers["cache-control"]).toBe("private, no-store");
    expect(signedOut.text).toContain('data-testid="track-sign-in"');
    expect(signedOut.text).not.toContain("Duwgrasmaaier");
    // An owner with a request but no registration can sign in with the address of the request.
    await request(app.express).post("/nl/my").type("form").send({ intent: "request-link", email: "camille@example.fr", website: "" });
    const link = await app.database.db
      .selectFrom("outbox")
      .select("text_body")
      .where("kind", "=", "owner_sign_in_link")
      .where("recipient", "=", "camille@example.fr")
      .executeTakeFirst();
    const token = /sign-in\?token=([\w-]{43})/.exec(link!.text_body)![1];
    const opened = await request(app.express).post(`/nl/my/sign-in?token=${token}`).type("form").send({});
    const cookie = [opened.headers["set-cookie"]].flat()[0]!.split(";")[0]!;
    const space = await request(app.express).get("/fr/my").set("Cookie", cookie);
    expect(space.text).toContain('data-testid="owner-service-request"');
    // Someone else's reference answers as an unknown one.
    const theirs = await request(app.express).get(`/nl/my/service/${reference}`).set("Cookie", cookie);
    const unknown = await request(app.express).get("/nl/my/service/SR-2020-999999").set("Cookie", cookie);
    expect([theirs.status, unknown.status]).toEqual([404, 404]);

    await request(app.express).post("/nl/my").type("form").send({ intent: "request-link", email: "sanne@example.nl", website: "" });
    const ownLink = await app.database.db
      .selectFrom("outbox")
      .select("text_body")
      .where("kind", "=", "owner_sign_in_link")
      .where("recipient", "=", "sanne@example.nl")
      .executeTakeFirst();
    const ownToken = /sign-in\?token=([\w-]{43})/.exec(ownLink!.text_body)![1];
    const ownCookie = [(await request(app.express).post(`/nl/my/sign-in?token=${ownToken}`).type("form").send({})).headers["set-cookie"]]
      .flat()[0]!
      .split(";")[0]!;
    const tracked = await request(app.express).get(`/nl/my/service/${reference}`).set("Cookie", ownCookie);
    expect(tracked.status).toBe(200);
    expect(tracked.text).toContain("Hersteld");
    expect(tracked.text).toContain("We replaced the motor brushes.");
    expect(tracked.text).not.toContain("brushes look worn");
  });

  it("filters the inbox, finds by reference, serial or email, marks overdue requests and exports CSV", async () => {
    const longAgo = new Date(Date.now() - 12 * 86_400_000).toISOString();
    const stale = await app.database.db.selectFrom("service_requests").select("id").where("email", "=", "retry@example.be").executeTakeFirstOrThrow();
    await app.database.db.updateTable("service_requests").set({ touched_at: longAgo, created_at: longAgo }).where("id", "=", stale.id).execute();
    const list = (query: string) => request(app.express).get(`/api/ad/service/requests?${query}`).set(auth);
    const overdue = await list("age=overdue");
    expect(overdue.body.data.map((row: { id: number }) => row.id)).toEqual([stale.id]);
    expect(overdue.body.data[0].overdue).toBe(true);
    expect((await list(`q=${reference}`)).body.data).toHaveLength(1);
    expect((await list("q=ft42241008817")).body.data.map((row: { reference: string }) => row.reference)).toContain(reference);
    expect((await list("q=sanne@example.nl")).body.data.map((row: { reference: string }) => row.reference)).toContain(reference);
    expect((await list("status=repaired")).body.data.map((row: { id: number }) => row.id)).toEqual([requestId]);
    expect((await list("kind=question")).body.data).toEqual([]);
    expect((await list("country=NL")).body.meta.pagination.total).toBeGreaterThan(0);
    const csv = await request(app.express).get("/api/ad/service/requests/_export?status=repaired").set(auth);
    expect(csv.status).toBe(200);
    expect(csv.text).toContain(reference);
    expect(csv.text.split("\n")[0]).toContain("reference");
  });

  it("keeps service requests from editors and the public", async () => {
    expect((await request(app.express).get("/api/ad/service/requests")).status).toBe(401);
    await upsertAdmin(app.database.db, { email: "writer@fantai.example", password: "another long enough password", name: "Writer" });
    await app.database.db.updateTable("admin_users").set({ role: "editor" }).where("email", "=", "writer@fantai.example").execute();
    const editor = { Authorization: `Bearer ${await signIn(app, { email: "writer@fantai.example", password: "another long enough password" })}` };
    expect((await request(app.express).get("/api/ad/service/requests").set(editor)).status).toBe(403);
    expect((await request(app.express).get(`/api/ad/service/requests/${requestId}`).set(editor)).status).toBe(403);
    expect((await request(app.express).get("/api/ad/service/requests/_export").set(editor)).status).toBe(403);
  });
});
