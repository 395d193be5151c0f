import { describe, expect, it } from "vitest";
import { readOidcConfig } from "./oidc-config.ts";

const config = {
  authorizationEndpoint: "https://login.example.com/authorize",
  clientId: "fantai-admin",
  scope: "openid email profile",
  redirectUri: "https://www.fantai.example/login",
};

describe("readOidcConfig (what the /login loader passes on from the server)", () => {
  it("is null when single sign-on is off, so the button stays hidden", () => {
    expect(readOidcConfig(null)).toBeNull();
    expect(readOidcConfig(undefined)).toBeNull();
  });

  it("is null for an incomplete configuration", () => {
    expect(readOidcConfig({ ...config, clientId: " " })).toBeNull();
    expect(readOidcConfig({ ...config, scope: undefined })).toBeNull();
    expect(readOidcConfig({ ...config, redirectUri: undefined })).toBeNull();
    expect(readOidcConfig({ ...config, redirectUri: "javascript:alert(1)" })).toBeNull();
  });

  it("accepts only an https authorization endpoint, or http on this machine", () => {
    expect(readOidcConfig({ ...config, authorizationEndpoint: "javascript:alert(1)" })).toBeNull();
    expect(readOidcConfig({ ...config, authorizationEndpoint: "http://evil.example/authorize" })).toBeNull();
    expect(readOidcConfig({ ...config, authorizationEndpoint: "http://127.0.0.1:4000/authorize" })).not.toBeNull();
  });

  it("keeps the provider's name and trims what it reads", () => {
    expect(readOidcConfig({ ...config, clientId: " fantai-admin ", providerName: " Example " })).toEqual({ ...config, providerName: "Example" });
    expect(readOidcConfig({ ...config, providerName: "" })).toEqual({ ...config, providerName: undefined });
  });
});
