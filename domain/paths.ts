import { slugify } from "./slug.ts";

/**
 * Public URLs of entities (product rules §5). All paths are language-neutral: render them through
 * LocalLink / localizePath to get /fr/... and /nl/....
 */

/**
 * First path segments the site itself answers: its pages (src/routes.ts; paths.test.ts checks that every one is
 * here), the languages, and what the server answers before any page (API, files, health). The about page's path, a
 * site setting, may be none of them: it would hide that page, or be hidden by it.
 */
export const RESERVED_PATH_SEGMENTS: readonly string[] = [
  ...["partner", "benefits", "products", "product", "blog", "faq", "service", "contact", "thanks", "newsletter", "dealers"],
  ...["register", "compare", "manuals", "parts", "batteries", "safety", "my", "m", "login", "admin"],
  ...["en", "fr", "nl"],
  ...["api", "media", "documents", "texts", "assets", "fonts", "images", "healthz", "readyz", "metrics"],
];

/** The query parameter that opens a public page as an editor's preview link shows it (decision 061). */
export const PREVIEW_PARAM = "preview";

/** The contact page's parameter naming the product a quote is asked for: /contact?product={id}. */
export const QUOTE_PARAM = "product";

/** The contact form started as a quote request for one product ("Ask for a quote"). */
export function quotePath(product: { id: number }): string {
  return `/contact?${QUOTE_PARAM}=${product.id}`;
}

/** /product/{English name with hyphens}?articleID={id} */
export function productPath(product: { id: number; en_name: string }): string {
  return `/product/${encodeURIComponent(slugify(product.en_name))}?articleID=${product.id}`;
}

/** /blog/{English title with hyphens}?articleID={id} */
export function articlePath(article: { id: number; en_title: string }): string {
  return `/blog/${encodeURIComponent(slugify(article.en_title))}?articleID=${article.id}`;
}

interface CategoryRef {
  id: number;
  landingPageOne?: { url: string } | null;
  landingPageTwo?: { url: string } | null;
}

/** The landing page of a first- or second-level category, else the filtered product list. */
export function categoryPath(category: CategoryRef): string {
  const url = category.landingPageOne?.url ?? category.landingPageTwo?.url;
  return url ? landingPath(url, category.id) : productListPath(category.id);
}

/** /products/{landing page url}?sortid={category id} */
export function landingPath(url: string, categoryId: number): string {
  return `/products/${encodeURIComponent(url)}?sortid=${categoryId}`;
}

/** /products?sortid={id}: the product list with product rules §4's selection rule applied. */
export function productListPath(sortid?: number): string {
  return sortid ? `/products?sortid=${sortid}` : "/products";
}

/** The last non-empty segment of a path, URL-decoded ("" when malformed). */
export function lastSegment(pathname: string): string {
  const last = pathname.replace(/\/+$/, "").split("/").pop() ?? "";
  try {
    return decodeURIComponent(last);
  } catch {
    return "";
  }
}

/** Ids are 32-bit integers on both engines: a larger number names nothing (and PostgreSQL refuses to compare it with one). */
export const MAX_ID = 2_147_483_647;

/** A positive integer id from a query value, or null. */
export function parseId(value: string | null | undefined): number | null {
  if (!value || !/^\d{1,12}$/.test(value.trim())) return null;
  const id = Number(value.trim());
  return id > 0 && id <= MAX_ID ? id : null;
}
