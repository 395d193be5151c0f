import { createHash } from "node:crypto";
import type { Role } from "#domain/resources.ts";

export type { Role };

/** What signing in and tokens need that reads no database: roles, the token policy, digests, e-mail case. */

export function roleOf(value: unknown): Role {
  return value === "editor" ? "editor" : "admin";
}

export interface TokenPolicy {
  /** A token unused for this long stops working (sliding expiry). */
  idleMinutes: number;
  /** However busy, a token stops working this long after sign-in (absolute lifetime); unlimited when omitted. */
  maxHours?: number;
}

/** The policy of the environment's TOKEN_IDLE_MINUTES and ADMIN_SESSION_MAX_HOURS. */
export function tokenPolicy(config: { TOKEN_IDLE_MINUTES: number; ADMIN_SESSION_MAX_HOURS: number }): TokenPolicy {
  return { idleMinutes: config.TOKEN_IDLE_MINUTES, maxHours: config.ADMIN_SESSION_MAX_HOURS };
}

/** Only this digest of a token is stored, so a copy of the database signs nobody in. */
export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}
