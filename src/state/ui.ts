import { atom } from "jotai";
import { DEFAULT_LOCALE, type Locale } from "#domain/locales.ts";

/**
 * Client state of the public site (docs/architecture.md: jotai atoms for locale, search box and
 * value, drawer and product-list selection). Server data lives in loaders, not here.
 */

/** product rules §3 "Locale state": en, fr or nl; default en. Kept in step with the URL by the root. */
export const localeAtom = atom<Locale>(DEFAULT_LOCALE);

/** product rules §4 search box: closed or open, and the stored search value. */
export const searchOpenAtom = atom(false);
export const searchValueAtom = atom("");

/** product rules §4 drawer: which side drawer is open (About Us, Product or Support), or none. */
export type DrawerKind = "about" | "product" | "support";
export const drawerAtom = atom<DrawerKind | null>(null);

/** The mobile (below 750px) half-width menu. */
export const mobileMenuAtom = atom(false);

/** product rules §4 product menu: the hovered top-level category and child. */
export const productMenuAtom = atom<{ topId: number | null; childId: number | null }>({ topId: null, childId: null });

/** Toasts shown bottom right (newsletter success and failure). */
export interface Notice {
  id: number;
  kind: "success" | "error" | "info";
  title: string;
  text: string;
}
export const noticesAtom = atom<Notice[]>([]);

/** product rules §8: offline detection, shown to the visitor. */
export const onlineAtom = atom(true);
