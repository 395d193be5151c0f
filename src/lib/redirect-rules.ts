import { data, redirect } from "react-router";
import { findNode, type TreeNode } from "#domain/category-tree.ts";
import { localizePath, stripLocale, type Locale } from "#domain/locales.ts";
import { parsePageParam } from "./page-counter.ts";
import { landingPath, lastSegment, parseId } from "#domain/paths.ts";
import { slugMatches } from "#domain/slug.ts";

/**
 * product rules §5 redirect rules as pure decisions, so the loaders (which answer real 301/302 on the
 * server and redirect again on client navigation) and the unit tests share them.
 *
 * Only a record that is not there sends the visitor to the list; a fetch that fails (the
 * database is down) is not decided here: its error reaches the error page with status 500.
 * A URL that names a real record in an unclean shape (junk segments, `articleID=037`) is
 * sent to the record's clean URL, so every page has one address.
 */

export type RedirectReason = "missing-id" | "not-found" | "slug-mismatch" | "missing-sortid" | "unknown-category" | "no-landing-page" | "url-mismatch";

/** A decision that leads away: to the list page, or (`clean`) to the item's own clean URL. */
export type Away = { ok: false; reason: RedirectReason } | { ok: false; reason: "not-clean"; clean: string };

/** The record is in the trash (decision 096): gone, not missing, so its address answers 404 instead of leading away. */
export interface Trashed {
  ok: false;
  reason: "trashed";
}

export type DetailDecision<T> = { ok: true; item: T } | Away | Trashed;

/** The path (without locale prefix) and the query parameters of a URL, decoded segment by segment. */
function segments(pathname: string): string[] {
  return stripLocale(pathname)
    .split("/")
    .map((part) => {
      try {
        return decodeURIComponent(part);
      } catch {
        return part;
      }
    });
}

/**
 * The clean URL `clean` (language-neutral, with its identifying parameter) when `url` is another
 * shape of it; null when `url` is already clean. Other query parameters (campaign tags) are kept.
 */
function uncleanShape(url: URL, clean: string, param: string): string | null {
  const target = new URL(clean, url.origin);
  const samePath = segments(url.pathname).join("/") === segments(target.pathname).join("/");
  const sameParam = url.searchParams.getAll(param).join() === target.searchParams.get(param);
  if (samePath && sameParam) return null;
  const rest = new URLSearchParams(url.search);
  rest.delete(param);
  const extra = rest.toString();
  return `${target.pathname}${target.search}${extra ? `&${extra}` : ""}`;
}

/**
 * /product/{slug}?articleID= and /blog/{slug}?articleID=: the id must exist and the slug match the English title.
 * `cleanPath` gives the item's canonical path (productPath, articlePath); a fetch that throws is not caught.
 * `formerTitles` (products): the English titles the item had before; a slug made from one of them is an old
 * address of the item, sent to its current one (301) rather than to the list. `trashed`: whether an id that has no
 * record is in the trash, which makes its address a 404 rather than a redirect.
 */
export async function decideDetail<T>(
  url: URL,
  fetchItem: (id: number) => Promise<T | undefined>,
  englishTitle: (item: T) => string,
  cleanPath: (item: T) => string,
  formerTitles?: (item: T) => Promise<string[]>,
  trashed?: (id: number) => Promise<boolean>,
): Promise<DetailDecision<T>> {
  const id = parseId(url.searchParams.get("articleID"));
  if (id === null) return { ok: false, reason: "missing-id" };
  const item = await fetchItem(id);
  if (!item) return trashed && (await trashed(id)) ? { ok: false, reason: "trashed" } : { ok: false, reason: "not-found" };
  if (!slugMatches(url.pathname, englishTitle(item))) {
    const former = formerTitles ? await formerTitles(item) : [];
    if (!former.some((title) => slugMatches(url.pathname, title))) return { ok: false, reason: "slug-mismatch" };
    return { ok: false, reason: "not-clean", clean: uncleanShape(url, cleanPath(item), "articleID") ?? cleanPath(item) };
  }
  const clean = uncleanShape(url, cleanPath(item), "articleID");
  if (clean) return { ok: false, reason: "not-clean", clean };
  return { ok: true, item };
}

interface LandingNode extends TreeNode {
  level?: number;
  child: LandingNode[];
  landingPageOne?: { id: number; url: string } | null;
  landingPageTwo?: { id: number; url: string } | null;
}

export type LandingDecision<N> = { ok: true; node: N; kind: "one" | "two"; landingId: number } | Away;

/** /products/{url}?sortid=: a known category whose landing page url equals the last path segment. */
export function decideLanding<N extends LandingNode>(url: URL, tree: N[]): LandingDecision<N> {
  const sortid = parseId(url.searchParams.get("sortid"));
  if (sortid === null) return { ok: false, reason: "missing-sortid" };
  const node = findNode(tree, sortid);
  if (!node) return { ok: false, reason: "unknown-category" };
  const isTop = tree.some((top) => top.id === sortid);
  const landing = isTop ? node.landingPageOne : node.landingPageTwo;
  if (!landing) return { ok: false, reason: "no-landing-page" };
  if (lastSegment(url.pathname) !== landing.url) return { ok: false, reason: "url-mismatch" };
  const clean = uncleanShape(url, landingPath(landing.url, node.id), "sortid");
  if (clean) return { ok: false, reason: "not-clean", clean };
  return { ok: true, node, kind: isTop ? "one" : "two", landingId: landing.id };
}

/** Missing or unknown items may appear later (302); a wrong slug, url or shape for a real item is permanently wrong (301). */
export function redirectStatus(reason: Away["reason"]): 301 | 302 {
  return reason === "slug-mismatch" || reason === "url-mismatch" || reason === "not-clean" ? 301 : 302;
}

/** The redirect a loader throws for a decision that leads away: the item's clean URL, else the list page, in the visitor's language. */
export function redirectAway(decision: Away, listPath: string, locale: Locale): Response {
  const to = decision.reason === "not-clean" ? decision.clean : listPath;
  return redirect(localizePath(to, locale), redirectStatus(decision.reason));
}

/** What a loader throws for a page that is not there: the layout's translated 404. */
export function pageNotFound() {
  return data(null, { status: 404, statusText: "This page could not be found" });
}

/** What a detail loader throws when it does not show the item: a 404 for one in the trash, else the redirect away. */
export function leaveDetail(decision: Away | Trashed, listPath: string, locale: Locale) {
  return decision.reason === "trashed" ? pageNotFound() : redirectAway(decision, listPath, locale);
}

/** Identifying query parameters of list pages and the clean form of their values (null: drop it). */
const LIST_PARAMS: Record<"page" | "sortid", (value: string) => string | null> = {
  page: (value) => {
    const page = parsePageParam(value);
    return page > 1 && /^\d+$/.test(value) ? String(page) : null;
  },
  sortid: (value) => {
    const id = parseId(value);
    return id === null ? null : String(id);
  },
};

/**
 * A list URL (/products, /blog) whose identifying parameters are not in their clean form
 * (`page=abc`, `page=1`, `page=02`, `sortid=x`, a parameter given twice): its clean URL, else null.
 * Filters and campaign tags are kept as they are.
 */
export function cleanListUrl(url: URL, params: readonly (keyof typeof LIST_PARAMS)[]): string | null {
  const next = new URLSearchParams(url.search);
  let changed = false;
  for (const name of params) {
    const values = url.searchParams.getAll(name);
    if (!values.length) continue;
    const clean = LIST_PARAMS[name](values[0]!);
    if (values.length === 1 && clean === values[0]) continue;
    changed = true;
    if (clean === null) next.delete(name);
    else next.set(name, clean);
  }
  if (!changed) return null;
  const search = next.toString();
  return `${url.pathname}${search ? `?${search}` : ""}`;
}

/** The 301 a list loader throws when its URL is not in clean form (see cleanListUrl), else null. */
export function uncleanListRedirect(url: URL, params: readonly (keyof typeof LIST_PARAMS)[]): Response | null {
  const clean = cleanListUrl(url, params);
  return clean === null ? null : redirect(clean, 301);
}
