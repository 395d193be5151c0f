import type { AddressInfo } from "node:net";
import { connect } from "node:net";
import type { Server } from "node:http";
import { pino } from "pino";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { upsertAdmin } from "#server/services/auth.ts";
import { hashToken } from "#server/services/credentials.ts";
import { createTestApp, type TestApp } from "#tests/support/app.ts";
import { FORM_MAX_BYTES } from "#domain/forms/body-limits.ts";
import { ADMIN, GENEROUS_LIMITS, signIn } from "#tests/support/auth.ts";
import { TEST_ENGINES } from "#tests/support/databases.ts";
import { validEnquiry } from "#tests/support/api-fixtures.ts";
import { insertProduct } from "#tests/support/fixtures.ts";
import { todayIn } from "#domain/calendar-days.ts";
import sharp from "sharp";

/** What an attacker finds at the door. */

/** A pino logger whose lines the test reads. */
function capturedLogger() {
  const lines: string[] = [];
  return { logger: pino({ level: "debug" }, { write: (line: string) => void lines.push(line) }), text: () => lines.join("") };
}

/** Sends raw bytes and gives back what the server answered, and whether it closed the connection (rather than leaving it open until `waitMs`). */
async function rawExchange(server: Server, bytes: string, waitMs = 5_000): Promise<{ answer: string; closedByServer: boolean }> {
  const { port } = server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    const socket = connect(port, "127.0.0.1");
    let answer = "";
    const timer = setTimeout(() => {
      socket.destroy();
      resolve({ answer, closedByServer: false });
    }, waitMs);
    socket.on("data", (chunk) => {
      answer += chunk.toString("latin1");
    });
    socket.on("close", () => {
      clearTimeout(timer);
      resolve({ answer, closedByServer: true });
    });
    socket.on("error", (error) => {
      clearTimeout(timer);
      if (answer) resolve({ answer, closedByServer: true });
      else reject(error);
    });
    socket.write(bytes);
  });
}

const statusLine = (answer: string) => Number(/^HTTP\/1\.[01] (\d{3})/.exec(answer)?.[1]);

describe.each(TEST_ENGINES)("sign-in throttling without lock-out on %s", (engine) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp(engine, {
      env: { ...GENEROUS_LIMITS, LOGIN_MAX_PER_ACCOUNT: "3", LOGIN_MAX_PER_IP: "6", LOGIN_SLOW_AFTER: "1", LOGIN_SLOW_STEP_MS: "100" },
    });
    await upsertAdmin(app.database.db, ADMIN);
  });
  afterAll(() => app.close());

  const attempt = (from: string, email: string, password = "wrong") =>
    request(app.express).post("/api/login").set("X-Forwarded-For", from).send({ email, password });

  it("refuses the attacker's address on the account, and still lets the admin in from another address", async () => {
    for (const _ of [1, 2, 3]) expect((await attempt("203.0.113.1", ADMIN.email)).status).toBe(422);
    const attacker = await attempt("203.0.113.1", ADMIN.email, ADMIN.password);
    expect(attacker.status).toBe(429);
    expect(attacker.body).toEqual({ message: "Too many attempts. Please try again later." });

    const admin = await attempt("198.51.100.7", ADMIN.email, ADMIN.password);
    expect(admin.status).toBe(200);
    expect(admin.body.data.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it("still stops brute force from one address, across accounts", async () => {
    const from = "203.0.113.2";
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) statuses.push((await attempt(from, `guess${i}@fantai.example`)).status);
    expect(statuses.slice(0, 6)).toEqual([422, 422, 422, 422, 422, 422]);
    expect(statuses[6]).toBe(429);
    // The right password from that address is refused too: it has failed too often.
    expect((await attempt(from, ADMIN.email, ADMIN.password)).status).toBe(429);
  });

  it("slows down guesses on one account from many addresses, without refusing them", async () => {
    const account = "target@fantai.example";
    await upsertAdmin(app.database.db, { email: account, password: "the right password", name: "Target" });
    for (let i = 1; i <= 5; i++) expect((await attempt(`192.0.2.${i}`, account)).status).toBe(422);
    const started = Date.now();
    const fresh = await attempt("192.0.2.99", account, "the right password");
    const elapsed = Date.now() - started;
    expect(fresh.status).toBe(200);
    // Five failures before, slowed after one: (5 - 1 + 1) × 100 ms.
    expect(elapsed).toBeGreaterThanOrEqual(450);
  });

  it("keeps the pair counters as digests, never as addresses or emails", async () => {
    const keys = (await app.database.db.selectFrom("rate_limits").select("key").execute()).map((row) => row.key);
    expect(keys.some((key) => key.startsWith("login:pair:"))).toBe(true);
    expect(keys.some((key) => key.startsWith("login:account:"))).toBe(true);
    const digests = keys.filter((key) => key.startsWith("login:pair:") || key.startsWith("login:account:"));
    expect(digests.join(" ")).not.toMatch(/@|203\.0\.113|fantai/);
  });
});

describe.each(TEST_ENGINES)("admin sessions on %s", (engine) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp(engine, { env: { ...GENEROUS_LIMITS, ADMIN_SESSION_MAX_HOURS: "12", TOKEN_IDLE_MINUTES: "120" } });
    await upsertAdmin(app.database.db, ADMIN);
  });
  afterAll(() => app.close());

  it("end 12 hours after sign-in however busy, on top of the idle time-out", async () => {
    const token = await signIn(app);
    const auth = { Authorization: `Bearer ${token}` };
    const thirteenHoursAgo = new Date(Date.now() - 13 * 3_600_000).toISOString();
    // In use a minute ago and not idle-expired: only the absolute lifetime can end it.
    await app.database.db
      .updateTable("admin_tokens")
      .set({
        created_at: thirteenHoursAgo,
        last_used_at: new Date(Date.now() - 60_000).toISOString(),
        expires_at: new Date(Date.now() + 3_600_000).toISOString(),
      })
      .where("token_hash", "=", hashToken(token))
      .execute();
    const response = await request(app.express).get("/api/ad/me").set(auth);
    expect(response.status).toBe(401);
    expect(response.body).toEqual({ message: "Unauthenticated." });
  });

  it("never slide the idle expiry past the absolute end", async () => {
    const token = await signIn(app);
    const elevenAndAHalfHoursAgo = new Date(Date.now() - 11.5 * 3_600_000);
    await app.database.db
      .updateTable("admin_tokens")
      .set({ created_at: elevenAndAHalfHoursAgo.toISOString(), last_used_at: new Date(Date.now() - 10 * 60_000).toISOString() })
      .where("token_hash", "=", hashToken(token))
      .execute();
    expect(
      (
        await request(app.express)
          .get("/api/ad/me")
          .set({ Authorization: `Bearer ${token}` })
      ).status,
    ).toBe(200);
    const row = await app.database.db.selectFrom("admin_tokens").select("expires_at").where("token_hash", "=", hashToken(token)).executeTakeFirstOrThrow();
    expect(Date.parse(row.expires_at)).toBe(elevenAndAHalfHoursAgo.getTime() + 12 * 3_600_000);
  });

  it("answer with Cache-Control: private, no-store on every admin call, the sign-in call and refusals", async () => {
    const token = await signIn(app);
    const me = await request(app.express)
      .get("/api/ad/me")
      .set({ Authorization: `Bearer ${token}` });
    expect(me.headers["cache-control"]).toBe("private, no-store");
    const refused = await request(app.express).get("/api/ad/commodities");
    expect(refused.status).toBe(401);
    expect(refused.headers["cache-control"]).toBe("private, no-store");
    const login = await request(app.express).post("/api/login").send(ADMIN);
    expect(login.headers["cache-control"]).toBe("private, no-store");
  });

  it("forbid framing in both headers: frame-ancestors 'none' and X-Frame-Options DENY", async () => {
    const response = await request(app.express).get("/api/commodities");
    expect(response.headers["content-security-policy"]).toContain("frame-ancestors 'none'");
    expect(response.headers["x-frame-options"]).toBe("DENY");
  });

  it("give API answers the security headers of every other answer, the script policy without a nonce (JSON runs no script)", async () => {
    const api = await request(app.express).get("/api/commodities");
    const file = await request(app.express).get("/robots.txt");
    const helmetHeaders = [
      "content-security-policy",
      "cross-origin-opener-policy",
      "cross-origin-resource-policy",
      "origin-agent-cluster",
      "referrer-policy",
      "strict-transport-security",
      "x-content-type-options",
      "x-dns-prefetch-control",
      "x-download-options",
      "x-frame-options",
      "x-permitted-cross-domain-policies",
      "x-xss-protection",
    ];
    const securityOf = (headers: Record<string, string>) => Object.fromEntries(helmetHeaders.map((name) => [name, headers[name]]));
    const fileHeaders = securityOf(file.headers);
    expect(fileHeaders["content-security-policy"]).toMatch(/script-src 'self' 'strict-dynamic' 'nonce-[^']+';/);
    expect(securityOf(api.headers)).toEqual({
      ...fileHeaders,
      "content-security-policy": fileHeaders["content-security-policy"]!.replace(/ 'nonce-[^']+'/, ""),
    });
    expect(Object.values(securityOf(api.headers)).every((value) => typeof value === "string" && value !== "")).toBe(true);
  });
});

describe.each(TEST_ENGINES)("the sign-in page and the logs on %s", (engine) => {
  let app: TestApp;
  const log = capturedLogger();
  beforeAll(async () => {
    app = await createTestApp(engine, {
      pages: true,
      logger: log.logger,
      env: { ...GENEROUS_LIMITS, LOGIN_MAX_PER_ACCOUNT: "2", LOGIN_SLOW_STEP_MS: "0" },
    });
    await upsertAdmin(app.database.db, ADMIN);
  });
  afterAll(() => app.close());

  const post = (path: string, fields: Record<string, string>, from = "127.0.0.1") =>
    request(app.express).post(path).set("X-Forwarded-For", from).type("form").send(fields);

  it("has a form that posts, and is never stored by a cache", async () => {
    const page = await request(app.express).get("/login");
    expect(page.status).toBe(200);
    expect(page.text).toMatch(/<form[^>]*class="login-form"[^>]*method="post"/);
    expect(page.headers["cache-control"]).toBe("private, no-store");
  });

  it("signs in without JavaScript: the answer stores the token in sessionStorage with the page's nonce and opens the admin", async () => {
    const response = await post("/login?redirect=%2Fadmin%2Fcommodity-administration", { email: ADMIN.email, password: ADMIN.password });
    expect(response.status).toBe(200);
    expect(response.headers["cache-control"]).toBe("private, no-store");
    const nonce = /'nonce-([^']+)'/.exec(response.headers["content-security-policy"] ?? "")?.[1];
    expect(nonce).toBeTruthy();
    const script = new RegExp(
      `<script nonce="${nonce!.replace(/[+/=]/g, "\\$&")}">(try\\{sessionStorage\\.setItem\\("FANTAI_token","([A-Za-z0-9_-]{43})"\\).*?)</script>`,
    ).exec(response.text);
    expect(script).not.toBeNull();
    expect(script![1]).toContain('location.replace("/admin/commodity-administration")');
    const token = script![2]!;
    const me = await request(app.express)
      .get("/api/ad/me")
      .set({ Authorization: `Bearer ${token}` });
    expect(me.status).toBe(200);
    expect(me.body.data.email).toBe(ADMIN.email);
  });

  it("refuses a sign-in posted from another site's page (login CSRF: React Router checks Origin), and hands out no token", async () => {
    for (const origin of ["https://evil.example", "null"]) {
      const response = await post("/login", { email: ADMIN.email, password: ADMIN.password }, "198.51.100.50").set("Origin", origin);
      expect(response.status).toBe(400);
      expect(response.text).not.toContain('FANTAI_token","');
    }
  });

  it("cannot be sent away from the admin, nor break out of the script, by the redirect parameter", async () => {
    const response = await post(`/login?redirect=${encodeURIComponent("/admin</script><script>alert(1)</script>")}`, ADMIN);
    expect(response.status).toBe(200);
    expect(response.text).not.toContain("<script>alert(1)");
    const away = await post(`/login?redirect=${encodeURIComponent("https://evil.example/")}`, ADMIN);
    expect(away.text).toContain('location.replace("/admin/workplace")');
  });

  it("answers a wrong password with the translated message and keeps the email", async () => {
    const response = await post("/nl/login", { email: ADMIN.email, password: "wrong" }, "198.51.100.20");
    expect(response.status).toBe(422);
    expect(response.text).toContain("Deze inloggegevens zijn onjuist.");
    expect(response.text).toContain(`value="${ADMIN.email}"`);
    const empty = await post("/fr/login", { email: "", password: "" });
    expect(empty.status).toBe(422);
  });

  it("is throttled like the API: the same counters refuse a third wrong guess from one address", async () => {
    const from = "198.51.100.30";
    expect((await post("/login", { email: ADMIN.email, password: "wrong" }, from)).status).toBe(422);
    expect((await post("/login", { email: ADMIN.email, password: "wrong" }, from)).status).toBe(422);
    const refused = await post("/login", { email: ADMIN.email, password: ADMIN.password }, from);
    expect(refused.status).toBe(429);
    expect(refused.text).toContain("Too many attempts. Please wait a few minutes and try again.");
    // The API shares the counters.
    expect((await request(app.express).post("/api/login").set("X-Forwarded-For", from).send(ADMIN)).status).toBe(429);
  });

  it("never writes a password, a token or the sign-in page's query to the log", async () => {
    await request(app.express).get("/login?email=leak%40example.com&password=hunter2-in-the-url");
    await request(app.express).get("/fr/login?code=provider-code-123&state=provider-state-456");
    await request(app.express).get("/api/commodities?token=token-in-a-query&page=1");
    const signedIn = await request(app.express).post("/api/login").set("X-Forwarded-For", "198.51.100.40").send(ADMIN);
    const token = signedIn.body.data.token as string;
    await request(app.express)
      .get("/api/ad/me")
      .set({ Authorization: `Bearer ${token}` });
    await post("/login", { email: ADMIN.email, password: ADMIN.password }, "198.51.100.41");

    const text = log.text();
    expect(text).toContain('"url":"/login?[redacted]"');
    expect(text).toContain('"url":"/api/commodities?token=[redacted]&page=1"');
    for (const secret of [
      "hunter2-in-the-url",
      "leak@example.com",
      "leak%40example.com",
      "provider-code-123",
      "provider-state-456",
      "token-in-a-query",
      token,
      ADMIN.password,
    ]) {
      expect(text).not.toContain(secret);
    }
  });
});

describe.each(TEST_ENGINES)("unauthenticated requests that used to cause 500s, on %s", (engine) => {
  let app: TestApp;
  let server: Server;
  const log = capturedLogger();
  beforeAll(async () => {
    app = await createTestApp(engine, { pages: true, logger: log.logger, env: { ...GENEROUS_LIMITS } });
    server = app.express.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    await app.close();
  });

  it("refuses JSON nested 9,000 levels deep with 400", async () => {
    const deep = "[".repeat(9_000) + "]".repeat(9_000);
    // The admin's calls refuse it once the token is good (below: "the admin's request bodies").
    for (const path of ["/api/demands", "/api/login"]) {
      const response = await request(app.express).post(path).set("Content-Type", "application/json").send(`{"a":${deep}}`);
      expect(response.status, path).toBe(400);
      expect(response.body.message).toMatch(/nested deeper than 32 levels/);
    }
    const shallow = await request(app.express)
      .post("/api/demands")
      .send({ a: { b: { c: [1, [2]] } } });
    expect(shallow.status).toBe(422);
  });

  it.each([
    ["no boundary", "multipart/form-data", '--x\r\nContent-Disposition: form-data; name="email"\r\n\r\na@b.example\r\n--x--\r\n'],
    ["a broken boundary", "multipart/form-data; boundary=abc", "--zzz\r\nnot a part at all"],
    ["a truncated body", "multipart/form-data; boundary=abc", '--abc\r\nContent-Disposition: form-data; name="email"\r\n\r\na@b'],
  ])("answers multipart with %s with 400 on /api/file/forms and /api/ad/uploads", async (_case, contentType, body) => {
    const newsletter = await request(app.express).post("/api/file/forms").set("Content-Type", contentType).send(body);
    expect(newsletter.status).toBe(400);
    expect(newsletter.body.message).toMatch(/malformed multipart/);
    await upsertAdmin(app.database.db, ADMIN);
    const token = await signIn(app);
    const upload = await request(app.express)
      .post("/api/ad/uploads")
      .set({ Authorization: `Bearer ${token}` })
      .set("Content-Type", contentType)
      .send(body);
    expect(upload.status).toBe(400);
    expect((await request(app.express).post("/api/ad/uploads").set("Content-Type", contentType).send(body)).status).toBe(401);
  });

  it.each(["/", "/login", "/fr/contact", "/admin/workplace", "/products", "/no/such/page"])(
    "answers POST, PUT, PATCH and DELETE on the page %s with a 4xx page",
    async (path) => {
      for (const method of ["post", "put", "patch", "delete"] as const) {
        const response = await request(app.express)[method](path).set("Accept", "text/html").type("form").send("x=1");
        expect(response.status, `${method} ${path}`).toBeGreaterThanOrEqual(400);
        expect(response.status, `${method} ${path}`).toBeLessThan(500);
        expect(response.headers["content-type"]).toMatch(/^text\/html/);
        expect(response.text).toMatch(/<h1[^>]*>/);
      }
    },
  );

  it("gives a page form holding a NUL character (which PostgreSQL cannot store) back without it, with a message, and stores nothing", async () => {
    const product = await insertProduct(app.database.db, { en: "40V Blower" });
    const posts: Array<[string, Record<string, string>]> = [
      ["/contact", { ...validEnquiry, form: "contact", name: "Jo\u0000hn" }],
      ["/fr/partner", { ...validEnquiry, company: "Tuin\u0000 & Co" }],
      [
        "/nl/register",
        {
          commodity_id: String(product.id),
          serial: "SN-NUL-1",
          purchase_date: todayIn(),
          where_bought: "Brico\u0000 Gent",
          country: "BE",
          name: "Marie Dupont",
          email: "marie@example.com",
          consent: "on",
        },
      ],
    ];
    const stored = async () =>
      Number(
        (
          await app.database.db
            .selectFrom("demands")
            .select((eb) => eb.fn.countAll().as("n"))
            .executeTakeFirstOrThrow()
        ).n,
      ) +
      Number(
        (
          await app.database.db
            .selectFrom("warranty_registrations")
            .select((eb) => eb.fn.countAll().as("n"))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await stored();
    for (const [path, fields] of posts) {
      const response = await request(app.express).post(path).type("form").send(new URLSearchParams(fields).toString());
      expect(response.status, path).toBe(422);
      expect(response.text, path).toMatch(/invisible control character|caractère de contrôle invisible|onzichtbaar stuurteken/);
      expect(response.text, path).not.toContain("\u0000");
      expect(response.text, path).toMatch(/value="(John|Tuin &amp; Co|Brico Gent)"/);
    }
    expect(await stored()).toBe(before);
  });

  it("stores an upload whose file name holds control characters under the name without them", async () => {
    await upsertAdmin(app.database.db, ADMIN);
    const token = await signIn(app);
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: "#4a7f3a" } })
      .png()
      .toBuffer();
    // The name as a browser may encode it (RFC 5987), NUL and BEL included.
    const body = Buffer.concat([
      Buffer.from(`--b\r\nContent-Disposition: form-data; name="file"; filename*=utf-8''lawn%00%07%20mower.png\r\nContent-Type: image/png\r\n\r\n`),
      png,
      Buffer.from("\r\n--b--\r\n"),
    ]);
    const response = await request(app.express)
      .post("/api/ad/media")
      .set({ Authorization: `Bearer ${token}`, "Content-Type": "multipart/form-data; boundary=b" })
      .send(body);
    expect(response.status).toBe(201);
    expect(response.body.data.original_name).toBe("lawn mower.png");
  });

  it("answers a POST to a page without a form in the page's language", async () => {
    const response = await request(app.express).post("/fr/faq").type("form").send("x=1");
    expect(response.status).toBe(405);
    expect(response.text).toContain('<html lang="fr"');
    expect(response.text).toContain("Retour"); // Back to Home in French
  });

  it("answers a page address with a malformed percent-encoding with 400", async () => {
    const response = await request(app.express).get("/products/%E0%A4%A").set("Accept", "text/html");
    expect(response.status).toBe(400);
    expect(response.text).toContain("<h1>Hmmm..</h1>");
  });

  it("answers TRACE with 405, as a page and in the API", async () => {
    const page = await rawExchange(server, "TRACE / HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n");
    expect(statusLine(page.answer)).toBe(405);
    const api = await rawExchange(server, "TRACE /api/commodities HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n");
    expect(statusLine(api.answer)).toBe(405);
    expect(api.answer).toContain('{"message":"Method not allowed."}');
  });

  it("answers HTTP/1.0 without Host with 400", async () => {
    for (const path of ["/", "/login", "/api/commodities"]) {
      const { answer } = await rawExchange(server, `GET ${path} HTTP/1.0\r\n\r\n`);
      expect(statusLine(answer), path).toBe(400);
    }
  });

  it("refuses a declared 10 GB body with 413 at once and closes the connection", async () => {
    for (const path of ["/", "/login", "/api/demands", "/api/ad/uploads", "/api/file/forms"]) {
      const { answer, closedByServer } = await rawExchange(
        server,
        `POST ${path} HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/octet-stream\r\nContent-Length: 10737418240\r\n\r\nstart of the body`,
      );
      expect(statusLine(answer), path).toBe(413);
      expect(answer.toLowerCase()).toContain("connection: close");
      expect(closedByServer, path).toBe(true);
    }
  });

  it("reads a page form posted in chunks, which declares no length, only up to the forms' bound", async () => {
    const chunk = (text: string) => `${Buffer.byteLength(text).toString(16)}\r\n${text}\r\n`;
    const post = (path: string) =>
      `POST ${path} HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/x-www-form-urlencoded\r\nTransfer-Encoding: chunked\r\n\r\n`;
    // A short form in chunks is a form like any other.
    const short = await rawExchange(server, `${post("/newsletter")}${chunk("email=")}${chunk("chunked%40example.com")}0\r\n\r\n`, 3_000);
    expect(statusLine(short.answer)).toBe(200);
    expect(short.answer).toContain("Subscribe to the success");
    // A body past the bound that never ends: before, the route action kept reading it into memory.
    const filler = chunk(`name=${"a".repeat(64 * 1024)}`).repeat(Math.ceil(FORM_MAX_BYTES / (64 * 1024)) + 1);
    for (const path of ["/contact", "/login", "/newsletter"]) {
      const { closedByServer, answer } = await rawExchange(server, `${post(path)}${filler}`, 5_000);
      expect(statusLine(answer), path).toBe(413);
      expect(closedByServer, path).toBe(true);
    }
    expect((await request(app.express).get("/contact")).status).toBe(200);
  });

  it("logs every one of these as a client error, never as a server error", () => {
    const levels = log
      .text()
      .split("\n")
      .filter(Boolean)
      .map((line) => JSON.parse(line) as { level: number; res?: { statusCode: number } });
    expect(levels.filter((line) => line.level >= 50)).toEqual([]);
    expect(levels.some((line) => line.level === 40 && line.res?.statusCode === 413)).toBe(true);
  });
});

describe("a proxy TRUST_PROXY does not name", () => {
  it("is warned about once, with the setting to change", async () => {
    const log = capturedLogger();
    const app = await createTestApp("sqlite", { logger: log.logger, env: { TRUST_PROXY: "10.0.0.0/8" } });
    try {
      await request(app.express).get("/api/commodities").set("X-Forwarded-For", "198.51.100.1");
      await request(app.express).get("/api/commodities").set("X-Forwarded-For", "198.51.100.2");
      const warnings = log
        .text()
        .split("\n")
        .filter((line) => line.includes("TRUST_PROXY does not trust"));
      expect(warnings).toHaveLength(1);
      expect(warnings[0]).toContain('"peer":"');
    } finally {
      await app.close();
    }
  });

  it("is not warned about when the proxy is trusted, and each visitor keeps their own address", async () => {
    const log = capturedLogger();
    const app = await createTestApp("sqlite", { logger: log.logger, env: { TRUST_PROXY: "1", LOGIN_MAX_PER_IP: "1", LOGIN_SLOW_STEP_MS: "0" } });
    try {
      expect((await request(app.express).post("/api/login").set("X-Forwarded-For", "198.51.100.1").send({ email: "a@b.example", password: "x" })).status).toBe(
        422,
      );
      expect((await request(app.express).post("/api/login").set("X-Forwarded-For", "198.51.100.1").send({ email: "a@b.example", password: "x" })).status).toBe(
        429,
      );
      // Another visitor behind the same proxy is not refused.
      expect((await request(app.express).post("/api/login").set("X-Forwarded-For", "198.51.100.2").send({ email: "a@b.example", password: "x" })).status).toBe(
        422,
      );
      expect(log.text()).not.toContain("TRUST_PROXY does not trust");
    } finally {
      await app.close();
    }
  });
});

describe("the Host header a visitor sends", () => {
  it.each([
    ["with PUBLIC_URL, to it", { PUBLIC_URL: "https://www.fantai.example" }, "https://www.fantai.example"],
    ["without PUBLIC_URL, to the server's own address", { NODE_ENV: "production", PORT: "4321" }, "http://localhost:4321"],
  ])("never reaches the links of the mails a form writes: %s", async (_case, env, origin) => {
    const app = await createTestApp("sqlite", { env: { ...GENEROUS_LIMITS, ...env } });
    try {
      const enquiry = { name: "Eve", company: "Evil", phone: "+32 1 234 56 78", email: "eve@example.com", title: "Hi", country: "BE", message: "Hello there" };
      expect((await request(app.express).post("/api/demands").set("Host", "evil.example").send(enquiry)).status).toBe(201);
      const mails = await app.database.db.selectFrom("outbox").select(["text_body", "html_body"]).execute();
      expect(mails.length).toBeGreaterThan(0);
      for (const mail of mails) {
        expect(mail.text_body).toContain(`${origin}/admin/customer-enquiries?open=`);
        expect(`${mail.text_body}${mail.html_body}`).not.toContain("evil.example");
      }
    } finally {
      await app.close();
    }
  });

  it("is warned about at start-up in production without PUBLIC_URL, which mails and canonical links then lack", async () => {
    const log = capturedLogger();
    const app = await createTestApp("sqlite", { logger: log.logger, env: { NODE_ENV: "production" } });
    try {
      const warnings = log
        .text()
        .split("\n")
        .filter((line) => line.includes('"setting":"PUBLIC_URL"'));
      expect(warnings).toHaveLength(1);
      expect(warnings[0]).toContain("this server's own address");
    } finally {
      await app.close();
    }
    const configured = capturedLogger();
    const safe = await createTestApp("sqlite", { logger: configured.logger, env: { NODE_ENV: "production", PUBLIC_URL: "https://www.fantai.example" } });
    await safe.close();
    expect(configured.text()).not.toContain('"setting":"PUBLIC_URL"');
  });
});

describe("the admin's request bodies", () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp("sqlite", { env: GENEROUS_LIMITS });
    await upsertAdmin(app.database.db, ADMIN);
  });
  afterAll(() => app.close());

  it("are read only once the token is good: without one, even a body that is not JSON answers 401", async () => {
    const post = (body: string) => request(app.express).post("/api/ad/articles").set("Content-Type", "application/json").send(body);
    const broken = await post("{not json");
    expect(broken.status).toBe(401);
    const large = await post(JSON.stringify({ en_title: "x", en_content: "y".repeat(900_000) }));
    expect(large.status).toBe(401);
    const token = await signIn(app);
    const asAdmin = (body: string) =>
      request(app.express).post("/api/ad/articles").set("Authorization", `Bearer ${token}`).set("Content-Type", "application/json").send(body);
    expect((await asAdmin("{not json")).status).toBe(400);
    const deep = await asAdmin(`{"a":${"[".repeat(9_000)}${"]".repeat(9_000)}}`);
    expect(deep.status).toBe(400);
    expect(deep.body.message).toMatch(/nested deeper than 32 levels/);
  });
});
