import { Writable } from "node:stream";
import { pino } from "pino";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { upsertAdmin } from "#server/services/auth.ts";
import { hashToken } from "#server/services/credentials.ts";
import { createTestApp, type TestApp } from "#tests/support/app.ts";
import { ADMIN, GENEROUS_LIMITS } from "#tests/support/auth.ts";
import { TEST_ENGINES } from "#tests/support/databases.ts";
import { oidcEnv, randomVerifier, s256, startTestOidcProvider, type CodeOptions, type TestOidcProvider } from "#tests/support/oidc-provider.ts";

const SITE = "https://www.fantai.example";
const REDIRECT_URI = `${SITE}/login`;
const REFUSED = { message: "The sign-in could not be verified with the provider. Please try again." };
const NO_VERIFIED_EMAIL = { message: "The provider did not confirm an email address for this account." };
const NOT_AN_ADMIN = { message: "No admin account uses the email address the provider confirmed." };

/** What the sign-in button posts after the provider sent the browser back: a fresh code, its verifier, nonce = S256(verifier). */
function browserAnswer(provider: TestOidcProvider, options: Partial<CodeOptions> = {}, redirectUri = REDIRECT_URI) {
  const verifier = randomVerifier();
  const code = provider.issueCode({ redirectUri, codeChallenge: s256(verifier), nonce: s256(verifier), ...options });
  return { code, code_verifier: verifier, redirect_uri: redirectUri, iss: provider.issuer };
}

/** Every log line the app writes, as text. */
function capturedLog() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  return { logger: pino({ level: "debug" }, stream), text: () => lines.join("") };
}

describe.each(TEST_ENGINES)("single sign-on (POST /api/login/oidc) on %s", (engine) => {
  let provider: TestOidcProvider;
  let app: TestApp;
  const log = capturedLog();
  const signIn = (body: object) => request(app.express).post("/api/login/oidc").send(body);

  beforeAll(async () => {
    provider = await startTestOidcProvider({ clientSecret: "provider-secret" });
    app = await createTestApp(engine, { env: { ...GENEROUS_LIMITS, ...oidcEnv(provider), PUBLIC_URL: SITE }, logger: log.logger });
    await upsertAdmin(app.database.db, ADMIN);
  });
  afterAll(async () => {
    await app.close();
    await provider.close();
  });

  it("answers what POST /api/login answers, with a token that works on GET /api/ad/me", async () => {
    const response = await signIn(browserAnswer(provider, { user: { email: ADMIN.email } }));
    expect(response.status).toBe(200);
    const { token, expires_at, user } = response.body.data;
    expect(Object.keys(response.body.data).sort()).toEqual(["expires_at", "token", "user"]);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(user).toEqual({ id: expect.any(Number), email: ADMIN.email, name: ADMIN.name, role: "admin" });
    // TOKEN_IDLE_MINUTES (120 by default), like a password sign-in.
    expect(Date.parse(expires_at) - Date.now()).toBeGreaterThan(119 * 60_000);
    const stored = await app.database.db.selectFrom("admin_tokens").select("token_hash").where("token_hash", "=", hashToken(token)).executeTakeFirst();
    expect(stored).toBeDefined();

    const me = await request(app.express)
      .get("/api/ad/me")
      .set({ Authorization: `Bearer ${token}` });
    expect(me.status).toBe(200);
    expect(me.body.data).toMatchObject({ email: ADMIN.email, name: ADMIN.name });
  });

  it("matches the admin's email in any case", async () => {
    const response = await signIn(browserAnswer(provider, { user: { email: ADMIN.email.toUpperCase() } }));
    expect(response.status).toBe(200);
    expect(response.body.data.user.email).toBe(ADMIN.email);
  });

  it("trusts an email the provider does not mark either way (no email_verified claim)", async () => {
    const response = await signIn(browserAnswer(provider, { user: { email: ADMIN.email, email_verified: undefined } }));
    expect(response.status).toBe(200);
  });

  it("refuses an email no admin has with 401, and creates no account", async () => {
    const before = await app.database.db.selectFrom("admin_users").select("id").execute();
    const response = await signIn(browserAnswer(provider, { user: { email: "stranger@fantai.example" } }));
    expect(response.status).toBe(401);
    expect(response.body).toEqual(NOT_AN_ADMIN);
    expect(await app.database.db.selectFrom("admin_users").select("id").execute()).toHaveLength(before.length);
  });

  it.each([
    ["marked unverified", { email: ADMIN.email, email_verified: false }],
    ["marked unverified as a string", { email: ADMIN.email, email_verified: "false" }],
    ["missing", { email: undefined }],
  ])("refuses an ID token whose email is %s", async (_case, user) => {
    const response = await signIn(browserAnswer(provider, { user }));
    expect(response.status).toBe(401);
    expect(response.body).toEqual(NO_VERIFIED_EMAIL);
  });

  it("refuses a code verifier that does not match the challenge (PKCE)", async () => {
    const answer = browserAnswer(provider, { user: { email: ADMIN.email } });
    const response = await signIn({ ...answer, code_verifier: randomVerifier() });
    expect(response.status).toBe(401);
    expect(response.body).toEqual(REFUSED);
  });

  it("refuses a code the second time", async () => {
    const answer = browserAnswer(provider, { user: { email: ADMIN.email } });
    expect((await signIn(answer)).status).toBe(200);
    const again = await signIn(answer);
    expect(again.status).toBe(401);
    expect(again.body).toEqual(REFUSED);
  });

  const hourAgo = () => Math.floor(Date.now() / 1000) - 3600;
  it.each<[string, Partial<CodeOptions>]>([
    ["for another client (audience)", { claims: { aud: "someone-else" } }],
    ["from another issuer", { claims: { iss: "https://evil.example" } }],
    ["that has expired", { claims: { iat: hourAgo() - 600, exp: hourAgo() } }],
    ["signed with a key the provider does not publish", { foreignKey: true }],
    ["for another sign-in (nonce)", { nonce: s256(randomVerifier()) }],
  ])("refuses an ID token %s, telling nothing of why", async (_case, options) => {
    const response = await signIn(browserAnswer(provider, { user: { email: ADMIN.email }, ...options }));
    expect(response.status).toBe(401);
    expect(response.body).toEqual(REFUSED);
  });

  it("refuses an answer whose iss parameter names another provider (RFC 9207)", async () => {
    const answer = browserAnswer(provider, { user: { email: ADMIN.email } });
    expect((await signIn({ ...answer, iss: "https://evil.example" })).status).toBe(401);
    // This provider announces that it always sends iss, so an answer without one is refused too.
    const { iss: _dropped, ...withoutIss } = browserAnswer(provider, { user: { email: ADMIN.email } });
    expect((await signIn(withoutIss)).status).toBe(401);
  });

  it.each([
    ["another site", "https://evil.example/login"],
    ["another page of this site", `${SITE}/admin/workplace`],
    ["this page with a query", `${REDIRECT_URI}?next=x`],
    ["plain http", "http://www.fantai.example/login"],
  ])("refuses a redirect_uri on %s with 422, before asking the provider", async (_case, redirectUri) => {
    const calls = provider.tokenRequests;
    const response = await signIn(browserAnswer(provider, { user: { email: ADMIN.email } }, redirectUri));
    expect(response.status).toBe(422);
    expect(response.body.errors.redirect_uri[0]).toContain(REDIRECT_URI);
    expect(provider.tokenRequests).toBe(calls);
  });

  it("answers 422 with field errors for a malformed body", async () => {
    const empty = await signIn({});
    expect(empty.status).toBe(422);
    expect(Object.keys(empty.body.errors).sort()).toEqual(["code", "code_verifier", "redirect_uri"]);

    const malformed = await signIn({ code: "abc", code_verifier: "too-short", redirect_uri: "not a url", iss: 42 });
    expect(malformed.status).toBe(422);
    expect(Object.keys(malformed.body.errors).sort()).toEqual(["code_verifier", "iss", "redirect_uri"]);
  });

  it("answers 405 to GET", async () => {
    expect((await request(app.express).get("/api/login/oidc")).status).toBe(405);
  });

  it("logs why a sign-in was refused, never a code, verifier, token or secret", async () => {
    const answer = browserAnswer(provider, { user: { email: ADMIN.email }, claims: { aud: "someone-else" } });
    await signIn(answer);
    const success = await signIn(browserAnswer(provider, { user: { email: ADMIN.email } }));
    const text = log.text();
    expect(text).toContain("code exchange refused");
    expect(text).toContain("OAUTH_JWT_CLAIM_COMPARISON_FAILED");
    for (const secret of [answer.code, answer.code_verifier, success.body.data.token, "provider-secret"]) expect(text).not.toContain(secret);
    // No JWT (ID token) either: they all start with a base64url '{"'.
    expect(text).not.toContain("eyJ");
  });

  it("is described in the OpenAPI document", async () => {
    const document = (await request(app.express).get("/api/openapi.json")).body;
    const operation = document.paths["/api/login/oidc"].post;
    expect(operation.security).toEqual([]); // public: no security requirement
    expect(Object.keys(operation.responses)).toEqual(expect.arrayContaining(["200", "401", "404", "422", "429", "503"]));
    expect(operation.requestBody.content["application/json"].schema.required).toEqual(expect.arrayContaining(["code", "code_verifier", "redirect_uri"]));
  });
});

describe.each(TEST_ENGINES)("single sign-on rate limits on %s", (engine) => {
  let provider: TestOidcProvider;
  let app: TestApp;
  const signIn = (email: string) =>
    request(app.express)
      .post("/api/login/oidc")
      .send(browserAnswer(provider, { user: { email } }));

  beforeAll(async () => {
    provider = await startTestOidcProvider();
    app = await createTestApp(engine, {
      env: { ...GENEROUS_LIMITS, ...oidcEnv(provider), PUBLIC_URL: SITE, LOGIN_MAX_PER_IP: "3", LOGIN_MAX_PER_ACCOUNT: "1" },
    });
    await upsertAdmin(app.database.db, ADMIN);
  });
  afterAll(async () => {
    await app.close();
    await provider.close();
  });

  it("counts failures per IP only, shared with the password sign-in, and refuses past the limit with 429", async () => {
    // Successful sign-ins are given back.
    for (const _ of [1, 2]) expect((await signIn(ADMIN.email)).status).toBe(200);
    // With one failure allowed per account, a shared per-account key would refuse the second: there is none.
    for (const _ of [1, 2, 3]) expect((await signIn("stranger@fantai.example")).status).toBe(401);
    const refused = await signIn(ADMIN.email);
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ message: "Too many attempts. Please try again later." });
    expect((await request(app.express).post("/api/login").send(ADMIN)).status).toBe(429);

    const keys = (await app.database.db.selectFrom("rate_limits").select("key").execute()).map((row) => row.key);
    expect(keys.some((key) => key.startsWith("login:ip:"))).toBe(true);
    expect(keys.some((key) => key.startsWith("login:account:"))).toBe(false);
  });
});

/** Behaviour that does not depend on the database: SQLite is enough. */
describe("single sign-on configuration", () => {
  it("answers 404 with a message when OIDC_* is not set, before validating or counting", async () => {
    const app = await createTestApp("sqlite", { env: { ...GENEROUS_LIMITS, LOGIN_MAX_PER_IP: "1" } });
    try {
      for (const body of [{}, { code: "x", code_verifier: randomVerifier(), redirect_uri: REDIRECT_URI }]) {
        const response = await request(app.express).post("/api/login/oidc").send(body);
        expect(response.status).toBe(404);
        expect(response.body).toEqual({ message: "Single sign-on is not enabled on this server." });
      }
      expect(await app.database.db.selectFrom("rate_limits").select("key").execute()).toEqual([]);
      expect(app.services.oidc).toBeUndefined();
    } finally {
      await app.close();
    }
  });

  it("works for a public client (no secret, PKCE only), with the redirect URI on the request's own origin", async () => {
    const provider = await startTestOidcProvider();
    const app = await createTestApp("sqlite", { env: { ...GENEROUS_LIMITS, ...oidcEnv(provider) } });
    try {
      await upsertAdmin(app.database.db, ADMIN);
      const redirectUri = "http://admin.fantai.test/login";
      const response = await request(app.express)
        .post("/api/login/oidc")
        .set("Host", "admin.fantai.test")
        .send(browserAnswer(provider, { user: { email: ADMIN.email } }, redirectUri));
      expect(response.status).toBe(200);
      await expect(app.services.oidc!.buttonConfig("http://admin.fantai.test")).resolves.toEqual({
        authorizationEndpoint: `${provider.issuer}/authorize`,
        clientId: provider.clientId,
        scope: "openid email profile",
        providerName: "Test ID",
        redirectUri,
      });
    } finally {
      await app.close();
      await provider.close();
    }
  });

  it("answers 503 while the provider is down, and tries its discovery again afterwards", async () => {
    const provider = await startTestOidcProvider();
    const app = await createTestApp("sqlite", { env: { ...GENEROUS_LIMITS, ...oidcEnv(provider), PUBLIC_URL: SITE } });
    try {
      await upsertAdmin(app.database.db, ADMIN);
      provider.available = false;
      await expect(app.services.oidc!.buttonConfig(SITE)).resolves.toBeNull();
      const down = await request(app.express)
        .post("/api/login/oidc")
        .send(browserAnswer(provider, { user: { email: ADMIN.email } }));
      expect(down.status).toBe(503);
      expect(down.body).toEqual({ message: "Single sign-on is temporarily unavailable. Please try again later." });

      provider.available = true;
      await expect(app.services.oidc!.buttonConfig(SITE)).resolves.toMatchObject({ authorizationEndpoint: `${provider.issuer}/authorize` });
      const up = await request(app.express)
        .post("/api/login/oidc")
        .send(browserAnswer(provider, { user: { email: ADMIN.email } }));
      expect(up.status).toBe(200);

      // Discovered once: the provider's token endpoint failing now is a 503 too, not the person's fault.
      provider.available = false;
      expect(
        (
          await request(app.express)
            .post("/api/login/oidc")
            .send(browserAnswer(provider, { user: { email: ADMIN.email } }))
        ).status,
      ).toBe(503);
    } finally {
      await app.close();
      await provider.close();
    }
  });
});
