import type { Locale } from "./locales.ts";

/**
 * The search-result texts of products and articles (decision 092): an editor may write a title and a description
 * per language for search engines; where one is blank the page falls back, as before, to the name and the summary
 * (or the start of the description). No fall-back across languages: a French page with an English search title
 * would be worse than its own name.
 */
export const SEO_TITLE_MAX = 70;
export const SEO_DESCRIPTION_MAX = 320;
/** About what a search engine shows before it cuts: the preview cuts there too, so the editor sees it. */
export const SNIPPET_TITLE_CHARS = 60;
export const SNIPPET_DESCRIPTION_CHARS = 155;

/** The record's own search-result title and description in `locale` ('' where not written). */
export function ownSearchTexts(record: Record<string, unknown>, locale: Locale): { title: string; description: string } {
  const own = (field: string) => {
    const value = record[`${locale}_${field}`];
    return typeof value === "string" ? value.trim() : "";
  };
  return { title: own("seo_title"), description: own("seo_description") };
}

/** "Mower M48 | Fantai": the document title a page gets, with the brand once (as the pages' meta builder does). */
export function documentTitle(title: string, brand: string): string {
  return !brand || title.includes(brand) ? title : `${title} | ${brand}`;
}

/** Text cut at a word before `max` characters, with an ellipsis, as a search result shows a long one. */
export function snippet(text: string, max: number): string {
  const flat = text.replace(/\s+/g, " ").trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const space = cut.lastIndexOf(" ");
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,.;:]+$/, "")}…`;
}
