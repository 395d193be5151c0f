import { useCallback, useEffect, useMemo } from "react";
import { useSearchParams } from "react-router";

export type SortOrder = "asc" | "desc";

export interface ListParams {
  page: number;
  perPage: number;
  sort?: string;
  order?: SortOrder;
  q: string;
  filters: Record<string, string>;
}

export interface ListParamsPatch {
  page?: number;
  perPage?: number;
  sort?: string | null;
  order?: SortOrder | null;
  q?: string;
  filters?: Record<string, string | null | undefined>;
}

const RESERVED = new Set(["page", "per_page", "sort", "order", "q"]);

/**
 * A table's page, page size, sort, search and filters, kept in the page URL so a reload or a
 * shared link shows the same rows. Changing anything but the page goes back to page 1.
 */
export function useListParams(options: { perPage?: number; defaultSort?: { field: string; order: SortOrder }; filterNames?: readonly string[] } = {}) {
  const [searchParams, setSearchParams] = useSearchParams();
  const defaultPerPage = options.perPage ?? 20;
  const filterNames = options.filterNames;

  const params = useMemo<ListParams>(() => {
    const page = Math.max(1, Number(searchParams.get("page")) || 1);
    const perPage = Math.min(100, Math.max(1, Number(searchParams.get("per_page")) || defaultPerPage));
    const sort = searchParams.get("sort") ?? options.defaultSort?.field;
    const rawOrder = searchParams.get("order");
    const order: SortOrder | undefined = rawOrder === "asc" || rawOrder === "desc" ? rawOrder : sort ? (options.defaultSort?.order ?? "asc") : undefined;
    const filters: Record<string, string> = {};
    for (const [key, value] of searchParams) {
      if (!RESERVED.has(key) && value !== "" && (!filterNames || filterNames.includes(key))) filters[key] = value;
    }
    return { page, perPage, sort: sort ?? undefined, order, q: searchParams.get("q") ?? "", filters };
  }, [searchParams, defaultPerPage, options.defaultSort?.field, options.defaultSort?.order, filterNames]);

  const update = useCallback(
    (patch: ListParamsPatch) => {
      setSearchParams((previous) => {
        const next = new URLSearchParams(previous);
        const set = (key: string, value: string | number | null | undefined) => {
          if (value === null || value === undefined || value === "") next.delete(key);
          else next.set(key, String(value));
        };
        let resetPage = false;
        if (patch.perPage !== undefined) {
          set("per_page", patch.perPage === defaultPerPage ? null : patch.perPage);
          resetPage = true;
        }
        if (patch.sort !== undefined) {
          set("sort", patch.sort);
          set("order", patch.sort ? patch.order : null);
          resetPage = true;
        }
        if (patch.q !== undefined) {
          set("q", patch.q.trim());
          resetPage = true;
        }
        for (const [key, value] of Object.entries(patch.filters ?? {})) {
          set(key, value);
          resetPage = true;
        }
        if (patch.page !== undefined) set("page", patch.page > 1 ? patch.page : null);
        else if (resetPage) next.delete("page");
        return next;
      });
    },
    [setSearchParams, defaultPerPage],
  );

  return { params, update };
}

/**
 * Moves the list back to its last page when the page shown is past it: after deleting the last rows of the last
 * page the API answers an empty page, and the pager would highlight the previous one without loading it.
 */
export function usePageWithinList(pagination: { total_pages: number } | undefined, page: number, update: (patch: ListParamsPatch) => void): void {
  useEffect(() => {
    const last = Math.max(1, pagination?.total_pages ?? 1);
    if (pagination && page > last) update({ page: last });
  }, [pagination, page, update]);
}
