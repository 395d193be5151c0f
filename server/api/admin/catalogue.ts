import { z } from "zod";
import { commodityRecords } from "#server/services/catalogue.ts";
import { articleRecords } from "#server/services/content.ts";
import type { ApiDeps } from "../index.ts";
import type { EndpointGroup } from "../endpoint.ts";
import { sendData } from "../envelope.ts";
import { article, articleInput, commodity, commodityBatch, commodityInput, commodityTypeInput, commodityTypeNode } from "../models.ts";
import { commodityTypeEndpoint } from "../public/commodities.ts";
import { dataOf, flagQuery, idList, idParam } from "../schemas.ts";
import { crudEndpoints } from "./crud.ts";

/** Commodities (with batch changes), articles and the category tree. */
export function adminCatalogueEndpoints(api: EndpointGroup, deps: ApiDeps): void {
  const { services } = deps;

  api.add({
    method: "put",
    path: "/commodities/batch/_handle",
    tag: "Commodities",
    summary: "Change many commodities at once",
    description:
      "`setAttrSort` sets attrSort (0/1), `move` sets commodity_type_id (null: no category), `delete` deletes. " +
      "All or nothing: if any id does not exist, nothing changes (404).",
    body: commodityBatch,
    responses: { 200: { description: "How many commodities changed", schema: dataOf(z.object({ affected: z.int() })) } },
    async handle({ body }, res) {
      sendData(res, await services.catalogue.handleCommodityBatch(body));
    },
  });
  crudEndpoints(api, deps, {
    path: "/commodities",
    tag: "Commodities",
    label: "Commodity",
    records: commodityRecords,
    record: commodity,
    input: commodityInput,
    sortColumns: ["id", "en_name", "fr_name", "nl_name", "model", "sort_order", "attr_sort", "created_at", "updated_at"],
    searchHint: "the names in all three languages (accent- and case-insensitive) and the model",
    filters: {
      commodityTypeIds: idList.optional().meta({ description: "Category ids; each includes its descendants" }),
      attrSort: flagQuery.optional(),
    },
    where: async (query) => ({
      commodity_type_id: query.commodityTypeIds ? await services.catalogue.withDescendants(query.commodityTypeIds as number[]) : undefined,
      attr_sort: query.attrSort as number | undefined,
    }),
    dated: true,
  });

  crudEndpoints(api, deps, {
    path: "/articles",
    tag: "Articles",
    label: "Article",
    records: articleRecords,
    record: article,
    input: articleInput,
    sortColumns: ["id", "en_title", "hot", "created_at", "updated_at"],
    searchHint: "the titles in all three languages",
    filters: { hot: flagQuery.optional() },
    where: (query) => ({ hot: query.hot as number | undefined }),
    dated: true,
  });

  const tag = "Commodity types";
  api.add({
    method: "get",
    path: "/commodity/types",
    tag,
    summary: "The category tree (as GET /api/commodity/types)",
    responses: { 200: { description: "Top-level categories with their descendants", schema: dataOf(z.array(commodityTypeNode)) } },
    async handle(_input, res) {
      sendData(res, await services.catalogue.getCommodityTypeTree());
    },
  });
  api.add({
    method: "post",
    path: "/commodity/types",
    tag,
    summary: "Create a category",
    description: "Under `parent_id` (level = parent's level + 1, at most 3) or at the top without it.",
    body: commodityTypeInput,
    responses: { 201: { description: "Created", schema: dataOf(commodityTypeNode) } },
    async handle({ body }, res) {
      sendData(res, await services.catalogue.createCommodityType(body), 201);
    },
  });
  api.add(commodityTypeEndpoint(services, tag));
  api.add({
    method: "delete",
    path: "/commodity/types/:id",
    tag,
    summary: "Delete a category and its whole subtree",
    description: "Commodities of the deleted categories stay, without a category; their landing pages lose their category.",
    params: idParam,
    responses: { 200: { description: "How many categories were deleted", schema: dataOf(z.object({ deleted: z.int() })) } },
    async handle({ params }, res) {
      sendData(res, { deleted: await services.catalogue.deleteCommodityType(params.id) });
    },
  });
  api.add({
    method: "post",
    path: "/commodity/types/:id/_update",
    tag,
    summary: "Update a category",
    description: "Partial update. A new parent_id moves the subtree (levels follow; at most 3 levels; not under itself).",
    params: idParam,
    body: commodityTypeInput.partial(),
    responses: { 200: { description: "Updated", schema: dataOf(commodityTypeNode) } },
    async handle({ params, body }, res) {
      sendData(res, await services.catalogue.updateCommodityType(params.id, body));
    },
  });
}
