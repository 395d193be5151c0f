import type { Db } from "#server/db/index.ts";
import type { Commodity, CommodityType } from "#server/db/schema.ts";
import { foldText } from "#src/lib/fold.ts";

const now = () => new Date().toISOString();

type Names = { en: string; fr?: string; nl?: string };

export async function insertCategory(db: Db, names: Names, parentId: number | null = null): Promise<CommodityType> {
  return db
    .insertInto("commodity_types")
    .values({
      parent_id: parentId,
      level: parentId === null ? 1 : 2,
      en_name: names.en,
      fr_name: names.fr ?? "",
      nl_name: names.nl ?? "",
      created_at: now(),
      updated_at: now(),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function insertCommodity(db: Db, names: Names, extra: { commodity_type_id?: number | null; attr_sort?: number } = {}): Promise<Commodity> {
  const fr = names.fr ?? "";
  const nl = names.nl ?? "";
  return db
    .insertInto("commodities")
    .values({
      commodity_type_id: extra.commodity_type_id ?? null,
      attr_sort: extra.attr_sort ?? 0,
      en_name: names.en,
      fr_name: fr,
      nl_name: nl,
      en_name_folded: foldText(names.en),
      fr_name_folded: foldText(fr),
      nl_name_folded: foldText(nl),
      created_at: now(),
      updated_at: now(),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}
