import type { Config } from "#server/config.ts";
import type { PasswordSignIn } from "#server/services/auth.ts";
import { tokenPolicy } from "#server/services/credentials.ts";
import type { Services } from "#server/services/index.ts";
import { LOGIN_REFUSED, loginThrottle, type AttemptOutcome } from "./rate-limit.ts";

export interface PasswordCredentials {
  email: string;
  password: string;
  /** A TOTP code or a recovery code, for an account with a second factor. */
  code?: string;
}

const OUTCOMES: Record<PasswordSignIn["status"], AttemptOutcome> = {
  "signed-in": "signed-in",
  "wrong-credentials": "failure",
  "code-needed": "code-needed",
  "wrong-code": "wrong-code",
};

/**
 * A password sign-in (with its second-factor code, if any) behind the login throttle: what POST /api/login and
 * the /login page's no-JavaScript form both run, so they count, slow down and refuse alike (decisions 040, 074).
 */
export function passwordSignInThrottled(services: Services, config: Config) {
  const throttle = loginThrottle(services.rateLimits, config);
  const policy = tokenPolicy(config);
  return (ip: string, credentials: PasswordCredentials): Promise<PasswordSignIn | typeof LOGIN_REFUSED> => {
    const code = credentials.code?.trim() || undefined;
    return throttle.attempt(
      ip,
      credentials.email,
      async ({ secondFactorOnly, totp }) => {
        const outcome = await services.auth.passwordSignIn({ ...credentials, code }, policy, { ip, secondFactorOnly, totp });
        const kind = OUTCOMES[outcome.status];
        return { value: outcome, outcome: outcome.status === "signed-in" && outcome.factor !== "password" ? "signed-in-with-second-factor" : kind };
      },
      { withCode: code !== undefined },
    );
  };
}
