import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "#tests/support/app.ts";
import { TEST_ENGINES } from "#tests/support/databases.ts";
import { insertCategory, insertProduct } from "#tests/support/fixtures.ts";

const BOT = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";
const PERSON = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36";

describe.each(TEST_ENGINES)("server-rendered pages on %s", (engine) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp(engine, { pages: true });
    const category = await insertCategory(app.database.db, { en: "Lawn mowers", fr: "Tondeuses", nl: "Grasmaaiers" });
    await insertProduct(app.database.db, { en: "40V Push Mower", fr: "Tondeuse poussée 40V", nl: "40V-duwmaaier" }, { commodity_type_id: category.id });
    await insertProduct(app.database.db, { en: "40V Chainsaw", fr: "", nl: "40V-kettingzaag" }, { commodity_type_id: category.id });
  });
  afterAll(() => app.close());

  it("renders the home page's products from the database in English", async () => {
    const response = await request(app.express).get("/").set("User-Agent", BOT);
    expect(response.status).toBe(200);
    expect(response.text).toContain('<html lang="en"');
    expect(response.text).toContain("40V Push Mower");
  });

  it("renders the same products in French and Dutch, with the name fallback", async () => {
    const french = await request(app.express).get("/fr").set("User-Agent", BOT);
    expect(french.text).toContain('<html lang="fr"');
    expect(french.text).toContain("Tondeuse poussée 40V");
    expect(french.text).toContain("40V Chainsaw"); // no French name: falls back to English

    const dutch = await request(app.express).get("/nl").set("User-Agent", BOT);
    expect(dutch.text).toContain('<html lang="nl"');
    expect(dutch.text).toContain("40V-duwmaaier");
  });

  it("answers unknown paths with 404 and the translated not-found page", async () => {
    const english = await request(app.express).get("/no/such/page").set("User-Agent", BOT);
    expect(english.status).toBe(404);
    expect(english.text).toContain("This page could not be found");

    const dutch = await request(app.express).get("/nl/bestaat-niet").set("User-Agent", BOT);
    expect(dutch.status).toBe(404);
    expect(dutch.text).toContain('<html lang="nl"');
    expect(dutch.text).toContain("Deze pagina kon niet worden gevonden");
  });

  it("sends a person's first visit to their Accept-Language, but never a bot or someone who chose", async () => {
    const person = await request(app.express).get("/").set("User-Agent", PERSON).set("Accept-Language", "nl-BE,nl;q=0.9,en;q=0.5");
    expect(person.status).toBe(302);
    expect(person.headers.location).toBe("/nl");

    const bot = await request(app.express).get("/").set("User-Agent", BOT).set("Accept-Language", "fr-FR,fr");
    expect(bot.status).toBe(200);

    const chose = await request(app.express).get("/").set("User-Agent", PERSON).set("Accept-Language", "fr").set("Cookie", "lang=en");
    expect(chose.status).toBe(200);
  });

  it("cleans stored HTML again before rendering it, even if it reached the database unsanitised", async () => {
    const now = new Date().toISOString();
    const article = await app.database.db
      .insertInto("articles")
      .values({
        en_title: "Unsafe import",
        en_content: '<p>Kept</p><script>alert("x")</script><img src="x" onerror="alert(1)"><a href="javascript:alert(1)">link</a>',
        created_at: now,
        updated_at: now,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    const response = await request(app.express).get(`/blog/Unsafe-import?articleID=${article.id}`).set("User-Agent", BOT);
    expect(response.status).toBe(200);
    expect(response.text).toContain("<p>Kept</p>");
    expect(response.text).not.toContain('alert("x")');
    expect(response.text).not.toContain("onerror");
    expect(response.text).not.toContain("javascript:alert");
  });

  it("streams with a CSP nonce on every script", async () => {
    const response = await request(app.express).get("/").set("User-Agent", PERSON).set("Cookie", "lang=en");
    const csp = response.headers["content-security-policy"] as string;
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce).toBeTruthy();
    // JSON-LD blocks are data, never executed, so CSP does not apply to them.
    const scripts = (response.text.match(/<script\b[^>]*>/g) ?? []).filter((tag) => !tag.includes("application/ld+json"));
    expect(scripts.length).toBeGreaterThan(0);
    for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
  });

  it("sends a page its shell's texts and its own route's as two files kept for good, not inside its hydration data", async () => {
    const preloads = (html: string) =>
      Object.fromEntries(
        [
          ...html.matchAll(/<link rel="preload" href="([^"]+)" as="fetch" crossorigin="anonymous" data-public-messages="(\w+)" data-text-part="([\w+]+)"\/>/g),
        ].map((link) => [link[3]!, { href: link[1]!, locale: link[2]! }]),
      );
    const dutch = preloads((await request(app.express).get("/nl/about").set("User-Agent", BOT)).text);
    // The shell (common texts, the layout's compare tray and newsletter form) and the page's own sections; no other page's.
    expect(Object.keys(dutch).sort()).toEqual(["about", "common+compare+form"]);
    const shell = dutch["common+compare+form"]!;
    expect(shell.href).toMatch(/^\/texts\/nl\.[\w-]+\/common\+compare\+form\.json$/);
    expect(Object.values(dutch).every((link) => link.locale === "nl")).toBe(true);
    const home = preloads((await request(app.express).get("/").set("User-Agent", BOT)).text);
    expect(Object.keys(home).sort()).toEqual(["common+compare+form", "home+meta+promotions"]);

    // The page shows the texts, but its hydration data does not carry them.
    const page = (await request(app.express).get("/nl/about").set("User-Agent", BOT)).text;
    const footerText = "één accu voor de hele tuin";
    expect(page).toContain(footerText);
    const hydration = [...page.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)].map((script) => script[1]).join("");
    expect(hydration).toContain("streamController");
    expect(hydration).not.toContain(footerText);

    const texts = await request(app.express).get(shell.href);
    expect(texts.status).toBe(200);
    expect(texts.headers["content-type"]).toMatch(/^application\/json/);
    expect(texts.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(texts.body.common.footer).toBeTruthy();
    expect(Object.keys(texts.body.public).sort()).toEqual(["compare", "form"]);
    const about = await request(app.express).get(dutch.about!.href);
    expect(Object.keys(about.body)).toEqual(["public"]);
    expect(Object.keys(about.body.public)).toEqual(["about"]);

    // Another language's files have other names; a name the texts no longer have, or do not have, is not found.
    const english = preloads((await request(app.express).get("/about").set("User-Agent", BOT)).text);
    expect(english["common+compare+form"]!.href).not.toBe(shell.href);
    for (const href of [
      shell.href.replace(/nl\.[\w-]+\//, "nl.0ld/"),
      shell.href.replace("form.json", "admin.json"),
      shell.href.replace("form.json", "form+form.json"),
    ])
      expect((await request(app.express).get(href)).status, href).toBe(404);
  });

  it("answers ids beyond the 32-bit ids as ids that name nothing, never with a server error", async () => {
    for (const path of [
      "/product/x?articleID=99999999999",
      "/blog/x?articleID=2147483648",
      "/products/x?sortid=99999999999",
      "/register?product=99999999999",
      "/documents/99999999999/abc/manual.pdf",
    ]) {
      const response = await request(app.express).get(path).set("User-Agent", BOT);
      expect(response.status, path).toBeLessThan(500);
    }
  });

  it("sends an empty newsletter post back to the page it came from, never to another site", async () => {
    const back = (referer: string) =>
      request(app.express).post("/fr/newsletter").set("Host", "site.example").set("Referer", referer).type("form").send({ email: "" });
    expect((await back("http://site.example/fr/faq?x=1")).headers.location).toBe("/fr/faq?x=1");
    expect((await back("http://elsewhere.example/fr/faq")).headers.location).toBe("/fr");
    // A page of this site whose path starts with two slashes (the 404 page has the footer's form) must not become `//evil.example/`.
    for (const referer of ["http://site.example//evil.example/x", "http://site.example/\\evil.example/x", "http://site.example///evil.example"]) {
      const response = await back(referer);
      expect(response.status, referer).toBe(303);
      expect(response.headers.location, referer).toMatch(/^\/(?!\/)/);
    }
  });
});

describe.each(TEST_ENGINES)("when the database fails, on %s", (engine) => {
  it("answers 500 with the generic error page and no internals", async () => {
    const app = await createTestApp(engine, { pages: true });
    await app.close(); // every query now fails
    const response = await request(app.express).get("/").set("User-Agent", BOT);
    expect(response.status).toBe(500);
    expect(response.text).toContain("Hmmm..");
    expect(response.text).toContain("Something is wrong here.");
    expect(response.text).toContain("Back to Home");
    expect(response.text).not.toMatch(/at .*\.ts:\d+|SqliteError|Kysely|stack/i);
  });
});
