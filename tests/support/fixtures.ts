import type { Db } from "#server/db/index.ts";
import type { Product, Category } from "#server/db/schema.ts";
import { indexProducts } from "#server/services/product-search.ts";
import { foldText } from "#domain/fold.ts";

const now = () => new Date().toISOString();

type Names = { en: string; fr?: string; nl?: string };

export async function insertCategory(db: Db, names: Names, parentId: number | null = null): Promise<Category> {
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

interface ProductExtra {
  commodity_type_id?: number | null;
  attr_sort?: number;
  sort_order?: number;
  model?: string;
  description?: Partial<Names>;
}

export async function insertProduct(db: Db, names: Names, extra: ProductExtra = {}): Promise<Product> {
  const fr = names.fr ?? "";
  const nl = names.nl ?? "";
  const row = await db
    .insertInto("commodities")
    .values({
      commodity_type_id: extra.commodity_type_id ?? null,
      attr_sort: extra.attr_sort ?? 0,
      sort_order: extra.sort_order ?? 0,
      model: extra.model ?? "",
      en_description: extra.description?.en ?? "",
      fr_description: extra.description?.fr ?? "",
      nl_description: extra.description?.nl ?? "",
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
  // As the service layer does on every write: the product becomes findable.
  await indexProducts(db, [row.id]);
  return row;
}
