import type { RequestHandler } from "express";
import { HttpError } from "#server/http/errors.ts";
import { tokenPolicy } from "#server/services/credentials.ts";
import { siteOrigin } from "#server/http/origin.ts";
import { LOGIN_REFUSED, loginThrottle, tooManyAttempts } from "#server/http/rate-limit.ts";
import { passwordSignInThrottled } from "#server/http/sign-in.ts";
import { CODE_NEEDED, WRONG_CODE } from "#server/services/second-factor.ts";
import { noStore } from "#server/http/security.ts";
import type { ApiDeps } from "../deps.ts";
import type { EndpointGroup } from "../endpoint.ts";
import { sendData } from "../envelope.ts";
import { loginInput, oidcLoginInput, session } from "#domain/models.ts";
import { dataOf, errorSchema, validationErrorSchema } from "#domain/schemas.ts";

/** One message for a wrong password and an unknown account alike. */
const WRONG_CREDENTIALS = "These credentials do not match our records.";
const SSO_OFF = "Single sign-on is not enabled on this server.";
const NOT_AN_ADMIN = "No admin account uses the email address the provider confirmed.";

export function publicSessionEndpoints(api: EndpointGroup, { services, config }: ApiDeps): void {
  const policy = tokenPolicy(config);
  // Password and single sign-on attempts count against the same per-IP limit.
  const throttle = loginThrottle(services.rateLimits, config);
  const signIn = passwordSignInThrottled(services, config);

  api.add({
    method: "post",
    path: "/login",
    tag: "Sign-in",
    summary: "Sign in as an admin",
    description:
      "Answers a bearer token for `Authorization: Bearer <token>` on /api/ad calls. It stops working after TOKEN_IDLE_MINUTES without use, ADMIN_SESSION_MAX_HOURS after sign-in however busy, or at sign-out. " +
      "Failed attempts are counted per account and IP together and per IP, and refused with 429 past their limits; " +
      "failures on one account from every address slow its next attempts down, but a right password from an address that has not failed is never refused. " +
      "An account with two-factor authentication sends `code` too (the authenticator's six digits or a recovery code): without it the answer is 422 on `code`, " +
      "and a right password with a right code is never refused, even past the limits (only slowed, at most 5 s). A code is accepted once. " +
      "When the site requires two-factor authentication, an account without it gets a session that may only set it up (`GET /api/ad/me` says so).",
    before: [noStore],
    body: loginInput,
    responses: {
      200: { description: "Signed in", schema: dataOf(session) },
      422: { description: "Missing fields, wrong credentials (on `email`), or a missing or wrong second-factor code (on `code`)", schema: validationErrorSchema },
      429: { description: "Too many failed attempts (a right password with a right code still passes)", schema: errorSchema },
    },
    async handle({ body }, res, req) {
      const outcome = await signIn(req.ip ?? "unknown", body);
      if (outcome === LOGIN_REFUSED) throw tooManyAttempts();
      if (outcome.status === "wrong-credentials") throw new HttpError(422, WRONG_CREDENTIALS, { email: [WRONG_CREDENTIALS] });
      if (outcome.status === "code-needed") throw new HttpError(422, CODE_NEEDED, { code: [CODE_NEEDED] });
      if (outcome.status === "wrong-code") throw new HttpError(422, WRONG_CODE, { code: [WRONG_CODE] });
      sendData(res, outcome.session);
    },
  });

  const oidcOr404 = () => {
    if (!services.oidc) throw new HttpError(404, SSO_OFF);
    return services.oidc;
  };
  // Without OIDC_* the answer is 404 before anything is validated or counted.
  const ssoEnabled: RequestHandler = (_req, _res, next) => {
    oidcOr404();
    next();
  };
  api.add({
    method: "post",
    path: "/login/oidc",
    tag: "Sign-in",
    summary: "Sign in as an admin with the single sign-on provider",
    description:
      "Takes the authorization code the provider sent back to /login, with the PKCE code_verifier, and answers exactly what POST /api/login answers. " +
      "The server exchanges the code with the provider and checks the ID token (signature, issuer, audience, expiry, nonce = SHA-256 of the verifier); " +
      "its email (not marked unverified) must belong to an existing admin, in any case. Accounts are never created. " +
      "Failed attempts count against the same per-IP limit as POST /api/login.",
    before: [ssoEnabled, noStore],
    body: oidcLoginInput,
    responses: {
      200: { description: "Signed in", schema: dataOf(session) },
      401: { description: "The provider's answer did not check out, or no admin has its email", schema: errorSchema },
      404: { description: "Single sign-on is not configured (no OIDC_ISSUER)", schema: errorSchema },
      422: { description: "Missing or malformed fields, or a redirect_uri other than this site's /login", schema: validationErrorSchema },
      429: { description: "Too many failed attempts", schema: errorSchema },
      503: { description: "The provider could not be reached", schema: errorSchema },
    },
    async handle({ body }, res, req) {
      const answer = { code: body.code, codeVerifier: body.code_verifier, redirectUri: body.redirect_uri, iss: body.iss };
      const signedIn = await throttle.attempt(req.ip ?? "unknown", undefined, async () => {
        const email = await oidcOr404().verifiedEmail(answer, siteOrigin(config, req));
        // The provider is the second factor's judge: no code is asked for (decision 074).
        const session = await services.auth.loginWithVerifiedEmail(email, policy, { ip: req.ip });
        if (!session) throw new HttpError(401, NOT_AN_ADMIN);
        return { value: session, outcome: "signed-in" as const };
      });
      if (signedIn === LOGIN_REFUSED || !signedIn) throw tooManyAttempts();
      sendData(res, signedIn);
    },
  });
}
