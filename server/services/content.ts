import type { Db } from "#server/db/index.ts";
import { isVisible } from "./visibility.ts";
import type { Article, Database, CategoryPage, CategoryPageSlide, SubcategoryPage, Poster, PosterLike } from "#server/db/schema.ts";
import { InvalidInput } from "./errors.ts";
import { paginate, type Page, type PageRequest } from "./pagination.ts";
import { checkRecordWindow } from "./publishing-window.ts";
import { ensureExists, holdRow, listRecords, type RecordType } from "./records.ts";
import { RESOURCES } from "#domain/resources.ts";
import { versionedCache } from "./versioned-cache.ts";

export const HOT_ARTICLE_COUNT = 4;
export const DEFAULT_POSTER_TYPE = "indexPage";

/** The poster-like tables the public API reads, by their API name. */
export const POSTER_LIKE_TABLES = {
  cardAdsense: "card_adsenses",
  rotationCharts: "rotation_charts",
  listPosters: "list_posters",
} as const;
export type PosterLikeKind = keyof typeof POSTER_LIKE_TABLES;

// What public pages read of the content, kept per "content" version (decision 013; the publishing
// clock advances it when a scheduled record comes due), so an uncached render reads no rows for it.
const byRows = { weigh: (rows: unknown[]) => rows.length, maxWeight: 5_000 };
const cachedArticles = versionedCache<Page<Article>>("content", { weigh: (page) => page.data.length, maxWeight: 5_000 });
const cachedPosters = versionedCache<Poster[]>("content", byRows);
const cachedPosterLike = versionedCache<PosterLike[]>("content", byRows);

export async function listArticles(db: Db, request: PageRequest): Promise<Page<Article>> {
  return cachedArticles(db, `${request.page}/${request.perPage}`, () => {
    const query = db.selectFrom("articles").selectAll().where(isVisible("articles")).orderBy("created_at", "desc").orderBy("id", "desc");
    return paginate(query, request, (row) => row);
  });
}

/** An article the public may see (decision 059); `includeDrafts` for previews. */
export async function getArticle(db: Db, id: number, { includeDrafts = false } = {}): Promise<Article | undefined> {
  return db
    .selectFrom("articles")
    .selectAll()
    .where("id", "=", id)
    .$if(!includeDrafts, (query) => query.where(isVisible("articles")))
    .executeTakeFirst();
}

/** Articles flagged hot, newest first, topped up with the newest others when fewer are flagged. */
export async function listHotArticles(db: Db, limit = HOT_ARTICLE_COUNT): Promise<Article[]> {
  return db
    .selectFrom("articles")
    .selectAll()
    .where(isVisible("articles"))
    .orderBy("hot", "desc")
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(limit)
    .execute();
}

/** The posters of one type in site order (sort_order, then id); `limit` caps what a page shows. */
export async function listPostersByType(db: Db, type: string, limit?: number): Promise<Poster[]> {
  return cachedPosters(db, `${type}/${limit}`, () => {
    const query = db.selectFrom("posters").selectAll().where("type", "=", type).where(isVisible("posters")).orderBy("sort_order").orderBy("id");
    return (limit === undefined ? query : query.limit(limit)).execute();
  });
}

export async function getPoster(db: Db, id: number): Promise<Poster | undefined> {
  return db.selectFrom("posters").selectAll().where("id", "=", id).where(isVisible("posters")).executeTakeFirst();
}

/** A poster-like list in site order (sort_order, then id); `limit` caps what a page shows. */
export async function listPosterLike(db: Db, kind: PosterLikeKind, limit?: number): Promise<PosterLike[]> {
  return cachedPosterLike(db, `${kind}/${limit}`, () => {
    const query = db.selectFrom(POSTER_LIKE_TABLES[kind]).selectAll().orderBy("sort_order").orderBy("id");
    return (limit === undefined ? query : query.limit(limit)).execute();
  });
}

export async function getPosterLike(db: Db, kind: PosterLikeKind, id: number): Promise<PosterLike | undefined> {
  return db.selectFrom(POSTER_LIKE_TABLES[kind]).selectAll().where("id", "=", id).executeTakeFirst();
}

export interface CategoryPageView extends CategoryPage {
  page_one_swipers: CategoryPageSlide[];
}

/** A carousel, not an archive: reads stop here whatever the table holds. */
export const MAX_SLIDES = 100;

export async function listSlides(db: Db, categoryPageId: number): Promise<CategoryPageSlide[]> {
  return db
    .selectFrom("landing_page_one_swipers")
    .selectAll()
    .where("landing_page_one_id", "=", categoryPageId)
    .orderBy("sort_order")
    .orderBy("id")
    .limit(MAX_SLIDES)
    .execute();
}

/** A landing page the public may see (decision 059); `includeDrafts` for previews. */
export async function getCategoryPage(db: Db, id: number, { includeDrafts = false } = {}): Promise<CategoryPageView | undefined> {
  const page = await db
    .selectFrom("landing_page_ones")
    .selectAll()
    .where("id", "=", id)
    .$if(!includeDrafts, (query) => query.where(isVisible("landing_page_ones")))
    .executeTakeFirst();
  return page && { ...page, page_one_swipers: await listSlides(db, page.id) };
}

export async function getSubcategoryPage(db: Db, id: number, { includeDrafts = false } = {}): Promise<SubcategoryPage | undefined> {
  return db
    .selectFrom("landing_page_twos")
    .selectAll()
    .where("id", "=", id)
    .$if(!includeDrafts, (query) => query.where(isVisible("landing_page_twos")))
    .executeTakeFirst();
}

/* ---------- Advertising blocks of the home page ---------- */

/**
 * product rules §3 "advertising data" lives in `posters`, one type per block: indexPage (the home
 * slides, the default type of GET api/posters), homePoster, banner, card, list and tag.
 */
export const POSTER_TYPES = { slides: "indexPage", homePoster: "homePoster", banner: "banner", card: "card", list: "list", tag: "tag" } as const;
/** product rules §3: the first two cards and the first two tags are used. */
export const CARD_COUNT = 2;
export const TAG_COUNT = 2;
const BLOCK_LIMIT = 20;

/** product rules §3: without a home poster the page shows a null-named poster linking to /product. */
export const DEFAULT_HOME_POSTER = {
  id: null,
  type: POSTER_TYPES.homePoster,
  en_name: null,
  fr_name: null,
  nl_name: null,
  en_description: "",
  fr_description: "",
  nl_description: "",
  pc_img: "",
  phone_img: "",
  url: "/product",
} as const;

export type HomePoster = Poster | typeof DEFAULT_HOME_POSTER;

export async function getHomePoster(db: Db): Promise<HomePoster> {
  const [poster] = await listPostersByType(db, POSTER_TYPES.homePoster, 1);
  return poster ?? DEFAULT_HOME_POSTER;
}

export interface Advertising {
  banner: Poster[];
  cards: Poster[];
  lists: Poster[];
  tags: Poster[];
  homePoster: HomePoster;
}

/** Banner data: every advertising block of the home page in one read. */
export async function getAdvertising(db: Db): Promise<Advertising> {
  const [banner, cards, lists, tags, homePoster] = await Promise.all([
    listPostersByType(db, POSTER_TYPES.banner, BLOCK_LIMIT),
    listPostersByType(db, POSTER_TYPES.card, CARD_COUNT),
    listPostersByType(db, POSTER_TYPES.list, BLOCK_LIMIT),
    listPostersByType(db, POSTER_TYPES.tag, TAG_COUNT),
    getHomePoster(db),
  ]);
  return { banner, cards, lists, tags, homePoster };
}

/* ---------- Admin record types (see records.ts) ---------- */

const byPosition = { defaultSort: "sort_order", defaultOrder: "asc" } as const;

export const articleRecords: RecordType<Article> = {
  label: "Article",
  table: "articles",
  searchColumns: ["en_title", "fr_title", "nl_title"],
  sortColumns: RESOURCES.articles.sortColumns,
  defaultSort: "created_at",
  defaultOrder: "desc",
  updatedAt: true,
  richText: ["en_content", "fr_content", "nl_content"],
  check: (db, values, id) => checkRecordWindow(db, "articles", values, id),
  present: (row: Article) => row,
};

function posterLikeRecords(label: string, table: keyof Database): RecordType<PosterLike> {
  return {
    label,
    table,
    searchColumns: ["en_name", "fr_name", "nl_name", "url"],
    sortColumns: RESOURCES.posters.sortColumns,
    ...byPosition,
    updatedAt: true,
    present: (row: PosterLike) => row,
  };
}

export const posterRecords: RecordType<Poster> = {
  ...(posterLikeRecords("Poster", "posters") as RecordType<Poster>),
  // A poster whose end comes before its start would never show: refused, as a campaign's is.
  check: (db, values, id) => checkRecordWindow(db, "posters", values, id),
};
export const cardAdvertRecords = posterLikeRecords("Card advert", "card_adsenses");
export const rotationChartRecords = posterLikeRecords("Rotation chart", "rotation_charts");
export const listPosterRecords = posterLikeRecords("List poster", "list_posters");

export const LANDING_PAGE_TAKEN = "This category already has a landing page.";

/**
 * A landing page belongs to one category of the right level, and each category has at most one. A save that gives
 * a category its page holds the category's row until it ends (as attachLandingPage does), so two such saves take
 * turns instead of both finding the slot free; a save that keeps its category holds nothing.
 */
async function checkLandingCategory(db: Db, table: "landing_page_ones" | "landing_page_twos", typeId: unknown, id?: number) {
  if (typeId === undefined || typeId === null) return;
  const level = table === "landing_page_ones" ? 1 : 2;
  const stored = id === undefined ? undefined : await db.selectFrom(table).select("commodity_type_id").where("id", "=", id).executeTakeFirst();
  if (stored?.commodity_type_id !== Number(typeId)) await holdRow(db, "commodity_types", Number(typeId));
  const type = await db.selectFrom("commodity_types").select("level").where("id", "=", Number(typeId)).executeTakeFirst();
  if (!type) throw new InvalidInput("commodity_type_id", "The selected category does not exist.");
  if (type.level !== level) throw new InvalidInput("commodity_type_id", `Choose a level ${level} category.`);
  let taken = db.selectFrom(table).select("id").where("commodity_type_id", "=", Number(typeId));
  if (id !== undefined) taken = taken.where("id", "<>", id);
  if (await taken.executeTakeFirst()) throw new InvalidInput("commodity_type_id", LANDING_PAGE_TAKEN);
}

function landingRecords<Row>(label: string, table: "landing_page_ones" | "landing_page_twos", titles: string[]): RecordType<Row> {
  return {
    label,
    table,
    searchColumns: ["url", ...titles],
    sortColumns: RESOURCES.categoryPages.sortColumns,
    defaultSort: "id",
    defaultOrder: "asc",
    updatedAt: true,
    async check(db, values, id) {
      await checkRecordWindow(db, table, values, id);
      await checkLandingCategory(db, table, values.commodity_type_id, id);
    },
    uniqueSlot: { columns: [`${table}.commodity_type_id`], refused: () => new InvalidInput("commodity_type_id", LANDING_PAGE_TAKEN) },
    present: (row: Row) => row,
  };
}

export const categoryPageRecords = landingRecords<CategoryPage>("Category page", "landing_page_ones", ["en_banner_title", "en_seo_title"]);
export const subcategoryPageRecords = landingRecords<SubcategoryPage>("Subcategory page", "landing_page_twos", ["en_banner_title", "en_seo_title"]);

export const slideRecords: RecordType<CategoryPageSlide> = {
  label: "Landing page slide",
  table: "landing_page_one_swipers",
  searchColumns: ["en_title", "fr_title", "nl_title", "url"],
  sortColumns: RESOURCES.categoryPageSlides.sortColumns,
  ...byPosition,
  updatedAt: true,
  check: (db, values) => ensureExists(db, "landing_page_ones", values.landing_page_one_id, "landing_page_one_id", "landing page"),
  present: (row: CategoryPageSlide) => row,
};

/** Paged public reads of the poster-like lists (the admin reads them here too). */
/** The shown posters of one type, a page at a time, in site order (the public API). */
export function pagePosters(db: Db, type: string, request: PageRequest): Promise<Page<Poster>> {
  const query = db.selectFrom("posters").selectAll().where("type", "=", type).where(isVisible("posters")).orderBy("sort_order").orderBy("id");
  return paginate(query, request, posterRecords.present);
}

export function pagePosterLike(db: Db, kind: PosterLikeKind, request: PageRequest): Promise<Page<PosterLike>> {
  return listRecords(db, POSTER_LIKE_RECORDS[kind], request);
}

export const POSTER_LIKE_RECORDS: Record<PosterLikeKind, RecordType<PosterLike>> = {
  cardAdsense: cardAdvertRecords,
  rotationCharts: rotationChartRecords,
  listPosters: listPosterRecords,
};
