import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "#server/db/index.ts";
import { upsertAdmin } from "#server/services/auth.ts";
import { ADMIN, signIn } from "#tests/support/auth.ts";
import { createTestApp, type TestApp } from "#tests/support/app.ts";
import { TEST_ENGINES } from "#tests/support/databases.ts";
import { insertCategory, insertProduct } from "#tests/support/fixtures.ts";

// Bots get the whole document at once (decision 008), which keeps these HTML checks simple.
const BOT = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";

const stamp = () => ({ created_at: new Date().toISOString(), updated_at: new Date().toISOString() });
type Names = { en?: string; fr?: string; nl?: string };
const localized = (names: Names) => ({ en_name: names.en ?? "", fr_name: names.fr ?? "", nl_name: names.nl ?? "" });

async function insertPromotion(db: Db, table: "rotation_charts" | "list_posters" | "card_adsenses", names: Names, url: string, sortOrder = 0) {
  const row = await db
    .insertInto(table)
    .values({ ...localized(names), en_description: "", fr_description: "", nl_description: "", url, sort_order: sortOrder, ...stamp() })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

const count = (html: string, pattern: RegExp) => (html.match(pattern) ?? []).length;
/** The markup of one section, found by its class, up to the next section. */
function section(html: string, className: string): string {
  const start = html.indexOf(className);
  if (start < 0) return "";
  const end = html.indexOf("</section>", start);
  return html.slice(start, end < 0 ? undefined : end);
}

describe.each(TEST_ENGINES)("promotions on the public pages on %s", (engine) => {
  let app: TestApp;
  let token: string;
  let mowers: number;
  let push: number;
  const ids = { slide: 0, tile: 0, card: 0, selfCard: 0 };

  beforeAll(async () => {
    app = await createTestApp(engine, { pages: true });
    const { db } = app.database;
    await upsertAdmin(db, ADMIN);
    token = await signIn(app);
    mowers = (await insertCategory(db, { en: "Lawn mowers", fr: "Tondeuses", nl: "Grasmaaiers" })).id;
    push = (await insertCategory(db, { en: "Push mowers", fr: "Tondeuses poussées", nl: "Duwmaaiers" }, mowers)).id;
    await db
      .insertInto("landing_page_ones")
      .values({ commodity_type_id: mowers, url: "lawn-mowers", en_banner_title: "Lawn mowers", ...stamp() })
      .execute();
    await db
      .insertInto("landing_page_twos")
      .values({ commodity_type_id: push, url: "push-mowers", en_banner_title: "Push mowers", ...stamp() })
      .execute();
    for (let i = 1; i <= 12; i++) await insertProduct(db, { en: `40V Push Mower ${i}`, fr: `Tondeuse poussée ${i}` }, { commodity_type_id: push });

    ids.slide = await insertPromotion(db, "rotation_charts", { en: "Quiet Sunday mowing", fr: "Tonte silencieuse du dimanche" }, "/service");
    ids.tile = await insertPromotion(db, "list_posters", { en: "Spring starter deals" }, "/products?sortid=1");
    ids.card = await insertPromotion(db, "card_adsenses", { nl: "Klaar voor de winter" }, "/products/push-mowers?sortid=" + push, 1);
    ids.selfCard = await insertPromotion(db, "card_adsenses", { en: "All about lawn mowers" }, `/products/lawn-mowers?sortid=${mowers}`, 2);
  });
  afterAll(() => app.close());

  const page = (path: string) => request(app.express).get(path).set("User-Agent", BOT);
  const admin = (path: string, body: object) => request(app.express).post(`/api/ad/${path}`).set("Authorization", `Bearer ${token}`).send(body);

  it("shows rotation charts as the home page's carousel in the visitor's language, with the name fallback", async () => {
    const english = section((await page("/")).text, 'class="section container rotation"');
    expect(english).toContain("Quiet Sunday mowing");
    expect(english).toContain('href="/service"');
    const french = section((await page("/fr")).text, 'class="section container rotation"');
    expect(french).toContain("Tonte silencieuse du dimanche");
    expect(french).toContain('href="/fr/service"');
    // No Dutch name: Dutch falls back to English (product rules §3).
    expect(section((await page("/nl")).text, 'class="section container rotation"')).toContain("Quiet Sunday mowing");
  });

  it("labels the carousel's buttons and loads its images lazily, with their size set", async () => {
    const html = section((await page("/")).text, 'class="section container rotation"');
    expect(html).toContain('aria-label="Previous slide"');
    expect(html).toContain('aria-label="Next slide"');
    expect(html).not.toMatch(/loading="eager"/);
    expect(html).toMatch(/<img [^>]*width="\d+"[^>]*height="\d+"/);
    const dutch = section((await page("/nl")).text, 'class="section container rotation"');
    expect(dutch).toContain('aria-label="Vorige dia"');
  });

  it("puts list posters among the products as tiles, and every page still holds 9 products", async () => {
    const first = await page("/products");
    expect(count(first.text, /class="product-card"/g)).toBe(9);
    expect(count(first.text, /class="promo-tile"/g)).toBe(1);
    expect(first.text).toContain("Spring starter deals");
    // The API's pages are the products alone.
    const api = await request(app.express).get("/api/commodities?page=1&per_page=9");
    expect(api.body.data).toHaveLength(9);
    expect(api.body.meta.pagination).toMatchObject({ total: 12, total_pages: 2 });

    const second = await page("/products?page=2");
    expect(count(second.text, /class="product-card"/g)).toBe(3);
    expect(second.text).toContain("Spring starter deals");
    // English only: French falls back to it.
    expect((await page("/fr/products")).text).toContain("Spring starter deals");
  });

  it("leaves the tiles out where there are too few products to place one", async () => {
    const search = await page("/products?q=Mower%2012");
    expect(count(search.text, /class="product-card"/g)).toBe(1);
    expect(count(search.text, /class="promo-tile"/g)).toBe(0);
  });

  it("shows card adsense on the landing pages, but never a card that leads to the page itself", async () => {
    const one = section((await page(`/products/lawn-mowers?sortid=${mowers}`)).text, 'class="ad-cards"');
    // Only a Dutch name: English falls back to it.
    expect(one).toContain("Klaar voor de winter");
    expect(one).not.toContain("All about lawn mowers");
    const two = section((await page(`/fr/products/push-mowers?sortid=${push}`)).text, 'class="ad-cards"');
    expect(two).toContain("All about lawn mowers");
    expect(two).not.toContain("Klaar voor de winter");
    expect(two).toContain(`href="/fr/products/lawn-mowers?sortid=${mowers}"`);
  });

  it("gives a landing page's card the library's alt text of its picture, in the page's language (decision 065)", async () => {
    const { db } = app.database;
    const url = "/media/2026-11/winter-card_1200x675.webp";
    await db
      .insertInto("media")
      .values({
        url,
        original_name: "winter-card.png",
        mime: "image/png",
        width: 1200,
        height: 675,
        bytes: 1000,
        created_at: stamp().created_at,
        en_alt: "A mower ready for winter",
        nl_alt: "Een maaier klaar voor de winter",
      })
      .execute();
    await db.updateTable("card_adsenses").set({ pc_img: url }).where("id", "=", ids.card).execute();
    try {
      const dutch = section((await page(`/nl/products/lawn-mowers?sortid=${mowers}`)).text, 'class="ad-cards"');
      expect(dutch).toContain('alt="Een maaier klaar voor de winter"');
      const french = section((await page(`/fr/products/lawn-mowers?sortid=${mowers}`)).text, 'class="ad-cards"');
      expect(french).toContain('alt="A mower ready for winter"'); // no French text: the English one
    } finally {
      await db.updateTable("card_adsenses").set({ pc_img: "" }).where("id", "=", ids.card).execute();
      await db.deleteFrom("media").where("url", "=", url).execute();
    }
  });

  it("shows an editor's change on the next request: no cache keeps the old promotions", async () => {
    expect((await admin(`rotation/charts/${ids.slide}/_update`, { en_name: "Quiet mowing, any day" })).status).toBe(200);
    const home = (await page("/")).text;
    expect(home).toContain("Quiet mowing, any day");
    expect(home).not.toContain("Quiet Sunday mowing");

    expect((await request(app.express).delete(`/api/ad/list/posters/${ids.tile}`).set("Authorization", `Bearer ${token}`)).status).toBeLessThan(300);
    const list = (await page("/products")).text;
    expect(count(list, /class="promo-tile"/g)).toBe(0);
    expect(count(list, /class="product-card"/g)).toBe(9);

    expect((await admin(`card/adsense/${ids.card}/_update`, { nl_name: "Winterklaar", en_name: "Winter ready" })).status).toBe(200);
    expect(section((await page(`/products/lawn-mowers?sortid=${mowers}`)).text, 'class="ad-cards"')).toContain("Winter ready");
  });

  it("leaves the sections out when there is nothing to show", async () => {
    const { db } = app.database;
    await db.deleteFrom("rotation_charts").execute();
    await db.deleteFrom("card_adsenses").execute();
    expect((await page("/")).text).not.toContain('class="rotation__track"');
    expect((await page(`/products/lawn-mowers?sortid=${mowers}`)).text).not.toContain('class="ad-cards"');
  });
});
