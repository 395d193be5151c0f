import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLifecycle } from "#server/http/shutdown.ts";
import { createTestApp, type TestApp } from "#tests/support/app.ts";
import { TEST_ENGINES } from "#tests/support/databases.ts";

describe.each(TEST_ENGINES)("health checks on %s", (engine) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp(engine);
  });
  afterAll(() => app.close());

  it("reports the process up on /healthz", async () => {
    const response = await request(app.express).get("/healthz");
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ status: "ok" });
  });

  it("reports the database reachable on /readyz", async () => {
    const response = await request(app.express).get("/readyz");
    expect(response.status).toBe(200);
    expect(response.body.status).toBe("ready");
  });

  it("reports 503 on /readyz as soon as shutdown begins, while the site still serves", async () => {
    const lifecycle = createLifecycle();
    const draining = await createTestApp(engine, { lifecycle });
    try {
      expect((await request(draining.express).get("/readyz")).status).toBe(200);
      lifecycle.draining = true;
      const response = await request(draining.express).get("/readyz");
      expect(response.status).toBe(503);
      expect(response.body).toEqual({ status: "shutting down" });
      expect((await request(draining.express).get("/api/commodities")).status).toBe(200);
    } finally {
      await draining.close();
    }
  });

  it("reports 503 on /readyz when the database is gone", async () => {
    const broken = await createTestApp(engine);
    await broken.close();
    const response = await request(broken.express).get("/readyz");
    expect(response.status).toBe(503);
  });

  it("answers unknown API paths with a JSON 404", async () => {
    const response = await request(app.express).get("/api/does-not-exist");
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ message: "This page could not be found" });
  });
});
