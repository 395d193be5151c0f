import { pino } from "pino";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN, GENEROUS_LIMITS } from "#tests/support/auth.ts";
import { createTestApp, type TestApp } from "#tests/support/app.ts";
import { TEST_ENGINES } from "#tests/support/databases.ts";
import { upsertAdmin } from "#server/services/auth.ts";

/**
 * The request log keeps the path and the parameters known to be harmless: a customer's email or name
 * searched in any admin list or export, or typed into any of the public site's GET forms, never reaches it.
 */

const EMAIL = "zebulon.quixby@example.com";
const NAME = "Zebulon Quixby";
/** How the planted values may look in a log line: as typed, or as a URL writes them. */
const TRACES = [/zebulon/i, /quixby/i];

interface Operation {
  parameters?: { name: string; in: string }[];
}

describe.each(TEST_ENGINES)("the request log without personal data on %s", (engine) => {
  let app: TestApp;
  let auth: { Authorization: string };
  const lines: string[] = [];

  beforeAll(async () => {
    const logger = pino({ level: "debug" }, { write: (line: string) => void lines.push(line) });
    app = await createTestApp(engine, { env: { ...GENEROUS_LIMITS }, pages: true, logger });
    await upsertAdmin(app.database.db, ADMIN);
    const signedIn = await request(app.express).post("/api/login").send(ADMIN);
    auth = { Authorization: `Bearer ${signedIn.body.data.token as string}` };
  });
  afterAll(() => app.close());

  /** Every GET call of the API (admin and public) that takes query parameters, each with a customer's email or name in every one. */
  async function searchesWithPersonalData(): Promise<string[]> {
    const document = (await request(app.express).get("/api/openapi.json")).body as { paths: Record<string, { get?: Operation }> };
    const urls: string[] = [];
    for (const [path, operations] of Object.entries(document.paths)) {
      const query = (operations.get?.parameters ?? []).filter((parameter) => parameter.in === "query").map((parameter) => parameter.name);
      if (!query.length) continue;
      const concrete = path.replace(/\{[^}]+\}/g, "1");
      for (const value of [EMAIL, NAME]) urls.push(`${concrete}?${query.map((name) => `${encodeURIComponent(name)}=${encodeURIComponent(value)}`).join("&")}`);
    }
    return urls;
  }

  it("keeps a customer's email and name searched in every admin list and export, and in every public search, out of the log", async () => {
    const calls = await searchesWithPersonalData();
    // Enough to know the document was read: the admin's lists and exports, and the public searches.
    expect(calls.filter((url) => url.startsWith("/api/ad/")).length).toBeGreaterThan(30);
    for (const must of ["/api/ad/demands?", "/api/ad/demands/_export?", "/api/ad/warranty/registrations?", "/api/ad/audit?", "/api/commodities?"])
      expect(
        calls.some((url) => url.startsWith(must)),
        must,
      ).toBe(true);
    for (const url of calls) {
      const response = await request(app.express).get(url).set(auth);
      expect(response.status, url).toBeLessThan(500);
    }
    const log = lines.join("");
    expect(lines.length).toBeGreaterThanOrEqual(calls.length);
    for (const trace of TRACES) expect(log).not.toMatch(trace);
    // The harmless parts are still there to read.
    expect(log).toContain('"url":"/api/ad/demands?');
  });

  it("keeps what a visitor types into the site's GET forms out of the log, and the page and language it asked for in", async () => {
    lines.length = 0;
    const forms = [
      `/products?q=${encodeURIComponent(NAME)}&page=2`,
      `/fr/products?q=${encodeURIComponent(EMAIL)}`,
      `/dealers?q=${encodeURIComponent(NAME)}&country=BE`,
      `/nl/manuals?q=${encodeURIComponent(EMAIL)}&kind=manual`,
      `/register/verify?ref=${encodeURIComponent(NAME)}`,
      `/register?q=${encodeURIComponent(NAME)}`,
      `/newsletter?email=${encodeURIComponent(EMAIL)}`,
      `/compare?ids=1&name=${encodeURIComponent(NAME)}`,
    ];
    for (const url of forms) {
      const response = await request(app.express).get(url).set("Accept", "text/html");
      expect(response.status, url).toBeLessThan(500);
    }
    const log = lines.join("");
    expect(lines.length).toBeGreaterThanOrEqual(forms.length);
    for (const trace of TRACES) expect(log).not.toMatch(trace);
    expect(log).toContain('"url":"/products?q=[redacted]&page=2"');
    expect(log).toContain('"url":"/dealers?q=[redacted]&country=BE"');
  });
});
