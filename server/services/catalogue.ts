import { sql } from "kysely";
import type { Db } from "#server/db/index.ts";
import type { Commodity, CommodityType } from "#server/db/schema.ts";
import { foldText } from "#src/lib/fold.ts";
import type { Locale } from "#src/lib/locales.ts";
import { findNode } from "#src/lib/category-tree.ts";
import { paginate, type Page, type PageRequest } from "./pagination.ts";

export interface CommodityView extends Omit<Commodity, "en_name_folded" | "fr_name_folded" | "nl_name_folded" | "attr_sort" | "images"> {
  attrSort: number;
  images: string[];
}

export interface LandingRef {
  id: number;
  url: string;
}

export interface CommodityTypeNode extends CommodityType {
  child: CommodityTypeNode[];
  landingPageOne?: LandingRef | null;
  landingPageTwo?: LandingRef | null;
}

export interface CommodityFilter extends PageRequest {
  commodityTypeIds?: number[];
  search?: { locale: Locale; term: string };
  featured?: boolean;
}

export function presentCommodity(row: Commodity): CommodityView {
  const { en_name_folded, fr_name_folded, nl_name_folded, attr_sort, images, ...rest } = row;
  return { ...rest, attrSort: attr_sort, images: parseJsonList(images) };
}

function parseJsonList(value: string): string[] {
  try {
    const parsed: unknown = JSON.parse(value);
    return Array.isArray(parsed) ? parsed.filter((v): v is string => typeof v === "string") : [];
  } catch {
    return [];
  }
}

/** Escapes LIKE wildcards so a search for "50%" means the characters, not a pattern. */
function likeContains(term: string): string {
  return `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export async function listCommodities(db: Db, filter: CommodityFilter): Promise<Page<CommodityView>> {
  let query = db.selectFrom("commodities").selectAll();
  if (filter.commodityTypeIds?.length) {
    const ids = await withDescendants(db, filter.commodityTypeIds);
    query = query.where("commodity_type_id", "in", ids.length ? ids : [-1]);
  }
  const term = filter.search ? foldText(filter.search.term) : "";
  if (filter.search && term) {
    const column = `${filter.search.locale}_name_folded` as const;
    query = query.where(sql<boolean>`${sql.ref(column)} like ${likeContains(term)} escape '\\'`);
  }
  if (filter.featured) query = query.where("attr_sort", ">", 0);
  return paginate(query.orderBy("sort_order").orderBy("id", "desc"), filter, presentCommodity);
}

export async function getCommodity(db: Db, id: number): Promise<CommodityView | undefined> {
  const row = await db.selectFrom("commodities").selectAll().where("id", "=", id).executeTakeFirst();
  return row && presentCommodity(row);
}

/** The ids given plus every descendant, so filtering by a top-level type includes its children. */
export async function withDescendants(db: Db, ids: number[]): Promise<number[]> {
  const types = await db.selectFrom("commodity_types").select(["id", "parent_id"]).execute();
  const result = new Set<number>();
  let frontier = ids.filter((id) => types.some((t) => t.id === id));
  while (frontier.length) {
    frontier.forEach((id) => result.add(id));
    frontier = types.filter((t) => t.parent_id !== null && frontier.includes(t.parent_id) && !result.has(t.id)).map((t) => t.id);
  }
  return [...result];
}

/** The whole three-level tree, ordered, with the landing page of each first- and second-level node. */
export async function getCommodityTypeTree(db: Db): Promise<CommodityTypeNode[]> {
  const [types, pageOnes, pageTwos] = await Promise.all([
    db.selectFrom("commodity_types").selectAll().orderBy("sort_order").orderBy("id").execute(),
    db.selectFrom("landing_page_ones").select(["id", "url", "commodity_type_id"]).execute(),
    db.selectFrom("landing_page_twos").select(["id", "url", "commodity_type_id"]).execute(),
  ]);
  const landingOf = (pages: typeof pageOnes, typeId: number) => {
    const page = pages.find((p) => p.commodity_type_id === typeId);
    return page ? { id: page.id, url: page.url } : null;
  };
  const nodes = new Map<number, CommodityTypeNode>(types.map((t) => [t.id, { ...t, child: [] }]));
  const roots: CommodityTypeNode[] = [];
  for (const node of nodes.values()) {
    if (node.level === 1) node.landingPageOne = landingOf(pageOnes, node.id);
    if (node.level === 2) node.landingPageTwo = landingOf(pageTwos, node.id);
    const parent = node.parent_id === null ? undefined : nodes.get(node.parent_id);
    (parent ? parent.child : roots).push(node);
  }
  return roots;
}

export async function getCommodityType(db: Db, id: number): Promise<CommodityTypeNode | undefined> {
  return findNode(await getCommodityTypeTree(db), id);
}
