/**
 * The product list's order (issue 40 item 3, decision 086): relevance (the default: a search's rank, else the catalogue's
 * own order), newest first, or a numeric specification either way. In the URL as ?sort=newest or ?sort=cutting_width.desc.
 */
export const SORT_PARAM = "sort";

export type SortDirection = "asc" | "desc";
export type ProductSort = { kind: "relevance" } | { kind: "newest" } | { kind: "spec"; key: string; direction: SortDirection };

/** A specification a list can be sorted by: a number or a range. */
export const isSortableType = (type: string) => type === "number" || type === "range";

export const RELEVANCE: ProductSort = { kind: "relevance" };
const SPEC_SORT = /^([a-z][a-z0-9_]{0,63})\.(asc|desc)$/;

/** The order a ?sort= value asks for; undefined when it cannot be read (the page then says so, the API answers 422). */
export function parseProductSort(value: string | null | undefined): ProductSort | undefined {
  if (value === null || value === undefined || value === "" || value === "relevance") return RELEVANCE;
  if (value === "newest") return { kind: "newest" };
  const match = SPEC_SORT.exec(value);
  return match ? { kind: "spec", key: match[1]!, direction: match[2] as SortDirection } : undefined;
}

/** The ?sort= value of an order; none for relevance, the default. */
export function sortValue(sort: ProductSort): string | undefined {
  if (sort.kind === "relevance") return undefined;
  return sort.kind === "newest" ? "newest" : `${sort.key}.${sort.direction}`;
}
