import type { Location, MetaDescriptor } from "react-router";
import { DEFAULT_LOCALE, LOCALES, localizePath, localeFromPath, type Locale } from "./locales.ts";

/** Query parameters that identify a page (everything else is dropped from canonical URLs). */
const IDENTIFYING_PARAMS = ["articleID", "sortid", "page", "ids"];

const OG_LOCALES: Record<Locale, string> = { en: "en_GB", fr: "fr_FR", nl: "nl_NL" };

export interface PageSeo {
  title: string;
  description: string;
  image?: string;
  type?: "website" | "article" | "product";
  /** Pages that must not be indexed (thanks, login, errors). */
  noindex?: boolean;
  jsonLd?: object | object[];
}

function identifyingSearch(search: string): string {
  const params = new URLSearchParams(search);
  const kept = new URLSearchParams();
  for (const key of IDENTIFYING_PARAMS) {
    const value = params.get(key);
    if (value && !(key === "page" && value === "1")) kept.set(key, value);
  }
  const text = kept.toString();
  return text ? `?${text}` : "";
}

/** Title, description, canonical, hreflang alternates (with x-default), Open Graph and JSON-LD. */
export function seoMeta(origin: string, location: Pick<Location, "pathname" | "search">, page: PageSeo): MetaDescriptor[] {
  const locale = localeFromPath(location.pathname);
  const search = identifyingSearch(location.search);
  const urlFor = (candidate: Locale) => `${origin}${localizePath(location.pathname, candidate)}${search}`;
  const canonical = urlFor(locale);
  const image = page.image ? new URL(page.image, origin).toString() : undefined;

  const tags: MetaDescriptor[] = [
    { title: page.title },
    { name: "description", content: page.description },
    { tagName: "link", rel: "canonical", href: canonical },
    ...LOCALES.map((candidate) => ({ tagName: "link", rel: "alternate", hrefLang: candidate, href: urlFor(candidate) })),
    { tagName: "link", rel: "alternate", hrefLang: "x-default", href: urlFor(DEFAULT_LOCALE) },
    { property: "og:type", content: page.type ?? "website" },
    { property: "og:title", content: page.title },
    { property: "og:description", content: page.description },
    { property: "og:url", content: canonical },
    { property: "og:locale", content: OG_LOCALES[locale] },
    { name: "twitter:card", content: image ? "summary_large_image" : "summary" },
  ];
  if (image) tags.push({ property: "og:image", content: image });
  if (page.noindex) tags.push({ name: "robots", content: "noindex" });
  for (const item of [page.jsonLd ?? []].flat()) tags.push({ "script:ld+json": item });
  return tags;
}
