import { sql } from "kysely";
import type { Db } from "#server/db/index.ts";
import type { Locale } from "#domain/locales.ts";
import { formatSpecValue, unitSymbol, type SpecType } from "#domain/specs.ts";
import { matchingCommodities, resolveSearch, type CommodityFilter } from "./catalogue.ts";
import { attributeLabel, type SpecAttribute } from "./spec-rules.ts";
import { attributesForSelection, specApplies } from "./specs.ts";
import { versionedCache } from "./versioned-cache.ts";

/**
 * Specification facets of the product list (issue 10, decision 046): for the selected categories'
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

type FacetFilter = Omit<CommodityFilter, "page" | "perPage">;

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
  const others = matchingCommodities(db, { ...filter, specs: filter.specs?.filter((f) => f.attributeId !== attribute.id) }).select("commodities.id");
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
