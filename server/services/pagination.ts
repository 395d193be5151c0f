import type { SelectQueryBuilder } from "kysely";
import type { Database } from "#server/db/schema.ts";
import type { Pagination } from "#domain/pagination.ts";

export interface Page<T> {
  data: T[];
  pagination: Pagination;
  /** More of the answer's `meta` beside the pagination: a search that no product had every word of, and the part of it searched. */
  meta?: { search: { typed: string; term: string } };
}

export interface PageRequest {
  page: number;
  perPage: number;
}

/**
 * Runs `query` once for its total and once for the requested page. The query
 * must already be filtered; ordering is applied here by the caller's `orderBy`.
 */
export async function paginate<O, T>(query: SelectQueryBuilder<Database, any, O>, { page, perPage }: PageRequest, present: (row: O) => T): Promise<Page<T>> {
  const countRow = await query
    .clearSelect()
    .clearOrderBy()
    .select((eb) => eb.fn.countAll<number>().as("total"))
    .executeTakeFirst();
  const total = Number((countRow as { total?: number } | undefined)?.total ?? 0);
  const rows = await query
    .limit(perPage)
    .offset((page - 1) * perPage)
    .execute();
  return { data: rows.map(present), pagination: paginationOf(total, rows.length, { page, perPage }) };
}

/** The `meta.pagination` of a page holding `count` of `total` items. */
export function paginationOf(total: number, count: number, { page, perPage }: PageRequest): Pagination {
  return { total, count, per_page: perPage, current_page: page, total_pages: Math.max(1, Math.ceil(total / perPage)) };
}
