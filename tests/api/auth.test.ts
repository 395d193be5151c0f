import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { upsertAdmin } from "#server/services/auth.ts";
import { hashToken } from "#server/services/credentials.ts";
import { createTestApp, type TestApp } from "#tests/support/app.ts";
import { ADMIN, GENEROUS_LIMITS, createAdminTestApp, signIn, type AdminTestApp } from "#tests/support/auth.ts";
import { TEST_ENGINES } from "#tests/support/databases.ts";

describe.each(TEST_ENGINES)("admin sign-in on %s", (engine) => {
  let app: AdminTestApp;
  beforeAll(async () => {
    app = await createAdminTestApp(engine);
  });
  afterAll(() => app.close());

  it("answers a token, its expiry and the admin for valid credentials", async () => {
    const response = await request(app.express).post("/api/login").send({ email: ADMIN.email, password: ADMIN.password });
    expect(response.status).toBe(200);
    const { token, expires_at, user } = response.body.data;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Date.parse(expires_at)).toBeGreaterThan(Date.now());
    expect(user).toEqual({ id: expect.any(Number), email: ADMIN.email, name: ADMIN.name, role: "admin" });
  });

  it("stores only a hash of the token", async () => {
    const rows = await app.database.db.selectFrom("admin_tokens").select("token_hash").execute();
    expect(rows.map((r) => r.token_hash)).toContain(hashToken(app.token));
    expect(rows.map((r) => r.token_hash)).not.toContain(app.token);
  });

  it("accepts the email in any case", async () => {
    const response = await request(app.express).post("/api/login").send({ email: ADMIN.email.toUpperCase(), password: ADMIN.password });
    expect(response.status).toBe(200);
  });

  it("answers a wrong password and an unknown account the same way", async () => {
    const wrong = await request(app.express).post("/api/login").send({ email: ADMIN.email, password: "nope" });
    const unknown = await request(app.express).post("/api/login").send({ email: "ghost@fantai.example", password: "nope" });
    expect(wrong.status).toBe(422);
    expect(unknown.status).toBe(422);
    expect(wrong.body).toEqual(unknown.body);
    expect(wrong.body.errors.email).toEqual(["These credentials do not match our records."]);
  });

  it("answers 422 with field errors for a missing password", async () => {
    const response = await request(app.express).post("/api/login").send({ email: ADMIN.email });
    expect(response.status).toBe(422);
    expect(response.body.errors.password).toBeDefined();
  });

  it("answers 405 to GET /api/login", async () => {
    expect((await request(app.express).get("/api/login")).status).toBe(405);
  });

  it("GET /api/ad/me answers the signed-in admin", async () => {
    const response = await request(app.express).get("/api/ad/me").set(app.auth);
    expect(response.status).toBe(200);
    expect(response.body.data).toMatchObject({ email: ADMIN.email, name: ADMIN.name });
  });

  it.each([
    ["no header", {}],
    ["an unknown token", { Authorization: "Bearer AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA" }],
    ["a malformed header", { Authorization: "Basic abc" }],
  ])("GET /api/ad/me with %s answers exactly 401 Unauthenticated.", async (_case, headers) => {
    const response = await request(app.express).get("/api/ad/me").set(headers);
    expect(response.status).toBe(401);
    expect(response.body).toEqual({ message: "Unauthenticated." });
  });

  it("POST /api/ad/logout revokes the token", async () => {
    const token = await signIn(app);
    const auth = { Authorization: `Bearer ${token}` };
    expect((await request(app.express).post("/api/ad/logout").set(auth)).status).toBe(200);
    const after = await request(app.express).get("/api/ad/me").set(auth);
    expect(after.status).toBe(401);
    expect(after.body).toEqual({ message: "Unauthenticated." });
  });

  it("refuses a token idle past its expiry, and extends a used one", async () => {
    const token = await signIn(app);
    const auth = { Authorization: `Bearer ${token}` };
    const longAgo = new Date(Date.now() - 10 * 60_000).toISOString();
    await app.database.db.updateTable("admin_tokens").set({ last_used_at: longAgo }).where("token_hash", "=", hashToken(token)).execute();
    expect((await request(app.express).get("/api/ad/me").set(auth)).status).toBe(200);
    const touched = await app.database.db.selectFrom("admin_tokens").selectAll().where("token_hash", "=", hashToken(token)).executeTakeFirstOrThrow();
    expect(touched.last_used_at > longAgo).toBe(true);

    await app.database.db
      .updateTable("admin_tokens")
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where("token_hash", "=", hashToken(token))
      .execute();
    expect((await request(app.express).get("/api/ad/me").set(auth)).status).toBe(401);
  });

  it("upsertAdmin resets the password of an existing account and signs it out", async () => {
    const email = "second@fantai.example";
    const created = await upsertAdmin(app.database.db, { email, password: "first-password" });
    expect(created.created).toBe(true);
    const token = await signIn(app, { email, password: "first-password" });
    const reset = await upsertAdmin(app.database.db, { email: email.toUpperCase(), password: "second-password", name: "Second" });
    expect(reset).toMatchObject({ id: created.id, created: false, name: "Second" });
    expect(
      (
        await request(app.express)
          .get("/api/ad/me")
          .set({ Authorization: `Bearer ${token}` })
      ).status,
    ).toBe(401);
    expect((await request(app.express).post("/api/login").send({ email, password: "first-password" })).status).toBe(422);
    expect((await request(app.express).post("/api/login").send({ email, password: "second-password" })).status).toBe(200);
  });
});

describe.each(TEST_ENGINES)("sign-in rate limits on %s", (engine) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp(engine, {
      env: { ...GENEROUS_LIMITS, LOGIN_MAX_PER_ACCOUNT: "3", LOGIN_MAX_PER_IP: "6", LOGIN_SLOW_AFTER: "1", LOGIN_SLOW_STEP_MS: "150" },
    });
    await upsertAdmin(app.database.db, ADMIN);
  });
  afterAll(() => app.close());

  const attempt = (email: string, password = "wrong") => request(app.express).post("/api/login").send({ email, password });

  it("slows repeated failures, then refuses the account with 429, existing or not", async () => {
    const timings: number[] = [];
    for (const _ of [1, 2, 3]) {
      const started = Date.now();
      expect((await attempt(ADMIN.email)).status).toBe(422);
      timings.push(Date.now() - started);
    }
    expect(timings[2]!).toBeGreaterThanOrEqual(250);
    const refused = await attempt(ADMIN.email, ADMIN.password);
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ message: "Too many attempts. Please try again later." });

    for (const _ of [1, 2, 3]) await attempt("nobody@fantai.example");
    const unknown = await attempt("nobody@fantai.example");
    expect(unknown.status).toBe(429);
    expect(unknown.body).toEqual(refused.body);
  });

  it("refuses the IP once it has failed too often across accounts", async () => {
    // Six failures so far from this IP (three per account above): the IP limit is reached.
    const response = await attempt("third@fantai.example");
    expect(response.status).toBe(429);
  });

  it("keeps the counters in the database, shared by every instance", async () => {
    const rows = await app.database.db.selectFrom("rate_limits").select(["key", "hits"]).execute();
    expect(rows.some((row) => row.key.startsWith("login:ip:"))).toBe(true);
    expect(rows.some((row) => row.key.startsWith("login:account:") && !row.key.includes("@"))).toBe(true);
  });
});
