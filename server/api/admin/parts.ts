import type { Request } from "express";
import { z } from "zod";
import { HttpError } from "#server/http/errors.ts";
import { singleFileUpload } from "#server/http/multipart.ts";
import { partRecords, HOTSPOT_CSV_COLUMNS, PART_CSV_COLUMNS, type PartImportResult } from "#server/services/parts.ts";
import { PART_IMPORT_MAX_BYTES, partInput } from "#domain/part-input.ts";
import { createMediaStorage } from "#server/services/storage.ts";
import { RESOURCES } from "#domain/resources.ts";
import { PART_CHANNELS } from "#domain/parts.ts";
import { csvText } from "#domain/csv-text.ts";
import type { ApiDeps } from "../deps.ts";
import { sendCsv } from "../csv.ts";
import type { EndpointGroup } from "../endpoint.ts";
import { sendData } from "../envelope.ts";
import { dataOf, errorSchema, idParam, idsQuery, recordId, trashedSchema, validationErrorSchema } from "#domain/schemas.ts";
import { adminDiagram, adminPart, diagramChanges, diagramInput, hotspotsInput, importResult } from "#domain/part-models.ts";
import { crudEndpoints, moveToTrash } from "./crud.ts";

const csvAnswer = { 200: { description: "CSV with a header row", contentType: "text/csv", schema: z.string() } } as const;

/** The 422 of an all-or-nothing import that found problems: how many rows, and each problem under rows.<line>.<column>. */
function refusedImport(result: Extract<PartImportResult, { ok: false }>): HttpError {
  const badRows = new Set(
    Object.keys(result.errors)
      .filter((key) => key.startsWith("rows."))
      .map((key) => key.split(".")[1]),
  ).size;
  const message = badRows
    ? `Nothing was imported: ${badRows} of ${result.rows} rows ${badRows === 1 ? "has" : "have"} errors.`
    : `Nothing was imported: ${Object.values(result.errors)[0]![0]}`;
  return new HttpError(422, message, result.errors);
}

function csvOf(req: Request): string {
  if (!req.file) throw new HttpError(422, "Choose a CSV file to import.", { file: ["Choose a CSV file to import."] });
  const text = csvText(req.file.buffer);
  if (text.includes("\u0000")) throw new HttpError(422, "The file is not a CSV text file.", { file: ["The file is not a CSV text file."] });
  return text;
}

const fileOf = (req: Request) => (req.file ? { buffer: req.file.buffer, originalName: req.file.originalname } : undefined);

/**
 * Spare parts (decision 084): parts CRUD with the products they fit, exploded-view diagrams (SVG sanitised, or an
 * image) with their numbered hotspots, and CSV export/import of both, all or nothing.
 */
export function adminPartEndpoints(api: EndpointGroup, deps: ApiDeps): void {
  const { services, config } = deps;
  const storage = createMediaStorage(config);
  const csvUpload = singleFileUpload(PART_IMPORT_MAX_BYTES);
  const drawingUpload = singleFileUpload(config.UPLOAD_MAX_BYTES);
  const importDoc =
    "multipart/form-data with one field `file` (`,` or `;` separated, UTF-8 or Windows-1252). Every row is checked first: if any row is wrong nothing is imported, and the 422 lists each problem under `rows.<line>.<column>` (the header is line 1).";

  /** A CSV export and its all-or-nothing import, for parts and for hotspots alike. */
  const csvRoundTrip = (csv: {
    path: string;
    file: string;
    what: string;
    columns: readonly string[];
    exportNote: string;
    importNote: string;
    exportRows: () => Promise<Record<string, unknown>[]>;
    importRows: (text: string) => ReturnType<typeof services.parts.importParts>;
  }) => {
    api.add({
      method: "get",
      path: `${csv.path}/_export`,
      tag: "Spare parts",
      summary: `Download every ${csv.what} as CSV`,
      description: `Columns: ${csv.columns.join(", ")}${csv.exportNote}`,
      responses: csvAnswer,
      async handle(_input, res) {
        sendCsv(res, csv.file, csv.columns, await csv.exportRows());
      },
    });
    api.add({
      method: "post",
      path: `${csv.path}/_import`,
      tag: "Spare parts",
      summary: `Import ${csv.file} from CSV (all or nothing)`,
      description: `${importDoc} ${csv.importNote}`,
      before: [csvUpload],
      bodyType: "multipart/form-data",
      body: z.object({ file: z.any().meta({ type: "string", format: "binary", description: "The CSV file" }) }).partial(),
      responses: {
        200: { description: "Imported", schema: dataOf(importResult) },
        422: { description: "Rows with errors (nothing imported)", schema: validationErrorSchema },
      },
      async handle(_input, res, req) {
        const result = await csv.importRows(csvOf(req));
        if (!result.ok) throw refusedImport(result);
        sendData(res, { created: result.created, updated: result.updated });
      },
    });
  };
  csvRoundTrip({
    path: "/parts",
    file: "parts",
    what: "part",
    columns: PART_CSV_COLUMNS,
    exportNote: `. fits: "MODEL", "MODEL sn:FROM..TO", "MODEL made:YYYY-MM-DD..YYYY-MM-DD", separated by " | ". The same file imports back.`,
    importNote: "A row whose part number exists updates that part in the columns the file has; another adds a part.",
    exportRows: () => services.parts.exportParts(),
    importRows: (text) => services.parts.importParts(text),
  });
  csvRoundTrip({
    path: "/parts/hotspots",
    file: "hotspots",
    what: "diagram's hotspots",
    columns: HOTSPOT_CSV_COLUMNS,
    exportNote: "; x and y in percent of the drawing's width and height.",
    importNote: "Each diagram in the file gets exactly the file's hotspots; a part must fit the diagram's product, a number is used once per diagram.",
    exportRows: () => services.parts.exportHotspots(),
    importRows: (text) => services.parts.importHotspots(text),
  });

  api.add({
    method: "get",
    path: "/parts/diagrams",
    tag: "Spare parts",
    summary: "Exploded-view diagrams, of one product or all",
    query: z.object({ commodity_id: z.coerce.number().pipe(recordId).optional() }),
    responses: { 200: { description: "The diagrams without their drawings", schema: dataOf(z.array(adminDiagram.omit({ svg: true }))) } },
    async handle({ query }, res) {
      sendData(res, await services.parts.listDiagrams(query.commodity_id));
    },
  });
  api.add({
    method: "post",
    path: "/parts/diagrams",
    tag: "Spare parts",
    summary: "Upload an exploded-view diagram",
    description:
      "multipart/form-data: commodity_id, en_title, fr_title, nl_title, position and the drawing in `file`: an SVG (sanitised: refused when it holds scripts, event handlers or references to other files or sites) or a PNG, JPEG or WebP image (judged by content).",
    before: [drawingUpload],
    bodyType: "multipart/form-data",
    body: diagramInput,
    responses: {
      201: { description: "Stored", schema: dataOf(adminDiagram) },
      413: { description: "Larger than UPLOAD_MAX_BYTES", schema: errorSchema },
      422: { description: "Invalid fields, no file, not an image, unsafe SVG", schema: validationErrorSchema },
    },
    async handle({ body }, res, req) {
      const file = fileOf(req);
      if (!file) throw new HttpError(422, "Choose the diagram's file.", { file: ["Choose the diagram's file."] });
      sendData(res, await services.parts.createDiagram(storage, body, file), 201);
    },
  });
  // Before the /parts/diagrams/:id calls: the router matches paths in the order they are first added.
  api.add({
    method: "delete",
    path: "/parts/diagrams/_delete",
    tag: "Spare parts",
    summary: "Delete diagrams (with their hotspots)",
    description: "They go to the trash (decisions 091, 096) with their hotspots: restorable for 30 days; `trash_ids` names the entries.",
    query: idsQuery,
    responses: { 200: { description: "How many were deleted; 404 when none of the ids exist", schema: trashedSchema } },
    async handle({ query }, res) {
      sendData(res, await moveToTrash(res, services, { resource: "partDiagrams", ids: query.ids, label: "Diagram" }));
    },
  });
  api.add({
    method: "get",
    path: "/parts/diagrams/:id",
    tag: "Spare parts",
    summary: "One diagram with its drawing and hotspots",
    params: idParam,
    responses: { 200: { description: "The diagram", schema: dataOf(adminDiagram) } },
    async handle({ params }, res) {
      sendData(res, await services.parts.getDiagram(params.id));
    },
  });
  api.add({
    method: "post",
    path: "/parts/diagrams/:id/_update",
    tag: "Spare parts",
    summary: "Update a diagram's titles or order, optionally with a new drawing",
    before: [drawingUpload],
    bodyType: "multipart/form-data",
    params: idParam,
    body: diagramChanges,
    responses: { 200: { description: "The diagram", schema: dataOf(adminDiagram) } },
    async handle({ params, body }, res, req) {
      sendData(res, await services.parts.updateDiagram(storage, params.id, body, fileOf(req)));
    },
  });
  api.add({
    method: "post",
    path: "/parts/diagrams/:id/hotspots",
    tag: "Spare parts",
    summary: "Replace a diagram's hotspots (all or nothing)",
    description:
      "Each hotspot: a number (once per diagram), the part number of a part that fits the diagram's product, and its position in ten-thousandths of the drawing.",
    params: idParam,
    body: hotspotsInput,
    responses: {
      200: { description: "The diagram", schema: dataOf(adminDiagram) },
      422: { description: "A number used twice, an unknown part or one that does not fit", schema: validationErrorSchema },
    },
    async handle({ params, body }, res) {
      const diagram = body.hotspots ? await services.parts.setHotspots(params.id, body.hotspots) : await services.parts.getDiagram(params.id);
      sendData(res, diagram);
    },
  });
  api.add({
    method: "delete",
    path: "/parts/diagrams/:id",
    tag: "Spare parts",
    summary: "Delete a diagram (with its hotspots)",
    description: "It goes to the trash (decisions 091, 096) with its hotspots: restorable for 30 days.",
    params: idParam,
    responses: { 200: { description: "Deleted", schema: trashedSchema } },
    async handle({ params }, res) {
      sendData(res, await moveToTrash(res, services, { resource: "partDiagrams", ids: [params.id], label: "Diagram" }));
    },
  });

  crudEndpoints(api, deps, {
    path: "/parts",
    tag: "Spare parts",
    label: "Part",
    records: partRecords,
    record: adminPart,
    input: partInput,
    sortColumns: RESOURCES.parts.sortColumns,
    searchHint: "the part number and the names",
    filters: {
      channel: z.enum(PART_CHANNELS).optional(),
      fits: z.coerce.number().pipe(recordId).optional().meta({ description: "Only the parts that fit this product (id)" }),
    },
    where: async (query) => ({
      channel: query.channel as string | undefined,
      id: query.fits === undefined ? undefined : await services.parts.partIdsFitting(query.fits as number),
    }),
    show: (id) => services.parts.getPart(id),
  });
}
