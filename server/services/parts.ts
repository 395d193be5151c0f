import type { Db } from "#server/db/index.ts";
import type { Database } from "#server/db/schema.ts";
import type { Selectable } from "kysely";
import { LOCALES, type Locale } from "#domain/locales.ts";
import { pickLocalized } from "#domain/localized.ts";
import { productPath } from "#domain/paths.ts";
import { rangeApplicability, type Applicability, type MachineFacts } from "#domain/machine-range.ts";
import {
  formatFits,
  HOTSPOT_SCALE,
  MAX_HOTSPOT_NUMBER,
  parseFits,
  partKey,
  repeatedNumbers,
  type FitInput,
  type PartChannel,
  type PublicDiagram,
  type PublicPart,
} from "#domain/parts.ts";
import { RESOURCES } from "#domain/resources.ts";
import { isPrefixTerm, modelTerms, nameTerms, queryTerms } from "./search-terms.ts";
import { InvalidInput, RecordNotFound, UnsupportedMedia, type FieldErrors } from "./errors.ts";
import type { MediaStorage, UploadedFile } from "./media.ts";
import { cellValue, readCsvRows } from "./csv-rows.ts";
import { partChanges, partInput } from "#domain/part-input.ts";
import { createRecord, inTransaction, updateRecord, type RecordType } from "./records.ts";
import { cleanDrawing, looksLikeSvg, UnsafeDrawing } from "./svg-drawing.ts";
import { saveUpload } from "./uploads.ts";
import { versionedCache } from "./versioned-cache.ts";
import { isVisible } from "./visibility.ts";

/**
 * Spare parts and exploded views (decision 084): the parts (admin CRUD through the generic records,
 * with the products they fit), the diagrams and their numbered hotspots, what a product page and /parts show, and the
 * CSV files of both. Rules: a part number is unique (compared without case or separators); a hotspot's part must fit
 * the diagram's product; a number is used once per diagram; an uploaded drawing is sanitised or refused.
 */

type PartRow = Selectable<Database["parts"]>;

export interface PartView extends Omit<PartRow, "part_key" | "channel" | "safety_critical"> {
  channel: PartChannel;
  safety_critical: boolean;
}

export interface PartDetail extends PartView {
  fits: FitInput[];
}

function presentPart(row: PartRow): PartView {
  const { part_key: _key, ...rest } = row;
  return { ...rest, id: Number(row.id), channel: row.channel as PartChannel, safety_critical: Boolean(Number(row.safety_critical)) };
}

/** Validated input to columns: the number as printed (upper case), its key, the flag as 0/1; the fits go to their table. */
function partColumns(input: Record<string, unknown>): Record<string, unknown> {
  const { fits: _fits, ...values } = input;
  if (typeof values.part_number === "string") {
    values.part_number = values.part_number.trim().toUpperCase();
    values.part_key = partKey(values.part_number as string);
  }
  if (typeof values.superseded_by === "string") values.superseded_by = values.superseded_by.trim().toUpperCase();
  if (typeof values.safety_critical === "boolean") values.safety_critical = values.safety_critical ? 1 : 0;
  return values;
}

export const PART_NUMBER_TAKEN = "Another part already has this part number.";

async function checkPart(db: Db, values: Record<string, unknown>, id?: number): Promise<void> {
  if (typeof values.part_key === "string") {
    const other = await db.selectFrom("parts").select("id").where("part_key", "=", values.part_key).executeTakeFirst();
    if (other && Number(other.id) !== id) throw new InvalidInput("part_number", PART_NUMBER_TAKEN);
  }
  const successor = typeof values.superseded_by === "string" ? values.superseded_by : "";
  if (successor) {
    const found = await db.selectFrom("parts").select("id").where("part_key", "=", partKey(successor)).executeTakeFirst();
    if (!found) throw new InvalidInput("superseded_by", `No part has the number ${successor}.`);
    if (Number(found.id) === id || partKey(successor) === values.part_key) throw new InvalidInput("superseded_by", "A part cannot replace itself.");
  }
}

/** Model numbers to product ids (any case or separators); unknown ones answer a 422 on `field`. */
async function productIdsByModel(db: Db, models: readonly string[], field: string): Promise<Map<string, number>> {
  const rows = await db.selectFrom("commodities").select(["id", "model"]).where("model", "!=", "").execute();
  const byKey = new Map(rows.map((row) => [partKey(row.model), Number(row.id)]));
  const found = new Map<string, number>();
  for (const model of models) {
    const id = byKey.get(partKey(model));
    if (id === undefined) throw new InvalidInput(field, `No product has the model number ${model}.`);
    found.set(model, id);
  }
  return found;
}

/** Replaces a part's fits. A product still holding the part on one of its diagrams cannot be dropped. */
async function writeFits(db: Db, partId: number, fits: readonly FitInput[]): Promise<void> {
  const ids = await productIdsByModel(
    db,
    fits.map((fit) => fit.model),
    "fits",
  );
  const kept = new Set(ids.values());
  const placed = await db
    .selectFrom("diagram_hotspots")
    .innerJoin("part_diagrams", "part_diagrams.id", "diagram_hotspots.diagram_id")
    .innerJoin("commodities", "commodities.id", "part_diagrams.commodity_id")
    .select(["commodities.model", "diagram_hotspots.number", "part_diagrams.commodity_id"])
    .where("diagram_hotspots.part_id", "=", partId)
    .execute();
  const orphan = placed.find((spot) => !kept.has(Number(spot.commodity_id)));
  if (orphan)
    throw new InvalidInput(
      "fits",
      `The part is number ${orphan.number} on the exploded view of ${orphan.model}: remove that hotspot before removing ${orphan.model}.`,
    );
  await db.deleteFrom("part_fits").where("part_id", "=", partId).execute();
  if (!fits.length) return;
  await db
    .insertInto("part_fits")
    .values(fits.map(({ model, ...range }) => ({ part_id: partId, commodity_id: ids.get(model)!, ...range })))
    .execute();
}

export const partRecords: RecordType<PartView> = {
  label: "Part",
  table: "parts",
  searchColumns: ["part_number", "part_key", "en_name", "fr_name", "nl_name"],
  sortColumns: RESOURCES.parts.sortColumns,
  defaultSort: "part_number",
  defaultOrder: "asc",
  updatedAt: true,
  toColumns: partColumns,
  check: checkPart,
  uniqueSlot: { columns: ["parts.part_key"], refused: () => new InvalidInput("part_number", PART_NUMBER_TAKEN) },
  afterWrite: async (db, id, input) => {
    if (Array.isArray(input.fits)) await writeFits(db, id, input.fits as FitInput[]);
  },
  present: presentPart,
};

async function fitsOf(db: Db, partIds: readonly number[]): Promise<Map<number, FitInput[]>> {
  const rows = partIds.length
    ? await db
        .selectFrom("part_fits")
        .innerJoin("commodities", "commodities.id", "part_fits.commodity_id")
        .select(["part_fits.part_id", "commodities.model", "serial_from", "serial_to", "made_from", "made_to"])
        .where("part_fits.part_id", "in", partIds)
        .orderBy("commodities.model")
        .execute()
    : [];
  const fits = new Map<number, FitInput[]>();
  for (const { part_id, ...fit } of rows) fits.set(Number(part_id), [...(fits.get(Number(part_id)) ?? []), fit]);
  return fits;
}

/** A part with the products it fits, for the admin's form. */
export async function getPart(db: Db, id: number): Promise<PartDetail> {
  const row = await db.selectFrom("parts").selectAll().where("id", "=", id).executeTakeFirst();
  if (!row) throw new RecordNotFound("Part");
  return { ...presentPart(row), fits: (await fitsOf(db, [id])).get(id) ?? [] };
}

/* ---------- Diagrams and hotspots ---------- */

type DiagramRow = Selectable<Database["part_diagrams"]>;

export interface DiagramHotspotView {
  number: number;
  part_id: number;
  part_number: string;
  x: number;
  y: number;
}

export interface DiagramView extends DiagramRow {
  model: string;
  hotspots: DiagramHotspotView[];
}

const DIAGRAM_FORMATS = "The diagram must be an SVG drawing or a PNG, JPEG or WebP image.";

/** The drawing of an upload: an SVG sanitised (or refused with the reason), an image stored in the media library. */
async function drawingOf(db: Db, storage: MediaStorage, file: UploadedFile): Promise<{ svg: string; image: string; width: number; height: number }> {
  if (looksLikeSvg(file.buffer)) {
    try {
      return { ...cleanDrawing(file.buffer.toString("utf8")), image: "" };
    } catch (error) {
      if (error instanceof UnsafeDrawing) throw new InvalidInput("file", `The drawing was refused: ${error.message}`);
      throw error;
    }
  }
  try {
    const stored = await saveUpload(db, storage, file);
    return { svg: "", image: stored.url, width: stored.width, height: stored.height };
  } catch (error) {
    if (error instanceof UnsupportedMedia) throw new InvalidInput("file", DIAGRAM_FORMATS);
    throw error;
  }
}

export interface DiagramInput {
  commodity_id: number;
  en_title: string;
  fr_title?: string;
  nl_title?: string;
  position?: number;
}

export async function createDiagram(db: Db, storage: MediaStorage, input: DiagramInput, file: UploadedFile): Promise<DiagramView> {
  const product = await db.selectFrom("commodities").select("id").where("id", "=", input.commodity_id).executeTakeFirst();
  if (!product) throw new InvalidInput("commodity_id", "The selected product does not exist.");
  const drawing = await drawingOf(db, storage, file);
  const now = new Date().toISOString();
  const row = await db
    .insertInto("part_diagrams")
    .values({ ...input, ...drawing, created_at: now, updated_at: now })
    .returning("id")
    .executeTakeFirstOrThrow();
  return getDiagram(db, Number(row.id));
}

/** Titles, order, and optionally a new drawing (the hotspots stay where they were, as fractions of the drawing). */
export async function updateDiagram(
  db: Db,
  storage: MediaStorage,
  id: number,
  changes: Partial<Omit<DiagramInput, "commodity_id">>,
  file?: UploadedFile,
): Promise<DiagramView> {
  await getDiagram(db, id);
  const drawing = file ? await drawingOf(db, storage, file) : {};
  await db
    .updateTable("part_diagrams")
    .set({ ...changes, ...drawing, updated_at: new Date().toISOString() })
    .where("id", "=", id)
    .execute();
  return getDiagram(db, id);
}

async function hotspotsOf(db: Db, diagramIds: readonly number[]): Promise<Map<number, DiagramHotspotView[]>> {
  const rows = diagramIds.length
    ? await db
        .selectFrom("diagram_hotspots")
        .innerJoin("parts", "parts.id", "diagram_hotspots.part_id")
        .select([
          "diagram_hotspots.diagram_id",
          "diagram_hotspots.number",
          "diagram_hotspots.part_id",
          "parts.part_number",
          "diagram_hotspots.x",
          "diagram_hotspots.y",
        ])
        .where("diagram_hotspots.diagram_id", "in", diagramIds)
        .orderBy("diagram_hotspots.number")
        .execute()
    : [];
  const byDiagram = new Map<number, DiagramHotspotView[]>();
  for (const { diagram_id, ...spot } of rows) {
    const view = { ...spot, number: Number(spot.number), part_id: Number(spot.part_id), x: Number(spot.x), y: Number(spot.y) };
    byDiagram.set(Number(diagram_id), [...(byDiagram.get(Number(diagram_id)) ?? []), view]);
  }
  return byDiagram;
}

export async function getDiagram(db: Db, id: number): Promise<DiagramView> {
  const row = await db
    .selectFrom("part_diagrams")
    .innerJoin("commodities", "commodities.id", "part_diagrams.commodity_id")
    .selectAll("part_diagrams")
    .select("commodities.model")
    .where("part_diagrams.id", "=", id)
    .executeTakeFirst();
  if (!row) throw new RecordNotFound("Diagram");
  return { ...row, id: Number(row.id), commodity_id: Number(row.commodity_id), hotspots: (await hotspotsOf(db, [id])).get(id) ?? [] };
}

/** A product's diagrams (or every diagram), without the drawings: the admin's list. */
export async function listDiagrams(db: Db, productId?: number): Promise<Omit<DiagramView, "svg">[]> {
  let query = db
    .selectFrom("part_diagrams")
    .innerJoin("commodities", "commodities.id", "part_diagrams.commodity_id")
    .select([
      "part_diagrams.id",
      "part_diagrams.commodity_id",
      "part_diagrams.position",
      "part_diagrams.en_title",
      "part_diagrams.fr_title",
      "part_diagrams.nl_title",
    ])
    .select([
      "part_diagrams.image",
      "part_diagrams.width",
      "part_diagrams.height",
      "part_diagrams.created_at",
      "part_diagrams.updated_at",
      "commodities.model",
    ]);
  if (productId !== undefined) query = query.where("part_diagrams.commodity_id", "=", productId);
  const rows = await query.orderBy("commodities.model").orderBy("part_diagrams.position").orderBy("part_diagrams.id").execute();
  const spots = await hotspotsOf(
    db,
    rows.map((row) => Number(row.id)),
  );
  return rows.map((row) => ({ ...row, id: Number(row.id), commodity_id: Number(row.commodity_id), hotspots: spots.get(Number(row.id)) ?? [] }));
}

export interface HotspotInput {
  number: number;
  /** The part, by number as printed. */
  part_number: string;
  x: number;
  y: number;
}

/**
 * What is wrong with a diagram's hotspots, keyed `<prefix>.<index>.<field>` (all of them, so a file or form shows every
 * problem at once): a number used twice, a part number no part has, a part that does not fit the diagram's product.
 */
async function hotspotProblems(db: Db, productId: number, model: string, hotspots: readonly HotspotInput[], keyOf: (index: number, field: string) => string) {
  const errors: FieldErrors = {};
  const add = (key: string, message: string) => (errors[key] ??= []).push(message);
  const numbers = hotspots.map((spot) => spot.number);
  const repeated = new Set(repeatedNumbers(numbers));
  const keys = [...new Set(hotspots.map((spot) => partKey(spot.part_number)))];
  const parts = keys.length ? await db.selectFrom("parts").select(["id", "part_key", "part_number"]).where("part_key", "in", keys).execute() : [];
  const byKey = new Map(parts.map((part) => [part.part_key, part]));
  const fitting = new Set(
    (await db.selectFrom("part_fits").select("part_id").where("commodity_id", "=", productId).execute()).map((row) => Number(row.part_id)),
  );
  const resolved: { number: number; part_id: number; x: number; y: number }[] = [];
  hotspots.forEach((spot, index) => {
    if (repeated.has(spot.number)) add(keyOf(index, "number"), `Number ${spot.number} is used by more than one hotspot on this diagram.`);
    const part = byKey.get(partKey(spot.part_number));
    if (!part) add(keyOf(index, "part_number"), `No part has the number ${spot.part_number}.`);
    else if (!fitting.has(Number(part.id)))
      add(keyOf(index, "part_number"), `Part ${part.part_number} does not fit ${model}: add ${model} to the part's products first.`);
    else resolved.push({ number: spot.number, part_id: Number(part.id), x: spot.x, y: spot.y });
  });
  return { errors, resolved };
}

/** Replaces a diagram's hotspots, all or nothing. */
export async function setHotspots(db: Db, diagramId: number, hotspots: readonly HotspotInput[]): Promise<DiagramView> {
  return inTransaction(db, async (trx) => {
    const diagram = await getDiagram(trx, diagramId);
    const { errors, resolved } = await hotspotProblems(trx, diagram.commodity_id, diagram.model, hotspots, (index, field) => `hotspots.${index}.${field}`);
    if (Object.keys(errors).length) throw InvalidInput.fields(errors);
    await trx.deleteFrom("diagram_hotspots").where("diagram_id", "=", diagramId).execute();
    if (resolved.length)
      await trx
        .insertInto("diagram_hotspots")
        .values(resolved.map((spot) => ({ ...spot, diagram_id: diagramId })))
        .execute();
    await trx.updateTable("part_diagrams").set({ updated_at: new Date().toISOString() }).where("id", "=", diagramId).execute();
    return getDiagram(trx, diagramId);
  });
}

/* ---------- Public reads ---------- */

export interface ProductPart extends PublicPart {
  /** Numbers on the product's diagrams, as "diagram id → numbers". */
  numbers: { diagram_id: number; number: number }[];
  /** For the owner's serial, when one is known: "excluded" parts are left out. */
  applies: Applicability;
  /** The serials or manufacturing days the part is limited to on this product. */
  range: FitInput | null;
}

export interface ProductParts {
  diagrams: PublicDiagram[];
  parts: ProductPart[];
}

function publicPart(row: PartRow, locale: Locale): PublicPart {
  return {
    id: Number(row.id),
    part_number: row.part_number,
    name: pickLocalized(row, "name", locale),
    image: row.image,
    channel: row.channel as PartChannel,
    safety_critical: Boolean(Number(row.safety_critical)),
    superseded_by: row.superseded_by,
  };
}

/**
 * A product's spare parts for its page: the diagrams with their numbers, and every part that fits it in diagram-number
 * order (parts on no diagram after them, by part number). With the owner's serial, parts not for that serial are left out.
 */
export async function productParts(db: Db, productId: number, locale: Locale, machine: MachineFacts = {}): Promise<ProductParts> {
  const [diagramRows, fitRows] = await Promise.all([
    db.selectFrom("part_diagrams").selectAll().where("commodity_id", "=", productId).orderBy("position").orderBy("id").execute(),
    db
      .selectFrom("part_fits")
      .innerJoin("parts", "parts.id", "part_fits.part_id")
      .selectAll("parts")
      .select(["part_fits.serial_from", "part_fits.serial_to", "part_fits.made_from", "part_fits.made_to"])
      .where("part_fits.commodity_id", "=", productId)
      .execute(),
  ]);
  const spots = await hotspotsOf(
    db,
    diagramRows.map((row) => Number(row.id)),
  );
  const diagrams: PublicDiagram[] = diagramRows.map((row) => ({
    id: Number(row.id),
    title: pickLocalized(row, "title", locale),
    svg: row.svg,
    image: row.image,
    width: Number(row.width),
    height: Number(row.height),
    hotspots: (spots.get(Number(row.id)) ?? []).map(({ number, part_id, x, y }) => ({ number, part_id, x, y })),
  }));
  const order = new Map<number, number>();
  diagrams.forEach((diagram, d) =>
    diagram.hotspots.forEach((spot) => order.set(spot.part_id, Math.min(order.get(spot.part_id) ?? Infinity, d * 1000 + spot.number))),
  );
  const parts = fitRows
    .map((row): ProductPart => {
      const range = { model: "", serial_from: row.serial_from, serial_to: row.serial_to, made_from: row.made_from, made_to: row.made_to };
      const limited = Boolean(range.serial_from || range.serial_to || range.made_from || range.made_to);
      return {
        ...publicPart(row as PartRow, locale),
        numbers: diagrams.flatMap((diagram) =>
          diagram.hotspots.filter((spot) => spot.part_id === Number(row.id)).map((spot) => ({ diagram_id: diagram.id, number: spot.number })),
        ),
        applies: rangeApplicability(range, machine),
        range: limited ? range : null,
      };
    })
    .filter((part) => part.applies !== "excluded")
    .sort((a, b) => (order.get(a.id) ?? Infinity) - (order.get(b.id) ?? Infinity) || a.part_number.localeCompare(b.part_number));
  return { diagrams, parts };
}

/** Whether a visible product has spare parts to show: the /m/ owner strip's link. */
export async function hasParts(db: Db, productId: number): Promise<boolean> {
  return Boolean(await db.selectFrom("part_fits").select("id").where("commodity_id", "=", productId).limit(1).executeTakeFirst());
}

/* ---------- /parts search ---------- */

interface IndexedPart {
  row: PartRow;
  products: { id: number; model: string; names: Record<Locale, string>; en_name: string }[];
  /** Terms of the part number, and of the models of the products it fits. */
  numberTerms: string[];
  nameTerms: Record<Locale, string[]>;
}

// The parts catalogue is small (thousands at most): one index in memory per content version, on every instance.
const cachedIndex = versionedCache<IndexedPart[]>("content", { weigh: (index) => index.length, maxWeight: 50_000 });

function partIndex(db: Db): Promise<IndexedPart[]> {
  return cachedIndex(db, "parts", async () => {
    const [parts, fits] = await Promise.all([
      db.selectFrom("parts").selectAll().orderBy("part_number").execute(),
      db
        .selectFrom("part_fits")
        .innerJoin("commodities", "commodities.id", "part_fits.commodity_id")
        .selectAll("commodities")
        .select("part_fits.part_id")
        .where(isVisible("commodities"))
        .execute(),
    ]);
    return parts.map((row) => {
      const products = fits
        .filter((fit) => Number(fit.part_id) === Number(row.id))
        .map((fit) => ({
          id: Number(fit.id),
          model: fit.model,
          en_name: fit.en_name,
          names: Object.fromEntries(LOCALES.map((l) => [l, pickLocalized(fit, "name", l)])) as Record<Locale, string>,
        }));
      return {
        row,
        products,
        numberTerms: [...modelTerms(row.part_number), ...products.flatMap((product) => modelTerms(product.model))],
        nameTerms: Object.fromEntries(
          LOCALES.map((l) => [l, [...nameTerms(pickLocalized(row, "name", l), l), ...products.flatMap((product) => nameTerms(product.names[l], l))]]),
        ) as Record<Locale, string[]>,
      };
    });
  });
}

export interface PartSearchHit extends PublicPart {
  products: { id: number; name: string; model: string; href: string }[];
}

export const PART_SEARCH_LIMIT = 60;

const matchesTerms = (terms: readonly string[], query: string[][]) =>
  query.some((alternative) => alternative.every((term) => terms.some((candidate) => candidate === term || (isPrefixTerm(term) && candidate.startsWith(term)))));

/**
 * /parts and GET api/parts: parts whose number, name (in any language, with that language's stems) or fitting product
 * (model number or name) matches every word of the query, by part number. Matches in the page's language come alone when
 * there are any; otherwise those in another language ("chainsaw" typed on a French page).
 */
export async function searchParts(db: Db, { q, locale }: { q: string; locale: Locale }): Promise<{ hits: PartSearchHit[]; total: number }> {
  const term = q.trim().slice(0, 200);
  const queries = Object.fromEntries(LOCALES.map((l) => [l, queryTerms(term, l)])) as Record<Locale, string[][]>;
  if (!queries[locale].length) return { hits: [], total: 0 };
  const index = await partIndex(db);
  const ranked = index
    .map((entry) => {
      const own = matchesTerms([...entry.numberTerms, ...entry.nameTerms[locale]], queries[locale]);
      const other = !own && LOCALES.some((l) => l !== locale && matchesTerms([...entry.numberTerms, ...entry.nameTerms[l]], queries[l]));
      return { entry, rank: own ? 0 : other ? 1 : -1 };
    })
    .filter(({ rank }) => rank >= 0);
  // Another language's stems are a fallback: "blade" typed in English must not bring every "blad" (Dutch) of the catalogue.
  const best = Math.min(...ranked.map(({ rank }) => rank));
  const shown = ranked.filter(({ rank }) => rank === best).sort((a, b) => a.entry.row.part_number.localeCompare(b.entry.row.part_number));
  return {
    total: shown.length,
    hits: shown.slice(0, PART_SEARCH_LIMIT).map(({ entry }) => ({
      ...publicPart(entry.row, locale),
      products: entry.products.map((product) => ({ id: product.id, name: product.names[locale], model: product.model, href: productPath(product) })),
    })),
  };
}

/* ---------- CSV ---------- */

export const PART_CSV_COLUMNS = ["part_number", "en_name", "fr_name", "nl_name", "image", "superseded_by", "channel", "safety_critical", "fits"] as const;
export const HOTSPOT_CSV_COLUMNS = ["diagram_id", "model", "number", "part_number", "x", "y"] as const;
export const MAX_PART_ROWS = 10_000;

export type PartImportResult = { ok: true; created: number; updated: number } | { ok: false; errors: FieldErrors; rows: number };

/** Every part, one row each, its products as "MODEL sn:A..B made:… | MODEL" (the admin's text form on one line). */
export async function exportParts(db: Db): Promise<Record<(typeof PART_CSV_COLUMNS)[number], string | number>[]> {
  const rows = await db.selectFrom("parts").selectAll().orderBy("part_number").execute();
  const fits = await fitsOf(
    db,
    rows.map((row) => Number(row.id)),
  );
  return rows.map((row) => ({
    part_number: row.part_number,
    en_name: row.en_name,
    fr_name: row.fr_name,
    nl_name: row.nl_name,
    image: row.image,
    superseded_by: row.superseded_by,
    channel: row.channel,
    safety_critical: Number(row.safety_critical),
    fits: formatFits(fits.get(Number(row.id)) ?? [], " | "),
  }));
}

/** Every hotspot of every diagram; x and y in percent of the drawing's width and height. */
export async function exportHotspots(db: Db): Promise<Record<(typeof HOTSPOT_CSV_COLUMNS)[number], string | number>[]> {
  const diagrams = await listDiagrams(db);
  return diagrams.flatMap((diagram) =>
    diagram.hotspots.map((spot) => ({
      diagram_id: diagram.id,
      model: diagram.model,
      number: spot.number,
      part_number: spot.part_number,
      x: Number(((spot.x / HOTSPOT_SCALE) * 100).toFixed(2)),
      y: Number(((spot.y / HOTSPOT_SCALE) * 100).toFixed(2)),
    })),
  );
}

type RowErrors = FieldErrors;
const addError = (errors: RowErrors, line: number, column: string, message: string) => (errors[`rows.${line}.${column}`] ??= []).push(message);

/**
 * Imports parts (the export's columns), all or nothing: a row whose part number exists updates that part (only the
 * columns the file has), another adds one. Every row is checked first, with the rules a save applies (the input
 * schema, the products' model numbers, the part numbers unique in the file and in the catalogue, the successor known);
 * one bad row imports nothing, and the errors name `rows.<line>.<column>`.
 */
export async function importParts(db: Db, csv: string): Promise<PartImportResult> {
  const read = readCsvRows(csv, { known: PART_CSV_COLUMNS, required: ["part_number"], noun: "part", maxRows: MAX_PART_ROWS });
  if (!read.ok) return read;
  const { columns, lines } = read;
  const errors: RowErrors = {};
  const existing = new Map((await db.selectFrom("parts").select(["id", "part_key"]).execute()).map((row) => [row.part_key, Number(row.id)]));
  const models = new Set((await db.selectFrom("commodities").select("model").where("model", "!=", "").execute()).map((row) => partKey(row.model)));
  const inFile = new Map<string, number>();
  const planned: { id?: number; line: number; input: Record<string, unknown> }[] = [];
  for (const { record, line } of lines) {
    const raw: Record<string, unknown> = Object.fromEntries(columns.map((column) => [column, cellValue(record[column])]));
    if (raw.channel === "") delete raw.channel;
    if (columns.includes("safety_critical")) raw.safety_critical = /^(1|yes|true|oui|ja)$/i.test(String(raw.safety_critical));
    const key = partKey(String(raw.part_number ?? ""));
    if (key && inFile.has(key)) addError(errors, line, "part_number", `This part number is already on line ${inFile.get(key)}.`);
    inFile.set(key, line);
    const id = existing.get(key);
    const result = (id === undefined ? partInput : partChanges).safeParse(raw);
    if (!result.success) for (const issue of result.error.issues) addError(errors, line, String(issue.path[0] ?? "row"), issue.message);
    else planned.push({ id, line, input: result.data as Record<string, unknown> });
    const fits = columns.includes("fits") ? parseFits(String(raw.fits)) : undefined;
    const unknown = fits?.ok ? fits.fits.find((fit) => !models.has(partKey(fit.model))) : undefined;
    if (unknown) addError(errors, line, "fits", `No product has the model number ${unknown.model}.`);
  }
  for (const { input, line } of planned) {
    const successor = typeof input.superseded_by === "string" ? partKey(input.superseded_by) : "";
    if (successor && !existing.has(successor) && !inFile.has(successor))
      addError(errors, line, "superseded_by", `No part has the number ${String(input.superseded_by)}.`);
  }
  if (Object.keys(errors).length) return { ok: false, errors, rows: lines.length };

  try {
    return await inTransaction(db, async (trx) => {
      // Successors are set in a second pass: a part may be replaced by one added further down the file.
      const created: number[] = [];
      for (const { id, line, input } of planned) {
        const { superseded_by: _later, ...rest } = input;
        try {
          if (id === undefined) created.push((await createRecordFor(trx, rest)).id);
          else await updateRecordFor(trx, id, rest);
        } catch (error) {
          throw rowFailure(error, line);
        }
      }
      for (const { id, line, input } of planned) {
        if (typeof input.superseded_by !== "string") continue;
        const partId = id ?? existing.get(partKey(String(input.part_number))) ?? (await partIdOf(trx, String(input.part_number)));
        try {
          await updateRecordFor(trx, partId, { superseded_by: input.superseded_by });
        } catch (error) {
          throw rowFailure(error, line);
        }
      }
      return { ok: true as const, created: created.length, updated: planned.length - created.length };
    });
  } catch (error) {
    if (error instanceof RowFailure) return { ok: false, errors: error.errors, rows: lines.length };
    throw error;
  }
}

class RowFailure extends Error {
  readonly errors: FieldErrors;
  constructor(errors: FieldErrors) {
    super("row failed");
    this.errors = errors;
  }
}

function rowFailure(error: unknown, line: number): unknown {
  if (!(error instanceof InvalidInput)) return error;
  return new RowFailure(Object.fromEntries(Object.entries(error.errors).map(([field, messages]) => [`rows.${line}.${field}`, messages])));
}

async function partIdOf(db: Db, partNumber: string): Promise<number> {
  const row = await db.selectFrom("parts").select("id").where("part_key", "=", partKey(partNumber)).executeTakeFirstOrThrow();
  return Number(row.id);
}

const createRecordFor = (db: Db, input: Record<string, unknown>) => createRecord(db, partRecords, input);
const updateRecordFor = (db: Db, id: number, input: Record<string, unknown>) => updateRecord(db, partRecords, id, input);

/**
 * Imports hotspots (the export's columns), all or nothing: the diagrams in the file get exactly the file's hotspots
 * (diagrams not in the file keep theirs). Checked as a save is: numbers once per diagram, known parts that fit the
 * diagram's product, positions within the drawing (0–100 %).
 */
export async function importHotspots(db: Db, csv: string): Promise<PartImportResult> {
  const read = readCsvRows(csv, {
    known: HOTSPOT_CSV_COLUMNS,
    required: ["diagram_id", "number", "part_number", "x", "y"],
    noun: "hotspot",
    maxRows: MAX_PART_ROWS,
  });
  if (!read.ok) return read;
  const errors: RowErrors = {};
  const diagrams = new Map((await listDiagrams(db)).map((diagram) => [diagram.id, diagram]));
  const byDiagram = new Map<number, { line: number; spot: HotspotInput }[]>();
  for (const { record, line } of read.lines) {
    const diagramId = Number(cellValue(record.diagram_id));
    const number = Number(cellValue(record.number));
    const [x, y] = [Number(cellValue(record.x)), Number(cellValue(record.y))];
    if (!diagrams.has(diagramId)) addError(errors, line, "diagram_id", "No diagram has this id.");
    else if (record.model && partKey(cellValue(record.model)) !== partKey(diagrams.get(diagramId)!.model))
      addError(errors, line, "model", `Diagram ${diagramId} is of ${diagrams.get(diagramId)!.model}, not ${record.model}.`);
    if (!Number.isInteger(number) || number < 1 || number > MAX_HOTSPOT_NUMBER)
      addError(errors, line, "number", `Give a whole number from 1 to ${MAX_HOTSPOT_NUMBER}.`);
    for (const [column, value] of [
      ["x", x],
      ["y", y],
    ] as const) {
      if (!cellValue(record[column]) || !Number.isFinite(value) || value < 0 || value > 100)
        addError(errors, line, column, "Give a position from 0 to 100 (percent of the drawing).");
    }
    if (!cellValue(record.part_number)) addError(errors, line, "part_number", "Give the part's number.");
    const spot = { number, part_number: cellValue(record.part_number), x: Math.round((x / 100) * HOTSPOT_SCALE), y: Math.round((y / 100) * HOTSPOT_SCALE) };
    byDiagram.set(diagramId, [...(byDiagram.get(diagramId) ?? []), { line, spot }]);
  }
  for (const [diagramId, rows] of byDiagram) {
    const diagram = diagrams.get(diagramId);
    if (!diagram) continue;
    const { errors: found } = await hotspotProblems(
      db,
      diagram.commodity_id,
      diagram.model,
      rows.map((row) => row.spot),
      (index, field) => `rows.${rows[index]!.line}.${field}`,
    );
    for (const [key, messages] of Object.entries(found)) (errors[key] ??= []).push(...messages);
  }
  if (Object.keys(errors).length) return { ok: false, errors, rows: read.lines.length };
  const before = [...byDiagram.keys()].reduce((sum, id) => sum + (diagrams.get(id)?.hotspots.length ?? 0), 0);
  await inTransaction(db, async (trx) => {
    for (const [diagramId, rows] of byDiagram)
      await setHotspots(
        trx,
        diagramId,
        rows.map((row) => row.spot),
      );
  });
  return { ok: true, created: Math.max(0, read.lines.length - before), updated: Math.min(before, read.lines.length) };
}

/** The visible products that have spare parts, by model: /parts's "by product" list. */
export async function productsWithParts(db: Db, locale: Locale): Promise<{ id: number; name: string; model: string; href: string }[]> {
  const rows = await db
    .selectFrom("commodities")
    .selectAll("commodities")
    .where(isVisible("commodities"))
    .where((eb) => eb.exists(eb.selectFrom("part_fits").select("part_fits.id").whereRef("part_fits.commodity_id", "=", "commodities.id")))
    .orderBy("commodities.model")
    .execute();
  return rows.map((row) => ({ id: Number(row.id), name: pickLocalized(row, "name", locale), model: row.model, href: productPath(row) }));
}

/** The ids of the parts that fit a product: the admin's part list filtered for a diagram's hotspots. */
export async function partIdsFitting(db: Db, productId: number): Promise<number[]> {
  return (await db.selectFrom("part_fits").select("part_id").where("commodity_id", "=", productId).execute()).map((row) => Number(row.part_id));
}
