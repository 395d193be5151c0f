import type { Location, MetaDescriptor } from "react-router";
import type { Messages } from "#domain/i18n.ts";
import { createTranslate } from "#domain/translate.ts";
import { breadcrumbLd } from "./json-ld.ts";
import { localeFromPath, localizePath } from "#domain/locales.ts";
import { PREVIEW_PARAM } from "#domain/paths.ts";
import { publicLayoutDataFrom, rootDataFrom } from "./root-data.ts";
import { seoMeta, type PageSeo } from "./seo.ts";
import { documentTitle } from "#domain/seo.ts";

type Matches = ReadonlyArray<{ id: string; loaderData?: unknown } | undefined>;

/** A dotted key ("public:faq.title", "common:nav.home"; "public" by default) in the loader's texts, with {{var}} filled in. */
export function lookup(messages: Messages | undefined, key: string, vars: Record<string, string | number> = {}): string {
  return createTranslate(messages ?? {}, "public")(key, vars);
}

export interface MetaInput extends Omit<PageSeo, "title" | "description"> {
  /** A translation key, or a literal title when `literal` is set. */
  title: string;
  description: string;
  literal?: boolean;
  vars?: Record<string, string | number>;
  /**
   * Breadcrumbs after Home, each a translation key (or literal text when `literal` is set on the
   * crumb) and a language-neutral path; adds a BreadcrumbList to the JSON-LD.
   */
  crumbs?: { name: string; path: string; literal?: boolean }[];
  /** Links the blog's Atom feed in the page's language (the blog and its articles). */
  feed?: string;
}

/**
 * Title ("Page | Brand"), description, canonical, hreflang, Open Graph and JSON-LD for a public page,
 * with texts from the root loader so they follow the language on client navigation too.
 */
export function pageMeta(args: { matches: Matches; location: Pick<Location, "pathname" | "search"> }, input: MetaInput): MetaDescriptor[] {
  const root = rootDataFrom(args.matches);
  const layout = publicLayoutDataFrom(args.matches);
  if (!root || !layout) return [];
  const brand = layout.settings.brand_name;
  const vars = { brand, ...input.vars };
  const title = input.literal ? input.title : lookup(root.messages, input.title, vars);
  const description = input.literal ? input.description : lookup(root.messages, input.description, vars);
  const fullTitle = documentTitle(title, brand);
  const { literal: _literal, vars: _vars, crumbs, feed, ...rest } = input;
  const jsonLd = [input.jsonLd ?? []].flat();
  if (crumbs?.length) {
    const locale = localeFromPath(args.location.pathname);
    const url = (path: string) => `${layout.origin}${localizePath(path.split("?")[0]!, locale)}${path.includes("?") ? `?${path.split("?")[1]}` : ""}`;
    jsonLd.push(
      breadcrumbLd([
        { name: lookup(root.messages, "common:nav.home"), url: url("/") },
        ...crumbs.map((crumb) => ({ name: crumb.literal ? crumb.name : lookup(root.messages, crumb.name, vars), url: url(crumb.path) })),
      ]),
    );
  }
  // A preview link's page (decision 061) is for one editor's eyes: never indexed.
  const preview = new URLSearchParams(args.location.search).has(PREVIEW_PARAM);
  const tags = seoMeta(layout.origin, args.location, { ...rest, noindex: rest.noindex || preview, jsonLd, title: fullTitle, description });
  if (feed) {
    const href = `${layout.origin}${localizePath("/blog/feed.xml", localeFromPath(args.location.pathname))}`;
    tags.push({ tagName: "link", rel: "alternate", type: "application/atom+xml", title: `${lookup(root.messages, feed)} | ${brand}`, href });
  }
  return tags;
}
