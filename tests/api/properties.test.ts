import { request as httpRequest, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import fc from "fast-check";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { validEnquiry } from "#tests/support/api-fixtures.ts";
import { defineApi } from "#server/api/index.ts";
import { apiDepsOf, createTestApp, type TestApp } from "#tests/support/app.ts";
import { createAdminTestApp, GENEROUS_LIMITS, type AdminTestApp } from "#tests/support/auth.ts";
import { ownTables, TEST_ENGINES } from "#tests/support/databases.ts";

/**
 * Random and hostile input at the public forms and the list parameters: the answer is always
 * a deliberate one (201 or 422 for the forms, 200 or 422 for lists), never a 500.
 */

const hostileString = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: "grapheme", maxLength: 40 }),
  fc.constantFrom(
    "<script>alert(1)</script>",
    "' OR 1=1 --",
    "%",
    "_",
    "\\",
    "\u0000",
    "🚜".repeat(30),
    "x".repeat(6000),
    "../../etc/passwd",
    "__proto__",
    "constructor",
    "NaN",
    "-1",
    "1e309",
    " ",
    "a@b",
    "jan@tuinco.example",
    "BE",
    "partner",
  ),
);
const jsonValue = fc.oneof(
  hostileString,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(hostileString, { maxLength: 3 }),
  fc.dictionary(hostileString, hostileString, { maxKeys: 3 }),
);

/** Valid enquiries with some fields replaced by anything at all. */
const enquiryBody = fc
  .record(
    {
      name: jsonValue,
      company: jsonValue,
      phone: jsonValue,
      email: jsonValue,
      title: jsonValue,
      country: jsonValue,
      message: jsonValue,
      form: jsonValue,
      locale: jsonValue,
    },
    { requiredKeys: [] },
  )
  .map((mutations) => ({ ...validEnquiry, ...mutations }));

const queryString = fc
  .dictionary(
    fc.constantFrom(
      "page",
      "per_page",
      "commodityTypeIds",
      "commodityTypeIds[]",
      "en_name",
      "fr_name",
      "nl_name",
      "attrSort",
      "type",
      "q",
      "sort",
      "order",
      "from",
      "to",
      "hot",
      "handled",
      "__proto__",
    ),
    fc.oneof(hostileString, fc.integer({ min: -5, max: 200 }).map(String), fc.constantFrom("1,2,3", "0", "99999999999", "asc", "desc", "id", "2026-11-21")),
    { maxKeys: 5 },
  )
  .map((params) =>
    Object.entries(params)
      .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(value)}`)
      .join("&"),
  );

const RUNS = { numRuns: 60 };
/** PostgreSQL refuses NUL in text: each public POST and list meets it at least once, whatever the random draw. */
const NUL_EXAMPLES = "a\u0000b";

describe.each(TEST_ENGINES)("property-based input checks on %s", (engine) => {
  let app: AdminTestApp;
  beforeAll(async () => {
    app = await createAdminTestApp(engine);
  });
  afterAll(() => app.close());

  it("answers 422, not 500, to NUL characters in bodies and parameters", async () => {
    const enquiry = await request(app.express)
      .post("/api/demands")
      .send({ ...validEnquiry, title: NUL_EXAMPLES });
    expect(enquiry.status).toBe(422);
    expect(enquiry.body.errors.title).toBeDefined();
    expect((await request(app.express).post("/api/file/forms").field("email", NUL_EXAMPLES)).status).toBe(422);
    expect((await request(app.express).get(`/api/commodities?en_name=${encodeURIComponent(NUL_EXAMPLES)}`)).status).toBe(422);
    expect((await request(app.express).post("/api/ad/articles").set(app.auth).send({ en_title: NUL_EXAMPLES })).status).toBe(422);
  });

  it("POST /api/demands answers only 201 or 422", async () => {
    await fc.assert(
      fc.asyncProperty(enquiryBody, async (body) => {
        const response = await request(app.express).post("/api/demands").send(body);
        expect([201, 422]).toContain(response.status);
        if (response.status === 422) expect(Object.keys(response.body.errors).length).toBeGreaterThan(0);
      }),
      RUNS,
    );
  });

  it("POST /api/demands answers only 201 or 422 to any JSON object", async () => {
    await fc.assert(
      fc.asyncProperty(fc.dictionary(hostileString, jsonValue, { maxKeys: 8 }), async (body) => {
        const response = await request(app.express).post("/api/demands").send(body);
        expect([201, 422]).toContain(response.status);
      }),
      RUNS,
    );
  });

  it("POST /api/file/forms answers only 201 or 422, as JSON or as form-data", async () => {
    await fc.assert(
      fc.asyncProperty(jsonValue, hostileString, async (email, field) => {
        const json = await request(app.express).post("/api/file/forms").send({ email });
        expect([201, 422]).toContain(json.status);
        const form = await request(app.express)
          .post("/api/file/forms")
          .field("email", field || " ");
        expect([201, 422]).toContain(form.status);
      }),
      RUNS,
    );
  });

  it.each(["/api/commodities", "/api/articles", "/api/posters", "/api/card/adsense"])("GET %s answers only 200 or 422 to any parameters", async (path) => {
    await fc.assert(
      fc.asyncProperty(queryString, async (query) => {
        const response = await request(app.express).get(`${path}?${query}`);
        expect([200, 422]).toContain(response.status);
        if (response.status === 200) expect(response.body.meta.pagination.per_page).toBeLessThanOrEqual(100);
      }),
      RUNS,
    );
  });

  it.each(["/api/ad/commodities", "/api/ad/articles", "/api/ad/demands", "/api/ad/file/forms", "/api/ad/posters"])(
    "GET %s answers only 200 or 422 to any parameters",
    async (path) => {
      await fc.assert(
        fc.asyncProperty(queryString, async (query) => {
          const response = await request(app.express).get(`${path}?${query}`).set(app.auth);
          expect([200, 422]).toContain(response.status);
        }),
        RUNS,
      );
    },
  );
});

/**
 * Every admin call that creates or changes a record: a body that is not a JSON object —
 * text, XML, a form, broken multipart, a JSON array or scalar — is refused with a 4xx and writes nothing.
 * Three creates took any of these as `{}` and made an empty public record.
 */
const notAJsonObject = fc.oneof(
  // Not empty: an empty body is no body, checked as `{}`, which a call with only optional fields accepts.
  hostileString.filter((text) => text.length > 0).map((text) => ({ type: "text/plain", body: text })),
  fc.constantFrom(
    { type: "application/xml", body: "<card><en_name>Spring</en_name><pc_img>/media/a.webp</pc_img></card>" },
    { type: "application/x-www-form-urlencoded", body: "en_name=Spring&pc_img=%2Fmedia%2Fa.webp&type=card" },
    { type: "multipart/form-data; boundary=abc", body: '--abc\r\nContent-Disposition: form-data; name="en_name"\r\n\r\nSpring' },
    { type: "multipart/form-data", body: "en_name=Spring" },
    { type: "application/json", body: "null" },
    { type: "application/json", body: '"en_name"' },
    { type: "application/json", body: "{en_name: 'Spring'}" },
    { type: "application/octet-stream", body: "\u0000\u0001" },
    { type: "", body: '{"en_name":"Spring","pc_img":"/media/a.webp"}' },
  ),
  fc.array(jsonValue, { maxLength: 3 }).map((items) => ({ type: "application/json", body: JSON.stringify(items) })),
  fc.oneof(fc.integer(), fc.boolean(), hostileString).map((value) => ({ type: "application/json", body: JSON.stringify(value) })),
);

describe.each(TEST_ENGINES)("admin writes with bodies that are not JSON objects on %s", (engine) => {
  let app: AdminTestApp;
  beforeAll(async () => {
    app = await createAdminTestApp(engine);
  });
  afterAll(() => app.close());

  /** Rows per table: a refused write leaves every count as it was. */
  async function rowCounts(): Promise<Record<string, number>> {
    const counts: Record<string, number> = {};
    for (const table of await ownTables(app.database.db)) {
      const row = await app.database.db
        .selectFrom(table.name as "demands")
        .select((eb) => eb.fn.countAll<string | number>().as("n"))
        .executeTakeFirstOrThrow();
      counts[table.name] = Number(row.n);
    }
    return counts;
  }

  const writes = () =>
    defineApi(apiDepsOf(app))
      .filter((group) => group.secured)
      .flatMap((group) =>
        group.endpoints.filter((endpoint) => (endpoint.method === "post" || endpoint.method === "put") && (endpoint.body || endpoint.bodyType)),
      )
      .map((endpoint) => `${endpoint.method.toUpperCase()} /api/ad${endpoint.path.replace(/:\w+/g, "1")}`);

  it("lists the admin's writes, the three poster-like creates among them", () => {
    expect(writes()).toEqual(
      expect.arrayContaining(["POST /api/ad/card/adsense", "POST /api/ad/rotation/charts", "POST /api/ad/list/posters", "PUT /api/ad/demands/_"]),
    );
  });

  it("refuses every one with a 4xx and creates nothing", async () => {
    const calls = writes();
    const before = await rowCounts();
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...calls), notAJsonObject, async (call, { type, body }) => {
        const [method, path] = call.split(" ") as [string, string];
        const sent = request(app.express)[method === "PUT" ? "put" : "post"](path).set(app.auth);
        const response = await (type ? sent.set("Content-Type", type) : sent).send(body);
        expect(response.status, `${call} ${type} ${body.slice(0, 80)}`).toBeGreaterThanOrEqual(400);
        expect(response.status, `${call} ${type} ${body.slice(0, 80)}`).toBeLessThan(500);
        expect(response.body.message).toEqual(expect.any(String));
      }),
      { numRuns: Math.max(150, calls.length * 3) },
    );
    expect(await rowCounts()).toEqual(before);
  });

  it.each(["card/adsense", "rotation/charts", "list/posters"])("POST /api/ad/%s: 415 for text, 422 with field errors for {}", async (path) => {
    const before = await rowCounts();
    const text = await request(app.express).post(`/api/ad/${path}`).set(app.auth).set("Content-Type", "text/plain").send("en_name=Spring");
    expect(text.status).toBe(415);
    expect(text.body.message).toMatch(/application\/json/);
    const empty = await request(app.express).post(`/api/ad/${path}`).set(app.auth).send({});
    expect(empty.status).toBe(422);
    expect(Object.keys(empty.body.errors).sort()).toEqual(["en_name", "pc_img"]);
    const noImage = await request(app.express).post(`/api/ad/${path}`).set(app.auth).send({ en_name: "Spring", pc_img: "" });
    expect(noImage.body.errors.pc_img).toEqual(["Choose an image."]);
    expect(await rowCounts()).toEqual(before);
  });

  it("still takes a JSON create and a bodiless call is checked as {}", async () => {
    const bare = await request(app.express).post("/api/ad/card/adsense").set(app.auth);
    expect(bare.status).toBe(422);
    const created = await request(app.express).post("/api/ad/card/adsense").set(app.auth).send({ en_name: "Spring", pc_img: "/media/2026-11/a.webp" });
    expect(created.status).toBe(201);
  });
});

/**
 * Anything at the whole app, pages included: random methods, paths, headers and
 * bodies from an unauthenticated client. Whatever it sends, the answer is never a 5xx.
 */
const METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS", "TRACE", "PROPFIND", "MKCOL", "LOCK", "PURGE", "SEARCH", "QUERY"];
const PATHS = [
  "/",
  "/fr",
  "/nl/",
  "/login",
  "/fr/login",
  "/admin",
  "/admin/workplace",
  "/admin/blog-administration",
  "/products",
  "/products/x",
  "/product/x",
  "/blog",
  "/blog/x",
  "/faq",
  "/service",
  "/contact",
  "/partner",
  "/benefits",
  "/thanks",
  "/newsletter",
  "/safety",
  "/safety/x",
  "/safety/report",
  "/service/request",
  "/media/x.webp",
  "/assets/x.js",
  "/api",
  "/api/commodities",
  "/api/commodities/1",
  "/api/articles/abc",
  "/api/demands",
  "/api/file/forms",
  "/api/login",
  "/api/login/oidc",
  "/api/ad/uploads",
  "/api/ad/commodities",
  "/api/openapi.json",
  "/api/docs",
  "/healthz",
  "/readyz",
  "/sitemap.xml",
  "/robots.txt",
];
const pathSegment = fc.oneof(
  fc.constantFrom("%", "%E0%A4%A", "%00", "%2e%2e", "..", "%2F", "~", "%C0%AF", "%ff", "__proto__", "a".repeat(300), "index.html", "%3Cscript%3E"),
  fc.stringMatching(/^[A-Za-z0-9._~-]{0,12}$/),
);
const randomPath = fc
  .tuple(fc.constantFrom(...PATHS), fc.array(pathSegment, { maxLength: 3 }), fc.option(fc.stringMatching(/^[A-Za-z0-9=&%._~[\]-]{0,40}$/), { nil: undefined }))
  .map(([base, extra, query]) => `${[base.replace(/\/$/, ""), ...extra].join("/") || "/"}${query === undefined ? "" : `?${query}`}`);
const headerValue = fc.oneof(fc.stringMatching(/^[\x20-\x7e]{0,60}$/), fc.constantFrom("", "*/*", "text/html", "application/json", "x".repeat(2000)));
const CONTENT_TYPES = [
  "application/json",
  "application/json; charset=utf-16",
  "application/x-www-form-urlencoded",
  "multipart/form-data",
  "multipart/form-data; boundary=",
  "multipart/form-data; boundary=abc",
  "text/plain",
  "application/xml",
  "image/png",
  "application/octet-stream",
  ";;;",
  "text/html; charset=nope",
];
const randomHeaders = fc.record(
  {
    "content-type": fc.oneof(fc.constantFrom(...CONTENT_TYPES), headerValue),
    accept: fc.oneof(fc.constantFrom("text/html", "application/json", "*/*", "image/webp", "text/html;q=0"), headerValue),
    "accept-language": fc.oneof(fc.constantFrom("fr", "nl-BE,nl;q=0.9", "de", "*", "zz;q=abc"), headerValue),
    "accept-encoding": fc.constantFrom("gzip", "br", "identity;q=0", "*", "deflate, x"),
    cookie: headerValue,
    authorization: fc.oneof(fc.constantFrom("Bearer ", "Bearer AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA", "Basic Og=="), headerValue),
    "x-forwarded-for": fc.oneof(fc.constantFrom("1.2.3.4", "::1", "not-an-ip", "1.2.3.4, 5.6.7.8"), headerValue),
    "x-forwarded-proto": fc.constantFrom("https", "http", "gopher"),
    "x-request-id": headerValue,
    range: fc.constantFrom("bytes=0-1", "bytes=9999999-", "bytes=abc", "lines=1-2"),
    "if-none-match": headerValue,
    "if-modified-since": fc.constantFrom("Thu, 01 Jan 1970 00:00:00 GMT", "yesterday", ""),
    "user-agent": fc.constantFrom("Googlebot/2.1", "curl/8", "", "Mozilla/5.0"),
    "content-encoding": fc.constantFrom("gzip", "br", "identity", "bogus"),
  },
  { requiredKeys: [] },
);
const deepJson = fc.integer({ min: 30, max: 3_000 }).map((depth) => `${"[".repeat(depth)}${"]".repeat(depth)}`);
const randomBody = fc.option(
  fc.oneof(
    fc.string({ maxLength: 200 }),
    fc.json({ maxDepth: 4 }),
    deepJson,
    fc.constantFrom(
      "email=a%40b.example&password=x",
      '--abc\r\nContent-Disposition: form-data; name="email"\r\n\r\na@b.example\r\n--abc--\r\n',
      '{"__proto__":{"x":1}}',
      "%%%",
      "\u0000",
    ),
    fc.uint8Array({ maxLength: 300 }).map((bytes) => Buffer.from(bytes)),
  ),
  { nil: undefined },
);

async function send(server: Server, method: string, path: string, headers: Record<string, string>, body: string | Buffer | undefined): Promise<number> {
  const { port } = server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(
      { host: "127.0.0.1", port, method, path, headers: body === undefined ? headers : { ...headers, "content-length": String(Buffer.byteLength(body)) } },
      (response) => {
        response.resume();
        response.on("end", () => resolve(response.statusCode ?? 0));
        response.on("error", reject);
      },
    );
    outgoing.on("error", reject);
    outgoing.end(body);
  });
}

describe.each(TEST_ENGINES)("random requests at the whole app (pages too) on %s", (engine) => {
  let app: TestApp;
  let server: Server;
  beforeAll(async () => {
    app = await createTestApp(engine, { pages: true, env: { ...GENEROUS_LIMITS } });
    server = app.express.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    await app.close();
  });

  it("never answers a 5xx, whatever the method, path, headers and body", async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...METHODS), randomPath, randomHeaders, randomBody, async (method, path, headers, body) => {
        const status = await send(server, method, path, headers, method === "GET" || method === "HEAD" ? undefined : body);
        expect(status, `${method} ${path} ${JSON.stringify(headers)}`).toBeGreaterThanOrEqual(200);
        expect(status, `${method} ${path} ${JSON.stringify(headers)} ${String(body).slice(0, 200)}`).toBeLessThan(500);
      }),
      { numRuns: Number(process.env.PROPERTY_RUNS ?? 250) },
    );
  });
});
