import { once } from "node:events";
import { get, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createTestApp, type TestApp } from "#tests/support/app.ts";
import { createSharedTestDatabases, TEST_ENGINES, type TestDatabase } from "#tests/support/databases.ts";
import { insertCategory, insertProduct } from "#tests/support/fixtures.ts";

const BOT = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";
const PERSON = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36";

/** The nonce the response's CSP allows, and the nonce of every script element of its page. */
function nonces(response: request.Response): { allowed: string; scripts: string[] } {
  const allowed = /'nonce-([^']+)'/.exec(response.headers["content-security-policy"] ?? "")?.[1] ?? "";
  // JSON-LD is data, not a script the CSP governs.
  const scripts = [...response.text.matchAll(/<script\b[^>]*>/g)]
    .filter((tag) => !tag[0].includes("application/ld+json"))
    .map((tag) => /\bnonce="([^"]*)"/.exec(tag[0])?.[1] ?? "(none)");
  return { allowed, scripts };
}

/** supertest listens on a new port per request: a fixed origin keeps one key per page. */
const env = { PUBLIC_URL: "https://www.fantai.example" };

const withoutNonce = (text: string, nonce: string) => text.replaceAll(nonce, "NONCE");

/** The headers that say what a page is and how it may be used, with its nonce and its request id blanked. */
function headersOf(response: request.Response, nonce: string): Record<string, string> {
  const perResponse = new Set(["date", "etag", "x-request-id", "content-length", "content-encoding", "transfer-encoding", "connection", "keep-alive"]);
  return Object.fromEntries(
    Object.entries(response.headers)
      .filter(([name]) => !perResponse.has(name))
      .map(([name, value]) => [
        name,
        withoutNonce(String(value), nonce)
          .replace(/\s*,\s*/g, ",")
          .toLowerCase(),
      ]),
  );
}

/** The raw bytes of a response, undecoded (supertest would gunzip them). */
async function rawGet(app: TestApp, path: string, headers: Record<string, string>): Promise<{ status?: number; headers: IncomingHttpHeaders; body: Buffer }> {
  const server = app.express.listen(0, "127.0.0.1");
  await once(server, "listening");
  try {
    const { port } = server.address() as AddressInfo;
    return await new Promise((resolve, reject) => {
      get({ host: "127.0.0.1", port, path, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () => resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }));
      }).on("error", reject);
    });
  } finally {
    server.close();
  }
}

describe.each(TEST_ENGINES)("the render cache on %s", (engine) => {
  let databases: [TestDatabase, TestDatabase];
  let a: TestApp;
  let b: TestApp;
  let productId: number;
  beforeAll(async () => {
    databases = await createSharedTestDatabases(engine);
    a = await createTestApp(engine, { pages: true, env, database: databases[0] });
    b = await createTestApp(engine, { pages: true, env, database: databases[1] });
    const category = await insertCategory(a.database.db, { en: "Lawn mowers", fr: "Tondeuses", nl: "Grasmaaiers" });
    productId = (await insertProduct(a.database.db, { en: "40V Push Mower", fr: "Tondeuse 40V", nl: "40V-duwmaaier" }, { commodity_type_id: category.id })).id;
  });
  afterAll(async () => {
    await databases?.[0].destroy();
  });

  it("serves a stored page from the second request, with the same bytes but a fresh nonce that every script carries", async () => {
    b.renderCache.clear();
    const first = await request(b.express).get("/products").set("User-Agent", PERSON);
    const misses = b.renderCache.stats().misses;
    const hits = b.renderCache.stats().hits;
    const second = await request(b.express).get("/products").set("User-Agent", PERSON).set("Accept-Encoding", "identity");
    const third = await request(b.express).get("/products").set("User-Agent", BOT).set("Accept-Encoding", "gzip");
    expect(b.renderCache.stats()).toMatchObject({ misses, hits: hits + 2 });
    for (const response of [first, second, third]) {
      expect(response.status).toBe(200);
      expect(response.text).toContain("40V Push Mower");
      const { allowed, scripts } = nonces(response);
      expect(allowed).toMatch(/^[A-Za-z0-9+/=]{24}$/);
      expect(scripts.length).toBeGreaterThan(1);
      expect(new Set(scripts)).toEqual(new Set([allowed]));
    }
    const [n1, n2, n3] = [first, second, third].map((response) => nonces(response).allowed);
    expect(new Set([n1, n2, n3]).size).toBe(3);
    expect(withoutNonce(second.text, n2!)).toBe(withoutNonce(first.text, n1!));
    expect(withoutNonce(third.text, n3!)).toBe(withoutNonce(first.text, n1!));
    expect(third.headers["content-encoding"]).toBe("gzip");
    expect(second.headers["content-encoding"]).toBeUndefined();
    expect(second.headers.vary).toMatch(/Accept-Encoding/i);
    // A stored page is answered before most of the app runs: it still carries every header the render had.
    expect(headersOf(second, n2!)).toEqual(headersOf(first, n1!));
  });

  it("assembles valid gzip with the nonce inside", async () => {
    await request(b.express).get("/faq").set("User-Agent", BOT);
    const zipped = await rawGet(b, "/faq", { "User-Agent": BOT, "Accept-Encoding": "gzip" });
    expect(zipped.headers["content-encoding"]).toBe("gzip");
    expect(Number(zipped.headers["content-length"])).toBe(zipped.body.length);
    const page = gunzipSync(zipped.body).toString("utf8");
    const nonce = /'nonce-([^']+)'/.exec(String(zipped.headers["content-security-policy"]))![1]!;
    expect(page).toContain(`nonce="${nonce}"`);
    expect(page.endsWith("</html>")).toBe(true);
  });

  it("keeps the page as Brotli too, once it is stored, and serves it to clients that accept it", async () => {
    await request(b.express).get("/blog").set("User-Agent", BOT);
    // The Brotli pieces are made off the main thread after the page is stored: gzip answers until then.
    const brotli = await vi.waitFor(async () => {
      const response = await rawGet(b, "/blog", { "User-Agent": BOT, "Accept-Encoding": "gzip, deflate, br" });
      expect(response.headers["content-encoding"]).toBe("br");
      return response;
    });
    expect(Number(brotli.headers["content-length"])).toBe(brotli.body.length);
    const page = brotliDecompressSync(brotli.body).toString("utf8");
    const nonce = /'nonce-([^']+)'/.exec(String(brotli.headers["content-security-policy"]))![1]!;
    expect(page).toContain(`nonce="${nonce}"`);
    expect(page.endsWith("</html>")).toBe(true);
    // The same page as gzip, with its own nonce: byte for byte the same page otherwise, and smaller as Brotli.
    const zipped = await rawGet(b, "/blog", { "User-Agent": BOT, "Accept-Encoding": "gzip" });
    const other = /'nonce-([^']+)'/.exec(String(zipped.headers["content-security-policy"]))![1]!;
    expect(other).not.toBe(nonce);
    expect(gunzipSync(zipped.body).toString("utf8").split(other).join(nonce)).toBe(page);
    expect(brotli.body.length).toBeLessThan(zipped.body.length);
    expect(brotli.headers.etag).toBe(zipped.headers.etag);
  });

  it("never serves instance B a page older than a write made through instance A", async () => {
    await request(b.express).get("/products").set("User-Agent", BOT);
    const hits = b.renderCache.stats().hits;
    expect((await request(b.express).get("/products").set("User-Agent", BOT)).text).toContain("40V Push Mower");
    expect(b.renderCache.stats().hits).toBe(hits + 1);

    // A catalogue write on A…
    await a.database.db.updateTable("commodities").set({ en_name: "40V Push Mower Pro" }).where("id", "=", productId).execute();
    const afterCatalogue = await request(b.express).get("/products").set("User-Agent", BOT);
    expect(afterCatalogue.text).toContain("40V Push Mower Pro");

    // …and a content write (site settings, read by every page's layout).
    await request(b.express).get("/products").set("User-Agent", BOT);
    await a.database.db.updateTable("site_settings").set({ phone: "+32 9 876 54 32" }).execute();
    expect((await request(b.express).get("/products").set("User-Agent", BOT)).text).toContain("+32 9 876 54 32");

    // A poster (content written by the admin) shows on B's home at once.
    await request(b.express).get("/").set("User-Agent", BOT);
    const now = new Date().toISOString();
    await a.database.db
      .insertInto("articles")
      .values({ en_title: "Spring servicing checklist", en_summary: "", en_content: "<p>x</p>", created_at: now, updated_at: now })
      .execute();
    expect((await request(b.express).get("/blog").set("User-Agent", BOT)).text).toContain("Spring servicing checklist");
    expect((await request(b.express).get("/").set("User-Agent", BOT)).text).toContain("Spring servicing checklist");
  });

  it("answers 304 to a matching If-None-Match, without a new CSP, and 200 again after a write", async () => {
    await request(b.express).get("/faq").set("User-Agent", PERSON);
    const stored = await request(b.express).get("/faq").set("User-Agent", PERSON);
    const etag = stored.headers.etag!;
    expect(etag).toMatch(/^"[^"]+"$/); // strong
    expect(stored.headers["cache-control"]).toBe("public, max-age=0, s-maxage=60, stale-while-revalidate=600");

    const again = await request(b.express).get("/faq").set("User-Agent", PERSON).set("If-None-Match", etag);
    expect(again.status).toBe(304);
    expect(again.text).toBe("");
    expect(again.headers["content-security-policy"]).toBeUndefined();
    expect(again.headers.etag).toBe(etag);

    await a.database.db.updateTable("site_settings").set({ phone: "+32 1 111 11 11" }).execute();
    const changed = await request(b.express).get("/faq").set("User-Agent", PERSON).set("If-None-Match", etag);
    expect(changed.status).toBe(200);
    expect(changed.text).toContain("+32 1 111 11 11");
  });

  it("gives public API reads a strong ETag, the public Cache-Control and 304", async () => {
    const list = await request(b.express).get("/api/commodities");
    expect(list.status).toBe(200);
    expect(list.headers.etag).toMatch(/^"[^"]+"$/);
    expect(list.headers["cache-control"]).toBe("public, max-age=0, s-maxage=60, stale-while-revalidate=600");
    const again = await request(b.express).get("/api/commodities").set("If-None-Match", list.headers.etag!);
    expect(again.status).toBe(304);
    const admin = await request(b.express).get("/api/ad/commodities");
    expect(admin.status).toBe(401);
    expect(admin.headers["cache-control"]).toBe("private, no-store");
  });

  it("sends a product list compressed as the client accepts, the same JSON in each form, and a new ETag after a write", async () => {
    const path = "/api/commodities?per_page=50";
    // Enough products that the answer passes the 1 kB under which nothing is compressed.
    for (const n of [1, 2, 3]) await insertProduct(a.database.db, { en: `Compressed list product ${n}` });
    const br = await rawGet(b, path, { "Accept-Encoding": "gzip, deflate, br" });
    const gzip = await rawGet(b, path, { "Accept-Encoding": "gzip" });
    const identity = await rawGet(b, path, { "Accept-Encoding": "identity" });
    expect([br.headers["content-encoding"], gzip.headers["content-encoding"], identity.headers["content-encoding"]]).toEqual(["br", "gzip", undefined]);
    const json = identity.body.toString();
    expect(JSON.parse(json).data.length).toBeGreaterThan(0);
    expect(brotliDecompressSync(br.body).toString()).toBe(json);
    expect(gunzipSync(gzip.body).toString()).toBe(json);
    expect(new Set([br, gzip, identity].map((r) => r.headers.etag)).size).toBe(1);
    expect(br.headers.vary).toMatch(/Accept-Encoding/i);
    // Served again from the stored forms: the very bytes.
    const repeat = await rawGet(b, path, { "Accept-Encoding": "gzip" });
    expect(repeat.body.equals(gzip.body)).toBe(true);
    await insertProduct(a.database.db, { en: "Stored bytes never outlive a write" }); // through the other instance
    const after = await rawGet(b, path, { "Accept-Encoding": "identity" });
    expect(after.headers.etag).not.toBe(identity.headers.etag);
    expect(after.body.toString()).toContain("Stored bytes never outlive a write");
  });

  it("never stores the sign-in page, the admin, form results or a post, and marks them private", async () => {
    b.renderCache.clear();
    const before = b.renderCache.stats().entries;
    for (const path of [
      "/login",
      "/login.data",
      "/register/done.data?ref=ABC",
      "/fr/login",
      "/admin",
      "/admin/products",
      "/thanks",
      "/newsletter",
      "/register/done?ref=ABC",
      "/register/verify?ref=ABC",
      "/nl/register/done",
      // A service request's tracking page and the owner space's request form (decision 083).
      "/my/service/SR-2026-000001",
      "/nl/my/service/new",
      // The router matches paths in any case and percent-decoded: these render the same pages.
      "/Register/Done?ref=ABC",
      "/%72egister/done?ref=ABC",
      "/NL/LOGIN",
      "/Admin",
    ]) {
      for (let i = 0; i < 2; i++) {
        const response = await request(b.express).get(path).set("User-Agent", BOT);
        expect(response.headers["cache-control"], path).toBe("private, no-store");
      }
    }
    await request(b.express).post("/contact").type("form").send({ name: "x" }).set("User-Agent", BOT);
    expect(b.renderCache.stats().entries).toBe(before);
  });

  it("never stores a private page reached through dot segments or a backslash: it answers 301 to the page's own address", async () => {
    b.renderCache.clear();
    for (const [path, clean] of [
      ["/register/./done?ref=ABC", "/register/done?ref=ABC"],
      ["/x/../register/done?ref=ABC", "/register/done?ref=ABC"],
      ["/register/%2E/done?ref=ABC", "/register/done?ref=ABC"],
      ["/fr/register/./done.data?ref=ABC", "/fr/register/done.data?ref=ABC"],
      ["/register\\done?ref=ABC", "/register/done?ref=ABC"],
      ["/.//evil.example/", "/evil.example"],
    ] as const) {
      const response = await rawGet(b, path, { "User-Agent": BOT });
      expect({ path, status: response.status, location: response.headers.location }).toEqual({ path, status: 301, location: clean });
    }
    expect(b.renderCache.stats().entries).toBe(0);
  });

  it("renders a page once for requests that arrive together before it is stored, and serves the others the stored page", async () => {
    b.renderCache.clear();
    const { hits, misses } = b.renderCache.stats();
    const server = b.express.listen(0, "127.0.0.1");
    await once(server, "listening");
    try {
      const responses = await Promise.all(Array.from({ length: 8 }, () => request(server).get("/products").set("User-Agent", PERSON)));
      for (const response of responses) {
        expect(response.status).toBe(200);
        expect(response.text).toContain("40V Push Mower");
      }
      expect(b.renderCache.stats()).toMatchObject({ misses: misses + 1, hits: hits + 7 });
      // After a write, the stored page is out of date: rendered again once, for all of them.
      await insertCategory(b.database.db, { en: "Leaf blowers", fr: "Souffleurs", nl: "Bladblazers" });
      const afterWrite = await Promise.all(Array.from({ length: 8 }, () => request(server).get("/products").set("User-Agent", PERSON)));
      for (const response of afterWrite) expect(response.text).toContain("Leaf blowers");
      expect(b.renderCache.stats()).toMatchObject({ misses: misses + 2, hits: hits + 14 });
    } finally {
      server.close();
    }
  });

  it("reads the category tree once after a change, however many loaders need it, and not again until the next change", async () => {
    b.renderCache.clear();
    await insertCategory(b.database.db, { en: "Hedge trimmers", fr: "Taille-haies", nl: "Heggenscharen" });
    const reads: string[] = [];
    // The tree's query (the catalogue index reads only ids and parents of the categories).
    const listener = (event: { query: { sql: string } }) => {
      if (/^select \* from "commodity_types"/.test(event.query.sql) && !/where/.test(event.query.sql)) reads.push(event.query.sql);
    };
    b.database.queryListeners?.add(listener as never);
    try {
      const first = await request(b.express).get("/products").set("User-Agent", BOT);
      expect(first.status).toBe(200);
      expect(first.text).toContain("Hedge trimmers");
      expect(reads).toHaveLength(1);
      // Another page, rendered (not stored yet): the tree kept for this catalogue version serves it.
      const french = await request(b.express).get("/fr/products").set("User-Agent", BOT);
      expect(french.text).toContain("Taille-haies");
      expect(reads).toHaveLength(1);
    } finally {
      b.database.queryListeners?.delete(listener as never);
    }
  });

  it("keeps a first visit's language redirect on /, and keeps / from shared caches", async () => {
    const bot = await request(b.express).get("/").set("User-Agent", BOT);
    expect(bot.status).toBe(200);
    expect(bot.headers["cache-control"]).toBe("private, max-age=0");
    const person = await request(b.express).get("/").set("User-Agent", PERSON).set("Accept-Language", "nl-BE,nl;q=0.9");
    expect(person.status).toBe(302);
    expect(person.headers.location).toBe("/nl");
    const hits = b.renderCache.stats().hits;
    const chose = await request(b.express).get("/").set("User-Agent", PERSON).set("Accept-Language", "nl").set("Cookie", "lang=en");
    expect(chose.status).toBe(200);
    expect(b.renderCache.stats().hits).toBe(hits + 1);
    // Stored or rendered, / tells caches that its answer depends on the language asked for and the cookie.
    for (const response of [bot, chose]) expect(response.headers.vary).toMatch(/Accept-Language.*Cookie|Cookie.*Accept-Language/i);
  });
});

describe("the render cache across midnight", () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp("sqlite", { pages: true, env });
  });
  afterAll(() => {
    vi.useRealTimers();
    return app.close();
  });

  it("keeps no page of yesterday: /register's date field allows a purchase made today", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-11-27T22:30:00Z")); // 23:30 in Brussels
    const maxDate = (text: string) => /type="date"[^>]*\bmax="([\d-]+)"|\bmax="([\d-]+)"[^>]*type="date"/.exec(text)?.slice(1).find(Boolean);
    const first = await request(app.express).get("/register").set("User-Agent", BOT);
    expect(maxDate(first.text)).toBe("2026-11-27");
    const hits = app.renderCache.stats().hits;
    await request(app.express).get("/register").set("User-Agent", BOT);
    expect(app.renderCache.stats().hits).toBe(hits + 1);
    vi.setSystemTime(new Date("2026-11-27T23:30:00Z")); // 00:30 in Brussels, the next day
    const next = await request(app.express).get("/register").set("User-Agent", BOT);
    expect(maxDate(next.text)).toBe("2026-11-28");
  });
});

describe("the render cache's bound", () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp("sqlite", { pages: true, env: { ...env, PAGE_CACHE_MAX_BYTES: "100000" } });
  });
  afterAll(() => app.close());

  it("keeps its bytes under PAGE_CACHE_MAX_BYTES, dropping the least recently used page first", async () => {
    const paths = ["/faq", "/blog", "/service", "/contact", "/fr/faq", "/nl/faq", "/fr/blog", "/nl/blog"];
    for (const path of paths) {
      await request(app.express).get(path).set("User-Agent", BOT);
      expect(app.renderCache.stats().bytes).toBeLessThanOrEqual(100_000);
    }
    const { entries } = app.renderCache.stats();
    expect(entries).toBeGreaterThan(0);
    expect(entries).toBeLessThan(paths.length);
    // The newest is still there, the oldest is gone.
    const hits = app.renderCache.stats().hits;
    await request(app.express).get(paths.at(-1)!).set("User-Agent", BOT);
    expect(app.renderCache.stats().hits).toBe(hits + 1);
    const misses = app.renderCache.stats().misses;
    await request(app.express).get(paths[0]!).set("User-Agent", BOT);
    expect(app.renderCache.stats().misses).toBe(misses + 1);
  });

  it("keeps pages compressed only (deflate, then Brotli too), until a client without compression asks for one", async () => {
    const roomy = await createTestApp("sqlite", { pages: true, env });
    try {
      await request(roomy.express).get("/service").set("User-Agent", BOT);
      // Stored as deflate at once, and as Brotli a moment later.
      await vi.waitFor(async () =>
        expect((await request(roomy.express).get("/service").set("User-Agent", BOT).set("Accept-Encoding", "br, gzip")).headers["content-encoding"]).toBe("br"),
      );
      const compressed = roomy.renderCache.stats().bytes;
      const hits = roomy.renderCache.stats().hits;
      const identity = await request(roomy.express).get("/service").set("User-Agent", BOT).set("Accept-Encoding", "identity");
      expect(identity.headers["content-encoding"]).toBeUndefined();
      expect(roomy.renderCache.stats().hits).toBe(hits + 1);
      // The page is several times its compressed size (deflate and Brotli); its identity copy is kept and weighed from then on.
      expect(compressed * 2).toBeLessThan(Buffer.byteLength(identity.text));
      // The nonces are not kept: each response gets its own.
      const { allowed } = nonces(identity);
      const cut = (identity.text.split(allowed).length - 1) * allowed.length;
      expect(roomy.renderCache.stats().bytes).toBe(compressed + Buffer.byteLength(identity.text) - cut);
    } finally {
      await roomy.close();
    }
  });

  it("stores nothing when PAGE_CACHE_MAX_BYTES is 0", async () => {
    const off = await createTestApp("sqlite", { pages: true, env: { ...env, PAGE_CACHE_MAX_BYTES: "0" } });
    try {
      await request(off.express).get("/faq").set("User-Agent", BOT);
      await request(off.express).get("/faq").set("User-Agent", BOT);
      expect(off.renderCache.stats()).toMatchObject({ entries: 0, hits: 0 });
    } finally {
      await off.close();
    }
  });
});
