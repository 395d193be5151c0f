import type { ProductSpecRow } from "#server/db/schema.ts";
import { unhandled } from "#domain/unhandled.ts";
import { LOCALES, type Locale } from "#domain/locales.ts";
import { pickLocalized } from "#domain/localized.ts";
import { FILTER_PREFIX, formatSpecValue, specValue, unitSymbol, type SpecChoice, type SpecType, type SpecView } from "#domain/specs.ts";

export { FILTER_PREFIX };
import type { FieldErrors } from "./errors.ts";

/**
 * The rules of product specifications that need no database (decision 046): an attribute's label,
 * a product's spec table in a language, the check of submitted values and the list filters in a URL.
 * The queries that use them are in ./specs.ts.
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

/** The attribute's label in `locale`, falling back like every localized name (product rules §3). */
export function attributeLabel(attribute: Pick<SpecAttribute, "en_label" | "fr_label" | "nl_label">, locale: Locale): string {
  return pickLocalized(attribute, "label", locale);
}

export type RawSpec = ProductSpecRow;

export function numericRow(row: RawSpec): RawSpec {
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
    const value = specValue(attribute, numericRow(row), locale);
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

const inBounds = (attribute: SpecAttribute, n: number): string | undefined => {
  if (attribute.min_value !== null && n < attribute.min_value) return `Must be at least ${attribute.min_value}.`;
  if (attribute.max_value !== null && n > attribute.max_value) return `Must be at most ${attribute.max_value}.`;
  return undefined;
};

export type Columns = Omit<ProductSpecRow, "commodity_id" | "attribute_id">;
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
          ? // The dash between two numbers: one after a digit ("-20-40" is -20 to 40).
            value.split(/(?<=\d)\s*[–-]\s*(?=-?\d)/)
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
    default:
      return unhandled(attribute.type);
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

/* ---------- Filters ---------- */

/** One filter on the product list: a numeric interval, or a set of accepted values (choices, "1"/"0" for yes/no). */
export interface SpecFilter {
  key: string;
  attributeId: number;
  type: SpecType;
  min?: number;
  max?: number;
  values?: string[];
}

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
      else if (filter[bound] !== undefined) errors[name] = ["Give this bound once."];
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
    } else if (attribute.type === "text") {
      errors[name] = ["Text specifications cannot be filtered."];
    } else {
      unhandled(attribute.type);
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
