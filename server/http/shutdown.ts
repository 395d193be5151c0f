import type { IncomingMessage, Server, ServerResponse } from "node:http";
import { Server as NetServer, type Socket } from "node:net";
import type { Logger } from "pino";

/** Where the process is in its life: read by /readyz and by every response while shutting down. */
export interface Lifecycle {
  /** SIGTERM received: /readyz answers 503 so load balancers stop sending, and every answer closes its connection. */
  draining: boolean;
  /** The drain is over: no new connections; idle ones are closed, busy ones after their answer. */
  closing: boolean;
}

export function createLifecycle(): Lifecycle {
  return { draining: false, closing: false };
}

interface ShutdownOptions {
  logger: Logger;
  lifecycle: Lifecycle;
  /** After SIGTERM, how long to keep serving while load balancers notice /readyz is 503. */
  drainMs: number;
  /** After the drain, connections still open this long are cut. */
  timeoutMs: number;
  /** Runs once every connection has closed: close the database here. */
  onClosed: () => Promise<void>;
  /**
   * Once closing, how long a keep-alive connection must have been quiet before it is closed: a client's next
   * request may already be on its way on a connection that looks idle, and is answered (with Connection: close)
   * if it arrives within this time. The same race a keep-alive time-out always has, with a quiet time far
   * longer than a busy client's pause between two requests.
   */
  quietMs?: number;
}

/** A connection as shutdown sees it: answers under way on it, and when it was last busy. */
interface Connection {
  busy: number;
  quietSince: number;
  timer?: NodeJS.Timeout;
}

/**
 * SIGTERM (decisions 041b and 072): /readyz turns 503 at once and the server keeps serving for `drainMs`, every answer
 * now carrying `Connection: close`, so a load balancer (or a kube-proxy route) moves each keep-alive client elsewhere
 * after one more answer. Then it stops accepting. No connection is cut while a request may be on it: a busy one
 * closes after its answer, an idle one once it has been quiet for `quietMs` — and gently, with a FIN the client reads
 * as the end of the connection, not a reset. The process exits 0 when the last connection is gone (everything left
 * after `timeoutMs` is cut). SIGINT (Ctrl-C) skips the drain; a second signal ends it early.
 */
export function installGracefulShutdown(server: Server, { logger, lifecycle, drainMs, timeoutMs, onClosed, quietMs = 1_000 }: ShutdownOptions): void {
  const connections = new Map<Socket, Connection>();
  const track = (socket: Socket): Connection => {
    let connection = connections.get(socket);
    if (!connection) {
      connection = { busy: 0, quietSince: Date.now() };
      connections.set(socket, connection);
      socket.once("close", () => {
        clearTimeout(connections.get(socket)?.timer);
        connections.delete(socket);
      });
    }
    return connection;
  };
  /** Closes `socket` once it has been quiet for `quietMs`; a request that comes first is answered and closes it. */
  const closeWhenQuiet = (socket: Socket, connection: Connection) => {
    clearTimeout(connection.timer);
    if (connection.busy > 0 || socket.destroyed) return;
    const wait = Math.max(0, connection.quietSince + quietMs - Date.now());
    connection.timer = setTimeout(() => {
      connection.timer = undefined;
      // FIN, not RST: the client's pool drops the connection instead of failing a request on it.
      if (connection.busy === 0 && !socket.destroyed) socket.end();
    }, wait);
  };

  server.on("connection", track);
  // Before the app sees the request, so even the quickest answers carry it.
  server.prependListener("request", (req: IncomingMessage, res: ServerResponse) => {
    const socket = req.socket;
    const connection = track(socket);
    connection.busy += 1;
    clearTimeout(connection.timer);
    if (lifecycle.draining) res.setHeader("Connection", "close");
    res.once("close", () => {
      connection.busy -= 1;
      connection.quietSince = Date.now();
      // An answer that began before the drain kept its connection open: while closing, it goes once quiet.
      if (lifecycle.closing) closeWhenQuiet(socket, connection);
    });
  });

  const close = () => {
    lifecycle.closing = true;
    const busy = [...connections.values()].filter((connection) => connection.busy > 0).length;
    logger.info({ connections: connections.size, busy }, "shutting down: no new connections, closing each connection after its last answer");
    const force = setTimeout(() => {
      logger.warn({ connections: connections.size }, "shutting down: connections still open after SHUTDOWN_TIMEOUT_MS are cut");
      server.closeAllConnections();
      for (const socket of connections.keys()) socket.destroy();
    }, timeoutMs).unref();
    // net's close, not http's: http's destroys every connection it thinks idle, and with it a request already on its way.
    NetServer.prototype.close.call(server, () => {
      clearTimeout(force);
      onClosed().then(
        () => {
          logger.info("shutdown complete");
          process.exit(0);
        },
        (error: unknown) => {
          logger.error({ err: error }, "shutdown failed");
          process.exit(1);
        },
      );
    });
    for (const [socket, connection] of connections) closeWhenQuiet(socket, connection);
  };

  const stop = (signal: NodeJS.Signals) => {
    if (lifecycle.draining) {
      // A second signal: no more waiting for the drain.
      if (!lifecycle.closing) close();
      return;
    }
    lifecycle.draining = true;
    const drain = signal === "SIGTERM" ? drainMs : 0;
    logger.info({ signal, drainMs: drain }, "shutting down: /readyz now answers 503, still serving while load balancers notice");
    if (drain > 0) setTimeout(close, drain);
    else close();
  };
  process.on("SIGTERM", stop);
  process.on("SIGINT", stop);
}
