import crypto from "node:crypto";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createAdminTestApp, type AdminTestApp } from "#tests/support/auth.ts";

// Counts the password hashes the server computes (scrypt, tens of milliseconds of the shared thread pool each).
// A spy on the module object, not vi.mock: the API files of a worker share one module graph (vitest.config.ts).
const scryptRuns = vi.spyOn(crypto, "scrypt");
afterAll(() => scryptRuns.mockRestore());

/** How many hashes `work` computes. */
async function hashesOf(work: () => Promise<unknown>): Promise<number> {
  const before = scryptRuns.mock.calls.length;
  await work();
  return scryptRuns.mock.calls.length - before;
}

describe("the work a password costs", () => {
  let app: AdminTestApp;
  const INVITED = "invited@fantai.example";
  beforeAll(async () => {
    app = await createAdminTestApp("sqlite");
    await request(app.express).post("/api/ad/users").set(app.auth).send({ email: INVITED, role: "editor" }).expect(201);
  });
  afterAll(() => app.close());

  it("hashes no password for a set-password link that does not work", async () => {
    expect(await hashesOf(() => app.services.users.setPasswordWithLink("no-such-link", "a long enough password"))).toBe(0);
    const mail = await app.database.db.selectFrom("outbox").select("text_body").where("recipient", "=", INVITED).executeTakeFirstOrThrow();
    const token = new URL(/https?:\/\/\S+\/login\/password\?token=[\w-]+/.exec(mail.text_body)![0]).searchParams.get("token")!;
    expect(await hashesOf(() => app.services.users.setPasswordWithLink(token, "a long enough password"))).toBe(1);
  });

  it("compares a password for an invited account as for an unknown one, so timing does not tell which emails are invited", async () => {
    const signIn = (email: string) => request(app.express).post("/api/login").send({ email, password: "!unset" }).expect(422);
    expect(await hashesOf(() => signIn("nobody@fantai.example"))).toBe(1);
    await app.database.db.updateTable("admin_users").set({ password_hash: "!unset" }).where("email", "=", INVITED).execute();
    expect(await hashesOf(() => signIn(INVITED))).toBe(1);
  });
});

describe("the set-password page", () => {
  let app: AdminTestApp;
  const INVITED = "page-invited@fantai.example";
  beforeAll(async () => {
    app = await createAdminTestApp("sqlite", {}, { pages: true });
    await request(app.express).post("/api/ad/users").set(app.auth).send({ email: INVITED, role: "editor" }).expect(201);
  });
  afterAll(() => app.close());

  it("answers 200 when the password is set, 410 when the spent link is opened or posted again", async () => {
    const mail = await app.database.db.selectFrom("outbox").select("text_body").where("recipient", "=", INVITED).executeTakeFirstOrThrow();
    const url = new URL(/https?:\/\/\S+\/login\/password\?token=[\w-]+/.exec(mail.text_body)![0]);
    const link = `${url.pathname}${url.search}`;
    expect((await request(app.express).get(link)).status).toBe(200);
    const post = () => request(app.express).post(link).type("form").send({ password: "Editor-pass-456", confirm: "Editor-pass-456" });
    const set = await post();
    expect(set.status).toBe(200);
    expect(set.text).toContain("Your password is set");
    expect((await request(app.express).get(link)).status).toBe(410);
    expect((await post()).status).toBe(410);
  });
});
