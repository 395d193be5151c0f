import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as specs from "#server/services/specs.ts";
import { productPath } from "#domain/paths.ts";
import { createAdminTestApp, type AdminTestApp } from "#tests/support/auth.ts";
import { TEST_ENGINES } from "#tests/support/databases.ts";
import { insertCategory, insertProduct } from "#tests/support/fixtures.ts";

const DRAWING = `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="300" viewBox="0 0 400 300"><rect x="10" y="10" width="100" height="50"/></svg>`;

const NOTICE = {
  slug: "bolt-check",
  remedy: "replacement",
  en_title: "Check the blade bolt",
  en_product: "40V mower",
  en_hazard: "The blade bolt may loosen.",
  en_action: "Stop using the mower.",
  en_remedy_text: "We replace the bolt.",
  models: ["FT-TR46"],
  serial_ranges: [{ from: "FT4624B00100", to: "FT4624B01999" }],
  contact_phone: "0800 12 345",
  contact_email: "safety@fantai.example",
};

/**
 * Specification attributes, exploded views and safety notices go to the trash like the rest of the content
 * (decision 096): gone from the public site at once, restored with what went with them, purged for good.
 */
describe.each(TEST_ENGINES)("the trash for specifications, exploded views and safety notices on %s", (engine) => {
  let app: AdminTestApp;
  beforeAll(async () => {
    app = await createAdminTestApp(engine, { PUBLIC_URL: "https://www.fantai.example" }, { pages: true });
  });
  afterAll(() => app.close());

  const api = () => request(app.express);
  const admin = {
    get: (path: string) => api().get(`/api/ad/${path}`).set(app.auth),
    post: (path: string, body: object = {}) => api().post(`/api/ad/${path}`).set(app.auth).send(body),
    delete: (path: string) => api().delete(`/api/ad/${path}`).set(app.auth),
  };
  const trashIdsOf = (answer: request.Response) => {
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.data).toEqual({ deleted: expect.any(Number), trash_ids: expect.any(Array) });
    return answer.body.data.trash_ids as number[];
  };
  const restore = (ids: number[]) => admin.post("trash/_restore", { ids });
  const purge = (ids: number[]) => admin.delete(`trash/_delete?ids=${ids.join(",")}`);
  const entry = async (id: number) =>
    ((await admin.get("trash?per_page=100")).body.data as { id: number; resource: string; title: string }[]).find((e) => e.id === id);

  it("a specification goes to the trash with its categories and every product's value, and comes back with them", async () => {
    const category = await insertCategory(app.database.db, { en: "Trimmers" });
    const product = await insertProduct(app.database.db, { en: "Trimmer TR30" }, { commodity_type_id: category.id });
    const created = await admin.post("spec/attributes", {
      key: "line_width",
      en_label: "Line width",
      fr_label: "Largeur du fil",
      unit: "mm",
      type: "number",
      category_ids: [category.id],
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    await specs.setProductSpecValues(app.database.db, product.id, { line_width: 2.4 });
    const specKeys = async () => ((await api().get(`/api/commodities/${product.id}`)).body.data.specs as { key: string }[]).map((spec) => spec.key);
    expect(await specKeys()).toContain("line_width");

    const trashIds = trashIdsOf(await admin.delete(`spec/attributes/_delete?ids=${created.body.data.id}`));
    expect(await entry(trashIds[0]!)).toMatchObject({ resource: "specificationAttributes", title: "Line width" });
    expect(await specKeys()).not.toContain("line_width");
    expect((await admin.get(`spec/attributes/${created.body.data.id}`)).status).toBe(404);

    // Its key taken meanwhile: 409 saying what to do, in the reader's language, and nothing changes.
    const other = await admin.post("spec/attributes", { key: "line_width", en_label: "Other", type: "number" });
    expect(other.status).toBe(201);
    const taken = await restore(trashIds).set("Accept-Language", "nl");
    expect(taken.status).toBe(409);
    expect(taken.body.message).toMatch(/^Een andere specificatie heeft nu deze sleutel/);
    await app.database.db.deleteFrom("spec_attributes").where("id", "=", other.body.data.id).execute();

    expect((await restore(trashIds)).status).toBe(200);
    const back = await admin.get(`spec/attributes/${created.body.data.id}`);
    expect(back.body.data).toMatchObject({ key: "line_width", fr_label: "Largeur du fil", category_ids: [category.id] });
    expect(await specKeys()).toContain("line_width");

    const again = trashIdsOf(await admin.delete(`spec/attributes/_delete?ids=${created.body.data.id}`));
    expect((await purge(again)).status).toBe(200);
    expect((await restore(again)).status).toBe(404);
    expect(await app.database.db.selectFrom("commodity_specs").select("attribute_id").where("attribute_id", "=", created.body.data.id).execute()).toEqual([]);
  });

  it("an exploded view goes to the trash with its hotspots: off the product page, back on restore", async () => {
    const product = await insertProduct(app.database.db, { en: "Tiller TL40" }, { model: "FT-TL40" });
    const part = await admin.post("parts", { part_number: "TL-40-01", en_name: "Tine", fits: "FT-TL40" });
    expect(part.status, JSON.stringify(part.body)).toBe(201);
    const uploaded = await api()
      .post("/api/ad/parts/diagrams")
      .set(app.auth)
      .field("commodity_id", String(product.id))
      .field("en_title", "Tine assembly")
      .attach("file", Buffer.from(DRAWING), "view.svg");
    expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(201);
    const diagramId = uploaded.body.data.id as number;
    const placed = await admin.post(`parts/diagrams/${diagramId}/hotspots`, { hotspots: [{ number: 1, part_number: "TL-40-01", x: 100, y: 100 }] });
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    const caption = 'class="parts-diagram__caption">Tine assembly';
    const page = productPath(product);
    expect((await api().get(page)).text).toContain(caption);

    const trashIds = trashIdsOf(await admin.delete(`parts/diagrams/${diagramId}`));
    expect(await entry(trashIds[0]!)).toMatchObject({ resource: "partDiagrams", title: "Tine assembly" });
    expect((await admin.get(`parts/diagrams/${diagramId}`)).status).toBe(404);
    expect((await api().get(page)).text).not.toContain(caption);
    expect((await admin.delete(`parts/diagrams/_delete?ids=${diagramId}`)).status).toBe(404);

    expect((await restore(trashIds)).status).toBe(200);
    const back = await admin.get(`parts/diagrams/${diagramId}`);
    expect(back.body.data.hotspots).toEqual([expect.objectContaining({ number: 1, part_number: "TL-40-01" })]);
    expect((await api().get(page)).text).toContain(caption);

    const again = trashIdsOf(await admin.delete(`parts/diagrams/_delete?ids=${diagramId}`));
    expect((await purge(again)).status).toBe(200);
    expect(await app.database.db.selectFrom("diagram_hotspots").select("id").where("diagram_id", "=", diagramId).execute()).toEqual([]);
  });

  it("a notice never published goes to the trash and comes back as it was, mailing no one; a published one stays on record (409)", async () => {
    const mails = async () => (await app.database.db.selectFrom("outbox").select("id").where("kind", "=", "safety_notice").execute()).length;
    const draft = await admin.post("safety/notices", NOTICE);
    expect(draft.status, JSON.stringify(draft.body)).toBe(201);
    const before = await mails();

    const trashIds = trashIdsOf(await admin.delete(`safety/notices/${draft.body.data.id}`));
    expect(await entry(trashIds[0]!)).toMatchObject({ resource: "safetyNotices", title: "Check the blade bolt" });
    expect((await api().get("/safety/bolt-check")).status).toBe(404);
    expect((await admin.get(`safety/notices/${draft.body.data.id}`)).status).toBe(404);

    // Its address taken meanwhile: 409 saying what to do.
    const other = await admin.post("safety/notices", { ...NOTICE, en_title: "Another" });
    expect(other.status).toBe(201);
    const taken = await restore(trashIds);
    expect(taken.status).toBe(409);
    expect(taken.body.message).toContain("Another notice has this address now");
    expect((await admin.delete(`safety/notices/${other.body.data.id}`)).status).toBe(200);
    // The other one is in the trash too now: the address is free again.
    expect((await restore(trashIds)).status).toBe(200);
    expect((await admin.get(`safety/notices/${draft.body.data.id}`)).body.data).toMatchObject({ status: "draft", slug: "bolt-check" });
    expect(await mails()).toBe(before);

    // Published, then closed: on record for good, never in the trash.
    const published = await admin.post(`safety/notices/${draft.body.data.id}/_update`, { status: "active" });
    expect(published.status, JSON.stringify(published.body)).toBe(200);
    expect((await api().get("/safety/bolt-check")).status).toBe(200);
    const refused = await admin.delete(`safety/notices/${draft.body.data.id}`);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe("A notice that was published stays on record: close it instead of deleting it.");
    expect((await api().get("/safety/bolt-check")).status).toBe(200);
  });
});
