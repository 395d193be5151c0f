import { once } from "node:events";
import { request as httpRequest } from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { pino } from "pino";
import request from "supertest";
import { describe, expect, it } from "vitest";
import { requestLogger } from "#server/http/logging.ts";

/** An app behind the request logger, and the JSON lines it wrote. */
function loggedApp(level = "info") {
  const lines: Record<string, unknown>[] = [];
  const logger = pino({ level }, { write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>) });
  const app = express();
  app.use(requestLogger(logger));
  app.get("/healthz", (_req, res) => void res.send("ok"));
  app.get("/ok", (_req, res) => void res.send("fine"));
  app.get("/missing", (_req, res) => void res.status(404).send("no"));
  app.get("/broken", (req, res) => {
    req.log?.error({ detail: "disk full" }, "could not save");
    res.status(500).send("sorry");
  });
  app.get("/slow", () => undefined);
  return { app, lines };
}

describe("request logs", () => {
  it("log one line per answer with its status and time, at a level by status, the address redacted", async () => {
    const { app, lines } = loggedApp();
    await request(app).get("/ok?page=2&password=hunter2").expect(200);
    await request(app).get("/missing").expect(404);
    expect(lines).toEqual([
      expect.objectContaining({ level: 30, msg: "request completed", res: { statusCode: 200 }, responseTime: expect.any(Number) }),
      expect.objectContaining({ level: 40, msg: "request completed", res: { statusCode: 404 } }),
    ]);
    expect(lines[0]!.req).toEqual({ id: expect.stringMatching(/^[\da-f-]{36}$/), method: "GET", url: "/ok?page=2&password=[redacted]" });
  });

  it("give every answer an X-Request-Id, keeping a proxy's, and carry it on the lines a handler writes", async () => {
    const { app, lines } = loggedApp();
    const answer = await request(app).get("/broken").set("X-Request-Id", "proxy-id-1234").expect(500);
    expect(answer.headers["x-request-id"]).toBe("proxy-id-1234");
    expect(lines.map((line) => [line.level, line.msg, (line.req as { id: string }).id])).toEqual([
      [50, "could not save", "proxy-id-1234"],
      [50, "request completed", "proxy-id-1234"],
    ]);
    expect(lines[0]!.detail).toBe("disk full");
    const fresh = await request(app).get("/ok").set("X-Request-Id", "a b");
    expect(fresh.headers["x-request-id"]).toMatch(/^[\da-f-]{36}$/);
  });

  it("leave health checks out, and write nothing below the level", async () => {
    const quiet = loggedApp();
    await request(quiet.app).get("/healthz").expect(200);
    expect(quiet.lines).toEqual([]);
    const warnings = loggedApp("warn");
    await request(warnings.app).get("/ok").expect(200);
    await request(warnings.app).get("/missing").expect(404);
    expect(warnings.lines.map((line) => line.msg)).toEqual(["request completed"]);
  });

  it("say so when the client leaves before the answer", async () => {
    const { app, lines } = loggedApp();
    const server = app.listen(0, "127.0.0.1");
    await once(server, "listening");
    const client = httpRequest({ port: (server.address() as AddressInfo).port, path: "/slow" });
    client.on("error", () => undefined);
    client.end();
    await new Promise((resolve) => setTimeout(resolve, 100));
    client.destroy();
    await expect.poll(() => lines.map((line) => line.msg)).toEqual(["request aborted"]);
    expect(lines[0]).toMatchObject({ level: 40, res: {} });
    server.close();
  });
});
