import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "#tests/support/app.ts";
import { TEST_ENGINES } from "#tests/support/databases.ts";
import { enqueueMails } from "#server/services/outbox.ts";

const TOKEN = "a-long-enough-metrics-token";

/** The value of the sample `name` whose labels include all of `labels` (in any order). */
function sample(text: string, name: string, labels: Record<string, string>): number | undefined {
  for (const line of text.split("\n")) {
    const match = /^([\w:]+)\{(.*)\} (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const found = Object.fromEntries([...match[2]!.matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map((pair) => [pair[1], pair[2]]));
    if (Object.entries(labels).every(([key, value]) => found[key] === value)) return Number(match[3]);
  }
  return undefined;
}

describe.each(TEST_ENGINES)("Prometheus metrics on %s", (engine) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp(engine, { env: { METRICS_TOKEN: TOKEN } });
  });
  afterAll(() => app.close());

  it("are not public: 401 without the bearer token", async () => {
    expect((await request(app.express).get("/metrics")).status).toBe(401);
    expect((await request(app.express).get("/metrics").set("Authorization", "Bearer wrong-token-of-some-size")).status).toBe(401);
    // As long as the token in characters, not in bytes: still a 401, not a 500.
    expect(
      (
        await request(app.express)
          .get("/metrics")
          .set("Authorization", `Bearer ${TOKEN.slice(0, -1)}\u00e9`)
      ).status,
    ).toBe(401);
  });

  it("count requests by route pattern and status, with latency histograms, query timings and process metrics", async () => {
    await request(app.express).get("/api/commodities/1");
    await request(app.express).get("/api/commodities/2");
    await request(app.express).get("/api/nothing/here");
    const response = await request(app.express).get("/metrics").set("Authorization", `Bearer ${TOKEN}`);
    expect(response.status).toBe(200);
    expect(response.headers["content-type"]).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = response.text;
    expect(sample(text, "http_requests_total", { method: "GET", route: "/api/commodities/:id", status: "404", service: "fantai-site" })).toBe(2);
    expect(sample(text, "http_requests_total", { method: "GET", route: "/api (no route)", status: "404" })).toBe(1);
    expect(sample(text, "http_request_duration_seconds_bucket", { le: "+Inf", method: "GET", route: "/api/commodities/:id", status: "404" })).toBe(2);
    expect(text).not.toContain('/api/commodities/1"');
    expect(sample(text, "db_query_duration_seconds_count", { engine, outcome: "ok" })).toBeGreaterThan(0);
    expect(text).toContain("process_cpu_user_seconds_total");
    expect(text).toContain("nodejs_eventloop_lag_seconds");
    if (engine === "postgres") expect(sample(text, "db_pool_connections", { state: "total" })).toBeGreaterThan(0);
  });

  it("count the outbox's mails by status, so a mail server outage shows as a growing backlog", async () => {
    const mail = {
      kind: "enquiry_notification" as const,
      recipient: "sales@example.com",
      locale: "en" as const,
      subject: "New enquiry",
      text: "Hello",
      html: "<p>Hello</p>",
    };
    await enqueueMails(app.database.db, [mail, mail]);
    const text = (await request(app.express).get("/metrics").set("Authorization", `Bearer ${TOKEN}`)).text;
    expect(sample(text, "mail_outbox_messages", { status: "pending" })).toBe(2);
    expect(sample(text, "mail_outbox_messages", { status: "failed" })).toBe(0);
  });
});

describe("without METRICS_TOKEN", () => {
  it("there is no /metrics on the site", async () => {
    const app = await createTestApp("sqlite");
    try {
      expect((await request(app.express).get("/metrics")).status).toBe(404);
    } finally {
      await app.close();
    }
  });
});
