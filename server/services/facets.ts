import { sql } from "kysely";
import type { Db } from "#server/db/index.ts";
import type { Locale } from "#domain/locales.ts";
import { formatSpecValue, unitSymbol, type SpecType } from "#domain/specs.ts";
import { matchingProducts, resolveSearch, type ProductFilter } from "./catalogue.ts";
import { attributeLabel, type SpecAttribute } from "./spec-rules.ts";
import { attributesForSelection, listSpecAttributes, specApplies } from "./specs.ts";
import { isSortableType } from "#domain/product-sort.ts";
import { versionedCache } from "./versioned-cache.ts";

/**
 * Specification facets of the product list (decision 046): for the selected categories'
 * filterable attributes, the bounds of numbers and the options of choices and yes/no, each
 * counted over the products the other filters leave (a facet never narrows its own counts).
 */
export interface Facet {
  key: string;
  label: string;
  type: SpecType;
  /** The unit's symbol in the language. */
  unit: string;
  decimals: number;
  /** Numbers and ranges: lowest and highest value among the matches, and how many have one. */
  range?: { min: number; max: number; count: number; from?: number; to?: number };
  /** Choices and yes/no: every option with its count, checked when in the filter. */
  options?: { value: string; label: string; count: number; checked: boolean }[];
}

type FacetFilter = Omit<ProductFilter, "page" | "perPage">;

const cachedFacets = versionedCache<Facet[]>("catalogue", { weigh: (facets) => facets.length, maxWeight: 5_000 });

export async function specFacets(db: Db, filter: FacetFilter, locale: Locale): Promise<Facet[]> {
  if (!filter.commodityTypeIds?.length) return [];
  const key = JSON.stringify([filter.commodityTypeIds, filter.search, filter.featured, filter.specs, locale]);
  return cachedFacets(db, key, async () => {
    const attributes = (await attributesForSelection(db, filter.commodityTypeIds!)).filter((a) => a.filterable && a.type !== "text");
    // Counted over the products the list shows, a relaxed search's among them.
    const listed = { ...filter, search: filter.search && (await resolveSearch(db, filter.search)) };
    const facets = await Promise.all(attributes.map((attribute) => facetOf(db, attribute, listed, locale)));
    return facets.filter((f): f is Facet => f !== undefined);
  });
}

async function facetOf(db: Db, attribute: SpecAttribute, filter: FacetFilter, locale: Locale): Promise<Facet | undefined> {
  const own = filter.specs?.find((f) => f.attributeId === attribute.id);
  const others = matchingProducts(db, { ...filter, specs: filter.specs?.filter((f) => f.attributeId !== attribute.id) }).select("commodities.id");
  const values = db.selectFrom("commodity_specs").where("attribute_id", "=", attribute.id).where("commodity_id", "in", others).where(specApplies);
  const base = {
    key: attribute.key,
    label: attributeLabel(attribute, locale),
    type: attribute.type,
    unit: unitSymbol(attribute.unit, locale),
    decimals: attribute.decimals,
  };

  if (attribute.type === "number" || attribute.type === "range") {
    const row = await values
      .select((eb) => [
        eb.fn.min("number_value").as("min"),
        eb.fn.max(sql<number>`coalesce(number_max, number_value)`).as("max"),
        eb.fn.countAll<number>().as("count"),
      ])
      .executeTakeFirst();
    const count = Number(row?.count ?? 0);
    if (!count || row?.min === null || row?.max === null) return undefined;
    return { ...base, range: { min: Number(row!.min), max: Number(row!.max), count, from: own?.min, to: own?.max } };
  }

  const column = attribute.type === "boolean" ? "number_value" : "choice_value";
  const rows = await values
    .select([column, (eb) => eb.fn.countAll<number>().as("count")])
    .groupBy(column)
    .execute();
  const countOf = (value: string) => Number(rows.find((r) => String(r[column as keyof typeof r]) === value)?.count ?? 0);
  const optionValues = attribute.type === "boolean" ? ["1", "0"] : attribute.choices.map((c) => c.value);
  const options = optionValues
    .map((value) => ({
      value,
      label: attribute.type === "boolean" ? formatSpecValue(attribute, value === "1", locale) : formatSpecValue({ ...attribute, unit: "" }, value, locale),
      count: countOf(value),
      checked: own?.values?.includes(value) ?? false,
    }))
    .filter((option) => option.count > 0 || option.checked);
  if (!options.length) return undefined;
  return { ...base, options };
}

/** A specification the list can be sorted by, as its sort control offers it. */
export interface SortableSpec {
  key: string;
  label: string;
}

/** At most this many specifications in the sort control (each offered both ways). */
const MAX_SORTABLE_SPECS = 8;

const cachedSortable = versionedCache<SortableSpec[]>("catalogue", { weigh: (specs) => specs.length + 1, maxWeight: 5_000 });

/**
 * The main specifications of what the list shows (decision 086), derived from the data rather than named per category:
 * the numeric ones of the selected categories (of all, without a selection) that at least half of the listed products
 * have, with at least two different values among them (sorting by one value orders nothing). Those the admin made
 * filterable (what buyers choose by) are kept first when there are too many; the control shows them in display order.
 */
export async function sortableSpecs(db: Db, filter: FacetFilter, locale: Locale, inUse?: string): Promise<SortableSpec[]> {
  const specs = await mainSpecs(db, filter, locale);
  if (!inUse || specs.some((spec) => spec.key === inUse)) return specs;
  // The order in use stays in the control even when it is not among the main ones (a shared link, another category's).
  const attribute = (await listSpecAttributes(db)).find((a) => a.key === inUse && isSortableType(a.type));
  return attribute ? [...specs, { key: attribute.key, label: attributeLabel(attribute, locale) }] : specs;
}

function mainSpecs(db: Db, filter: FacetFilter, locale: Locale): Promise<SortableSpec[]> {
  const key = JSON.stringify([filter.commodityTypeIds, filter.search, filter.featured, filter.specs, locale]);
  return cachedSortable(db, key, async () => {
    const offered = filter.commodityTypeIds?.length ? await attributesForSelection(db, filter.commodityTypeIds) : await listSpecAttributes(db);
    const numeric = offered.filter((a) => isSortableType(a.type));
    if (!numeric.length) return [];
    const listed = { ...filter, search: filter.search && (await resolveSearch(db, filter.search)) };
    const [{ total }, rows] = await Promise.all([
      matchingProducts(db, listed)
        .select((eb) => eb.fn.countAll<number>().as("total"))
        .executeTakeFirstOrThrow(),
      db
        .selectFrom("commodity_specs")
        .select((eb) => ["attribute_id", eb.fn.countAll<number>().as("count"), sql<number>`count(distinct number_value)`.as("values")])
        .where("commodity_id", "in", matchingProducts(db, listed).select("commodities.id"))
        .where(
          "attribute_id",
          "in",
          numeric.map((a) => a.id),
        )
        .where("number_value", "is not", null)
        .where(specApplies)
        .groupBy("attribute_id")
        .execute(),
    ]);
    const enough = Math.max(2, Math.ceil(Number(total) / 2));
    const main = new Set(rows.filter((row) => Number(row.count) >= enough && Number(row.values) >= 2).map((row) => row.attribute_id));
    const candidates = numeric.filter((a) => main.has(a.id));
    const kept = new Set([...candidates.filter((a) => a.filterable), ...candidates.filter((a) => !a.filterable)].slice(0, MAX_SORTABLE_SPECS));
    return candidates.filter((a) => kept.has(a)).map((a) => ({ key: a.key, label: attributeLabel(a, locale) }));
  });
}
