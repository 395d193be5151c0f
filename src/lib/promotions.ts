import { stripLocale } from "#domain/locales.ts";

/**
 * Where the three promotion lists of the admin show on the public site (decision 039):
 * rotation charts as a carousel on the home page, list posters as tiles in the product
 * list, card adsense as cards on the category landing pages.
 */

/** A carousel, not an archive: the home page shows at most this many slides. */
export const ROTATION_SLIDE_LIMIT = 12;
/** Tiles in the product list, one every TILE_ROW_STEP rows. */
export const LIST_POSTER_TILE_LIMIT = 8;
/** Cards under a landing page's products: one row of three at desktop width. */
export const CARD_ADVERT_LIMIT = 3;

/** The first tile takes the first cell of the list's second row, the next ones every 4 rows after it. */
export const TILE_FIRST_ROW = 2;
export const TILE_ROW_STEP = 4;
/** The widest product list (product rules §9's 9 products a page, 3 a row from 750 px; 2 a row below). */
export const TILE_MAX_COLUMNS = 3;

export interface TileSlot {
  /** The grid row (1-based) the tile takes. */
  row: number;
  /** Odd tiles take the row's last cell, even ones its first, so the page does not look like a column of adverts. */
  lastColumn: boolean;
  /** Products that come before the tile at the widest layout: the grid must hold that many for the tile to sit in place. */
  productsBefore: number;
}

/**
 * The grid cell of the `index`-th tile. Tiles are placed by row and column, not by their place among the products,
 * so the products keep their order and their count (9 a page), and the placeholder cards of pages still to load
 * keep the tiles where they will be once those pages arrive: nothing moves while the list grows.
 */
export function tileSlot(index: number, columns: number = TILE_MAX_COLUMNS): TileSlot {
  const row = TILE_FIRST_ROW + index * TILE_ROW_STEP;
  const lastColumn = index % 2 === 1;
  return { row, lastColumn, productsBefore: (row - 1) * columns + (lastColumn ? columns - 1 : 0) - index };
}

/**
 * How many of `count` tiles fit a list drawn with `cells` product cells (loaded products plus placeholders):
 * a tile shows once every product before it has a cell, at every width, so no row is left with a hole.
 */
export function tilesThatFit(count: number, cells: number): number {
  let shown = 0;
  while (shown < Math.min(count, LIST_POSTER_TILE_LIMIT) && tileSlot(shown).productsBefore <= cells) shown++;
  return shown;
}

/**
 * Whether a promotion's link leads to the page at `current` (same path without the language prefix, same sortid):
 * a landing page does not advertise itself.
 */
export function linksToPage(link: string, current: URL): boolean {
  if (!link.startsWith("/") || link.startsWith("//")) return false;
  let target: URL;
  try {
    target = new URL(link, current.origin);
  } catch {
    return false;
  }
  const path = (url: URL) => {
    try {
      return decodeURIComponent(stripLocale(url.pathname)).replace(/\/+$/, "").toLowerCase();
    } catch {
      return url.pathname;
    }
  };
  return path(target) === path(current) && (target.searchParams.get("sortid") ?? "") === (current.searchParams.get("sortid") ?? "");
}
