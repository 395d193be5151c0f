import { z } from "zod";
import {
  cardAdvertRecords,
  categoryPageRecords,
  subcategoryPageRecords,
  listPosterRecords,
  posterRecords,
  rotationChartRecords,
  slideRecords,
} from "#server/services/content.ts";
import { socialCodeRecords } from "#server/services/settings.ts";
import type { ApiDeps } from "../deps.ts";
import type { EndpointGroup } from "../endpoint.ts";
import { sendData } from "../envelope.ts";
import {
  categoryPage,
  categoryPageInput,
  subcategoryPage,
  subcategoryPageInput,
  poster,
  posterInput,
  posterLike,
  posterLikeInput,
  posterType,
  settingsInput,
  siteSettings,
  socialCode,
  socialCodeInput,
  slide,
  slideInput,
} from "#domain/models.ts";
import { dataOf, recordId } from "#domain/schemas.ts";
import { crudEndpoints, type CrudResource } from "./crud.ts";
import { RESOURCES } from "#domain/resources.ts";

const POSTER_LIKE_SORT = RESOURCES.posters.sortColumns;
const byId = (column: string) => (query: Record<string, unknown>) => ({ [column]: query[column] as number | undefined });

/** Posters, card adsense, rotation charts, list posters, landing pages and their swipers, social codes, settings. */
export function adminContentEndpoints(api: EndpointGroup, deps: ApiDeps): void {
  const posterLikes: CrudResource[] = [
    {
      path: "/posters",
      tag: "Posters",
      label: "Poster",
      records: posterRecords,
      record: poster,
      input: posterInput,
      sortColumns: POSTER_LIKE_SORT,
      searchHint: "the names and the url",
      filters: { type: posterType.optional() },
      where: (query: Record<string, unknown>) => ({ type: query.type as string | undefined }),
    },
    { path: "/card/adsense", tag: "Card adsense", label: "Card advert", records: cardAdvertRecords },
    { path: "/rotation/charts", tag: "Rotation charts", label: "Rotation chart", records: rotationChartRecords },
    { path: "/list/posters", tag: "List posters", label: "List poster", records: listPosterRecords },
  ].map((resource) => ({ record: posterLike, input: posterLikeInput, sortColumns: POSTER_LIKE_SORT, searchHint: "the names and the url", ...resource }));
  for (const resource of posterLikes) crudEndpoints(api, deps, resource);

  crudEndpoints(api, deps, {
    path: "/page/one/swiper",
    tag: "Landing pages",
    label: "Landing page slide",
    records: slideRecords,
    record: slide,
    input: slideInput,
    sortColumns: RESOURCES.categoryPageSlides.sortColumns,
    searchHint: "the titles and the url",
    filters: { landing_page_one_id: z.coerce.number().pipe(recordId).optional() },
    where: byId("landing_page_one_id"),
  });
  crudEndpoints(api, deps, {
    path: "/page/ones",
    tag: "Landing pages",
    label: "Category page",
    records: categoryPageRecords,
    record: categoryPage,
    input: categoryPageInput,
    sortColumns: RESOURCES.categoryPages.sortColumns,
    searchHint: "the url and the English banner and SEO titles",
    filters: { commodity_type_id: z.coerce.number().pipe(recordId).optional() },
    where: byId("commodity_type_id"),
  });
  crudEndpoints(api, deps, {
    path: "/page/twos",
    tag: "Landing pages",
    label: "Subcategory page",
    records: subcategoryPageRecords,
    record: subcategoryPage,
    input: subcategoryPageInput,
    sortColumns: RESOURCES.categoryPages.sortColumns,
    searchHint: "the url and the English banner and SEO titles",
    filters: { commodity_type_id: z.coerce.number().pipe(recordId).optional() },
    where: byId("commodity_type_id"),
  });
  crudEndpoints(api, deps, {
    path: "/social/codes",
    tag: "Site",
    label: "Social code",
    records: socialCodeRecords,
    record: socialCode,
    input: socialCodeInput,
    sortColumns: RESOURCES.socialCodes.sortColumns,
    searchHint: "the platform, label and url",
  });

  const { services } = deps;
  api.add({
    method: "get",
    path: "/settings",
    tag: "Site",
    summary: "The site settings",
    responses: { 200: { description: "The settings", schema: dataOf(siteSettings) } },
    async handle(_input, res) {
      sendData(res, await services.settings.getSiteSettings());
    },
  });
  api.add({
    method: "post",
    path: "/settings",
    tag: "Site",
    summary: "Update the site settings",
    audit: { action: "settings" },
    description: "Partial update: only the fields sent change.",
    body: settingsInput,
    responses: { 200: { description: "The updated settings", schema: dataOf(siteSettings) } },
    async handle({ body }, res) {
      sendData(res, await services.settings.updateSiteSettings(body));
    },
  });
}
