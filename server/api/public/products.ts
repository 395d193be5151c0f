import { z } from "zod";
import type { Services } from "#server/services/index.ts";
import { LOCALES } from "#domain/locales.ts";
import type { ApiDeps } from "../deps.ts";
import type { Request } from "express";
import { validationError } from "#server/http/errors.ts";
import type { Page } from "#server/services/pagination.ts";
import type { CategoryNode, ProductView } from "#server/services/catalogue.ts";
import { FILTER_PREFIX } from "#server/services/spec-rules.ts";
import { parseProductSort, SORT_PARAM } from "#domain/product-sort.ts";
import type { Locale } from "#domain/locales.ts";
import type { SpecView } from "#domain/specs.ts";
import { showOne, type EndpointGroup } from "../endpoint.ts";
import { sendData, sendFound, sendPage } from "../envelope.ts";
import { categoryNode, productWithSpecs } from "#domain/models.ts";
import { displayImage } from "#domain/localized.ts";
import { focusOf } from "#domain/media-alt.ts";
import { dataOf, flagQuery, idList, idParam, pageOf, pageQuery, paginationSchema } from "#domain/schemas.ts";

const UNKNOWN_SORT = "The sort must be relevance, newest, or a numeric specification's key followed by .asc or .desc.";

/** product rules §9: product list page size. */
export const PRODUCT_PAGE_SIZE = 9;

const nameSearch = z.string().max(100).optional();
const listQuery = pageQuery(PRODUCT_PAGE_SIZE).extend({
  commodityTypeIds: idList.optional().meta({ description: "One or more category ids (1,2,3); a category includes its descendants" }),
  "commodityTypeIds[]": idList.optional(),
  en_name: nameSearch.meta({ description: "Search, on an English page: model numbers, names and descriptions in every language, English names ranked first" }),
  fr_name: nameSearch.meta({ description: "Search, on a French page (French names ranked first)" }),
  nl_name: nameSearch.meta({ description: "Search, on a Dutch page (Dutch names ranked first)" }),
  attrSort: flagQuery.optional().meta({ description: "1: featured products only" }),
  lang: z.enum(LOCALES).default("en").meta({ description: "Language of the specs' labels and values (en, fr, nl)" }),
  [SORT_PARAM]: z
    .string()
    .max(80)
    .optional()
    .meta({
      description:
        "Order: relevance (the default: a search's rank, else the catalogue's order), newest, or a numeric specification's key with .asc or .desc " +
        "(e.g. cutting_width.desc, weight_bare.asc; products without the value come last). Anything else answers 422.",
    }),
  // The filter parameters are named after the attributes, so only their pattern can be documented.
  "f.{key}.min": z.string().optional().meta({ description: "Lowest value of a filterable numeric specification, e.g. f.cutting_width.min=40 (range specifications: overlapping)" }),
  "f.{key}.max": z.string().optional().meta({ description: "Highest value, e.g. f.cutting_width.max=55" }),
  "f.{key}": z.string().optional().meta({ description: "A choice's value (repeat for several) or 1/0 for a yes/no specification, e.g. f.battery_slots=2, f.brushless=1. Unknown keys and malformed values answer 422." }),
});

const listedProduct = productWithSpecs
  .extend({
    image_focus: z
      .string()
      .nullable()
      .meta({ description: "Where a crop of the main image keeps its subject (CSS object-position, e.g. \"30% 70%\"); null for the centre" }),
  })
  .meta({ id: "ListedCommodity" });

const productPage = pageOf(listedProduct).extend({
  meta: z.object({
    pagination: paginationSchema,
    search: z
      .object({ typed: z.string(), term: z.string() })
      .optional()
      .meta({ description: "Present when no product has every word typed: the products shown are those of `term`, the largest part of the words that products have" }),
  }),
});

const langQuery = z.object({ lang: z.enum(LOCALES).default("en").meta({ description: "Language of the specs (en, fr, nl)" }) });

/** The query string's f.* parameters, as given (repeated names kept). */
function filterParams(req: Request): [string, string][] {
  const pairs: [string, string][] = [];
  for (const [name, value] of Object.entries(req.query)) {
    if (!name.startsWith(FILTER_PREFIX)) continue;
    for (const item of Array.isArray(value) ? value : [value]) pairs.push([name, typeof item === "string" ? item : ""]);
  }
  return pairs;
}

// A cached page is the same object until the catalogue changes: its translated variants are built once each.
const pagesWithSpecs = new WeakMap<Page<ProductView>, Map<Locale, Page<ProductView & { specs: SpecView[] }>>>();

/** product rules §3 calls a top-level type's children twoLevelCommodityTypes, and theirs threeLevelCommodityTypes. */
const CHILD_LIST_NAMES: Partial<Record<number, string>> = { 1: "twoLevelCommodityTypes", 2: "threeLevelCommodityTypes" };

/** A category as the public API answers it: `child`, and the same list under the spec's name for its level. */
function withSpecListNames(node: CategoryNode): CategoryNode {
  const child = node.child.map(withSpecListNames);
  const name = CHILD_LIST_NAMES[node.level];
  return name ? { ...node, child, [name]: child } : { ...node, child };
}

/** GET /commodity/types/:id, which the admin API answers too (product rules §7), each under its own tag. */
export function categoryEndpoint(services: Services, tag: string) {
  return showOne({
    path: "/commodity/types/:id",
    tag,
    summary: "One category with its descendants",
    label: "Category",
    answer: "The category",
    schema: categoryNode,
    find: async (id) => {
      const node = await services.catalogue.getCategory(id);
      return node && withSpecListNames(node);
    },
  });
}

export function publicProductEndpoints(api: EndpointGroup, { services }: ApiDeps): void {
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
    responses: { 200: { description: "A page of products", schema: productPage } },
    async handle({ query }, res, req) {
      const locale = LOCALES.find((l) => query[`${l}_name`]);
      const { filters, errors } = await services.specs.readSpecFilters(filterParams(req));
      const sort = parseProductSort(query[SORT_PARAM]);
      const order = sort && (await services.specs.listOrderOf(sort));
      if (!sort || order === "unknown") errors[SORT_PARAM] = [UNKNOWN_SORT];
      if (Object.keys(errors).length) throw validationError(errors);
      const page = await services.catalogue.listProducts({
        page: query.page,
        perPage: query.per_page,
        commodityTypeIds: query.commodityTypeIds ?? query["commodityTypeIds[]"],
        search: locale ? { locale, term: query[`${locale}_name`] ?? "" } : undefined,
        featured: query.attrSort === 1,
        specs: filters,
        order: order === "unknown" ? undefined : order,
      });
      let variants = pagesWithSpecs.get(page);
      if (!variants) pagesWithSpecs.set(page, (variants = new Map()));
      let translated = variants.get(query.lang);
      if (!translated) {
        const data = (await services.specs.withSpecs(page.data, query.lang)) as (ProductView & { specs: SpecView[] })[];
        variants.set(query.lang, (translated = { ...page, data }));
      }
      // The cards' focal points (decision 096), read at each call: an editor may move one without the catalogue changing.
      const alts = await services.mediaLibrary.altTextsOf(translated.data.map(displayImage));
      sendPage(res, { ...translated, data: translated.data.map((product) => ({ ...product, image_focus: focusOf(alts, displayImage(product)) ?? null })) });
    },
  });
  api.add({
    method: "get",
    path: "/commodities/:id",
    tag: "Catalogue",
    summary: "One product",
    description: "With its specification table in the language asked for.",
    params: idParam,
    query: langQuery,
    responses: { 200: { description: "The product", schema: dataOf(productWithSpecs) } },
    async handle({ params, query }, res) {
      const product = await services.catalogue.getProduct(params.id);
      sendFound(res, product && (await services.specs.withSpecs([product], query.lang))[0], "Product");
    },
  });
  api.add({
    method: "get",
    path: "/commodity/types",
    tag: "Catalogue",
    summary: "The category tree",
    description:
      "Three levels, each node with `child` (also named twoLevelCommodityTypes on level 1 and threeLevelCommodityTypes on level 2, as product rules §3 calls them); " +
      "level 1 nodes carry landingPageOne, level 2 nodes landingPageTwo ({id, url} or null).",
    responses: { 200: { description: "Top-level categories with their descendants", schema: dataOf(z.array(categoryNode)) } },
    async handle(_input, res) {
      sendData(res, (await services.catalogue.getCategoryTree()).map(withSpecListNames));
    },
  });
  api.add(categoryEndpoint(services, "Catalogue"));
}
