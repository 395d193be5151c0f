import fc from "fast-check";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { validEnquiry } from "#tests/support/api-fixtures.ts";
import { createAdminTestApp, type AdminTestApp } from "#tests/support/auth.ts";
import { TEST_ENGINES } from "#tests/support/databases.ts";

/**
 * Random and hostile input at the public forms and the list parameters: the answer is always
 * a deliberate one (201 or 422 for the forms, 200 or 422 for lists), never a 500.
 */

const hostileString = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: "grapheme", maxLength: 40 }),
  fc.constantFrom(
    "<script>alert(1)</script>", "' OR 1=1 --", "%", "_", "\\", "\u0000", "🚜".repeat(30), "x".repeat(6000), "../../etc/passwd",
    "__proto__", "constructor", "NaN", "-1", "1e309", " ", "a@b", "jan@tuinco.example", "BE", "partner",
  ),
);
const jsonValue = fc.oneof(hostileString, fc.integer(), fc.double(), fc.boolean(), fc.constant(null), fc.array(hostileString, { maxLength: 3 }), fc.dictionary(hostileString, hostileString, { maxKeys: 3 }));

/** Valid enquiries with some fields replaced by anything at all. */
const enquiryBody = fc
  .record({
    name: jsonValue, company: jsonValue, phone: jsonValue, email: jsonValue, title: jsonValue, country: jsonValue, message: jsonValue, form: jsonValue, locale: jsonValue,
  }, { requiredKeys: [] })
  .map((mutations) => ({ ...validEnquiry, ...mutations }));

const queryString = fc
  .dictionary(
    fc.constantFrom("page", "per_page", "commodityTypeIds", "commodityTypeIds[]", "en_name", "fr_name", "nl_name", "attrSort", "type", "q", "sort", "order", "from", "to", "hot", "handled", "__proto__"),
    fc.oneof(hostileString, fc.integer({ min: -5, max: 200 }).map(String), fc.constantFrom("1,2,3", "0", "99999999999", "asc", "desc", "id", "2026-11-21")),
    { maxKeys: 5 },
  )
  .map((params) => Object.entries(params).map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(value)}`).join("&"));

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
    const demand = await request(app.express).post("/api/demands").send({ ...validEnquiry, title: NUL_EXAMPLES });
    expect(demand.status).toBe(422);
    expect(demand.body.errors.title).toBeDefined();
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
        const form = await request(app.express).post("/api/file/forms").field("email", field || " ");
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

  it.each(["/api/ad/commodities", "/api/ad/articles", "/api/ad/demands", "/api/ad/file/forms", "/api/ad/posters"])("GET %s answers only 200 or 422 to any parameters", async (path) => {
    await fc.assert(
      fc.asyncProperty(queryString, async (query) => {
        const response = await request(app.express).get(`${path}?${query}`).set(app.auth);
        expect([200, 422]).toContain(response.status);
      }),
      RUNS,
    );
  });
});
