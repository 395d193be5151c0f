import { randomUUID } from "node:crypto";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { defineApi } from "#server/api/index.ts";
import { idempotencyScopeOf } from "#server/api/idempotent.ts";
import { EXPIRING_ROWS, purgeExpiredRows } from "#server/services/expiring-rows.ts";
import { runIdempotent } from "#server/services/idempotency.ts";
import { addDays, todayIn } from "#domain/calendar-days.ts";
import { validEnquiry } from "#tests/support/api-fixtures.ts";
import { apiDepsOf, createTestApp, type TestApp } from "#tests/support/app.ts";
import { GENEROUS_LIMITS } from "#tests/support/auth.ts";
import { createSharedTestDatabases, TEST_ENGINES, type TestDatabase } from "#tests/support/databases.ts";
import { insertProduct } from "#tests/support/fixtures.ts";

/** (decision 073) A public POST sent again with its Idempotency-Key gets the first answer and creates nothing. */

const PNG = Buffer.from(
  "89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8ffff3f0005fe02fea7d6a4f10000000049454e44ae426082",
  "hex",
);
const daysAgo = (days: number) => addDays(todayIn(), -days);

async function counts(app: TestApp) {
  const count = async (table: "demands" | "file_forms" | "warranty_registrations" | "outbox" | "idempotency_keys") =>
    Number(
      (
        await app.database.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<string | number>().as("n"))
          .executeTakeFirstOrThrow()
      ).n,
    );
  return {
    demands: await count("demands"),
    signups: await count("file_forms"),
    registrations: await count("warranty_registrations"),
    mails: await count("outbox"),
    keys: await count("idempotency_keys"),
  };
}

describe.each(TEST_ENGINES)("idempotent retries of the public forms on %s", (engine) => {
  let app: TestApp;
  let mowerId: number;
  beforeAll(async () => {
    app = await createTestApp(engine, { env: GENEROUS_LIMITS });
    mowerId = (await insertProduct(app.database.db, { en: "40V Push Mower" })).id;
    await app.database.db.updateTable("commodities").set({ created_at: "2025-01-10T08:00:00.000Z" }).where("id", "=", mowerId).execute();
    await app.database.db.updateTable("site_settings").set({ email_primary: "sales@fantai.example" }).where("id", "=", 1).execute();
  });
  afterAll(() => app.close());

  const registration = (overrides: Record<string, unknown> = {}) => ({
    commodity_id: mowerId,
    serial: `SN-${randomUUID().slice(0, 8)}`,
    purchase_date: daysAgo(10),
    where_bought: "Brico Mechelen",
    country: "BE",
    name: "Marie Dupont",
    email: "marie@example.com",
    consent: "true",
    ...overrides,
  });

  it("every public POST that writes takes the key (a new one adopts it with idempotentWrite)", () => {
    const [publicApi] = defineApi(apiDepsOf(app));
    const posts = publicApi!.endpoints.filter((endpoint) => endpoint.method === "post" && !endpoint.path.startsWith("/login"));
    expect(posts.map((endpoint) => [endpoint.path, idempotencyScopeOf(endpoint)])).toEqual([
      ["/demands", "demands"],
      ["/file/forms", "file-forms"],
      ["/paper-copies", "paper-copies"],
      ["/warranty/registrations", "warranty-registrations"],
      ["/service/requests", "service-requests"],
    ]);
  });

  it("answers an enquiry sent again with its key as the first time, and stores one enquiry and its notifications once", async () => {
    const before = await counts(app);
    const key = randomUUID();
    const first = await request(app.express).post("/api/demands").set("Idempotency-Key", key).send(validEnquiry);
    expect(first.status).toBe(201);
    expect(first.headers["idempotent-replayed"]).toBeUndefined();
    // The same enquiry as a form this time: the same values, so the same request.
    const { form: _form, ...fields } = validEnquiry;
    const again = await request(app.express)
      .post("/api/demands")
      .set("Idempotency-Key", key)
      .type("form")
      .send({ ...fields, form: validEnquiry.form });
    expect(again.status).toBe(first.status);
    expect(again.body).toEqual(first.body);
    expect(again.headers["idempotent-replayed"]).toBe("true");
    const after = await counts(app);
    expect(after.demands - before.demands).toBe(1);
    // The enquiry's notifications (one per staff address), once.
    expect(after.mails - before.mails).toBe(2);
    expect(after.keys - before.keys).toBe(1);
  });

  it("refuses the key with another body (422 on idempotency_key) and creates nothing", async () => {
    const key = randomUUID();
    expect((await request(app.express).post("/api/demands").set("Idempotency-Key", key).send(validEnquiry)).status).toBe(201);
    const before = await counts(app);
    const other = await request(app.express)
      .post("/api/demands")
      .set("Idempotency-Key", key)
      .set("Accept-Language", "fr")
      .send({ ...validEnquiry, message: "Another question altogether." });
    expect(other.status).toBe(422);
    expect(other.body.errors.idempotency_key[0]).toMatch(/Idempotency-Key a déjà servi/);
    expect(await counts(app)).toEqual(before);
  });

  it("keeps keys apart per call, refuses a malformed key, and leaves no key behind a refused request", async () => {
    const key = randomUUID();
    expect((await request(app.express).post("/api/demands").set("Idempotency-Key", key).send(validEnquiry)).status).toBe(201);
    const signup = await request(app.express).post("/api/file/forms").set("Idempotency-Key", key).field("email", "same-key@example.com");
    expect(signup.status).toBe(201);
    expect(signup.headers["idempotent-replayed"]).toBeUndefined();

    for (const bad of ["", "has space", "x".repeat(256), "é"]) {
      const response = await request(app.express).post("/api/demands").set("Idempotency-Key", bad).send(validEnquiry);
      expect(response.status, JSON.stringify(bad)).toBe(422);
      expect(response.body.errors.idempotency_key).toBeDefined();
    }

    const before = await counts(app);
    const invalid = await request(app.express)
      .post("/api/demands")
      .set("Idempotency-Key", "k-invalid")
      .send({ ...validEnquiry, email: "nope" });
    expect(invalid.status).toBe(422);
    expect(await counts(app)).toEqual(before);
    // The key was not used up: the corrected enquiry goes through with it.
    expect((await request(app.express).post("/api/demands").set("Idempotency-Key", "k-invalid").send(validEnquiry)).status).toBe(201);
  });

  it("gives a warranty registration's answer again — same reference and certificate link — with one registration, proof included", async () => {
    const before = await counts(app);
    const body = registration();
    const send = () => {
      let call = request(app.express).post("/api/warranty/registrations").set("Idempotency-Key", "warranty-retry-1");
      for (const [name, value] of Object.entries(body)) call = call.field(name, String(value));
      return call.attach("proof", PNG, { filename: "receipt.png", contentType: "image/png" });
    };
    const first = await send();
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    const again = await send();
    expect(again.status).toBe(201);
    expect(again.body).toEqual(first.body);
    const after = await counts(app);
    expect(after.registrations - before.registrations).toBe(1);
    // The stored answer holds the certificate link, which is otherwise kept only as a digest: it is sealed with the client's key.
    const [row] = await app.database.db.selectFrom("idempotency_keys").selectAll().where("scope", "=", "warranty-registrations").execute();
    expect(row!.body).not.toContain(first.body.data.reference);
    expect(row!.body).not.toContain(first.body.data.certificate_url.split("/").pop());
    expect(row!.key_hash).not.toContain("warranty-retry-1");

    // Another proof is another request.
    let other = request(app.express).post("/api/warranty/registrations").set("Idempotency-Key", "warranty-retry-1");
    for (const [name, value] of Object.entries(body)) other = other.field(name, String(value));
    const refused = await other.attach("proof", Buffer.concat([PNG, Buffer.from([0])]), { filename: "receipt.png", contentType: "image/png" });
    expect(refused.status).toBe(422);
    expect((await counts(app)).registrations).toBe(after.registrations);
  });

  it("answers 422 (not 500) to two keyed registrations of one serial at once, and keeps only the one that was made", async () => {
    const serial = `SN-${randomUUID().slice(0, 8)}`;
    const before = await counts(app);
    const answers = await Promise.all(
      ["race-a", "race-b"].map((key) => request(app.express).post("/api/warranty/registrations").set("Idempotency-Key", key).send(registration({ serial }))),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 422]);
    const after = await counts(app);
    expect(after.registrations - before.registrations).toBe(1);
    expect(after.keys - before.keys).toBe(1);
  });

  it("forgets a key after 24 hours: the scheduled purge removes it, and until then it counts as new", async () => {
    const db = app.database.db;
    // Long ago, so the keys of the other tests (made today) are not yet due for the purge.
    const start = new Date("2020-01-01T10:00:00.000Z");
    const request = { scope: "test", key: "purge-me", body: { n: 1 } };
    let runs = 0;
    const work = async () => ({ status: 201, body: { run: ++runs } });
    expect(await runIdempotent(db, { ...request, now: start }, work)).toEqual({ status: 201, body: { run: 1 }, replayed: false });
    expect(await runIdempotent(db, { ...request, now: new Date(start.getTime() + 23 * 3_600_000) }, work)).toEqual({
      status: 201,
      body: { run: 1 },
      replayed: true,
    });
    // Past its 24 hours, before any purge: a new request.
    const later = new Date(start.getTime() + 25 * 3_600_000);
    expect(await runIdempotent(db, { ...request, now: later }, work)).toMatchObject({ body: { run: 2 }, replayed: false });
    const keysOnly = EXPIRING_ROWS.filter((rows) => rows.table === "idempotency_keys");
    expect(await purgeExpiredRows(db, new Date(later.getTime() + 23 * 3_600_000), keysOnly)).toEqual({ skipped: false, removed: { idempotency_keys: 0 } });
    expect(await purgeExpiredRows(db, new Date(later.getTime() + 24 * 3_600_000), keysOnly)).toEqual({ skipped: false, removed: { idempotency_keys: 1 } });
    expect(await db.selectFrom("idempotency_keys").select("scope").where("scope", "=", "test").execute()).toEqual([]);
  });
});

/**
 * Two app instances on one database racing the same key (a load balancer sending a client's retry to another
 * container while the first is still writing). PostgreSQL: two pools, as two containers have. SQLite: two apps on
 * one handle (in one process, two connections to one file would block each other's event loop; across processes
 * SQLite's busy wait does the same job).
 */
describe.each(TEST_ENGINES)("the same key on two instances at once on %s", (engine) => {
  let one: TestApp;
  let two: TestApp;
  let shared: TestDatabase | undefined;
  beforeAll(async () => {
    if (engine === "postgres") {
      const [first, second] = await createSharedTestDatabases(engine);
      shared = first;
      one = await createTestApp(engine, { env: GENEROUS_LIMITS, database: first });
      two = await createTestApp(engine, { env: GENEROUS_LIMITS, database: second });
    } else {
      one = await createTestApp(engine, { env: GENEROUS_LIMITS });
      two = await createTestApp(engine, { env: GENEROUS_LIMITS, database: one.database });
    }
  });
  afterAll(async () => {
    await two.close();
    await one.close();
    await shared?.destroy();
  });

  it("creates exactly one enquiry, and every request gets the same answer", async () => {
    const mailsPerEnquiry = new Set<number>();
    for (let round = 0; round < 3; round++) {
      const before = await counts(one);
      const key = randomUUID();
      const body = { ...validEnquiry, message: `Round ${round}: we would like to sell your mowers.` };
      const answers = await Promise.all(
        [one, two, one, two, one, two].map((app) => request(app.express).post("/api/demands").set("Idempotency-Key", key).send(body)),
      );
      expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201, 201, 201, 201]);
      for (const answer of answers) expect(answer.body).toEqual({ data: { ok: true } });
      expect(answers.filter((answer) => answer.headers["idempotent-replayed"] === "true")).toHaveLength(5);
      const after = await counts(two);
      expect(after.demands - before.demands).toBe(1);
      mailsPerEnquiry.add(after.mails - before.mails);
    }
    // One enquiry's notifications each round, never one per request.
    expect(mailsPerEnquiry.size).toBe(1);
    expect([...mailsPerEnquiry][0]).toBeLessThanOrEqual(2);
  });

  it("gives both instances the same warranty registration", async () => {
    const mower = await insertProduct(one.database.db, { en: "40V Push Mower" });
    await one.database.db.updateTable("commodities").set({ created_at: "2025-01-10T08:00:00.000Z" }).where("id", "=", mower.id).execute();
    const body = {
      commodity_id: mower.id,
      serial: "SN-TWIN-1",
      purchase_date: daysAgo(5),
      where_bought: "Brico",
      country: "BE",
      name: "Marie Dupont",
      email: "marie@example.com",
      consent: true,
    };
    const answers = await Promise.all(
      [one, two, two, one].map((app) => request(app.express).post("/api/warranty/registrations").set("Idempotency-Key", "twin").send(body)),
    );
    expect(new Set(answers.map((answer) => answer.status))).toEqual(new Set([201]));
    expect(new Set(answers.map((answer) => answer.body.data.reference)).size).toBe(1);
    expect((await counts(one)).registrations).toBe(1);
  });
});
