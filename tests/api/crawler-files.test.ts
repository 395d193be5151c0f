import { DomUtils, parseDocument } from "htmlparser2";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "#tests/support/app.ts";
import { TEST_ENGINES } from "#tests/support/databases.ts";
import { insertCategory, insertProduct } from "#tests/support/fixtures.ts";

const BOT = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";

type Element = ReturnType<typeof DomUtils.getElementsByTagName>[number];

/** Parses as XML (a syntax error would leave elements out, so the counts below would fail). */
function xml(text: string) {
  const document = parseDocument(text, { xmlMode: true });
  const all = (name: string, node: Parameters<typeof DomUtils.getElementsByTagName>[1] = document) => DomUtils.getElementsByTagName(name, node, true);
  return { document, all, text: (node: Element) => DomUtils.textContent(node) };
}

/** Each <url>: its <loc> and its alternates (hreflang → href). */
function urlsOf(body: string) {
  const parsed = xml(body);
  return parsed.all("url").map((url) => ({
    loc: parsed.text(parsed.all("loc", url)[0]!),
    lastmod: parsed.all("lastmod", url)[0] ? parsed.text(parsed.all("lastmod", url)[0]!) : undefined,
    alternates: Object.fromEntries(parsed.all("xhtml:link", url).map((link) => [link.attribs.hreflang!, link.attribs.href!])),
  }));
}

const pathOf = (url: string) => {
  const parsed = new URL(url);
  return `${parsed.pathname}${parsed.search}`;
};

describe.each(TEST_ENGINES)("sitemaps, feeds and crawler files on %s", (engine) => {
  let app: TestApp;
  let full: { id: number };
  let englishOnly: { id: number };
  beforeAll(async () => {
    app = await createTestApp(engine, { pages: true });
    const category = await insertCategory(app.database.db, { en: "Lawn mowers", fr: "Tondeuses", nl: "Grasmaaiers" });
    full = await insertProduct(
      app.database.db,
      { en: "40V Push Mower", fr: "Tondeuse poussée 40V", nl: "40V-duwmaaier" },
      { commodity_type_id: category.id, description: { en: "<p>Cuts</p>", fr: "<p>Coupe</p>", nl: "<p>Maait</p>" } },
    );
    englishOnly = await insertProduct(app.database.db, { en: "40V Hedge Trimmer" }, { commodity_type_id: category.id, description: { en: "<p>Trims</p>" } });
    const now = new Date().toISOString();
    await app.database.db
      .insertInto("articles")
      .values([
        {
          en_title: "Battery care",
          fr_title: "Entretien de la batterie",
          nl_title: "Accuonderhoud",
          en_content: "<p>Keep it cool</p>",
          fr_content: "<p>Au frais</p>",
          nl_content: "<p>Koel</p>",
          created_at: now,
          updated_at: now,
        },
        {
          en_title: "Winter storage",
          fr_title: "",
          nl_title: "",
          en_content: "<p>Dry place</p>",
          fr_content: "",
          nl_content: "",
          created_at: now,
          updated_at: now,
        },
      ])
      .execute();
  });
  afterAll(() => app.close());

  const get = (path: string) => request(app.express).get(path).set("User-Agent", BOT);

  it("robots.txt names the sitemap by its absolute address", async () => {
    const response = await get("/robots.txt");
    expect(response.status).toBe(200);
    expect(response.text).toMatch(/^Sitemap: http:\/\/127\.0\.0\.1:\d+\/sitemap\.xml$/m);
    expect(response.text).toContain("Disallow: /admin");
  });

  it("the sitemap index lists one sitemap per kind, and every URL in them answers 200 with reciprocal alternates", async () => {
    const index = await get("/sitemap.xml");
    expect(index.status).toBe(200);
    expect(index.type).toBe("application/xml");
    const files = xml(index.text)
      .all("sitemap")
      .map((node) => pathOf(xml(index.text).text(node).trim()));
    expect(files).toEqual(["/sitemaps/pages-1.xml", "/sitemaps/categories-1.xml", "/sitemaps/products-1.xml", "/sitemaps/articles-1.xml"]);

    const urls = [];
    for (const file of files) {
      const response = await get(file);
      expect(response.status).toBe(200);
      urls.push(...urlsOf(response.text));
    }
    const locs = urls.map((url) => pathOf(url.loc));
    expect(locs).toEqual(expect.arrayContaining(["/", "/fr", "/nl/products", "/fr/blog", "/register"]));
    for (const excluded of ["/thanks", "/login", "/compare", "/register/done"]) expect(locs).not.toContain(excluded);
    for (const url of urls) {
      const page = await get(pathOf(url.loc));
      expect(page.status, url.loc).toBe(200);
      // Every alternate names this URL back.
      for (const [lang, href] of Object.entries(url.alternates)) {
        if (lang === "x-default") continue;
        const other = urls.find((candidate) => candidate.loc === href);
        expect(other, `${href} is listed`).toBeDefined();
        expect(other!.alternates[lang]).toBe(href);
        expect(Object.values(other!.alternates)).toContain(url.loc);
      }
    }
  });

  it("lists a product only in the languages that have its text, with lastmod", async () => {
    const products = urlsOf((await get("/sitemaps/products-1.xml")).text);
    const fullUrls = products.filter((url) => url.loc.endsWith(`articleID=${full.id}`));
    expect(fullUrls.map((url) => pathOf(url.loc).split("/")[1])).toEqual(["product", "fr", "nl"]);
    expect(Object.keys(fullUrls[0]!.alternates).sort()).toEqual(["en", "fr", "nl", "x-default"]);
    expect(fullUrls[0]!.lastmod).toMatch(/^\d{4}-\d\d-\d\dT/);

    const englishUrls = products.filter((url) => url.loc.endsWith(`articleID=${englishOnly.id}`));
    expect(englishUrls.map((url) => pathOf(url.loc))).toEqual([`/product/40V-Hedge-Trimmer?articleID=${englishOnly.id}`]);
    expect(englishUrls[0]!.alternates).toEqual({});
  });

  it("follows the catalogue: a new product appears and a deleted one disappears", async () => {
    const added = await insertProduct(
      app.database.db,
      { en: "40V Leaf Blower", fr: "Souffleur 40V", nl: "40V-bladblazer" },
      { description: { en: "Blows", fr: "Souffle", nl: "Blaast" } },
    );
    expect((await get("/sitemaps/products-1.xml")).text).toContain(`articleID=${added.id}`);
    await app.database.db.deleteFrom("commodities").where("id", "=", added.id).execute();
    expect((await get("/sitemaps/products-1.xml")).text).not.toContain(`articleID=${added.id}`);
  });

  it("a page in fallback text is noindex, points its canonical to the language that has the text, and belongs to no hreflang set", async () => {
    const french = await get(`/fr/product/40V-Hedge-Trimmer?articleID=${englishOnly.id}`);
    expect(french.status).toBe(200);
    expect(french.text).toContain('<meta name="robots" content="noindex, follow"/>');
    expect(french.text).toContain(`<link rel="canonical" href="http://127.0.0.1`);
    expect(french.text).toMatch(new RegExp(`<link rel="canonical" href="http://[^"]+/product/40V-Hedge-Trimmer\\?articleID=${englishOnly.id}"/>`));
    expect(french.text).not.toContain('<link rel="alternate" hrefLang=');

    const english = await get(`/product/40V-Hedge-Trimmer?articleID=${englishOnly.id}`);
    expect(english.text).not.toContain('name="robots"');
    expect(english.text).toContain('<link rel="alternate" hrefLang="en"');
    expect(english.text).not.toContain('<link rel="alternate" hrefLang="fr"');

    // A fully translated product keeps all three and x-default.
    const translated = await get(`/nl/product/40V-Push-Mower?articleID=${full.id}`);
    expect(translated.text).not.toContain('name="robots"');
    for (const lang of ["en", "fr", "nl", "x-default"]) expect(translated.text).toContain(`<link rel="alternate" hrefLang="${lang}"`);
  });

  it("the blog has an Atom feed per language, linked from the blog, holding only articles written in that language", async () => {
    const brand = (await app.database.db.selectFrom("site_settings").select("brand_name").executeTakeFirstOrThrow()).brand_name;
    expect(brand).not.toBe("");
    for (const [prefix, title] of [
      ["", "Battery care"],
      ["/fr", "Entretien de la batterie"],
      ["/nl", "Accuonderhoud"],
    ] as const) {
      const response = await get(`${prefix}/blog/feed.xml`);
      expect(response.status).toBe(200);
      expect(response.type).toBe("application/atom+xml");
      const feed = xml(response.text);
      const titles = feed.all("entry").map((entry) => feed.text(feed.all("title", entry)[0]!));
      expect(titles).toContain(title);
      expect(titles.includes("Winter storage")).toBe(prefix === "");
      // The feed's own title carries the site's name, as its link on the blog does.
      const feedTitle = feed.text(feed.all("title")[0]!);
      expect(feedTitle).toBe(`Blog | ${brand}`);
      for (const entry of feed.all("entry")) expect(feed.all("updated", entry)).toHaveLength(1);

      const blog = await get(`${prefix}/blog`);
      expect(blog.text).toMatch(new RegExp(`<link rel="alternate" type="application/atom\\+xml" title="[^"]+" href="http://[^"]+${prefix}/blog/feed.xml"/>`));
    }
  });

  it("a comparison is not indexed: its address is the visitor's choice of products", async () => {
    for (const prefix of ["", "/fr", "/nl"]) {
      const page = await get(`${prefix}/compare?ids=${full.id},${englishOnly.id}`);
      expect(page.status).toBe(200);
      expect(page.text).toContain('<meta name="robots" content="noindex"/>');
    }
    const sitemaps = await get("/sitemaps/pages-1.xml");
    expect(sitemaps.text).not.toContain("/compare");
  });

  it("small things crawlers notice: tiny 404s for missing files, and / varying by language and cookie", async () => {
    for (const path of ["/assets/missing-1234.js", "/media/2020/none.webp", "/apple-touch-icon.png", "/ads.txt"]) {
      const missing = await get(path);
      expect(missing.status, path).toBe(404);
      expect(missing.type).toBe("text/plain");
      expect(missing.text.length).toBeLessThan(100);
    }
    // Page addresses still get the site's 404 page.
    expect((await get("/no-such-page")).text).toContain("<html");

    const home = await request(app.express).get("/").set("Accept-Language", "fr-FR,fr;q=0.9").set("User-Agent", "Mozilla/5.0 (X11; Linux x86_64) Chrome/156.0");
    expect(home.status).toBe(302);
    expect(home.headers.vary).toMatch(/Accept-Language/);
    expect(home.headers.vary).toMatch(/Cookie/);
  });

  it("structured data: WebSite with a search action, Organization with logo and profiles, BlogPosting with author and dates", async () => {
    const jsonLd = (html: string) =>
      [...html.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/gs)].map((m) => JSON.parse(m[1]!) as Record<string, unknown>);
    const home = jsonLd((await get("/fr")).text);
    expect(home.find((item) => item["@type"] === "WebSite")).toMatchObject({
      url: expect.stringMatching(/\/fr$/),
      potentialAction: {
        "@type": "SearchAction",
        "query-input": "required name=search_term_string",
        target: { urlTemplate: expect.stringMatching(/\/fr\/products\?q=\{search_term_string\}$/) },
      },
    });
    expect(home.find((item) => item["@type"] === "Organization")).toMatchObject({
      logo: expect.stringMatching(/^http:\/\/.+\/favicon\.svg$/),
      sameAs: expect.any(Array),
    });

    const article = await app.database.db.selectFrom("articles").select(["id"]).where("en_title", "=", "Battery care").executeTakeFirstOrThrow();
    const page = jsonLd((await get(`/nl/blog/Battery-care?articleID=${article.id}`)).text);
    const posting = page.find((item) => item["@type"] === "BlogPosting")!;
    expect(posting).toMatchObject({ headline: "Accuonderhoud", inLanguage: "nl", author: { "@type": "Organization" } });
    expect(Date.parse(String(posting.datePublished))).not.toBeNaN();
    expect(Date.parse(String(posting.dateModified))).not.toBeNaN();
    expect(page.find((item) => item["@type"] === "BreadcrumbList")).toMatchObject({ itemListElement: [{ position: 1 }, { position: 2 }, { position: 3 }] });
  });
});
