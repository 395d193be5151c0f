import { describe, expect, it } from "vitest";
import { loadConfig } from "./config.ts";
import { oidcSettingsOf } from "./services/oidc.ts";

const ISSUER = "https://login.example.com/tenant";

describe("single sign-on settings (OIDC_*)", () => {
  it("are off when no OIDC_* is set", () => {
    expect(oidcSettingsOf(loadConfig({}))).toBeUndefined();
  });

  it("are on with an issuer and a client id, with the default scope", () => {
    const settings = oidcSettingsOf(loadConfig({ OIDC_ISSUER: ISSUER, OIDC_CLIENT_ID: "fantai-admin" }));
    expect(settings).toEqual({
      issuer: new URL(ISSUER),
      clientId: "fantai-admin",
      clientSecret: undefined,
      scope: "openid email profile",
      providerName: undefined,
    });
  });

  it("carry the secret, the button's provider name and a chosen scope", () => {
    const config = loadConfig({
      OIDC_ISSUER: ISSUER,
      OIDC_CLIENT_ID: "id",
      OIDC_CLIENT_SECRET: "s",
      OIDC_PROVIDER_NAME: " Microsoft ",
      OIDC_SCOPE: "openid email",
    });
    expect(oidcSettingsOf(config)).toMatchObject({ clientSecret: "s", providerName: "Microsoft", scope: "openid email" });
  });

  it.each([
    ["an issuer without a client id", { OIDC_ISSUER: ISSUER }, /OIDC_CLIENT_ID: single sign-on needs OIDC_ISSUER and OIDC_CLIENT_ID together/],
    ["a client id without an issuer", { OIDC_CLIENT_ID: "id" }, /OIDC_ISSUER: single sign-on needs/],
    ["a secret alone", { OIDC_CLIENT_SECRET: "s" }, /OIDC_ISSUER: .*\n {2}OIDC_CLIENT_ID: /],
    ["a provider name alone", { OIDC_PROVIDER_NAME: "Microsoft" }, /OIDC_ISSUER: single sign-on needs/],
  ])("refuse to start with %s", (_case, env, message) => {
    expect(() => loadConfig(env)).toThrow(message);
  });

  it.each([
    ["plain http to another machine", "http://login.example.com"],
    ["not a URL", "login.example.com"],
  ])("refuse an issuer that is %s", (_case, issuer) => {
    expect(() => loadConfig({ OIDC_ISSUER: issuer, OIDC_CLIENT_ID: "id" })).toThrow(/OIDC_ISSUER/);
  });

  it("allow plain http on this machine (tests, development)", () => {
    for (const issuer of ["http://localhost:8080/realms/dev", "http://127.0.0.1:4000"]) {
      expect(oidcSettingsOf(loadConfig({ OIDC_ISSUER: issuer, OIDC_CLIENT_ID: "id" }))?.issuer.href).toContain(issuer);
    }
  });

  it("refuse a scope without openid", () => {
    expect(() => loadConfig({ OIDC_ISSUER: ISSUER, OIDC_CLIENT_ID: "id", OIDC_SCOPE: "email profile" })).toThrow(/OIDC_SCOPE: must include openid/);
  });

  it("are listed with every other bad variable at once", () => {
    expect(() => loadConfig({ PORT: "not-a-port", OIDC_ISSUER: ISSUER })).toThrow(/PORT: .*\n {2}OIDC_CLIENT_ID: /s);
  });
});

describe("TRUST_PROXY", () => {
  it.each([
    ["loopback", ["loopback"]],
    ["1", 1],
    ["false", false],
    ["true", true],
    ["loopback, 10.0.0.0/8, fd00::/8, 192.168.1.10", ["loopback", "10.0.0.0/8", "fd00::/8", "192.168.1.10"]],
    ["uniquelocal", ["uniquelocal"]],
  ])("takes %s as Express's trust proxy value", (value, expected) => {
    expect(loadConfig({ TRUST_PROXY: value }).TRUST_PROXY).toEqual(expected);
  });

  it.each(["yes", "10.0.0.0/33", "proxy.internal", "1.2.3", ","])("refuses %s, naming the variable", (value) => {
    expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(/TRUST_PROXY: must be a hop count/);
  });
});

describe("ADMIN_SESSION_MAX_HOURS", () => {
  it("defaults to 12 hours and refuses nonsense", () => {
    expect(loadConfig({}).ADMIN_SESSION_MAX_HOURS).toBe(12);
    expect(loadConfig({ ADMIN_SESSION_MAX_HOURS: "2" }).ADMIN_SESSION_MAX_HOURS).toBe(2);
    expect(() => loadConfig({ ADMIN_SESSION_MAX_HOURS: "0" })).toThrow(/ADMIN_SESSION_MAX_HOURS/);
  });
});

describe("UPLOAD_MAX_BYTES", () => {
  it("takes by default a 48–50 MP photo straight from a phone (a 12–25 MB JPEG)", () => {
    expect(loadConfig({}).UPLOAD_MAX_BYTES).toBeGreaterThanOrEqual(25 * 1024 * 1024);
    expect(loadConfig({ UPLOAD_MAX_BYTES: "1000000" }).UPLOAD_MAX_BYTES).toBe(1_000_000);
  });
});

describe("SEED_DEMO", () => {
  it("is off by default in production, on elsewhere, and as given when set", () => {
    expect(loadConfig({ NODE_ENV: "production" }).SEED_DEMO).toBe(false);
    expect(loadConfig({}).SEED_DEMO).toBe(false); // NODE_ENV defaults to production
    expect(loadConfig({ NODE_ENV: "development" }).SEED_DEMO).toBe(true);
    expect(loadConfig({ NODE_ENV: "production", SEED_DEMO: "true" }).SEED_DEMO).toBe(true);
    expect(loadConfig({ NODE_ENV: "development", SEED_DEMO: "false" }).SEED_DEMO).toBe(false);
  });

  it("npm start asks for the demo, as README's first command promises", async () => {
    const { readFile } = await import("node:fs/promises");
    const scripts = JSON.parse(await readFile(new URL("../package.json", import.meta.url), "utf8")).scripts as Record<string, string>;
    expect(scripts.start).toContain("SEED_DEMO=${SEED_DEMO:-true}");
  });
});
