import { Secret } from "otpauth";
import { describe, expect, it } from "vitest";
import {
  codeKind,
  hashRecoveryCode,
  matchingTotpStep,
  newRecoveryCode,
  newTotpSecret,
  recoveryCodeMatches,
  totpCode,
  totpQrSvg,
  totpStep,
  totpUri,
} from "./totp.ts";

// RFC 6238 Appendix B: the ASCII seeds "12345678901234567890" (SHA-1), 32 bytes (SHA-256), 64 bytes (SHA-512), 8 digits.
const SEEDS = {
  SHA1: Secret.fromLatin1("12345678901234567890").base32,
  SHA256: Secret.fromLatin1("12345678901234567890123456789012").base32,
  SHA512: Secret.fromLatin1("1234567890123456789012345678901234567890123456789012345678901234").base32,
};
const VECTORS: [number, string, string, string][] = [
  [59, "94287082", "46119246", "90693936"],
  [1111111109, "07081804", "68084774", "25091201"],
  [1111111111, "14050471", "67062674", "99943326"],
  [1234567890, "89005924", "91819424", "93441116"],
  [2000000000, "69279037", "90698825", "38618901"],
  [20000000000, "65353130", "77737706", "47863826"],
];

describe("TOTP (RFC 6238)", () => {
  it.each(VECTORS)("at %i s gives the RFC's codes for SHA-1, SHA-256 and SHA-512", (seconds, sha1, sha256, sha512) => {
    expect(totpCode(SEEDS.SHA1, seconds * 1000, "SHA1", 8)).toBe(sha1);
    expect(totpCode(SEEDS.SHA256, seconds * 1000, "SHA256", 8)).toBe(sha256);
    expect(totpCode(SEEDS.SHA512, seconds * 1000, "SHA512", 8)).toBe(sha512);
  });

  it("accepts the code of the step before, now and after, and names the step it matched", () => {
    const secret = newTotpSecret();
    const now = Date.parse("2026-11-28T12:00:10Z");
    const step = totpStep(now);
    expect(matchingTotpStep(secret, totpCode(secret, now), now)).toBe(step);
    expect(matchingTotpStep(secret, totpCode(secret, now - 30_000), now)).toBe(step - 1);
    expect(matchingTotpStep(secret, totpCode(secret, now + 30_000), now)).toBe(step + 1);
    expect(matchingTotpStep(secret, totpCode(secret, now - 60_000), now)).toBeNull();
    expect(matchingTotpStep(secret, totpCode(secret, now + 60_000), now)).toBeNull();
    expect(matchingTotpStep(secret, "12345", now)).toBeNull();
  });

  it("writes an otpauth URI with the issuer and account, and a QR code of it", async () => {
    const secret = newTotpSecret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    const uri = totpUri(secret, "ada@fantai.example");
    expect(uri).toBe(`otpauth://totp/Fantai:ada%40fantai.example?issuer=Fantai&secret=${secret}&algorithm=SHA1&digits=6&period=30`);
    expect(await totpQrSvg(uri)).toMatch(/^<svg [^>]*viewBox="0 0 \d+ \d+"/);
  });
});

describe("recovery codes", () => {
  it("are ten characters in two groups, told apart from TOTP codes however they are typed", () => {
    const code = newRecoveryCode();
    expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    expect(codeKind(code)).toEqual({ kind: "recovery", code: code.replace("-", "") });
    expect(codeKind(` ${code.toUpperCase().replace("-", " ")} `)).toEqual({ kind: "recovery", code: code.replace("-", "") });
    expect(codeKind("123 456")).toEqual({ kind: "totp", code: "123456" });
    expect(codeKind("12345")).toBeUndefined();
    expect(codeKind("<script>")).toBeUndefined();
  });

  it("are kept salted and hashed, and match only themselves", () => {
    const code = newRecoveryCode();
    const stored = hashRecoveryCode(code);
    expect(stored.code_hash).not.toContain(code.replace("-", ""));
    expect(hashRecoveryCode(code).code_hash).not.toBe(stored.code_hash); // a new salt each time
    expect(recoveryCodeMatches(code.toUpperCase(), stored)).toBe(true);
    expect(recoveryCodeMatches(newRecoveryCode(), stored)).toBe(false);
  });
});
