export const LOCALES = ["en", "fr", "nl"] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = "en";

/** Names shown in the language selector, each in its own language. */
export const LOCALE_NAMES: Record<Locale, string> = { en: "English", fr: "Français", nl: "Nederlands" };

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (LOCALES as readonly string[]).includes(value);
}

/** en is unprefixed (`/products`); fr and nl are prefixed (`/fr/products`). */
export function localeFromPath(pathname: string): Locale {
  const first = pathname.split("/")[1];
  return isLocale(first) && first !== DEFAULT_LOCALE ? first : DEFAULT_LOCALE;
}

/** The path without its locale prefix, always starting with one "/" (never "//", which a link would read as another site). */
export function stripLocale(pathname: string): string {
  const locale = localeFromPath(pathname);
  const rest = locale === DEFAULT_LOCALE ? pathname : pathname.slice(locale.length + 1);
  return `/${rest.replace(/^\/+/, "")}`;
}

/** A site path in the given language: localizePath("/products", "fr") → "/fr/products". */
export function localizePath(path: string, locale: Locale): string {
  const clean = stripLocale(path.startsWith("/") ? path : `/${path}`);
  if (locale === DEFAULT_LOCALE) return clean;
  return clean === "/" ? `/${locale}` : `/${locale}${clean}`;
}

/** Picks the visitor's preferred supported language from an Accept-Language header. */
export function localeFromAcceptLanguage(header: string | null | undefined): Locale | null {
  if (!header) return null;
  const ranked = header
    .split(",")
    .map((part) => {
      const [tag = "", ...params] = part.trim().split(";");
      const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
      return { lang: tag.toLowerCase().split("-")[0] ?? "", q: q ? Number(q.slice(2)) || 0 : 1 };
    })
    .filter((entry) => entry.q > 0)
    .sort((a, b) => b.q - a.q);
  return ranked.map((entry) => entry.lang).find(isLocale) ?? null;
}
