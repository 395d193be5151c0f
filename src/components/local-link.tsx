import { useAtomValue } from "jotai";
import { Link, NavLink, type LinkProps, type NavLinkProps } from "react-router";
import { useLocalizePath } from "#src/lib/use-locale.ts";
import { prefetchAllowedAtom } from "#src/state/ui.ts";

/**
 * A link to a site path in the current language. External and hash links pass through.
 * product rules §4: links prefetch (when visible) only once the page has been idle and the connection allows it.
 */
export function LocalLink({ to, prefetch, ...props }: LinkProps & { to: string }) {
  const localize = useLocalizePath();
  const allowed = useAtomValue(prefetchAllowedAtom);
  const internal = isInternal(to);
  return <Link to={internal ? localize(to) : to} prefetch={internal && allowed ? (prefetch ?? "viewport") : "none"} {...props} />;
}

export function LocalNavLink({ to, prefetch, ...props }: NavLinkProps & { to: string }) {
  const localize = useLocalizePath();
  const allowed = useAtomValue(prefetchAllowedAtom);
  const internal = isInternal(to);
  return <NavLink to={internal ? localize(to) : to} prefetch={internal && allowed ? (prefetch ?? "viewport") : "none"} {...props} />;
}

export function isInternal(to: string): boolean {
  return to.startsWith("/") && !to.startsWith("//");
}
