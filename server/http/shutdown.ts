import type { Server, ServerResponse } from "node:http";
import type { Logger } from "pino";

/** Where the process is in its life: read by /readyz and by every response while shutting down. */
export interface Lifecycle {
  /** SIGTERM received: /readyz answers 503 so load balancers stop sending, but requests are still served. */
  draining: boolean;
  /** The drain is over: no new connections, and every response closes its connection. */
  closing: boolean;
}

export function createLifecycle(): Lifecycle {
  return { draining: false, closing: false };
}

interface ShutdownOptions {
  logger: Logger;
  lifecycle: Lifecycle;
  /** After SIGTERM, how long to keep serving as usual while load balancers notice /readyz is 503. */
  drainMs: number;
  /** After the drain, connections still open this long are cut. */
  timeoutMs: number;
  /** Runs once every request has finished: close the database here. */
  onClosed: () => Promise<void>;
}

/**
 * SIGTERM (decision 041b): /readyz turns 503 at once; the server keeps serving for `drainMs`, so a
 * load balancer can take it out of rotation; then it stops accepting, answers requests on busy
 * keep-alive connections with `Connection: close`, closes idle ones, and exits 0 when the last
 * in-flight request is done (cutting what is left after `timeoutMs`). SIGINT (Ctrl-C) skips the drain.
 */
export function installGracefulShutdown(server: Server, { logger, lifecycle, drainMs, timeoutMs, onClosed }: ShutdownOptions): void {
  const inFlight = new Set<ServerResponse>();
  // Before the app sees the request, so even the quickest answers carry it.
  server.prependListener("request", (_req, res: ServerResponse) => {
    if (lifecycle.closing) res.setHeader("Connection", "close");
    inFlight.add(res);
    res.once("close", () => {
      inFlight.delete(res);
      // Its connection is idle now: while closing, it goes too.
      if (lifecycle.closing) server.closeIdleConnections();
    });
  });

  const close = () => {
    lifecycle.closing = true;
    logger.info({ inFlight: inFlight.size }, "shutting down: no new connections, finishing in-flight requests");
    // Answers not yet started tell their keep-alive client not to send more on this connection.
    for (const res of inFlight) if (!res.headersSent) res.setHeader("Connection", "close");
    const force = setTimeout(() => server.closeAllConnections(), timeoutMs).unref();
    server.close(async () => {
      clearTimeout(force);
      try {
        await onClosed();
        logger.info("shutdown complete");
        process.exit(0);
      } catch (error) {
        logger.error({ err: error }, "shutdown failed");
        process.exit(1);
      }
    });
    // Keep-alive sockets with no request in flight would hold close() open; busy ones close after their answer.
    server.closeIdleConnections();
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
