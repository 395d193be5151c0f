import { renderToString } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import { MissingHandlerError, OidcSignInButton, readOidcConfig, type OidcSignInButtonProps } from "./oidc-sign-in-button.tsx";

const config = {
  authorizationEndpoint: "https://login.example.com/authorize",
  clientId: "fantai-admin",
  scope: "openid email profile",
  redirectUri: "https://www.fantai.example/login",
};

function render(props: Partial<OidcSignInButtonProps>) {
  const Button = OidcSignInButton as (p: Partial<OidcSignInButtonProps>) => ReturnType<typeof OidcSignInButton>;
  return renderToString(<Button config={config} label="Sign in with Example" {...props} />);
}

describe("the third-party sign-in button (SPEC §6)", () => {
  it("raises a clear error when the success handler is missing", () => {
    expect(() => render({ onFailure: vi.fn() })).toThrow(MissingHandlerError);
    expect(() => render({ onFailure: vi.fn() })).toThrow(/needs an onSuccess handler/);
  });

  it("raises a clear error when the failure handler is missing", () => {
    expect(() => render({ onSuccess: vi.fn() })).toThrow(/needs an onFailure handler/);
  });

  it("names both handlers when both are missing", () => {
    expect(() => render({})).toThrow(/onSuccess handler and an onFailure handler/);
  });

  it("refuses handlers that are not functions", () => {
    expect(() => render({ onSuccess: "yes" as never, onFailure: vi.fn() })).toThrow(MissingHandlerError);
  });

  it("renders a button when both handlers are given", () => {
    const html = render({ onSuccess: vi.fn(), onFailure: vi.fn() });
    expect(html).toContain("<button");
    expect(html).toContain("Sign in with Example");
  });
});

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
