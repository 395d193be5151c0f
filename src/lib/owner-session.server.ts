import { redirect } from "react-router";
import type { AppContext } from "./app-context.ts";
import { localeFromPath, localizePath } from "#domain/locales.ts";
import { OWNER_SESSION_DAYS } from "#domain/forms/owner.ts";

/** The owner space's session cookie (decision 075): HttpOnly, SameSite=Lax, Secure over HTTPS in production, 30 days. */
export const OWNER_COOKIE = "fantai_owner";

/** The session token the request's cookie carries, or "" when none. */
export function ownerToken(request: Request): string {
  const header = request.headers.get("Cookie") ?? "";
  for (const part of header.split(";")) {
    const at = part.indexOf("=");
    if (at > 0 && part.slice(0, at).trim() === OWNER_COOKIE) return part.slice(at + 1).trim();
  }
  return "";
}

export function ownerCookie(token: string, secure: boolean | undefined): string {
  return `${OWNER_COOKIE}=${token}; Path=/; Max-Age=${OWNER_SESSION_DAYS * 86_400}; HttpOnly; SameSite=Lax${secure ? "; Secure" : ""}`;
}

export function clearedOwnerCookie(secure: boolean | undefined): string {
  return `${OWNER_COOKIE}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax${secure ? "; Secure" : ""}`;
}

/** The signed-in owner of this request, if any. */
export async function currentOwner(request: Request, { services }: AppContext): Promise<{ email: string; token: string } | undefined> {
  const token = ownerToken(request);
  if (!token) return undefined;
  const owner = await services.owners.findOwner(token);
  return owner && { ...owner, token };
}

/** The signed-in owner, or a redirect to /my (in the page's language) where they can ask for a link. */
export async function requireOwner(request: Request, url: URL, context: AppContext): Promise<{ email: string; token: string }> {
  const owner = await currentOwner(request, context);
  if (!owner) throw redirect(localizePath("/my", localeFromPath(url.pathname)), 303);
  return owner;
}
