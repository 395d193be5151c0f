import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sanitizeRichText } from "#server/services/sanitize.ts";
import { createAdminTestApp, type AdminTestApp } from "#tests/support/auth.ts";
import { TEST_ENGINES } from "#tests/support/databases.ts";

/** Known XSS payloads (OWASP cheat sheet classics and mutation tricks). */
const PAYLOADS = [
  "<script>alert(1)</script>",
  "<SCRIPT SRC=//evil.example/x.js></SCRIPT>",
  "<img src=x onerror=alert(1)>",
  '<img src="javascript:alert(1)">',
  "<body onload=alert(1)>",
  '<a href="javascript:alert(1)">click</a>',
  '<a href="JaVaScRiPt:alert(1)">click</a>',
  '<a href="&#106;avascript:alert(1)">click</a>',
  '<a href="jav&#x09;ascript:alert(1)">click</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
  '<a href="vbscript:msgbox(1)">x</a>',
  "<svg onload=alert(1)>",
  "<svg><script>alert(1)</script></svg>",
  '<svg><a xlink:href="javascript:alert(1)"><text x="20" y="20">x</text></a></svg>',
  "<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>",
  '<iframe src="javascript:alert(1)"></iframe>',
  '<object data="javascript:alert(1)"></object>',
  '<embed src="javascript:alert(1)">',
  '<form action="javascript:alert(1)"><input type=submit></form>',
  '<p style="background:url(javascript:alert(1))">x</p>',
  '<div onmouseover="alert(1)">hover</div>',
  "<details open ontoggle=alert(1)>",
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<base href="javascript:alert(1)//">',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  "<<script>alert(1)//<</script>",
  '<img src="x" alt="" onerror="alert(1)"/>',
  '<a href="https://ok.example" onclick="alert(1)">ok</a>',
];

const DANGEROUS = /<script|<iframe|<object|<embed|<svg|<math|<style|<form|<meta|<base|\bon[a-z]+\s*=|javascript:|vbscript:|data:text\/html|style=/i;

describe("the rich-text allow-list", () => {
  it.each(PAYLOADS)("leaves nothing executable of %s", (payload) => {
    expect(sanitizeRichText(payload)).not.toMatch(DANGEROUS);
  });

  it("keeps what the editor produces", () => {
    const html =
      '<h2>Care</h2><p>Keep <strong>dry</strong>, <em>cool</em> and <a href="https://fantai.example/service" target="_blank">registered</a>.</p><ul><li>One</li></ul><img src="https://cdn.example/a.webp" alt="Mower" width="640" height="480" />';
    expect(sanitizeRichText(html)).toBe(
      '<h2>Care</h2><p>Keep <strong>dry</strong>, <em>cool</em> and <a href="https://fantai.example/service" target="_blank" rel="noopener noreferrer">registered</a>.</p><ul><li>One</li></ul><img src="https://cdn.example/a.webp" alt="Mower" width="640" height="480" />',
    );
  });

  it("keeps relative links and images, drops protocol-relative ones", () => {
    expect(sanitizeRichText('<a href="/products">x</a>')).toBe('<a href="/products">x</a>');
    expect(sanitizeRichText('<img src="/media/a_10x10.webp" />')).toBe('<img src="/media/a_10x10.webp" />');
    expect(sanitizeRichText('<a href="//evil.example">x</a>')).toBe("<a>x</a>");
  });
});

describe.each(TEST_ENGINES)("rich text through the API on %s", (engine) => {
  let app: AdminTestApp;
  beforeAll(async () => {
    app = await createAdminTestApp(engine);
  });
  afterAll(() => app.close());

  it("stores article content, commodity and category descriptions without any payload", async () => {
    const html = PAYLOADS.join("\n");
    const article = await request(app.express)
      .post("/api/ad/articles")
      .set(app.auth)
      .send({ en_title: "XSS", en_content: html, fr_content: html, nl_content: html });
    const product = await request(app.express).post("/api/ad/commodities").set(app.auth).send({ en_name: "XSS", en_description: html, nl_description: html });
    const category = await request(app.express).post("/api/ad/commodity/types").set(app.auth).send({ en_name: "XSS", fr_description: html });
    for (const response of [article, product, category]) expect(response.status).toBe(201);
    const stored = [
      article.body.data.en_content,
      article.body.data.fr_content,
      article.body.data.nl_content,
      product.body.data.en_description,
      product.body.data.nl_description,
      category.body.data.fr_description,
    ];
    for (const value of stored) expect(value).not.toMatch(DANGEROUS);
    const read = await request(app.express).get(`/api/articles/${article.body.data.id}`);
    expect(read.body.data.en_content).not.toMatch(DANGEROUS);
  });
});
