import crypto, { randomBytes, timingSafeEqual, type ScryptOptions } from "node:crypto";

/**
 * scrypt's cost. Under the test runner (NODE_ENV=test, which production never runs with) a 16 times cheaper
 * one, so the suite's thousands of sign-ins do not spend minutes hashing; a hash keeps its own parameters,
 * so either kind verifies everywhere.
 */
const COST = process.env.NODE_ENV === "test" ? 1024 : 16384;
const PARAMS: ScryptOptions = { N: COST, r: 8, p: 1, maxmem: 64 * 1024 * 1024 };
const KEY_LENGTH = 64;

function derive(password: string, salt: Buffer, length = KEY_LENGTH, params: ScryptOptions = PARAMS): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    crypto.scrypt(password.normalize("NFKC"), salt, length, params, (error, key) => (error ? reject(error) : resolve(key))),
  );
}

/** `scrypt$N$r$p$salt$hash`, base64 parts, so parameters can be raised later without breaking old hashes. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt);
  return ["scrypt", PARAMS.N, PARAMS.r, PARAMS.p, salt.toString("base64"), key.toString("base64")].join("$");
}

/** Whether a stored value is a password hash at all (an invited account holds a marker until its owner sets one). */
export function isPasswordHash(stored: string): boolean {
  return stored.startsWith("scrypt$");
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split("$");
  if (scheme !== "scrypt" || !salt || !hash) return false;
  const expected = Buffer.from(hash, "base64");
  const params = { N: Number(n), r: Number(r), p: Number(p), maxmem: PARAMS.maxmem };
  const key = await derive(password, Buffer.from(salt, "base64"), expected.length, params);
  return key.length === expected.length && timingSafeEqual(key, expected);
}

/** A password nobody has to type: for the generated first-run admin account. */
export function generatePassword(): string {
  return randomBytes(12).toString("base64url");
}
