import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formPostAllowance } from "#server/http/rate-limit.ts";
import { createTestApp, type TestApp } from "#tests/support/app.ts";
import { validEnquiry } from "#tests/support/api-fixtures.ts";
import { GENEROUS_LIMITS } from "#tests/support/auth.ts";
import { TEST_ENGINES } from "#tests/support/databases.ts";

describe.each(TEST_ENGINES)("public forms on %s", (engine) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp(engine, { env: GENEROUS_LIMITS });
  });
  afterAll(() => app.close());

  const enquiries = () => app.database.db.selectFrom("demands").selectAll().execute();
  const signups = () => app.database.db.selectFrom("file_forms").selectAll().execute();

  describe("POST /api/demands", () => {
    it("stores a valid enquiry and answers 201", async () => {
      const response = await request(app.express)
        .post("/api/demands")
        .send({ ...validEnquiry, locale: "nl" });
      expect(response.status).toBe(201);
      expect(response.body).toEqual({ data: { ok: true } });
      const [stored] = await enquiries();
      expect(stored).toMatchObject({ ...validEnquiry, locale: "nl", handled: 0 });
    });

    it("takes the language from Accept-Language when the body has none, and the contact form by default", async () => {
      const { form: _form, ...contact } = validEnquiry;
      await request(app.express)
        .post("/api/demands")
        .set("Accept-Language", "fr-BE,fr;q=0.9")
        .send({ ...contact, email: "fr@example.com" });
      const stored = (await enquiries()).find((d) => d.email === "fr@example.com");
      expect(stored).toMatchObject({ locale: "fr", form: "contact" });
    });

    it("accepts an urlencoded form too", async () => {
      const response = await request(app.express)
        .post("/api/demands")
        .type("form")
        .send({ ...validEnquiry, email: "form@example.com" });
      expect(response.status).toBe(201);
    });

    it("answers 422 with one message per invalid field, in English by default", async () => {
      const response = await request(app.express)
        .post("/api/demands")
        .send({ ...validEnquiry, name: "J", email: "not-an-email", country: "XX", message: "" });
      expect(response.status).toBe(422);
      expect(response.body.errors).toEqual({
        name: ["Length Should Be 2 To More"],
        email: ["You Must Be Input @xxx"],
        country: ["Please Select Country"],
        message: ["Please Input Demand Content"],
      });
      expect(response.body.message).toBe("Length Should Be 2 To More (and 3 more errors)");
    });

    it("answers the messages in French or Dutch when asked", async () => {
      const fr = await request(app.express)
        .post("/api/demands")
        .set("Accept-Language", "fr")
        .send({ ...validEnquiry, company: "" });
      const nl = await request(app.express)
        .post("/api/demands")
        .send({ ...validEnquiry, company: "", locale: "nl" });
      expect(fr.body.errors.company[0]).not.toBe("Please Input Company");
      expect(nl.body.errors.company[0]).not.toBe("Please Input Company");
      expect(fr.body.errors.company[0]).not.toBe(nl.body.errors.company[0]);
      expect(fr.body.errors.company[0]).not.toMatch(/^form\./);
    });

    it("limits every text's length", async () => {
      const response = await request(app.express)
        .post("/api/demands")
        .send({ ...validEnquiry, message: "x".repeat(5001) });
      expect(response.status).toBe(422);
      expect(response.body.errors.message).toBeDefined();
    });

    it("pretends success and stores nothing when the honeypot is filled", async () => {
      const before = (await enquiries()).length;
      const response = await request(app.express)
        .post("/api/demands")
        .send({ ...validEnquiry, website: "http://spam.example" });
      expect(response.status).toBe(201);
      expect(response.body).toEqual({ data: { ok: true } });
      expect(await enquiries()).toHaveLength(before);
      const invalidToo = await request(app.express).post("/api/demands").send({ website: "spam" });
      expect(invalidToo.status).toBe(201);
    });

    it("answers 405 to GET", async () => {
      expect((await request(app.express).get("/api/demands")).status).toBe(405);
    });
  });

  describe("POST /api/file/forms", () => {
    it("signs up an email sent as form-data (201)", async () => {
      const response = await request(app.express).post("/api/file/forms").field("email", "Reader@Example.com").field("locale", "fr");
      expect(response.status).toBe(201);
      expect(response.body).toEqual({ data: { ok: true } });
      expect(await signups()).toMatchObject([{ email: "reader@example.com", locale: "fr" }]);
    });

    it("does not store a repeated email twice, and answers the same", async () => {
      const again = await request(app.express).post("/api/file/forms").field("email", "reader@example.com");
      const json = await request(app.express).post("/api/file/forms").send({ email: " READER@example.com " });
      expect(again.status).toBe(201);
      expect(again.body).toEqual({ data: { ok: true } });
      expect(json.status).toBe(201);
      expect(await signups()).toHaveLength(1);
    });

    it("answers 422 to a missing or malformed email", async () => {
      const missing = await request(app.express).post("/api/file/forms").field("other", "x");
      expect(missing.status).toBe(422);
      expect(missing.body.errors.email).toEqual(["Please Input Email"]);
      const malformed = await request(app.express).post("/api/file/forms").field("email", "nope");
      expect(malformed.body.errors.email).toEqual(["You Must Be Input @xxx"]);
    });

    it("refuses files (422) and honours the honeypot", async () => {
      const withFile = await request(app.express).post("/api/file/forms").attach("email", Buffer.from("x"), "x.txt");
      expect(withFile.status).toBe(422);
      const trap = await request(app.express).post("/api/file/forms").field("email", "bot@example.com").field("website", "x");
      expect(trap.status).toBe(201);
      expect((await signups()).map((s) => s.email)).not.toContain("bot@example.com");
    });
  });
});

describe.each(TEST_ENGINES)("public form rate limits on %s", (engine) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp(engine, { env: { ...GENEROUS_LIMITS, FORM_MAX_PER_IP: "2" } });
  });
  afterAll(() => app.close());

  it("answers 429 once an IP has sent too many enquiries, counting each form apart", async () => {
    for (const i of [1, 2])
      expect(
        (
          await request(app.express)
            .post("/api/demands")
            .send({ ...validEnquiry, email: `a${i}@example.com` })
        ).status,
      ).toBe(201);
    const refused = await request(app.express).post("/api/demands").send(validEnquiry);
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ message: "Too many attempts. Please try again later." });
    expect((await request(app.express).post("/api/file/forms").send({ email: "still@example.com" })).status).toBe(201);
  });

  it("shares the counters with the website's no-JavaScript form posts (formPostAllowance)", async () => {
    const allow = formPostAllowance(app.services.rateLimits, app.config);
    // The API posts above came from 127.0.0.1 and used up its allowance.
    expect(await allow("127.0.0.1", "demands")).toBe(false);
    expect(await allow("203.0.113.9", "demands")).toBe(true);
    expect(await allow("203.0.113.9", "demands")).toBe(true);
    expect(await allow("203.0.113.9", "demands")).toBe(false);
    expect(await allow("203.0.113.9", "file-forms")).toBe(true);
  });
});
