import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { purgeExpiredRows } from "#server/services/expiring-rows.ts";
import { createAdminTestApp, type AdminTestApp } from "#tests/support/auth.ts";
import { TEST_ENGINES } from "#tests/support/databases.ts";

/** The newsletter with double opt-in (decision 086). */
describe.each(TEST_ENGINES)("newsletter double opt-in on %s", (engine) => {
  let app: AdminTestApp;
  beforeAll(async () => {
    app = await createAdminTestApp(engine, { FORM_MAX_PER_IP: "1000" }, { pages: true });
  });
  afterAll(() => app.close());

  const row = (email: string) => app.database.db.selectFrom("file_forms").selectAll().where("email", "=", email).executeTakeFirst();
  const mails = (recipient: string) =>
    app.database.db.selectFrom("outbox").selectAll().where("kind", "=", "newsletter_confirmation").where("recipient", "=", recipient).orderBy("id").execute();
  const linkOf = (text: string, action: "confirm" | "unsubscribe") => new RegExp(`https?://[^\\s]+/newsletter/${action}\\?token=[\\w-]{43}`).exec(text)?.[0];
  const path = (url: string) => new URL(url).pathname + new URL(url).search;
  const signUp = (email: string, fields: Record<string, string> = {}) => {
    let post = request(app.express).post("/api/file/forms").field("email", email);
    for (const [name, value] of Object.entries(fields)) post = post.field(name, value);
    return post;
  };
  const adminList = async (query = "") => (await request(app.express).get(`/api/ad/file/forms${query}`).set(app.auth)).body.data as { email: string }[];

  it("records a sign-up as pending with its consent time and source, and mails the confirmation in the visitor's language", async () => {
    const response = await signUp("Lena@Example.nl", { locale: "nl", source: "footer" });
    expect(response.status).toBe(201);
    expect(response.body).toEqual({ data: { ok: true } });
    const stored = await row("lena@example.nl");
    expect(stored).toMatchObject({ status: "pending", source: "footer", locale: "nl", confirmed_at: null });
    expect(stored!.consented_at).toBeTruthy();
    expect(stored!.expires_at! > new Date(Date.now() + 6 * 86_400_000).toISOString()).toBe(true);
    const [mail] = await mails("lena@example.nl");
    expect(mail!.subject).toContain("Bevestig uw inschrijving");
    expect(linkOf(mail!.text_body, "confirm")).toContain("/nl/newsletter/confirm?token=");
    expect(linkOf(mail!.text_body, "unsubscribe")).toContain("/nl/newsletter/unsubscribe?token=");
    expect(mail!.html_body).toContain("/nl/newsletter/unsubscribe?token=");
    // The confirmation link's token is stored as a digest only.
    expect(stored!.confirm_token_hash).not.toBe(/token=([\w-]{43})/.exec(linkOf(mail!.text_body, "confirm")!)![1]);
  });

  it("counts only confirmed addresses as subscribers: admin list, CSV export and the dashboard", async () => {
    expect((await adminList()).map((s) => s.email)).not.toContain("lena@example.nl");
    expect((await adminList("?status=pending")).map((s) => s.email)).toContain("lena@example.nl");
    const csv = await request(app.express).get("/api/ad/file/forms/_export").set(app.auth);
    expect(csv.text.split("\n")[0]).toContain("status,source,consented_at,confirmed_at");
    expect(csv.text).not.toContain("lena@example.nl");
    const dashboard = await request(app.express).get("/api/ad/dashboard").set(app.auth);
    expect(dashboard.body.data.counts.subscribers).toBe(0);
  });

  it("confirms on the button of the link's page (not on opening it), once", async () => {
    const confirm = path(linkOf((await mails("lena@example.nl"))[0]!.text_body, "confirm")!);
    const page = await request(app.express).get(confirm);
    expect(page.status).toBe(200);
    expect(page.text).toContain("lena@example.nl");
    expect((await row("lena@example.nl"))!.status).toBe("pending");
    const posted = await request(app.express).post(confirm).type("form").send({});
    expect(posted.status).toBe(200);
    expect(posted.text).toContain("Inschrijving bevestigd");
    const stored = await row("lena@example.nl");
    expect(stored).toMatchObject({ status: "confirmed", expires_at: null });
    expect(stored!.confirmed_at).toBeTruthy();
    expect((await request(app.express).post(confirm).type("form").send({})).text).toContain("Al bevestigd");
    expect((await adminList()).map((s) => s.email)).toContain("lena@example.nl");
    const csv = await request(app.express).get("/api/ad/file/forms/_export").set(app.auth);
    expect(csv.text).toMatch(/lena@example\.nl,nl,confirmed,footer,/);
    // A confirmed address signing up again changes nothing and gets no mail.
    await signUp("lena@example.nl");
    expect(await mails("lena@example.nl")).toHaveLength(1);
    expect((await row("lena@example.nl"))!.status).toBe("confirmed");
  });

  it("answers an unknown or malformed confirmation link with a page that says so (410), never a 500", async () => {
    for (const token of ["nonsense", "A".repeat(43), "<script>"]) {
      const page = await request(app.express).get(`/newsletter/confirm?token=${encodeURIComponent(token)}`);
      expect(page.status).toBe(410);
      expect(page.text).toContain("This link no longer works");
    }
    expect((await request(app.express).get("/newsletter/confirm")).status).toBe(410);
  });

  it("unsubscribes in one click from the mail's link; a link used twice or unknown gets the same neutral page", async () => {
    const unsubscribe = path(linkOf((await mails("lena@example.nl"))[0]!.text_body, "unsubscribe")!);
    const page = await request(app.express).get(unsubscribe);
    expect(page.status).toBe(200);
    expect(page.text).toContain('data-testid="unsubscribe"');
    expect(page.text).not.toContain("lena@example.nl");
    const first = await request(app.express).post(unsubscribe).type("form").send({});
    expect(first.status).toBe(200);
    expect(await row("lena@example.nl")).toBeUndefined();
    const second = await request(app.express).post(unsubscribe).type("form").send({});
    const unknown = await request(app.express)
      .post(`/nl/newsletter/unsubscribe?token=${"B".repeat(43)}`)
      .type("form")
      .send({});
    const garbage = await request(app.express).post("/nl/newsletter/unsubscribe?token=%00%ff").type("form").send({});
    for (const answer of [second, unknown, garbage]) {
      expect(answer.status).toBe(200);
      expect(answer.text).toContain("U bent uitgeschreven");
    }
  });

  it("the /newsletter page offers unsubscribing by address, with the same answer for known and unknown ones", async () => {
    await signUp("known@example.com", { source: "newsletter-page" });
    const newsletterPage = await request(app.express).get("/newsletter");
    expect(newsletterPage.text).toContain("once a month");
    expect(newsletterPage.text).toContain('href="/newsletter/unsubscribe"');
    const known = await request(app.express).post("/newsletter/unsubscribe").type("form").send({ email: "Known@Example.com" });
    const unknown = await request(app.express).post("/newsletter/unsubscribe").type("form").send({ email: "nobody@example.com" });
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(known.text).toContain("You are unsubscribed");
    expect(unknown.text).toContain("You are unsubscribed");
    expect(await row("known@example.com")).toBeUndefined();
    const bad = await request(app.express).post("/newsletter/unsubscribe").type("form").send({ email: "nope" });
    expect(bad.status).toBe(422);
    expect(bad.text).toContain("You Must Be Input @xxx");
  });

  it("mails a pending address again only after a while, with a new link that replaces the old one", async () => {
    await signUp("again@example.com");
    await signUp("again@example.com");
    expect(await mails("again@example.com")).toHaveLength(1);
    const old = path(linkOf((await mails("again@example.com"))[0]!.text_body, "confirm")!);
    await app.database.db
      .updateTable("file_forms")
      .set({ consented_at: new Date(Date.now() - 3_600_000).toISOString() })
      .where("email", "=", "again@example.com")
      .execute();
    await signUp("again@example.com");
    const sent = await mails("again@example.com");
    expect(sent).toHaveLength(2);
    expect((await request(app.express).get(old)).status).toBe(410);
    expect((await request(app.express).get(path(linkOf(sent[1]!.text_body, "confirm")!))).status).toBe(200);
    expect((await row("again@example.com"))!.source).toBe("api");
  });

  it("forgets sign-ups never confirmed once they expire (EXPIRING_ROWS), and keeps confirmed ones", async () => {
    await signUp("late@example.com");
    await app.database.db.insertInto("file_forms").values({ email: "kept@example.com", created_at: new Date().toISOString(), status: "confirmed" }).execute();
    const result = await purgeExpiredRows(app.database.db, new Date(Date.now() + 8 * 86_400_000));
    expect(result.skipped).toBe(false);
    expect(await row("late@example.com")).toBeUndefined();
    expect(await row("kept@example.com")).toBeDefined();
  });
});
