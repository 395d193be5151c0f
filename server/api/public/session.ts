import { HttpError } from "#server/http/errors.ts";
import { loginRateLimit } from "#server/http/rate-limit.ts";
import type { ApiDeps } from "../index.ts";
import type { EndpointGroup } from "../endpoint.ts";
import { sendData } from "../envelope.ts";
import { loginInput, session } from "../models.ts";
import { dataOf, errorSchema, validationErrorSchema } from "../schemas.ts";

/** One message for a wrong password and an unknown account alike. */
const WRONG_CREDENTIALS = "These credentials do not match our records.";

export function publicSessionEndpoints(api: EndpointGroup, { services, config }: ApiDeps): void {
  api.add({
    method: "post",
    path: "/login",
    tag: "Sign-in",
    summary: "Sign in as an admin",
    description:
      "Answers a bearer token for `Authorization: Bearer <token>` on /api/ad calls. It stops working after TOKEN_IDLE_MINUTES without use, or at sign-out. " +
      "Failed attempts are counted per account and per IP: slowed after a few, then refused with 429.",
    before: loginRateLimit(services.rateLimits, config),
    body: loginInput,
    responses: {
      200: { description: "Signed in", schema: dataOf(session) },
      422: { description: "Missing fields or wrong credentials", schema: validationErrorSchema },
      429: { description: "Too many failed attempts", schema: errorSchema },
    },
    async handle({ body }, res) {
      const signedIn = await services.auth.login(body, { idleMinutes: config.TOKEN_IDLE_MINUTES });
      if (!signedIn) throw new HttpError(422, WRONG_CREDENTIALS, { email: [WRONG_CREDENTIALS] });
      sendData(res, signedIn);
    },
  });
}
