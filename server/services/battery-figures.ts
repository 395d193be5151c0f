import type { Db } from "#server/db/index.ts";
import { batteryRole, COMPAT_KEYS, derivedFigures, REFERENCE_AH, type BatteryData, type DerivedFigure, type PlatformFigures } from "#domain/specs.ts";
import { specApplies } from "./spec-applies.ts";
import { versionedCache } from "./versioned-cache.ts";
import { isVisible } from "./visibility.ts";

/**
 * Battery compatibility as data (decision 046) and the figures computed from it (decision
 * 085). It reads a few well-known specification keys (COMPAT_KEYS), which editors fill like any other:
 * - battery_platform (choice): the platform a tool, battery or charger belongs to;
 * - battery_energy (Wh) and battery_capacity (Ah): what makes a product a battery;
 * - charge_current (A), without battery_energy: what makes it a charger; with both, it is a starter kit;
 * - power_draw (W): a tool's average draw; work_rate (m²/h): ground covered per hour;
 * - battery_slots (choice "1"/"2"): batteries a tool takes at once.
 */

export interface PlatformProduct extends BatteryData {
  id: number;
  en_name: string;
  fr_name: string;
  nl_name: string;
  commodity_type_id: number | null;
  sort_order: number;
}

// One index per catalogue version: every product that has any of the keys, with its figures.
const cachedIndex = versionedCache<PlatformProduct[]>("catalogue", { weigh: () => 1, maxWeight: 2 });

export async function platformIndex(db: Db): Promise<PlatformProduct[]> {
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

/** Per platform, what its products' computed figures depend on: the reference battery's energy, the fastest charger. */
export function platformFigures(index: PlatformProduct[]): Map<string | undefined, PlatformFigures> {
  const result = new Map<string | undefined, PlatformFigures>();
  for (const p of index) {
    const figures = result.get(p.platform) ?? {};
    const role = batteryRole(p);
    if (role === "battery" && p.capacity === REFERENCE_AH) figures.referenceEnergy = p.energy;
    if (role === "charger" && p.current! > (figures.rapidCurrent ?? 0)) figures.rapidCurrent = p.current;
    result.set(p.platform, figures);
  }
  return result;
}

/** Product id → its computed runtime and charge times (src/lib/specs.ts derivedFigures), for the ids that have any. */
export async function derivedFiguresOf(db: Db, ids: readonly number[]): Promise<Map<number, Map<string, DerivedFigure>>> {
  const index = await platformIndex(db);
  const platforms = platformFigures(index);
  const wanted = new Set(ids);
  const result = new Map<number, Map<string, DerivedFigure>>();
  for (const product of index) {
    if (!wanted.has(product.id)) continue;
    const figures = derivedFigures(product, platforms.get(product.platform) ?? {});
    if (figures.size) result.set(product.id, figures);
  }
  return result;
}

/** Per platform (choice value), the figures its products' runtimes and charge times are computed from: for the admin's check. */
export async function platformFiguresByName(db: Db): Promise<Record<string, PlatformFigures>> {
  return Object.fromEntries([...platformFigures(await platformIndex(db))].filter(([name]) => name !== undefined)) as Record<string, PlatformFigures>;
}
