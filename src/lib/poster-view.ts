import type { Locale } from "#domain/locales.ts";
import { altTextFor, focusOf, type AltTexts } from "#domain/media-alt.ts";
import { DEFAULT_BANNER_IMAGE, displayName, pickLocalized } from "#domain/localized.ts";

interface PosterLikeRow {
  id: number;
  pc_img: string;
  phone_img: string;
  url: string;
}

/** A poster, card, banner, tag or slide in one language: what the browser needs and nothing more. */
export interface PosterView {
  id: number;
  name: string;
  description: string;
  pcImg: string;
  phoneImg: string;
  url: string;
  /** The library's alt text of the image in this language (decision 065), when the loader looked it up; "" otherwise. */
  alt?: string;
  /** Where a crop keeps each image's subject (CSS object-position, decisions 092 and 096); absent for the centre. */
  focus?: string;
  phoneFocus?: string;
}

export function toPosterView(row: PosterLikeRow, locale: Locale): PosterView {
  return {
    id: row.id,
    name: displayName(row, locale),
    description: pickLocalized(row, "description", locale),
    pcImg: row.pc_img || row.phone_img || DEFAULT_BANNER_IMAGE,
    phoneImg: row.phone_img || row.pc_img || DEFAULT_BANNER_IMAGE,
    url: row.url || "/products",
  };
}

/** product rules §3: the home poster defaults to a null-named poster with url /product. */
export const DEFAULT_HOME_POSTER: PosterView = {
  id: 0,
  name: displayName(null, "en"),
  description: "",
  pcImg: DEFAULT_BANNER_IMAGE,
  phoneImg: DEFAULT_BANNER_IMAGE,
  url: "/product",
};

/** The image URLs of these views, desktop and phone, for the loader's one lookup of the library's texts and focal points. */
export function posterImages(views: readonly Pick<PosterView, "pcImg" | "phoneImg">[]): string[] {
  return views.flatMap((view) => [view.pcImg, view.phoneImg]);
}

/**
 * The views with the library's alt text of their desktop image and the focal point of each image (the loader's one
 * lookup for the page, over `posterImages`).
 */
export function withPosterAlts<View extends Pick<PosterView, "pcImg" | "phoneImg">>(views: View[], alts: AltTexts, locale: Locale): (View & { alt: string })[] {
  return views.map((view) => {
    const focus = focusOf(alts, view.pcImg);
    const phoneFocus = focusOf(alts, view.phoneImg);
    return { ...view, alt: altTextFor(alts, view.pcImg, locale, ""), ...(focus ? { focus } : {}), ...(phoneFocus ? { phoneFocus } : {}) };
  });
}
