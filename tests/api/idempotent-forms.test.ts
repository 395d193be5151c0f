import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays, todayIn } from "#domain/calendar-days.ts";
import { validEnquiry } from "#tests/support/api-fixtures.ts";
import { createTestApp, type TestApp } from "#tests/support/app.ts";
import { GENEROUS_LIMITS } from "#tests/support/auth.ts";
import { TEST_ENGINES } from "#tests/support/databases.ts";
import { insertProduct } from "#tests/support/fixtures.ts";

/**
 * The forms without JavaScript sent twice (decision 073): a double click or the browser sending
 * the post again after a lost answer carries the page's hidden token, and the second post writes nothing.
 */

const PNG = Buffer.from(
  "89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8ffff3f0005fe02fea7d6a4f10000000049454e44ae426082",
  "hex",
);

const tokenIn = (html: string) => /<input type="hidden" name="idempotency_key" value="([0-9a-f]{32})"\/>/.exec(html)?.[1];

describe.each(TEST_ENGINES)("forms without JavaScript posted twice on %s", (engine) => {
  let app: TestApp;
  let productId: number;
  beforeAll(async () => {
    app = await createTestApp(engine, { pages: true, env: GENEROUS_LIMITS });
    const product = await insertProduct(app.database.db, { en: "40V Push Mower" });
    await app.database.db.updateTable("commodities").set({ created_at: "2025-01-10T08:00:00.000Z" }).where("id", "=", product.id).execute();
    productId = product.id;
  });
  afterAll(() => app.close());

  const count = async (table: "demands" | "warranty_registrations" | "outbox") =>
    Number(
      (
        await app.database.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<string | number>().as("n"))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const pageToken = async (path: string) => {
    const page = await request(app.express).get(path).set("Accept", "text/html");
    expect(page.status).toBe(200);
    const token = tokenIn(page.text);
    expect(token, `${path} has no form token`).toBeDefined();
    return token!;
  };

  it.each([
    ["/contact", "contact"],
    ["/fr/partner", "partner"],
  ])("%s sent twice with its token creates one enquiry and sends both posts to the thank-you page", async (path, form) => {
    const token = await pageToken(path);
    const before = { demands: await count("demands"), mails: await count("outbox") };
    const body = { ...validEnquiry, form, message: `Sent twice from ${path}.`, idempotency_key: token };
    const first = await request(app.express).post(path).type("form").set("Accept", "text/html").send(body);
    const second = await request(app.express).post(path).type("form").set("Accept", "text/html").send(body);
    expect(first.status).toBe(303);
    expect(second.status).toBe(303);
    expect(second.headers.location).toBe(first.headers.location);
    expect(first.headers.location).toMatch(/\/thanks$/);
    expect((await count("demands")) - before.demands).toBe(1);
    // The staff notification too, once.
    expect((await count("outbox")) - before.mails).toBe(2);
  });

  it("two posts at once (a double click) create one enquiry", async () => {
    const token = await pageToken("/contact");
    const before = await count("demands");
    const body = { ...validEnquiry, form: "contact", message: "Double click.", idempotency_key: token };
    const answers = await Promise.all([1, 2, 3].map(() => request(app.express).post("/contact").type("form").set("Accept", "text/html").send(body)));
    expect(answers.map((answer) => answer.status)).toEqual([303, 303, 303]);
    expect((await count("demands")) - before).toBe(1);
  });

  it("keeps apart two visitors who got the same stored page: other content under the same token is another enquiry", async () => {
    const token = await pageToken("/contact");
    // A stored page (render cache, CDN) hands the same token to the next visitor.
    const before = await count("demands");
    for (const name of ["Anna Claes", "Bart Maes"])
      expect(
        (
          await request(app.express)
            .post("/contact")
            .type("form")
            .send({ ...validEnquiry, form: "contact", name, idempotency_key: token })
        ).status,
      ).toBe(303);
    expect((await count("demands")) - before).toBe(2);
  });

  it("still takes a post without a token (a page loaded before the token existed)", async () => {
    const before = await count("demands");
    expect(
      (
        await request(app.express)
          .post("/contact")
          .type("form")
          .send({ ...validEnquiry, form: "contact" })
      ).status,
    ).toBe(303);
    expect((await count("demands")) - before).toBe(1);
  });

  it("/register sent twice with its token and proof creates one registration, and both posts reach the same certificate page", async () => {
    const token = await pageToken("/register");
    const before = await count("warranty_registrations");
    const fields = {
      commodity_id: String(productId),
      serial: "SN-TWICE-1",
      purchase_date: addDays(todayIn(), -10),
      where_bought: "Brico Mechelen",
      country: "BE",
      name: "Marie Dupont",
      email: "marie@example.com",
      consent: "on",
      idempotency_key: token,
    };
    const send = () => {
      let call = request(app.express).post("/register").set("Accept", "text/html");
      for (const [name, value] of Object.entries(fields)) call = call.field(name, value);
      return call.attach("proof", PNG, { filename: "receipt.png", contentType: "image/png" });
    };
    const first = await send();
    const second = await send();
    expect(first.status, first.text.slice(0, 300)).toBe(303);
    expect(second.status).toBe(303);
    expect(first.headers.location).toMatch(/\/register\/done\?c=[\w-]{22}$/);
    expect(second.headers.location).toBe(first.headers.location);
    expect((await count("warranty_registrations")) - before).toBe(1);
  });
});
