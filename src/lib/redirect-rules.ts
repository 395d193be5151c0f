import { findNode, type TreeNode } from "./category-tree.ts";
import { lastSegment, parseId } from "./paths.ts";
import { slugMatches } from "./slug.ts";

/**
 * SPEC §5 redirect rules as pure decisions, so the loaders (which answer real 301/302 on the
 * server and redirect again on client navigation) and the unit tests share them.
 */

export type DetailDecision<T> = { ok: true; item: T } | { ok: false; reason: "missing-id" | "not-found" | "slug-mismatch" };

/** /product/{slug}?articleID= and /blog/{slug}?articleID=: the id must exist and the slug match the English title. */
export async function decideDetail<T>(
  url: URL,
  fetchItem: (id: number) => Promise<T | undefined>,
  englishTitle: (item: T) => string,
): Promise<DetailDecision<T>> {
  const id = parseId(url.searchParams.get("articleID"));
  if (id === null) return { ok: false, reason: "missing-id" };
  const item = await fetchItem(id).catch(() => undefined);
  if (!item) return { ok: false, reason: "not-found" };
  if (!slugMatches(url.pathname, englishTitle(item))) return { ok: false, reason: "slug-mismatch" };
  return { ok: true, item };
}

interface LandingNode extends TreeNode {
  level?: number;
  child: LandingNode[];
  landingPageOne?: { id: number; url: string } | null;
  landingPageTwo?: { id: number; url: string } | null;
}

export type LandingDecision<N> =
  | { ok: true; node: N; kind: "one" | "two"; landingId: number }
  | { ok: false; reason: "missing-sortid" | "unknown-category" | "no-landing-page" | "url-mismatch" };

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
  return { ok: true, node, kind: isTop ? "one" : "two", landingId: landing.id };
}

/** Missing or unknown items may appear later (302); a wrong slug or url for a real item is permanently wrong (301). */
export function redirectStatus(reason: string): 301 | 302 {
  return reason === "slug-mismatch" || reason === "url-mismatch" ? 301 : 302;
}
