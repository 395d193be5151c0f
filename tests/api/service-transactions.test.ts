import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { articleRecords } from "#server/services/content.ts";
import { createTestApp, type TestApp } from "#tests/support/app.ts";
import { TEST_ENGINES } from "#tests/support/databases.ts";

describe.each(TEST_ENGINES)("services.transaction on %s", (engine) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp(engine);
  });
  afterAll(() => app.close());

  const titled = async (title: string) => (await app.database.db.selectFrom("articles").select("id").where("en_title", "=", title).execute()).length;

  it("writes a router's several service calls together", async () => {
    await app.services.transaction(async (tx) => {
      const article = (await tx.records.createRecord(articleRecords, { en_title: "Together one", en_content: "<p>.</p>" })) as { id: number };
      await tx.publishing.savePendingDraft({
        resource: "articles",
        recordId: article.id,
        changes: { en_title: "Together two" },
        actor: { id: null, email: "" },
        baseVersion: 0,
      });
    });
    expect(await titled("Together one")).toBe(1);
  });

  it("writes none of them when one fails, nested calls included", async () => {
    const failure = app.services.transaction(async (tx) => {
      await tx.records.createRecord(articleRecords, { en_title: "Never kept", en_content: "<p>.</p>" });
      await tx.transaction(async (inner) => inner.records.createRecord(articleRecords, { en_title: "Never kept either", en_content: "<p>.</p>" }));
      await tx.records.getRecord(articleRecords, 999_999);
    });
    await expect(failure).rejects.toThrow("Article not found.");
    expect(await titled("Never kept")).toBe(0);
    expect(await titled("Never kept either")).toBe(0);
  });
});
