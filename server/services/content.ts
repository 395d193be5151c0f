import type { Db } from "#server/db/index.ts";
import type { Article, LandingPageOne, LandingPageOneSwiper, LandingPageTwo, Poster, PosterLike } from "#server/db/schema.ts";
import { paginate, type Page, type PageRequest } from "./pagination.ts";

export const HOT_ARTICLE_COUNT = 4;
export const DEFAULT_POSTER_TYPE = "indexPage";

/** The poster-like tables the public API reads, by their API name. */
export const POSTER_LIKE_TABLES = {
  cardAdsense: "card_adsenses",
  rotationCharts: "rotation_charts",
  listPosters: "list_posters",
} as const;
export type PosterLikeKind = keyof typeof POSTER_LIKE_TABLES;

export async function listArticles(db: Db, request: PageRequest): Promise<Page<Article>> {
  const query = db.selectFrom("articles").selectAll().orderBy("created_at", "desc").orderBy("id", "desc");
  return paginate(query, request, (row) => row);
}

export async function getArticle(db: Db, id: number): Promise<Article | undefined> {
  return db.selectFrom("articles").selectAll().where("id", "=", id).executeTakeFirst();
}

/** Articles flagged hot, newest first, topped up with the newest others when fewer are flagged. */
export async function listHotArticles(db: Db, limit = HOT_ARTICLE_COUNT): Promise<Article[]> {
  return db
    .selectFrom("articles")
    .selectAll()
    .orderBy("hot", "desc")
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(limit)
    .execute();
}

export async function listPostersByType(db: Db, type: string): Promise<Poster[]> {
  return db.selectFrom("posters").selectAll().where("type", "=", type).orderBy("sort_order").orderBy("id").execute();
}

export async function getPoster(db: Db, id: number): Promise<Poster | undefined> {
  return db.selectFrom("posters").selectAll().where("id", "=", id).executeTakeFirst();
}

export async function listPosterLike(db: Db, kind: PosterLikeKind): Promise<PosterLike[]> {
  return db.selectFrom(POSTER_LIKE_TABLES[kind]).selectAll().orderBy("sort_order").orderBy("id").execute();
}

export async function getPosterLike(db: Db, kind: PosterLikeKind, id: number): Promise<PosterLike | undefined> {
  return db.selectFrom(POSTER_LIKE_TABLES[kind]).selectAll().where("id", "=", id).executeTakeFirst();
}

export interface LandingPageOneView extends LandingPageOne {
  page_one_swipers: LandingPageOneSwiper[];
}

export async function listSwipers(db: Db, landingPageOneId: number): Promise<LandingPageOneSwiper[]> {
  return db
    .selectFrom("landing_page_one_swipers")
    .selectAll()
    .where("landing_page_one_id", "=", landingPageOneId)
    .orderBy("sort_order")
    .orderBy("id")
    .execute();
}

export async function getLandingPageOne(db: Db, id: number): Promise<LandingPageOneView | undefined> {
  const page = await db.selectFrom("landing_page_ones").selectAll().where("id", "=", id).executeTakeFirst();
  return page && { ...page, page_one_swipers: await listSwipers(db, page.id) };
}

export async function getLandingPageTwo(db: Db, id: number): Promise<LandingPageTwo | undefined> {
  return db.selectFrom("landing_page_twos").selectAll().where("id", "=", id).executeTakeFirst();
}
