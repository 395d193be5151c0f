import { Link, NavLink, type LinkProps, type NavLinkProps } from "react-router";
import { useLocalizePath } from "#src/lib/use-locale.ts";

/** A link to a site path in the current language. External and hash links pass through. */
export function LocalLink({ to, ...props }: LinkProps & { to: string }) {
  const localize = useLocalizePath();
  return <Link to={isInternal(to) ? localize(to) : to} prefetch={props.prefetch ?? "none"} {...props} />;
}

export function LocalNavLink({ to, ...props }: NavLinkProps & { to: string }) {
  const localize = useLocalizePath();
  return <NavLink to={isInternal(to) ? localize(to) : to} {...props} />;
}

function isInternal(to: string): boolean {
  return to.startsWith("/") && !to.startsWith("//");
}
