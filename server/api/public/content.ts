import { z } from "zod";
import { DEFAULT_POSTER_TYPE, type PosterLikeKind } from "#server/services/content.ts";
import { RecordNotFound } from "#server/services/errors.ts";
import type { ApiDeps } from "../deps.ts";
import { showOne, type EndpointGroup } from "../endpoint.ts";
import { sendData, sendFound, sendPage } from "../envelope.ts";
import {
  advertising,
  article,
  homePoster,
  categoryPageWithSlides,
  subcategoryPage,
  poster,
  posterLike,
  posterType,
  publicSettings,
  slide,
} from "#domain/models.ts";
import { MAX_ID } from "#domain/paths.ts";
import { dataOf, pageOf, pageQuery } from "#domain/schemas.ts";

/** product rules §9: blog list page size. */
export const ARTICLE_PAGE_SIZE = 15;
/** Poster-like lists are short; one page normally holds them all. */
export const POSTER_PAGE_SIZE = 50;

/** The public reads of the three poster-like lists, by path; the admin reads them here too (product rules §7). */
export const POSTER_LIKE_PATHS: Record<PosterLikeKind, { path: string; label: string }> = {
  cardAdsense: { path: "/card/adsense", label: "Card advert" },
  rotationCharts: { path: "/rotation/charts", label: "Rotation chart" },
  listPosters: { path: "/list/posters", label: "List poster" },
};

const posterQuery = pageQuery(POSTER_PAGE_SIZE).extend({ type: posterType.default(DEFAULT_POSTER_TYPE) });
/** `/posters/{type or id}`: digits name one poster, anything else a type. */
const typeOrId = z.object({
  typeOrId: z.union([z.coerce.number().int().positive().max(MAX_ID), posterType]).meta({ description: "A poster id, or a poster type" }),
});

export function publicContentEndpoints(api: EndpointGroup, { services }: ApiDeps): void {
  api.add({
    method: "get",
    path: "/articles",
    tag: "Blog",
    summary: "List articles, newest first",
    query: pageQuery(ARTICLE_PAGE_SIZE),
    responses: { 200: { description: "A page of articles", schema: pageOf(article) } },
    async handle({ query }, res) {
      sendPage(res, await services.content.listArticles({ page: query.page, perPage: query.per_page }));
    },
  });
  api.add(
    showOne({
      path: "/articles/:id",
      tag: "Blog",
      summary: "One article",
      label: "Article",
      answer: "The article",
      schema: article,
      find: (id) => services.content.getArticle(id),
    }),
  );

  api.add({
    method: "get",
    path: "/posters",
    tag: "Advertising",
    summary: "List posters of one type",
    query: posterQuery,
    responses: { 200: { description: "A page of posters, by sort_order", schema: pageOf(poster) } },
    async handle({ query }, res) {
      sendPage(res, await services.content.pagePosters(query.type, { page: query.page, perPage: query.per_page }));
    },
  });
  api.add({
    method: "get",
    path: "/posters/:typeOrId",
    tag: "Advertising",
    summary: "One poster by id, or the posters of a type",
    description: "`/api/posters/7` answers `{ data: Poster }`; `/api/posters/indexPage` answers a page like `/api/posters?type=indexPage`.",
    params: typeOrId,
    query: pageQuery(POSTER_PAGE_SIZE),
    responses: { 200: { description: "A poster, or a page of posters", schema: z.union([dataOf(poster), pageOf(poster)]) } },
    async handle({ params, query }, res) {
      if (typeof params.typeOrId === "string") {
        sendPage(res, await services.content.pagePosters(params.typeOrId, { page: query.page, perPage: query.per_page }));
        return;
      }
      sendFound(res, await services.content.getPoster(params.typeOrId), "Poster");
    },
  });
  for (const [kind, { path, label }] of Object.entries(POSTER_LIKE_PATHS) as [PosterLikeKind, (typeof POSTER_LIKE_PATHS)[PosterLikeKind]][]) {
    api.add({
      method: "get",
      path,
      tag: "Advertising",
      summary: `List ${label.toLowerCase()}s`,
      query: pageQuery(POSTER_PAGE_SIZE),
      responses: { 200: { description: `A page of ${label.toLowerCase()}s, by sort_order`, schema: pageOf(posterLike) } },
      async handle({ query }, res) {
        sendPage(res, await services.content.pagePosterLike(kind, { page: query.page, perPage: query.per_page }));
      },
    });
    api.add(
      showOne({
        path: `${path}/:id`,
        tag: "Advertising",
        summary: `One ${label.toLowerCase()}`,
        label,
        answer: label,
        schema: posterLike,
        find: (id) => services.content.getPosterLike(kind, id),
      }),
    );
  }
  api.add({
    method: "get",
    path: "/banner",
    tag: "Advertising",
    summary: "Banner data: every advertising block of the home page",
    description:
      "From the posters, by type: banner (type banner), cards (the first two of type card), lists (type list), tags (the first two of type tag), homePoster (as /api/home/poster). The home slides are GET /api/posters (type indexPage).",
    responses: { 200: { description: "The advertising blocks", schema: dataOf(advertising) } },
    async handle(_input, res) {
      sendData(res, await services.content.getAdvertising());
    },
  });
  api.add({
    method: "get",
    path: "/home/poster",
    tag: "Advertising",
    summary: "The home poster",
    description: "The first poster of type homePoster; without one, a poster with null names and url /product (product rules §3).",
    responses: { 200: { description: "The home poster", schema: dataOf(homePoster) } },
    async handle(_input, res) {
      sendData(res, await services.content.getHomePoster());
    },
  });

  api.add({
    method: "get",
    path: "/page/one/swiper",
    tag: "Landing pages",
    summary: "The swiper items of a landing page one",
    query: z.object({ landing_page_one_id: z.coerce.number().int().positive().max(MAX_ID) }),
    responses: {
      200: {
        description: "The landing page's id and its page_one_swipers, by sort_order",
        schema: dataOf(z.object({ landing_page_one_id: z.int(), page_one_swipers: z.array(slide) })),
      },
    },
    async handle({ query }, res) {
      const page = await services.content.getCategoryPage(query.landing_page_one_id);
      if (!page) throw new RecordNotFound("Category page");
      sendData(res, { landing_page_one_id: page.id, page_one_swipers: page.page_one_swipers });
    },
  });
  api.add(
    showOne({
      path: "/page/ones/:id",
      tag: "Landing pages",
      summary: "A landing page one with its swiper items",
      label: "Category page",
      answer: "The landing page",
      schema: categoryPageWithSlides,
      find: (id) => services.content.getCategoryPage(id),
    }),
  );
  api.add(
    showOne({
      path: "/page/twos/:id",
      tag: "Landing pages",
      summary: "A landing page two",
      label: "Subcategory page",
      answer: "The landing page",
      schema: subcategoryPage,
      find: (id) => services.content.getSubcategoryPage(id),
    }),
  );

  api.add({
    method: "get",
    path: "/settings",
    tag: "Site",
    summary: "Contact details, brand and social links shown in the header and footer",
    responses: { 200: { description: "The public settings", schema: dataOf(publicSettings) } },
    async handle(_input, res) {
      sendData(res, await services.settings.getPublicSettings());
    },
  });
}
