import { z } from "zod";
import type { Services } from "#server/services/index.ts";
import { LOCALES } from "#src/lib/locales.ts";
import type { ApiDeps } from "../index.ts";
import { showOne, type EndpointGroup } from "../endpoint.ts";
import { sendData, sendPage } from "../envelope.ts";
import { commodity, commodityTypeNode } from "../models.ts";
import { dataOf, flagQuery, idList, pageOf, pageQuery } from "../schemas.ts";

/** SPEC §9: product list page size. */
export const COMMODITY_PAGE_SIZE = 9;

const nameSearch = z.string().max(100).optional();
const listQuery = pageQuery(COMMODITY_PAGE_SIZE).extend({
  commodityTypeIds: idList.optional().meta({ description: "One or more category ids (1,2,3); a category includes its descendants" }),
  "commodityTypeIds[]": idList.optional(),
  en_name: nameSearch.meta({ description: "Search, on an English page: model numbers, names and descriptions in every language, English names ranked first" }),
  fr_name: nameSearch.meta({ description: "Search, on a French page (French names ranked first)" }),
  nl_name: nameSearch.meta({ description: "Search, on a Dutch page (Dutch names ranked first)" }),
  attrSort: flagQuery.optional().meta({ description: "1: featured products only" }),
});

/** GET /commodity/types/:id, which the admin API answers too (SPEC §7), each under its own tag. */
export function commodityTypeEndpoint(services: Services, tag: string) {
  return showOne({
    path: "/commodity/types/:id",
    tag,
    summary: "One category with its descendants",
    label: "Commodity type",
    answer: "The category",
    schema: commodityTypeNode,
    find: (id) => services.catalogue.getCommodityType(id),
  });
}

export function publicCommodityEndpoints(api: EndpointGroup, { services }: ApiDeps): void {
  api.add({
    method: "get",
    path: "/commodities",
    tag: "Catalogue",
    summary: "List products",
    description:
      "Newest first within each sort position. A search (en_name, fr_name or nl_name: the page's language) matches whole words, " +
      "plurals and other forms (stemmed per language), accents and case aside, compounds written in one or two words, and model numbers " +
      "with or without hyphen; it ranks model numbers and names in the page's language first, then those in the other languages, then descriptions.",
    query: listQuery,
    responses: { 200: { description: "A page of products", schema: pageOf(commodity) } },
    async handle({ query }, res) {
      const locale = LOCALES.find((l) => query[`${l}_name`]);
      const page = await services.catalogue.listCommodities({
        page: query.page,
        perPage: query.per_page,
        commodityTypeIds: query.commodityTypeIds ?? query["commodityTypeIds[]"],
        search: locale ? { locale, term: query[`${locale}_name`] ?? "" } : undefined,
        featured: query.attrSort === 1,
      });
      sendPage(res, page);
    },
  });
  api.add(
    showOne({
      path: "/commodities/:id",
      tag: "Catalogue",
      summary: "One product",
      label: "Commodity",
      answer: "The product",
      schema: commodity,
      find: (id) => services.catalogue.getCommodity(id),
    }),
  );
  api.add({
    method: "get",
    path: "/commodity/types",
    tag: "Catalogue",
    summary: "The category tree",
    description: "Three levels, each node with `child`; level 1 nodes carry landingPageOne, level 2 nodes landingPageTwo ({id, url} or null).",
    responses: { 200: { description: "Top-level categories with their descendants", schema: dataOf(z.array(commodityTypeNode)) } },
    async handle(_input, res) {
      sendData(res, await services.catalogue.getCommodityTypeTree());
    },
  });
  api.add(commodityTypeEndpoint(services, "Catalogue"));
}
