import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { defineApi } from "#server/api/index.ts";
import { editorMay } from "#server/api/admin/roles.ts";
import { upsertAdmin } from "#server/services/auth.ts";
import { ADMIN, createAdminTestApp, signIn, type AdminTestApp } from "#tests/support/auth.ts";
import { TEST_ENGINES } from "#tests/support/databases.ts";
import { apiDepsOf } from "#tests/support/app.ts";

const MISSING_ID = 987654;

/** The one-time link of the newest outbox mail to `email`. */
async function linkMailedTo(app: AdminTestApp, email: string): Promise<{ token: string; url: string; kind: string; text: string }> {
  const mail = await app.database.db.selectFrom("outbox").selectAll().where("recipient", "=", email).orderBy("id", "desc").executeTakeFirstOrThrow();
  const url = /https?:\/\/\S+\/login\/password\?token=[A-Za-z0-9_-]+/.exec(mail.text_body)![0];
  return { token: new URL(url).searchParams.get("token")!, url, kind: mail.kind, text: mail.text_body };
}

describe.each(TEST_ENGINES)("editors and roles on %s", (engine) => {
  let app: AdminTestApp;
  let editorToken: string;
  let editorId: number;
  const EDITOR = { email: "writer@fantai.example", password: "a long editor password" };

  const admin = () => request(app.express);
  const asAdmin = (method: "get" | "post" | "delete", url: string) => admin()[method](url).set(app.auth);

  beforeAll(async () => {
    app = await createAdminTestApp(engine);
    const invited = await asAdmin("post", "/api/ad/users").send({ email: "Writer@Fantai.example", name: "Wim Writer", role: "editor", locale: "nl" });
    expect(invited.status).toBe(201);
    expect(invited.body.data).toMatchObject({ email: EDITOR.email, role: "editor", status: "invited", name: "Wim Writer" });
    editorId = invited.body.data.id;
    const { token } = await linkMailedTo(app, EDITOR.email);
    expect(await app.services.users.setPasswordWithLink(token, EDITOR.password)).toEqual({ email: EDITOR.email });
    editorToken = await signIn(app, EDITOR);
  });
  afterAll(() => app.close());

  it("mails the invitation through the outbox in the chosen language, with a one-time link that expires", async () => {
    await asAdmin("post", "/api/ad/users").send({ email: "new@fantai.example", role: "admin", locale: "nl" }).expect(201);
    const mail = await linkMailedTo(app, "new@fantai.example");
    expect(mail.kind).toBe("admin_invitation");
    expect(mail.text).toContain("nodigt u uit");
    expect(mail.url).toMatch(/\/nl\/login\/password\?token=/);
    expect(await app.services.users.passwordLinkState(mail.token)).toEqual({ valid: true, email: "new@fantai.example", purpose: "invite" });
    // An invited account has no password yet: nothing signs it in.
    expect((await admin().post("/api/login").send({ email: "new@fantai.example", password: "!unset" })).status).toBe(422);
    expect(await app.services.users.setPasswordWithLink(mail.token, "first password here")).toEqual({ email: "new@fantai.example" });
    expect(await app.services.users.setPasswordWithLink(mail.token, "second password here")).toBeUndefined();
    expect(await app.services.users.passwordLinkState(mail.token)).toEqual({ valid: false });
    await signIn(app, { email: "new@fantai.example", password: "first password here" });

    await asAdmin("post", "/api/ad/users").send({ email: "late@fantai.example", role: "editor" }).expect(201);
    const late = await linkMailedTo(app, "late@fantai.example");
    await app.database.db.updateTable("admin_password_links").set({ expires_at: "2000-01-01T00:00:00.000Z" }).execute();
    expect(await app.services.users.setPasswordWithLink(late.token, "too late password")).toBeUndefined();
  });

  it("invites an email once when two invitations for it arrive together; the other is refused with 422", async () => {
    const invites = await Promise.all([1, 2, 3].map(() => asAdmin("post", "/api/ad/users").send({ email: "twice@fantai.example", role: "editor" })));
    expect(invites.map((invite) => invite.status).sort()).toEqual([201, 422, 422]);
    for (const refused of invites.filter((invite) => invite.status === 422)) {
      expect(refused.body.errors.email).toEqual(["An account with this email address already exists."]);
    }
  });

  it("refuses a taken email and bad input with 422", async () => {
    const taken = await asAdmin("post", "/api/ad/users").send({ email: ADMIN.email.toUpperCase(), role: "editor" });
    expect(taken.status).toBe(422);
    expect(taken.body.errors.email).toEqual(["An account with this email address already exists."]);
    const bad = await asAdmin("post", "/api/ad/users").send({ email: "not-an-email", role: "owner" });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors).sort()).toEqual(["email", "role"]);
  });

  it("tells the editor's role to the admin screen", async () => {
    const me = await admin()
      .get("/api/ad/me")
      .set({ Authorization: `Bearer ${editorToken}` });
    expect(me.body.data).toMatchObject({ email: EDITOR.email, role: "editor" });
    expect((await asAdmin("get", "/api/ad/me")).body.data.role).toBe("admin");
  });

  it("answers 403 to the editor on every admin endpoint outside content, and never 403 on content", async () => {
    const adminGroup = defineApi(apiDepsOf(app)).find((group) => group.secured)!;
    const refused: string[] = [];
    for (const endpoint of adminGroup.endpoints) {
      if (endpoint.path === "/logout") continue; // would end the editor's session; checked below
      const url = `/api/ad${endpoint.path}`.replace(/:\w+/g, String(MISSING_ID));
      const response = await admin()
        [endpoint.method](url)
        .set({ Authorization: `Bearer ${editorToken}` })
        .send({});
      const name = `${endpoint.method.toUpperCase()} ${endpoint.path}`;
      if (editorMay(endpoint)) expect(response.status, name).not.toBe(403);
      else {
        expect(response.status, name).toBe(403);
        expect(response.body, name).toEqual({ message: "This action needs the admin role." });
        refused.push(name);
      }
    }
    // The policy itself: users, settings, customers' personal data and the audit export are admin-only; content is not.
    expect(refused).toEqual(
      expect.arrayContaining([
        "GET /users",
        "POST /users",
        "POST /users/:id/_disable",
        "POST /users/:id/_reset",
        "GET /settings",
        "POST /settings",
        "GET /audit/_export",
        "GET /demands",
        "GET /file/forms",
        "GET /warranty/registrations",
        "GET /outbox",
      ]),
    );
    for (const allowed of ["/articles", "/commodities/:id/_update", "/posters", "/audit", "/uploads", "/dashboard"]) {
      expect(refused.some((name) => name.endsWith(` ${allowed}`))).toBe(false);
    }
  });

  it("shows the editor the latest enquiries on the dashboard without the customer's email, phone, message or note", async () => {
    await admin()
      .post("/api/demands")
      .send({
        name: "Carla Customer",
        company: "Tuinen BV",
        phone: "+32 470 12 34 56",
        email: "carla@example.com",
        title: "Dealer question",
        country: "BE",
        message: "Call me on my private number",
      })
      .expect(201);
    await app.database.db.updateTable("demands").set({ note: "Internal: VIP customer" }).execute();
    const dashboard = await admin()
      .get("/api/ad/dashboard")
      .set({ Authorization: `Bearer ${editorToken}` });
    expect(dashboard.status).toBe(200);
    const [latest] = dashboard.body.data.latest_enquiries;
    expect(latest).toMatchObject({ name: "Carla Customer", company: "Tuinen BV", title: "Dealer question", country: "BE", handled: 0 });
    expect(JSON.stringify(dashboard.body)).not.toMatch(/carla@example\.com|470 12 34 56|private number|VIP customer/);
  });

  it("lets the editor change content, which the audit log records under the editor's name", async () => {
    const auth = { Authorization: `Bearer ${editorToken}` };
    const created = await admin().post("/api/ad/articles").set(auth).send({ en_title: "Editor's article" });
    expect(created.status).toBe(201);
    const [entry] = (await asAdmin("get", "/api/ad/audit").query({ user_id: editorId })).body.data;
    expect(entry).toMatchObject({ actor: EDITOR.email, action: "create", resource: "articles" });
  });

  it("shows the editor the audit entries of content only, not those naming customers (an export's search) or accounts", async () => {
    expect((await asAdmin("get", "/api/ad/demands/_export").query({ q: "carla@example.com" })).status).toBe(200);
    const adminView = (await asAdmin("get", "/api/ad/audit").query({ resource: "demands" })).body.data as { summary: string }[];
    expect(adminView[0]!.summary).toContain("carla@example.com");
    const asEditor = (query: Record<string, string>) =>
      admin()
        .get("/api/ad/audit")
        .query(query)
        .set({ Authorization: `Bearer ${editorToken}` });
    const editorView = await asEditor({ per_page: "100" });
    expect(editorView.status).toBe(200);
    const resources = new Set((editorView.body.data as { resource: string }[]).map((entry) => entry.resource));
    expect(resources.has("articles")).toBe(true);
    for (const hidden of ["demands", "users"]) expect(resources.has(hidden), hidden).toBe(false);
    expect(JSON.stringify(editorView.body)).not.toContain("carla@example.com");
    // An IP address is personal data: the admin reads it, an editor does not.
    const editorEntries = editorView.body.data as Record<string, unknown>[];
    expect(editorEntries.length).toBeGreaterThan(0);
    for (const entry of editorEntries) expect(entry).not.toHaveProperty("ip");
    const editorsOwn = (await asAdmin("get", "/api/ad/audit").query({ user_id: editorId })).body.data as { ip: string }[];
    expect(editorsOwn[0]!.ip).toMatch(/\d/);
    expect(JSON.stringify(editorView.body)).not.toContain(editorsOwn[0]!.ip);
    expect((await asEditor({ resource: "demands" })).body.data).toEqual([]);
    expect((await asEditor({ resource: "articles" })).body.data.length).toBeGreaterThan(0);
    const filters = await admin()
      .get("/api/ad/audit/_filters")
      .set({ Authorization: `Bearer ${editorToken}` });
    expect(filters.body.data.resources).toContain("articles");
    expect(filters.body.data.resources).not.toContain("demands");
  });

  it("changes a role (ending the sessions), and never removes the last admin or the admin's own role", async () => {
    const other = await asAdmin("post", "/api/ad/users").send({ email: "promoted@fantai.example", role: "editor" });
    const { token } = await linkMailedTo(app, "promoted@fantai.example");
    await app.services.users.setPasswordWithLink(token, "promoted password");
    const otherToken = await signIn(app, { email: "promoted@fantai.example", password: "promoted password" });
    const promoted = await asAdmin("post", `/api/ad/users/${other.body.data.id}/_update`).send({ role: "admin", name: "Pia" });
    expect(promoted.body.data).toMatchObject({ role: "admin", name: "Pia" });
    expect(
      (
        await admin()
          .get("/api/ad/me")
          .set({ Authorization: `Bearer ${otherToken}` })
      ).status,
    ).toBe(401);

    const me = (await asAdmin("get", "/api/ad/me")).body.data.id as number;
    const selfDemote = await asAdmin("post", `/api/ad/users/${me}/_update`).send({ role: "editor" });
    expect(selfDemote.status).toBe(422);
    expect(selfDemote.body.errors.role).toEqual(["You cannot take the admin role from your own account."]);
    expect((await asAdmin("post", `/api/ad/users/${me}/_disable`)).status).toBe(422);
    const log = (await asAdmin("get", "/api/ad/audit").query({ resource: "users", action: "user-update" })).body.data;
    expect(log[0].summary).toContain("role editor → admin");
  });

  it("disabling a user ends their sessions at once and refuses their sign-in; enabling lets them back", async () => {
    const throwaway = await signIn(app, EDITOR);
    const disabled = await asAdmin("post", `/api/ad/users/${editorId}/_disable`);
    expect(disabled.status).toBe(200);
    expect(disabled.body.data.status).toBe("disabled");
    for (const token of [editorToken, throwaway]) {
      expect(
        (
          await admin()
            .get("/api/ad/articles")
            .set({ Authorization: `Bearer ${token}` })
        ).status,
      ).toBe(401);
    }
    expect((await admin().post("/api/login").send(EDITOR)).status).toBe(422);
    const failed = (await asAdmin("get", "/api/ad/audit").query({ action: "sign-in-failed" })).body.data[0];
    expect(failed).toMatchObject({ actor: EDITOR.email, summary: expect.stringContaining("account disabled") });
    expect((await asAdmin("post", `/api/ad/users/${editorId}/_reset`).send({})).status).toBe(422);

    await asAdmin("post", `/api/ad/users/${editorId}/_enable`).expect(200);
    editorToken = await signIn(app, EDITOR);
    const actions = (await asAdmin("get", "/api/ad/audit").query({ resource: "users" })).body.data.map((entry: { action: string }) => entry.action);
    expect(actions).toEqual(expect.arrayContaining(["invite", "password-set", "disable", "enable", "user-update"]));
  });

  it("a reset link keeps the old password until used, then ends every session", async () => {
    await asAdmin("post", `/api/ad/users/${editorId}/_reset`).send({ locale: "fr" }).expect(200);
    const mail = await linkMailedTo(app, EDITOR.email);
    expect(mail.kind).toBe("admin_password_reset");
    expect(mail.text).toContain("nouveau mot de passe");
    expect(
      (
        await admin()
          .get("/api/ad/me")
          .set({ Authorization: `Bearer ${editorToken}` })
      ).status,
    ).toBe(200);
    await app.services.users.setPasswordWithLink(mail.token, "the new editor password");
    expect(
      (
        await admin()
          .get("/api/ad/me")
          .set({ Authorization: `Bearer ${editorToken}` })
      ).status,
    ).toBe(401);
    expect((await admin().post("/api/login").send(EDITOR)).status).toBe(422);
    editorToken = await signIn(app, { email: EDITOR.email, password: "the new editor password" });
  });

  it("lists the accounts for the admin", async () => {
    const users = (await asAdmin("get", "/api/ad/users")).body.data as { email: string; status: string; role: string }[];
    expect(users.find((user) => user.email === ADMIN.email)).toMatchObject({ role: "admin", status: "active" });
    expect(users.find((user) => user.email === "late@fantai.example")).toMatchObject({ role: "editor", status: "invited" });
    expect((await asAdmin("get", `/api/ad/users/${MISSING_ID}`)).status).toBe(404);
  });
});

describe.each(TEST_ENGINES)("the last active admin on %s", (engine) => {
  let app: AdminTestApp;
  const OTHER = { email: "second-admin@fantai.example", password: "the second admin's password", name: "Second" };

  beforeAll(async () => {
    app = await createAdminTestApp(engine);
  });
  afterAll(() => app.close());

  /** ADMIN and OTHER as the only active admins, each signed in (a round ends the loser's sessions). */
  async function twoActiveAdmins() {
    const first = await upsertAdmin(app.database.db, ADMIN);
    const second = await upsertAdmin(app.database.db, OTHER);
    const auth = async (credentials: { email: string; password: string }) => ({ Authorization: `Bearer ${await signIn(app, credentials)}` });
    return { first: { id: first.id, auth: await auth(ADMIN) }, second: { id: second.id, auth: await auth(OTHER) } };
  }

  async function activeAdmins(): Promise<number> {
    const rows = await app.database.db.selectFrom("admin_users").select("id").where("role", "=", "admin").where("disabled_at", "is", null).execute();
    return rows.length;
  }

  const disable = (id: number) => ({ path: `/api/ad/users/${id}/_disable`, body: {} });
  const demote = (id: number) => ({ path: `/api/ad/users/${id}/_update`, body: { role: "editor" } });

  it.each([
    ["disable", disable, disable],
    ["demote", demote, demote],
    ["demote and disable", demote, disable],
  ])("keeps one active admin when two admins %s each other at once: one request succeeds, the other is refused", async (_, firstAction, secondAction) => {
    for (let round = 0; round < 3; round++) {
      const { first, second } = await twoActiveAdmins();
      expect(await activeAdmins()).toBe(2);
      const calls = [
        { ...firstAction(second.id), auth: first.auth },
        { ...secondAction(first.id), auth: second.auth },
      ];
      const responses = await Promise.all(calls.map((call) => request(app.express).post(call.path).set(call.auth).send(call.body)));
      const statuses = responses.map((response) => response.status);
      expect(
        statuses.filter((status) => status === 200),
        `round ${round}: ${statuses.join(", ")}`,
      ).toHaveLength(1);
      // Refused by the rule, or (when the winner had already ended the loser's sessions) no longer signed in.
      expect([401, 422]).toContain(statuses.find((status) => status !== 200));
      const refused = responses.find((response) => response.status === 422);
      if (refused) expect(Object.values(refused.body.errors).flat()).toEqual(["At least one active admin must remain."]);
      expect(await activeAdmins()).toBe(1);
    }
  });
});
