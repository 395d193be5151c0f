import { parse } from "csv-parse/sync";
import { stringify } from "csv-stringify/sync";
import { z } from "zod";
import { validationError } from "#server/http/errors.ts";
import { paginationOf } from "#server/services/pagination.ts";
import { SPEC_TYPES, UNIT_KEYS } from "#domain/specs.ts";
import { SPREADSHEET_SAFE, csvSafe } from "../csv.ts";
import type { ApiDeps } from "../deps.ts";
import type { EndpointGroup } from "../endpoint.ts";
import { sendData, sendFound, sendPage } from "../envelope.ts";
import { adminListQuery, dataOf, flag, idParam, idsQuery, pageOf, recordId, requiredText, sortOrder, text, trashedSchema } from "#domain/schemas.ts";
import { moveToTrash } from "./crud.ts";
import { RESOURCES } from "#domain/resources.ts";

/** Specification attributes (decision 046) and each product's values. */

const choice = z.object({ value: requiredText(64), en: requiredText(255), fr: text(255).default(""), nl: text(255).default("") });
const bound = z.number().finite().min(-1e12).max(1e12).nullable();

const attributeFields = {
  key: requiredText(64).regex(/^[a-z][a-z0-9_]*$/, "Use lower-case letters, digits and _ (starting with a letter)."),
  en_label: requiredText(255),
  fr_label: text(255).optional(),
  nl_label: text(255).optional(),
  unit: z
    .union([z.enum(UNIT_KEYS as [string, ...string[]]), z.literal("")])
    .optional()
    .meta({ description: `One of ${UNIT_KEYS.join(", ")}, or empty` }),
  type: z.enum(SPEC_TYPES),
  choices: z.array(choice).max(50).optional().meta({ description: "Choice attributes: the options, each a value with labels" }),
  decimals: z.int().min(0).max(3).optional(),
  min_value: bound.optional(),
  max_value: bound.optional(),
  filterable: flag.optional(),
  required: flag.optional(),
  sort_order: sortOrder.optional(),
  category_ids: z.array(recordId).max(200).optional().meta({ description: "Categories offering the attribute (their descendants too)" }),
};

export const specAttributeInput = z.object(attributeFields);
export const specAttributeUpdate = z.object(attributeFields).partial();

export const specAttribute = z
  .object({
    id: z.int(),
    key: z.string(),
    en_label: z.string(),
    fr_label: z.string(),
    nl_label: z.string(),
    unit: z.string(),
    type: z.enum(SPEC_TYPES),
    choices: z.array(z.object({ value: z.string(), en: z.string(), fr: z.string(), nl: z.string() })),
    decimals: z.int(),
    min_value: z.number().nullable(),
    max_value: z.number().nullable(),
    filterable: z.int(),
    required: z.int(),
    sort_order: z.int(),
    category_ids: z.array(z.int()),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: "SpecAttribute" });

const specInputValue = z
  .union([
    z.number(),
    z.tuple([z.number(), z.number()]),
    z.boolean(),
    z.string().max(255),
    z.object({ en: z.string().max(255).optional(), fr: z.string().max(255).optional(), nl: z.string().max(255).optional() }),
    z.null(),
  ])
  .meta({ description: "number, [min, max], true/false, a choice's value, a text or { en, fr, nl }; null clears" });
const specValuesBody = z.object({
  values: z
    .record(z.string().max(64), specInputValue)
    .optional()
    .meta({ description: "key → value, every value of the product (left out: cleared); omitted: nothing changes" }),
});

export function adminSpecEndpoints(api: EndpointGroup, { services }: ApiDeps): void {
  const listQuery = adminListQuery(RESOURCES.specificationAttributes.sortColumns, 50);

  api.add({
    method: "get",
    path: "/spec/attributes",
    tag: "Specifications",
    summary: "List specification attributes",
    description: "Searched by key and labels; sorted by display order unless asked otherwise.",
    query: listQuery,
    responses: { 200: { description: "A page of attributes", schema: pageOf(specAttribute) } },
    async handle({ query }, res) {
      const term = query.q?.toLowerCase() ?? "";
      let all = (await services.specs.listSpecAttributes()).filter(
        (a) => !term || [a.key, a.en_label, a.fr_label, a.nl_label].some((s) => s.toLowerCase().includes(term)),
      );
      const sort = query.sort ?? "sort_order";
      const direction = query.order === "desc" ? -1 : 1;
      all = [...all].sort((a, b) => {
        const x = a[sort];
        const y = b[sort];
        return (typeof x === "number" && typeof y === "number" ? x - y : String(x).localeCompare(String(y))) * direction || a.id - b.id;
      });
      const start = (query.page - 1) * query.per_page;
      const data = all.slice(start, start + query.per_page);
      sendPage(res, { data, pagination: paginationOf(all.length, data.length, { page: query.page, perPage: query.per_page }) });
    },
  });
  api.add({
    method: "post",
    path: "/spec/attributes",
    tag: "Specifications",
    summary: "Create a specification attribute",
    body: specAttributeInput,
    responses: { 201: { description: "The attribute", schema: dataOf(specAttribute) } },
    async handle({ body }, res) {
      sendData(res, await services.specs.createSpecAttribute(body), 201);
    },
  });
  api.add({
    method: "delete",
    path: "/spec/attributes/_delete",
    tag: "Specifications",
    summary: "Delete specification attributes",
    description:
      "They go to the trash (decisions 091, 096) with their categories and their values on every product: restorable for 30 days; `trash_ids` names the entries.",
    query: idsQuery,
    responses: { 200: { description: "How many were deleted; 404 when none of the ids exist", schema: trashedSchema } },
    async handle({ query }, res) {
      sendData(res, await moveToTrash(res, services, { resource: "specificationAttributes", ids: query.ids, label: "Specification" }));
    },
  });
  api.add({
    method: "get",
    path: "/spec/attributes/:id",
    tag: "Specifications",
    summary: "One specification attribute",
    params: idParam,
    responses: { 200: { description: "The attribute", schema: dataOf(specAttribute) } },
    async handle({ params }, res) {
      sendFound(res, await services.specs.getSpecAttribute(params.id), "Specification");
    },
  });
  api.add({
    method: "post",
    path: "/spec/attributes/:id/_update",
    tag: "Specifications",
    summary: "Update a specification attribute",
    description: "Partial. The type cannot change once products have values.",
    params: idParam,
    body: specAttributeUpdate,
    responses: { 200: { description: "The attribute", schema: dataOf(specAttribute) } },
    async handle({ params, body }, res) {
      sendData(res, await services.specs.updateSpecAttribute(params.id, body));
    },
  });

  api.add({
    method: "get",
    path: "/commodities/specs/export",
    tag: "Specifications",
    summary: "Download every product's specifications as CSV",
    description:
      "One row per product (id, model, en_name, category), one column per attribute (text attributes: key.en, key.fr, key.nl). Ranges as 25-80, yes/no as yes/no.",
    responses: { 200: { description: "CSV with a header row", contentType: "text/csv", schema: z.string() } },
    async handle(_input, res) {
      const { columns, rows } = await services.specs.exportSpecTable();
      const day = new Date().toISOString().slice(0, 10);
      res.type("text/csv; charset=utf-8").attachment(`specifications-${day}.csv`);
      // A byte-order mark so spreadsheet apps read the accents right; csvSafe keeps formula-like cells text (the import takes the quote off).
      res.send(
        `\uFEFF${stringify(
          rows.map((row) => columns.map((c) => csvSafe(row[c] ?? ""))),
          { ...SPREADSHEET_SAFE, header: true, columns },
        )}`,
      );
    },
  });
  api.add({
    method: "post",
    path: "/commodities/specs/import",
    tag: "Specifications",
    summary: "Import specifications from CSV",
    description:
      "The export's format, matched on id. All or nothing: any bad cell rejects the whole file with a 422 whose errors are keyed `row.<line>.<key>` (a cell; the header is line 1), `row.<line>` (the row's id) or `columns`. Columns left out keep their values; empty cells clear them.",
    body: z.object({ csv: z.string().min(1).max(900_000).meta({ description: "The CSV text (comma or semicolon separated, UTF-8)" }) }),
    responses: { 200: { description: "How many products were updated", schema: dataOf(z.object({ updated: z.int() })) } },
    async handle({ body }, res) {
      const text = body.csv.replace(/^\uFEFF/, "");
      const firstLine = text.split(/\r?\n/, 1)[0] ?? "";
      const delimiter = (firstLine.match(/;/g)?.length ?? 0) > (firstLine.match(/,/g)?.length ?? 0) ? ";" : ",";
      let records: string[][];
      try {
        records = parse(text, { delimiter, skip_empty_lines: true, relax_column_count: false, trim: true });
      } catch (error) {
        throw validationError({ csv: [`The file is not valid CSV: ${(error as Error).message}`] });
      }
      const [header = [], ...lines] = records;
      const rows = lines.map((cells) => Object.fromEntries(header.map((column, i) => [column, (cells[i] ?? "").replace(/^'(?=[=+\-@])/, "")])));
      sendData(res, await services.specs.importSpecTable(header, rows));
    },
  });

  const platformFigures = z.object({
    referenceEnergy: z.number().optional().meta({ description: "Wh of the platform's 5.0 Ah battery" }),
    rapidCurrent: z.number().optional().meta({ description: "A of the platform's fastest charger" }),
  });
  const valuesAnswer = dataOf(
    z.object({
      attributes: z.array(specAttribute),
      values: z.record(z.string(), specInputValue),
      platforms: z.record(z.string(), platformFigures).meta({
        description: "Per battery platform, what runtimes and charge times are computed from (the form warns when an entered figure differs)",
      }),
    }),
  );
  api.add({
    method: "get",
    path: "/commodities/:id/specs",
    tag: "Specifications",
    summary: "A product's specification values",
    description: "With the attributes its category offers (those of the category and its ancestors).",
    params: idParam,
    responses: { 200: { description: "Attributes and values", schema: valuesAnswer } },
    async handle({ params }, res) {
      const product = await services.catalogue.getProduct(params.id, { includeDrafts: true });
      if (!product) return sendFound(res, undefined, "Product");
      const [attributes, values, platforms] = await Promise.all([
        services.specs.attributesForCategory(product.commodity_type_id),
        services.specs.getProductSpecValues(params.id),
        services.compatibility.platformFigures(),
      ]);
      sendData(res, { attributes, values, platforms });
    },
  });
  api.add({
    method: "post",
    path: "/commodities/:id/specs/_update",
    tag: "Specifications",
    summary: "Replace a product's specification values",
    description: "All values at once (a key left out is cleared); checked against the category's attributes: types, bounds, required ones. All or nothing.",
    params: idParam,
    body: specValuesBody,
    responses: { 200: { description: "Attributes and the stored values", schema: valuesAnswer } },
    async handle({ params, body }, res) {
      const product = await services.catalogue.getProduct(params.id, { includeDrafts: true });
      if (!product) return sendFound(res, undefined, "Product");
      const values = body.values ? await services.specs.setProductSpecValues(params.id, body.values) : await services.specs.getProductSpecValues(params.id);
      const [attributes, platforms] = await Promise.all([
        services.specs.attributesForCategory(product.commodity_type_id),
        services.compatibility.platformFigures(),
      ]);
      sendData(res, { attributes, values, platforms });
    },
  });
}
