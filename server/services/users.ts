import { randomBytes } from "node:crypto";
import { PostgresAdapter } from "kysely";
import type { Db } from "#server/db/index.ts";
import type { Locale } from "#domain/locales.ts";
import { recordAudit } from "./audit.ts";
import { lowerEmail, type AdminIdentity } from "./auth.ts";
import { hashToken, normaliseEmail, roleOf, type Role } from "./credentials.ts";
import { InvalidInput, isUniqueViolation, RecordNotFound } from "./errors.ts";
import { passwordLinkMail } from "./mails.ts";
import { enqueueMails } from "./outbox.ts";
import { hashPassword } from "./passwords.ts";
import { inTransaction } from "./records.ts";

/** How long a set-password link works (decision 054). */
export const INVITE_LINK_DAYS = 7;
export const RESET_LINK_HOURS = 24;

export type LinkPurpose = "invite" | "reset";

export interface AdminAccount {
  id: number;
  email: string;
  name: string;
  role: Role;
  /** active, disabled, or invited (never set a password yet). */
  status: "active" | "disabled" | "invited";
  created_at: string;
  last_login_at: string | null;
  invited_at: string | null;
  disabled_at: string | null;
  /** Whether the account signs in with a second factor (decision 074). */
  second_factor: boolean;
}

interface UserRow {
  id: number;
  email: string;
  name: string;
  role: string;
  created_at: string;
  last_login_at: string | null;
  invited_at: string | null;
  disabled_at: string | null;
  password_set: number | string | boolean;
  second_factor: number | string | boolean;
}

const COLUMNS = ["id", "email", "name", "role", "created_at", "last_login_at", "invited_at", "disabled_at"] as const;

/** An account that was invited and has not set its password yet has this hash: no password matches it. */
const NO_PASSWORD = "!unset";

function present(row: UserRow): AdminAccount {
  const passwordSet = row.password_set === true || Number(row.password_set) === 1;
  return {
    id: Number(row.id),
    email: row.email,
    name: row.name,
    role: roleOf(row.role),
    status: row.disabled_at ? "disabled" : passwordSet ? "active" : "invited",
    created_at: row.created_at,
    last_login_at: row.last_login_at,
    invited_at: row.invited_at,
    disabled_at: row.disabled_at,
    second_factor: row.second_factor === true || Number(row.second_factor) === 1,
  };
}

function usersQuery(db: Db) {
  return db.selectFrom("admin_users").select([
    ...COLUMNS,
    (eb) => eb.case().when("password_hash", "=", NO_PASSWORD).then(0).else(1).end().as("password_set"),
    (eb) =>
      eb
        .case()
        .when(
          eb.exists(
            eb
              .selectFrom("admin_second_factors")
              .select("admin_second_factors.user_id")
              .whereRef("admin_second_factors.user_id", "=", "admin_users.id")
              .where("admin_second_factors.confirmed_at", "is not", null),
          ),
        )
        .then(1)
        .else(0)
        .end()
        .as("second_factor"),
  ]);
}

export async function listUsers(db: Db): Promise<AdminAccount[]> {
  const rows = await usersQuery(db).orderBy(lowerEmail).execute();
  return rows.map((row) => present(row as UserRow));
}

export async function getUser(db: Db, id: number): Promise<AdminAccount> {
  const row = await usersQuery(db).where("id", "=", id).executeTakeFirst();
  if (!row) throw new RecordNotFound("User");
  return present(row as UserRow);
}

interface LinkContext {
  /** The site's origin, for the link in the mail. */
  origin: string;
  locale: Locale;
  actor: AdminIdentity;
  ip?: string;
}

/** A one-time link for `user`, mailed through the outbox in the same transaction. */
async function issueLink(trx: Db, user: { id: number; email: string; name: string }, purpose: LinkPurpose, context: LinkContext): Promise<void> {
  const token = randomBytes(32).toString("base64url");
  const now = new Date();
  const lifetime = purpose === "invite" ? INVITE_LINK_DAYS * 86_400_000 : RESET_LINK_HOURS * 3_600_000;
  const expiresAt = new Date(now.getTime() + lifetime);
  // A new link replaces the ones not yet used.
  await trx.deleteFrom("admin_password_links").where("user_id", "=", user.id).where("used_at", "is", null).execute();
  await trx
    .insertInto("admin_password_links")
    .values({ user_id: user.id, token_hash: hashToken(token), purpose, expires_at: expiresAt.toISOString(), used_at: null, created_at: now.toISOString() })
    .execute();
  const url = `${context.origin}${context.locale === "en" ? "" : `/${context.locale}`}/login/password?token=${token}`;
  const mail = passwordLinkMail({ purpose, locale: context.locale, url, name: user.name, invitedBy: context.actor.name || context.actor.email, expiresAt });
  await enqueueMails(
    trx,
    [{ ...mail, kind: purpose === "invite" ? "admin_invitation" : "admin_password_reset", recipient: user.email, locale: context.locale }],
    now,
  );
}

const EMAIL_TAKEN = "An account with this email address already exists.";

/** Creates an account without a password and mails it a set-password link (decision 054). */
export async function inviteUser(db: Db, input: { email: string; name?: string; role: Role }, context: LinkContext): Promise<AdminAccount> {
  const email = normaliseEmail(input.email);
  const id = await inTransaction(db, async (trx) => {
    const existing = await trx.selectFrom("admin_users").select("id").where(lowerEmail, "=", email).executeTakeFirst();
    if (existing) throw new InvalidInput("email", EMAIL_TAKEN);
    const now = new Date().toISOString();
    const user = await trx
      .insertInto("admin_users")
      .values({ email, name: input.name?.trim() ?? "", role: input.role, password_hash: NO_PASSWORD, created_at: now, invited_at: now })
      .returning(["id", "email", "name"])
      .executeTakeFirstOrThrow();
    await issueLink(trx, user, "invite", context);
    await recordAudit(trx, {
      action: "invite",
      userId: context.actor.id,
      actor: context.actor.email,
      resource: "users",
      recordId: user.id,
      summary: `Invited ${email} as ${input.role}`,
      ip: context.ip,
    });
    return user.id;
  }).catch((error: unknown) => {
    // Two invitations of one address at once: both found none (PostgreSQL), and the unique index refuses the second.
    throw isUniqueViolation(error) ? new InvalidInput("email", EMAIL_TAKEN) : error;
  });
  return getUser(db, id);
}

/**
 * Inside the transaction that may take an admin away: the active admins other than `exceptId` (the last one may not
 * be disabled or made an editor). On PostgreSQL it holds the rows of every active admin (FOR UPDATE, in id order, so
 * two holders never wait on each other crosswise) until the transaction ends: two such changes take turns, and the
 * second counts what the first left, so admin A disabling B while B disables A can no longer leave no admin. Call it
 * before reading the account it changes. SQLite runs one transaction at a time anyway.
 */
async function otherActiveAdmins(trx: Db, exceptId: number): Promise<number> {
  let admins = trx
    .selectFrom("admin_users")
    .select("id")
    .where("role", "=", "admin")
    .where("disabled_at", "is", null)
    .where("password_hash", "<>", NO_PASSWORD)
    .orderBy("id");
  if (trx.getExecutor().adapter instanceof PostgresAdapter) admins = admins.forUpdate();
  const rows = await admins.execute();
  return rows.filter((row) => Number(row.id) !== exceptId).length;
}

function describeChanges(before: AdminAccount, changes: { name?: string; role?: Role }): string {
  const parts: string[] = [];
  if (changes.name !== undefined && changes.name !== before.name) parts.push(`name "${before.name}" → "${changes.name}"`);
  if (changes.role !== undefined && changes.role !== before.role) parts.push(`role ${before.role} → ${changes.role}`);
  return parts.length ? `${before.email}: ${parts.join(", ")}` : `${before.email}: nothing changed`;
}

/** Name and role. An admin cannot make themselves an editor, nor demote the last admin. */
export async function updateUser(
  db: Db,
  id: number,
  changes: { name?: string; role?: Role },
  context: Omit<LinkContext, "origin" | "locale">,
): Promise<AdminAccount> {
  await inTransaction(db, async (trx) => {
    // Counted (and on PostgreSQL held) first, then read: the rule sees what changes that went first left.
    const others = changes.role === "editor" ? await otherActiveAdmins(trx, id) : undefined;
    const before = await getUser(trx, id);
    if (changes.role === "editor" && before.role === "admin") {
      if (id === context.actor.id) throw new InvalidInput("role", "You cannot take the admin role from your own account.");
      if (others === 0) throw new InvalidInput("role", "At least one active admin must remain.");
    }
    const values = { ...(changes.name !== undefined ? { name: changes.name.trim() } : {}), ...(changes.role !== undefined ? { role: changes.role } : {}) };
    if (Object.keys(values).length) await trx.updateTable("admin_users").set(values).where("id", "=", id).execute();
    // A role change applies at once: the account's sessions end, and it signs in again with its new rights.
    if (changes.role !== undefined && changes.role !== before.role) await trx.deleteFrom("admin_tokens").where("user_id", "=", id).execute();
    await recordAudit(trx, {
      action: "user-update",
      userId: context.actor.id,
      actor: context.actor.email,
      resource: "users",
      recordId: id,
      summary: describeChanges(before, changes),
      ip: context.ip,
    });
  });
  return getUser(db, id);
}

/** Disables an account and ends its sessions in the same transaction, so its next request is refused. */
export async function disableUser(db: Db, id: number, context: Omit<LinkContext, "origin" | "locale">): Promise<AdminAccount> {
  if (id === context.actor.id) throw new InvalidInput("id", "You cannot disable your own account.");
  await inTransaction(db, async (trx) => {
    // Counted (and on PostgreSQL held) first, then read: the rule sees what changes that went first left.
    const others = await otherActiveAdmins(trx, id);
    const before = await getUser(trx, id);
    if (before.role === "admin" && !before.disabled_at && others === 0) throw new InvalidInput("id", "At least one active admin must remain.");
    await trx.updateTable("admin_users").set({ disabled_at: new Date().toISOString() }).where("id", "=", id).execute();
    await trx.deleteFrom("admin_tokens").where("user_id", "=", id).execute();
    await trx.deleteFrom("admin_password_links").where("user_id", "=", id).where("used_at", "is", null).execute();
    await recordAudit(trx, {
      action: "disable",
      userId: context.actor.id,
      actor: context.actor.email,
      resource: "users",
      recordId: id,
      summary: `Disabled ${before.email}; its sessions were ended`,
      ip: context.ip,
    });
  });
  return getUser(db, id);
}

export async function enableUser(db: Db, id: number, context: Omit<LinkContext, "origin" | "locale">): Promise<AdminAccount> {
  const before = await getUser(db, id);
  await inTransaction(db, async (trx) => {
    await trx.updateTable("admin_users").set({ disabled_at: null }).where("id", "=", id).execute();
    await recordAudit(trx, {
      action: "enable",
      userId: context.actor.id,
      actor: context.actor.email,
      resource: "users",
      recordId: id,
      summary: `Enabled ${before.email}`,
      ip: context.ip,
    });
  });
  return getUser(db, id);
}

/**
 * Mails a new set-password link (a reset, or the invitation again for an account that never set one).
 * The current password keeps working until the link is used; using it ends every session.
 */
export async function sendPasswordLink(db: Db, id: number, context: LinkContext): Promise<AdminAccount> {
  const before = await getUser(db, id);
  if (before.disabled_at) throw new InvalidInput("id", "Enable the account before sending it a link.");
  const purpose: LinkPurpose = before.status === "invited" ? "invite" : "reset";
  await inTransaction(db, async (trx) => {
    await issueLink(trx, before, purpose, context);
    await recordAudit(trx, {
      action: "reset",
      userId: context.actor.id,
      actor: context.actor.email,
      resource: "users",
      recordId: id,
      summary: `Sent a ${purpose === "invite" ? "new invitation" : "password reset"} link to ${before.email}`,
      ip: context.ip,
    });
  });
  return getUser(db, id);
}

export type LinkState = { valid: true; email: string; purpose: LinkPurpose } | { valid: false };

async function liveLink(db: Db, token: string) {
  const row = await db
    .selectFrom("admin_password_links")
    .innerJoin("admin_users", "admin_users.id", "admin_password_links.user_id")
    .select([
      "admin_password_links.id",
      "admin_password_links.purpose",
      "admin_password_links.expires_at",
      "admin_password_links.used_at",
      "admin_users.id as user_id",
      "admin_users.email",
      "admin_users.disabled_at",
    ])
    .where("admin_password_links.token_hash", "=", hashToken(token))
    .executeTakeFirst();
  if (!row || row.used_at || row.disabled_at || row.expires_at <= new Date().toISOString()) return undefined;
  return row;
}

/** Whether a set-password link still works, and for whom. */
export async function passwordLinkState(db: Db, token: string): Promise<LinkState> {
  const row = await liveLink(db, token);
  return row ? { valid: true, email: row.email, purpose: row.purpose === "invite" ? "invite" : "reset" } : { valid: false };
}

/** Sets the password through a live link, once: the link is spent and every session of the account ends. */
export async function setPasswordWithLink(db: Db, token: string, password: string, context: { ip?: string } = {}): Promise<{ email: string } | undefined> {
  // The hash costs tens of milliseconds of the shared thread pool: never for a link that does not work.
  if (!(await liveLink(db, token))) return undefined;
  const password_hash = await hashPassword(password);
  return inTransaction(db, async (trx) => {
    const row = await liveLink(trx, token);
    if (!row) return undefined;
    const spent = await trx
      .updateTable("admin_password_links")
      .set({ used_at: new Date().toISOString() })
      .where("id", "=", row.id)
      .where("used_at", "is", null)
      .executeTakeFirst();
    if (Number(spent.numUpdatedRows) !== 1) return undefined;
    await trx.updateTable("admin_users").set({ password_hash }).where("id", "=", row.user_id).execute();
    await trx.deleteFrom("admin_tokens").where("user_id", "=", row.user_id).execute();
    await recordAudit(trx, {
      action: "password-set",
      userId: row.user_id,
      actor: row.email,
      resource: "users",
      recordId: row.user_id,
      summary: row.purpose === "invite" ? "Accepted the invitation and set a password" : "Set a new password with a reset link",
      ip: context.ip,
    });
    return { email: row.email };
  });
}
