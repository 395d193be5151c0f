import * as client from "openid-client";
import type { Logger } from "pino";
import type { Config } from "#server/config.ts";
import { InvalidInput, ServiceUnavailable, SignInRefused } from "./errors.ts";

/**
 * Single sign-on with an OpenID Connect provider (decision 035). The browser runs the front half
 * of the authorization code flow (src/admin/components/oidc-sign-in-button.tsx); this module
 * tells it where to go, and exchanges the code it brings back for a verified email address.
 */

/** The page the provider sends people back to: `{origin}/login` is the one redirect URI to register. */
const SIGN_IN_PATH = "/login";

export interface OidcSettings {
  issuer: URL;
  clientId: string;
  /** Unset for a public client, which relies on PKCE alone. */
  clientSecret?: string;
  scope: string;
  providerName?: string;
}

/** What the sign-in button needs to send the browser to the provider: public values only. */
export interface OidcButtonConfig {
  authorizationEndpoint: string;
  clientId: string;
  scope: string;
  providerName?: string;
  redirectUri: string;
}

/** The provider's answer as the browser brings it back (POST /api/login/oidc). */
export interface AuthorizationAnswer {
  code: string;
  codeVerifier: string;
  redirectUri: string;
  /** The `iss` parameter of the answer, when the provider sends one (RFC 9207). */
  iss?: string;
}

const REFUSED = "The sign-in could not be verified with the provider. Please try again.";
const NO_VERIFIED_EMAIL = "The provider did not confirm an email address for this account.";
const UNAVAILABLE = "Single sign-on is temporarily unavailable. Please try again later.";

/** Every call to the provider (discovery, keys, token) gives up after this long. */
const PROVIDER_TIMEOUT_SECONDS = 5;

/** The OIDC_* settings, or undefined when single sign-on is off (config.ts allows only both or neither). */
export function oidcSettingsOf(config: Config): OidcSettings | undefined {
  if (!config.OIDC_ISSUER || !config.OIDC_CLIENT_ID) return undefined;
  return {
    issuer: new URL(config.OIDC_ISSUER),
    clientId: config.OIDC_CLIENT_ID,
    clientSecret: config.OIDC_CLIENT_SECRET,
    scope: config.OIDC_SCOPE,
    providerName: config.OIDC_PROVIDER_NAME,
  };
}

function redirectUriOf(origin: string): string {
  return `${origin}${SIGN_IN_PATH}`;
}

export type OidcSignIn = ReturnType<typeof createOidcSignIn>;

export function createOidcSignIn(settings: OidcSettings, logger: Logger) {
  const log = logger.child({ module: "oidc" });
  const provider = cachedDiscovery(settings, log);
  return {
    /** Where the button sends the browser; null while the provider cannot be reached (logged, tried again next time). */
    async buttonConfig(origin: string): Promise<OidcButtonConfig | null> {
      const metadata = await provider().then(
        (configuration) => configuration.serverMetadata(),
        () => null,
      );
      if (!metadata?.authorization_endpoint) return null;
      const { clientId, scope, providerName } = settings;
      return { authorizationEndpoint: metadata.authorization_endpoint, clientId, scope, providerName, redirectUri: redirectUriOf(origin) };
    },

    /**
     * Exchanges the code with the provider, server to server, and answers the email of the ID token.
     * Throws InvalidInput for a redirect URI other than this site's sign-in page, SignInRefused when
     * the provider's answer does not check out, ServiceUnavailable when the provider cannot be reached.
     */
    async verifiedEmail(answer: AuthorizationAnswer, origin: string): Promise<string> {
      if (answer.redirectUri !== redirectUriOf(origin)) {
        throw new InvalidInput("redirect_uri", `The redirect_uri must be this site's sign-in page, ${redirectUriOf(origin)}.`);
      }
      const configuration = await provider();
      const claims = await exchange(configuration, answer).catch((error: unknown) => {
        log.warn({ reason: reasonOf(error) }, "code exchange refused");
        throw isProviderDown(error) ? new ServiceUnavailable(UNAVAILABLE) : new SignInRefused(REFUSED);
      });
      return verifiedEmailOf(claims);
    },
  };
}

/** Discovers the provider on first use and keeps the answer; a failure is forgotten, so the next call tries again. */
function cachedDiscovery(settings: OidcSettings, log: Logger): () => Promise<client.Configuration> {
  let discovered: Promise<client.Configuration> | undefined;
  return () =>
    (discovered ??= discover(settings).catch((error: unknown) => {
      discovered = undefined;
      log.warn({ issuer: settings.issuer.href, reason: reasonOf(error) }, "provider discovery failed");
      throw new ServiceUnavailable(UNAVAILABLE);
    }));
}

function discover({ issuer, clientId, clientSecret }: OidcSettings): Promise<client.Configuration> {
  // client_secret_basic is what OpenID Connect Discovery assumes when a provider lists nothing.
  const clientAuth = clientSecret ? client.ClientSecretBasic(clientSecret) : client.None();
  // openid-client trusts an ID token from the token endpoint on TLS alone unless told to check its signature too.
  const execute = [client.enableNonRepudiationChecks];
  // config.ts allows http only for localhost: a provider run by the tests or a developer.
  if (issuer.protocol === "http:") execute.push(client.allowInsecureRequests);
  return client.discovery(issuer, clientId, undefined, clientAuth, { execute, timeout: PROVIDER_TIMEOUT_SECONDS });
}

/**
 * The authorization code grant with PKCE. openid-client checks the ID token's signature (the
 * provider's JWKS), issuer, audience, expiry and nonce; the nonce the button sends is the
 * SHA-256 of the code verifier (like the PKCE challenge), so it is checked here, not trusted.
 */
async function exchange(configuration: client.Configuration, { code, codeVerifier, redirectUri, iss }: AuthorizationAnswer): Promise<client.IDToken> {
  const callback = new URL(redirectUri);
  callback.searchParams.set("code", code);
  if (iss) callback.searchParams.set("iss", iss);
  const tokens = await client.authorizationCodeGrant(configuration, callback, {
    pkceCodeVerifier: codeVerifier,
    expectedNonce: await client.calculatePKCECodeChallenge(codeVerifier),
  });
  const claims = tokens.claims();
  if (!claims) throw new Error("no ID token in the token response");
  return claims;
}

/** The ID token's email, unless the provider says it is not verified (providers that do not say are trusted). */
function verifiedEmailOf(claims: client.IDToken): string {
  const { email, email_verified: verified } = claims;
  if (typeof email !== "string" || !email.includes("@") || verified === false || verified === "false") throw new SignInRefused(NO_VERIFIED_EMAIL);
  return email;
}

/** The provider could not be asked (refused, unreachable, timed out) or answered with a server error. */
function isProviderDown(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  if (error.name === "TimeoutError" || error.name === "AbortError" || (error instanceof TypeError && error.message === "fetch failed")) return true;
  return statusOf(error) >= 500;
}

/** The provider's HTTP status behind an openid-client error (ResponseBodyError has it, other errors carry the Response). */
function statusOf(error: Error): number {
  const { status, cause } = error as Error & { status?: unknown };
  if (typeof status === "number") return status;
  return cause instanceof Response ? cause.status : 0;
}

/** What went wrong, for the log: the library's names, codes and fixed messages, never tokens, codes or claims. */
function reasonOf(error: unknown): Record<string, unknown> {
  if (!(error instanceof Error)) return { error: typeof error };
  const { code, error: oauthError, cause } = error as Error & { code?: unknown; error?: unknown };
  const detail = cause instanceof Error && cause.name === "OperationProcessingError" ? cause.message : undefined;
  return { name: error.name, code, status: statusOf(error) || undefined, oauthError, message: error.message, detail };
}
