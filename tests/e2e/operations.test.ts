import { once } from "node:events";
import { Agent, request, type IncomingHttpHeaders } from "node:http";
import { afterEach, describe, expect, it } from "vitest";
import { startProductionServer, type ProductionServer } from "./production-server.ts";

/** The production process as an operator runs it: what it writes, and how it stops. */

let site: ProductionServer | undefined;
afterEach(async () => {
  await site?.stop();
  site = undefined;
});

/** One request on `agent`: its status, headers and body. */
function send(
  agent: Agent,
  url: string,
  { method = "GET", headers = {}, body }: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<{ status: number; headers: IncomingHttpHeaders; body: string }> {
  return new Promise((resolveAnswer, reject) => {
    const outgoing = request(url, { method, headers, agent }, (response) => {
      let text = "";
      response.setEncoding("utf8");
      response.on("data", (chunk: string) => (text += chunk));
      response.on("end", () => resolveAnswer({ status: response.statusCode ?? 0, headers: response.headers, body: text }));
      response.on("error", reject);
    });
    outgoing.on("error", reject);
    outgoing.end(body);
  });
}

const parsed = (line: string) => {
  try {
    return JSON.parse(line) as Record<string, unknown>;
  } catch {
    throw new Error(`a line that is not JSON: ${line}`);
  }
};

describe("The production process", () => {
  it("An operator reads only JSON lines, and a form posted from another site is one warning, not a stack trace", async () => {
    site = await startProductionServer({ LOG_LEVEL: "info" }, { captureOutput: true });
    const agent = new Agent({ keepAlive: false });
    const form = { "Content-Type": "application/x-www-form-urlencoded", Origin: "https://attacker.example" };
    const refused = ["/contact", "/fr/partner", "/nl/register", "/login", "/newsletter", "/products"];
    for (const path of refused) {
      const answer = await send(agent, `${site.baseUrl}${path}`, { method: "POST", headers: form, body: "name=x&email=x%40example.com" });
      expect(answer.status, path).toBe(400);
    }
    // A malformed Origin too.
    expect((await send(agent, `${site.baseUrl}/contact`, { method: "POST", headers: { ...form, Origin: "http://[::1" }, body: "a=b" })).status).toBe(400);

    // Stopped, so that every line is out.
    site.child.kill("SIGTERM");
    const [code] = await once(site.child, "exit");
    expect(code).toBe(0);
    const { stdout, stderr } = site.output;
    expect(stderr).toEqual([]);
    const lines = stdout.filter((line) => line.trim()).map(parsed);
    expect(lines.length).toBeGreaterThan(5);
    for (const line of lines) expect(typeof line.level, JSON.stringify(line)).toBe("string");
    const posts = lines.filter((line) => (line.req as { method?: string } | undefined)?.method === "POST");
    expect(posts).toHaveLength(refused.length + 1);
    for (const line of posts) {
      expect(line).toMatchObject({ level: "warn", msg: "request completed", res: { statusCode: 400 }, refused: "a form posted from another origin" });
      expect(JSON.stringify(line)).not.toMatch(/\bat \w+ \(|stack/);
    }
    expect(lines.filter((line) => line.level === "error")).toEqual([]);
  });

  it.each([50, 200])(
    "Stopping with %i keep-alive clients cuts no request: /readyz says 503 at once, every request is answered, the process exits 0",
    async (clients) => {
      // The default drain: room for the balancer to notice on a loaded machine.
      site = await startProductionServer({ SHUTDOWN_DRAIN_MS: "5000", LOG_LEVEL: "warn" });
      const target = `${site.baseUrl}/healthz`;
      let balancerNoticed = false;
      let sending = true;
      let served = 0;
      const failures: string[] = [];
      const agents: Agent[] = [];
      // Each client on a keep-alive connection of its own. Until the balancer notices the 503 it reconnects; after,
      // it goes elsewhere once its connection closes, and uses it for as long as the server keeps it open.
      const workers = Promise.all(
        Array.from({ length: clients }, async () => {
          const agent = new Agent({ keepAlive: true, maxSockets: 1 });
          agents.push(agent);
          while (sending) {
            try {
              const answer = await send(agent, target);
              if (answer.status === 200) served += 1;
              else failures.push(`status ${answer.status}`);
              if (balancerNoticed && answer.headers.connection === "close") break;
            } catch (error) {
              failures.push(String(error));
              break;
            }
          }
        }),
      );
      while (served < 2 * clients) await new Promise((r) => setTimeout(r, 20));

      const signalledAt = Date.now();
      site.child.kill("SIGTERM");
      const probe = new Agent({ keepAlive: false });
      let notReadyAfter = Infinity;
      while (notReadyAfter === Infinity) {
        if ((await send(probe, `${site.baseUrl}/readyz`)).status === 503) notReadyAfter = Date.now() - signalledAt;
      }
      const servedWhenNotReady = served;
      await new Promise((r) => setTimeout(r, 300));
      balancerNoticed = true;
      const [code] = await once(site.child, "exit");
      sending = false;
      await workers;
      for (const agent of agents) agent.destroy();

      expect(failures).toEqual([]);
      // Inside the drain, measured by a client process itself busy with every connection (unloaded it is a few
      // milliseconds: tests/unit/shutdown.test.ts).
      expect(notReadyAfter).toBeLessThan(5000);
      // The drain served on, each answer closing its connection, and nothing was left to cut at its end.
      expect(served).toBeGreaterThan(servedWhenNotReady);
      expect(code).toBe(0);
    },
    120_000,
  );
});
