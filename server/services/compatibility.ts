import type { Db } from "#server/db/index.ts";
import { findNode } from "#domain/category-tree.ts";
import type { Locale } from "#domain/locales.ts";
import { displayName } from "#domain/localized.ts";
import { productPath } from "#domain/paths.ts";
import { platformFiguresByName, platformIndex, type PlatformProduct } from "./battery-figures.ts";
import { batteryRole as roleOf, estimateChargeMinutes, estimateRuntime, formatNumber, REFERENCE_AH, type RuntimeEstimate } from "#domain/specs.ts";
import { getCategoryTree, withDescendants } from "./catalogue.ts";
import { specsOf } from "./specs.ts";

/**
 * Battery compatibility as data (decision 046): what a tool runs on, what a battery powers, what a charger
 * charges, and 'Which battery do I need?'. The figures come from ./battery-figures.ts, the one place they are computed.
 */

export interface ProductLink {
  id: number;
  name: string;
  href: string;
}

export interface BatteryFit extends ProductLink {
  /** "5,0 Ah" in the language. */
  capacity: string;
  capacityAh: number;
  estimate?: RuntimeEstimate;
}

export interface ChargerFit extends ProductLink {
  /** Minutes to charge the battery in question (or a 5.0 Ah one on a tool page). */
  minutes?: number;
}

export interface ToolFit extends ProductLink {
  estimate?: RuntimeEstimate;
}

export type Compatibility =
  | { role: "tool"; slots: number; batteries: BatteryFit[]; chargers: ChargerFit[] }
  | { role: "battery"; groups: { category: string; tools: ToolFit[] }[]; chargers: ChargerFit[] }
  | { role: "charger"; batteries: (ProductLink & { capacity: string; minutes?: number })[]; tools: ProductLink[] };

const link = (p: PlatformProduct, locale: Locale): ProductLink => ({ id: p.id, name: displayName(p, locale), href: productPath(p) });
const capacityText = (ah: number, locale: Locale) => `${formatNumber(ah, locale, 1)}\u00a0Ah`;

/** What a product page shows under 'Runs on', 'Powers' or 'Charges', or undefined when the product is none of these. */
export async function compatibilityOf(db: Db, productId: number, locale: Locale): Promise<Compatibility | undefined> {
  const index = await platformIndex(db);
  const product = index.find((p) => p.id === productId);
  const own = product && roleOf(product);
  const role = own === "kit" ? "battery" : own;
  if (!product || !role || !product.platform) return undefined;
  const same = index.filter((p) => p.platform === product.platform && p.id !== product.id);
  const batteries = same.filter((p) => roleOf(p) === "battery").sort((a, b) => a.capacity! - b.capacity!);
  const chargers = same.filter((p) => roleOf(p) === "charger").sort((a, b) => b.current! - a.current!);
  const tools = same.filter((p) => roleOf(p) === "tool");

  if (role === "tool") {
    return {
      role,
      slots: product.slots,
      batteries: batteries.map((b) => ({
        ...link(b, locale),
        capacity: capacityText(b.capacity!, locale),
        capacityAh: b.capacity!,
        estimate: estimateRuntime(b.energy!, product.power!, product.rate, product.slots),
      })),
      chargers: chargers.map((c) => ({ ...link(c, locale), minutes: estimateChargeMinutes(REFERENCE_AH, c.current!) })),
    };
  }
  if (role === "battery") {
    const tree = await getCategoryTree(db);
    const groups = new Map<string, ToolFit[]>();
    for (const tool of tools) {
      const category = tool.commodity_type_id ? displayName(findNode(tree, tool.commodity_type_id), locale) : "";
      groups.set(category, [
        ...(groups.get(category) ?? []),
        { ...link(tool, locale), estimate: estimateRuntime(product.energy!, tool.power!, tool.rate, tool.slots) },
      ]);
    }
    return {
      role,
      groups: [...groups].map(([category, list]) => ({ category, tools: list })),
      chargers: chargers.map((c) => ({ ...link(c, locale), minutes: estimateChargeMinutes(product.capacity!, c.current!) })),
    };
  }
  return {
    role,
    batteries: batteries.map((b) => ({
      ...link(b, locale),
      capacity: capacityText(b.capacity!, locale),
      minutes: estimateChargeMinutes(b.capacity!, product.current!),
    })),
    tools: tools.map((t) => link(t, locale)),
  };
}

export interface BatteryAdvice {
  tools: (ProductLink & { slots: number; power: number })[];
  /** Each battery with the runtime of each chosen tool, smallest first. */
  batteries: (BatteryFit & { runtimes: { toolId: number; estimate?: RuntimeEstimate }[] })[];
  /** The smallest battery that runs every chosen tool at least `TARGET_MINUTES`, else the largest. */
  suggestedId?: number;
  /** True when no single battery runs every chosen tool `TARGET_MINUTES`: the page says so and suggests two. */
  shortfall: boolean;
}

/** A battery is suggested when it runs each chosen tool at least this long. */
export const TARGET_MINUTES = 30;

/** 'Which battery do I need?': every platform tool to choose from, and for the chosen ones each battery's runtimes. */
export async function batteryAdvice(db: Db, toolIds: number[], locale: Locale): Promise<BatteryAdvice & { choices: ProductLink[] }> {
  const index = await platformIndex(db);
  const allTools = index.filter((p) => roleOf(p) === "tool" && p.platform);
  const chosen = allTools.filter((p) => toolIds.includes(p.id));
  const platforms = new Set(chosen.map((p) => p.platform));
  const batteries = index.filter((p) => roleOf(p) === "battery" && platforms.has(p.platform)).sort((a, b) => a.capacity! - b.capacity!);
  const rows = batteries.map((b) => ({
    ...link(b, locale),
    capacity: capacityText(b.capacity!, locale),
    capacityAh: b.capacity!,
    runtimes: chosen.map((tool) => ({
      toolId: tool.id,
      estimate: tool.platform === b.platform ? estimateRuntime(b.energy!, tool.power!, tool.rate, tool.slots) : undefined,
    })),
  }));
  const enough = rows.find((row) => row.runtimes.length > 0 && row.runtimes.every((r) => (r.estimate?.minutes ?? 0) >= TARGET_MINUTES));
  return {
    choices: allTools.map((p) => link(p, locale)).sort((a, b) => a.name.localeCompare(b.name, locale)),
    tools: chosen.map((p) => ({ ...link(p, locale), slots: p.slots, power: p.power! })),
    batteries: rows,
    suggestedId: chosen.length ? (enough ?? rows[rows.length - 1])?.id : undefined,
    shortfall: chosen.length > 0 && rows.length > 0 && !enough,
  };
}

/**
 * The 'Which battery do I need?' helper of a category's landing page: offered where the category
 * (or one below it) holds batteries, else undefined.
 */
export async function batteryHelperFor(
  db: Db,
  categoryId: number,
  toolIds: number[],
  locale: Locale,
): Promise<(BatteryAdvice & { choices: ProductLink[]; target: number }) | undefined> {
  const [index, subtree] = await Promise.all([platformIndex(db), withDescendants(db, [categoryId])]);
  const holdsBatteries = index.some((p) => roleOf(p) === "battery" && p.commodity_type_id !== null && subtree.includes(p.commodity_type_id));
  if (!holdsBatteries) return undefined;
  return { ...(await batteryAdvice(db, toolIds, locale)), target: TARGET_MINUTES };
}

export interface ChargingFacts {
  /** Ah of the platform's smallest battery, and its minutes on the slowest and on the fastest charger. */
  smallAh: number;
  smallSlow: number;
  smallFast: number;
  /** Ah of the reference battery (5.0) and its minutes on the fastest charger. */
  referenceAh: number;
  referenceFast: number;
}

/**
 * The FAQ's "How long does charging take?" from the data: the same computation as every
 * charger's and battery's page. Undefined when the shared platform sells no batteries or no chargers.
 */
export async function chargingFacts(db: Db): Promise<ChargingFacts | undefined> {
  const index = await platformIndex(db);
  const batteries = index.filter((p) => roleOf(p) === "battery").sort((a, b) => a.capacity! - b.capacity!);
  const platform = batteries[0]?.platform;
  const chargers = index.filter((p) => roleOf(p) === "charger" && p.platform === platform).sort((a, b) => a.current! - b.current!);
  const [small, slow, fast] = [batteries[0], chargers[0], chargers.at(-1)];
  if (!small || !slow || !fast) return undefined;
  return {
    smallAh: small.capacity!,
    smallSlow: estimateChargeMinutes(small.capacity!, slow.current!)!,
    smallFast: estimateChargeMinutes(small.capacity!, fast.current!)!,
    referenceAh: REFERENCE_AH,
    referenceFast: estimateChargeMinutes(REFERENCE_AH, fast.current!)!,
  };
}

/** What the admin's specification form computes runtimes and charge times from, per platform (decision 085). */
export function platformFigures(db: Db) {
  return platformFiguresByName(db);
}

/** Kit or bare tool: what comes in the box, and the other way to buy it where both exist. */
export type PackageContents =
  | { kind: "bare-tool"; kits: ProductLink[] }
  | { kind: "built-in" }
  | { kind: "battery-only"; kits: ProductLink[] }
  | { kind: "charger-only"; kits: ProductLink[] }
  | { kind: "kit"; parts: ProductLink[] };

/** The platform whose batteries are built into the tool (the robot mowers). */
const BUILT_IN_PLATFORM = "built-in";

export async function packageOf(db: Db, productId: number, locale: Locale): Promise<PackageContents | undefined> {
  const index = await platformIndex(db);
  const product = index.find((p) => p.id === productId);
  if (!product?.platform) return undefined;
  if (product.platform === BUILT_IN_PLATFORM) return { kind: "built-in" };
  const same = index.filter((p) => p.platform === product.platform && p.id !== product.id);
  const kits = same.filter((p) => roleOf(p) === "kit");
  const links = (list: PlatformProduct[]) => list.map((p) => link(p, locale));
  switch (roleOf(product)) {
    case "tool":
      return { kind: "bare-tool", kits: links(kits) };
    case "battery":
      return { kind: "battery-only", kits: links(kits.filter((kit) => kit.capacity === product.capacity)) };
    case "charger":
      return { kind: "charger-only", kits: links(kits.filter((kit) => kit.current === product.current)) };
    case "kit": {
      const battery = same.find((p) => roleOf(p) === "battery" && p.capacity === product.capacity);
      const charger = same.find((p) => roleOf(p) === "charger" && p.current === product.current);
      return { kind: "kit", parts: links([battery, charger].filter((p) => p !== undefined)) };
    }
    default:
      return undefined;
  }
}

export interface BatteryRangeEntry extends ProductLink {
  /** "5,0 Ah · 180 Wh" in the language. */
  rating: string;
}

/** The /batteries page's data (decision 085): every battery sold alone, smallest first, and the limits its data sheet gives. */
export interface BatteryRange {
  batteries: BatteryRangeEntry[];
  /** The first battery's data sheet, as shown: "5–40 °C", "-20–45 °C", "Lithium-ion (Li-ion)". */
  charging?: string;
  storage?: string;
  chemistry?: string;
}

export async function batteryRange(db: Db, locale: Locale): Promise<BatteryRange> {
  const batteries = (await platformIndex(db)).filter((p) => roleOf(p) === "battery").sort((a, b) => a.capacity! - b.capacity!);
  const sheets = await specsOf(
    db,
    batteries.map((b) => b.id),
    locale,
  );
  const first = sheets.get(batteries[0]?.id ?? 0) ?? [];
  const display = (key: string) => first.find((spec) => spec.key === key)?.display;
  return {
    batteries: batteries.map((b) => ({ ...link(b, locale), rating: `${capacityText(b.capacity!, locale)} · ${formatNumber(b.energy!, locale)}\u00a0Wh` })),
    charging: display("charging_temperature"),
    storage: display("storage_temperature"),
    chemistry: display("battery_chemistry"),
  };
}
