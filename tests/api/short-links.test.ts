import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAdminTestApp, type AdminTestApp } from "#tests/support/auth.ts";
import { TEST_ENGINES } from "#tests/support/databases.ts";
import { insertProduct } from "#tests/support/fixtures.ts";

/** The labels' short addresses /m/{model} (decision 082). */
describe.each(TEST_ENGINES)("/m/{model} on %s", (engine) => {
  let app: AdminTestApp;
  let id: number;
  beforeAll(async () => {
    app = await createAdminTestApp(engine);
    id = (await insertProduct(app.database.db, { en: "40V 46 cm Push Lawn Mower" }, { model: "FT-LM4046" })).id;
  });
  afterAll(() => app.close());

  it("redirects a model, whatever its case, to the product page with the owner strip, privately", async () => {
    for (const path of ["/m/FT-LM4046", "/m/ft-lm4046", "/M/Ft-Lm4046/", "/m/%20FT-LM4046%20"]) {
      const response = await request(app.express).get(path);
      expect(response.status, path).toBe(302);
      expect(response.headers.location, path).toBe(`/product/40V-46-cm-Push-Lawn-Mower?articleID=${id}&owner=1`);
      expect(response.headers["cache-control"]).toBe("private, max-age=0");
      expect(response.headers.vary).toMatch(/Cookie/);
      expect(response.headers.vary).toMatch(/Accept-Language/);
    }
  });

  it("opens in the language cookie's language, else Accept-Language's, else English", async () => {
    const cookie = await request(app.express).get("/m/FT-LM4046").set("Cookie", "lang=nl").set("Accept-Language", "fr-BE,fr;q=0.9");
    expect(cookie.headers.location).toBe(`/nl/product/40V-46-cm-Push-Lawn-Mower?articleID=${id}&owner=1`);
    const accept = await request(app.express).get("/m/FT-LM4046").set("Accept-Language", "fr-BE,fr;q=0.9");
    expect(accept.headers.location).toMatch(/^\/fr\/product\//);
    const unknownCookie = await request(app.express).get("/m/FT-LM4046").set("Cookie", "lang=de").set("Accept-Language", "de");
    expect(unknownCookie.headers.location).toMatch(/^\/product\//);
  });

  it("carries ?sn= (cleaned and bounded) to the product page", async () => {
    const response = await request(app.express).get("/m/FT-LM4046?sn=FT24A%200042");
    expect(response.headers.location).toBe(`/product/40V-46-cm-Push-Lawn-Mower?articleID=${id}&owner=1&sn=FT24A%200042`);
    const long = await request(app.express).get(`/m/FT-LM4046?sn=${"9".repeat(500)}`);
    expect(new URL(long.headers.location!, "http://x").searchParams.get("sn")).toHaveLength(64);
    const repeated = await request(app.express).get("/m/FT-LM4046?sn=a&sn=b");
    expect(repeated.headers.location).not.toContain("sn=");
  });

  it("answers an unknown model with the product search for the text", async () => {
    const response = await request(app.express).get("/m/FT-XX9999").set("Accept-Language", "nl");
    expect(response.status).toBe(302);
    expect(response.headers.location).toBe("/nl/products?q=FT-XX9999&nomodel=1");
  });

  it("answers any text with a redirect, never an error", async () => {
    const paths = [
      "/m",
      "/m/",
      "/m/%",
      "/m/%E0%A4%A",
      "/m/..%2F..%2Fetc%2Fpasswd",
      "/m/<script>alert(1)</script>",
      `/m/${"x".repeat(5000)}`,
      "/m/a/b/c",
      "/m/%00",
      "/m/😀",
    ];
    for (const path of paths) {
      const response = await request(app.express).get(path);
      expect(response.status, path).toBe(302);
      const location = response.headers.location!;
      expect(location, path).toMatch(/^\/products(\?q=[^&]*&nomodel=1)?$/);
      expect(location).not.toMatch(/[<>\s]/);
    }
    expect((await request(app.express).get("/m/")).headers.location).toBe("/products");
    expect((await request(app.express).get(`/m/${"x".repeat(5000)}`)).headers.location).toBe(`/products?q=${"x".repeat(64)}&nomodel=1`);
  });
});

describe.each(TEST_ENGINES)("QR labels on %s", (engine) => {
  let app: AdminTestApp;
  let ids: number[];
  beforeAll(async () => {
    app = await createAdminTestApp(engine, { PUBLIC_URL: "https://www.fantai.example" });
    ids = [
      (await insertProduct(app.database.db, { en: "Mower" }, { model: "FT-LM4046" })).id,
      (await insertProduct(app.database.db, { en: "Chainsaw" }, { model: "FT-CS4040" })).id,
    ];
  });
  afterAll(() => app.close());

  it("serves a product's label as SVG and PDF at 15, 25 and 40 mm, and refuses other sizes", async () => {
    const svg = await request(app.express).get(`/api/ad/commodities/${ids[0]}/label?format=svg&size=15`).set(app.auth).buffer(true);
    expect(svg.status).toBe(200);
    expect(svg.headers["content-type"]).toMatch(/^image\/svg\+xml/);
    expect(String(svg.body)).toContain('width="15mm"');
    expect(String(svg.body)).toContain("FT-LM4046");
    for (const size of [25, 40]) {
      const pdf = await request(app.express).get(`/api/ad/commodities/${ids[0]}/label?size=${size}`).set(app.auth).buffer(true);
      expect(pdf.status).toBe(200);
      expect(pdf.headers["content-type"]).toBe("application/pdf");
      expect(pdf.headers["content-disposition"]).toBe(`attachment; filename="label-FT-LM4046-${size}mm.pdf"`);
      expect((pdf.body as Buffer).subarray(0, 5).toString()).toBe("%PDF-");
    }
    expect((await request(app.express).get(`/api/ad/commodities/${ids[0]}/label?size=30`).set(app.auth)).status).toBe(422);
    expect((await request(app.express).get("/api/ad/commodities/999999/label").set(app.auth)).status).toBe(404);
    expect((await request(app.express).get(`/api/ad/commodities/${ids[0]}/label`)).status).toBe(401);
  });

  it("makes an A4 sheet for a selection of products", async () => {
    const sheet = await request(app.express)
      .get(`/api/ad/labels/sheet?ids=${ids.join(",")}&size=25&copies=2`)
      .set(app.auth)
      .buffer(true);
    expect(sheet.status).toBe(200);
    expect(sheet.headers["content-type"]).toBe("application/pdf");
    expect((await request(app.express).get("/api/ad/labels/sheet?ids=999998,999999").set(app.auth)).status).toBe(404);
    expect((await request(app.express).get("/api/ad/labels/sheet").set(app.auth)).status).toBe(422);
  });
});
