/**
 * product rules §4, category selection on the product list. Pure functions over the category tree,
 * shared by the server (first render from ?sortid=) and the browser (checkbox clicks).
 */
import { parseId } from "#domain/paths.ts";

export interface CategoryLike {
  id: number;
  child: CategoryLike[];
}

export interface CategorySelection {
  /** Checked category ids, without duplicates, in the order they were added. */
  selected: number[];
  /** Top-level ids whose children are shown. */
  expanded: number[];
}

/**
 * - a top-level id selects all its children and expands it (a top-level type without children selects itself);
 * - a second-level id selects only itself and expands its parent;
 * - anything else (unknown, not a number, deeper levels) selects and expands nothing.
 */
export function selectionFromSortId(tree: readonly CategoryLike[], sortid: unknown): CategorySelection {
  const id = typeof sortid === "number" ? sortid : typeof sortid === "string" && /^\d+$/.test(sortid.trim()) ? Number(sortid) : NaN;
  if (!Number.isSafeInteger(id)) return { selected: [], expanded: [] };
  const top = tree.find((node) => node.id === id);
  if (top) return { selected: top.child.length ? top.child.map((c) => c.id) : [top.id], expanded: [top.id] };
  const parent = tree.find((node) => node.child.some((c) => c.id === id));
  if (parent) return { selected: [id], expanded: [parent.id] };
  return { selected: [], expanded: [] };
}

/** Checking adds the id (once); unchecking removes it. Returns a new array. */
export function toggleCategory(selected: readonly number[], id: number, checked: boolean): number[] {
  if (checked) return selected.includes(id) ? [...selected] : [...selected, id];
  return selected.filter((value) => value !== id);
}

/** Expands or collapses one top-level category. */
export function toggleExpanded(expanded: readonly number[], id: number): number[] {
  return expanded.includes(id) ? expanded.filter((value) => value !== id) : [...expanded, id];
}

/** Ids from repeated or comma-separated query values (`?type=3&type=4` or `?type=3,4`), valid and unique. */
export function parseIdList(values: readonly string[]): number[] {
  const ids: number[] = [];
  for (const value of values.flatMap((v) => v.split(","))) {
    const id = parseId(value);
    if (id !== null && !ids.includes(id)) ids.push(id);
  }
  return ids;
}
