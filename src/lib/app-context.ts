import type { Logger } from "pino";
import { createContext, type RouterContext } from "react-router";
import type { Services } from "#server/services/index.ts";

/** What the server hands every loader and action (src/ imports only the types of server/). */
export interface AppContext {
  services: Services;
  cspNonce: string;
  /** Absolute origin for canonical URLs, e.g. "https://www.fantai.example". */
  origin: string;
  /** Absolute origin for the links in mails (server/http/origin.ts mailOrigin: never the request's Host). */
  mailOrigin: string;
  /**
   * Counts one post of a public form from the visitor's address and answers whether it is still
   * within the per-IP limit (the API's own limiter, shared by the no-JavaScript route actions).
   * Optional: without it the route actions do not limit.
   */
  allowFormPost?: (
    form: "demands" | "file-forms" | "warranty-registrations" | "safety-reports" | "certificate-checks" | "paper-copies" | "service-requests",
  ) => Promise<boolean>;
  /**
   * Signs an admin in from the visitor's address, throttled exactly as POST /api/login is
   * (the /login page's no-JavaScript form posts here). Optional: without it that form answers 503.
   */
  signIn?: (credentials: { email: string; password: string; code?: string }) => Promise<SignInOutcome>;
  /**
   * Counts one request for an owner's sign-in link (decision 075) from the visitor's address for `email`, and
   * answers whether it is within the per-IP and per-address limits. Optional: without it nothing is limited.
   */
  allowOwnerLink?: (email: string) => Promise<boolean>;
  /** Whether the owner's session cookie is marked Secure (production over HTTPS). */
  secureCookies?: boolean;
  /** Set when the page was opened through a preview link (decision 061): open until `expiresAt`, or expired (unknown tokens too). */
  preview?: { status: "open"; expiresAt: string } | { status: "expired" };
  /** Told when a render fails after its headers left, so the render cache does not keep it (decision 049). */
  renderFailed?: () => void;
  /** The request's logger: JSON lines carrying its id (nothing on the server writes anything else, decision 072). */
  log?: Pick<Logger, "error" | "warn" | "info">;
  /** Names why the request was refused, on the request's one log line (a cross-origin form post). */
  refused?: (reason: string) => void;
}

export type SignInOutcome =
  /** `enrolOnly`: the session may only set up a second factor (the site requires one, decision 074). */
  | { status: "signed-in"; token: string; enrolOnly: boolean }
  | { status: "wrong-credentials" }
  /** The password is right; the account's second-factor code is missing or wrong. */
  | { status: "code-needed" }
  | { status: "wrong-code" }
  | { status: "too-many-attempts" };

// The production server runs server/ from source while routes come from the Vite bundle,
// so each side loads this module separately; a global symbol gives both the same key.
const KEY = Symbol.for("fantai.appContext");
const registry = globalThis as typeof globalThis & { [KEY]?: RouterContext<AppContext> };

export const appContext: RouterContext<AppContext> = (registry[KEY] ??= createContext<AppContext>());
