import type { Db } from "#server/db/index.ts";
import { readContentVersions } from "./content-versions.ts";
import type { SpecFilter } from "./spec-rules.ts";
import { specApplies } from "./specs.ts";
import { isVisible } from "./visibility.ts";

/**
 * The visible catalogue's list order, categories, featured flags and specification values, held in
 * memory per catalogue version (decision 066), so that a product list without a search term (a
 * category, specification filters, featured) is counted and paged without a database read. Columns
 * are typed arrays by list position: a filter over a category of 2,500 products reads 2,500 numbers.
 */
export interface CatalogueIndex {
  /** Visible products' ids in list order: sort position, then newest first. */
  ids: Int32Array;
  /** Every position (0, 1, 2…): the matches when nothing narrows them. */
  positions: Int32Array;
  /** Two arrays of the catalogue's length that queries narrow into, in turn (queries run one at a time). */
  scratch: [Int32Array, Int32Array];
  featured: Uint8Array;
  /** Category id → the list positions of its products and its descendants' products, ascending. */
  positionsByCategory: Map<number, Int32Array>;
  /** Attribute id → its values by list position. */
  values: Map<number, SpecColumn>;
}

/** One attribute's values by position; where a product has none, NaN and option 0, which no filter accepts. */
interface SpecColumn {
  number: Float64Array;
  /** A range's upper end, or the number itself: what a range filter's minimum is compared with. */
  upper: Float64Array;
  /** A choice's value or a yes/no's "1"/"0", numbered from 1 through `options`; 0 where there is none. */
  option: Int32Array;
  options: Map<string, number>;
}

export interface IndexQuery {
  commodityTypeIds?: number[];
  featured?: boolean;
  specs?: readonly SpecFilter[];
  offset: number;
  limit: number;
}

/** The ids of one page of matches, in list order, and how many match in all. */
export function queryIndex(index: CatalogueIndex, query: IndexQuery): { ids: number[]; total: number } {
  let matches = query.commodityTypeIds?.length ? positionsIn(index, query.commodityTypeIds) : index.positions;
  // Each step writes the survivors into the scratch array the previous step did not: a fresh typed
  // array per step cost more than the step itself.
  const scratch = (step: number) => index.scratch[step % 2]!;
  let step = 0;
  if (query.featured) matches = keepFeatured(matches, index.featured, scratch(step++));
  for (const filter of query.specs ?? []) matches = narrowBySpec(matches, index.values.get(filter.attributeId), filter, scratch(step++));
  const ids = Array.from(matches.subarray(query.offset, query.offset + query.limit), (at) => index.ids[at]!);
  return { ids, total: matches.length };
}

/** The positions under any of the categories (an unknown id matches nothing), ascending. */
function positionsIn(index: CatalogueIndex, typeIds: number[]): Int32Array {
  const lists = typeIds.map((id) => index.positionsByCategory.get(id) ?? new Int32Array());
  if (lists.length === 1) return lists[0]!;
  const marked = new Uint8Array(index.ids.length);
  for (const list of lists) for (const at of list) marked[at] = 1;
  return index.positions.filter((at) => marked[at] === 1);
}

function keepFeatured(positions: Int32Array, featured: Uint8Array, into: Int32Array): Int32Array {
  let count = 0;
  for (let i = 0; i < positions.length; i++) if (featured[positions[i]!] === 1) into[count++] = positions[i]!;
  return into.subarray(0, count);
}

/**
 * The positions whose product passes one filter: the same rule as the database's (specs.ts
 * `matchingIds`, checked against it in tests): a choice or yes/no matches one of the values asked
 * for; a number lies within the bounds, a range overlaps them; a product without a value never matches.
 */
function narrowBySpec(positions: Int32Array, column: SpecColumn | undefined, filter: SpecFilter, into: Int32Array): Int32Array {
  if (!column) return into.subarray(0, 0);
  if (filter.values) return narrowByOptions(positions, column.option, acceptedOptions(column.options, filter.values), into);
  // A range's lower end is compared with the maximum asked for, its upper end with the minimum.
  const upperEnds = filter.type === "range" ? column.upper : column.number;
  return narrowByBounds(positions, column.number, upperEnds, filter.min ?? -Infinity, filter.max ?? Infinity, into);
}

// Two loops without a branch that stays the same for every product: each runs a few nanoseconds per product.

function narrowByOptions(positions: Int32Array, option: Int32Array, accepted: Uint8Array, into: Int32Array): Int32Array {
  let count = 0;
  for (let i = 0; i < positions.length; i++) {
    const at = positions[i]!;
    if (accepted[option[at]!] === 1) into[count++] = at;
  }
  return into.subarray(0, count);
}

/** NaN (no value) fails both comparisons, so a product without a value is left out even with one bound. */
function narrowByBounds(positions: Int32Array, number: Float64Array, upperEnds: Float64Array, min: number, max: number, into: Int32Array): Int32Array {
  let count = 0;
  for (let i = 0; i < positions.length; i++) {
    const at = positions[i]!;
    if (number[at]! <= max && upperEnds[at]! >= min) into[count++] = at;
  }
  return into.subarray(0, count);
}

/** 1 at the number of each option asked for (a value no product has is left out; 0, "none", never). */
function acceptedOptions(options: Map<string, number>, values: string[]): Uint8Array {
  const accepted = new Uint8Array(options.size + 1);
  for (const value of values) {
    const code = options.get(value);
    if (code !== undefined) accepted[code] = 1;
  }
  return accepted;
}

/* ---------- Building ---------- */

const indexes = new WeakMap<Db, { version: number; index: Promise<CatalogueIndex> }>();

/**
 * The index for the catalogue as it is now: built once per catalogue version and shared by every
 * request (concurrent ones wait for the same build). Inside a transaction the caller may see its own
 * uncommitted writes, so it gets an index of its own.
 */
export async function catalogueIndex(db: Db): Promise<CatalogueIndex> {
  if (db.isTransaction) return buildIndex(db);
  const version = (await readContentVersions(db)).get("catalogue");
  if (version === undefined) return buildIndex(db);
  const held = indexes.get(db);
  if (held?.version === version) return held.index;
  // Held under the version read before building: a write racing with it makes the index look old, never new.
  const index = buildIndex(db);
  indexes.set(db, { version, index });
  index.catch(() => {
    if (indexes.get(db)?.index === index) indexes.delete(db);
  });
  return index;
}

async function buildIndex(db: Db): Promise<CatalogueIndex> {
  const [products, types, specs] = await Promise.all([
    db
      .selectFrom("commodities")
      .select(["id", "commodity_type_id", "attr_sort"])
      .where(isVisible("commodities"))
      .orderBy("sort_order")
      .orderBy("id", "desc")
      .execute(),
    db.selectFrom("commodity_types").select(["id", "parent_id"]).execute(),
    db
      .selectFrom("commodity_specs")
      .innerJoin("spec_attributes", "spec_attributes.id", "commodity_specs.attribute_id")
      .select(["commodity_id", "attribute_id", "number_value", "number_max", "choice_value"])
      .where("spec_attributes.filterable", "=", 1)
      .where(specApplies)
      .execute(),
  ]);
  const positionOf = new Map(products.map((product, at) => [product.id, at]));
  return {
    ids: Int32Array.from(products, (product) => product.id),
    positions: Int32Array.from(products.keys()),
    scratch: [new Int32Array(products.length), new Int32Array(products.length)],
    featured: Uint8Array.from(products, (product) => (product.attr_sort > 0 ? 1 : 0)),
    positionsByCategory: categoryPositions(
      types,
      products.map((product) => product.commodity_type_id),
    ),
    values: specColumns(specs, positionOf, products.length),
  };
}

/** For every category, the positions of the products in it or below it. */
function categoryPositions(types: { id: number; parent_id: number | null }[], typeAt: (number | null)[]): Map<number, Int32Array> {
  const parentOf = new Map(types.map((type) => [type.id, type.parent_id]));
  const positions = new Map<number, number[]>(types.map((type) => [type.id, []]));
  typeAt.forEach((typeId, at) => {
    const seen = new Set<number>();
    for (let id = typeId; id !== null && id !== undefined && !seen.has(id); id = parentOf.get(id) ?? null) {
      seen.add(id);
      positions.get(id)?.push(at);
    }
  });
  return new Map([...positions].map(([id, list]) => [id, Int32Array.from(list)]));
}

function specColumns(
  rows: { commodity_id: number; attribute_id: number; number_value: unknown; number_max: unknown; choice_value: string | null }[],
  positionOf: Map<number, number>,
  size: number,
): Map<number, SpecColumn> {
  const columns = new Map<number, SpecColumn>();
  for (const row of rows) {
    const at = positionOf.get(row.commodity_id);
    if (at === undefined) continue;
    let column = columns.get(row.attribute_id);
    if (!column) {
      column = {
        number: new Float64Array(size).fill(NaN),
        upper: new Float64Array(size).fill(NaN),
        option: new Int32Array(size),
        options: new Map(),
      };
      columns.set(row.attribute_id, column);
    }
    const number = row.number_value === null ? NaN : Number(row.number_value);
    column.number[at] = number;
    column.upper[at] = row.number_max === null ? number : Number(row.number_max);
    // A yes/no is stored as the number 1 or 0 and filtered by "1" or "0" (decision 046).
    const option = row.choice_value ?? (Number.isNaN(number) ? null : String(number));
    if (option === null) continue;
    if (!column.options.has(option)) column.options.set(option, column.options.size + 1);
    column.option[at] = column.options.get(option)!;
  }
  return columns;
}
