import { sql, type Expression, type SelectQueryBuilder } from "kysely";
import type { Db } from "#server/db/index.ts";
import type { Product, Category, Database } from "#server/db/schema.ts";
import { foldText } from "#domain/fold.ts";
import { LOCALES, type Locale } from "#domain/locales.ts";
import { findNode } from "#domain/category-tree.ts";
import { InvalidInput, RecordNotFound, slotTakenMeanwhile } from "./errors.ts";
import { LANDING_PAGE_TAKEN } from "./content.ts";
import { paginationOf, type Page, type PageRequest } from "./pagination.ts";
import { catalogueIndex, queryIndex } from "./catalogue-index.ts";
import { indexProducts, searchProducts } from "./product-search.ts";
import { MAX_RELAXED_WORDS, nameMatchesQuery, queryTerms, relaxableWords, relaxations } from "./search-terms.ts";
import { checkRecordWindow } from "./publishing-window.ts";
import { ensureExists, holdRow, inTransaction, type RecordType } from "./records.ts";
import { sanitizeRichText } from "./sanitize.ts";
import type { SpecFilter } from "./spec-rules.ts";
import { narrowBySpecs, specApplies } from "./specs.ts";
import { versionedCache, versionedRecords } from "./versioned-cache.ts";
import { isVisible } from "./visibility.ts";
import { RESOURCES } from "#domain/resources.ts";

/** A type alias rather than an interface, so views fit `Record<string, unknown>` helpers such as pickLocalized. */
export type ProductView = Omit<Product, "en_name_folded" | "fr_name_folded" | "nl_name_folded" | "attr_sort" | "featured_rank" | "images"> & {
  attrSort: number;
  images: string[];
};

/** product rules §3: categories have three levels (top, second, third). */
export const MAX_TYPE_LEVEL = 3;

export interface LandingRef {
  id: number;
  url: string;
}

export interface CategoryNode extends Category {
  child: CategoryNode[];
  landingPageOne?: LandingRef | null;
  landingPageTwo?: LandingRef | null;
}

export interface ProductFilter extends PageRequest {
  commodityTypeIds?: number[];
  search?: { locale: Locale; term: string } & Partial<SearchScope>;
  featured?: boolean;
  /** Specification filters (decision 046), from parseSpecFilters. */
  specs?: SpecFilter[];
  /** Another order than relevance (decision 086): newest first, or by a numeric specification's value. */
  order?: ListOrder;
}

/** How a list is ordered when not by relevance; a product without the specification comes last either way. */
export type ListOrder = { kind: "newest" } | { kind: "spec"; attributeId: number; range: boolean; direction: "asc" | "desc" };

function presentProduct(row: Product): ProductView {
  const { en_name_folded, fr_name_folded, nl_name_folded, attr_sort, featured_rank, images, ...rest } = row;
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

/**
 * One page of products. Tuned for the list the site scrolls through (docs/benchmarks.md):
 * the category subtree is expanded inside the query, the count and the page's ids come
 * from the covering index (category, folded name, sort position), and only the page's
 * rows are then read in full.
 */
export async function listProducts(db: Db, filter: ProductFilter): Promise<Page<ProductView>> {
  const key = JSON.stringify([
    filter.page,
    filter.perPage,
    filter.commodityTypeIds,
    filter.search,
    filter.featured,
    filter.specs?.map(specFilterKey),
    filter.order,
  ]);
  return cachedCatalogue(db, key, async () => {
    const search = filter.search && (await resolveSearch(db, filter.search));
    const page = await readProductPage(db, { ...filter, search });
    return search?.typed ? { ...page, meta: { search: { typed: search.typed, term: search.term } } } : page;
  });
}

const specFilterKey = (f: SpecFilter) => [f.key, f.min, f.max, f.values];

// At most 5,000 products held in all (a few MB), however many distinct pages are asked for.
const cachedCatalogue = versionedCache<Page<ProductView>>("catalogue", { weigh: (page) => page.data.length, maxWeight: 5_000 });

/** Every product the filter matches (categories with descendants, name search, featured, specifications), not yet ordered. */
export function matchingProducts(db: Db, filter: Omit<ProductFilter, "page" | "perPage">, search = searchOf(db, filter)) {
  let matching = db.selectFrom("commodities").where(isVisible("commodities"));
  if (filter.commodityTypeIds?.length) matching = matching.where("commodity_type_id", "in", subtreeIds(db, filter.commodityTypeIds));
  // `+id`: SQLite must not drive the query from the search index; driven from it, it re-read the category subtree for
  // every match (30 ms instead of 1 ms for one category of 10,000 products). PostgreSQL reads it as `id`.
  if (search) {
    const { ids, categories } = search;
    matching = matching.where((eb) =>
      categories.length
        ? eb.or([eb(sql<number>`+commodities.id`, "in", ids), eb("commodity_type_id", "in", categories)])
        : eb(sql<number>`+commodities.id`, "in", ids),
    );
  }
  if (filter.featured) matching = matching.where("attr_sort", ">", 0);
  return narrowBySpecs(db, matching, filter.specs);
}

/**
 * What a search covers beyond the product index: the categories whose name matches the query, with their
 * descendants (in the page's language, or only in another). Their products rank just after those whose own name
 * matches, so a word that a product's description only mentions ranks below them (decision 079).
 */
interface SearchScope {
  categoriesHere: number[];
  categoriesElsewhere: number[];
}

/** The categories whose name (in the page's language, else in another) matches the query, each with its descendants. */
function matchingCategories(tree: CategoryNode[], search: { locale: Locale; term: string }): SearchScope {
  const queries = Object.fromEntries(LOCALES.map((l) => [l, queryTerms(search.term, l)])) as Record<Locale, string[][]>;
  const others = LOCALES.filter((l) => l !== search.locale);
  const here: number[] = [];
  const elsewhere: number[] = [];
  const walk = (nodes: CategoryNode[], parentHere: boolean, parentElsewhere: boolean) => {
    for (const node of nodes) {
      const isHere = parentHere || nameMatchesQuery(node[`${search.locale}_name`], search.locale, queries[search.locale]);
      const isElsewhere = !isHere && (parentElsewhere || others.some((l) => nameMatchesQuery(node[`${l}_name`], l, queries[l])));
      if (isHere) here.push(node.id);
      else if (isElsewhere) elsewhere.push(node.id);
      walk(node.child, isHere, isElsewhere);
    }
  };
  walk(tree, false, false);
  return { categoriesHere: here, categoriesElsewhere: elsewhere };
}

/** A search as the product list runs it. */
interface ResolvedSearch extends SearchScope {
  locale: Locale;
  term: string;
  /** The query as typed, when no product had all its words and `term` keeps the part of them that most products have. */
  typed?: string;
}

/** Counting the parts of a query stops here: the best part found so far is kept, else the word most products have. */
const MAX_PART_COUNTS = 24;

// A query's resolution changes only with the catalogue; a few thousand kept (a few hundred kB).
const cachedSearches = versionedCache<ResolvedSearch>("catalogue", { weigh: () => 1, maxWeight: 5_000 });

/**
 * The search to run for what a visitor typed (decision 038, addendum): as typed when a product has every word, else
 * the largest part of its words that some product has, the part more products have when several do: "snoerloze
 * grasmaaier" becomes "grasmaaier". Called by the list's and the facets' cached computations, so a cached list
 * costs nothing more. Each word is counted alone first: a word no product has spoils every part holding it, so
 * only the others are combined, and at most MAX_PART_COUNTS parts are counted.
 */
export function resolveSearch(db: Db, search: { locale: Locale; term: string }): Promise<ResolvedSearch> {
  return cachedSearches(db, JSON.stringify([search.locale, search.term]), async () => {
    const tree = await getCategoryTree(db);
    // A category whose name matches counts as the product's own name ("grasmaaier" finds the robot mowers).
    const scoped = (term: string): ResolvedSearch => ({ locale: search.locale, term, ...matchingCategories(tree, { locale: search.locale, term }) });
    if (await countFound(db, scoped(search.term))) return scoped(search.term);
    const words = relaxableWords(search.term, search.locale);
    if (words.length < 2 || words.length > MAX_RELAXED_WORDS) return scoped(search.term);
    const counts = new Map<string, number>();
    const count = async (part: string[]) => {
      const term = part.join(" ");
      if (!counts.has(term)) counts.set(term, await countFound(db, scoped(term)));
      return counts.get(term)!;
    };
    const found: string[] = [];
    for (const word of words) if (await count([word])) found.push(word);
    if (!found.length) return scoped(search.term);
    const parts = found.length < words.length ? [[found], ...relaxations(found)] : relaxations(found);
    for (const level of parts) {
      let best = { term: "", count: 0 };
      for (const part of level) {
        if (counts.size >= MAX_PART_COUNTS && !counts.has(part.join(" "))) break;
        const products = await count(part);
        if (products > best.count) best = { term: part.join(" "), count: products };
      }
      if (best.count) return { ...scoped(best.term), typed: search.term };
    }
    return scoped(search.term);
  });
}

/** How many visible products a search finds in the whole catalogue. */
async function countFound(db: Db, search: ResolvedSearch): Promise<number> {
  const found = await matchingProducts(db, { search })
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .executeTakeFirstOrThrow();
  return Number(found.count);
}

/**
 * The search subquery (matching ids and their rank) when the filter has a term. A product in a category whose name
 * matches ranks just after those whose own name does in the same language, and before any found by its description.
 */
function searchOf(db: Db, filter: Pick<ProductFilter, "search">) {
  const search = filter.search;
  if (!search?.term.trim()) return undefined;
  const found = searchProducts(db, search);
  const here = search.categoriesHere ?? [];
  const elsewhere = search.categoriesElsewhere ?? [];
  const inCategories = (ids: number[]) => sql`commodities.commodity_type_id in (${sql.join(ids)})`;
  // 0 own name in the page's language, 1 category in it, 2 own name in another, 3 category in another, 4 text only.
  const rank =
    here.length || elsewhere.length
      ? sql<number>`case when ${found.rank} = 0 then 0${here.length ? sql` when ${inCategories(here)} then 1` : sql``} when ${found.rank} = 1 then 2${
          elsewhere.length ? sql` when ${inCategories(elsewhere)} then 3` : sql``
        } else 4 end`
      : found.rank;
  return { ids: found.ids, rank, categories: [...here, ...elsewhere] };
}

async function readProductPage(db: Db, filter: ProductFilter): Promise<Page<ProductView>> {
  const search = searchOf(db, filter);
  const offset = (filter.page - 1) * filter.perPage;
  if (search || filter.order) return readRanked(db, matchingProducts(db, filter, search), search?.rank, filter, offset);
  const { ids, total } = queryIndex(await catalogueIndex(db), { ...filter, offset, limit: filter.perPage });
  const data = await viewsInOrder(db, ids);
  return { data, pagination: paginationOf(total, data.length, filter) };
}

// Products by id, as lists show them: a page of a new filter or search mostly shows products other pages
// showed already. At most a few MB (each product's texts in three languages).
const cachedViews = versionedRecords<number, ProductView>("catalogue", { maxEntries: 5_000 });

/** The products with these ids, in the order given. */
async function viewsInOrder(db: Db, ids: number[]): Promise<ProductView[]> {
  const views = await cachedViews(db, ids, async (missing) => {
    const rows = await db.selectFrom("commodities").selectAll().where("id", "in", missing).execute();
    return new Map(rows.map((row) => [row.id, presentProduct(row)]));
  });
  return ids.flatMap((id) => views.get(id) ?? []);
}

/**
 * Search results and other orders: the page's ids in order with the total beside them (one pass over the
 * search index; counted apart only for a page past the end), then their rows in that order. The order asked
 * for comes first, then the search's rank, then the catalogue's own order.
 */
async function readRanked(
  db: Db,
  matching: SelectQueryBuilder<Database, "commodities", object>,
  rank: Expression<number> | undefined,
  filter: ProductFilter,
  offset: number,
): Promise<Page<ProductView>> {
  let ordered = matching.select(["commodities.id", sql<number>`count(*) over ()`.as("total")]);
  const order = filter.order;
  if (order?.kind === "newest") ordered = ordered.orderBy(sql`coalesce(commodities.publish_at, commodities.created_at)`, "desc");
  if (order?.kind === "spec") {
    const value =
      order.range && order.direction === "desc" ? sql`coalesce(commodity_specs.number_max, commodity_specs.number_value)` : sql`commodity_specs.number_value`;
    ordered = ordered
      .leftJoin("commodity_specs", (join) =>
        join.onRef("commodity_specs.commodity_id", "=", "commodities.id").on("commodity_specs.attribute_id", "=", order.attributeId).on(specApplies),
      )
      .orderBy(sql`case when ${value} is null then 1 else 0 end`)
      .orderBy(value, order.direction);
  }
  if (rank) ordered = ordered.orderBy(rank);
  const page = await ordered.orderBy("commodities.sort_order").orderBy("commodities.id", "desc").limit(filter.perPage).offset(offset).execute();
  const total = page.length
    ? Number(page[0]!.total)
    : Number((await matching.select((eb) => eb.fn.countAll<number>().as("total")).executeTakeFirstOrThrow()).total);
  const data = await viewsInOrder(
    db,
    page.map((row) => row.id),
  );
  return { data, pagination: paginationOf(total, data.length, filter) };
}

/** The ids given and all their descendants, as a subquery (a recursive CTE both engines run). */
function subtreeIds(db: Db, ids: number[]) {
  return db
    .withRecursive("subtree(id)", (qc) =>
      qc
        .selectFrom("commodity_types")
        .select("id")
        .where("id", "in", ids)
        .union(qc.selectFrom("commodity_types").innerJoin("subtree", "subtree.id", "commodity_types.parent_id").select("commodity_types.id")),
    )
    .selectFrom("subtree")
    .select("subtree.id");
}

/** A product the public may see (decision 059); `includeDrafts` for the admin and previews. */
export async function getProduct(db: Db, id: number, { includeDrafts = false } = {}): Promise<ProductView | undefined> {
  const row = await db
    .selectFrom("commodities")
    .selectAll()
    .where("id", "=", id)
    .$if(!includeDrafts, (query) => query.where(isVisible("commodities")))
    .executeTakeFirst();
  return row && presentProduct(row);
}

/** The English names a product had before its current one, newest first (its old addresses redirect to the current one). */
export async function formerEnglishNames(db: Db, id: number): Promise<string[]> {
  const rows = await db
    .selectFrom("commodity_former_names")
    .select("en_name")
    .where("commodity_id", "=", id)
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .execute();
  return rows.map((row) => row.en_name);
}

/** The ids given plus every descendant, so filtering by a top-level type includes its children (ids that do not exist are left out). */
export async function withDescendants(db: Db, ids: number[]): Promise<number[]> {
  if (!ids.length) return [];
  return (await subtreeIds(db, ids).execute()).map((row) => row.id);
}

/**
 * The whole three-level tree, ordered, with the landing page of each first- and second-level node:
 * the shown ones (decision 059), or with `includeDrafts` every attached one (the admin, previews).
 */
export async function getCategoryTree(db: Db, { includeDrafts = false } = {}): Promise<CategoryNode[]> {
  return cachedTrees(db, includeDrafts ? "with drafts" : "shown", () => readCategoryTree(db, includeDrafts));
}

/** Categories advance "catalogue", landing pages "content": a tree is kept while neither moves. */
const cachedTrees = versionedCache<CategoryNode[]>(["catalogue", "content"], { weigh: () => 1, maxWeight: 2 });

async function readCategoryTree(db: Db, includeDrafts: boolean): Promise<CategoryNode[]> {
  const [types, pageOnes, pageTwos] = await Promise.all([
    db.selectFrom("commodity_types").selectAll().orderBy("sort_order").orderBy("id").execute(),
    db
      .selectFrom("landing_page_ones")
      .select(["id", "url", "commodity_type_id"])
      .$if(!includeDrafts, (query) => query.where(isVisible("landing_page_ones")))
      .execute(),
    db
      .selectFrom("landing_page_twos")
      .select(["id", "url", "commodity_type_id"])
      .$if(!includeDrafts, (query) => query.where(isVisible("landing_page_twos")))
      .execute(),
  ]);
  const landingOf = (pages: typeof pageOnes, typeId: number) => {
    const page = pages.find((p) => p.commodity_type_id === typeId);
    return page ? { id: page.id, url: page.url } : null;
  };
  const nodes = new Map<number, CategoryNode>(types.map((t) => [t.id, { ...t, child: [] }]));
  const roots: CategoryNode[] = [];
  for (const node of nodes.values()) {
    if (node.level === 1) node.landingPageOne = landingOf(pageOnes, node.id);
    if (node.level === 2) node.landingPageTwo = landingOf(pageTwos, node.id);
    const parent = node.parent_id === null ? undefined : nodes.get(node.parent_id);
    (parent ? parent.child : roots).push(node);
  }
  return roots;
}

export async function getCategory(db: Db, id: number, { includeDrafts = false } = {}): Promise<CategoryNode | undefined> {
  return findNode(await getCategoryTree(db, { includeDrafts }), id);
}

/* ---------- Admin: commodities ---------- */

/** API field names (`attrSort`, `images` as a list) to columns, with the folded copies search reads. */
function productColumns(input: Record<string, unknown>): Record<string, unknown> {
  const { attrSort, images, ...values } = input;
  if (attrSort !== undefined) values.attr_sort = attrSort;
  // No longer featured: no place kept; featured again, it joins the end of the recommendations.
  if (attrSort === 0) values.featured_rank = 0;
  if (images !== undefined) values.images = JSON.stringify(images);
  for (const locale of LOCALES) {
    const name = input[`${locale}_name`];
    if (typeof name === "string") values[`${locale}_name_folded`] = foldText(name);
  }
  return values;
}

export const productRecords: RecordType<ProductView> = {
  label: "Product",
  table: "commodities",
  searchColumns: ["en_name_folded", "fr_name_folded", "nl_name_folded", "model"],
  searchFolded: foldText,
  sortColumns: RESOURCES.products.sortColumns,
  defaultSort: "id",
  defaultOrder: "desc",
  updatedAt: true,
  richText: ["en_description", "fr_description", "nl_description"],
  toColumns: productColumns,
  // The search index follows every create and update (a delete removes its entry in the database).
  afterWrite: (db, id) => indexProducts(db, [id]),
  async check(db, values, id) {
    await checkRecordWindow(db, "commodities", values, id);
    await ensureExists(db, "commodity_types", values.commodity_type_id, "commodity_type_id", "category");
  },
  present: presentProduct,
};

export type ProductBatch =
  | { ids: number[]; action: "setAttrSort"; attrSort: number }
  | { ids: number[]; action: "move"; commodity_type_id: number | null }
  | { ids: number[]; action: "delete" };

/**
 * One change applied to many commodities, all or nothing: any id that does not
 * exist rolls back the rows already changed and reports the batch as not found.
 */
/** A batch change; a batch delete moves the products to the trash instead (server/services/trash.ts). */
export async function handleProductBatch(db: Db, batch: Exclude<ProductBatch, { action: "delete" }>): Promise<{ affected: number }> {
  const ids = [...new Set(batch.ids)];
  return inTransaction(db, async (trx) => {
    if (batch.action === "move") await ensureExists(trx, "commodity_types", batch.commodity_type_id, "commodity_type_id", "category");
    const now = new Date().toISOString();
    for (const id of ids) {
      const result = await trx
        .updateTable("commodities")
        .set(batch.action === "move" ? { commodity_type_id: batch.commodity_type_id, updated_at: now } : featuredColumns(batch.attrSort, now))
        .where("id", "=", id)
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) === 0) throw new RecordNotFound(`Product ${id}`);
    }
    return { affected: ids.length };
  });
}

function featuredColumns(attrSort: number, now: string) {
  return attrSort ? { attr_sort: attrSort, updated_at: now } : { attr_sort: 0, featured_rank: 0, updated_at: now };
}

/* ---------- Featured products: the home's recommendations ---------- */

/** Featured products in the editor's order: those with a place first, then the others in list order. */
function featuredInOrder(db: Db) {
  return db
    .selectFrom("commodities")
    .where("attr_sort", ">", 0)
    .orderBy(sql`case when featured_rank = 0 then 1 else 0 end`)
    .orderBy("featured_rank")
    .orderBy("sort_order")
    .orderBy("id", "desc");
}

/**
 * The home's recommended products (product rules §7): the visible featured ones in the editor's order, topped up
 * from the first page of the list when fewer than `count` are featured.
 */
export async function homeRecommendations(db: Db, count: number): Promise<ProductView[]> {
  const featured = await featuredInOrder(db).select("id").where(isVisible("commodities")).limit(count).execute();
  const ids = featured.map((row) => row.id);
  if (ids.length < count) {
    const { ids: firstPage } = queryIndex(await catalogueIndex(db), { offset: 0, limit: count });
    ids.push(...firstPage.filter((id) => !ids.includes(id)).slice(0, count - ids.length));
  }
  return viewsInOrder(db, ids);
}

export interface FeaturedProduct {
  id: number;
  en_name: string;
  fr_name: string;
  nl_name: string;
  model: string;
  main_img_url: string;
  status: string;
  publish_at: string | null;
}

/** Every featured product, drafts too, in the order the home shows them. */
export function listFeatured(db: Db): Promise<FeaturedProduct[]> {
  return featuredInOrder(db).select(["id", "en_name", "fr_name", "nl_name", "model", "main_img_url", "status", "publish_at"]).execute();
}

export const NOT_FEATURED = "Only featured products have a place in the recommendations: feature it first, or reload the list.";

/**
 * Places the featured products `ids` first, in that order; featured ones left out follow in their current
 * order. An id that is not a featured product refuses the whole change (422), nothing is moved.
 */
export async function orderFeatured(db: Db, ids: readonly number[]): Promise<FeaturedProduct[]> {
  await inTransaction(db, async (trx) => {
    const current = (await featuredInOrder(trx).select("id").execute()).map((row) => row.id);
    const unknown = ids.filter((id) => !current.includes(id));
    if (unknown.length) throw new InvalidInput("ids", NOT_FEATURED);
    const order = [...new Set(ids), ...current.filter((id) => !ids.includes(id))];
    for (const [index, id] of order.entries())
      await trx
        .updateTable("commodities")
        .set({ featured_rank: index + 1 })
        .where("id", "=", id)
        .execute();
  });
  return listFeatured(db);
}

/* ---------- Admin: commodity types ---------- */

export type CategoryInput = {
  parent_id?: number | null;
  sort_order?: number;
  main_img_url?: string;
  link?: string;
} & { [K in `${Locale}_${"name" | "description"}`]?: string };

function typeColumns(input: CategoryInput): Record<string, unknown> {
  const values: Record<string, unknown> = { ...input };
  for (const locale of LOCALES) {
    const description = input[`${locale}_description`];
    if (typeof description === "string") values[`${locale}_description`] = sanitizeRichText(description);
  }
  return values;
}

async function levelUnder(db: Db, parentId: number | null | undefined): Promise<number> {
  if (parentId === null || parentId === undefined) return 1;
  const parent = await db.selectFrom("commodity_types").select("level").where("id", "=", parentId).executeTakeFirst();
  if (!parent) throw new InvalidInput("parent_id", "The selected parent category does not exist.");
  return parent.level + 1;
}

const TOO_DEEP = `Categories can be at most ${MAX_TYPE_LEVEL} levels deep.`;

export async function createCategory(db: Db, input: CategoryInput): Promise<CategoryNode> {
  const id = await inTransaction(db, async (trx) => {
    const level = await levelUnder(trx, input.parent_id);
    if (level > MAX_TYPE_LEVEL) throw new InvalidInput("parent_id", TOO_DEEP);
    const now = new Date().toISOString();
    const row = await trx
      .insertInto("commodity_types")
      .values({ ...typeColumns(input), parent_id: input.parent_id ?? null, level, created_at: now, updated_at: now })
      .returning("id")
      .executeTakeFirstOrThrow();
    return row.id;
  });
  return (await getCategory(db, id, { includeDrafts: true }))!;
}

/** Partial update; a new parent moves the whole subtree, keeping it within three levels. */
export async function updateCategory(db: Db, id: number, input: CategoryInput): Promise<CategoryNode> {
  await inTransaction(db, async (trx) => {
    const current = await trx.selectFrom("commodity_types").select(["id", "level", "parent_id"]).where("id", "=", id).executeTakeFirst();
    if (!current) throw new RecordNotFound("Category");
    const values = typeColumns(input);
    if (input.parent_id !== undefined && input.parent_id !== current.parent_id) {
      const subtree = await subtreeLevels(trx, id);
      if (input.parent_id !== null && subtree.has(input.parent_id)) {
        throw new InvalidInput("parent_id", "A category cannot be moved under itself or one of its children.");
      }
      const shift = (await levelUnder(trx, input.parent_id)) - current.level;
      if (Math.max(...subtree.values()) + shift > MAX_TYPE_LEVEL) throw new InvalidInput("parent_id", TOO_DEEP);
      if (shift !== 0) {
        await trx
          .updateTable("commodity_types")
          .set((eb) => ({ level: eb("level", "+", shift) }))
          .where("id", "in", [...subtree.keys()])
          .execute();
      }
    }
    await trx
      .updateTable("commodity_types")
      .set({ ...values, updated_at: new Date().toISOString() })
      .where("id", "=", id)
      .execute();
  });
  return (await getCategory(db, id, { includeDrafts: true }))!;
}

/** Id → level of a type and all its descendants. */
async function subtreeLevels(db: Db, id: number): Promise<Map<number, number>> {
  const ids = await withDescendants(db, [id]);
  const rows = await db
    .selectFrom("commodity_types")
    .select(["id", "level"])
    .where("id", "in", ids.length ? ids : [-1])
    .execute();
  return new Map(rows.map((row) => [row.id, row.level]));
}

/** Deletes a type with its whole subtree; their commodities stay, without a category. */
export interface CategoryOrder {
  parent_id: number | null;
  /** Every child of parent_id (the top level when null), in the new order. */
  ids: number[];
}

/**
 * Puts the children of one parent in the given order (sort_order 10, 20, 30 …), in one transaction.
 * The ids must be exactly that parent's children, so a stale tree in the browser cannot half-apply.
 */
export async function reorderCategories(db: Db, { parent_id, ids }: CategoryOrder): Promise<Array<{ id: number; sort_order: number }>> {
  return inTransaction(db, async (trx) => {
    if (parent_id !== null) await ensureExists(trx, "commodity_types", parent_id, "parent_id", "parent category");
    const children = await trx
      .selectFrom("commodity_types")
      .select("id")
      .where((eb) => (parent_id === null ? eb("parent_id", "is", null) : eb("parent_id", "=", parent_id)))
      .execute();
    const expected = new Set(children.map((child) => child.id));
    if (new Set(ids).size !== ids.length || ids.length !== expected.size || !ids.every((id) => expected.has(id))) {
      throw new InvalidInput("ids", "The list must name every category under this parent exactly once.");
    }
    const now = new Date().toISOString();
    const order = ids.map((id, index) => ({ id, sort_order: (index + 1) * 10 }));
    for (const { id, sort_order } of order) {
      await trx.updateTable("commodity_types").set({ sort_order, updated_at: now }).where("id", "=", id).execute();
    }
    return order;
  });
}

/**
 * Points a category's landing page (one for level 1, two for level 2) at another page, or at none,
 * in one transaction: the page attached before is released, and a page another category uses is refused.
 */
export async function attachLandingPage(db: Db, categoryId: number, landingPageId: number | null): Promise<CategoryNode> {
  await inTransaction(db, async (trx) => {
    // Taken before anything else: a landing page saved for this category meanwhile waits (checkLandingCategory).
    await holdRow(trx, "commodity_types", categoryId);
    const category = await trx.selectFrom("commodity_types").select(["id", "level"]).where("id", "=", categoryId).executeTakeFirst();
    if (!category) throw new RecordNotFound("Category");
    if (category.level > 2) throw new InvalidInput("landing_page_id", "Only first- and second-level categories have a landing page.");
    const table = category.level === 1 ? "landing_page_ones" : "landing_page_twos";
    if (landingPageId !== null) {
      const page = await trx.selectFrom(table).select(["id", "commodity_type_id"]).where("id", "=", landingPageId).executeTakeFirst();
      if (!page) throw new InvalidInput("landing_page_id", "The selected landing page does not exist.");
      if (page.commodity_type_id !== null && page.commodity_type_id !== categoryId) {
        throw new InvalidInput("landing_page_id", "The selected landing page belongs to another category.");
      }
    }
    const now = new Date().toISOString();
    await trx
      .updateTable(table)
      .set({ commodity_type_id: null, updated_at: now })
      .where("commodity_type_id", "=", categoryId)
      .$if(landingPageId !== null, (qb) => qb.where("id", "!=", landingPageId!))
      .execute();
    if (landingPageId !== null) await trx.updateTable(table).set({ commodity_type_id: categoryId, updated_at: now }).where("id", "=", landingPageId).execute();
  }).catch(
    // A landing page created for the category while this ran took the slot first.
    slotTakenMeanwhile({
      columns: ["landing_page_ones.commodity_type_id", "landing_page_twos.commodity_type_id"],
      refused: () => new InvalidInput("landing_page_id", LANDING_PAGE_TAKEN),
    }),
  );
  return (await getCategory(db, categoryId, { includeDrafts: true }))!;
}

/** The visible product with this model number, without regard to case (the labels' /m/{model}, decision 082). */
export async function findByModel(db: Db, model: string): Promise<{ id: number; en_name: string; model: string } | undefined> {
  const wanted = model.trim().toLowerCase();
  if (!wanted) return undefined;
  return db
    .selectFrom("commodities")
    .select(["id", "en_name", "model"])
    .where(sql<boolean>`lower(model) = ${wanted}`)
    .where(isVisible("commodities"))
    .orderBy("id")
    .executeTakeFirst();
}

/** Products' ids and model numbers (for their labels), in the order asked; unknown ids are left out. */
export async function modelsOf(db: Db, ids: readonly number[]): Promise<{ id: number; model: string }[]> {
  const rows = await db
    .selectFrom("commodities")
    .select(["id", "model"])
    .where("id", "in", ids.length ? ids : [-1])
    .execute();
  return ids.flatMap((id) => rows.filter((row) => row.id === id));
}
