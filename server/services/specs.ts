import { sql, type SelectQueryBuilder } from "kysely";
import type { Db } from "#server/db/index.ts";
import type { CommoditySpecRow, Database, SpecAttributeRow } from "#server/db/schema.ts";
import { LOCALES, type Locale } from "#src/lib/locales.ts";
import { pickLocalized } from "#src/lib/localized.ts";
import { formatSpecValue, specValue, unitCode, unitSymbol, type SpecChoice, type SpecType, type SpecView } from "#src/lib/specs.ts";
import { InvalidInput, RecordNotFound, type FieldErrors } from "./errors.ts";
import { inTransaction } from "./records.ts";
import { versionedCache } from "./versioned-cache.ts";

/**
 * Product specifications as data (decision 046): attribute definitions, each product's values,
 * the spec table in a language, and the filters the product list narrows by.
 */

export interface SpecAttribute {
  id: number;
  key: string;
  en_label: string;
  fr_label: string;
  nl_label: string;
  unit: string;
  type: SpecType;
  choices: SpecChoice[];
  decimals: number;
  min_value: number | null;
  max_value: number | null;
  filterable: number;
  required: number;
  sort_order: number;
  /** Categories that offer the attribute (their descendants do too). */
  category_ids: number[];
  created_at: string;
  updated_at: string;
}

export function parseChoices(value: string): SpecChoice[] {
  try {
    const parsed: unknown = JSON.parse(value);
    if (!Array.isArray(parsed)) return [];
    return parsed
      .filter((c): c is Record<string, unknown> => typeof c === "object" && c !== null && typeof (c as { value?: unknown }).value === "string")
      .map((c) => ({ value: String(c.value), en: String(c.en ?? c.value), fr: String(c.fr ?? ""), nl: String(c.nl ?? "") }));
  } catch {
    return [];
  }
}

function presentAttribute(row: SpecAttributeRow, categoryIds: number[]): SpecAttribute {
  return {
    ...row,
    choices: parseChoices(row.choices),
    min_value: row.min_value === null ? null : Number(row.min_value),
    max_value: row.max_value === null ? null : Number(row.max_value),
    category_ids: categoryIds,
  };
}

/** The attribute's label in `locale`, falling back like every localized name (SPEC §3). */
export function attributeLabel(attribute: Pick<SpecAttribute, "en_label" | "fr_label" | "nl_label">, locale: Locale): string {
  return pickLocalized(attribute, "label", locale);
}

// One entry: every attribute with its categories, re-read only after a catalogue write.
const cachedAttributes = versionedCache<SpecAttribute[]>("catalogue", { weigh: () => 1, maxWeight: 4 });

/** Every attribute, in display order. */
export async function listSpecAttributes(db: Db): Promise<SpecAttribute[]> {
  return cachedAttributes(db, "all", async () => {
    const [rows, links] = await Promise.all([
      db.selectFrom("spec_attributes").selectAll().orderBy("sort_order").orderBy("id").execute(),
      db.selectFrom("spec_attribute_categories").selectAll().orderBy("commodity_type_id").execute(),
    ]);
    return rows.map((row) =>
      presentAttribute(
        row,
        links.filter((link) => link.attribute_id === row.id).map((link) => link.commodity_type_id),
      ),
    );
  });
}

export async function getSpecAttribute(db: Db, id: number): Promise<SpecAttribute | undefined> {
  return (await listSpecAttributes(db)).find((a) => a.id === id);
}

/** Category id → its ancestors' ids (itself first). */
async function ancestry(db: Db): Promise<Map<number, number[]>> {
  const types = await db.selectFrom("commodity_types").select(["id", "parent_id"]).execute();
  const parentOf = new Map(types.map((t) => [t.id, t.parent_id]));
  const result = new Map<number, number[]>();
  for (const { id } of types) {
    const chain: number[] = [];
    for (let at: number | null | undefined = id; at !== null && at !== undefined && !chain.includes(at); at = parentOf.get(at)) chain.push(at);
    result.set(id, chain);
  }
  return result;
}

/** The attributes a product of category `typeId` may carry: those of the category and of its ancestors. */
export async function attributesForCategory(db: Db, typeId: number | null): Promise<SpecAttribute[]> {
  if (typeId === null) return [];
  const chain = (await ancestry(db)).get(typeId) ?? [];
  return (await listSpecAttributes(db)).filter((a) => a.category_ids.some((id) => chain.includes(id)));
}

/**
 * The attributes that matter for a selection of categories (facets on the product list):
 * those of each selected category, its ancestors and its descendants.
 */
export async function attributesForSelection(db: Db, typeIds: number[]): Promise<SpecAttribute[]> {
  if (!typeIds.length) return [];
  const chains = await ancestry(db);
  const related = new Set<number>();
  for (const [id, chain] of chains) {
    if (typeIds.includes(id)) chain.forEach((a) => related.add(a));
    if (chain.some((a) => typeIds.includes(a))) related.add(id);
  }
  return (await listSpecAttributes(db)).filter((a) => a.category_ids.some((id) => related.has(id)));
}

/* ---------- Values as shown ---------- */

export type RawSpec = CommoditySpecRow;

async function readValues(db: Db, ids: number[]): Promise<RawSpec[]> {
  if (!ids.length) return [];
  return db.selectFrom("commodity_specs").selectAll().where("commodity_id", "in", ids).execute();
}

function numeric(row: RawSpec): RawSpec {
  return {
    ...row,
    number_value: row.number_value === null ? null : Number(row.number_value),
    number_max: row.number_max === null ? null : Number(row.number_max),
  };
}

/** One product's values in display order, in `locale`. */
export function specViews(attributes: SpecAttribute[], rows: RawSpec[], locale: Locale): SpecView[] {
  const views: SpecView[] = [];
  for (const attribute of attributes) {
    const row = rows.find((r) => r.attribute_id === attribute.id);
    if (!row) continue;
    const value = specValue(attribute, numeric(row), locale);
    if (value === undefined) continue;
    views.push({
      key: attribute.key,
      label: attributeLabel(attribute, locale),
      value,
      unit: unitSymbol(attribute.unit, locale),
      display: formatSpecValue(attribute, value, locale),
    });
  }
  return views;
}

/** Product id → its spec table in `locale`, for any number of products in two queries. */
export async function specsOf(db: Db, ids: number[], locale: Locale): Promise<Map<number, SpecView[]>> {
  const [attributes, rows] = await Promise.all([listSpecAttributes(db), readValues(db, ids)]);
  return new Map(
    ids.map((id) => [
      id,
      specViews(
        attributes,
        rows.filter((r) => r.commodity_id === id),
        locale,
      ),
    ]),
  );
}

/** A product page's table: the views in `locale` and the UN/CEFACT code of each one's unit (for schema.org). */
export async function specSheet(db: Db, id: number, locale: Locale): Promise<{ spec: SpecView; unitCode?: string }[]> {
  const [attributes, views] = await Promise.all([listSpecAttributes(db), specsOf(db, [id], locale)]);
  return (views.get(id) ?? []).map((spec) => ({ spec, unitCode: unitCode(attributes.find((a) => a.key === spec.key)?.unit ?? "") }));
}

/** Each product with `specs` added, in `locale`. */
export async function withSpecs<T extends { id: number }>(db: Db, products: readonly T[], locale: Locale): Promise<(T & { specs: SpecView[] })[]> {
  const specs = await specsOf(
    db,
    products.map((p) => p.id),
    locale,
  );
  return products.map((p) => ({ ...p, specs: specs.get(p.id) ?? [] }));
}

/* ---------- Values as edited ---------- */

/** An editable value: number, [min, max], boolean, a choice's value, or text per language. */
export type SpecInputValue = number | [number, number] | boolean | string | { en?: string; fr?: string; nl?: string } | null;

/** key → value as the admin form and the CSV edit them (text as { en, fr, nl }). */
export async function getCommoditySpecValues(db: Db, commodityId: number): Promise<Record<string, SpecInputValue>> {
  const [attributes, rows] = await Promise.all([listSpecAttributes(db), readValues(db, [commodityId])]);
  const result: Record<string, SpecInputValue> = {};
  for (const row of rows.map(numeric)) {
    const attribute = attributes.find((a) => a.id === row.attribute_id);
    if (!attribute) continue;
    if (attribute.type === "text") result[attribute.key] = { en: row.en_text, fr: row.fr_text, nl: row.nl_text };
    else {
      const value = specValue(attribute, row, "en");
      if (value !== undefined) result[attribute.key] = value;
    }
  }
  return result;
}

const inBounds = (attribute: SpecAttribute, n: number): string | undefined => {
  if (attribute.min_value !== null && n < attribute.min_value) return `Must be at least ${attribute.min_value}.`;
  if (attribute.max_value !== null && n > attribute.max_value) return `Must be at most ${attribute.max_value}.`;
  return undefined;
};

type Columns = Omit<CommoditySpecRow, "commodity_id" | "attribute_id">;
const EMPTY: Columns = { number_value: null, number_max: null, choice_value: null, en_text: "", fr_text: "", nl_text: "" };

/** The columns for one value, an error message, or null for "no value". */
export function specColumns(attribute: SpecAttribute, value: unknown): Columns | null | { error: string } {
  if (value === null || value === undefined || value === "") return null;
  switch (attribute.type) {
    case "number": {
      const n = typeof value === "string" ? Number(value.replace(",", ".")) : value;
      if (typeof n !== "number" || !Number.isFinite(n)) return { error: "Give a number." };
      const bad = inBounds(attribute, n);
      return bad ? { error: bad } : { ...EMPTY, number_value: n };
    }
    case "range": {
      const pair = Array.isArray(value)
        ? value
        : typeof value === "string"
          ? value.split(/\s*[–-]\s*(?=\d)/)
          : typeof value === "number"
            ? [value, value]
            : null;
      const numbers = pair?.map((v) => (typeof v === "string" ? Number(v.replace(",", ".")) : v));
      if (!numbers || numbers.length < 1 || numbers.length > 2 || numbers.some((n) => typeof n !== "number" || !Number.isFinite(n))) {
        return { error: "Give a range as two numbers, minimum and maximum." };
      }
      const [min, max = min] = numbers as number[];
      if (min! > max!) return { error: "The minimum must not exceed the maximum." };
      const bad = inBounds(attribute, min!) ?? inBounds(attribute, max!);
      return bad ? { error: bad } : { ...EMPTY, number_value: min!, number_max: max! };
    }
    case "boolean": {
      const truthy = [true, 1, "1", "true", "yes"];
      const falsy = [false, 0, "0", "false", "no"];
      const normal = typeof value === "string" ? value.trim().toLowerCase() : value;
      if (truthy.includes(normal as never)) return { ...EMPTY, number_value: 1 };
      if (falsy.includes(normal as never)) return { ...EMPTY, number_value: 0 };
      return { error: "Give yes or no." };
    }
    case "choice": {
      const choice = attribute.choices.find((c) => c.value === String(value).trim());
      return choice ? { ...EMPTY, choice_value: choice.value } : { error: `Choose one of: ${attribute.choices.map((c) => c.value).join(", ")}.` };
    }
    case "text": {
      const texts = typeof value === "string" ? { en: value } : typeof value === "object" ? (value as Record<string, unknown>) : null;
      if (!texts) return { error: "Give a text." };
      const columns = { ...EMPTY };
      for (const locale of LOCALES) {
        const text = texts[locale];
        if (text === undefined || text === null) continue;
        if (typeof text !== "string") return { error: "Give a text." };
        if (text.trim().length > 255) return { error: "At most 255 characters." };
        columns[`${locale}_text`] = text.trim();
      }
      return columns.en_text || columns.fr_text || columns.nl_text ? columns : null;
    }
  }
}

/**
 * Checks a product's full set of values against the attributes of its category: unknown or
 * foreign keys, types, bounds and required attributes. Errors are keyed `specs.<key>`.
 */
export function checkSpecValues(attributes: SpecAttribute[], values: Record<string, unknown>): { rows: Map<number, Columns>; errors: FieldErrors } {
  const errors: FieldErrors = {};
  const rows = new Map<number, Columns>();
  for (const [key, value] of Object.entries(values)) {
    const attribute = attributes.find((a) => a.key === key);
    if (!attribute) {
      if (value !== null && value !== undefined && value !== "") errors[`specs.${key}`] = ["This specification does not apply to the product's category."];
      continue;
    }
    const columns = specColumns(attribute, value);
    if (columns && "error" in columns) errors[`specs.${key}`] = [columns.error];
    else if (columns) rows.set(attribute.id, columns);
  }
  for (const attribute of attributes) {
    if (attribute.required && !rows.has(attribute.id) && !errors[`specs.${attribute.key}`])
      errors[`specs.${attribute.key}`] = ["This specification is required for the product's category."];
  }
  return { rows, errors };
}

/**
 * Replaces a product's values with `values` (all of them: keys left out are cleared), all or
 * nothing. Only the attributes of its category are accepted.
 */
export async function setCommoditySpecValues(db: Db, commodityId: number, values: Record<string, unknown>): Promise<Record<string, SpecInputValue>> {
  await inTransaction(db, async (trx) => {
    const product = await trx.selectFrom("commodities").select(["id", "commodity_type_id"]).where("id", "=", commodityId).executeTakeFirst();
    if (!product) throw new RecordNotFound("Commodity");
    const { rows, errors } = checkSpecValues(await attributesForCategory(trx, product.commodity_type_id), values);
    if (Object.keys(errors).length) throw InvalidInput.fields(errors);
    await writeValues(trx, commodityId, rows);
  });
  return getCommoditySpecValues(db, commodityId);
}

export async function writeValues(trx: Db, commodityId: number, rows: Map<number, Columns>): Promise<void> {
  await trx.deleteFrom("commodity_specs").where("commodity_id", "=", commodityId).execute();
  if (rows.size) {
    await trx
      .insertInto("commodity_specs")
      .values([...rows].map(([attribute_id, columns]) => ({ commodity_id: commodityId, attribute_id, ...columns })))
      .execute();
  }
}

/* ---------- Attribute definitions (admin) ---------- */

export interface SpecAttributeInput {
  key?: string;
  en_label?: string;
  fr_label?: string;
  nl_label?: string;
  unit?: string;
  type?: SpecType;
  choices?: SpecChoice[];
  decimals?: number;
  min_value?: number | null;
  max_value?: number | null;
  filterable?: number;
  required?: number;
  sort_order?: number;
  category_ids?: number[];
}

async function checkAttribute(db: Db, input: SpecAttributeInput, id?: number): Promise<void> {
  const errors: FieldErrors = {};
  if (input.key !== undefined) {
    const taken = await db.selectFrom("spec_attributes").select("id").where("key", "=", input.key).executeTakeFirst();
    if (taken && taken.id !== id) errors.key = ["This key is already used by another specification."];
  }
  if (input.type === "choice" && input.choices !== undefined && !input.choices.length) errors.choices = ["A choice needs at least one option."];
  if (input.min_value != null && input.max_value != null && input.min_value > input.max_value)
    errors.max_value = ["The maximum must not be below the minimum."];
  if (input.category_ids?.length) {
    const found = await db.selectFrom("commodity_types").select("id").where("id", "in", input.category_ids).execute();
    if (found.length !== new Set(input.category_ids).size) errors.category_ids = ["One of the selected categories does not exist."];
  }
  if (Object.keys(errors).length) throw InvalidInput.fields(errors);
}

function attributeColumns(input: SpecAttributeInput): Record<string, unknown> {
  const { category_ids, choices, ...rest } = input;
  const values: Record<string, unknown> = Object.fromEntries(Object.entries(rest).filter(([, v]) => v !== undefined));
  if (choices !== undefined) values.choices = JSON.stringify(choices);
  return values;
}

async function linkCategories(trx: Db, id: number, categoryIds: number[] | undefined): Promise<void> {
  if (categoryIds === undefined) return;
  await trx.deleteFrom("spec_attribute_categories").where("attribute_id", "=", id).execute();
  const unique = [...new Set(categoryIds)];
  if (unique.length)
    await trx
      .insertInto("spec_attribute_categories")
      .values(unique.map((commodity_type_id) => ({ attribute_id: id, commodity_type_id })))
      .execute();
}

async function readAttribute(db: Db, id: number): Promise<SpecAttribute> {
  const row = await db.selectFrom("spec_attributes").selectAll().where("id", "=", id).executeTakeFirst();
  if (!row) throw new RecordNotFound("Specification");
  const links = await db
    .selectFrom("spec_attribute_categories")
    .select("commodity_type_id")
    .where("attribute_id", "=", id)
    .orderBy("commodity_type_id")
    .execute();
  return presentAttribute(
    row,
    links.map((l) => l.commodity_type_id),
  );
}

export async function createSpecAttribute(
  db: Db,
  input: SpecAttributeInput & Required<Pick<SpecAttributeInput, "key" | "en_label" | "type">>,
): Promise<SpecAttribute> {
  return inTransaction(db, async (trx) => {
    await checkAttribute(trx, input);
    const now = new Date().toISOString();
    const { id } = await trx
      .insertInto("spec_attributes")
      .values({ ...(attributeColumns(input) as { key: string; en_label: string; type: SpecType }), created_at: now, updated_at: now })
      .returning("id")
      .executeTakeFirstOrThrow();
    await linkCategories(trx, id, input.category_ids);
    return readAttribute(trx, id);
  });
}

/** Partial update. Changing the type of an attribute that has values is refused: they would no longer mean anything. */
export async function updateSpecAttribute(db: Db, id: number, input: SpecAttributeInput): Promise<SpecAttribute> {
  return inTransaction(db, async (trx) => {
    const current = await readAttribute(trx, id);
    await checkAttribute(trx, { type: current.type, ...input }, id);
    if (input.type && input.type !== current.type) {
      const used = await trx.selectFrom("commodity_specs").select("commodity_id").where("attribute_id", "=", id).limit(1).executeTakeFirst();
      if (used) throw new InvalidInput("type", "Products already have values for this specification: its type cannot change.");
    }
    await trx
      .updateTable("spec_attributes")
      .set({ ...attributeColumns(input), updated_at: new Date().toISOString() })
      .where("id", "=", id)
      .execute();
    await linkCategories(trx, id, input.category_ids);
    return readAttribute(trx, id);
  });
}

export async function deleteSpecAttributes(db: Db, ids: number[]): Promise<number> {
  const result = await db
    .deleteFrom("spec_attributes")
    .where("id", "in", ids.length ? ids : [-1])
    .executeTakeFirst();
  const deleted = Number(result.numDeletedRows);
  if (!deleted) throw new RecordNotFound("Specification");
  return deleted;
}

/* ---------- Filters (decision 046) ---------- */

/** One filter on the product list: a numeric interval, or a set of accepted values (choices, "1"/"0" for yes/no). */
export interface SpecFilter {
  key: string;
  attributeId: number;
  type: SpecType;
  min?: number;
  max?: number;
  values?: string[];
}

/** The query-string prefix of specification filters: f.cutting_width.min=40, f.brushless=1, f.battery_slots=2. */
export const FILTER_PREFIX = "f.";

/**
 * Reads the `f.*` parameters against the filterable attributes. Unknown keys, wrong shapes and
 * bad numbers are reported per parameter; the page ignores them, the API answers 422.
 */
export function parseSpecFilters(params: Iterable<[string, string]>, attributes: SpecAttribute[]): { filters: SpecFilter[]; errors: FieldErrors } {
  const errors: FieldErrors = {};
  const byKey = new Map<string, SpecFilter>();
  for (const [name, raw] of params) {
    if (!name.startsWith(FILTER_PREFIX)) continue;
    const rest = name.slice(FILTER_PREFIX.length);
    const bound = rest.endsWith(".min") ? "min" : rest.endsWith(".max") ? "max" : undefined;
    const key = bound ? rest.slice(0, -4) : rest;
    const attribute = attributes.find((a) => a.key === key && a.filterable);
    if (!attribute) {
      errors[name] = ["Unknown specification filter."];
      continue;
    }
    const value = raw.trim();
    if (value === "") continue;
    const filter = byKey.get(key) ?? { key, attributeId: attribute.id, type: attribute.type };
    if (attribute.type === "number" || attribute.type === "range") {
      const n = Number(value.replace(",", "."));
      if (!bound) errors[name] = ["Use .min and .max for a numeric specification."];
      else if (!Number.isFinite(n) || Math.abs(n) > 1e12) errors[name] = ["Give a number."];
      else filter[bound] = n;
    } else if (bound) {
      errors[name] = ["Only numeric specifications take .min and .max."];
    } else if (attribute.type === "boolean") {
      if (value !== "1" && value !== "0") errors[name] = ["Give 1 (yes) or 0 (no)."];
      else filter.values = [...new Set([...(filter.values ?? []), value])];
    } else if (attribute.type === "choice") {
      if (!attribute.choices.some((c) => c.value === value)) errors[name] = ["Unknown choice."];
      else filter.values = [...new Set([...(filter.values ?? []), value])];
    } else {
      errors[name] = ["Text specifications cannot be filtered."];
    }
    if (filter.min !== undefined && filter.max !== undefined && filter.min > filter.max)
      errors[`${FILTER_PREFIX}${key}.max`] = ["The maximum must not be below the minimum."];
    byKey.set(key, filter);
  }
  const filters = [...byKey.values()]
    .filter((f) => f.min !== undefined || f.max !== undefined || f.values?.length)
    .sort((a, b) => a.key.localeCompare(b.key))
    .map((f) => ({ ...f, values: f.values?.sort() }));
  return { filters, errors };
}

/** parseSpecFilters against the attributes in the database (not read when there is no filter: most list requests). */
export async function readSpecFilters(db: Db, params: Iterable<[string, string]>): Promise<{ filters: SpecFilter[]; errors: FieldErrors }> {
  const filterParams = [...params].filter(([name]) => name.startsWith(FILTER_PREFIX));
  if (!filterParams.length) return { filters: [], errors: {} };
  return parseSpecFilters(filterParams, await listSpecAttributes(db));
}

/** The product ids matching one filter, as a subquery on the (attribute, value, product) indexes. */
function matchingIds(db: Db, filter: SpecFilter) {
  let query = db.selectFrom("commodity_specs").select("commodity_specs.commodity_id").where("attribute_id", "=", filter.attributeId);
  if (filter.values) {
    query = filter.type === "boolean" ? query.where("number_value", "in", filter.values.map(Number)) : query.where("choice_value", "in", filter.values);
  }
  if (filter.type === "range") {
    // A range matches when it overlaps the interval asked for (a 25–75 mm cutting height suits 30–40 mm).
    if (filter.max !== undefined) query = query.where("number_value", "<=", filter.max);
    if (filter.min !== undefined) query = query.where(sql<number>`coalesce(number_max, number_value)`, ">=", filter.min);
  } else {
    if (filter.min !== undefined) query = query.where("number_value", ">=", filter.min);
    if (filter.max !== undefined) query = query.where("number_value", "<=", filter.max);
  }
  return query;
}

/**
 * Narrows a query over `commodities` to the products matching every filter. The one place the
 * product list meets specifications: listCommodities calls it with its filters.
 */
export function narrowBySpecs<O>(db: Db, query: SelectQueryBuilder<Database, "commodities", O>, filters: readonly SpecFilter[] | undefined) {
  let narrowed = query;
  // `+id` keeps SQLite from driving the query by primary-key lookups from each filter's (large) id list:
  // it walks the category's covering index and probes the filters' id sets instead (6× faster with
  // 10,000 products, docs/benchmarks.md). PostgreSQL reads unary plus as the same integer.
  for (const filter of filters ?? []) narrowed = narrowed.where(sql<number>`+${sql.ref("commodities.id")}`, "in", matchingIds(db, filter));
  return narrowed;
}

/* ---------- Spreadsheets: CSV export and import (issue 10) ---------- */

/** Columns before the attributes: the product's id (the match key), then read-only reminders. */
export const CSV_FIXED_COLUMNS = ["id", "model", "en_name", "category"] as const;

/** One column per attribute; a text attribute has one per language (key.en, key.fr, key.nl). */
function csvColumnsOf(attribute: SpecAttribute): string[] {
  return attribute.type === "text" ? LOCALES.map((l) => `${attribute.key}.${l}`) : [attribute.key];
}

/** A value as a spreadsheet cell: 53, 25-80 (ranges), yes/no, a choice's value. */
function cellOf(attribute: SpecAttribute, row: RawSpec): Record<string, string> {
  const raw = numeric(row);
  if (attribute.type === "text") return Object.fromEntries(LOCALES.map((l) => [`${attribute.key}.${l}`, raw[`${l}_text`]]));
  const value = specValue(attribute, raw, "en");
  if (value === undefined) return {};
  if (Array.isArray(value)) return { [attribute.key]: value[0] === value[1] ? String(value[0]) : `${value[0]}-${value[1]}` };
  if (typeof value === "boolean") return { [attribute.key]: value ? "yes" : "no" };
  return { [attribute.key]: String(value) };
}

/** Every product, one row each, with every attribute as a column (empty where it has no value). */
export async function exportSpecTable(db: Db): Promise<{ columns: string[]; rows: Record<string, string>[] }> {
  const [attributes, products, types, values] = await Promise.all([
    listSpecAttributes(db),
    db.selectFrom("commodities").select(["id", "model", "en_name", "commodity_type_id"]).orderBy("id").execute(),
    db.selectFrom("commodity_types").select(["id", "en_name"]).execute(),
    db.selectFrom("commodity_specs").selectAll().execute(),
  ]);
  const byProduct = new Map<number, RawSpec[]>();
  for (const value of values) byProduct.set(value.commodity_id, [...(byProduct.get(value.commodity_id) ?? []), value]);
  const rows = products.map((product) => {
    const row: Record<string, string> = {
      id: String(product.id),
      model: product.model,
      en_name: product.en_name,
      category: types.find((t) => t.id === product.commodity_type_id)?.en_name ?? "",
    };
    for (const value of byProduct.get(product.id) ?? []) {
      const attribute = attributes.find((a) => a.id === value.attribute_id);
      if (attribute) Object.assign(row, cellOf(attribute, value));
    }
    return row;
  });
  return { columns: [...CSV_FIXED_COLUMNS, ...attributes.flatMap(csvColumnsOf)], rows };
}

/**
 * Replaces the values of every product listed, from spreadsheet rows (header names as keys),
 * all or nothing: one bad cell anywhere and nothing changes. Errors are keyed `row.<n>` (the
 * spreadsheet's line number, the header being line 1) or `columns`. Columns left out of the file
 * keep their values; an empty cell clears one.
 */
export async function importSpecTable(db: Db, header: string[], rows: Record<string, string>[]): Promise<{ updated: number }> {
  const attributes = await listSpecAttributes(db);
  const errors: FieldErrors = {};
  const known = new Set<string>([...CSV_FIXED_COLUMNS, ...attributes.flatMap(csvColumnsOf)]);
  const unknown = header.filter((column) => !known.has(column));
  if (!header.includes("id")) errors.columns = ["The file needs an id column."];
  if (unknown.length) errors.columns = [...(errors.columns ?? []), `Unknown columns: ${unknown.join(", ")}.`];
  if (!rows.length) errors.rows = ["The file has no product rows."];
  if (Object.keys(errors).length) throw InvalidInput.fields(errors);

  const given = attributes.filter((a) => csvColumnsOf(a).some((c) => header.includes(c)));
  return inTransaction(db, async (trx) => {
    const ids = rows.map((row) => Number(row.id));
    const products = await trx
      .selectFrom("commodities")
      .select(["id", "commodity_type_id"])
      .where("id", "in", ids.filter((id) => Number.isSafeInteger(id) && id > 0).concat(-1))
      .execute();
    const chains = await ancestry(trx);
    const current = await readValues(
      trx,
      products.map((p) => p.id),
    );
    const plans: { id: number; rows: Map<number, Columns> }[] = [];
    const seen = new Set<number>();
    rows.forEach((row, index) => {
      const line = index + 2;
      const id = Number(row.id);
      const product = products.find((p) => p.id === id);
      if (!product) return void (errors[`row.${line}`] = [`id ${row.id || "(empty)"}: no such product.`]);
      if (seen.has(id)) return void (errors[`row.${line}`] = [`id ${id}: listed twice.`]);
      seen.add(id);
      const chain = product.commodity_type_id === null ? [] : (chains.get(product.commodity_type_id) ?? []);
      const offered = attributes.filter((a) => a.category_ids.some((c) => chain.includes(c)));
      // Start from the stored values of the columns the file leaves out; the file's cells decide the rest.
      const values: Record<string, unknown> = {};
      for (const stored of current.filter((v) => v.commodity_id === id)) {
        const attribute = attributes.find((a) => a.id === stored.attribute_id);
        if (attribute && !given.includes(attribute))
          values[attribute.key] =
            attribute.type === "text" ? { en: stored.en_text, fr: stored.fr_text, nl: stored.nl_text } : specValue(attribute, numeric(stored), "en");
      }
      for (const attribute of given) {
        if (attribute.type === "text") {
          const texts = Object.fromEntries(LOCALES.filter((l) => header.includes(`${attribute.key}.${l}`)).map((l) => [l, row[`${attribute.key}.${l}`] ?? ""]));
          values[attribute.key] = Object.values(texts).some((t) => t.trim()) ? texts : null;
        } else values[attribute.key] = (row[attribute.key] ?? "").trim() || null;
      }
      const checked = checkSpecValues(offered, values);
      const problems = Object.entries(checked.errors).map(([field, messages]) => `${field.replace(/^specs\./, "")}: ${messages.join(" ")}`);
      if (problems.length) errors[`row.${line}`] = problems;
      else plans.push({ id, rows: checked.rows });
    });
    if (Object.keys(errors).length) throw InvalidInput.fields(errors);
    for (const plan of plans) await writeValues(trx, plan.id, plan.rows);
    return { updated: plans.length };
  });
}
