import { renderToString } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import { MissingHandlerError, OidcSignInButton, type OidcSignInButtonProps } from "./oidc-sign-in-button.tsx";

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

describe("the third-party sign-in button (product rules §6)", () => {
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
