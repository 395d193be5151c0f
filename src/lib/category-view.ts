import type { CategoryNode } from "#server/services/catalogue.ts";
import type { Locale } from "#domain/locales.ts";
import { displayDescription, displayImage, displayLink, displayName } from "#domain/localized.ts";

/**
 * A category as the public pages show it: texts already resolved for one language with the
 * product rules §3 fallback, so the header and filters send a third of the data to the browser.
 */
export interface CategoryView {
  id: number;
  level: number;
  name: string;
  description: string;
  image: string;
  /** product rules §3: the category's link, else /products. */
  link: string;
  /** The url of its landing page (one for top-level, two for second-level), if any. */
  landingUrl: string | null;
  child: CategoryView[];
}

export function toCategoryView(node: CategoryNode, locale: Locale): CategoryView {
  return {
    id: node.id,
    level: node.level,
    name: displayName(node, locale),
    description: displayDescription(node, locale),
    image: displayImage(node),
    link: displayLink(node),
    landingUrl: node.landingPageOne?.url ?? node.landingPageTwo?.url ?? null,
    child: node.child.map((c) => toCategoryView(c, locale)),
  };
}
