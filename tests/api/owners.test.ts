import { pino } from "pino";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays, todayIn } from "#domain/calendar-days.ts";
import { hashToken } from "#server/services/credentials.ts";
import { createTestApp, type TestApp } from "#tests/support/app.ts";
import { TEST_ENGINES } from "#tests/support/databases.ts";
import { insertProduct } from "#tests/support/fixtures.ts";
import { pdfText } from "#tests/support/pdf-text.ts";

/**
 * My Fantai, the owner space (decision 075): the sign-in link's lifecycle, the session cookie, the data
 * export and the deletion, through the service with a fixed clock and through the pages as a browser without
 * JavaScript posts them.
 */

const MINUTE = 60_000;
let ipCounter = 0;
/** Each test asks from its own address, so the per-IP limit counts only what the test means it to. */
const newIp = () => `198.51.100.${++ipCounter}`;

const normalize = (html: string, email: string) =>
  html
    .replaceAll(email, "EMAIL")
    .replace(/127\.0\.0\.1:\d+/g, "HOST")
    .replace(/nonce="[^"]*"/g, 'nonce=""')
    .replace(/"nonce":"[^"]*"/g, '"nonce":""');

describe.each(TEST_ENGINES)("the owner space on %s", (engine) => {
  let app: TestApp;
  let mowerId: number;
  let serialCount = 0;

  beforeAll(async () => {
    app = await createTestApp(engine, { pages: true, env: { OWNER_LINK_MAX_PER_EMAIL: "3", OWNER_LINK_MAX_PER_IP: "6", FORM_MAX_PER_IP: "1000" } });
    const mower = await insertProduct(app.database.db, { en: "40V Push Mower", fr: "Tondeuse poussée 40V", nl: "Duwgrasmaaier 40V" });
    await app.database.db.updateTable("commodities").set({ model: "FT-LM42", created_at: "2025-01-10T08:00:00.000Z" }).where("id", "=", mower.id).execute();
    mowerId = mower.id;
  });
  afterAll(() => app.close());

  /** Registers a mower for `email` (as typed, any case) and answers its reference. */
  const register = async (email: string, name = "Sanne de Vries") => {
    const result = await app.services.warranty.registerWarranty({
      commodity_id: mowerId,
      serial: `SN-OWN-${engine}-${++serialCount}-${Math.random().toString(36).slice(2, 6)}`,
      purchase_date: addDays(todayIn(), -20),
      where_bought: "Tuincentrum Gent",
      country: "BE",
      name,
      email,
      consent: true,
      locale: "nl",
      origin: "http://localhost:3000",
    });
    return result.reference;
  };

  const linkMails = (recipient: string) =>
    app.database.db.selectFrom("outbox").selectAll().where("kind", "=", "owner_sign_in_link").where("recipient", "=", recipient).orderBy("id").execute();
  const tokenOf = (text: string) => /\/my\/sign-in\?token=([\w-]{43})/.exec(text)?.[1];
  const latestToken = async (recipient: string) => tokenOf((await linkMails(recipient)).at(-1)!.text_body)!;

  const askLink = (email: string, { path = "/nl/my", ip = newIp() } = {}) =>
    request(app.express).post(path).set("X-Forwarded-For", ip).set("Accept", "text/html").type("form").send({ intent: "request-link", email, website: "" });

  /** Signs in through the pages: ask, read the mail, open the link, click. Answers the session cookie. */
  const signIn = async (email: string): Promise<string> => {
    expect((await askLink(email)).status).toBe(200);
    const token = await latestToken(email.toLowerCase());
    const opened = await request(app.express).post(`/nl/my/sign-in?token=${token}`).type("form").send({});
    expect(opened.status).toBe(303);
    const cookie = [opened.headers["set-cookie"]].flat().find((line: string | undefined) => line?.startsWith("fantai_owner="));
    return cookie!.split(";")[0]!;
  };

  describe("the sign-in link, with a fixed clock", () => {
    const t0 = new Date("2026-11-20T10:00:00.000Z");

    it("is mailed through the outbox in the language asked in, with only its digest stored", async () => {
      await register("Lena.Peeters@Example.be");
      await app.services.owners.requestSignInLink({ email: " LENA.peeters@example.be ", locale: "nl", origin: "https://www.fantai.example" }, t0);
      const [mail, ...others] = await linkMails("lena.peeters@example.be");
      expect(others).toEqual([]);
      expect(mail!.locale).toBe("nl");
      expect(mail!.subject).toBe("Uw link naar Mijn Fantai");
      expect(mail!.text_body).toContain("https://www.fantai.example/nl/my/sign-in?token=");
      expect(mail!.text_body).toContain("15 minuten");
      const token = tokenOf(mail!.text_body)!;
      const stored = await app.database.db.selectFrom("owner_sign_in_links").selectAll().where("email", "=", "lena.peeters@example.be").execute();
      expect(stored).toHaveLength(1);
      expect(stored[0]!.token_hash).toBe(hashToken(token));
      expect(JSON.stringify(stored)).not.toContain(token);
    });

    it("works for 15 minutes and no longer", async () => {
      await register("expiry@example.be");
      await app.services.owners.requestSignInLink({ email: "expiry@example.be", locale: "en", origin: "http://x" }, t0);
      const token = await latestToken("expiry@example.be");
      expect(await app.services.owners.signInLinkState(token, new Date(t0.getTime() + 14 * MINUTE))).toEqual({ valid: true, email: "expiry@example.be" });
      expect(await app.services.owners.signInLinkState(token, new Date(t0.getTime() + 15 * MINUTE))).toEqual({ valid: false });
      expect(await app.services.owners.signInWithLink(token, new Date(t0.getTime() + 16 * MINUTE))).toBeUndefined();
      // Still unused, so still refused a minute later: expiry is not a use.
      expect(await app.services.owners.signInWithLink(token, new Date(t0.getTime() + 14 * MINUTE))).toBeDefined();
    });

    it("works once", async () => {
      await register("reuse@example.be");
      await app.services.owners.requestSignInLink({ email: "reuse@example.be", locale: "en", origin: "http://x" }, t0);
      const token = await latestToken("reuse@example.be");
      const first = await app.services.owners.signInWithLink(token, new Date(t0.getTime() + MINUTE));
      expect(first?.email).toBe("reuse@example.be");
      expect(first?.expiresAt.toISOString()).toBe(new Date(t0.getTime() + MINUTE + 30 * 86_400_000).toISOString());
      expect(await app.services.owners.signInWithLink(token, new Date(t0.getTime() + 2 * MINUTE))).toBeUndefined();
      expect(await app.services.owners.signInLinkState(token, new Date(t0.getTime() + 2 * MINUTE))).toEqual({ valid: false });
    });

    it("stops working when a newer link is asked for", async () => {
      await register("newer@example.be");
      await app.services.owners.requestSignInLink({ email: "newer@example.be", locale: "en", origin: "http://x" }, t0);
      const older = await latestToken("newer@example.be");
      await app.services.owners.requestSignInLink({ email: "newer@example.be", locale: "en", origin: "http://x" }, new Date(t0.getTime() + MINUTE));
      const newer = await latestToken("newer@example.be");
      expect(newer).not.toBe(older);
      const at = new Date(t0.getTime() + 2 * MINUTE);
      expect(await app.services.owners.signInWithLink(older, at)).toBeUndefined();
      expect((await app.services.owners.signInWithLink(newer, at))?.email).toBe("newer@example.be");
    });

    it("is never made for an address without registrations", async () => {
      await app.services.owners.requestSignInLink({ email: "nobody@example.be", locale: "en", origin: "http://x" }, t0);
      expect(await linkMails("nobody@example.be")).toEqual([]);
      expect(await app.database.db.selectFrom("owner_sign_in_links").select("email").where("email", "=", "nobody@example.be").execute()).toEqual([]);
    });
  });

  describe("the pages", () => {
    it("answer 'send me a link' identically for a registered and an unknown address, in the page's language", async () => {
      await register("known@example.be");
      const known = await askLink("known@example.be");
      const unknown = await askLink("unknown@example.be");
      expect(known.status).toBe(200);
      expect(unknown.status).toBe(200);
      expect(known.text).toContain("Kijk in uw mailbox");
      expect(normalize(known.text, "known@example.be")).toBe(normalize(unknown.text, "unknown@example.be"));
      expect(known.headers["set-cookie"]).toBeUndefined();
      expect(unknown.headers["set-cookie"]).toBeUndefined();
      expect(known.headers["cache-control"]).toBe("private, no-store");
      expect(await linkMails("known@example.be")).toHaveLength(1);
      expect(await linkMails("unknown@example.be")).toHaveLength(0);
    });

    it("refuse a malformed address with the translated message and the typed value", async () => {
      const response = await askLink("not-an-address", { path: "/fr/my" });
      expect(response.status).toBe(422);
      expect(response.text).toContain('value="not-an-address"');
      expect(response.text).toMatch(/<p class="field__error" id="[^"]*">[^<]+<\/p>/);
    });

    it("limit links per address and per IP, for known and unknown addresses alike", async () => {
      await register("limited@example.be");
      for (let i = 0; i < 3; i++) expect((await askLink("limited@example.be")).status).toBe(200);
      const refused = await askLink("limited@example.be");
      expect(refused.status).toBe(429);
      expect(refused.text).toContain("Er zijn te veel links aangevraagd");
      expect(await linkMails("limited@example.be")).toHaveLength(3);
      for (let i = 0; i < 3; i++) expect((await askLink("limited-unknown@example.be")).status).toBe(200);
      expect((await askLink("limited-unknown@example.be")).status).toBe(429);

      const ip = newIp();
      for (let i = 0; i < 6; i++) expect((await askLink(`from-one-ip-${i}@example.be`, { ip })).status).toBe(200);
      expect((await askLink("from-one-ip-7@example.be", { ip })).status).toBe(429);
      expect((await askLink("from-one-ip-7@example.be")).status).toBe(200);
    });

    it("sign in with one click on the link's page, with an HttpOnly SameSite=Lax 30-day cookie, and refuse the link a second time", async () => {
      const reference = await register("Pieter@Example.be", "Pieter Claes");
      expect((await askLink("pieter@example.be")).status).toBe(200);
      const token = await latestToken("pieter@example.be");

      const page = await request(app.express).get(`/nl/my/sign-in?token=${token}`);
      expect(page.status).toBe(200);
      expect(page.headers["cache-control"]).toBe("private, no-store");
      expect(page.text).toContain("pieter@example.be");
      // Opening the page spent nothing (a mail scanner may open it first).
      expect(await app.services.owners.signInLinkState(token)).toEqual({ valid: true, email: "pieter@example.be" });

      const opened = await request(app.express).post(`/nl/my/sign-in?token=${token}`).type("form").send({});
      expect(opened.status).toBe(303);
      expect(opened.headers.location).toBe("/nl/my");
      const cookie = [opened.headers["set-cookie"]].flat()[0] as string;
      expect(cookie).toMatch(/^fantai_owner=[\w-]{43}; Path=\/; Max-Age=2592000; HttpOnly; SameSite=Lax$/);

      const space = await request(app.express).get("/nl/my").set("Cookie", cookie.split(";")[0]!);
      expect(space.status).toBe(200);
      expect(space.headers["cache-control"]).toBe("private, no-store");
      expect(space.text).toContain('data-testid="owner-space"');
      expect(space.text).toContain(reference);
      expect(space.text).toContain("Duwgrasmaaier 40V");
      expect(space.text).toContain(`/nl/my/certificate/${reference}`);
      expect(space.text).toContain(`/nl/register/verify?ref=${reference}`);
      expect(space.text).toContain('name="robots" content="noindex');

      const again = await request(app.express).post(`/nl/my/sign-in?token=${token}`).type("form").send({});
      expect(again.status).toBe(410);
      expect(again.headers["set-cookie"]).toBeUndefined();
      expect(again.text).toContain("Deze link werkt niet meer");
      expect(again.text).toContain("Stuur mij een nieuwe link");
      const reopened = await request(app.express).get(`/my/sign-in?token=${token}`);
      expect(reopened.status).toBe(410);
      expect(reopened.text).toContain("This link no longer works");
      expect((await request(app.express).get("/my/sign-in?token=nonsense")).status).toBe(410);
    });

    it("show first the safety notice that concerns one of the owner's tools, and flag the tool", async () => {
      const email = `recall-${engine}@example.be`;
      await register(email, "Noor Peeters");
      const cookie = await signIn(email);
      const before = await request(app.express).get("/nl/my").set("Cookie", cookie);
      expect(before.text).not.toContain('data-testid="owner-safety"');

      const stamp = new Date().toISOString();
      const { id } = await app.database.db
        .insertInto("safety_notices")
        .values({
          slug: `lm42-handle-${engine}`,
          status: "active",
          remedy: "repair",
          en_title: "LM42 mower: the handle may crack",
          fr_title: "Tondeuse LM42 : le guidon peut se fissurer",
          nl_title: "Maaier LM42: de duwboom kan barsten",
          models: JSON.stringify(["FT-LM42"]),
          published_at: stamp,
          created_at: stamp,
          updated_at: stamp,
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      try {
        const space = await request(app.express).get("/nl/my").set("Cookie", cookie);
        expect(space.status).toBe(200);
        const alert = space.text.slice(space.text.indexOf('data-testid="owner-safety"'));
        expect(space.text.indexOf('data-testid="owner-safety"')).toBeGreaterThan(0);
        // Before the tools, and linking to the notice in the page's language.
        expect(space.text.indexOf('data-testid="owner-safety"')).toBeLessThan(space.text.indexOf('data-testid="owner-registration"'));
        expect(alert).toContain("Maaier LM42: de duwboom kan barsten");
        expect(alert).toContain(`href="/nl/safety/lm42-handle-${engine}"`);
        expect(space.text).toContain('data-testid="owner-tool-notice"');
      } finally {
        await app.database.db.deleteFrom("safety_notices").where("id", "=", id).execute();
      }
    });

    it("serve the owner's certificate and no one else's", async () => {
      const mine = await register("cert-owner@example.be", "Cert Owner");
      const theirs = await register("someone-else@example.be");
      const cookie = await signIn("cert-owner@example.be");
      const pdf = await request(app.express)
        .get(`/nl/my/certificate/${mine}`)
        .set("Cookie", cookie)
        .buffer(true)
        .parse((res, done) => {
          const chunks: Buffer[] = [];
          res.on("data", (chunk: Buffer) => chunks.push(chunk));
          res.on("end", () => done(null, Buffer.concat(chunks)));
        });
      expect(pdf.status).toBe(200);
      expect(pdf.headers["content-type"]).toBe("application/pdf");
      expect(pdf.headers["cache-control"]).toBe("private, no-store");
      expect(await pdfText(pdf.body as Buffer)).toContain(mine);
      expect((await request(app.express).get(`/nl/my/certificate/${theirs}`).set("Cookie", cookie)).status).toBe(404);
      expect((await request(app.express).get(`/nl/my/certificate/${mine}`)).status).toBe(303);
    });

    it("let the owner correct their contact details on every registration, and refuse bad ones with a translated message", async () => {
      await register("contact@example.be", "Jan Modaal");
      await register("contact@example.be", "Jan Modaal");
      const cookie = await signIn("contact@example.be");
      const bad = await request(app.express)
        .post("/fr/my")
        .set("Cookie", cookie)
        .type("form")
        .send({ intent: "contact", name: "J", country: "BE", locale: "fr" });
      expect(bad.status).toBe(422);
      expect(bad.text).toContain('value="J"');
      const saved = await request(app.express)
        .post("/fr/my")
        .set("Cookie", cookie)
        .type("form")
        .send({ intent: "contact", name: "Jan Modaal-Peeters", country: "NL", locale: "fr" });
      expect(saved.status).toBe(200);
      expect(saved.text).toContain("Vos coordonnées sont enregistrées");
      const rows = await app.database.db
        .selectFrom("warranty_registrations")
        .select(["name", "country", "locale"])
        .where("email", "=", "contact@example.be")
        .execute();
      expect(rows).toEqual([
        { name: "Jan Modaal-Peeters", country: "NL", locale: "fr" },
        { name: "Jan Modaal-Peeters", country: "NL", locale: "fr" },
      ]);
      // Without a session nothing changes.
      const anonymous = await request(app.express).post("/fr/my").type("form").send({ intent: "contact", name: "Mallory", country: "BE", locale: "en" });
      expect(anonymous.status).toBe(303);
    });

    it("offer the registration form with the owner's details filled in, to the owner only", async () => {
      await register("Prefill@Example.be", "Griet Prefill");
      const cookie = await signIn("prefill@example.be");
      const form = await request(app.express).get("/fr/my/register").set("Cookie", cookie);
      expect(form.status).toBe(200);
      expect(form.headers["cache-control"]).toBe("private, no-store");
      expect(form.text).toContain('value="Griet Prefill"');
      expect(form.text).toContain('value="prefill@example.be"');
      expect(form.text).toMatch(/<option value="BE" selected="">/);
      expect((await request(app.express).get("/fr/my/register")).status).toBe(303);
    });

    it("sign out everywhere ends every session of the owner, and only theirs", async () => {
      await register("everywhere@example.be");
      await register("bystander@example.be");
      const phone = await signIn("everywhere@example.be");
      const laptop = await signIn("everywhere@example.be");
      const bystander = await signIn("bystander@example.be");
      const signedIn = async (cookie: string) => (await request(app.express).get("/my").set("Cookie", cookie)).text.includes('data-testid="owner-space"');
      expect(await signedIn(phone)).toBe(true);
      expect(await signedIn(laptop)).toBe(true);

      const out = await request(app.express).post("/my").set("Cookie", phone).type("form").send({ intent: "sign-out-everywhere" });
      expect(out.status).toBe(303);
      expect(out.headers.location).toBe("/my?done=signed-out-everywhere");
      expect([out.headers["set-cookie"]].flat()[0]).toMatch(/^fantai_owner=; Path=\/; Max-Age=0; HttpOnly; SameSite=Lax/);
      expect(await signedIn(phone)).toBe(false);
      expect(await signedIn(laptop)).toBe(false);
      expect(await signedIn(bystander)).toBe(true);
    });

    it("download all the owner's data as JSON, without secrets", async () => {
      const reference = await register("export@example.be", "Export Owner");
      const cookie = await signIn("export@example.be");
      const response = await request(app.express).get("/my/data").set("Cookie", cookie);
      expect(response.status).toBe(200);
      expect(response.headers["content-type"]).toMatch(/^application\/json/);
      expect(response.headers["content-disposition"]).toMatch(/^attachment; filename="my-data-\d{4}-\d{2}-\d{2}\.json"$/);
      expect(response.headers["cache-control"]).toBe("private, no-store");
      const data = JSON.parse(response.text);
      expect(data.email).toBe("export@example.be");
      expect(data.warranty_registrations).toHaveLength(1);
      expect(data.warranty_registrations[0]).toMatchObject({
        reference,
        name: "Export Owner",
        email: "export@example.be",
        country: "BE",
        where_bought: "Tuincentrum Gent",
      });
      expect(data.mails.map((mail: { kind: string }) => mail.kind).sort()).toEqual(["owner_sign_in_link", "registration_confirmation", "warranty_reminder"]);
      expect(data.sessions).toHaveLength(1);
      expect(data.sign_in_links).toHaveLength(1);
      expect(response.text).not.toMatch(/token_hash|serial_key/);
      expect((await request(app.express).get("/my/data")).status).toBe(303);
    });

    it("delete the space with everything in it, after a page that says certificates stop verifying", async () => {
      const reference = await register("delete-me@example.be", "Delete Me");
      await register("keep-me@example.be");
      const cookie = await signIn("delete-me@example.be");
      expect((await app.services.warranty.verifyCertificate(reference, "en"))?.reference).toBe(reference);
      expect((await request(app.express).get(`/register/verify?ref=${reference}`)).text).toContain("Valid certificate");

      const page = await request(app.express).get("/nl/my/delete").set("Cookie", cookie);
      expect(page.status).toBe(200);
      expect(page.text).toContain("niet meer te controleren");
      expect(page.text).toContain(reference);

      const unconfirmed = await request(app.express).post("/nl/my/delete").set("Cookie", cookie).type("form").send({});
      expect(unconfirmed.status).toBe(200);
      expect(unconfirmed.text).toContain("Vink het vakje aan");
      expect(await app.services.warranty.verifyCertificate(reference, "en")).toBeDefined();

      const deleted = await request(app.express).post("/nl/my/delete").set("Cookie", cookie).type("form").send({ confirm: "delete" });
      expect(deleted.status).toBe(303);
      expect(deleted.headers.location).toBe("/nl/my?done=deleted");
      expect([deleted.headers["set-cookie"]].flat()[0]).toMatch(/^fantai_owner=; .*Max-Age=0/);

      const db = app.database.db;
      expect(await db.selectFrom("warranty_registrations").select("id").where("email", "=", "delete-me@example.be").execute()).toEqual([]);
      expect(await db.selectFrom("outbox").select("id").where("recipient", "=", "delete-me@example.be").execute()).toEqual([]);
      expect(await db.selectFrom("owner_sessions").select("email").where("email", "=", "delete-me@example.be").execute()).toEqual([]);
      expect(await db.selectFrom("owner_sign_in_links").select("email").where("email", "=", "delete-me@example.be").execute()).toEqual([]);
      expect(await db.selectFrom("warranty_registrations").select("id").where("email", "=", "keep-me@example.be").execute()).toHaveLength(1);
      expect(await app.services.warranty.verifyCertificate(reference, "en")).toBeUndefined();
      const verify = await request(app.express).get(`/register/verify?ref=${reference}`);
      expect(verify.text).toContain("No certificate has this reference.");
      expect(verify.text).not.toContain("Valid certificate");
      const after = await request(app.express).get("/nl/my?done=deleted").set("Cookie", cookie);
      expect(after.text).not.toContain('data-testid="owner-space"');
      expect(after.text).toContain("Uw ruimte en al haar gegevens zijn gewist");
      // The address can ask again, and is answered as anyone: no link is made.
      expect((await askLink("delete-me@example.be")).status).toBe(200);
      expect(await linkMails("delete-me@example.be")).toEqual([]);
    });

    it("is private: never stored by the render cache, absent from the sitemap", async () => {
      const first = await request(app.express).get("/fr/my");
      expect(first.headers["cache-control"]).toBe("private, no-store");
      expect(first.text).toContain("Envoyez-moi un lien de connexion");
      const sitemap = await request(app.express).get("/sitemap.xml");
      expect(sitemap.text).not.toMatch(/\/my[<"/]/);
    });
  });
});

describe("the owner session cookie in production", () => {
  it("is Secure when the site is reached over HTTPS", async () => {
    const app = await createTestApp("sqlite", { pages: true, env: { NODE_ENV: "production" } });
    try {
      const mower = await insertProduct(app.database.db, { en: "40V Push Mower" });
      await app.database.db.updateTable("commodities").set({ created_at: "2025-01-10T08:00:00.000Z" }).where("id", "=", mower.id).execute();
      const email = "secure.owner@example.be";
      await app.services.warranty.registerWarranty({
        commodity_id: mower.id,
        serial: "SN-SEC-0001",
        purchase_date: addDays(todayIn(), -5),
        where_bought: "Brico",
        country: "BE",
        name: "Secure Owner",
        email,
        consent: true,
        locale: "en",
        origin: "http://localhost:3000",
      });
      const tokens: string[] = [];
      for (let i = 0; i < 2; i++) {
        await app.services.owners.requestSignInLink({ email, locale: "en", origin: "https://www.fantai.example" });
        const mail = await app.database.db
          .selectFrom("outbox")
          .select("text_body")
          .where("kind", "=", "owner_sign_in_link")
          .orderBy("id", "desc")
          .executeTakeFirstOrThrow();
        tokens.push(/token=([\w-]{43})/.exec(mail.text_body)![1]!);
        const opened = await request(app.express)
          .post(`/my/sign-in?token=${tokens[i]}`)
          .set("X-Forwarded-Proto", i === 0 ? "https" : "http")
          .type("form")
          .send({});
        const cookie = [opened.headers["set-cookie"]].flat()[0] as string;
        if (i === 0) expect(cookie).toMatch(/; HttpOnly; SameSite=Lax; Secure$/);
        else expect(cookie).not.toMatch(/Secure/);
      }
    } finally {
      await app.close();
    }
  });
});

describe("the owner space and the request log", () => {
  it("logs neither the sign-in link's token nor the owner's address", async () => {
    const lines: string[] = [];
    const logger = pino({ level: "info" }, { write: (line: string) => void lines.push(line) });
    const app = await createTestApp("sqlite", { pages: true, logger });
    try {
      const mower = await insertProduct(app.database.db, { en: "40V Push Mower" });
      await app.database.db.updateTable("commodities").set({ created_at: "2025-01-10T08:00:00.000Z" }).where("id", "=", mower.id).execute();
      const email = "private.owner@example.be";
      await app.services.warranty.registerWarranty({
        commodity_id: mower.id,
        serial: "SN-LOG-0001",
        purchase_date: addDays(todayIn(), -5),
        where_bought: "Brico",
        country: "BE",
        name: "Private Owner",
        email,
        consent: true,
        locale: "en",
        origin: "http://localhost:3000",
      });
      await request(app.express).post("/my").type("form").send({ intent: "request-link", email });
      const mail = await app.database.db.selectFrom("outbox").select("text_body").where("kind", "=", "owner_sign_in_link").executeTakeFirstOrThrow();
      const token = /token=([\w-]{43})/.exec(mail.text_body)![1]!;
      await request(app.express).get(`/my/sign-in?token=${token}`);
      const opened = await request(app.express).post(`/my/sign-in?token=${token}`).type("form").send({});
      const cookie = ([opened.headers["set-cookie"]].flat()[0] as string).split(";")[0]!;
      await request(app.express).get("/my").set("Cookie", cookie);
      const log = lines.join("\n");
      expect(log).toContain("/my/sign-in?token=[redacted]");
      expect(log).not.toContain(token);
      expect(log).not.toContain(email);
      expect(log).not.toContain(cookie.split("=")[1]!);
    } finally {
      await app.close();
    }
  });
});
