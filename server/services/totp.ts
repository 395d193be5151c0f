import { createHash, randomBytes, randomInt, timingSafeEqual } from "node:crypto";
import { Secret, TOTP } from "otpauth";
import QRCode from "qrcode";

/**
 * RFC 6238 time-based one-time codes as every authenticator app reads them (SHA-1, 6 digits, 30 s),
 * through the `otpauth` library, and the recovery codes that stand in for a lost phone (decision 074).
 * Pure rules: the repository is ./second-factor.ts.
 */
export const TOTP_PERIOD_SECONDS = 30;
export const TOTP_DIGITS = 6;
/** One step either side of now: a phone clock 30 s off, or a code typed as it changed, still works. */
export const TOTP_WINDOW = 1;
export const ISSUER = "Fantai";
export const RECOVERY_CODE_COUNT = 10;

/** A new secret: 160 bits (RFC 4226 §4 recommends 160), Base32 as apps take it. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** The RFC 6238 time step of a moment. */
export function totpStep(now: number = Date.now()): number {
  return Math.floor(now / 1000 / TOTP_PERIOD_SECONDS);
}

/** The code of a secret at a moment (tests, and nothing else, need to make codes). */
export function totpCode(secret: string, now: number = Date.now(), algorithm: "SHA1" | "SHA256" | "SHA512" = "SHA1", digits = TOTP_DIGITS): string {
  return TOTP.generate({ secret: Secret.fromBase32(secret), algorithm, digits, period: TOTP_PERIOD_SECONDS, timestamp: now });
}

/** The time step a six-digit code matches within the window around `now`, or null. */
export function matchingTotpStep(secret: string, code: string, now: number = Date.now()): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const delta = TOTP.validate({
    token: code,
    secret: Secret.fromBase32(secret),
    algorithm: "SHA1",
    digits: TOTP_DIGITS,
    period: TOTP_PERIOD_SECONDS,
    timestamp: now,
    window: TOTP_WINDOW,
  });
  return delta === null ? null : totpStep(now) + delta;
}

/** The otpauth:// URI an authenticator app scans: issuer and account name, never anything else. */
export function totpUri(secret: string, account: string): string {
  return new TOTP({
    issuer: ISSUER,
    label: account,
    algorithm: "SHA1",
    digits: TOTP_DIGITS,
    period: TOTP_PERIOD_SECONDS,
    secret: Secret.fromBase32(secret),
  }).toString();
}

/** The URI as an SVG QR code (drawn on the server: the browser gets markup, not a library). */
export function totpQrSvg(uri: string): Promise<string> {
  return QRCode.toString(uri, { type: "svg", errorCorrectionLevel: "M", margin: 2 });
}

/** The secret as people type it: groups of four. */
export function groupedSecret(secret: string): string {
  return secret.replace(/(.{4})(?=.)/g, "$1 ");
}

/** Letters and digits no one confuses (no 0/o, 1/l/i). */
const RECOVERY_ALPHABET = "abcdefghjkmnpqrstuvwxyz23456789";

/** A recovery code: ten characters (about 50 bits), shown as xxxxx-xxxxx. */
export function newRecoveryCode(): string {
  let code = "";
  for (let i = 0; i < 10; i += 1) code += RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)];
  return `${code.slice(0, 5)}-${code.slice(5)}`;
}

/** What is compared: lower case, without spaces or hyphens. */
export function normaliseRecoveryCode(typed: string): string {
  return typed.toLowerCase().replace(/[\s-]/g, "");
}

/** A typed code is a TOTP code (six digits, spaces allowed) or else a recovery code. */
export function codeKind(typed: string): { kind: "totp"; code: string } | { kind: "recovery"; code: string } | undefined {
  const compact = typed.replace(/\s/g, "");
  if (/^\d{6}$/.test(compact)) return { kind: "totp", code: compact };
  const recovery = normaliseRecoveryCode(typed);
  return /^[a-z0-9]{10}$/.test(recovery) ? { kind: "recovery", code: recovery } : undefined;
}

/** ASVS 2.6.2: a lookup secret under 112 bits is kept salted and hashed. */
export function hashRecoveryCode(code: string, salt: string = randomBytes(16).toString("hex")): { salt: string; code_hash: string } {
  return {
    salt,
    code_hash: createHash("sha256")
      .update(`${salt}:${normaliseRecoveryCode(code)}`)
      .digest("hex"),
  };
}

export function recoveryCodeMatches(code: string, stored: { salt: string; code_hash: string }): boolean {
  const { code_hash } = hashRecoveryCode(code, stored.salt);
  return timingSafeEqual(Buffer.from(code_hash, "hex"), Buffer.from(stored.code_hash, "hex"));
}
