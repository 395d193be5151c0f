import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "#tests/support/app.ts";
import { TEST_ENGINES } from "#tests/support/databases.ts";
import { insertCategory, insertProduct } from "#tests/support/fixtures.ts";

const BOT = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";

/** Every page has one clean address; its canonical link names it, and other shapes redirect (301) to it or are 404s. */
describe.each(TEST_ENGINES)("clean page addresses on %s", (engine) => {
  let app: TestApp;
  let productId: number;
  let articleId: number;
  let categoryId: number;
  let batteryId: number;
  beforeAll(async () => {
    app = await createTestApp(engine, { pages: true });
    const db = app.database.db;
    const category = await insertCategory(db, { en: "Chargers" });
    categoryId = category.id;
    const now = new Date().toISOString();
    await db.insertInto("landing_page_ones").values({ commodity_type_id: category.id, url: "chargers", created_at: now, updated_at: now }).execute();
    // Ten products: the list has a page 2 (product rules §9: 9 per page).
    for (let n = 1; n <= 9; n++) batteryId = (await insertProduct(db, { en: `40V Battery ${n}` }, { commodity_type_id: category.id })).id;
    productId = (await insertProduct(db, { en: "40V Standard Charger", fr: "Chargeur standard 40V" }, { commodity_type_id: category.id })).id;
    articleId = (
      await db
        .insertInto("articles")
        .values({ en_title: "Storing batteries: a guide", en_content: "<p>Cool and dry</p>", created_at: now, updated_at: now })
        .returning("id")
        .executeTakeFirstOrThrow()
    ).id;
  });
  afterAll(() => app.close());

  const get = (path: string) => request(app.express).get(path).set("User-Agent", BOT).redirects(0);
  const canonicalOf = (html: string) => /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1]?.replace(/^https?:\/\/[^/]+/, "");
  const hreflangsOf = (html: string) =>
    [...html.matchAll(/<link rel="alternate" hrefLang="[^"]+" href="([^"]*)"/g)].map((m) => m[1]!.replace(/^https?:\/\/[^/]+/, ""));
  const expectRedirect = async (from: string, to: string) => {
    const response = await get(from);
    expect({ from, status: response.status, location: response.headers.location }).toEqual({ from, status: 301, location: to });
  };
  const expectCanonical = async (path: string, canonical: string) => {
    const response = await get(path);
    expect(response.status, path).toBe(200);
    expect(canonicalOf(response.text), path).toBe(canonical);
    for (const href of hreflangsOf(response.text)) expect(href, `${path} hreflang`).not.toMatch(/utm_|page=(abc|1\b)|\/a\/|\/$(?<!^\/)/);
  };

  it("sends a product address with junk segments or an unclean id to the product's clean address", async () => {
    const clean = `/product/40V-Standard-Charger?articleID=${productId}`;
    await expectRedirect(`/product/a/40V-Standard-Charger?articleID=${productId}`, clean);
    await expectRedirect(`/fr/product/a/b/40V-Standard-Charger?articleID=${productId}`, `/fr${clean}`);
    await expectRedirect(`/nl/product//40V-Standard-Charger?articleID=${productId}`, `/nl${clean}`);
    await expectRedirect(`/product/40V-Standard-Charger?articleID=0${productId}`, clean);
    await expectRedirect(`/product/a/40V-Standard-Charger?articleID=${productId}&utm_source=mail`, `${clean}&utm_source=mail`);
    await expectRedirect(`/product/40V-Standard-Charger/?articleID=${productId}`, clean);
  });

  it("gives a product page its clean address as canonical, whatever else the query holds", async () => {
    await expectCanonical(
      `/product/40V-Standard-Charger?articleID=${productId}&utm_source=mail&page=2&sortid=1`,
      `/product/40V-Standard-Charger?articleID=${productId}`,
    );
    await expectCanonical(`/fr/product/40V-Standard-Charger?articleID=${productId}`, `/fr/product/40V-Standard-Charger?articleID=${productId}`);
  });

  it("gives a comparison one canonical, whatever order its products were chosen in", async () => {
    const canonical = `/compare?ids=${batteryId},${productId}`;
    await expectCanonical(`/compare?ids=${productId},${batteryId}`, canonical);
    await expectCanonical(canonical, canonical);
    await expectCanonical(`/fr/compare?ids=${productId},${batteryId}&diff=1`, `/fr${canonical}`);
  });

  it("does the same for articles", async () => {
    const clean = `/blog/Storing-batteries%3A-a-guide?articleID=${articleId}`;
    await expectRedirect(`/blog/2026/Storing-batteries%3A-a-guide?articleID=${articleId}`, clean);
    await expectRedirect(`/nl/blog/x/Storing-batteries:-a-guide?articleID=${articleId}`, `/nl${clean}`);
    await expectCanonical(`/blog/Storing-batteries:-a-guide?articleID=${articleId}&fbclid=xyz`, `/blog/Storing-batteries:-a-guide?articleID=${articleId}`);
  });

  it("does the same for landing pages", async () => {
    await expectRedirect(`/products/a/chargers?sortid=${categoryId}`, `/products/chargers?sortid=${categoryId}`);
    await expectRedirect(`/fr/products/chargers?sortid=0${categoryId}`, `/fr/products/chargers?sortid=${categoryId}`);
    await expectCanonical(`/nl/products/chargers?sortid=${categoryId}&page=2&utm_campaign=x`, `/nl/products/chargers?sortid=${categoryId}`);
  });

  it("sends list addresses with a page that is not a page number to their clean form, filters kept", async () => {
    await expectRedirect("/products?page=abc", "/products");
    await expectRedirect("/fr/products?q=charger&page=1", "/fr/products?q=charger");
    await expectRedirect("/nl/products?page=02", "/nl/products?page=2");
    await expectRedirect(`/products?sortid=x&type=${categoryId}`, `/products?type=${categoryId}`);
    await expectRedirect("/blog?page=abc", "/blog");
    await expectRedirect("/fr/blog?page=0", "/fr/blog");
  });

  it("keeps only a list's identifying parameters (sortid, page) in its canonical", async () => {
    await expectCanonical("/products?page=2&utm_source=x", "/products?page=2");
    await expectCanonical(`/fr/products?sortid=${categoryId}&q=charger&type=${categoryId}`, `/fr/products?sortid=${categoryId}`);
    await expectCanonical("/blog?utm_medium=mail", "/blog");
    // A page beyond the last is not a page.
    expect((await get("/products?page=7")).status).toBe(404);
  });

  it("redirects addresses with a trailing slash to the address without it, query kept, and never off the site", async () => {
    await expectRedirect("/faq/", "/faq");
    await expectRedirect("/fr/", "/fr");
    await expectRedirect("/nl/products/?q=lader", "/nl/products?q=lader");
    const offSite = await get("//evil.example/");
    expect(offSite.status).toBe(301);
    expect(offSite.headers.location).toBe("/evil.example");
    await expectRedirect("/fr//evil.example", "/fr/evil.example");
    await expectRedirect("/nl//products//?q=lader", "/nl/products?q=lader");
    await expectCanonical("/faq?ref=footer", "/faq");
  });

  it("sends a renamed product's earlier English addresses to its current one (301), in every language", async () => {
    const db = app.database.db;
    const renamed = (await insertProduct(db, { en: "40V Grass Trimmer" })).id;
    await db.updateTable("commodities").set({ en_name: "40V Line Trimmer" }).where("id", "=", renamed).execute();
    await db.updateTable("commodities").set({ en_name: "40V String Trimmer Pro" }).where("id", "=", renamed).execute();
    const current = `/product/40V-String-Trimmer-Pro?articleID=${renamed}`;
    await expectRedirect(`/product/40V-Grass-Trimmer?articleID=${renamed}`, current);
    await expectRedirect(`/fr/product/40V-Line-Trimmer?articleID=${renamed}`, `/fr${current}`);
    await expectRedirect(`/nl/product/x/40V-Grass-Trimmer?articleID=${renamed}&utm_source=mail`, `/nl${current}&utm_source=mail`);
    expect((await get(current)).status).toBe(200);
    // product rules §5: a slug the product never had, or an unknown id, still goes to the list.
    const never = await get(`/product/40V-Hedge-Trimmer?articleID=${renamed}`);
    expect([never.status, never.headers.location]).toEqual([301, "/products"]);
    await expectRedirect(`/product/40V-Grass-Trimmer?articleID=${productId}`, "/products");
    const unknown = await get("/product/40V-Grass-Trimmer?articleID=999999");
    expect([unknown.status, unknown.headers.location]).toEqual([302, "/products"]);
    // An earlier name is another product's business once that product is gone.
    await db.deleteFrom("commodities").where("id", "=", renamed).execute();
    expect(await db.selectFrom("commodity_former_names").select("id").where("commodity_id", "=", renamed).execute()).toEqual([]);
  });

  it("answers 301 to the canonical address for case variants of the site's fixed paths", async () => {
    await expectRedirect("/Products", "/products");
    await expectRedirect("/FR/products", "/fr/products");
    await expectRedirect("/Nl/FAQ?ref=x", "/nl/faq?ref=x");
    await expectRedirect("/fr/Register/Verify", "/fr/register/verify");
    await expectRedirect(`/PRODUCT/40V-Standard-Charger?articleID=${productId}`, `/product/40V-Standard-Charger?articleID=${productId}`);
    await expectRedirect("/Blog/", "/blog");
    // The slug after the fixed part is kept as typed (and judged by the page's own rules).
    const slug = await get(`/product/40v-standard-charger?articleID=${productId}`);
    expect([slug.status, slug.headers.location]).toEqual([301, "/products"]);
    expect((await get("/api/Commodities")).status).not.toBe(301);
  });

  it("answers 301 from an /en address to the English page without a prefix (English has none)", async () => {
    await expectRedirect("/en", "/");
    await expectRedirect("/en/products?sortid=1", "/products?sortid=1");
    await expectRedirect("/EN/FAQ", "/faq");
    await expectRedirect("/en/", "/");
    expect((await get("/english")).status).not.toBe(301);
  });

  it("answers 404 for shapes that name no page", async () => {
    for (const path of ["/faq/extra", "/fr/contact/x/y", "/nl/thanks/x"]) expect((await get(path)).status, path).toBe(404);
  });
});
