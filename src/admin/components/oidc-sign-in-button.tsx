import { useEffect, useEffectEvent, useRef, useState, useSyncExternalStore } from "react";
import type { OidcConfig } from "#src/admin/oidc-config.ts";

/**
 * The third-party sign-in button of product rules §6: OpenID Connect, authorization code flow with PKCE.
 * It needs both an onSuccess and an onFailure handler and throws a clear error without them.
 * Dependency-free (no antd) because it renders on the light, public /login page.
 *
 * Flow: a click stores state + code verifier in sessionStorage and goes to the provider, with
 * the verifier's SHA-256 as both code_challenge and nonce; the provider sends the browser back to
 * the configured redirect URI (/login?code=…&state=…), where this component checks the state and
 * hands { code, codeVerifier, redirectUri } to onSuccess. Exchanging the code for an admin token is
 * the server's job (POST /api/login/oidc, docs/decisions/035-oidc-server-exchange.md).
 */

export interface OidcSuccess {
  code: string;
  state: string;
  codeVerifier: string;
  redirectUri: string;
  /** The provider's `iss` answer parameter, when it sends one (RFC 9207); the server checks it. */
  iss?: string;
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
        "pass onSuccess(result) and onFailure(error) functions, both are required (product rules §6).",
    );
    this.name = "MissingHandlerError";
  }
}

/** Throws MissingHandlerError unless both handlers are functions. */
export function assertHandlers(props: Partial<Pick<OidcSignInButtonProps, "onSuccess" | "onFailure">>): void {
  const missing = (["onSuccess", "onFailure"] as const).filter((name) => typeof props[name] !== "function");
  if (missing.length) throw new MissingHandlerError(missing);
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

const subscribeToNothing = () => () => {};

export function OidcSignInButton(props: OidcSignInButtonProps) {
  assertHandlers(props);
  const { config, onSuccess, onFailure, label, wanted = null, className } = props;
  const [busy, setBusy] = useState(false);
  // Disabled until hydrated (false on the server and while hydrating), so an early click is not lost.
  const hydrated = useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
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
        return JSON.parse(sessionStorage.getItem(PENDING_KEY) ?? "null") as {
          state: string;
          verifier: string;
          redirectUri: string;
          wanted: string | null;
        } | null;
      } catch {
        return null;
      }
    })();
    sessionStorage.removeItem(PENDING_KEY);
    if (error) fail(new Error(params.get("error_description") || error));
    else if (!pending || pending.state !== state || !code) fail(new Error("The sign-in answer does not match the request (state)."));
    else
      succeed({
        code,
        state: pending.state,
        codeVerifier: pending.verifier,
        redirectUri: pending.redirectUri,
        iss: params.get("iss") ?? undefined,
        wanted: pending.wanted,
      });
  }, []);

  const start = async () => {
    setBusy(true);
    try {
      const state = randomString(16);
      const verifier = randomString(48);
      const challenge = await challengeOf(verifier);
      sessionStorage.setItem(PENDING_KEY, JSON.stringify({ state, verifier, redirectUri: config.redirectUri, wanted }));
      const url = new URL(config.authorizationEndpoint);
      // Added to the endpoint's own query, which some providers use (e.g. a policy name).
      const parameters = {
        response_type: "code",
        client_id: config.clientId,
        redirect_uri: config.redirectUri,
        scope: config.scope,
        state,
        // The server recomputes both from the verifier: the provider checks the challenge, the server the nonce.
        code_challenge: challenge,
        code_challenge_method: "S256",
        nonce: challenge,
      };
      for (const [name, value] of Object.entries(parameters)) url.searchParams.set(name, value);
      window.location.assign(url.toString());
    } catch (cause) {
      setBusy(false);
      onFailure(cause instanceof Error ? cause : new Error(String(cause)));
    }
  };

  return (
    <button type="button" className={className} onClick={() => void start()} disabled={busy || !hydrated} aria-busy={busy}>
      {label}
    </button>
  );
}
