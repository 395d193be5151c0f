/**
 * product rules §4, infinite scroll on the product and blog lists: the page counter starts at 1;
 * after each load it becomes current_page + 1; the loading flag stays true while that
 * next page is not beyond total_pages.
 */
export interface PageCounter {
  /** The page to request next. */
  page: number;
  /** True while there may be more to load. */
  loading: boolean;
}

export interface PaginationMeta {
  current_page: number;
  total_pages: number;
}

export const INITIAL_PAGE_COUNTER: PageCounter = Object.freeze({ page: 1, loading: true });

export function afterLoad(meta: PaginationMeta): PageCounter {
  const page = meta.current_page + 1;
  return { page, loading: page <= meta.total_pages };
}

/** A `?page=` query value as a page number: positive integers only, anything else is page 1. */
export function parsePageParam(value: string | null | undefined): number {
  if (!value || !/^\d{1,6}$/.test(value)) return 1;
  return Math.max(1, Number(value));
}
