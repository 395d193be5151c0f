import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN, createAdminTestApp, type AdminTestApp } from "#tests/support/auth.ts";
import { TEST_ENGINES } from "#tests/support/databases.ts";

describe.each(TEST_ENGINES)("the audit log on %s", (engine) => {
  let app: AdminTestApp;
  beforeAll(async () => {
    app = await createAdminTestApp(engine);
  });
  afterAll(() => app.close());

  const get = (path: string, query: Record<string, string | number> = {}) => request(app.express).get(path).query(query).set(app.auth);
  const entries = async (query: Record<string, string | number> = {}) => {
    const response = await get("/api/ad/audit", { per_page: 100, ...query });
    expect(response.status).toBe(200);
    return response.body.data as {
      id: number;
      action: string;
      resource: string;
      record_id: string;
      summary: string;
      actor: string;
      user_id: number | null;
      ip: string;
      created_at: string;
    }[];
  };

  it("records the admin's sign-in, and a failed sign-in with the email typed", async () => {
    const failed = await request(app.express).post("/api/login").send({ email: "Nobody@Fantai.example", password: "wrong password 123" });
    expect(failed.status).toBe(422);
    const wrong = await request(app.express).post("/api/login").send({ email: ADMIN.email, password: "not the password" });
    expect(wrong.status).toBe(422);
    const log = await entries({ resource: "session" });
    expect(log.find((entry) => entry.action === "sign-in")).toMatchObject({ actor: ADMIN.email, summary: "Signed in with a password" });
    expect(log.find((entry) => entry.actor === "nobody@fantai.example")).toMatchObject({
      action: "sign-in-failed",
      user_id: null,
      summary: expect.stringContaining("no account"),
    });
    expect(log.find((entry) => entry.action === "sign-in-failed" && entry.actor === ADMIN.email)).toMatchObject({
      summary: expect.stringContaining("wrong password"),
    });
    expect(log[0]!.ip).not.toBe("");
  });

  it("keeps no text typed into the email field that is not an email address: it may be a password", async () => {
    const typedPassword = "Hunter2-Secret!";
    expect((await request(app.express).post("/api/login").send({ email: typedPassword, password: "x" })).status).toBe(422);
    const log = await entries({ resource: "session" });
    expect(log[0]).toMatchObject({ action: "sign-in-failed", user_id: null, actor: "(not an email address)" });
    expect(JSON.stringify(log).toLowerCase()).not.toContain(typedPassword.toLowerCase());
    // A password with an @ and a dot is no address either unless it ends like one.
    await request(app.express).post("/api/login").send({ email: "P@ssw0rd.2024", password: "x" });
    expect((await entries({ resource: "session" }))[0]!.actor).toBe("(not an email address)");
  });

  it("records create, update and delete with actor, resource, record id and the fields changed, by the time the answer arrives", async () => {
    const created = await request(app.express).post("/api/ad/articles").set(app.auth).send({ en_title: "Winter storage", fr_title: "Hivernage" });
    expect(created.status).toBe(201);
    const id = String(created.body.data.id);
    const afterCreate = await entries({ resource: "articles" });
    expect(afterCreate[0]).toMatchObject({ action: "create", record_id: id, actor: ADMIN.email, summary: expect.stringContaining('"Winter storage"') });
    expect(afterCreate[0]!.summary).toContain("Fields: en_title, fr_title");

    expect((await request(app.express).post(`/api/ad/articles/${id}/_update`).set(app.auth).send({ nl_title: "Overwinteren" })).status).toBe(200);
    expect((await request(app.express).delete(`/api/ad/articles/${id}`).set(app.auth)).status).toBe(200);
    const log = await entries({ resource: "articles" });
    expect(log.slice(0, 3).map((entry) => [entry.action, entry.record_id])).toEqual([
      ["trash", id],
      ["update", id],
      ["create", id],
    ]);
    // The update names the field it changed, before → after; the delete names what went.
    expect(log[1]).toMatchObject({
      summary: 'nl_title: "" → "Overwinteren"',
      record_title: "Winter storage",
      changes: [{ field: "nl_title", before: "", after: "Overwinteren" }],
    });
    expect(log[0]).toMatchObject({ record_title: "Winter storage" });
  });

  it("names a batch delete's ids however they were sent: ids=1,2 or ids=1&ids=2", async () => {
    const ids: string[] = [];
    for (const title of ["Batch one", "Batch two", "Batch three", "Batch four"])
      ids.push(String((await request(app.express).post("/api/ad/articles").set(app.auth).send({ en_title: title })).body.data.id));
    expect((await request(app.express).delete(`/api/ad/articles/_delete?ids=${ids[0]},${ids[1]}`).set(app.auth)).body.data).toMatchObject({ deleted: 2 });
    expect((await request(app.express).delete(`/api/ad/articles/_delete?ids=${ids[2]}&ids=${ids[3]}`).set(app.auth)).body.data).toMatchObject({ deleted: 2 });
    const deletes = (await entries({ resource: "articles", action: "trash" })).slice(0, 2);
    expect(deletes.map((entry) => [entry.record_id, entry.summary])).toEqual([
      [`${ids[2]},${ids[3]}`, "Moved to the trash: Batch three, Batch four"],
      [`${ids[0]},${ids[1]}`, "Moved to the trash: Batch one, Batch two"],
    ]);
  });

  it("does not record what failed, nor reads", async () => {
    const before = (await entries()).length;
    expect((await request(app.express).post("/api/ad/articles").set(app.auth).send({ en_title: "" })).status).toBe(422);
    expect((await request(app.express).delete("/api/ad/articles/999999").set(app.auth)).status).toBe(404);
    expect((await get("/api/ad/articles")).status).toBe(200);
    expect((await entries()).length).toBe(before);
  });

  it("records settings changes and exports, and never a password", async () => {
    expect((await request(app.express).post("/api/ad/settings").set(app.auth).send({ phone: "+32 2 555 01 01" })).status).toBe(200);
    const [settings] = await entries({ action: "settings" });
    expect(settings).toMatchObject({ resource: "settings", summary: "Fields: phone" });

    const csv = await get("/api/ad/audit/_export", { resource: "articles" });
    expect(csv.status).toBe(200);
    expect(csv.headers["content-type"]).toContain("text/csv");
    expect(csv.text).toContain("id,created_at,actor,user_id,action,resource,record_id,record_title,summary,ip");
    expect(csv.text).toContain("Winter storage");
    expect(csv.text).not.toContain("sign-in");
    const [exported] = await entries({ action: "export" });
    expect(exported).toMatchObject({ resource: "audit", summary: "Filters: resource=articles" });
    expect(JSON.stringify(await entries())).not.toContain(ADMIN.password);
  });

  it("filters by user, resource, action and date, and lists the users and resources it names", async () => {
    const me = (await get("/api/ad/me")).body.data.id as number;
    const mine = await entries({ user_id: me });
    expect(mine.length).toBeGreaterThan(3);
    expect(mine.every((entry) => entry.user_id === me)).toBe(true);
    const today = new Date().toISOString().slice(0, 10);
    expect((await entries({ from: today, to: today })).length).toBeGreaterThan(3);
    expect(await entries({ to: "2000-01-01" })).toEqual([]);
    const filters = (await get("/api/ad/audit/_filters")).body.data;
    expect(filters.users).toEqual([{ user_id: me, actor: ADMIN.email }]);
    expect(filters.resources).toEqual(expect.arrayContaining(["articles", "session", "settings", "audit"]));
    expect((await get("/api/ad/audit", { action: "nonsense" })).status).toBe(422);
  });

  it("offers no way to edit or delete an entry", async () => {
    const [entry] = await entries();
    for (const call of [
      request(app.express).delete(`/api/ad/audit/${entry!.id}`),
      request(app.express).post(`/api/ad/audit/${entry!.id}/_update`).send({ summary: "nothing happened" }),
      request(app.express)
        .delete("/api/ad/audit/_delete")
        .query({ ids: String(entry!.id) }),
      request(app.express).post("/api/ad/audit").send({ action: "create" }),
    ]) {
      expect([404, 405]).toContain((await call.set(app.auth)).status);
    }
    expect((await entries()).find((found) => found.id === entry!.id)).toEqual(entry);
  });

  it("records sign-out", async () => {
    expect((await request(app.express).post("/api/ad/logout").set(app.auth)).status).toBe(200);
    const row = await app.database.db.selectFrom("audit_log").selectAll().orderBy("id", "desc").executeTakeFirstOrThrow();
    expect(row).toMatchObject({ action: "sign-out", resource: "session", actor: ADMIN.email });
  });
});
