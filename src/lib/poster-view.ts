import type { Locale } from "#domain/locales.ts";
import { altTextFor, type AltTexts } from "#domain/media-alt.ts";
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

/** The views with the library's alt text of their desktop image (the loader's one lookup for the page). */
export function withPosterAlts<View extends Pick<PosterView, "pcImg">>(views: View[], alts: AltTexts, locale: Locale): (View & { alt: string })[] {
  return views.map((view) => ({ ...view, alt: altTextFor(alts, view.pcImg, locale, "") }));
}
