import { createServer } from "node:net";
import { setTimeout as sleep } from "node:timers/promises";
import { sql } from "kysely";
import type { Db } from "./db/index.ts";

/**
 * Start-up failures an operator can act on (decision 041c): each becomes one fatal log line that
 * reads as a sentence, and exit code 1, without a stack trace.
 */
export class StartupError extends Error {
  readonly details: Record<string, unknown>;

  constructor(message: string, details: Record<string, unknown> = {}) {
    super(message);
    this.name = "StartupError";
    this.details = details;
  }
}

/** A database URL fit for a log line: the password replaced by ***. */
export function maskDatabaseUrl(url: string): string {
  if (!URL.canParse(url)) return url.replace(/:[^:@/]*@/, ":***@");
  const parsed = new URL(url);
  if (parsed.password) parsed.password = "***";
  for (const name of ["password", "sslpassword"]) if (parsed.searchParams.has(name)) parsed.searchParams.set(name, "***");
  return parsed.toString().replace(/%2A%2A%2A/g, "***");
}

/** Fails at once when the port is taken, before anything slow (migrations, seeding) has run. */
export async function assertPortFree(port: number, host: string): Promise<void> {
  if (port === 0) return;
  await new Promise<void>((resolve, reject) => {
    const probe = createServer();
    probe.once("error", (error: NodeJS.ErrnoException) => {
      if (error.code === "EADDRINUSE") {
        reject(new StartupError(`Port ${port} on ${host} is already in use: stop the other server or choose another PORT.`, { port, host }));
      } else if (error.code === "EACCES") {
        reject(new StartupError(`Port ${port} on ${host} may not be used by this user: choose a PORT above 1023.`, { port, host }));
      } else if (error.code === "EADDRNOTAVAIL") {
        reject(new StartupError(`HOST ${host} is not an address of this machine: use 0.0.0.0, 127.0.0.1 or one of its own.`, { port, host }));
      } else reject(error);
    });
    probe.listen(port, host, () => probe.close(() => resolve()));
  });
}

export interface WaitOptions {
  /** Give up after this long. */
  timeoutMs: number;
  /** Called before each retry. */
  onRetry?: (attempt: number, delayMs: number, error: unknown) => void;
}

/**
 * The database answers a query, retried with back-off (0.25 s, doubling, at most 5 s apart) for
 * `timeoutMs`: a database container that starts with the site is waited for, not a reason to crash.
 */
export async function waitForDatabase(db: Db, databaseUrl: string, { timeoutMs, onRetry }: WaitOptions): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let delay = 250;
  for (let attempt = 1; ; attempt++) {
    try {
      await sql`select 1`.execute(db);
      return;
    } catch (error) {
      const reason = error instanceof Error ? error.message || (error as NodeJS.ErrnoException).code || error.name : String(error);
      if (Date.now() + delay > deadline) {
        const seconds = Math.round(timeoutMs / 1000);
        throw new StartupError(
          `The database at DATABASE_URL=${maskDatabaseUrl(databaseUrl)} could not be reached in ${seconds} s (${reason}): check that it runs and that the URL is right.`,
          {
            attempts: attempt,
          },
        );
      }
      onRetry?.(attempt, delay, error);
      await sleep(delay);
      delay = Math.min(delay * 2, 5_000);
    }
  }
}
