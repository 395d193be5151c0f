import type { Server } from "node:http";
import type { Logger } from "pino";

interface ShutdownOptions {
  logger: Logger;
  /** After this, connections still open are cut. */
  timeoutMs: number;
  /** Runs once every request has finished: close the database here. */
  onClosed: () => Promise<void>;
}

/** SIGTERM/SIGINT: stop accepting, let in-flight requests finish, run `onClosed`, exit 0. */
export function installGracefulShutdown(server: Server, { logger, timeoutMs, onClosed }: ShutdownOptions): void {
  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, "shutting down: finishing in-flight requests");
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
    // Keep-alive sockets with no request in flight would hold close() open.
    server.closeIdleConnections();
  };
  process.once("SIGTERM", stop);
  process.once("SIGINT", stop);
}
