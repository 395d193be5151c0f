import { z } from "zod";
import { productRecords } from "#server/services/catalogue.ts";
import { articleRecords } from "#server/services/content.ts";
import type { ApiDeps } from "../deps.ts";
import type { EndpointGroup } from "../endpoint.ts";
import { sendData } from "../envelope.ts";
import { article, articleInput, product, productBatch, productInput, categoryInput, categoryNode } from "#domain/models.ts";
import { categoryEndpoint } from "../public/products.ts";
import { dataOf, flagQuery, idList, idParam, recordId, sortOrder } from "#domain/schemas.ts";
import { crudEndpoints, moveToTrash } from "./crud.ts";
import { RESOURCES } from "#domain/resources.ts";

const featuredProduct = z
  .object({
    id: z.int(),
    en_name: z.string(),
    fr_name: z.string(),
    nl_name: z.string(),
    model: z.string(),
    main_img_url: z.string(),
    status: z.string(),
    publish_at: z.string().nullable(),
  })
  .meta({ id: "FeaturedProduct" });

/** The home's recommended products: the featured ones, in an order the editor sets. Before /commodities/:id. */
function featuredOrderEndpoints(api: EndpointGroup, { services }: ApiDeps): void {
  api.add({
    method: "get",
    path: "/commodities/featured",
    tag: "Commodities",
    summary: "The featured products in the home's order",
    description: "Drafts and scheduled ones too (the home shows only those on the site, topped up from the list's first page to 10).",
    responses: { 200: { description: "Featured products, first shown first", schema: dataOf(z.array(featuredProduct)) } },
    async handle(_input, res) {
      sendData(res, await services.catalogue.listFeatured());
    },
  });
  api.add({
    method: "post",
    path: "/commodities/featured/_order",
    tag: "Commodities",
    summary: "Order the featured products",
    description:
      "The ids first, in that order; featured products left out follow in their current order. 422 when an id is not a featured product (nothing moves).",
    body: z.object({ ids: z.array(recordId).min(1).max(1000) }),
    responses: { 200: { description: "The featured products in their new order", schema: dataOf(z.array(featuredProduct)) } },
    async handle({ body }, res) {
      sendData(res, await services.catalogue.orderFeatured(body.ids));
    },
  });
}

/** Commodities (with batch changes), articles and the category tree. */
export function adminCatalogueEndpoints(api: EndpointGroup, deps: ApiDeps): void {
  const { services } = deps;

  api.add({
    method: "put",
    path: "/commodities/batch/_handle",
    tag: "Commodities",
    summary: "Change many commodities at once",
    description:
      "`setAttrSort` sets attrSort (0/1), `move` sets commodity_type_id (null: no category), `delete` moves them to the trash " +
      "(decision 091; `trash_ids` names the entries). All or nothing: if any id does not exist, nothing changes (404).",
    body: productBatch,
    responses: {
      200: { description: "How many commodities changed", schema: dataOf(z.object({ affected: z.int(), trash_ids: z.array(z.int()).optional() })) },
    },
    async handle({ body }, res) {
      if (body.action !== "delete") return sendData(res, await services.catalogue.handleProductBatch(body));
      const { deleted, trash_ids } = await moveToTrash(res, services, { resource: "products", ids: body.ids, label: "Product", every: true });
      sendData(res, { affected: deleted, trash_ids });
    },
  });
  featuredOrderEndpoints(api, deps);
  crudEndpoints(api, deps, {
    path: "/commodities",
    tag: "Commodities",
    label: "Product",
    records: productRecords,
    record: product,
    input: productInput,
    sortColumns: RESOURCES.products.sortColumns,
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
    sortColumns: RESOURCES.articles.sortColumns,
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
    responses: { 200: { description: "Top-level categories with their descendants", schema: dataOf(z.array(categoryNode)) } },
    async handle(_input, res) {
      sendData(res, await services.catalogue.getCategoryTree({ includeDrafts: true }));
    },
  });
  api.add({
    method: "post",
    path: "/commodity/types",
    tag,
    summary: "Create a category",
    description: "Under `parent_id` (level = parent's level + 1, at most 3) or at the top without it.",
    body: categoryInput,
    responses: { 201: { description: "Created", schema: dataOf(categoryNode) } },
    async handle({ body }, res) {
      sendData(res, await services.catalogue.createCategory(body), 201);
    },
  });
  api.add({
    method: "post",
    path: "/commodity/types/_reorder",
    tag,
    summary: "Reorder the children of one category",
    description:
      "`ids` names every child of `parent_id` (the top level when null) exactly once, in the new order; they get sort_order 10, 20, 30 … " +
      "in one transaction. A list that does not match the children answers 422 and changes nothing.",
    body: z.object({ parent_id: recordId.nullable(), ids: z.array(recordId).min(1).max(1000) }),
    responses: {
      200: { description: "The new sort_order of each child", schema: dataOf(z.array(z.object({ id: z.int(), sort_order: sortOrder }))) },
    },
    async handle({ body }, res) {
      sendData(res, await services.catalogue.reorderCategories(body));
    },
  });
  api.add(categoryEndpoint(services, tag));
  api.add({
    method: "delete",
    path: "/commodity/types/:id",
    tag,
    summary: "Delete a category and its whole subtree",
    description:
      "Commodities of the deleted categories stay, without a category; their landing pages lose their category. " +
      "The subtree goes to the trash as one entry (decision 091): a restore brings it back and gives those products and pages their category again.",
    params: idParam,
    responses: { 200: { description: "How many categories were deleted", schema: dataOf(z.object({ deleted: z.int(), trash_ids: z.array(z.int()) })) } },
    async handle({ params }, res) {
      const subtree = await services.catalogue.withDescendants([params.id]);
      const { trash_ids } = await moveToTrash(res, services, { resource: "categories", ids: [params.id], label: "Category" });
      sendData(res, { deleted: subtree.length, trash_ids });
    },
  });
  api.add({
    method: "post",
    path: "/commodity/types/:id/_landing",
    tag,
    summary: "Attach a landing page to a category",
    description:
      "A first-level category takes a landing page one, a second-level one a landing page two. The page attached before is released; " +
      "`landing_page_id` null (or left out) releases it without attaching another. One transaction; a page another category uses answers 422.",
    params: idParam,
    body: z.object({ landing_page_id: recordId.nullable().default(null) }),
    responses: { 200: { description: "The category with its landing page", schema: dataOf(categoryNode) } },
    async handle({ params, body }, res) {
      sendData(res, await services.catalogue.attachLandingPage(params.id, body.landing_page_id));
    },
  });
  api.add({
    method: "post",
    path: "/commodity/types/:id/_update",
    tag,
    summary: "Update a category",
    description: "Partial update. A new parent_id moves the subtree (levels follow; at most 3 levels; not under itself).",
    params: idParam,
    body: categoryInput.partial(),
    responses: { 200: { description: "Updated", schema: dataOf(categoryNode) } },
    async handle({ params, body }, res) {
      sendData(res, await services.catalogue.updateCategory(params.id, body));
    },
  });
}
