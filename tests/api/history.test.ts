import { sql } from "kysely";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN, createAdminTestApp, type AdminTestApp } from "#tests/support/auth.ts";
import { TEST_ENGINES } from "#tests/support/databases.ts";
import { insertCategory, insertProduct } from "#tests/support/fixtures.ts";

describe.each(TEST_ENGINES)("history: revisions, restore and conflicts on %s", (engine) => {
  let app: AdminTestApp;
  beforeAll(async () => {
    app = await createAdminTestApp(engine);
  });
  afterAll(() => app.close());

  const post = (url: string, body: object = {}) => request(app.express).post(url).set(app.auth).send(body);
  const revisions = async (url: string) => {
    const response = await request(app.express).get(url).set(app.auth);
    expect(response.status).toBe(200);
    return response.body.data as { version: number; actor: string; note: string; data: Record<string, unknown>; created_at: string }[];
  };

  it("creates no record whose first revision could not be written, so a retry makes no second one", async () => {
    const db = app.database.db;
    if (engine === "sqlite") {
      await sql`create trigger refuse_history before insert on revisions begin select raise(abort, 'history unavailable'); end`.execute(db);
    } else {
      await sql`create function refuse_history() returns trigger as $$ begin raise exception 'history unavailable'; end $$ language plpgsql`.execute(db);
      await sql`create trigger refuse_history before insert on revisions for each row execute function refuse_history()`.execute(db);
    }
    try {
      const before = await db.selectFrom("articles").select(db.fn.countAll().as("count")).executeTakeFirstOrThrow();
      expect((await post("/api/ad/articles", { en_title: "Lost in history" })).status).toBe(500);
      const after = await db.selectFrom("articles").select(db.fn.countAll().as("count")).executeTakeFirstOrThrow();
      expect(Number(after.count)).toBe(Number(before.count));
    } finally {
      await sql`drop trigger refuse_history${engine === "sqlite" ? sql`` : sql` on revisions`}`.execute(db);
      if (engine !== "sqlite") await sql`drop function refuse_history()`.execute(db);
    }
  });

  it("keeps every save as a revision with who, when and the full record in all languages", async () => {
    const created = await post("/api/ad/articles", {
      en_title: "Winter storage",
      fr_title: "Hivernage",
      nl_title: "Overwinteren",
      en_content: "<p>Cool and dry.</p>",
    });
    expect(created.status).toBe(201);
    expect(created.headers["x-record-version"]).toBe("1");
    const id = created.body.data.id;
    const updated = await post(`/api/ad/articles/${id}/_update`, { fr_title: "Hivernage des batteries", base_version: 1 });
    expect(updated.status).toBe(200);
    expect(updated.headers["x-record-version"]).toBe("2");
    const history = await revisions(`/api/ad/articles/${id}/revisions`);
    expect(history.map((revision) => [revision.version, revision.note, revision.actor])).toEqual([
      [2, "update", ADMIN.email],
      [1, "create", ADMIN.email],
    ]);
    expect(history[0]!.data).toMatchObject({
      en_title: "Winter storage",
      fr_title: "Hivernage des batteries",
      nl_title: "Overwinteren",
      en_content: "<p>Cool and dry.</p>",
    });
    expect(history[1]!.data).toMatchObject({ fr_title: "Hivernage" });
  });

  it("answers 409 to a save based on an outdated version, with the other person's changes, and changes nothing", async () => {
    const id = (await post("/api/ad/articles", { en_title: "Mower care" })).body.data.id;
    expect((await post(`/api/ad/articles/${id}/_update`, { en_title: "Mower care, by Ann", base_version: 1 })).status).toBe(200);
    const stale = await post(`/api/ad/articles/${id}/_update`, { en_title: "Mower care, by Bob", base_version: 1 });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ version: 2, changed_by: ADMIN.email, current: { id, en_title: "Mower care, by Ann" } });
    expect(stale.body.message).toContain("was changed by");
    expect((await request(app.express).get(`/api/ad/articles/${id}`).set(app.auth)).body.data.en_title).toBe("Mower care, by Ann");
    expect((await revisions(`/api/ad/articles/${id}/revisions`)).length).toBe(2);
    // Without base_version (older clients, scripts) the save goes through, and is still kept.
    expect((await post(`/api/ad/articles/${id}/_update`, { hot: 1 })).status).toBe(200);
  });

  it("takes saves arriving together one after another, each its own revision, on a record saved before history began", async () => {
    const category = await insertCategory(app.database.db, { en: "Hedges", fr: "Haies", nl: "Hagen" });
    const trimmer = await insertProduct(app.database.db, { en: "Hedge trimmer", fr: "Taille-haie", nl: "Heggenschaar" }, { commodity_type_id: category.id });
    const saves = await Promise.all([1, 2, 3].map((n) => post(`/api/ad/commodities/${trimmer.id}/_update`, { en_name: `Hedge trimmer ${n}` })));
    expect(saves.map((save) => save.status)).toEqual([200, 200, 200]);
    expect(saves.map((save) => save.headers["x-record-version"]).sort()).toEqual(["2", "3", "4"]);
    const history = await revisions(`/api/ad/commodities/${trimmer.id}/revisions`);
    expect(history.map((revision) => revision.note)).toEqual(["update", "update", "update", "before history"]);
    expect(history[3]!.data).toMatchObject({ en_name: "Hedge trimmer" });
  });

  it("saves only one of two edits based on the same version that arrive together; the other answers 409", async () => {
    const id = (await post("/api/ad/articles", { en_title: "Lawn feeding" })).body.data.id;
    const saves = await Promise.all(
      ["Ann", "Bob"].map((name) => post(`/api/ad/articles/${id}/_update`, { en_title: `Lawn feeding, by ${name}`, base_version: 1 })),
    );
    expect(saves.map((save) => save.status).sort()).toEqual([200, 409]);
    const saved = saves.find((save) => save.status === 200)!.body.data.en_title;
    expect((await request(app.express).get(`/api/ad/articles/${id}`).set(app.auth)).body.data.en_title).toBe(saved);
    expect((await revisions(`/api/ad/articles/${id}/revisions`)).length).toBe(2);
  });

  it("keeps the state from before history as the first revision of a record saved before it began", async () => {
    const category = await insertCategory(app.database.db, { en: "Mowers", fr: "Tondeuses", nl: "Maaiers" });
    const mower = await insertProduct(app.database.db, { en: "Old mower", fr: "Vieille tondeuse", nl: "Oude maaier" }, { commodity_type_id: category.id });
    expect((await post(`/api/ad/commodities/${mower.id}/_update`, { en_name: "Renamed mower", base_version: 0 })).status).toBe(200);
    const history = await revisions(`/api/ad/commodities/${mower.id}/revisions`);
    expect(history.map((revision) => [revision.version, revision.note])).toEqual([
      [2, "update"],
      [1, "before history"],
    ]);
    expect(history[1]!.data).toMatchObject({ en_name: "Old mower", fr_name: "Vieille tondeuse" });
  });

  it("restores a revision as a new revision, never losing the current state, and records it in the audit log", async () => {
    const id = (await post("/api/ad/articles", { en_title: "Right title", nl_title: "Juiste titel" })).body.data.id;
    await post(`/api/ad/articles/${id}/_update`, { en_title: "A mistake", nl_title: "Een fout" }).expect(200);
    const restored = await post(`/api/ad/articles/${id}/revisions/1/_restore`);
    expect(restored.status).toBe(200);
    expect(restored.body.data).toMatchObject({ en_title: "Right title", nl_title: "Juiste titel" });
    const history = await revisions(`/api/ad/articles/${id}/revisions`);
    expect(history.map((revision) => revision.note)).toEqual(["restore of 1", "update", "create"]);
    expect(history[1]!.data).toMatchObject({ en_title: "A mistake" });
    const [entry] = (await request(app.express).get("/api/ad/audit").query({ action: "restore" }).set(app.auth)).body.data;
    expect(entry).toMatchObject({ resource: "articles", record_id: String(id), actor: ADMIN.email });
    expect((await post(`/api/ad/articles/${id}/revisions/99/_restore`)).status).toBe(404);
    expect((await post(`/api/ad/articles/987654/revisions/1/_restore`)).status).toBe(404);
    expect((await request(app.express).get("/api/ad/articles/987654/revisions").set(app.auth)).status).toBe(404);
  });

  it("answers 422 naming the category when a restored revision's category no longer exists", async () => {
    const first = await insertCategory(app.database.db, { en: "Trimmers", fr: "Coupe-bordures", nl: "Trimmers" });
    const second = await insertCategory(app.database.db, { en: "Blowers", fr: "Souffleurs", nl: "Bladblazers" });
    const mower = await insertProduct(app.database.db, { en: "Trimmer 40V", fr: "Coupe-bordure 40V", nl: "Trimmer 40V" }, { commodity_type_id: first.id });
    await post(`/api/ad/commodities/${mower.id}/_update`, { commodity_type_id: second.id }).expect(200);
    await app.database.db.deleteFrom("commodity_types").where("id", "=", first.id).execute();
    const restored = await post(`/api/ad/commodities/${mower.id}/revisions/1/_restore`);
    expect(restored.status).toBe(422);
    expect(Object.keys(restored.body.errors)).toContain("commodity_type_id");
    expect((await request(app.express).get(`/api/ad/commodities/${mower.id}`).set(app.auth)).body.data.commodity_type_id).toBe(second.id);
  });
});
