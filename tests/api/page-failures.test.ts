import request from "supertest";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { createTestApp, type TestApp } from "#tests/support/app.ts";
import { TEST_ENGINES } from "#tests/support/databases.ts";
import { insertCategory, insertProduct } from "#tests/support/fixtures.ts";

const BOT = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";
const outage = () => new Error("connect ECONNREFUSED 127.0.0.1:5432");

/**
 * Product rules §8's "detail page fetch failure: redirect to list page" is about a record
 * that is not there. A database that cannot be reached is an outage: the error page with status 500,
 * so people and crawlers do not take it for missing content.
 */
describe.each(TEST_ENGINES)("a page whose data cannot be read, on %s", (engine) => {
  let app: TestApp;
  let product: string;
  let article: string;
  let landing: string;
  beforeAll(async () => {
    app = await createTestApp(engine, { pages: true });
    const db = app.database.db;
    const category = await insertCategory(db, { en: "Chainsaws" });
    const now = new Date().toISOString();
    await db.insertInto("landing_page_ones").values({ commodity_type_id: category.id, url: "chainsaws", created_at: now, updated_at: now }).execute();
    const saw = await insertProduct(db, { en: "40V Chainsaw" }, { commodity_type_id: category.id });
    const post = await db
      .insertInto("articles")
      .values({ en_title: "Sharpening a chain", en_content: "<p>Files</p>", created_at: now, updated_at: now })
      .returning("id")
      .executeTakeFirstOrThrow();
    product = `/product/40V-Chainsaw?articleID=${saw.id}`;
    article = `/blog/Sharpening-a-chain?articleID=${post.id}`;
    landing = `/products/chainsaws?sortid=${category.id}`;
  });
  afterEach(() => vi.restoreAllMocks());
  afterAll(() => app.close());

  const get = (path: string) => request(app.express).get(path).set("User-Agent", BOT).redirects(0);
  const DESCRIPTION = { en: "Something is wrong here.", fr: "Quelque chose ne va pas ici.", nl: "Er is hier iets mis." };
  const expectErrorPage = (response: request.Response) => {
    expect(response.status).toBe(500);
    // Never kept by a CDN or a browser, whatever the page's public policy (decision 050).
    expect(response.headers["cache-control"]).toBe("private, no-store");
    expect(response.headers.location).toBeUndefined();
    const lang = (/<html lang="(en|fr|nl)"/.exec(response.text)?.[1] ?? "en") as keyof typeof DESCRIPTION;
    expect(response.text).toContain("Hmmm..");
    expect(response.text).toContain(DESCRIPTION[lang]);
    expect(response.text).not.toContain("ECONNREFUSED");
  };

  it("renders the product, article and landing pages while the database answers", async () => {
    for (const path of [product, article, landing, `/fr${product}`]) expect((await get(path)).status, path).toBe(200);
  });

  it("answers a product page with the error page and 500 when the product cannot be read, in every language", async () => {
    vi.spyOn(app.services.catalogue, "getProduct").mockRejectedValue(outage());
    for (const path of [product, `/fr${product}`, `/nl${product}`]) expectErrorPage(await get(path));
  });

  it("answers an article with the error page and 500 when it cannot be read", async () => {
    vi.spyOn(app.services.content, "getArticle").mockRejectedValue(outage());
    expectErrorPage(await get(article));
    expectErrorPage(await get(`/nl${article}`));
  });

  it("answers a landing page and the lists with the error page and 500 when their data cannot be read", async () => {
    vi.spyOn(app.services.content, "getCategoryPage").mockRejectedValue(outage());
    expectErrorPage(await get(landing));
    vi.spyOn(app.services.catalogue, "listProducts").mockRejectedValue(outage());
    expectErrorPage(await get("/products"));
    vi.spyOn(app.services.content, "listArticles").mockRejectedValue(outage());
    expectErrorPage(await get("/fr/blog"));
  });

  it("still sends a record that is not there to its list (product rules §5), with the database up", async () => {
    const missingProduct = await get("/product/40V-Chainsaw?articleID=999999");
    expect(missingProduct.status).toBe(302);
    expect(missingProduct.headers.location).toBe("/products");
    const missingArticle = await get("/fr/blog/Gone?articleID=999999");
    expect(missingArticle.status).toBe(302);
    expect(missingArticle.headers.location).toBe("/fr/blog");
  });
});
