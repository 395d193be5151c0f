import type { Db } from "#server/db/index.ts";
import { isVisible } from "./visibility.ts";
import { findNode } from "#domain/category-tree.ts";
import type { Locale } from "#domain/locales.ts";
import { displayName } from "#domain/localized.ts";
import { productPath } from "#domain/paths.ts";
import { estimateChargeMinutes, estimateRuntime, formatNumber, type RuntimeEstimate } from "#domain/specs.ts";
import { getCommodityTypeTree, withDescendants } from "./catalogue.ts";
import { specApplies } from "./specs.ts";
import { versionedCache } from "./versioned-cache.ts";

/**
 * Battery compatibility as data (issue 10, decision 046). It reads a few well-known
 * specification keys, which editors fill like any other specification:
 * - battery_platform (choice): the platform a tool, battery or charger belongs to;
 * - battery_energy (Wh) and battery_capacity (Ah): what makes a product a battery;
 * - charge_current (A), without battery_energy: what makes it a charger; with both, it is a starter kit;
 * - power_draw (W): a tool's average draw; work_rate (m²/h): ground covered per hour;
 * - battery_slots (choice "1"/"2"): batteries a tool takes at once.
 */
export const COMPAT_KEYS = {
  platform: "battery_platform",
  energy: "battery_energy",
  capacity: "battery_capacity",
  current: "charge_current",
  power: "power_draw",
  rate: "work_rate",
  slots: "battery_slots",
} as const;

interface PlatformProduct {
  id: number;
  en_name: string;
  fr_name: string;
  nl_name: string;
  commodity_type_id: number | null;
  sort_order: number;
  platform?: string;
  energy?: number;
  capacity?: number;
  current?: number;
  power?: number;
  rate?: number;
  slots: number;
}

/** A kit holds a battery and a charger: its page shows what its battery powers; other pages list the parts sold alone. */
type Role = "battery" | "charger" | "kit" | "tool";

function roleOf(p: PlatformProduct): Role | undefined {
  if (p.energy !== undefined && p.capacity !== undefined) return p.current === undefined ? "battery" : "kit";
  if (p.current !== undefined) return "charger";
  if (p.power !== undefined) return "tool";
  return undefined;
}

// One index per catalogue version: every product that has any of the keys, with its figures.
const cachedIndex = versionedCache<PlatformProduct[]>("catalogue", { weigh: () => 1, maxWeight: 2 });

async function platformIndex(db: Db): Promise<PlatformProduct[]> {
  return cachedIndex(db, "index", async () => {
    const rows = await db
      .selectFrom("commodity_specs")
      .innerJoin("spec_attributes", "spec_attributes.id", "commodity_specs.attribute_id")
      .innerJoin("commodities", "commodities.id", "commodity_specs.commodity_id")
      .where(isVisible("commodities"))
      .select([
        "commodities.id",
        "commodities.en_name",
        "commodities.fr_name",
        "commodities.nl_name",
        "commodities.commodity_type_id",
        "commodities.sort_order",
        "spec_attributes.key",
        "commodity_specs.number_value",
        "commodity_specs.choice_value",
      ])
      .where("spec_attributes.key", "in", Object.values(COMPAT_KEYS))
      .where(specApplies)
      .orderBy("commodities.sort_order")
      .orderBy("commodities.id")
      .execute();
    const byId = new Map<number, PlatformProduct>();
    for (const row of rows) {
      let product = byId.get(row.id);
      if (!product) {
        const { key: _key, number_value: _n, choice_value: _c, ...base } = row;
        byId.set(row.id, (product = { ...base, slots: 1 }));
      }
      const n = row.number_value === null ? undefined : Number(row.number_value);
      if (row.key === COMPAT_KEYS.platform) product.platform = row.choice_value ?? undefined;
      else if (row.key === COMPAT_KEYS.slots) product.slots = Math.max(1, Number(row.choice_value) || 1);
      else if (row.key === COMPAT_KEYS.energy) product.energy = n;
      else if (row.key === COMPAT_KEYS.capacity) product.capacity = n;
      else if (row.key === COMPAT_KEYS.current) product.current = n;
      else if (row.key === COMPAT_KEYS.power) product.power = n;
      else if (row.key === COMPAT_KEYS.rate) product.rate = n;
    }
    return [...byId.values()];
  });
}

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
/** On a tool page, chargers are compared on the platform's everyday battery. */
const REFERENCE_AH = 5;

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
    const tree = await getCommodityTypeTree(db);
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
