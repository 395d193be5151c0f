import { isbot } from "isbot";
import { DEFAULT_LOCALE, localeFromAcceptLanguage, type Locale } from "./locales.ts";

/**
 * A person's first visit to `/` with no language cookie goes to their Accept-Language; bots never
 * move. The home loader redirects by it, and the render cache (decision 049) serves its stored `/`
 * only to requests for which it is null.
 */
export function firstVisitLanguage(header: (name: string) => string | null | undefined): Locale | null {
  const cookie = header("cookie") ?? "";
  if (/(?:^|;\s*)lang=/.test(cookie)) return null;
  if (isbot(header("user-agent") ?? "")) return null;
  const preferred = localeFromAcceptLanguage(header("accept-language") ?? null);
  return preferred && preferred !== DEFAULT_LOCALE ? preferred : null;
}
