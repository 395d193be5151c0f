import type { Db } from "#server/db/index.ts";
import { InvalidInput } from "./errors.ts";
import { inTransaction } from "./records.ts";
import {
  RECOVERY_CODE_COUNT,
  codeKind,
  groupedSecret,
  hashRecoveryCode,
  matchingTotpStep,
  newRecoveryCode,
  newTotpSecret,
  recoveryCodeMatches,
  totpQrSvg,
  totpUri,
} from "./totp.ts";

/**
 * Second factors of admin accounts (decision 074): a TOTP secret confirmed by a first code,
 * ten one-time recovery codes kept hashed, and the admin-only setting that makes one compulsory.
 */

export interface SecondFactorStatus {
  enabled: boolean;
  recovery_codes_left: number;
  /** Whether the site requires a second factor of every account (security_settings). */
  required: boolean;
}

export interface Enrolment {
  /** Base32, grouped by four for typing. */
  secret: string;
  uri: string;
  /** The URI as an SVG QR code. */
  qr_svg: string;
}

export const CODE_NEEDED = "Enter the code from your authenticator app.";
export const WRONG_CODE = "This code is not right, or it was used already.";
export const NOT_ENROLLED = "Two-factor authentication is not set up for this account.";
export const ALREADY_ENROLLED = "Two-factor authentication is already set up. Turn it off first to set it up again.";
export const NO_ENROLMENT_STARTED = "Start the set-up again: no secret is waiting for confirmation.";

/** How a typed code was accepted: the authenticator's code or one of the recovery codes. */
export type FactorUsed = "totp" | "recovery";

async function factorRow(db: Db, userId: number) {
  return db.selectFrom("admin_second_factors").selectAll().where("user_id", "=", userId).executeTakeFirst();
}

/** Whether the account has a confirmed second factor. */
export async function hasSecondFactor(db: Db, userId: number): Promise<boolean> {
  const row = await factorRow(db, userId);
  return Boolean(row?.confirmed_at);
}

export async function secondFactorStatus(db: Db, userId: number): Promise<SecondFactorStatus> {
  const [row, left, required] = await Promise.all([
    factorRow(db, userId),
    db
      .selectFrom("admin_recovery_codes")
      .select((eb) => eb.fn.countAll<number | string>().as("n"))
      .where("user_id", "=", userId)
      .where("used_at", "is", null)
      .executeTakeFirstOrThrow(),
    secondFactorRequired(db),
  ]);
  const enabled = Boolean(row?.confirmed_at);
  return { enabled, recovery_codes_left: enabled ? Number(left.n) : 0, required };
}

/**
 * A new secret waiting for its first code (replacing one that was never confirmed). Refused while a
 * confirmed factor exists: changing phones is turning it off (with a current code) and setting it up again.
 */
export async function startEnrolment(db: Db, user: { id: number; email: string }): Promise<Enrolment> {
  const existing = await factorRow(db, user.id);
  if (existing?.confirmed_at) throw new InvalidInput("code", ALREADY_ENROLLED);
  const secret = newTotpSecret();
  const now = new Date().toISOString();
  await inTransaction(db, async (trx) => {
    await trx.deleteFrom("admin_second_factors").where("user_id", "=", user.id).execute();
    await trx.insertInto("admin_second_factors").values({ user_id: user.id, secret, confirmed_at: null, last_step: null, created_at: now }).execute();
  });
  const uri = totpUri(secret, user.email);
  return { secret: groupedSecret(secret), uri, qr_svg: await totpQrSvg(uri) };
}

/** The first code confirms the waiting secret; answers the ten recovery codes, shown this once. */
export async function confirmEnrolment(db: Db, userId: number, typed: string): Promise<string[]> {
  const row = await factorRow(db, userId);
  if (!row) throw new InvalidInput("code", NO_ENROLMENT_STARTED);
  if (row.confirmed_at) throw new InvalidInput("code", ALREADY_ENROLLED);
  const kind = codeKind(typed);
  const step = kind?.kind === "totp" ? matchingTotpStep(row.secret, kind.code) : null;
  if (step === null) throw new InvalidInput("code", WRONG_CODE);
  return inTransaction(db, async (trx) => {
    const confirmed = await trx
      .updateTable("admin_second_factors")
      .set({ confirmed_at: new Date().toISOString(), last_step: step })
      .where("user_id", "=", userId)
      .where("confirmed_at", "is", null)
      .where("secret", "=", row.secret)
      .executeTakeFirst();
    if (Number(confirmed.numUpdatedRows) !== 1) throw new InvalidInput("code", NO_ENROLMENT_STARTED);
    return replaceRecoveryCodes(trx, userId);
  });
}

async function replaceRecoveryCodes(db: Db, userId: number): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  const now = new Date().toISOString();
  await db.deleteFrom("admin_recovery_codes").where("user_id", "=", userId).execute();
  await db
    .insertInto("admin_recovery_codes")
    .values(codes.map((code) => ({ user_id: userId, ...hashRecoveryCode(code), created_at: now })))
    .execute();
  return codes;
}

/**
 * Checks a typed code against the account's confirmed factor and spends it: a TOTP code only for a step
 * later than the last one accepted, a recovery code only once. Each check-and-spend is one conditional
 * UPDATE, so two requests racing with the same code cannot both pass (on either engine).
 * `totp: false` accepts recovery codes only (the account's code attempts are used up, decision 074);
 * `spend: false` only tells whether the code would pass now (the throttle checks it before the password).
 */
export async function spendCode(
  db: Db,
  userId: number,
  typed: string,
  { totp = true, spend = true }: { totp?: boolean; spend?: boolean } = {},
): Promise<FactorUsed | undefined> {
  const row = await factorRow(db, userId);
  if (!row?.confirmed_at) return undefined;
  const kind = codeKind(typed);
  if (!kind) return undefined;
  if (kind.kind === "totp") {
    if (!totp) return undefined;
    const step = matchingTotpStep(row.secret, kind.code);
    if (step === null || (row.last_step !== null && Number(row.last_step) >= step)) return undefined;
    if (!spend) return "totp";
    const spent = await db
      .updateTable("admin_second_factors")
      .set({ last_step: step })
      .where("user_id", "=", userId)
      .where((eb) => eb.or([eb("last_step", "is", null), eb("last_step", "<", step)]))
      .executeTakeFirst();
    return Number(spent.numUpdatedRows) === 1 ? "totp" : undefined;
  }
  const unused = await db
    .selectFrom("admin_recovery_codes")
    .select(["id", "salt", "code_hash"])
    .where("user_id", "=", userId)
    .where("used_at", "is", null)
    .execute();
  const match = unused.find((stored) => recoveryCodeMatches(kind.code, stored));
  if (!match) return undefined;
  if (!spend) return "recovery";
  const spent = await db
    .updateTable("admin_recovery_codes")
    .set({ used_at: new Date().toISOString() })
    .where("id", "=", match.id)
    .where("used_at", "is", null)
    .executeTakeFirst();
  return Number(spent.numUpdatedRows) === 1 ? "recovery" : undefined;
}

async function requireCurrentCode(db: Db, userId: number, typed: string): Promise<void> {
  if (!(await hasSecondFactor(db, userId))) throw new InvalidInput("code", NOT_ENROLLED);
  if (!typed.trim()) throw new InvalidInput("code", CODE_NEEDED);
  if (!(await spendCode(db, userId, typed))) throw new InvalidInput("code", WRONG_CODE);
}

/** Turns the second factor off, given a current code (or a recovery code). */
export async function disableSecondFactor(db: Db, userId: number, typed: string): Promise<void> {
  await requireCurrentCode(db, userId, typed);
  await inTransaction(db, async (trx) => {
    await trx.deleteFrom("admin_recovery_codes").where("user_id", "=", userId).execute();
    await trx.deleteFrom("admin_second_factors").where("user_id", "=", userId).execute();
  });
}

/** Ten new recovery codes in place of the old ones, given a current code; shown this once. */
export async function regenerateRecoveryCodes(db: Db, userId: number, typed: string): Promise<string[]> {
  await requireCurrentCode(db, userId, typed);
  return inTransaction(db, (trx) => replaceRecoveryCodes(trx, userId));
}

/** Whether every account signing in with a password must use a second factor. */
export async function secondFactorRequired(db: Db): Promise<boolean> {
  const row = await db.selectFrom("security_settings").select("require_second_factor").where("id", "=", 1).executeTakeFirst();
  return Number(row?.require_second_factor ?? 0) === 1;
}

export async function setSecondFactorRequired(db: Db, required: boolean): Promise<{ require_second_factor: boolean }> {
  const values = { require_second_factor: required ? 1 : 0, updated_at: new Date().toISOString() };
  await db
    .insertInto("security_settings")
    .values({ id: 1, ...values })
    .onConflict((oc) => oc.column("id").doUpdateSet(values))
    .execute();
  return { require_second_factor: required };
}

/** A session that could only enrol becomes a full one once its account has a second factor. */
export async function widenEnrolmentSessions(db: Db, userId: number): Promise<void> {
  await db.updateTable("admin_tokens").set({ scope: null }).where("user_id", "=", userId).where("scope", "=", "enrol").execute();
}
