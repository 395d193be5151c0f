import { useEffect, useEffectEvent, useRef, useState } from "react";

/**
 * The third-party sign-in button of SPEC §6: OpenID Connect, authorization code flow with PKCE.
 * It needs both an onSuccess and an onFailure handler and throws a clear error without them.
 * Dependency-free (no antd) because it renders on the light, public /login page.
 *
 * Flow: a click stores state + code verifier in sessionStorage and goes to the provider;
 * the provider sends the browser back to /login?code=…&state=…, where this component checks
 * the state and hands { code, codeVerifier, redirectUri } to onSuccess. Exchanging the code
 * for an admin token is the server's job (see docs/decisions/030-oidc-sign-in-button.md).
 */

export interface OidcConfig {
  /** The provider's authorization endpoint (https, or http on localhost). */
  authorizationEndpoint: string;
  clientId: string;
  scope?: string;
  /** Shown on the button, e.g. "Microsoft". */
  providerName?: string;
}

export interface OidcSuccess {
  code: string;
  state: string;
  codeVerifier: string;
  redirectUri: string;
  /** The admin path the user wanted before signing in. */
  wanted: string | null;
}

export interface OidcSignInButtonProps {
  config: OidcConfig;
  onSuccess: (result: OidcSuccess) => void;
  onFailure: (error: Error) => void;
  label: string;
  /** The admin path to come back to; kept across the round trip. */
  wanted?: string | null;
  className?: string;
}

const PENDING_KEY = "FANTAI_oidc_pending";

export class MissingHandlerError extends Error {
  constructor(missing: string[]) {
    super(
      `<OidcSignInButton> needs ${missing.map((name) => `an ${name} handler`).join(" and ")}: ` +
        "pass onSuccess(result) and onFailure(error) functions, both are required (SPEC §6).",
    );
    this.name = "MissingHandlerError";
  }
}

/** Throws MissingHandlerError unless both handlers are functions. */
export function assertHandlers(props: Partial<Pick<OidcSignInButtonProps, "onSuccess" | "onFailure">>): void {
  const missing = (["onSuccess", "onFailure"] as const).filter((name) => typeof props[name] !== "function");
  if (missing.length) throw new MissingHandlerError(missing);
}

function isAllowedEndpoint(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === "https:" || (url.protocol === "http:" && ["localhost", "127.0.0.1"].includes(url.hostname));
  } catch {
    return false;
  }
}

/**
 * The provider configuration, when there is one: Vite build-time variables
 * (VITE_OIDC_AUTHORIZATION_ENDPOINT, VITE_OIDC_CLIENT_ID, VITE_OIDC_SCOPE, VITE_OIDC_PROVIDER_NAME)
 * or, at run time, `window.__FANTAI_OIDC__ = { authorizationEndpoint, clientId, scope?, providerName? }`.
 * Null (and the button hidden) otherwise.
 */
export function readOidcConfig(source: unknown = typeof window === "undefined" ? undefined : (window as { __FANTAI_OIDC__?: unknown }).__FANTAI_OIDC__): OidcConfig | null {
  const env = (import.meta as { env?: Record<string, string | undefined> }).env ?? {};
  const candidate: Partial<OidcConfig> =
    source && typeof source === "object"
      ? (source as Partial<OidcConfig>)
      : { authorizationEndpoint: env.VITE_OIDC_AUTHORIZATION_ENDPOINT, clientId: env.VITE_OIDC_CLIENT_ID, scope: env.VITE_OIDC_SCOPE, providerName: env.VITE_OIDC_PROVIDER_NAME };
  if (typeof candidate.authorizationEndpoint !== "string" || !isAllowedEndpoint(candidate.authorizationEndpoint)) return null;
  if (typeof candidate.clientId !== "string" || !candidate.clientId.trim()) return null;
  return {
    authorizationEndpoint: candidate.authorizationEndpoint,
    clientId: candidate.clientId.trim(),
    scope: typeof candidate.scope === "string" && candidate.scope.trim() ? candidate.scope.trim() : "openid email profile",
    providerName: typeof candidate.providerName === "string" && candidate.providerName.trim() ? candidate.providerName.trim() : undefined,
  };
}

function base64Url(bytes: Uint8Array): string {
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

function randomString(size = 32): string {
  return base64Url(crypto.getRandomValues(new Uint8Array(size)));
}

async function challengeOf(verifier: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(verifier));
  return base64Url(new Uint8Array(digest));
}

export function OidcSignInButton(props: OidcSignInButtonProps) {
  assertHandlers(props);
  const { config, onSuccess, onFailure, label, wanted = null, className } = props;
  const [busy, setBusy] = useState(false);
  const handled = useRef(false);
  const succeed = useEffectEvent((result: OidcSuccess) => onSuccess(result));
  const fail = useEffectEvent((error: Error) => onFailure(error));

  // Coming back from the provider: check the state, then hand the code to onSuccess.
  useEffect(() => {
    if (handled.current) return;
    const params = new URLSearchParams(window.location.search);
    const code = params.get("code");
    const state = params.get("state");
    const error = params.get("error");
    if (!code && !error) return;
    handled.current = true;
    const pending = (() => {
      try {
        return JSON.parse(sessionStorage.getItem(PENDING_KEY) ?? "null") as { state: string; verifier: string; redirectUri: string; wanted: string | null } | null;
      } catch {
        return null;
      }
    })();
    sessionStorage.removeItem(PENDING_KEY);
    if (error) fail(new Error(params.get("error_description") || error));
    else if (!pending || pending.state !== state || !code) fail(new Error("The sign-in answer does not match the request (state)."));
    else succeed({ code, state: pending.state, codeVerifier: pending.verifier, redirectUri: pending.redirectUri, wanted: pending.wanted });
  }, []);

  const start = async () => {
    setBusy(true);
    try {
      const state = randomString(16);
      const verifier = randomString(48);
      const redirectUri = `${window.location.origin}${window.location.pathname}`;
      sessionStorage.setItem(PENDING_KEY, JSON.stringify({ state, verifier, redirectUri, wanted }));
      const url = new URL(config.authorizationEndpoint);
      url.search = new URLSearchParams({
        response_type: "code",
        client_id: config.clientId,
        redirect_uri: redirectUri,
        scope: config.scope ?? "openid email profile",
        state,
        code_challenge: await challengeOf(verifier),
        code_challenge_method: "S256",
      }).toString();
      window.location.assign(url.toString());
    } catch (cause) {
      setBusy(false);
      onFailure(cause instanceof Error ? cause : new Error(String(cause)));
    }
  };

  return (
    <button type="button" className={className} onClick={() => void start()} disabled={busy} aria-busy={busy}>
      {label}
    </button>
  );
}
