import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAdminTestApp, type AdminTestApp } from "#tests/support/auth.ts";
import { TEST_ENGINES } from "#tests/support/databases.ts";

interface Entry {
  action: string;
  record_id: string;
  record_title: string;
  summary: string;
  changes: { field: string; before?: string; after?: string }[];
}

/** Audit entries that say what changed. */
describe.each(TEST_ENGINES)("audit entries say what changed on %s", (engine) => {
  let app: AdminTestApp;
  beforeAll(async () => {
    app = await createAdminTestApp(engine);
  });
  afterAll(() => app.close());

  const post = (url: string, body: object = {}) => request(app.express).post(`/api/ad/${url}`).set(app.auth).send(body);
  const entriesOf = async (id: number): Promise<Entry[]> =>
    ((await request(app.express).get("/api/ad/audit").query({ resource: "articles", per_page: 100 }).set(app.auth)).body.data as Entry[]).filter(
      (entry) => entry.record_id === String(id),
    );
  const revisionsOf = async (id: number) =>
    (await request(app.express).get(`/api/ad/articles/${id}/revisions`).set(app.auth)).body.data as { version: number; note: string }[];

  it("names the record by its title and lists only the fields that changed, before → after for short values", async () => {
    const id = (await post("articles", { en_title: "Mowing in spring", en_summary: "Short." })).body.data.id as number;
    const long = `<p>${"Mow high and often. ".repeat(10)}</p>`;
    // The form sends every field; two of them change.
    expect((await post(`articles/${id}/_update`, { en_title: "Mowing in April", en_summary: "Short.", en_content: long, hot: 0 })).status).toBe(200);
    const [entry] = await entriesOf(id);
    expect(entry).toMatchObject({ action: "update", record_title: "Mowing in April" });
    expect(entry!.changes).toEqual([{ field: "en_title", before: "Mowing in spring", after: "Mowing in April" }, { field: "en_content" }]);
    expect(entry!.summary).toBe('en_title: "Mowing in spring" → "Mowing in April"; en_content changed');
  });

  it("keeps no revision and writes no entry for a save that changes nothing", async () => {
    const id = (await post("articles", { en_title: "Battery care" })).body.data.id as number;
    expect((await post(`articles/${id}/_update`, { en_title: "Battery care!" })).status).toBe(200);
    const before = { revisions: await revisionsOf(id), entries: await entriesOf(id) };
    const same = await post(`articles/${id}/_update`, { en_title: "Battery care!", hot: 0 });
    expect(same.status).toBe(200);
    expect(same.headers["x-record-version"]).toBe(String(before.revisions[0]!.version));
    expect(await revisionsOf(id)).toEqual(before.revisions);
    expect(await entriesOf(id)).toHaveLength(before.entries.length);
  });

  it("logs a restore as 'restored version N' with what it changed back, and a kept draft as a draft, not as a change of the live record", async () => {
    const id = (await post("articles", { en_title: "Storing the mower", status: "published" })).body.data.id as number;
    expect((await post(`articles/${id}/_update`, { en_title: "Storing your mower" })).status).toBe(200);
    const first = (await revisionsOf(id)).at(-1)!.version;
    expect((await post(`articles/${id}/revisions/${first}/_restore`)).status).toBe(200);
    const [restore] = await entriesOf(id);
    expect(restore).toMatchObject({ action: "restore", record_title: "Storing the mower" });
    expect(restore!.summary).toContain(`Restored version ${first}`);
    expect(restore!.changes).toEqual([{ field: "en_title", before: "Storing your mower", after: "Storing the mower" }]);

    expect((await post(`articles/${id}/_draft`, { en_title: "Storing the mower in winter" })).status).toBe(200);
    const [draft] = await entriesOf(id);
    expect(draft).toMatchObject({ action: "draft", record_title: "Storing the mower" });
    expect(draft!.changes).toEqual([{ field: "en_title", before: "Storing the mower", after: "Storing the mower in winter" }]);
    expect((await post(`articles/${id}/_publish`)).status).toBe(200);
    expect((await entriesOf(id))[0]).toMatchObject({ action: "publish", record_title: "Storing the mower in winter" });
  });

  it("names what a delete removed", async () => {
    const ids = [];
    for (const en_title of ["Old news one", "Old news two"]) ids.push((await post("articles", { en_title })).body.data.id as number);
    expect(
      (
        await request(app.express)
          .delete(`/api/ad/articles/_delete?ids=${ids.join(",")}`)
          .set(app.auth)
      ).status,
    ).toBe(200);
    const [entry] = await entriesOf(ids.join(",") as unknown as number);
    expect(entry).toMatchObject({ action: "trash", record_title: "Old news one, Old news two" });
  });
});
