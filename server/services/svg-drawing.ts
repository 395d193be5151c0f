import { randomBytes } from "node:crypto";
import { Parser } from "htmlparser2";

/**
 * Uploaded SVG drawings (exploded views, decision 084) are inlined in public pages, so they are rebuilt from an
 * allow-list: drawing elements and presentation attributes only. What would run or fetch something is refused with
 * the reason (a script, an event handler, a foreign object, a link or a reference to another file or site, an entity
 * declaration) rather than silently dropped, so the editor knows the drawing was changed; editor metadata (Inkscape,
 * Illustrator) is dropped, and so are <style> elements: inlined, their rules would reach the whole page (presentation
 * attributes and `style` attributes do the same work inside the drawing). Ids get a prefix of their own, so two drawings
 * on one page never share one.
 */

const ELEMENTS = new Set([
  "svg",
  "g",
  "defs",
  "symbol",
  "use",
  "title",
  "desc",
  "path",
  "line",
  "polyline",
  "polygon",
  "rect",
  "circle",
  "ellipse",
  "text",
  "tspan",
  "textPath",
  "marker",
  "clipPath",
  "mask",
  "pattern",
  "linearGradient",
  "radialGradient",
  "stop",
]);

const ATTRIBUTES = new Set([
  "id",
  "class",
  "style",
  "viewBox",
  "width",
  "height",
  "x",
  "y",
  "x1",
  "y1",
  "x2",
  "y2",
  "cx",
  "cy",
  "r",
  "rx",
  "ry",
  "d",
  "points",
  "transform",
  "fill",
  "fill-opacity",
  "fill-rule",
  "stroke",
  "stroke-width",
  "stroke-dasharray",
  "stroke-dashoffset",
  "stroke-linecap",
  "stroke-linejoin",
  "stroke-miterlimit",
  "stroke-opacity",
  "opacity",
  "font-family",
  "font-size",
  "font-weight",
  "font-style",
  "text-anchor",
  "dominant-baseline",
  "letter-spacing",
  "preserveAspectRatio",
  "xmlns",
  "href",
  "xlink:href",
  "xmlns:xlink",
  "marker-start",
  "marker-mid",
  "marker-end",
  "markerWidth",
  "markerHeight",
  "refX",
  "refY",
  "orient",
  "markerUnits",
  "clip-path",
  "clip-rule",
  "mask",
  "offset",
  "stop-color",
  "stop-opacity",
  "gradientUnits",
  "gradientTransform",
  "patternUnits",
  "vector-effect",
  "dx",
  "dy",
  "rotate",
  "visibility",
  "display",
  "role",
  "aria-label",
  "aria-hidden",
  "version",
]);

/** Refused outright: they run code, embed documents or are not drawings. */
const REFUSED_ELEMENTS = new Set([
  "script",
  "foreignobject",
  "iframe",
  "embed",
  "object",
  "image",
  "a",
  "animate",
  "set",
  "animatetransform",
  "animatemotion",
  "handler",
  "feimage",
]);

export class UnsafeDrawing extends Error {}

export interface Drawing {
  svg: string;
  width: number;
  height: number;
}

const escapeAttribute = (value: string) => value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
const escapeText = (value: string) => value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** A `url(…)` or `@import` that points anywhere but inside the drawing. */
function externalReference(css: string): boolean {
  if (/@import|expression\s*\(|javascript:/i.test(css)) return true;
  return [...css.matchAll(/url\(\s*(['"]?)([^)'"]*)\1\s*\)/gi)].some((match) => !match[2]!.trim().startsWith("#"));
}

/** A length in user units or px ("800", "800px"); anything else (mm, %) is left to the viewBox. */
const plainLength = (value: string | undefined) => (value && /^\s*\d+(\.\d+)?\s*(px)?\s*$/.test(value) ? Number.parseFloat(value) : undefined);

/**
 * The drawing rebuilt from the allow-list, with its size (from the viewBox, else width and height), or UnsafeDrawing
 * with the reason. The root must be an `<svg>` element.
 */
export function cleanDrawing(text: string): Drawing {
  if (/<!DOCTYPE|<!ENTITY/i.test(text)) throw new UnsafeDrawing("The SVG declares a DOCTYPE or entities; save it as plain SVG.");
  const prefix = `d${randomBytes(3).toString("hex")}-`;
  const out: string[] = [];
  const open: string[] = [];
  let skipping = 0;
  let root: Record<string, string> | undefined;
  let problem: string | undefined;
  const refuse = (message: string) => (problem ??= message);
  const renameIds = (value: string) => value.replace(/url\(\s*#/g, `url(#${prefix}`);

  const parser = new Parser(
    {
      onopentag(name, attributes) {
        const lower = name.toLowerCase();
        if (REFUSED_ELEMENTS.has(lower))
          refuse(lower === "script" ? "The SVG contains a script." : `The SVG contains <${name}>, which may load or run something.`);
        if (skipping || !ELEMENTS.has(name)) {
          skipping++;
          return;
        }
        if (!root) {
          if (name !== "svg") refuse("The file is not an SVG drawing.");
          root = attributes;
        }
        const kept: string[] = [];
        for (const [attribute, raw] of Object.entries(attributes)) {
          const value = raw.trim();
          if (/^on/i.test(attribute)) refuse(`The SVG has an event handler (${attribute}).`);
          if (!ATTRIBUTES.has(attribute)) continue;
          if ((attribute === "href" || attribute === "xlink:href") && !value.startsWith("#"))
            refuse(`The SVG refers to another file or site (${value.slice(0, 60)}).`);
          if (externalReference(value)) refuse("The SVG refers to another file or site in its styles.");
          if (/^\s*javascript:/i.test(value)) refuse("The SVG contains a javascript: address.");
          let safe = value;
          if (attribute === "id") safe = prefix + value;
          else if (attribute === "href" || attribute === "xlink:href") safe = `#${prefix}${value.slice(1)}`;
          else safe = renameIds(value);
          kept.push(` ${attribute}="${escapeAttribute(safe)}"`);
        }
        open.push(name);
        out.push(`<${name}${kept.join("")}>`);
      },
      ontext(text) {
        if (skipping) return;
        if (open.length) out.push(escapeText(text));
      },
      onclosetag(name) {
        if (skipping) {
          skipping--;
          return;
        }
        if (open[open.length - 1] === name) {
          open.pop();
          out.push(`</${name}>`);
        }
      },
      onprocessinginstruction(name) {
        if (/^!doctype|^!entity/i.test(name)) refuse("The SVG declares a DOCTYPE or entities; save it as plain SVG.");
      },
    },
    { xmlMode: true, decodeEntities: true },
  );
  parser.write(text);
  parser.end();
  if (problem) throw new UnsafeDrawing(problem);
  if (!root) throw new UnsafeDrawing("The file is not an SVG drawing.");
  const box = (root.viewBox ?? "")
    .trim()
    .split(/[\s,]+/)
    .map(Number);
  const [width, height] = box.length === 4 && box.every(Number.isFinite) ? [box[2]!, box[3]!] : [plainLength(root.width), plainLength(root.height)];
  if (!width || !height || width <= 0 || height <= 0) throw new UnsafeDrawing("The SVG needs a viewBox (or a width and height in pixels).");
  let svg = out.join("");
  // Scales with the page: the viewBox decides the shape, the width and height attributes go.
  if (!root.viewBox) svg = svg.replace(/^<svg/, `<svg viewBox="0 0 ${width} ${height}"`);
  svg = svg.replace(/^<svg([^>]*?)\s(?:width|height)="[^"]*"/, "<svg$1").replace(/^<svg([^>]*?)\s(?:width|height)="[^"]*"/, "<svg$1");
  if (!/^<svg[^>]*\sxmlns=/.test(svg)) svg = svg.replace(/^<svg/, '<svg xmlns="http://www.w3.org/2000/svg"');
  return { svg, width: Math.round(width), height: Math.round(height) };
}

/** Whether bytes look like an SVG document: a markup text with an <svg> element near its start (cleanDrawing judges the rest). */
export function looksLikeSvg(bytes: Buffer): boolean {
  const head = bytes
    .subarray(0, 4096)
    .toString("utf8")
    .replace(/^\uFEFF/, "");
  return /^\s*</.test(head) && /<svg[\s>]/i.test(head);
}
