import { createHash, randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { exportJWK, generateKeyPair, SignJWT, type JWTPayload } from "jose";

/**
 * A tiny OpenID Connect provider for tests, on 127.0.0.1 and a free port: discovery, JWKS,
 * /authorize (signs the configured user in at once and sends the browser straight back) and
 * /token (checks client, redirect URI and PKCE, then issues an RS256 ID token). Codes are single use.
 */

export interface TestUser {
  email?: string;
  email_verified?: boolean | string;
  sub?: string;
}

export interface CodeOptions {
  redirectUri: string;
  codeChallenge: string;
  nonce?: string;
  /** Who the code signs in; the provider's `user` when omitted. */
  user?: TestUser;
  /** Claims that replace the usual ones in the ID token: a foreign `aud` or `iss`, an `exp` in the past… */
  claims?: JWTPayload;
  /** Signs the ID token with a key the provider does not publish. */
  foreignKey?: boolean;
}

export interface TestOidcProvider {
  /** `http://127.0.0.1:<port>`, the value for OIDC_ISSUER. */
  issuer: string;
  clientId: string;
  clientSecret?: string;
  /** Who /authorize signs in (a browser test changes it between tests). */
  user: TestUser;
  /** While false, every endpoint answers 503 (a provider that is down). */
  available: boolean;
  /** Calls to /token so far. */
  tokenRequests: number;
  /** A code as /authorize would give one, for API tests that play the browser. */
  issueCode(options: CodeOptions): string;
  close(): Promise<void>;
}

interface PendingCode extends Required<Pick<CodeOptions, "redirectUri" | "codeChallenge">>, Pick<CodeOptions, "nonce" | "claims" | "foreignKey"> {
  user: TestUser;
}

const PROVIDER_USER: TestUser = { email: "sso-admin@fantai.example", email_verified: true, sub: "user-1" };

/** base64url(SHA-256(verifier)): the S256 code challenge, also what the site sends as nonce. */
export function s256(verifier: string): string {
  return createHash("sha256").update(verifier).digest("base64url");
}

export function randomVerifier(): string {
  return randomBytes(32).toString("base64url");
}

export async function startTestOidcProvider({
  clientId = "fantai-admin",
  clientSecret,
}: { clientId?: string; clientSecret?: string } = {}): Promise<TestOidcProvider> {
  const signing = await signingKey("test-key");
  const foreign = await signingKey("test-key");
  const codes = new Map<string, PendingCode>();
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const provider: TestOidcProvider = {
    issuer,
    clientId,
    clientSecret,
    user: { ...PROVIDER_USER },
    available: true,
    tokenRequests: 0,
    issueCode(options) {
      const code = randomBytes(16).toString("base64url");
      codes.set(code, { ...options, user: options.user ?? provider.user });
      return code;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };

  const discovery = {
    issuer,
    authorization_endpoint: `${issuer}/authorize`,
    token_endpoint: `${issuer}/token`,
    jwks_uri: `${issuer}/jwks`,
    response_types_supported: ["code"],
    subject_types_supported: ["public"],
    id_token_signing_alg_values_supported: ["RS256"],
    scopes_supported: ["openid", "email", "profile"],
    code_challenge_methods_supported: ["S256"],
    token_endpoint_auth_methods_supported: [clientSecret ? "client_secret_basic" : "none"],
    // The answer to /authorize carries `iss` (RFC 9207), so the site must pass it on.
    authorization_response_iss_parameter_supported: true,
  };

  /** GET /authorize: the configured user is signed in at once and sent back with a code. */
  function authorize(url: URL, res: ServerResponse) {
    const query = Object.fromEntries(url.searchParams);
    const problem =
      (query.response_type !== "code" && "response_type must be code") ||
      (query.client_id !== clientId && "unknown client_id") ||
      (!query.scope?.split(" ").includes("openid") && "scope must include openid") ||
      (query.code_challenge_method !== "S256" && "PKCE with S256 is required") ||
      (!query.code_challenge && "code_challenge is missing") ||
      (!query.redirect_uri && "redirect_uri is missing");
    if (problem) return send(res, 400, { error: "invalid_request", error_description: problem });
    const code = provider.issueCode({ redirectUri: query.redirect_uri!, codeChallenge: query.code_challenge!, nonce: query.nonce });
    const back = new URL(query.redirect_uri!);
    back.search = new URLSearchParams({ code, ...(query.state ? { state: query.state } : {}), iss: issuer }).toString();
    res.writeHead(302, { Location: back.toString() }).end();
  }

  /** POST /token: the authorization code grant, checked the way a strict provider checks it. */
  async function token(req: IncomingMessage, res: ServerResponse) {
    provider.tokenRequests += 1;
    const form = new URLSearchParams(await readBody(req));
    if (!authenticatesClient(req, form)) return send(res, 401, { error: "invalid_client" });
    const pending = codes.get(form.get("code") ?? "");
    codes.delete(form.get("code") ?? "");
    const verifier = form.get("code_verifier") ?? "";
    const problem =
      (form.get("grant_type") !== "authorization_code" && "unsupported grant_type") ||
      (!pending && "unknown or used code") ||
      (pending?.redirectUri !== form.get("redirect_uri") && "redirect_uri differs from the authorization request") ||
      (s256(verifier) !== pending?.codeChallenge && "code_verifier does not match the code_challenge");
    if (problem || !pending) return send(res, 400, { error: "invalid_grant", error_description: problem });
    const idToken = await idTokenFor(pending, pending.foreignKey ? foreign : signing);
    send(res, 200, {
      access_token: randomBytes(16).toString("base64url"),
      token_type: "Bearer",
      expires_in: 300,
      scope: "openid email profile",
      id_token: idToken,
    });
  }

  function authenticatesClient(req: IncomingMessage, form: URLSearchParams): boolean {
    if (!clientSecret) return form.get("client_id") === clientId && !req.headers.authorization;
    const [scheme, encoded] = (req.headers.authorization ?? "").split(" ");
    if (scheme !== "Basic" || !encoded) return false;
    // RFC 6749 §2.3.1: id and secret are form-encoded before base64.
    const [id, secret] = Buffer.from(encoded, "base64")
      .toString()
      .split(":")
      .map((part) => decodeURIComponent(part.replace(/\+/g, " ")));
    return id === clientId && secret === clientSecret;
  }

  function idTokenFor({ user, nonce, claims }: PendingCode, key: SigningKey): Promise<string> {
    const now = Math.floor(Date.now() / 1000);
    const payload = {
      iss: issuer,
      aud: clientId,
      sub: user.sub ?? "user",
      iat: now,
      exp: now + 300,
      nonce,
      email: user.email,
      email_verified: user.email_verified,
      ...claims,
    };
    return new SignJWT(payload).setProtectedHeader({ alg: "RS256", kid: key.kid }).sign(key.privateKey);
  }

  server.on("request", (req, res) => {
    const url = new URL(req.url ?? "/", issuer);
    if (!provider.available) return send(res, 503, { error: "temporarily_unavailable" });
    if (req.method === "GET" && url.pathname === "/.well-known/openid-configuration") return send(res, 200, discovery);
    if (req.method === "GET" && url.pathname === "/jwks") return send(res, 200, { keys: [signing.publicJwk] });
    if (req.method === "GET" && url.pathname === "/authorize") return authorize(url, res);
    if (req.method === "POST" && url.pathname === "/token") return void token(req, res);
    send(res, 404, { error: "not_found" });
  });

  return provider;
}

type SigningKey = Awaited<ReturnType<typeof signingKey>>;

/** An RS256 key pair; both test keys share a kid, so only the signature tells them apart. */
async function signingKey(kid: string) {
  const { privateKey, publicKey } = await generateKeyPair("RS256");
  return { privateKey, kid, publicJwk: { ...(await exportJWK(publicKey)), kid, alg: "RS256", use: "sig" } };
}

function send(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { "Content-Type": "application/json", "Cache-Control": "no-store" }).end(JSON.stringify(body));
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString();
}

/** The OIDC_* environment that points the site at this provider. */
export function oidcEnv(provider: TestOidcProvider, providerName = "Test ID"): Record<string, string> {
  return {
    OIDC_ISSUER: provider.issuer,
    OIDC_CLIENT_ID: provider.clientId,
    ...(provider.clientSecret ? { OIDC_CLIENT_SECRET: provider.clientSecret } : {}),
    OIDC_PROVIDER_NAME: providerName,
  };
}
