import type { Location, MetaDescriptor } from "react-router";
import { DEFAULT_LOCALE, LOCALES, localizePath, localeFromPath, stripLocale, type Locale } from "#domain/locales.ts";
import { parsePageParam } from "./page-counter.ts";
import { parseId } from "#domain/paths.ts";

const OG_LOCALES: Record<Locale, string> = { en: "en_GB", fr: "fr_FR", nl: "nl_NL" };

export interface PageSeo {
  title: string;
  description: string;
  image?: string;
  type?: "website" | "article" | "product";
  /** Pages that must not be indexed (thanks, login, errors). */
  noindex?: boolean;
  /**
   * The languages in which the page's main content is really written (translation-completeness.ts);
   * all three when absent. In any other language the page shows fallback text: it is not indexed,
   * its canonical points to a language that has the text, and no page lists it as an alternate.
   */
  languages?: readonly Locale[];
  jsonLd?: object | object[];
}

type IdentifyingParam = "articleID" | "sortid" | "page" | "ids";

/** The query parameters that identify a page of this shape; everything else (filters, campaign tags) is dropped from canonical URLs. */
function identifyingParams(pathname: string): IdentifyingParam[] {
  const path = stripLocale(pathname).replace(/\/+$/, "");
  if (/^\/(product|blog)\/./.test(path)) return ["articleID"];
  if (/^\/products\/./.test(path)) return ["sortid"];
  if (path === "/products") return ["sortid", "page"];
  if (path === "/blog") return ["page"];
  if (path === "/compare") return ["ids"];
  return [];
}

/** A parameter's value in clean form, or null when it has none (page 1, `page=abc`, `articleID=x`). */
function cleanValue(name: IdentifyingParam, value: string | null): string | null {
  if (value === null) return null;
  if (name === "page") {
    const page = parsePageParam(value);
    return page > 1 ? String(page) : null;
  }
  if (name === "ids") {
    // In one order: 3,1 and 1,3 are one comparison.
    const ids = [...new Set(value.split(",").map(parseId))].filter((id) => id !== null).sort((a, b) => a - b);
    return ids.length ? ids.join(",") : null;
  }
  const id = parseId(value);
  return id === null ? null : String(id);
}

/**
 * The canonical form of a page's address (with its locale prefix, without origin): no trailing
 * slash, and only the query parameters that identify a page of its shape, in clean form.
 */
export function canonicalPath(location: Pick<Location, "pathname" | "search">): string {
  const params = new URLSearchParams(location.search);
  const kept: string[] = [];
  for (const name of identifyingParams(location.pathname)) {
    const value = cleanValue(name, params.get(name));
    // Clean values are digits and commas: written as the site's own links write them (ids=1,3, not ids=1%2C3).
    if (value !== null) kept.push(`${name}=${value}`);
  }
  const query = kept.join("&");
  return `${location.pathname.replace(/(.)\/+$/, "$1")}${query ? `?${query}` : ""}`;
}

/** Title, description, canonical, hreflang alternates (with x-default), Open Graph and JSON-LD. */
export function seoMeta(origin: string, location: Pick<Location, "pathname" | "search">, page: PageSeo): MetaDescriptor[] {
  const locale = localeFromPath(location.pathname);
  const [path = "/", query] = canonicalPath(location).split("?");
  const urlFor = (candidate: Locale) => `${origin}${localizePath(path, candidate)}${query ? `?${query}` : ""}`;
  const own = page.languages?.length ? page.languages : LOCALES;
  const preferred = own.includes(DEFAULT_LOCALE) ? DEFAULT_LOCALE : own[0]!;
  const isOwnText = own.includes(locale);
  const canonical = urlFor(isOwnText ? locale : preferred);
  const image = page.image ? new URL(page.image, origin).toString() : undefined;
  // A page in fallback text belongs to no hreflang set: only the languages with their own text are alternates.
  const alternates: MetaDescriptor[] = isOwnText
    ? [
        ...own.map((candidate) => ({ tagName: "link", rel: "alternate", hrefLang: candidate, href: urlFor(candidate) })),
        { tagName: "link", rel: "alternate", hrefLang: "x-default", href: urlFor(preferred) },
      ]
    : [];

  const tags: MetaDescriptor[] = [
    { title: page.title },
    { name: "description", content: page.description },
    { tagName: "link", rel: "canonical", href: canonical },
    ...alternates,
    { property: "og:type", content: page.type ?? "website" },
    { property: "og:title", content: page.title },
    { property: "og:description", content: page.description },
    { property: "og:url", content: canonical },
    { property: "og:locale", content: OG_LOCALES[locale] },
    { name: "twitter:card", content: image ? "summary_large_image" : "summary" },
  ];
  if (image) tags.push({ property: "og:image", content: image });
  if (page.noindex) tags.push({ name: "robots", content: "noindex" });
  else if (!isOwnText) tags.push({ name: "robots", content: "noindex, follow" });
  for (const item of [page.jsonLd ?? []].flat()) tags.push({ "script:ld+json": item });
  return tags;
}
