import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAdminTestApp, type AdminTestApp } from "#tests/support/auth.ts";
import { TEST_ENGINES } from "#tests/support/databases.ts";
import { insertCategory, insertProduct } from "#tests/support/fixtures.ts";
import { articlePath, productPath } from "#domain/paths.ts";

/** supertest listens on a new port per request: a fixed origin keeps one render-cache key per page. */
const env = { PUBLIC_URL: "https://www.fantai.example" };

describe.each(TEST_ENGINES)("preview links (decision 061) on %s", (engine) => {
  let app: AdminTestApp;
  let productId: number;
  const livePath = () => `/nl${productPath({ id: productId, en_name: "40V Push Mower" })}`;
  const preview = (path: string, body: object) => request(app.express).post(`/api/ad/${path}/_preview`).set(app.auth).send(body);
  const page = (url: string) => request(app.express).get(url);

  beforeAll(async () => {
    app = await createAdminTestApp(engine, env, { pages: true });
    const category = await insertCategory(app.database.db, { en: "Lawn mowers", fr: "Tondeuses", nl: "Grasmaaiers" });
    productId = (
      await insertProduct(
        app.database.db,
        { en: "40V Push Mower", fr: "Tondeuse 40V", nl: "40V-duwmaaier" },
        { commodity_type_id: category.id, description: { en: "<p>Quiet.</p>", nl: "<p>Stil.</p>" } },
      )
    ).id;
  });
  afterAll(() => app.close());

  it("shows the unsaved Dutch changes on the real product page, cleaned, never indexed or stored, and writes nothing to the product", async () => {
    await page(livePath());
    const livePage = await page(livePath()); // served from the render cache, with its ETag
    expect(livePage.headers.etag).toBeTruthy();
    const created = await preview(`commodities/${productId}`, {
      nl_name: "Nieuwe stille duwmaaier",
      nl_description: '<p>Stiller dan ooit.</p><script>alert("x")</script><img src="x" onerror="alert(1)">',
    });
    expect(created.status).toBe(201);
    const { urls, expires_at } = created.body.data as { urls: Record<"en" | "fr" | "nl", string>; expires_at: string };
    expect(urls.nl).toMatch(new RegExp(`^${livePath().replace("?", "\\?")}&preview=[\\w-]{43}$`));
    expect(urls.en).toBe(urls.nl.replace(/^\/nl/, ""));
    expect(Date.parse(expires_at) - Date.now()).toBeGreaterThan(23 * 3_600_000);

    const shown = await page(urls.nl);
    expect(shown.status).toBe(200);
    expect(shown.text).toContain("Nieuwe stille duwmaaier");
    expect(shown.text).toContain("Stiller dan ooit.");
    expect(shown.text).toMatch(/<div class="preview-banner" role="status"><strong>Voorbeeld — niet gepubliceerd<\/strong>/);
    expect(shown.text).not.toContain('alert("x")');
    expect(shown.text).not.toContain("onerror");
    expect(shown.headers["cache-control"]).toBe("private, no-store");
    expect(shown.headers["x-robots-tag"]).toBe("noindex");
    expect(shown.text).toMatch(/<meta name="robots" content="noindex"/);

    // The render cache kept neither the preview nor a changed live page: the live page is as before, from the same versions.
    expect((await page(urls.nl)).text).toContain("Nieuwe stille duwmaaier");
    const liveAfter = await page(livePath());
    expect(liveAfter.text).toContain("40V-duwmaaier");
    expect(liveAfter.text).not.toContain("Nieuwe stille duwmaaier");
    expect(liveAfter.text).not.toContain('class="preview-banner"');
    expect(liveAfter.headers.etag).toBe(livePage.headers.etag);
    const stored = await request(app.express).get(`/api/ad/commodities/${productId}`).set(app.auth);
    expect(stored.body.data).toMatchObject({ nl_name: "40V-duwmaaier", nl_description: "<p>Stil.</p>" });
    expect((await request(app.express).get(`/api/ad/commodities/${productId}/revisions`).set(app.auth)).body.data).toEqual([]);
    const search = await request(app.express).get("/api/commodities").query({ nl_name: "nieuwe" });
    expect(search.body.data).toEqual([]);
  });

  it("works in another browser: no session, any language, and the page's language switch keeps the preview", async () => {
    const created = await preview(`commodities/${productId}`, { fr_name: "Tondeuse 40V édition aperçu" });
    const { urls } = created.body.data as { urls: Record<"en" | "fr" | "nl", string> };
    const french = await page(urls.fr);
    expect(french.status).toBe(200);
    expect(french.text).toContain("Tondeuse 40V édition aperçu");
    expect(french.text).toMatch(/<div class="preview-banner" role="status"><strong>Aperçu — non publié<\/strong>/);
    const token = new URL(urls.fr, env.PUBLIC_URL).searchParams.get("preview");
    expect(french.text).toContain(`preview=${token}`);
  });

  it("previews an article's unsaved French title on its blog page", async () => {
    const article = await request(app.express)
      .post("/api/ad/articles")
      .set(app.auth)
      .send({ en_title: "Winter storage", fr_title: "Hivernage", en_content: "<p>Cool and dry.</p>", fr_content: "<p>Au frais.</p>" });
    const created = await preview(`articles/${article.body.data.id}`, { fr_title: "Hivernage des batteries" });
    expect(created.status).toBe(201);
    const { urls } = created.body.data as { urls: Record<"en" | "fr" | "nl", string> };
    const blogPath = `/fr${articlePath({ id: article.body.data.id, en_title: "Winter storage" })}`;
    expect(urls.fr).toMatch(new RegExp(`^${blogPath.replace("?", "\\?")}&preview=`));
    const shown = await page(urls.fr);
    expect(shown.status).toBe(200);
    expect(shown.text).toContain("Hivernage des batteries");
    expect((await page(blogPath)).text).not.toContain("Hivernage des batteries");
  });

  it("answers an expired or unknown link with 410 and the translated explanation, never the previewed changes", async () => {
    const dayAgo = new Date(Date.now() - 25 * 3_600_000);
    const old = await app.services.previews.createPreview(
      { resource: "commodities", id: productId, changes: { nl_name: "Oud voorbeeld" }, userId: null },
      dayAgo,
    );
    for (const url of [old.urls.nl, `${livePath()}&preview=${"x".repeat(43)}`, `${livePath()}&preview=`]) {
      const refused = await page(url);
      expect(refused.status, url).toBe(410);
      expect(refused.text).toContain("Deze voorbeeldlink is verlopen");
      expect(refused.text).not.toContain("Oud voorbeeld");
      expect(refused.text).toMatch(/<meta name="robots" content="noindex"/);
      expect(refused.headers["cache-control"]).toBe("private, no-store");
    }
  });

  it("refuses what a save would refuse (422 on the field), an unknown record (404), and anyone not signed in (401)", async () => {
    const invalid = await preview(`commodities/${productId}`, { en_name: "" });
    expect(invalid.status).toBe(422);
    expect(Object.keys(invalid.body.errors)).toEqual(["en_name"]);
    const unknownCategory = await preview(`commodities/${productId}`, { commodity_type_id: 999_999 });
    expect(unknownCategory.status).toBe(422);
    expect(unknownCategory.body.errors.commodity_type_id).toEqual(["The selected category does not exist."]);
    expect((await preview("commodities/999999", { nl_name: "Niemand" })).status).toBe(404);
    const anonymous = await request(app.express).post(`/api/ad/commodities/${productId}/_preview`).send({ nl_name: "Anoniem" });
    expect(anonymous.status).toBe(401);
  });

  it("previews a landing page through its category, and asks to attach one that has none", async () => {
    const category = await insertCategory(app.database.db, { en: "Trimmers", fr: "Coupe-bordures", nl: "Trimmers" });
    const landing = await request(app.express)
      .post("/api/ad/page/ones")
      .set(app.auth)
      .send({ url: "trimmers", commodity_type_id: category.id, en_banner_title: "Trim every edge" });
    expect(landing.status).toBe(201);
    const created = await preview(`page/ones/${landing.body.data.id}`, { nl_banner_title: "Elke rand strak" });
    expect(created.status).toBe(201);
    const { urls } = created.body.data as { urls: Record<"en" | "fr" | "nl", string> };
    expect(urls.nl).toMatch(new RegExp(`^/nl/products/trimmers\\?sortid=${category.id}&preview=`));
    const shown = await page(urls.nl);
    expect(shown.status).toBe(200);
    expect(shown.text).toContain("Elke rand strak");

    const loose = await request(app.express).post("/api/ad/page/ones").set(app.auth).send({ url: "loose", en_banner_title: "Loose" });
    const refused = await preview(`page/ones/${loose.body.data.id}`, { nl_banner_title: "Los" });
    expect(refused.status).toBe(422);
    expect(refused.body.errors.commodity_type_id).toEqual(["Attach this landing page to a category to preview it."]);
  });
});
