import { isDay } from "./safety.ts";
import { normalizeSerial } from "./warranty.ts";
import { rangeProblem, type MachineRange } from "./machine-range.ts";

/**
 * Spare parts and exploded views (decision 084), the isomorphic rules: channels, the part number's
 * shape, the text form of the products a part fits (the admin's field and the CSV cell), hotspot geometry, and the
 * address of "ask for this part". Pure, no I/O.
 */

/** Where a part is sold: through dealers, or by the service department only (parts a layman should not fit). */
export const PART_CHANNELS = ["dealers", "service"] as const;
export type PartChannel = (typeof PART_CHANNELS)[number];

/** A part number as printed: 3 to 40 letters and digits, with spaces, dashes, dots or slashes between. */
export const PART_NUMBER_SHAPE = /^[A-Za-z0-9](?:[A-Za-z0-9 ./-]{0,38})[A-Za-z0-9]$/;

/** Part numbers are unique without case, spaces, dashes, dots, slashes or underscores (as serials are compared). */
export const partKey = normalizeSerial;

/** One product a part fits, by model number, optionally only for some serials or manufacturing days. */
export interface FitInput extends MachineRange {
  model: string;
}

const FIT_LINE = /^(\S+)((?:\s+(?:sn|made):\S*)*)$/i;

/**
 * The products a part fits as one text, one product a line (or separated by "|" in a CSV cell):
 * `FT-LM4046`, `FT-LM4046 sn:FT46240000..FT46249999`, `FT-LM4046 made:2025-01-01..` (an open end is left empty).
 */
export function formatFits(fits: readonly FitInput[], separator = "\n"): string {
  return fits
    .map((fit) => {
      const serial = fit.serial_from || fit.serial_to ? ` sn:${fit.serial_from}..${fit.serial_to}` : "";
      const made = fit.made_from || fit.made_to ? ` made:${fit.made_from}..${fit.made_to}` : "";
      return `${fit.model}${serial}${made}`;
    })
    .join(separator);
}

export type FitsParse = { ok: true; fits: FitInput[] } | { ok: false; problem: string };

/** The text form back to fits; the first problem as an English sentence (the API's language for admin input). */
export function parseFits(text: string): FitsParse {
  const fits: FitInput[] = [];
  for (const line of text
    .split(/\r?\n|\|/)
    .map((part) => part.trim())
    .filter(Boolean)) {
    const match = FIT_LINE.exec(line.replace(/\s+/g, " "));
    if (!match) return { ok: false, problem: `"${line}" is not "MODEL", "MODEL sn:FROM..TO" or "MODEL made:YYYY-MM-DD..YYYY-MM-DD".` };
    const fit: FitInput = { model: match[1]!, serial_from: "", serial_to: "", made_from: "", made_to: "" };
    for (const bound of (match[2] ?? "").trim().split(" ").filter(Boolean)) {
      const [kind, range = ""] = bound.split(/:(.*)/s) as [string, string];
      const [from = "", to = "", extra] = range.split("..");
      if (extra !== undefined || !range.includes("..")) return { ok: false, problem: `"${bound}" needs two ends separated by "..", e.g. ${kind}:A..B.` };
      if (kind.toLowerCase() === "sn") Object.assign(fit, { serial_from: from.toUpperCase(), serial_to: to.toUpperCase() });
      else {
        if ((from && !isDay(from)) || (to && !isDay(to))) return { ok: false, problem: `"${bound}": manufacturing days are written YYYY-MM-DD.` };
        Object.assign(fit, { made_from: from, made_to: to });
      }
    }
    const problem = rangeProblem(fit);
    if (problem) return { ok: false, problem: `${fit.model}: ${problem}` };
    if (fits.some((other) => partKey(other.model) === partKey(fit.model))) return { ok: false, problem: `${fit.model} is listed twice.` };
    fits.push(fit);
  }
  return { ok: true, fits };
}

/* ---------- Hotspot geometry ---------- */

/** Hotspot positions are kept in ten-thousandths of the diagram's width and height: whole numbers on both engines. */
export const HOTSPOT_SCALE = 10_000;

export interface HotspotPoint {
  x: number;
  y: number;
}

/** A click (client coordinates) on a diagram drawn in `box` to a stored position, clamped to the diagram. */
export function pointFromClick(click: { clientX: number; clientY: number }, box: { left: number; top: number; width: number; height: number }): HotspotPoint {
  const scale = (offset: number, size: number) => (size > 0 ? Math.round(Math.min(1, Math.max(0, offset / size)) * HOTSPOT_SCALE) : 0);
  return { x: scale(click.clientX - box.left, box.width), y: scale(click.clientY - box.top, box.height) };
}

/** A stored position as CSS percentages of the drawn diagram (it scales with the page). */
export function pointStyle(point: HotspotPoint): { left: string; top: string } {
  const percent = (value: number) => `${Number(((value / HOTSPOT_SCALE) * 100).toFixed(2))}%`;
  return { left: percent(point.x), top: percent(point.y) };
}

/** The number a new hotspot gets: the smallest positive number not used yet on the diagram. */
export function nextHotspotNumber(numbers: readonly number[]): number {
  const used = new Set(numbers);
  let next = 1;
  while (used.has(next)) next++;
  return next;
}

export const MAX_HOTSPOT_NUMBER = 999;

/** Numbers used by more than one hotspot of a diagram, in order. */
export function repeatedNumbers(numbers: readonly number[]): number[] {
  return [...new Set(numbers.filter((number, index) => numbers.indexOf(number) !== index))].sort((a, b) => a - b);
}

/* ---------- Public views ---------- */

/** A part as product pages and /parts show it. */
export interface PublicPart {
  id: number;
  part_number: string;
  name: string;
  image: string;
  channel: PartChannel;
  safety_critical: boolean;
  /** The part number that replaces it, when there is one. */
  superseded_by: string;
}

export interface PublicHotspot extends HotspotPoint {
  number: number;
  part_id: number;
}

export interface PublicDiagram {
  id: number;
  title: string;
  /** Sanitised on upload (no scripts, no outside references); '' for an image diagram. */
  svg: string;
  image: string;
  width: number;
  height: number;
  hotspots: PublicHotspot[];
}

/** The row of a part in a product's parts table: what a diagram's numbers link to (without JavaScript too). */
export const partRowId = (partId: number) => `part-${partId}`;
/** A number on a diagram: what the table's numbers link back to. */
export const hotspotId = (diagramId: number, number: number) => `hotspot-${diagramId}-${number}`;

/**
 * "Ask for this part": the service request form filled in with the product, the serial and the part number.
 * A site path without the language prefix (LocalLink adds it).
 */
export function askForPartPath(request: { productId: number; partNumber: string; serial?: string | null }): string {
  const query = new URLSearchParams({ product: String(request.productId) });
  if (request.serial) query.set("serial", request.serial);
  query.set("part", request.partNumber);
  query.set("kind", "missing_part");
  return `/service/request?${query.toString()}`;
}
