/**
 * The sign-in button's settings, as the server sends them to the /login page (its loader reads
 * them from server/services/oidc.ts). Kept apart from the button so the page can check them on
 * the server without bundling the button, which it loads only when single sign-on is on.
 */

/** What the server tells the button (buttonConfig in server/services/oidc.ts). */
export interface OidcConfig {
  /** The provider's authorization endpoint (https, or http on localhost). */
  authorizationEndpoint: string;
  clientId: string;
  scope: string;
  /** Shown on the button, e.g. "Microsoft". */
  providerName?: string;
  /** Where the provider sends the browser back: this site's /login. */
  redirectUri: string;
}

function isUrl(value: unknown, allowed: (url: URL) => boolean): value is string {
  if (typeof value !== "string") return false;
  try {
    return allowed(new URL(value));
  } catch {
    return false;
  }
}

const isLocal = (url: URL) => ["localhost", "127.0.0.1"].includes(url.hostname);
const isSecureOrLocal = (url: URL) => url.protocol === "https:" || (url.protocol === "http:" && isLocal(url));
const isWeb = (url: URL) => url.protocol === "https:" || url.protocol === "http:";

const trimmed = (value: unknown) => (typeof value === "string" && value.trim() ? value.trim() : undefined);

/**
 * The button's configuration from what the server sent (the /login loader), when it is usable:
 * an https authorization endpoint (http on localhost only), a client id, a scope and a web redirect URI.
 * Null (and the button hidden) otherwise, and when single sign-on is off.
 */
export function readOidcConfig(source: unknown): OidcConfig | null {
  if (!source || typeof source !== "object") return null;
  const candidate = source as Record<string, unknown>;
  const clientId = trimmed(candidate.clientId);
  const scope = trimmed(candidate.scope);
  if (!isUrl(candidate.authorizationEndpoint, isSecureOrLocal) || !isUrl(candidate.redirectUri, isWeb) || !clientId || !scope) return null;
  return {
    authorizationEndpoint: candidate.authorizationEndpoint,
    clientId,
    scope,
    providerName: trimmed(candidate.providerName),
    redirectUri: candidate.redirectUri,
  };
}
