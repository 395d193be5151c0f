import { execFile } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { promisify } from "node:util";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { defineApi } from "#server/api/index.ts";
import { apiDepsOf, createTestApp, type TestApp } from "#tests/support/app.ts";

const run = promisify(execFile);

/** The document depends on no database: SQLite is enough. */
describe("OpenAPI document and reference page", () => {
  let app: TestApp;
  let document: Record<string, any>;
  beforeAll(async () => {
    app = await createTestApp("sqlite");
    document = (await request(app.express).get("/api/openapi.json")).body;
  });
  afterAll(() => app.close());

  it("passes `redocly lint` with the recommended rules: no errors", async () => {
    const folder = mkdtempSync(join(tmpdir(), "fantai-openapi-"));
    try {
      const file = join(folder, "openapi.json");
      writeFileSync(file, JSON.stringify(document));
      const redocly = resolve(import.meta.dirname, "../../node_modules/.bin/redocly");
      const { stdout } = await run(redocly, ["lint", file, "--extends=recommended", "--format=json"], {
        env: { ...process.env, REDOCLY_TELEMETRY: "off", REDOCLY_SUPPRESS_UPDATE_NOTICE: "true" },
      }).catch((failure: { stdout?: string }) => ({ stdout: failure.stdout ?? "" }));
      const report = JSON.parse(stdout) as { totals: { errors: number }; problems: { ruleId: string; severity: string; message: string }[] };
      expect(report.problems.filter((problem) => problem.severity === "error")).toEqual([]);
      expect(report.totals.errors).toBe(0);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  }, 60_000);

  it("marks public calls as needing no security, and names this site as the server", () => {
    expect(document.servers).toEqual([{ url: "/", description: "This site" }]);
    expect(document.paths["/api/commodities"].get.security).toEqual([]);
    expect(document.paths["/api/ad/commodities"].get.security).toEqual([{ bearerAuth: [] }]);
  });

  it("is OpenAPI 3.1 with the bearer scheme", () => {
    expect(document.openapi).toBe("3.1.0");
    expect(document.components.securitySchemes.bearerAuth).toMatchObject({ type: "http", scheme: "bearer" });
  });

  it("describes every endpoint the API mounts, with path parameters in braces", () => {
    const groups = defineApi(apiDepsOf(app));
    for (const group of groups) {
      for (const endpoint of group.endpoints) {
        const path = `/api${group.prefix}${endpoint.path}`.replace(/:(\w+)/g, "{$1}");
        const operation = document.paths[path]?.[endpoint.method];
        expect(operation, `${endpoint.method} ${path}`).toBeDefined();
        expect(operation.security, path).toEqual(group.secured ? [{ bearerAuth: [] }] : []);
        if (group.secured) expect(operation.responses["401"], path).toBeDefined();
      }
    }
  });

  it("documents the request and response shapes", () => {
    const create = document.paths["/api/ad/commodities"].post;
    const body = create.requestBody.content["application/json"].schema;
    expect(body.required).toContain("en_name");
    expect(body.properties.attrSort).toBeDefined();
    expect(create.responses["201"].content["application/json"].schema.properties.data.$ref).toBe("#/components/schemas/Commodity");
    const list = document.paths["/api/commodities"].get;
    expect(list.parameters.map((p: { name: string }) => p.name)).toEqual(
      expect.arrayContaining(["page", "per_page", "commodityTypeIds", "en_name", "fr_name", "nl_name"]),
    );
    expect(document.paths["/api/ad/uploads"].post.requestBody.content["multipart/form-data"]).toBeDefined();
    expect(document.paths["/api/ad/demands/_export"].get.responses["200"].content["text/csv"]).toBeDefined();
  });

  it("has no dangling $ref", () => {
    const refs = JSON.stringify(document).match(/"\$ref":"#\/components\/schemas\/[^"]+"/g) ?? [];
    for (const ref of new Set(refs)) {
      const name = ref.split("/").pop()!.replace(/"$/, "");
      expect(document.components.schemas[name], name).toBeDefined();
    }
  });

  it("/api/docs is a readable HTML page without scripts", async () => {
    const response = await request(app.express).get("/api/docs");
    expect(response.status).toBe(200);
    expect(response.headers["content-type"]).toMatch(/^text\/html/);
    expect(response.text).toContain("<code>/api/ad/commodities/batch/_handle</code>");
    expect(response.text).toContain('id="schema-Commodity"');
    expect(response.text).not.toMatch(/<script/i);
  });
});
