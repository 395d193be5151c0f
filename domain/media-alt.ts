import type { Locale } from "./locales.ts";
import { originalUrlOf } from "./media-url.ts";

/**
 * Alternative texts from the media library (decision 065), by the image's stored URL: what a
 * loader fetched in one query for every image of its page (services.mediaLibrary.altTextsOf).
 */
export type AltTexts = ReadonlyMap<string, Readonly<Record<Locale, string>> & { readonly focus?: string }>;

/**
 * The CSS object-position that keeps the image's focal point in view when a page crops it ("30% 70%", decision 092);
 * undefined for the centre (the browser's default) and for images outside the library.
 */
export function focusOf(alts: AltTexts, url: string): string | undefined {
  return alts.get(originalUrlOf(url))?.focus;
}

/** The image's alt text in `locale`, else in English, else `fallback` (what the page showed before: the record's name, or ""). */
export function altTextFor(alts: AltTexts, url: string, locale: Locale, fallback: string): string {
  const texts = alts.get(originalUrlOf(url));
  return texts?.[locale] || texts?.en || fallback;
}

const IMG_TAG = /<img\b[^>]*>/gi;
const SRC = /\ssrc\s*=\s*(?:"([^"]*)"|'([^']*)')/i;
const EMPTY_ALT = /\salt\s*=\s*(?:""|'')/i;
const ANY_ALT = /\salt\s*=/i;

/** The src of each <img> in HTML. */
export function imageSources(html: string): string[] {
  return [...html.matchAll(IMG_TAG)].flatMap((tag) => {
    const match = SRC.exec(tag[0]);
    const src = (match?.[1] ?? match?.[2] ?? "").replaceAll("&amp;", "&");
    return src ? [src] : [];
  });
}

const escapeAttribute = (text: string) => text.replaceAll("&", "&amp;").replaceAll('"', "&quot;").replaceAll("<", "&lt;").replaceAll(">", "&gt;");

/** Rich text with the library's alt text on each <img> whose own alt is empty or missing (a written alt wins). */
export function withLibraryAlts(html: string, alts: AltTexts, locale: Locale): string {
  if (!alts.size) return html;
  return html.replace(IMG_TAG, (tag) => {
    const match = SRC.exec(tag);
    const src = (match?.[1] ?? match?.[2] ?? "").replaceAll("&amp;", "&");
    const alt = src ? altTextFor(alts, src, locale, "") : "";
    if (!alt) return tag;
    if (EMPTY_ALT.test(tag)) return tag.replace(EMPTY_ALT, ` alt="${escapeAttribute(alt)}"`);
    if (ANY_ALT.test(tag)) return tag;
    return tag.replace(/^<img\b/i, `<img alt="${escapeAttribute(alt)}"`);
  });
}
