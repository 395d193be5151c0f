/** A list answer's pagination block (the API envelope's `pagination`, decision 010), as the admin reads it. */
export interface Pagination {
  total: number;
  count: number;
  per_page: number;
  current_page: number;
  total_pages: number;
}

/** The most records one page of a list may ask for (`per_page`). */
export const MAX_PER_PAGE = 100;
