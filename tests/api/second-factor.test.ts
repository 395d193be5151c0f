import request from "supertest";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { upsertAdmin } from "#server/services/auth.ts";
import { totpCode } from "#server/services/totp.ts";
import { createTestApp, type TestApp } from "#tests/support/app.ts";
import { GENEROUS_LIMITS } from "#tests/support/auth.ts";
import { TEST_ENGINES } from "#tests/support/databases.ts";

// A fixed clock: every code below is computed for these moments, 30 s (one RFC 6238 step) apart.
const T0 = Date.parse("2026-11-28T10:00:05Z");
const STEP = 30_000;

const OWNER = { email: "owner@fantai.example", password: "owner password 1234", name: "Owner" };
const EDITOR = { email: "writer@fantai.example", password: "writer password 1234", name: "Writer" };

describe.each(TEST_ENGINES)("two-factor authentication on %s", (engine) => {
  let app: TestApp;
  let secret = "";
  let recoveryCodes: string[] = [];
  beforeAll(async () => {
    app = await createTestApp(engine, { env: { ...GENEROUS_LIMITS } });
    await upsertAdmin(app.database.db, OWNER);
  });
  afterAll(() => app.close());
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(T0);
  });
  afterEach(() => vi.useRealTimers());

  const login = (body: Record<string, string>, from = "127.0.0.1") => request(app.express).post("/api/login").set("X-Forwarded-For", from).send(body);
  const tokenOf = async (body: Record<string, string>) => {
    const response = await login(body);
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    return { Authorization: `Bearer ${response.body.data.token as string}` };
  };
  const secretOf = (grouped: string) => grouped.replace(/\s/g, "");

  it("enrols: a QR code and the secret as text, confirmed by a first code, then ten recovery codes shown once and kept hashed", async () => {
    const auth = await tokenOf(OWNER);
    expect((await request(app.express).get("/api/ad/me").set(auth)).body.data.second_factor).toEqual({
      enabled: false,
      recovery_codes_left: 0,
      required: false,
      enrol_only: false,
    });
    const started = await request(app.express).post("/api/ad/me/second-factor/enrolment").set(auth);
    expect(started.status).toBe(201);
    expect(started.body.data.secret).toMatch(/^([A-Z2-7]{4} ){7}[A-Z2-7]{4}$/);
    secret = secretOf(started.body.data.secret);
    expect(started.body.data.uri).toBe(`otpauth://totp/Fantai:owner%40fantai.example?issuer=Fantai&secret=${secret}&algorithm=SHA1&digits=6&period=30`);
    expect(started.body.data.qr_svg).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);

    // Not on until confirmed: the password alone still signs in.
    expect((await login(OWNER)).status).toBe(200);
    const wrong = await request(app.express).post("/api/ad/me/second-factor/confirmation").set(auth).send({ code: "000000" });
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors.code).toEqual(["This code is not right, or it was used already."]);

    const confirmed = await request(app.express)
      .post("/api/ad/me/second-factor/confirmation")
      .set(auth)
      .send({ code: totpCode(secret, T0) });
    expect(confirmed.status).toBe(200);
    recoveryCodes = confirmed.body.data.recovery_codes;
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    for (const code of recoveryCodes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);

    const stored = await app.database.db.selectFrom("admin_recovery_codes").select(["code_hash", "salt"]).execute();
    expect(stored).toHaveLength(10);
    const dump = JSON.stringify(stored);
    for (const code of recoveryCodes) expect(dump).not.toContain(code.replace("-", ""));
    expect((await request(app.express).get("/api/ad/me/second-factor").set(auth)).body.data).toMatchObject({ enabled: true, recovery_codes_left: 10 });
    // Admins see who uses a second factor.
    const users = await request(app.express).get("/api/ad/users").set(auth);
    expect(users.body.data.find((user: { email: string }) => user.email === OWNER.email).second_factor).toBe(true);
    // A second set-up is refused while one is on.
    expect((await request(app.express).post("/api/ad/me/second-factor/enrolment").set(auth)).status).toBe(422);
  });

  it("asks for the code after a right password, refuses a wrong one, and signs in with the right one", async () => {
    vi.setSystemTime(T0 + 2 * STEP);
    const needed = await login(OWNER);
    expect(needed.status).toBe(422);
    expect(needed.body.errors).toEqual({ code: ["Enter the code from your authenticator app."] });
    expect(needed.body.data).toBeUndefined();

    const wrongPassword = await login({ ...OWNER, password: "not it at all", code: totpCode(secret, T0 + 2 * STEP) });
    expect(wrongPassword.status).toBe(422);
    expect(wrongPassword.body.errors).toEqual({ email: ["These credentials do not match our records."] });

    const wrongCode = await login({ ...OWNER, code: "123456" === totpCode(secret, T0 + 2 * STEP) ? "654321" : "123456" });
    expect(wrongCode.status).toBe(422);
    expect(wrongCode.body.errors.code).toEqual(["This code is not right, or it was used already."]);

    const signedIn = await login({ ...OWNER, code: totpCode(secret, T0 + 2 * STEP) });
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.data.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // A full session: the admin's screens answer.
    expect(
      (
        await request(app.express)
          .get("/api/ad/users")
          .set({ Authorization: `Bearer ${signedIn.body.data.token}` })
      ).status,
    ).toBe(200);
  });

  it("refuses a code for a time step already used, even the same code typed again or an earlier step's code", async () => {
    vi.setSystemTime(T0 + 4 * STEP);
    const code = totpCode(secret, T0 + 4 * STEP);
    expect((await login({ ...OWNER, code })).status).toBe(200);
    const replay = await login({ ...OWNER, code });
    expect(replay.status).toBe(422);
    expect(replay.body.errors.code).toEqual(["This code is not right, or it was used already."]);
    // The previous step's code is still inside the window, but older than the step just used.
    expect((await login({ ...OWNER, code: totpCode(secret, T0 + 3 * STEP) })).status).toBe(422);
    // Two requests racing with the next code: exactly one gets in.
    vi.setSystemTime(T0 + 5 * STEP);
    const next = totpCode(secret, T0 + 5 * STEP);
    const raced = await Promise.all([login({ ...OWNER, code: next }), login({ ...OWNER, code: next })]);
    expect(raced.map((r) => r.status).sort()).toEqual([200, 422]);
  });

  it("signs in with a recovery code once; the same code is refused after", async () => {
    vi.setSystemTime(T0 + 6 * STEP);
    const code = recoveryCodes[0]!;
    const first = await login({ ...OWNER, code: code.toUpperCase() });
    expect(first.status).toBe(200);
    const again = await login({ ...OWNER, code });
    expect(again.status).toBe(422);
    expect(again.body.errors.code).toEqual(["This code is not right, or it was used already."]);
    const auth = { Authorization: `Bearer ${first.body.data.token as string}` };
    expect((await request(app.express).get("/api/ad/me/second-factor").set(auth)).body.data.recovery_codes_left).toBe(9);
  });

  it("regenerates recovery codes and disables only with a current code", async () => {
    vi.setSystemTime(T0 + 8 * STEP);
    const auth = await tokenOf({ ...OWNER, code: totpCode(secret, T0 + 8 * STEP) });
    const noCode = await request(app.express).post("/api/ad/me/second-factor/recovery-codes").set(auth).send({});
    expect(noCode.status).toBe(422);
    expect(noCode.body.errors.code).toBeDefined();
    // The code just used to sign in cannot be used again.
    const replayed = await request(app.express)
      .post("/api/ad/me/second-factor/recovery-codes")
      .set(auth)
      .send({ code: totpCode(secret, T0 + 8 * STEP) });
    expect(replayed.status).toBe(422);

    vi.setSystemTime(T0 + 9 * STEP);
    const renewed = await request(app.express)
      .post("/api/ad/me/second-factor/recovery-codes")
      .set(auth)
      .send({ code: totpCode(secret, T0 + 9 * STEP) });
    expect(renewed.status).toBe(200);
    const fresh = renewed.body.data.recovery_codes as string[];
    expect(fresh).toHaveLength(10);
    // The old codes stop working.
    vi.setSystemTime(T0 + 10 * STEP);
    expect((await login({ ...OWNER, code: recoveryCodes[1]! })).status).toBe(422);
    recoveryCodes = fresh;

    expect((await request(app.express).post("/api/ad/me/second-factor/disable").set(auth).send({ code: "111111" })).status).toBe(422);
    const off = await request(app.express)
      .post("/api/ad/me/second-factor/disable")
      .set(auth)
      .send({ code: totpCode(secret, T0 + 10 * STEP) });
    expect(off.status).toBe(200);
    expect(off.body.data).toMatchObject({ enabled: false, recovery_codes_left: 0 });
    expect(await app.database.db.selectFrom("admin_recovery_codes").selectAll().execute()).toEqual([]);
    expect((await login(OWNER)).status).toBe(200);
  });

  it("requires a second factor when the setting is on: the password alone gives a session that may only enrol", async () => {
    vi.setSystemTime(T0 + 20 * STEP);
    const { id: editorId } = await upsertAdmin(app.database.db, EDITOR);
    await app.database.db.updateTable("admin_users").set({ role: "editor" }).where("id", "=", editorId).execute();
    const ownerAuth = await tokenOf(OWNER);
    const editorAuth = await tokenOf(EDITOR);
    // Admins only.
    expect((await request(app.express).put("/api/ad/security").set(editorAuth).send({ require_second_factor: true })).status).toBe(403);
    expect((await request(app.express).put("/api/ad/security").set(ownerAuth).send({ require_second_factor: "yes" })).status).toBe(422);
    const on = await request(app.express).put("/api/ad/security").set(ownerAuth).send({ require_second_factor: true });
    expect(on.status).toBe(200);
    expect(on.body.data).toEqual({ require_second_factor: true });

    const signedIn = await login(EDITOR);
    expect(signedIn.status).toBe(200);
    const auth = { Authorization: `Bearer ${signedIn.body.data.token as string}` };
    const me = await request(app.express).get("/api/ad/me").set(auth);
    expect(me.body.data.second_factor).toEqual({ enabled: false, recovery_codes_left: 0, required: true, enrol_only: true });
    const blocked = await request(app.express).get("/api/ad/commodities").set(auth);
    expect(blocked.status).toBe(403);
    expect(blocked.body.message).toBe("Set up two-factor authentication first: the site requires it.");

    const started = await request(app.express).post("/api/ad/me/second-factor/enrolment").set(auth);
    expect(started.status).toBe(201);
    const editorSecret = secretOf(started.body.data.secret);
    const confirmed = await request(app.express)
      .post("/api/ad/me/second-factor/confirmation")
      .set(auth)
      .send({ code: totpCode(editorSecret, T0 + 20 * STEP) });
    expect(confirmed.status).toBe(200);
    // The same session now reaches the editor's screens.
    expect((await request(app.express).get("/api/ad/commodities").set(auth)).status).toBe(200);
    // And turning it off is refused while the site requires it.
    vi.setSystemTime(T0 + 21 * STEP);
    const off = await request(app.express)
      .post("/api/ad/me/second-factor/disable")
      .set(auth)
      .send({ code: totpCode(editorSecret, T0 + 21 * STEP) });
    expect(off.status).toBe(422);
    expect(off.body.errors.code).toEqual(["The site requires two-factor authentication: it cannot be turned off."]);
    await request(app.express).put("/api/ad/security").set(ownerAuth).send({ require_second_factor: false });
  });
});

describe.each(TEST_ENGINES)("the sign-in throttle with a second factor on %s", (engine) => {
  let app: TestApp;
  let secret = "";
  let recovery: string[] = [];
  beforeAll(async () => {
    app = await createTestApp(engine, {
      env: { ...GENEROUS_LIMITS, LOGIN_MAX_PER_ACCOUNT: "3", LOGIN_MAX_PER_IP: "5", LOGIN_SLOW_AFTER: "2", LOGIN_SLOW_STEP_MS: "0" },
    });
    await upsertAdmin(app.database.db, OWNER);
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(T0);
    const token = (await request(app.express).post("/api/login").send(OWNER)).body.data.token as string;
    const auth = { Authorization: `Bearer ${token}` };
    secret = ((await request(app.express).post("/api/ad/me/second-factor/enrolment").set(auth)).body.data.secret as string).replace(/\s/g, "");
    recovery = (
      await request(app.express)
        .post("/api/ad/me/second-factor/confirmation")
        .set(auth)
        .send({ code: totpCode(secret, T0) })
    ).body.data.recovery_codes as string[];
    vi.useRealTimers();
  });
  afterAll(() => app.close());
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ["Date"] });
  });
  afterEach(() => vi.useRealTimers());

  const login = (body: Record<string, string>, from: string) => request(app.express).post("/api/login").set("X-Forwarded-For", from).send(body);

  it("lets a right password with a right code in from an address past its limits (a shared office), and nothing else", async () => {
    vi.setSystemTime(T0 + 2 * STEP);
    const office = "198.51.100.7";
    // Someone behind the same address guesses on many accounts, then on the admin's.
    for (let i = 0; i < 3; i += 1) await login({ email: `guess${i}@fantai.example`, password: "guess" }, office);
    for (let i = 0; i < 4; i += 1) await login({ email: OWNER.email, password: `guess ${i}` }, office);
    expect((await login({ email: "other@fantai.example", password: "guess" }, office)).status).toBe(429);

    // The right password alone is refused as before: past the limits it tells nothing about the password.
    expect((await login(OWNER, office)).status).toBe(429);
    // A wrong password with a right code, and a right password with a wrong code, are refused alike.
    expect((await login({ ...OWNER, password: "guess 9", code: totpCode(secret, T0 + 2 * STEP) }, office)).status).toBe(429);
    expect((await login({ ...OWNER, code: "000000" === totpCode(secret, T0 + 2 * STEP) ? "111111" : "000000" }, office)).status).toBe(429);
    // The right password with the right code gets in.
    const signedIn = await login({ ...OWNER, code: totpCode(secret, T0 + 2 * STEP) }, office);
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.data.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // The code it used cannot be replayed from there either.
    expect((await login({ ...OWNER, code: totpCode(secret, T0 + 2 * STEP) }, office)).status).toBe(429);
    // The guesser is still refused.
    expect((await login({ email: OWNER.email, password: "guess 10" }, office)).status).toBe(429);
  });

  it("refuses authenticator codes after ten wrong ones on the account (only a password holder can cause it), but not recovery codes", async () => {
    vi.setSystemTime(T0 + 10 * STEP);
    const right = totpCode(secret, T0 + 10 * STEP);
    const wrong = right === "123456" ? "654321" : "123456";
    // Ten wrong codes after the right password, from ten addresses.
    for (let i = 0; i < 10; i += 1) expect((await login({ ...OWNER, code: wrong }, `203.0.113.${10 + i}`)).status).toBe(422);
    // Now even the right code is refused for the rest of the window…
    expect((await login({ ...OWNER, code: right }, "203.0.113.50")).status).toBe(422);
    // …while a recovery code (about 50 bits, not guessable ten at a time) still gets the admin in.
    expect((await login({ ...OWNER, code: recovery[0]! }, "203.0.113.50")).status).toBe(200);
    // …and in the next window it works again.
    vi.setSystemTime(T0 + 10 * STEP + 16 * 60_000);
    expect((await login({ ...OWNER, code: totpCode(secret, T0 + 10 * STEP + 16 * 60_000) }, "203.0.113.51")).status).toBe(200);
  });
});

describe.each(TEST_ENGINES)("the sign-in page without JavaScript, with a second factor, on %s", (engine) => {
  let app: TestApp;
  let secret = "";
  beforeAll(async () => {
    app = await createTestApp(engine, { pages: true, env: { ...GENEROUS_LIMITS, LOGIN_MAX_PER_IP: "2" } });
    await upsertAdmin(app.database.db, OWNER);
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(T0);
    const token = (await request(app.express).post("/api/login").send(OWNER)).body.data.token as string;
    const auth = { Authorization: `Bearer ${token}` };
    secret = ((await request(app.express).post("/api/ad/me/second-factor/enrolment").set(auth)).body.data.secret as string).replace(/\s/g, "");
    await request(app.express)
      .post("/api/ad/me/second-factor/confirmation")
      .set(auth)
      .send({ code: totpCode(secret, T0) });
    vi.useRealTimers();
  });
  afterAll(() => app.close());
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ["Date"] });
  });
  afterEach(() => vi.useRealTimers());

  const post = (fields: Record<string, string>, from = "192.0.2.1", path = "/login") =>
    request(app.express).post(path).set("X-Forwarded-For", from).type("form").send(fields);
  const tokenIn = (html: string) => /sessionStorage\.setItem\("FANTAI_token","([A-Za-z0-9_-]{43})"\)/.exec(html)?.[1];

  it("asks for the code with a field of its own after the password, in the page's language, and signs in with it", async () => {
    vi.setSystemTime(T0 + 2 * STEP);
    const first = await post({ email: OWNER.email, password: OWNER.password }, "192.0.2.1", "/fr/login");
    expect(first.status).toBe(422);
    expect(first.text).toMatch(/<input id="login-code"[^>]*autoComplete="one-time-code"[^>]*name="code"/i);
    expect(first.text).toContain("Code d’authentification");
    expect(first.text).toContain("saisissez à nouveau votre mot de passe");
    expect(tokenIn(first.text)).toBeUndefined();

    const wrong = await post({ email: OWNER.email, password: OWNER.password, code: "000000" === totpCode(secret, T0 + 2 * STEP) ? "111111" : "000000" });
    expect(wrong.status).toBe(422);
    expect(wrong.text).toContain("This code is not right, or it was used already.");
    expect(wrong.text).toContain('name="code"');

    const signedIn = await post({ email: OWNER.email, password: OWNER.password, code: totpCode(secret, T0 + 2 * STEP) });
    expect(signedIn.status).toBe(200);
    const token = tokenIn(signedIn.text);
    expect(token).toBeTruthy();
    expect(
      (
        await request(app.express)
          .get("/api/ad/me")
          .set({ Authorization: `Bearer ${token!}` })
      ).status,
    ).toBe(200);
    // The same code again is refused.
    expect((await post({ email: OWNER.email, password: OWNER.password, code: totpCode(secret, T0 + 2 * STEP) })).status).toBe(422);
  });

  it("past the address's limits, shows the code field and lets the password with a code in", async () => {
    vi.setSystemTime(T0 + 4 * STEP);
    const office = "192.0.2.99";
    for (let i = 0; i < 3; i += 1) await post({ email: `guess${i}@fantai.example`, password: "guess" }, office);
    const refused = await post({ email: OWNER.email, password: OWNER.password }, office);
    expect(refused.status).toBe(429);
    expect(refused.text).toContain("If your account uses two-factor authentication, you can still sign in");
    expect(refused.text).toContain('name="code"');
    const signedIn = await post({ email: OWNER.email, password: OWNER.password, code: totpCode(secret, T0 + 4 * STEP) }, office);
    expect(signedIn.status).toBe(200);
    expect(tokenIn(signedIn.text)).toBeTruthy();
  });
});
