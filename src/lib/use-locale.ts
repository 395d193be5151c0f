import { useLocation } from "react-router";
import { localeFromPath, localizePath, type Locale } from "#domain/locales.ts";

/** The language of the current page, read from its path (the one source of truth). */
export function useLocale(): Locale {
  return localeFromPath(useLocation().pathname);
}

/** Turns a site path into the current language's path: "/products" → "/fr/products". */
export function useLocalizePath(): (path: string) => string {
  const locale = useLocale();
  return (path) => localizePath(path, locale);
}
