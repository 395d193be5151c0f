import { spawn, type ChildProcess } from "node:child_process";
import { once } from "node:events";
import { Agent, request, type IncomingHttpHeaders } from "node:http";
import { connect } from "node:net";
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

/** The health check a load balancer runs: the time from `since` until /readyz first answers 503. */
async function notReadyAfter(port: number, since: number): Promise<number> {
  const probe = new Agent({ keepAlive: false });
  for (;;) {
    const ready = await get(probe, port, "/readyz");
    if (ready.status === 503) return Date.now() - since;
    await new Promise((r) => setTimeout(r, 20));
  }
}

it("during the drain every answer closes its connection, and a request that straddles the drain's end finishes", async () => {
  const { child, port } = await start({ DRAIN_MS: String(DRAIN_MS) });
  const agent = new Agent({ keepAlive: true, maxSockets: 6 });
  const before = await get(agent, port, "/work");
  expect(before.headers.connection).toBe("keep-alive");
  const signalledAt = Date.now();
  // A long request in flight across the end of the drain.
  const long = get(agent, port, "/slow");
  await new Promise((r) => setTimeout(r, 50));
  child.kill("SIGTERM");
  expect(await notReadyAfter(port, signalledAt)).toBeLessThan(DRAIN_MS);
  const during = await get(agent, port, "/work");
  expect(during.status).toBe(200);
  expect(during.headers.connection).toBe("close");
  const longAnswer = await long;
  expect(longAnswer.body).toBe("slow response finished");
  const [code] = await once(child, "exit");
  agent.destroy();
  expect(code).toBe(0);
}, 30_000);

interface Load {
  served: number;
  failures: string[];
  /** Clients whose next connection was refused: the server had stopped listening, no request was sent. */
  refused: number;
}

/**
 * `clients` keep-alive clients, each on a connection of its own, sending /work back to back. `keepSending(answer)` says
 * whether a client sends again after an answer (a load balancer that has taken the instance out sends the next request
 * elsewhere once its connection closes). A request counts as failed on any error but a refused connection.
 */
function load(port: number, clients: number, keepSending: (closed: boolean) => boolean): { load: Load; done: Promise<void>; stop(): void } {
  const state: Load = { served: 0, failures: [], refused: 0 };
  let sending = true;
  const agents: Agent[] = [];
  const done = Promise.all(
    Array.from({ length: clients }, async () => {
      const agent = new Agent({ keepAlive: true, maxSockets: 1 });
      agents.push(agent);
      while (sending) {
        try {
          const answer = await get(agent, port, "/work");
          if (answer.status === 200 && answer.body === "work done") state.served += 1;
          else state.failures.push(`status ${answer.status}`);
          if (!keepSending(answer.headers.connection === "close")) break;
        } catch (error) {
          if ((error as NodeJS.ErrnoException).code === "ECONNREFUSED") state.refused += 1;
          else state.failures.push(String(error));
          break;
        }
      }
    }),
  ).then(() => agents.forEach((agent) => agent.destroy()));
  return { load: state, done, stop: () => (sending = false) };
}

it.each([50, 200])(
  "with %i keep-alive clients sending through the drain: /readyz 503 at once, serving goes on, 0 requests fail, exit 0",
  async (clients) => {
    // Long enough for the balancer to notice under a loaded machine's timing (a client still reconnecting when the
    // server stops listening could be reset by the kernel's accept queue: a balancer has stopped by then).
    const { child, port } = await start({ DRAIN_MS: "2500" });
    // The balancer takes the instance out a moment after /readyz says 503: until then clients reconnect to it;
    // after that a client goes elsewhere once its connection closes, and uses it for as long as it stays open.
    let balancerNoticed = false;
    const traffic = load(port, clients, (closed) => !(balancerNoticed && closed));
    // Every client connected and busy before the signal.
    while (traffic.load.served < 2 * clients) await new Promise((r) => setTimeout(r, 20));

    const signalledAt = Date.now();
    child.kill("SIGTERM");
    const notReady = await notReadyAfter(port, signalledAt);
    const servedWhenNotReady = traffic.load.served;
    await new Promise((r) => setTimeout(r, 200));
    balancerNoticed = true;
    // Clients still connected when the drain ends are answered and closed, never cut.
    const [code] = await once(child, "exit");
    traffic.stop();
    await traffic.done;

    expect(traffic.load.failures).toEqual([]);
    // Within the drain, measured from a client process itself busy with 200 connections.
    expect(notReady).toBeLessThan(2500);
    expect(traffic.load.served).toBeGreaterThan(servedWhenNotReady); // still serving while draining
    expect(code).toBe(0);
  },
  60_000,
);

it("with 200 keep-alive clients still sending when it stops accepting (no drain): each gets its answer, then a refused connection; 0 fail", async () => {
  const { child, port } = await start();
  // Clients that never stop: after an answer that closes the connection they connect again, and are refused.
  const traffic = load(port, 200, () => true);
  while (traffic.load.served < 400) await new Promise((r) => setTimeout(r, 20));
  const servedBefore = traffic.load.served;
  child.kill("SIGTERM");
  const [code] = await once(child, "exit");
  await traffic.done;
  expect(traffic.load.failures).toEqual([]);
  expect(traffic.load.served).toBeGreaterThan(servedBefore);
  expect(traffic.load.refused).toBe(200);
  expect(code).toBe(0);
}, 60_000);

/** A raw keep-alive connection: what it receives, and how it ended ("end" for a FIN, else the error's code). */
function rawConnection(port: number) {
  const socket = connect(port, "127.0.0.1");
  let received = "";
  socket.setEncoding("utf8");
  socket.on("data", (chunk: string) => (received += chunk));
  const ended = new Promise<string>((resolveEnd) => {
    socket.on("end", () => resolveEnd("end"));
    socket.on("error", (error: NodeJS.ErrnoException) => resolveEnd(error.code ?? String(error)));
  });
  const answers = () => received.split("HTTP/1.1 ").length - 1;
  const send = async (path: string) => {
    const before = answers();
    socket.write(`GET ${path} HTTP/1.1\r\nHost: localhost\r\n\r\n`);
    while (answers() === before || !/\r\n\r\n[\s\S]*(?:done|fast|finished)$/.test(received)) await new Promise((r) => setTimeout(r, 10));
  };
  return { socket, send, ended, received: () => received };
}

it("closes idle keep-alive connections gently (a FIN, not a reset) and answers a request already on its way", async () => {
  const { child, port } = await start();
  const idle = rawConnection(port);
  const onItsWay = rawConnection(port);
  await idle.send("/fast");
  await onItsWay.send("/fast");
  expect(onItsWay.received()).toMatch(/Connection: keep-alive/i);
  const signalledAt = Date.now();
  child.kill("SIGTERM");
  // The client sends its next request as the server stops listening: it is answered, and the connection closed after.
  await new Promise((r) => setTimeout(r, 100));
  await onItsWay.send("/work");
  expect(onItsWay.received()).toMatch(/HTTP\/1\.1 200 OK[\s\S]*Connection: close[\s\S]*work done$/i);
  expect(await onItsWay.ended).toBe("end");
  // The connection nobody uses is closed with a FIN once quiet, and the process does not wait for the time-out.
  expect(await idle.ended).toBe("end");
  const [code] = await once(child, "exit");
  expect(code).toBe(0);
  expect(Date.now() - signalledAt).toBeLessThan(5_000);
}, 30_000);
