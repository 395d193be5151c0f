import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { defineApi } from "#server/api/index.ts";
import { editorMay } from "#server/api/admin/roles.ts";
import { DECLARATIONS, declarationOfCall } from "#domain/resources.ts";
import { apiDepsOf, createTestApp, type TestApp } from "#tests/support/app.ts";

/** The registration reads no database: SQLite is enough. */
describe("admin routers, mounted from the resource declarations", () => {
  let app: TestApp;
  let paths: string[];
  beforeAll(async () => {
    app = await createTestApp("sqlite");
    const adminGroup = defineApi(apiDepsOf(app)).find((group) => group.secured)!;
    paths = adminGroup.endpoints.map((endpoint) => endpoint.path);
  });
  afterAll(() => app.close());

  it("serves at least one call under every declaration's API path", () => {
    const unserved = DECLARATIONS.filter((declaration) => !paths.some((path) => declarationOfCall(path) === declaration));
    expect(unserved.map((declaration) => declaration.api)).toEqual([]);
  });

  it("serves no admin call outside a declaration except the session's own calls", () => {
    const strays = paths.filter((path) => !declarationOfCall(path) && !editorMay({ path }));
    expect(strays).toEqual([]);
  });
});
