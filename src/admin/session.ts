/**
 * The admin session token (product rules §3, §9): kept in sessionStorage under FANTAI_token.
 * Dependency-free on purpose: the light /login page imports it without pulling in the admin bundle.
 */
export const TOKEN_KEY = "FANTAI_token";
export const DEFAULT_ADMIN_PATH = "/admin/workplace";

function storage(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.sessionStorage;
  } catch {
    return null; // storage disabled by the browser
  }
}

export function getToken(): string | null {
  return storage()?.getItem(TOKEN_KEY) || null;
}

export function setToken(token: string): void {
  storage()?.setItem(TOKEN_KEY, token);
}

export function clearToken(): void {
  storage()?.removeItem(TOKEN_KEY);
}

/** Where to go after signing in: only paths inside the admin, never another origin. */
export function safeRedirect(wanted: string | null | undefined): string {
  if (!wanted || !wanted.startsWith("/admin") || wanted.startsWith("//") || wanted.includes("\\")) return DEFAULT_ADMIN_PATH;
  return wanted === "/admin" || wanted === "/admin/" ? DEFAULT_ADMIN_PATH : wanted;
}

/** /login?redirect=<wanted path>, used by the guard and by the Unauthenticated handler. */
export function loginPath(wanted: string): string {
  return `/login?redirect=${encodeURIComponent(safeRedirect(wanted))}`;
}
