import { Link, NavLink, type LinkProps, type NavLinkProps } from "react-router";
import { useLocalizePath } from "#src/lib/use-locale.ts";
import { usePrefetchTurn } from "#src/lib/prefetch-turns.ts";

/**
 * product rules §4: links prefetch (when visible) only once the page has been idle and the connection allows it.
 * A link on screen prefetches in its turn (`usePrefetchTurn`); "intent" links start listening for the visitor's
 * intent in theirs, and "none" never prefetches.
 */
function usePrefetch(internal: boolean, prefetch: LinkProps["prefetch"]) {
  const wanted = internal && prefetch !== "none";
  const [started, ref] = usePrefetchTurn(wanted);
  const mode: LinkProps["prefetch"] = started ? (prefetch === "intent" ? "intent" : "render") : "none";
  return { ref, prefetch: mode };
}

/** A link to a site path in the current language. External and hash links pass through. */
export function LocalLink({ to, prefetch, ...props }: LinkProps & { to: string }) {
  const localize = useLocalizePath();
  const internal = isInternal(to);
  return <Link to={internal ? localize(to) : to} {...usePrefetch(internal, prefetch)} {...props} />;
}

export function LocalNavLink({ to, prefetch, ...props }: NavLinkProps & { to: string }) {
  const localize = useLocalizePath();
  const internal = isInternal(to);
  return <NavLink to={internal ? localize(to) : to} {...usePrefetch(internal, prefetch)} {...props} />;
}

export function isInternal(to: string): boolean {
  return to.startsWith("/") && !to.startsWith("//");
}
