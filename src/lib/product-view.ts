import type { Locale } from "#domain/locales.ts";
import { formatLongDate } from "#domain/intl.ts";
import { displayImage, displayName, pickLocalized } from "#domain/localized.ts";
import { articlePath, productPath } from "#domain/paths.ts";

/** What a product card shows, in one language (from a loader or an /api/commodities page). */
export interface ProductSummary {
  id: number;
  name: string;
  summary: string;
  image: string;
  model: string;
  href: string;
}

export function toProductSummary(
  product: { id: number; en_name: string; main_img_url?: string | null; model?: string | null },
  locale: Locale,
): ProductSummary {
  return {
    id: product.id,
    name: displayName(product, locale),
    summary: pickLocalized(product, "summary", locale),
    image: displayImage(product),
    model: product.model ?? "",
    href: productPath(product),
  };
}

/** What an article card shows, in one language. */
export interface ArticleSummary {
  id: number;
  title: string;
  summary: string;
  image: string;
  date: string;
  /** The date as shown, formatted on the server (formatLongDate). */
  dateLabel: string;
  href: string;
}

export function toArticleSummary(article: { id: number; en_title: string; main_img_url?: string | null; created_at: string }, locale: Locale): ArticleSummary {
  return {
    id: article.id,
    title: displayName(article, locale, "title"),
    summary: pickLocalized(article, "summary", locale),
    image: displayImage(article),
    date: article.created_at,
    dateLabel: formatLongDate(article.created_at, locale),
    href: articlePath(article),
  };
}
