import { z } from "zod";
import { HttpError } from "#server/http/errors.ts";
import { singleFileUpload } from "#server/http/multipart.ts";
import { DEALER_CSV_COLUMNS, DEALER_IMPORT_MAX_BYTES, dealerChanges, dealerInput } from "#server/services/dealer-input.ts";
import { dealerRecords } from "#server/services/dealers.ts";
import type { ApiDeps } from "../deps.ts";
import { csvText } from "#domain/csv-text.ts";
import { sendCsv } from "../csv.ts";
import { adminDealer, dealerImportResult } from "#domain/dealer-models.ts";
import type { EndpointGroup } from "../endpoint.ts";
import { sendData } from "../envelope.ts";
import { dataOf, errorSchema, flagQuery, idParam, validationErrorSchema } from "#domain/schemas.ts";
import { crudEndpoints } from "./crud.ts";
import { RESOURCES } from "#domain/resources.ts";

/** Dealers (where to buy): list, create, edit, delete, CSV export and all-or-nothing CSV import. */
export function adminDealerEndpoints(api: EndpointGroup, deps: ApiDeps): void {
  const { services } = deps;
  api.add({
    method: "get",
    path: "/dealers/_export",
    tag: "Dealers",
    summary: "Download every dealer as CSV",
    description: `Columns: ${DEALER_CSV_COLUMNS.join(", ")}. Hours per weekday as "08:30-12:00, 13:30-18:00" (empty: closed). The same file imports back.`,
    responses: { 200: { description: "CSV with a header row", contentType: "text/csv", schema: z.string() } },
    async handle(_input, res) {
      sendCsv(res, "dealers", DEALER_CSV_COLUMNS, await services.dealers.exportDealers());
    },
  });
  api.add({
    method: "post",
    path: "/dealers/_import",
    tag: "Dealers",
    summary: "Import dealers from CSV (all or nothing)",
    description:
      "multipart/form-data with one field `file`: the export's columns (name, city and country required; `,` or `;` separated, UTF-8, or Windows-1252 as Excel saves plain CSV). " +
      "A row with an id updates that dealer, only in the columns the file has; a row without adds one. Every row is checked first: if any row is wrong nothing is imported, " +
      "and the 422 lists each problem under `rows.<line>.<column>` (the header is line 1).",
    before: [singleFileUpload(DEALER_IMPORT_MAX_BYTES)],
    bodyType: "multipart/form-data",
    body: z.object({ file: z.any().meta({ type: "string", format: "binary", description: "The CSV file" }) }).partial(),
    responses: {
      200: { description: "Imported", schema: dataOf(dealerImportResult) },
      413: { description: "Larger than 2 MB", schema: errorSchema },
      422: { description: "No file, not CSV, or rows with errors (nothing imported)", schema: validationErrorSchema },
    },
    async handle(_input, res, req) {
      if (!req.file) throw new HttpError(422, "Choose a CSV file to import.", { file: ["Choose a CSV file to import."] });
      const text = csvText(req.file.buffer);
      if (text.includes("\u0000")) throw new HttpError(422, "The file is not a CSV text file.", { file: ["The file is not a CSV text file."] });
      const result = await services.dealers.importDealers(text);
      if (!result.ok) {
        const badRows = new Set(
          Object.keys(result.errors)
            .filter((key) => key.startsWith("rows."))
            .map((key) => key.split(".")[1]),
        ).size;
        const message = badRows
          ? `Nothing was imported: ${badRows} of ${result.rows} rows ${badRows === 1 ? "has" : "have"} errors.`
          : `Nothing was imported: ${Object.values(result.errors)[0]![0]}`;
        throw new HttpError(422, message, result.errors);
      }
      sendData(res, { created: result.created, updated: result.updated });
    },
  });
  api.add({
    method: "post",
    path: "/dealers",
    tag: "Dealers",
    summary: "Create a dealer",
    body: dealerInput,
    responses: { 201: { description: "Created", schema: dataOf(adminDealer) } },
    async handle({ body }, res) {
      sendData(res, await services.records.createRecord(dealerRecords, body), 201);
    },
  });
  api.add({
    method: "post",
    path: "/dealers/:id/_update",
    tag: "Dealers",
    summary: "Update a dealer",
    description: "Partial update: only the fields sent change (latitude and longitude together).",
    params: idParam,
    body: dealerChanges,
    responses: { 200: { description: "Updated", schema: dataOf(adminDealer) } },
    async handle({ params, body }, res) {
      sendData(res, await services.records.updateRecord(dealerRecords, params.id, body));
    },
  });
  crudEndpoints(api, deps, {
    path: "/dealers",
    tag: "Dealers",
    label: "Dealer",
    records: dealerRecords,
    record: adminDealer,
    sortColumns: RESOURCES.dealers.sortColumns,
    searchHint: "the name, city, postcode and email",
    filters: {
      country: z
        .string()
        .trim()
        .regex(/^[A-Za-z]{2}$/)
        .transform((code) => code.toUpperCase())
        .optional(),
      published: flagQuery.optional(),
    },
    where: (query) => ({ country: query.country as string | undefined, published: query.published as number | undefined }),
  });
}
