import { sql, type SelectQueryBuilder } from "kysely";
import type { Db } from "#server/db/index.ts";
import type { Database, SpecAttributeRow } from "#server/db/schema.ts";
import { LOCALES, type Locale } from "#domain/locales.ts";
import { derivedFiguresOf } from "./battery-figures.ts";
import { specValue, unitCode, withDerivedFigure, type DerivedFigure, type SpecChoice, type SpecType, type SpecView } from "#domain/specs.ts";
import { InvalidInput, RecordNotFound, slotTakenMeanwhile, type FieldErrors } from "./errors.ts";
import { inTransaction } from "./records.ts";
import {
  checkSpecValues,
  FILTER_PREFIX,
  numericRow,
  parseChoices,
  parseSpecFilters,
  specViews,
  type Columns,
  type RawSpec,
  type SpecAttribute,
  type SpecFilter,
} from "./spec-rules.ts";
import { versionedCache, versionedRecords } from "./versioned-cache.ts";
import { isSortableType, type ProductSort } from "#domain/product-sort.ts";
import type { ListOrder } from "./catalogue.ts";

/**
 * Product specifications as data (decision 046): attribute definitions, each product's values,
 * the spec table in a language, and the filters the product list narrows by.
 */

function presentAttribute(row: SpecAttributeRow, categoryIds: number[]): SpecAttribute {
  return {
    ...row,
    choices: parseChoices(row.choices),
    min_value: row.min_value === null ? null : Number(row.min_value),
    max_value: row.max_value === null ? null : Number(row.max_value),
    category_ids: categoryIds,
  };
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
  return attributesAlong(await listSpecAttributes(db), (await ancestry(db)).get(typeId) ?? []);
}

/** Those of `attributes` that a category with this chain (itself, then its ancestors) offers. */
function attributesAlong(attributes: SpecAttribute[], chain: number[]): SpecAttribute[] {
  return attributes.filter((a) => a.category_ids.some((id) => chain.includes(id)));
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

import { specApplies } from "./spec-applies.ts";
export { specApplies };

async function readValues(db: Db, ids: number[]): Promise<RawSpec[]> {
  if (!ids.length) return [];
  return db.selectFrom("commodity_specs").selectAll().where("commodity_id", "in", ids).where(specApplies).execute();
}

// Spec tables by product, one cache per language, as lists show them (a few hundred bytes each).
const cachedSpecViews = new Map(LOCALES.map((locale) => [locale, versionedRecords<number, SpecView[]>("catalogue", { maxEntries: 5_000 })]));

/** Shared by every product without specs, so it too is one object (see joinedWithSpecs). */
const NO_SPECS: SpecView[] = [];

/** Product id → its spec table in `locale`, for any number of products in at most two queries. */
export async function specsOf(db: Db, ids: number[], locale: Locale): Promise<Map<number, SpecView[]>> {
  const views = await cachedSpecViews.get(locale)!(db, ids, async (missing) => {
    const [attributes, rows, derived] = await Promise.all([listSpecAttributes(db), readValues(db, missing), derivedFiguresOf(db, missing)]);
    return new Map(
      missing.map((id) => [
        id,
        withComputedFigures(
          specViews(
            attributes,
            rows.filter((r) => r.commodity_id === id),
            locale,
          ),
          derived.get(id),
          attributes,
          locale,
        ),
      ]),
    );
  });
  return new Map(ids.map((id) => [id, views.get(id) ?? NO_SPECS]));
}

/** Runtimes and charge times as computed from the battery data, whatever was entered for them. */
function withComputedFigures(views: SpecView[], figures: Map<string, DerivedFigure> | undefined, attributes: SpecAttribute[], locale: Locale): SpecView[] {
  if (!figures) return views;
  return views.map((view) => {
    const figure = figures.get(view.key);
    const attribute = figure && attributes.find((a) => a.key === view.key);
    return attribute ? withDerivedFigure(view, figure, attribute, locale) : view;
  });
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
  return products.map((p) => joinedWithSpecs(p, specs.get(p.id) ?? NO_SPECS));
}

// A product and its specs are each kept per content version, so their union is one object for as long as both are:
// a list answer then serialises each product once, not on every page that shows it (api/envelope.ts).
const joined = new WeakMap<object, WeakMap<SpecView[], object>>();

function joinedWithSpecs<T extends object>(product: T, specs: SpecView[]): T & { specs: SpecView[] } {
  let bySpecs = joined.get(product);
  if (!bySpecs) joined.set(product, (bySpecs = new WeakMap()));
  let union = bySpecs.get(specs);
  if (!union) bySpecs.set(specs, (union = { ...product, specs }));
  return union as T & { specs: SpecView[] };
}

/* ---------- Values as edited ---------- */

/** An editable value: number, [min, max], boolean, a choice's value, or text per language. */
export type SpecInputValue = number | [number, number] | boolean | string | { en?: string; fr?: string; nl?: string } | null;

/** key → value as the admin form and the CSV edit them (text as { en, fr, nl }). */
export async function getProductSpecValues(db: Db, productId: number): Promise<Record<string, SpecInputValue>> {
  const [attributes, rows] = await Promise.all([listSpecAttributes(db), readValues(db, [productId])]);
  const result: Record<string, SpecInputValue> = {};
  for (const row of rows.map(numericRow)) {
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

/**
 * Replaces a product's values with `values` (all of them: keys left out are cleared), all or
 * nothing. Only the attributes of its category are accepted.
 */
export async function setProductSpecValues(db: Db, productId: number, values: Record<string, unknown>): Promise<Record<string, SpecInputValue>> {
  await inTransaction(db, async (trx) => {
    const product = await trx.selectFrom("commodities").select(["id", "commodity_type_id"]).where("id", "=", productId).executeTakeFirst();
    if (!product) throw new RecordNotFound("Product");
    const { rows, errors } = checkSpecValues(await attributesForCategory(trx, product.commodity_type_id), values);
    if (Object.keys(errors).length) throw InvalidInput.fields(errors);
    await writeValues(trx, productId, rows);
  });
  return getProductSpecValues(db, productId);
}

export async function writeValues(trx: Db, productId: number, rows: Map<number, Columns>): Promise<void> {
  await trx.deleteFrom("commodity_specs").where("commodity_id", "=", productId).execute();
  if (rows.size) {
    await trx
      .insertInto("commodity_specs")
      .values([...rows].map(([attribute_id, columns]) => ({ commodity_id: productId, attribute_id, ...columns })))
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

const KEY_TAKEN = "This key is already used by another specification.";

/** Two saves of one new key at once: the unique index refuses the second, which is told as the check would have. */
const keyTakenMeanwhile = slotTakenMeanwhile({ columns: ["spec_attributes.key"], refused: () => new InvalidInput("key", KEY_TAKEN) });

async function checkAttribute(db: Db, input: SpecAttributeInput, id?: number): Promise<void> {
  const errors: FieldErrors = {};
  if (input.key !== undefined) {
    const taken = await db.selectFrom("spec_attributes").select("id").where("key", "=", input.key).executeTakeFirst();
    if (taken && taken.id !== id) errors.key = [KEY_TAKEN];
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
  }).catch(keyTakenMeanwhile);
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
  }).catch(keyTakenMeanwhile);
}

/* ---------- Filters (decision 046) ---------- */

/** parseSpecFilters against the attributes in the database (not read when there is no filter: most list requests). */
export async function readSpecFilters(db: Db, params: Iterable<[string, string]>): Promise<{ filters: SpecFilter[]; errors: FieldErrors }> {
  const filterParams = [...params].filter(([name]) => name.startsWith(FILTER_PREFIX));
  if (!filterParams.length) return { filters: [], errors: {} };
  return parseSpecFilters(filterParams, await listSpecAttributes(db));
}

/** The product ids matching one filter, as a subquery on the (attribute, value, product) indexes. */
function matchingIds(db: Db, filter: SpecFilter) {
  let query = db.selectFrom("commodity_specs").select("commodity_specs.commodity_id").where("attribute_id", "=", filter.attributeId).where(specApplies);
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
 * product list meets specifications: listProducts calls it with its filters.
 */
export function narrowBySpecs<O>(db: Db, query: SelectQueryBuilder<Database, "commodities", O>, filters: readonly SpecFilter[] | undefined) {
  let narrowed = query;
  // `+id` keeps SQLite from driving the query by primary-key lookups from each filter's (large) id list:
  // it walks the category's covering index and probes the filters' id sets instead (6× faster with
  // 10,000 products, docs/benchmarks.md). PostgreSQL reads unary plus as the same integer.
  for (const filter of filters ?? []) narrowed = narrowed.where(sql<number>`+${sql.ref("commodities.id")}`, "in", matchingIds(db, filter));
  return narrowed;
}

/* ---------- Spreadsheets: CSV export and import ---------- */

/** Columns before the attributes: the product's id (the match key), then read-only reminders. */
export const CSV_FIXED_COLUMNS = ["id", "model", "en_name", "category"] as const;

/** One column per attribute; a text attribute has one per language (key.en, key.fr, key.nl). */
function csvColumnsOf(attribute: SpecAttribute): string[] {
  return attribute.type === "text" ? LOCALES.map((l) => `${attribute.key}.${l}`) : [attribute.key];
}

/** A value as a spreadsheet cell: 53, 25-80 (ranges), yes/no, a choice's value. */
function cellOf(attribute: SpecAttribute, row: RawSpec): Record<string, string> {
  const raw = numericRow(row);
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
    // A value kept from an earlier category would make the unchanged file fail its own import: its cell stays empty.
    db.selectFrom("commodity_specs").selectAll().where(specApplies).execute(),
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
            attribute.type === "text" ? { en: stored.en_text, fr: stored.fr_text, nl: stored.nl_text } : specValue(attribute, numericRow(stored), "en");
      }
      for (const attribute of given) {
        if (attribute.type === "text") {
          const texts = Object.fromEntries(LOCALES.filter((l) => header.includes(`${attribute.key}.${l}`)).map((l) => [l, row[`${attribute.key}.${l}`] ?? ""]));
          values[attribute.key] = Object.values(texts).some((t) => t.trim()) ? texts : null;
        } else values[attribute.key] = (row[attribute.key] ?? "").trim() || null;
      }
      const checked = checkSpecValues(offered, values);
      // One entry per cell, `row.<line>.<key>`, so each message stays a catalogue text the error handler translates.
      for (const [field, messages] of Object.entries(checked.errors)) errors[`row.${line}.${field.replace(/^specs\./, "")}`] = messages;
      if (!Object.keys(checked.errors).length) plans.push({ id, rows: checked.rows });
    });
    if (Object.keys(errors).length) throw InvalidInput.fields(errors);
    for (const plan of plans) await writeValues(trx, plan.id, plan.rows);
    return { updated: plans.length };
  });
}

/**
 * The list order a ?sort= asks for (decision 086): relevance (no order), newest, or a numeric specification by its key.
 * `unknown` for a key that names no numeric specification.
 */
export async function listOrderOf(db: Db, sort: ProductSort): Promise<ListOrder | undefined | "unknown"> {
  if (sort.kind === "relevance") return undefined;
  if (sort.kind === "newest") return sort;
  const attribute = (await listSpecAttributes(db)).find((a) => a.key === sort.key && isSortableType(a.type));
  return attribute ? { kind: "spec", attributeId: attribute.id, range: attribute.type === "range", direction: sort.direction } : "unknown";
}
