import { spawn, type ChildProcess } from "node:child_process";
import { once } from "node:events";
import { Agent, request, type IncomingHttpHeaders } from "node:http";
import { resolve } from "node:path";
import { expect, it } from "vitest";

async function start(env: Record<string, string> = {}): Promise<{ child: ChildProcess; port: number; output: () => string }> {
  const child = spawn(process.execPath, [resolve(import.meta.dirname, "../fixtures/slow-server.ts")], {
    stdio: ["ignore", "pipe", "inherit"],
    env: { ...process.env, ...env },
  });
  let output = "";
  child.stdout!.setEncoding("utf8");
  const port = await new Promise<number>((resolvePort) => {
    child.stdout!.on("data", (chunk: string) => {
      output += chunk;
      const match = /ready (\d+)/.exec(output);
      if (match) resolvePort(Number(match[1]));
    });
  });
  return { child, port, output: () => output };
}

/** One request on a keep-alive agent: its status, headers and body. */
function get(agent: Agent, port: number, path: string): Promise<{ status: number; headers: IncomingHttpHeaders; body: string }> {
  return new Promise((resolveAnswer, reject) => {
    const outgoing = request({ host: "127.0.0.1", port, path, agent }, (response) => {
      let body = "";
      response.setEncoding("utf8");
      response.on("data", (chunk: string) => (body += chunk));
      response.on("end", () => resolveAnswer({ status: response.statusCode ?? 0, headers: response.headers, body }));
      response.on("error", reject);
    });
    outgoing.on("error", reject);
    outgoing.end();
  });
}

it("finishes an in-flight request after SIGTERM, then closes the database and exits 0", async () => {
  const { child, port, output } = await start();
  const inFlight = fetch(`http://127.0.0.1:${port}/slow`).then((r) => r.text());
  await new Promise((r) => setTimeout(r, 300)); // the request is being handled
  child.kill("SIGTERM");

  await expect(inFlight).resolves.toBe("slow response finished");
  const [code] = await once(child, "exit");
  expect(code).toBe(0);
  expect(output()).toContain("database closed");
}, 30_000);

const DRAIN_MS = 800; // shorter than /slow (1.5 s), so that request outlasts the drain

it("under load: /readyz turns 503 at once, serving goes on through the drain, busy keep-alive connections are told to close, 0 requests fail", async () => {
  const { child, port } = await start({ DRAIN_MS: String(DRAIN_MS) });
  const agent = new Agent({ keepAlive: true, maxSockets: 6 });
  let sending = true;
  let served = 0;
  const failures: string[] = [];
  // Six clients on keep-alive connections, as a load balancer's pool would be.
  const workers = Array.from({ length: 6 }, async () => {
    while (sending) {
      try {
        const answer = await get(agent, port, "/work");
        if (answer.status === 200) served += 1;
        else failures.push(`status ${answer.status}`);
      } catch (error) {
        failures.push(String(error));
      }
    }
  });
  await new Promise((r) => setTimeout(r, 400));

  const signalledAt = Date.now();
  // A long request in flight across the end of the drain: its connection must be told to close.
  const long = get(agent, port, "/slow");
  await new Promise((r) => setTimeout(r, 50));
  child.kill("SIGTERM");

  // The load balancer's health check: it stops sending once /readyz says 503.
  const probe = new Agent({ keepAlive: false });
  let notReadyAfter = Infinity;
  while (notReadyAfter === Infinity) {
    const ready = await get(probe, port, "/readyz");
    if (ready.status === 503) notReadyAfter = Date.now() - signalledAt;
    else await new Promise((r) => setTimeout(r, 20));
  }
  const servedWhenNotReady = served;
  await new Promise((r) => setTimeout(r, 200)); // the balancer needs a moment to act; requests keep coming
  sending = false;
  await Promise.all(workers);

  const longAnswer = await long;
  const [code] = await once(child, "exit");
  agent.destroy();
  expect(failures).toEqual([]);
  expect(notReadyAfter).toBeLessThan(DRAIN_MS); // not ready while the drain still serves

  expect(served).toBeGreaterThan(servedWhenNotReady); // still serving while draining
  expect(longAnswer.body).toBe("slow response finished");
  expect(longAnswer.headers.connection).toBe("close");
  expect(code).toBe(0);
}, 30_000);
