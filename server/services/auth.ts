import { randomBytes } from "node:crypto";
import { sql } from "kysely";
import type { Db } from "#server/db/index.ts";
import { recordAudit } from "./audit.ts";
import { hashToken, normaliseEmail, roleOf, type Role, type TokenPolicy } from "./credentials.ts";
import { hashPassword, isPasswordHash, verifyPassword } from "./passwords.ts";
import { inTransaction } from "./records.ts";
import { hasSecondFactor, secondFactorRequired, spendCode, type FactorUsed } from "./second-factor.ts";

export interface AdminIdentity {
  id: number;
  email: string;
  name: string;
  role: Role;
  /** Set on a session that may only set up its second factor (the site requires one, decision 074). */
  enrolOnly?: boolean;
}

export interface Session {
  token: string;
  expires_at: string;
  user: AdminIdentity;
}

// Accounts created outside this module (first-run bootstrap) may keep the case they were given.
export const lowerEmail = sql<string>`lower(${sql.ref("admin_users.email")})`;

/** The idle expiry from `now`, never past the absolute end of a session created at `createdAt`. */
function expiryFrom(now: Date, { idleMinutes, maxHours }: TokenPolicy, createdAt: Date = now): string {
  const idle = now.getTime() + idleMinutes * 60_000;
  const absolute = maxHours === undefined ? Infinity : createdAt.getTime() + maxHours * 3_600_000;
  return new Date(Math.min(idle, absolute)).toISOString();
}

// Compared against when the account does not exist, so a wrong email costs as long as a wrong password.
const UNUSED_HASH = hashPassword(randomBytes(16).toString("hex"));

/** Where a sign-in came from, for the audit log. */
export interface SignInContext {
  ip?: string;
}

/** Where a sign-in came from and what the throttle allows (decision 074). */
export interface PasswordSignInContext extends SignInContext {
  /**
   * The address is past its limits: only a right password with a right code may pass, and the code is
   * checked first (cheaply), so a guess without the code costs no password hashing and reveals nothing.
   */
  secondFactorOnly?: boolean;
  /** False once the account's wrong codes are past their limit: authenticator codes are refused, recovery codes still work. */
  totp?: boolean;
}

export type PasswordSignIn =
  | { status: "signed-in"; session: Session; factor: "password" | FactorUsed }
  | { status: "wrong-credentials" }
  /** The password is right and the account has a second factor, but no code came with it. */
  | { status: "code-needed" }
  /** The password is right, the code is not (or was used already). */
  | { status: "wrong-code" };

/**
 * Signs in with a password and, for an account with a second factor, a code (TOTP or recovery). A wrong
 * password and an unknown account cost the same work and answer alike. An account without a second factor
 * while the site requires one gets a session that may only set one up. Every outcome goes to the audit log.
 */
export async function passwordSignIn(
  db: Db,
  credentials: { email: string; password: string; code?: string },
  policy: TokenPolicy,
  context: PasswordSignInContext = {},
): Promise<PasswordSignIn> {
  const user = await db
    .selectFrom("admin_users")
    .select(["id", "email", "name", "password_hash", "role", "disabled_at"])
    .where(lowerEmail, "=", normaliseEmail(credentials.email))
    .executeTakeFirst();
  const code = credentials.code?.trim() ?? "";
  const totp = context.totp ?? true;
  const refuse = async (reason: string): Promise<PasswordSignIn> => {
    await recordAudit(db, {
      action: "sign-in-failed",
      userId: user?.id ?? null,
      actor: user ? user.email : typedActor(credentials.email),
      resource: "session",
      summary: `Password sign-in refused: ${reason}`,
      ip: context.ip,
    });
    return { status: "wrong-credentials" };
  };
  if (context.secondFactorOnly) {
    // Past the address's limits: nothing but a live code opens the password check (no hashing work for guesses).
    // Such refusals are the throttle's 429s: like those, they stay out of the audit log (no one can flood it).
    const ready = user && !user.disabled_at && code && (await spendCode(db, user.id, code, { totp, spend: false }));
    if (!ready) return { status: "wrong-credentials" };
  }
  // An account without a password yet (an invitation) costs the same comparison, so timing tells no one it exists.
  const stored = user && isPasswordHash(user.password_hash) ? user.password_hash : undefined;
  const valid = (await verifyPassword(credentials.password, stored ?? (await UNUSED_HASH))) && stored !== undefined;
  if (!user || !valid || user.disabled_at) return refuse(!user ? "no account with this email" : !valid ? "wrong password" : "account disabled");
  const identity = { id: user.id, email: user.email, name: user.name, role: roleOf(user.role) };
  let factor: "password" | FactorUsed = "password";
  if (await hasSecondFactor(db, user.id)) {
    if (!code) return { status: "code-needed" };
    const used = await spendCode(db, user.id, code, { totp });
    if (!used) {
      await recordAudit(db, {
        action: "sign-in-failed",
        userId: user.id,
        actor: user.email,
        resource: "session",
        summary: "Password sign-in refused: wrong second-factor code",
        ip: context.ip,
      });
      return { status: "wrong-code" };
    }
    factor = used;
  } else if (context.secondFactorOnly) {
    return refuse("too many attempts from this address, no second factor");
  }
  const enrolOnly = factor === "password" && (await secondFactorRequired(db));
  const session = await startSession(db, identity, policy, { enrolOnly });
  const how = factor === "totp" ? "a password and an authenticator code" : factor === "recovery" ? "a password and a recovery code" : "a password";
  await recordAudit(db, {
    action: "sign-in",
    userId: user.id,
    actor: user.email,
    resource: "session",
    summary: `Signed in with ${how}${enrolOnly ? " (must set up two-factor authentication)" : ""}`,
    ip: context.ip,
  });
  return { status: "signed-in", session, factor };
}

/** A new session for valid credentials of an account without a second factor; undefined otherwise (first-run checks). */
export async function login(
  db: Db,
  credentials: { email: string; password: string },
  policy: TokenPolicy,
  context: SignInContext = {},
): Promise<Session | undefined> {
  const outcome = await passwordSignIn(db, credentials, policy, context);
  return outcome.status === "signed-in" ? outcome.session : undefined;
}

/** What fits an email address's shape, the audit log keeps. */
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[a-z]{2,}$/i;
export const NOT_AN_EMAIL_ADDRESS = "(not an email address)";

/**
 * Who a failed sign-in on no account names in the audit log: the address as typed (lower case), unless it is no
 * address at all. People type a password into the email field; the log, which editors read too, must not keep it.
 */
function typedActor(email: string): string {
  const typed = normaliseEmail(email);
  return EMAIL_SHAPE.test(typed) ? typed : NOT_AN_EMAIL_ADDRESS;
}

/**
 * A new session for the admin with this email (any case), which a sign-in provider has verified;
 * undefined when no admin has it. Accounts are never created here.
 */
export async function loginWithVerifiedEmail(db: Db, email: string, policy: TokenPolicy, context: SignInContext = {}): Promise<Session | undefined> {
  const user = await db
    .selectFrom("admin_users")
    .select(["id", "email", "name", "role", "disabled_at"])
    .where(lowerEmail, "=", normaliseEmail(email))
    .executeTakeFirst();
  if (!user || user.disabled_at) {
    const reason = user ? "account disabled" : "no account with this email";
    await recordAudit(db, {
      action: "sign-in-failed",
      userId: user?.id ?? null,
      actor: normaliseEmail(email),
      resource: "session",
      summary: `Single sign-on refused: ${reason}`,
      ip: context.ip,
    });
    return undefined;
  }
  const session = await startSession(db, { id: user.id, email: user.email, name: user.name, role: roleOf(user.role) }, policy);
  await recordAudit(db, {
    action: "sign-in",
    userId: user.id,
    actor: user.email,
    resource: "session",
    summary: "Signed in with single sign-on",
    ip: context.ip,
  });
  return session;
}

/** Issues a bearer token for a known admin: every way of signing in ends here. `enrolOnly`: it may only set up a second factor. */
export async function startSession(db: Db, user: AdminIdentity, policy: TokenPolicy, { enrolOnly = false }: { enrolOnly?: boolean } = {}): Promise<Session> {
  const token = randomBytes(32).toString("base64url");
  const now = new Date();
  const expires_at = expiryFrom(now, policy);
  await db
    .insertInto("admin_tokens")
    .values({
      user_id: user.id,
      token_hash: hashToken(token),
      created_at: now.toISOString(),
      last_used_at: now.toISOString(),
      expires_at,
      scope: enrolOnly ? "enrol" : null,
    })
    .execute();
  await db.updateTable("admin_users").set({ last_login_at: now.toISOString() }).where("id", "=", user.id).execute();
  return { token, expires_at, user: { id: user.id, email: user.email, name: user.name, role: user.role } };
}

// Sliding expiry without a write on every request: the expiry moves at most once a minute.
const TOUCH_INTERVAL_MS = 60_000;

/** The admin a bearer token belongs to, extending its idle expiry; undefined for unknown, expired or revoked tokens. */
export async function authenticate(db: Db, token: string, policy: TokenPolicy): Promise<AdminIdentity | undefined> {
  const token_hash = hashToken(token);
  const row = await db
    .selectFrom("admin_tokens")
    .innerJoin("admin_users", "admin_users.id", "admin_tokens.user_id")
    .select([
      "admin_tokens.id as token_id",
      "admin_tokens.created_at",
      "admin_tokens.expires_at",
      "admin_tokens.last_used_at",
      "admin_tokens.scope",
      "admin_users.id",
      "admin_users.email",
      "admin_users.name",
      "admin_users.role",
      "admin_users.disabled_at",
    ])
    .where("admin_tokens.token_hash", "=", token_hash)
    .executeTakeFirst();
  if (!row) return undefined;
  // Disabling deletes the account's tokens; this check also covers a token written while that ran.
  if (row.disabled_at) return undefined;
  const now = new Date();
  const createdAt = new Date(row.created_at);
  const pastLifetime = policy.maxHours !== undefined && now.getTime() >= createdAt.getTime() + policy.maxHours * 3_600_000;
  if (row.expires_at <= now.toISOString() || pastLifetime) {
    await db.deleteFrom("admin_tokens").where("id", "=", row.token_id).execute();
    return undefined;
  }
  if (now.getTime() - Date.parse(row.last_used_at) >= TOUCH_INTERVAL_MS) {
    await db
      .updateTable("admin_tokens")
      .set({ last_used_at: now.toISOString(), expires_at: expiryFrom(now, policy, createdAt) })
      .where("id", "=", row.token_id)
      .execute();
  }
  const identity: AdminIdentity = { id: row.id, email: row.email, name: row.name, role: roleOf(row.role) };
  if (row.scope === "enrol") identity.enrolOnly = true;
  return identity;
}

/** Revokes one token (sign-out). */
export async function logout(db: Db, token: string): Promise<void> {
  await db.deleteFrom("admin_tokens").where("token_hash", "=", hashToken(token)).execute();
}

/**
 * Creates an admin account, or resets the password (and name, when given) of an existing
 * one, removes its second factor and signs it out everywhere. Used by `npm run admin:create`, which is also the way back
 * in for an admin who locked everyone out: the account becomes an enabled admin.
 */
export async function upsertAdmin(
  db: Db,
  { email, password, name }: { email: string; password: string; name?: string },
): Promise<AdminIdentity & { created: boolean }> {
  const normalised = normaliseEmail(email);
  const password_hash = await hashPassword(password);
  return inTransaction(db, async (trx) => {
    const existing = await trx.selectFrom("admin_users").select(["id"]).where(lowerEmail, "=", normalised).executeTakeFirst();
    if (existing) {
      const user = await trx
        .updateTable("admin_users")
        .set(name === undefined ? { password_hash, role: "admin", disabled_at: null } : { password_hash, name, role: "admin", disabled_at: null })
        .where("id", "=", existing.id)
        .returning(["id", "email", "name"])
        .executeTakeFirstOrThrow();
      await trx.deleteFrom("admin_tokens").where("user_id", "=", existing.id).execute();
      // The way back in after a lost phone with no recovery code left (decision 074): the operator, not the web.
      await trx.deleteFrom("admin_recovery_codes").where("user_id", "=", existing.id).execute();
      await trx.deleteFrom("admin_second_factors").where("user_id", "=", existing.id).execute();
      return { ...user, role: "admin" as const, created: false };
    }
    const user = await trx
      .insertInto("admin_users")
      .values({ email: normalised, name: name ?? "", password_hash, created_at: new Date().toISOString() })
      .returning(["id", "email", "name"])
      .executeTakeFirstOrThrow();
    return { ...user, role: "admin" as const, created: true };
  });
}
