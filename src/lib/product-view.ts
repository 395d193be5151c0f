import type { Locale } from "#domain/locales.ts";
import { formatLongDate } from "#domain/intl.ts";
import { displayImage, displayName, pickLocalized } from "#domain/localized.ts";
import { articlePath, productPath } from "#domain/paths.ts";
import { focusOf, type AltTexts } from "#domain/media-alt.ts";

/** What a product card shows, in one language (from a loader or an /api/commodities page). */
export interface ProductSummary {
  id: number;
  name: string;
  summary: string;
  image: string;
  model: string;
  href: string;
  /** Where the card's crop keeps the image's subject (CSS object-position, decision 096); absent for the centre. */
  focus?: string;
}

/**
 * A product card's data. The focal point comes from the loader's lookup of the page's images (`alts`), or from the
 * public list's `image_focus` for the pages a list loads as the visitor scrolls.
 */
export function toProductSummary(
  product: { id: number; en_name: string; main_img_url?: string | null; model?: string | null; image_focus?: string | null },
  locale: Locale,
  alts?: AltTexts,
): ProductSummary {
  const image = displayImage(product);
  const focus = alts ? focusOf(alts, image) : (product.image_focus ?? undefined);
  return {
    id: product.id,
    name: displayName(product, locale),
    summary: pickLocalized(product, "summary", locale),
    image,
    model: product.model ?? "",
    href: productPath(product),
    ...(focus ? { focus } : {}),
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
  /** Where the card's crop keeps the image's subject (decision 096); absent for the centre. */
  focus?: string;
}

export function toArticleSummary(
  article: { id: number; en_title: string; main_img_url?: string | null; created_at: string },
  locale: Locale,
  alts?: AltTexts,
): ArticleSummary {
  const image = displayImage(article);
  const focus = alts && focusOf(alts, image);
  return {
    id: article.id,
    title: displayName(article, locale, "title"),
    summary: pickLocalized(article, "summary", locale),
    image,
    date: article.created_at,
    dateLabel: formatLongDate(article.created_at, locale),
    href: articlePath(article),
    ...(focus ? { focus } : {}),
  };
}
