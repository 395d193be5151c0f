import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { defineApi } from "#server/api/index.ts";
import type { Endpoint, EndpointGroup } from "#server/api/endpoint.ts";
import { createAdminTestApp, type AdminTestApp } from "#tests/support/auth.ts";
import { TEST_ENGINES } from "#tests/support/databases.ts";
import { apiDepsOf } from "#tests/support/app.ts";

/**
 * The rules every endpoint keeps, checked on every endpoint the API defines:
 * admin calls need a token (401), a missing id is a 404, bad input a 422, a wrong method a 405.
 */

interface Call {
  group: EndpointGroup;
  endpoint: Endpoint;
  url: string;
  name: string;
}

const MISSING_ID = 987654;

function callsOf(groups: EndpointGroup[]): Call[] {
  return groups.flatMap((group) =>
    group.endpoints.map((endpoint) => {
      const url = `/api${group.prefix}${endpoint.path}`.replace(/:\w+/g, String(MISSING_ID));
      return { group, endpoint, url, name: `${endpoint.method.toUpperCase()} /api${group.prefix}${endpoint.path}` };
    }),
  );
}

function send(app: AdminTestApp, call: Pick<Call, "url"> & { method: string }, withToken: boolean) {
  const agent = request(app.express);
  const req = (agent as unknown as Record<string, (url: string) => request.Test>)[call.method]!(call.url);
  return withToken ? req.set(app.auth) : req;
}

/** Every field of an object body set to a value no field accepts (the honeypot left alone: filling it is accepted on purpose). */
function invalidBody(schema: z.ZodType): Record<string, unknown> {
  const shape = schema instanceof z.ZodObject ? (schema.shape as Record<string, unknown>) : { ids: null, action: null };
  return Object.fromEntries(
    Object.keys(shape)
      .filter((key) => key !== "website")
      .map((key) => [key, { not: ["valid"] }]),
  );
}

describe.each(TEST_ENGINES)("API contract on %s", (engine) => {
  let app: AdminTestApp;
  let calls: Call[];
  beforeAll(async () => {
    // Single sign-on on, so POST /api/login/oidc is live too (off, it answers 404 to anything); no test here reaches the provider.
    app = await createAdminTestApp(engine, { OIDC_ISSUER: "https://login.example.com", OIDC_CLIENT_ID: "contract-tests" });
    calls = callsOf(defineApi(apiDepsOf(app)));
  });
  afterAll(() => app.close());

  it("defines every call of product rules §7", () => {
    const names = new Set(calls.map((c) => c.name));
    const spec = [
      "GET /api/commodities",
      "GET /api/commodities/:id",
      "GET /api/articles",
      "GET /api/articles/:id",
      "GET /api/commodity/types",
      "GET /api/commodity/types/:id",
      "GET /api/posters/:typeOrId",
      "GET /api/posters",
      "GET /api/card/adsense",
      "GET /api/rotation/charts",
      "GET /api/list/posters",
      "GET /api/page/one/swiper",
      "POST /api/demands",
      "POST /api/file/forms",
      "POST /api/ad/commodities",
      "GET /api/ad/commodities",
      "POST /api/ad/commodities/:id/_update",
      "DELETE /api/ad/commodities/_delete",
      "GET /api/ad/commodities/:id",
      "PUT /api/ad/commodities/batch/_handle",
      "POST /api/ad/articles",
      "GET /api/ad/articles",
      "POST /api/ad/articles/:id/_update",
      "DELETE /api/ad/articles/_delete",
      "GET /api/ad/articles/:id",
      "POST /api/ad/commodity/types",
      "POST /api/ad/commodity/types/:id/_update",
      "DELETE /api/ad/commodity/types/:id",
      "GET /api/ad/demands",
      "PUT /api/ad/demands/_",
      "DELETE /api/ad/demands/_delete",
      "GET /api/ad/file/forms",
      "DELETE /api/ad/file/forms/_delete",
      "POST /api/ad/posters",
      "POST /api/ad/posters/:id/_update",
      "DELETE /api/ad/posters/:id",
      "POST /api/ad/card/adsense",
      "POST /api/ad/card/adsense/:id/_update",
      "DELETE /api/ad/card/adsense/:id",
      "POST /api/ad/rotation/charts",
      "POST /api/ad/rotation/charts/:id/_update",
      "DELETE /api/ad/rotation/charts/:id",
      "POST /api/ad/list/posters",
      "POST /api/ad/list/posters/:id/_update",
      "DELETE /api/ad/list/posters/:id",
      "POST /api/ad/page/one/swiper",
      "POST /api/ad/page/one/swiper/:id/_update",
      "DELETE /api/ad/page/one/swiper/:id",
      "GET /api/card/adsense/:id",
      "GET /api/rotation/charts/:id",
      "GET /api/list/posters/:id",
      "POST /api/login",
      "POST /api/login/oidc",
      "GET /api/ad/me",
      "POST /api/ad/logout",
      "GET /api/ad/dashboard",
      "POST /api/ad/uploads",
      "GET /api/page/ones/:id",
      "GET /api/page/twos/:id",
      "GET /api/banner",
      "GET /api/home/poster",
      "GET /api/settings",
      "GET /api/ad/settings",
      "POST /api/ad/settings",
      "GET /api/ad/demands/_export",
      "GET /api/ad/file/forms/_export",
      "POST /api/ad/page/ones",
      "POST /api/ad/page/twos",
      "POST /api/ad/social/codes",
    ];
    expect(spec.filter((name) => !names.has(name))).toEqual([]);
  });

  it("answers 401 { message: 'Unauthenticated.' } to every admin call without a token", async () => {
    const failures: string[] = [];
    for (const call of calls.filter((c) => c.group.secured)) {
      const response = await send(app, { url: call.url, method: call.endpoint.method }, false);
      if (response.status !== 401 || response.body.message !== "Unauthenticated.") failures.push(`${call.name}: ${response.status}`);
    }
    expect(failures).toEqual([]);
  });

  it("answers 404 { message } for a missing id on every call that takes one", async () => {
    const failures: string[] = [];
    for (const call of calls.filter((c) => c.endpoint.params)) {
      // Update bodies are partial, so an empty one is valid and the 404 comes from the missing record.
      const response = await send(app, { url: call.url, method: call.endpoint.method }, true).send(call.endpoint.body ? {} : undefined);
      if (response.status !== 404 || typeof response.body.message !== "string")
        failures.push(`${call.name}: ${response.status} ${JSON.stringify(response.body)}`);
    }
    expect(failures).toEqual([]);
  });

  it("answers 404 to _delete when none of the ids exist", async () => {
    const failures: string[] = [];
    for (const call of calls.filter((c) => c.endpoint.path.endsWith("/_delete"))) {
      const response = await send(app, { url: `${call.url}?ids=${MISSING_ID},${MISSING_ID + 1}`, method: "delete" }, true);
      if (response.status !== 404) failures.push(`${call.name}: ${response.status}`);
    }
    expect(failures).toEqual([]);
  });

  it("answers 422 with field errors to an invalid body on every call that takes one", async () => {
    const failures: string[] = [];
    for (const call of calls.filter((c) => c.endpoint.body && c.endpoint.bodyType !== "multipart/form-data")) {
      const response = await send(app, { url: call.url, method: call.endpoint.method }, true).send(invalidBody(call.endpoint.body!));
      const ok = response.status === 422 && typeof response.body.message === "string" && Object.keys(response.body.errors ?? {}).length > 0;
      if (!ok) failures.push(`${call.name}: ${response.status} ${JSON.stringify(response.body)}`);
    }
    expect(failures).toEqual([]);
  });

  it("answers 422 with field errors to invalid query parameters", async () => {
    const failures: string[] = [];
    for (const call of calls.filter((c) => c.endpoint.query && c.endpoint.method !== "delete")) {
      const shape = call.endpoint.query!.shape as Record<string, unknown>;
      const bad =
        "page" in shape
          ? "page=0&per_page=1000"
          : Object.keys(shape)
              .map((key) => `${key}=not-valid!`)
              .join("&");
      const response = await send(app, { url: `${call.url}?${bad}`, method: call.endpoint.method }, true);
      if (response.status !== 422 || !response.body.errors) failures.push(`${call.name}: ${response.status}`);
    }
    expect(failures).toEqual([]);
  });

  it("answers 405 to a method a known path does not have", async () => {
    const failures: string[] = [];
    for (const call of calls) {
      const response = await send(app, { url: call.url, method: "patch" }, true);
      if (response.status !== 405) failures.push(`${call.name}: ${response.status}`);
    }
    expect(failures).toEqual([]);
  });

  it("never answers a stack trace or SQL", async () => {
    const response = await request(app.express).post("/api/demands").set("Content-Type", "application/json").send("{not json");
    expect(response.status).toBe(400);
    expect(JSON.stringify(response.body)).not.toMatch(/at .*\.ts|select |SyntaxError/i);
  });
});
