import type { Locale } from "./locales.ts";
import { unhandled } from "./unhandled.ts";
import { numberFormat } from "./intl.ts";

/**
 * Product specifications (decision 046): the units an attribute may have, how a value is
 * written in each language, and the shapes the API and pages share. Isomorphic.
 */

export const SPEC_TYPES = ["number", "range", "boolean", "choice", "text"] as const;
export type SpecType = (typeof SPEC_TYPES)[number];

interface UnitDef {
  /** How the unit is written after a number, per language. */
  symbol: Record<Locale, string>;
  /** UN/CEFACT common code, for schema.org unitCode. */
  code?: string;
}

const same = (symbol: string, code?: string): UnitDef => ({ symbol: { en: symbol, fr: symbol, nl: symbol }, code });

/** Every unit an attribute may carry, keyed by what is stored in spec_attributes.unit. */
export const UNITS = {
  V: same("V", "VLT"),
  Ah: same("Ah", "AMH"),
  Wh: same("Wh", "WHR"),
  W: same("W", "WTT"),
  A: same("A", "AMP"),
  mm: same("mm", "MMT"),
  cm: same("cm", "CMT"),
  m: same("m", "MTR"),
  L: same("L", "LTR"),
  kg: same("kg", "KGM"),
  "m/s": same("m/s", "MTS"),
  "km/h": { symbol: { en: "km/h", fr: "km/h", nl: "km/u" }, code: "KMH" },
  "m³/h": same("m³/h", "MQH"),
  "L/h": same("L/h", "E32"),
  bar: same("bar", "BAR"),
  Nm: same("Nm", "NU"),
  rpm: { symbol: { en: "rpm", fr: "tr/min", nl: "tpm" }, code: "RPM" },
  "dB(A)": same("dB(A)", "2N"),
  min: same("min", "MIN"),
  "m²": same("m²", "MTK"),
  "m²/h": same("m²/h"),
  "%": same("%", "P1"),
  lm: same("lm", "LUM"),
  "°": same("°", "DD"),
  "°C": same("°C", "CEL"),
  cycles: { symbol: { en: "cycles", fr: "cycles", nl: "cycli" }, code: undefined },
} satisfies Record<string, UnitDef>;

export type Unit = keyof typeof UNITS;
export const UNIT_KEYS = Object.keys(UNITS) as Unit[];

export function isUnit(value: unknown): value is Unit {
  return typeof value === "string" && Object.hasOwn(UNITS, value);
}

export function unitSymbol(unit: string, locale: Locale): string {
  return isUnit(unit) ? UNITS[unit].symbol[locale] : unit;
}

export function unitCode(unit: string): string | undefined {
  return isUnit(unit) ? UNITS[unit].code : undefined;
}

/** The BCP 47 locale whose number format each site language uses. */
const NUMBER_LOCALE: Record<Locale, string> = { en: "en-GB", fr: "fr-FR", nl: "nl-NL" };

/**
 * A number in the site language: 1,200 (en), 1 200 with a narrow no-break space (fr), 1.200 (nl).
 * `decimals` is always shown (5.0 Ah); otherwise at most one decimal, only when needed (2.6 kg, 32 kg).
 */
export function formatNumber(value: number, locale: Locale, decimals = 0): string {
  return numberFormat(NUMBER_LOCALE[locale], { minimumFractionDigits: decimals, maximumFractionDigits: Math.max(decimals, 1) }).format(value);
}

export interface SpecChoice {
  value: string;
  en: string;
  fr: string;
  nl: string;
}

/** What formatting needs to know of an attribute. */
export interface SpecAttributeShape {
  key: string;
  type: SpecType;
  unit: string;
  decimals: number;
  choices: SpecChoice[];
}

/** A stored value, whatever the type: numbers (and ranges, booleans as 0/1), a choice, or translated text. */
export interface SpecRawValue {
  number_value: number | null;
  number_max: number | null;
  choice_value: string | null;
  en_text: string;
  fr_text: string;
  nl_text: string;
}

/** The value an API client reads: a number, [min, max], true/false, the choice's value, or the text. */
export type SpecValue = number | [number, number] | boolean | string;

/** One line of a product's specification table, in one language. */
export interface SpecView {
  key: string;
  label: string;
  value: SpecValue;
  /** The unit's symbol in the language ("tr/min"), or "" for none. */
  unit: string;
  /** The whole value as shown: "1.200 m²", "25–75 mm", "Yes". */
  display: string;
}

const YES_NO: Record<Locale, [string, string]> = { en: ["Yes", "No"], fr: ["Oui", "Non"], nl: ["Ja", "Nee"] };

/** The value of a stored row, or undefined when the row holds nothing usable for the attribute's type. */
export function specValue(attribute: SpecAttributeShape, raw: SpecRawValue, locale: Locale): SpecValue | undefined {
  switch (attribute.type) {
    case "number":
      return raw.number_value ?? undefined;
    case "range":
      if (raw.number_value === null) return undefined;
      return [raw.number_value, raw.number_max ?? raw.number_value];
    case "boolean":
      return raw.number_value === null ? undefined : raw.number_value !== 0;
    case "choice":
      return raw.choice_value ?? undefined;
    case "text": {
      const text = raw[`${locale}_text`] || raw.en_text || raw.fr_text || raw.nl_text;
      return text || undefined;
    }
    default:
      return unhandled(attribute.type);
  }
}

/** The value as shown, with its unit: "1.200 m²" (nl), "25–75 mm", "Oui", the choice's label. */
export function formatSpecValue(attribute: SpecAttributeShape, value: SpecValue, locale: Locale): string {
  const unit = unitSymbol(attribute.unit, locale);
  // Degrees follow the number directly (180°); every other unit after a no-break space.
  const withUnit = (text: string) => (!unit ? text : unit === "°" ? `${text}${unit}` : `${text}\u00a0${unit}`);
  if (typeof value === "boolean") return YES_NO[locale][value ? 0 : 1];
  if (typeof value === "number") return withUnit(formatNumber(value, locale, attribute.decimals));
  if (Array.isArray(value)) {
    const [min, max] = value;
    return withUnit(
      min === max
        ? formatNumber(min, locale, attribute.decimals)
        : `${formatNumber(min, locale, attribute.decimals)}–${formatNumber(max, locale, attribute.decimals)}`,
    );
  }
  if (attribute.type === "choice") {
    const choice = attribute.choices.find((c) => c.value === value);
    return withUnit(choice ? choice[locale] || choice.en || choice.value : value);
  }
  return value;
}

/* ---------- Battery runtime estimates (decision 046) ---------- */

/** Share of a battery's nominal energy a tool can use before the pack cuts out. */
export const USABLE_ENERGY = 0.9;

export interface RuntimeEstimate {
  /** Whole minutes, rounded down. */
  minutes: number;
  /** Square metres, rounded down to tens, when the tool declares a work rate. */
  area?: number;
  /** Batteries fitted at once for this figure: a tool with two slots runs on two, and says so. */
  batteries: number;
}

/**
 * How long a tool drawing `powerW` watts on average runs on a battery of `energyWh`, and,
 * with a work rate in m² per hour, how much ground it covers. Batteries in several slots add up.
 */
export function estimateRuntime(energyWh: number, powerW: number, areaPerHour?: number | null, slots = 1): RuntimeEstimate | undefined {
  if (!(energyWh > 0) || !(powerW > 0)) return undefined;
  const batteries = Math.max(1, slots);
  const hours = (energyWh * USABLE_ENERGY * batteries) / powerW;
  const minutes = Math.floor(hours * 60);
  const area = areaPerHour && areaPerHour > 0 ? Math.floor((hours * areaPerHour) / 10) * 10 : undefined;
  return { minutes, area, batteries };
}

/** Minutes a charger delivering `currentA` needs to fill a battery of `capacityAh` (with 10% charge losses). */
export function estimateChargeMinutes(capacityAh: number, currentA: number): number | undefined {
  if (!(capacityAh > 0) || !(currentA > 0)) return undefined;
  return Math.ceil(((capacityAh * 1.1) / currentA) * 60);
}

/* ---------- Battery figures from one source (decision 085) ---------- */

/** The specification keys battery compatibility reads (server/services/battery-figures.ts). */
export const COMPAT_KEYS = {
  platform: "battery_platform",
  energy: "battery_energy",
  capacity: "battery_capacity",
  current: "charge_current",
  power: "power_draw",
  rate: "work_rate",
  slots: "battery_slots",
} as const;

/** The figures of a product that battery compatibility reads. */
export interface BatteryData {
  platform?: string;
  /** Wh: with a capacity, what makes a product a battery. */
  energy?: number;
  capacity?: number;
  /** A: what makes a product a charger; with energy and capacity, a starter kit. */
  current?: number;
  /** W: a tool's average draw. */
  power?: number;
  /** m²/h: ground a tool covers per hour. */
  rate?: number;
  /** Batteries a tool takes at once. */
  slots: number;
}

/** A product's battery data from its specification values as edited (key → number, or a choice's value). */
export function batteryDataOf(values: Record<string, unknown>): BatteryData {
  const number = (key: string) => (typeof values[key] === "number" ? (values[key] as number) : undefined);
  const platform = values[COMPAT_KEYS.platform];
  return {
    platform: typeof platform === "string" ? platform : undefined,
    energy: number(COMPAT_KEYS.energy),
    capacity: number(COMPAT_KEYS.capacity),
    current: number(COMPAT_KEYS.current),
    power: number(COMPAT_KEYS.power),
    rate: number(COMPAT_KEYS.rate),
    slots: Math.max(1, Number(values[COMPAT_KEYS.slots]) || 1),
  };
}

export type BatteryRole = "battery" | "charger" | "kit" | "tool";

/** A kit holds a battery and a charger; a battery has energy and capacity; a charger a current; a tool a power draw. */
export function batteryRole(p: BatteryData): BatteryRole | undefined {
  if (p.energy !== undefined && p.capacity !== undefined) return p.current === undefined ? "battery" : "kit";
  if (p.current !== undefined) return "charger";
  if (p.power !== undefined) return "tool";
  return undefined;
}

/** Spec tables quote runtimes and charger times on the platform's everyday battery. */
export const REFERENCE_AH = 5;

/** The specification keys whose values are computed, never taken as entered: the admin warns when an entry differs. */
export const DERIVED_KEYS = {
  /** A tool's runtime on the reference battery (with all its slots filled). */
  runtime: "runtime",
  /** A charger's time for the reference battery. */
  referenceCharge: "charge_time_5ah",
  /** A battery's time on the platform's fastest charger. */
  rapidCharge: "charge_time",
  /** A starter kit's own battery on its own charger. */
  kitCharge: "kit_charge_time",
} as const;

export interface DerivedFigure {
  minutes: number;
  /** Batteries fitted for a runtime: 2 on a two-slot tool, which the figure then says. */
  batteries: number;
}

/** What a product's computed figures depend on beyond its own data. */
export interface PlatformFigures {
  /** Wh of the platform's reference battery, when it sells one. */
  referenceEnergy?: number;
  /** A of the platform's fastest charger. */
  rapidCurrent?: number;
}

/**
 * A product's computed runtime and charge times, keyed by specification key. The one place these figures are
 * made: spec tables, the compare page, the API, product pages' lists and the FAQ all read them from here.
 */
export function derivedFigures(product: BatteryData, platform: PlatformFigures): Map<string, DerivedFigure> {
  const figures = new Map<string, DerivedFigure>();
  const charge = (key: string, minutes: number | undefined) => minutes !== undefined && figures.set(key, { minutes, batteries: 1 });
  switch (batteryRole(product)) {
    case "tool": {
      const estimate = platform.referenceEnergy ? estimateRuntime(platform.referenceEnergy, product.power!, undefined, product.slots) : undefined;
      if (estimate) figures.set(DERIVED_KEYS.runtime, { minutes: estimate.minutes, batteries: estimate.batteries });
      break;
    }
    case "charger":
      charge(DERIVED_KEYS.referenceCharge, estimateChargeMinutes(REFERENCE_AH, product.current!));
      break;
    case "battery":
      if (platform.rapidCurrent) charge(DERIVED_KEYS.rapidCharge, estimateChargeMinutes(product.capacity!, platform.rapidCurrent));
      break;
    case "kit":
      charge(DERIVED_KEYS.kitCharge, estimateChargeMinutes(product.capacity!, product.current!));
      break;
  }
  return figures;
}

const WITH_BATTERIES: Record<Locale, (count: number) => string> = {
  en: (count) => `with ${count} batteries`,
  fr: (count) => `avec ${count} batteries`,
  nl: (count) => `met ${count} accu's`,
};

/** A spec line showing a computed figure: "70 min with 2 batteries" for a two-slot tool's runtime. */
export function withDerivedFigure(view: SpecView, figure: DerivedFigure, attribute: SpecAttributeShape, locale: Locale): SpecView {
  const display = formatSpecValue(attribute, figure.minutes, locale);
  return { ...view, value: figure.minutes, display: figure.batteries > 1 ? `${display} ${WITH_BATTERIES[locale](figure.batteries)}` : display };
}

/** The query-string prefix of specification filters: f.cutting_width.min=40, f.brushless=1, f.battery_slots=2. */
export const FILTER_PREFIX = "f.";

/** A specification filter as the list reads it (server/services/spec-rules.ts SpecFilter has these and more). */
interface FilterBounds {
  key: string;
  min?: number;
  max?: number;
  values?: readonly string[];
}

/** A range typed the wrong way round ("from 50 to 30") as the visitor meant it: from 30 to 50. */
export function orderedBounds<F extends FilterBounds>(filter: F): F {
  return filter.min !== undefined && filter.max !== undefined && filter.min > filter.max ? { ...filter, min: filter.max, max: filter.min } : filter;
}

/** The f.* query parameters of filters: f.cutting_width.min=40, f.battery_slots=2 (repeated for several choices). */
export function filterParams(filters: readonly FilterBounds[]): [string, string][] {
  return filters.flatMap((filter): [string, string][] => [
    ...(filter.min !== undefined ? [[`${FILTER_PREFIX}${filter.key}.min`, String(filter.min)] as [string, string]] : []),
    ...(filter.max !== undefined ? [[`${FILTER_PREFIX}${filter.key}.max`, String(filter.max)] as [string, string]] : []),
    ...(filter.values ?? []).map((value): [string, string] => [`${FILTER_PREFIX}${filter.key}`, value]),
  ]);
}
