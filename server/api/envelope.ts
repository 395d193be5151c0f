import { createHash } from "node:crypto";
import { brotliCompressSync, constants as zlib, gzipSync } from "node:zlib";
import type { Request, Response } from "express";
import { RecordNotFound } from "#server/services/errors.ts";
import type { Page } from "#server/services/pagination.ts";
import { UNCACHED_BROTLI_QUALITY, UNCACHED_GZIP_LEVEL } from "#server/http/compression.ts";
import { ownedBytes } from "#server/http/owned-buffers.ts";

/** Success envelope: `{ data }`. */
export function sendData(res: Response, data: unknown, status = 200): void {
  res.status(status).json({ data });
}

/** `{ data: found }`, or 404 "<label> not found." when nothing was found. */
export function sendFound(res: Response, found: unknown, label: string): void {
  if (!found) throw new RecordNotFound(label);
  sendData(res, found);
}

type Encoding = "br" | "gzip" | "identity";

/** A list answer's JSON with its validator and each compressed form asked for so far. */
interface EncodedPage {
  json: Buffer;
  etag: string;
  forms: Partial<Record<Encoding, Buffer>>;
}

/** Below this, compressing costs more than it saves (the compression middleware's own threshold). */
const COMPRESS_FROM_BYTES = 1024;

// A page served from the product-list cache is the same object each time: its JSON, ETag and compressed
// forms are made once, so a repeated request neither serialises, hashes nor compresses (that
// work was three quarters of a cached list request).
const encodedPages = new WeakMap<Page<unknown>, EncodedPage>();

// An item kept by a service's cache (a product with its specs) appears on many pages: its JSON is made once and
// kept as long as the item is. Items are never changed once handed out; a fresh object is simply not found again.
const itemsJson = new WeakMap<object, string>();

function itemJson(item: unknown): string {
  if (typeof item !== "object" || item === null) return JSON.stringify(item) ?? "null";
  let json = itemsJson.get(item);
  if (json === undefined) itemsJson.set(item, (json = JSON.stringify(item) ?? "null"));
  return json;
}

function encodedPage(page: Page<unknown>): EncodedPage {
  let encoded = encodedPages.get(page);
  if (!encoded) {
    const text = `{"data":[${page.data.map(itemJson).join(",")}],"meta":${JSON.stringify({ pagination: page.pagination, ...page.meta })}}`;
    // Kept while the page is cached: bytes of its own (owned-buffers.ts).
    const json = ownedBytes(Buffer.from(text));
    encoded = { json, etag: `"${createHash("sha1").update(json).digest("base64url")}"`, forms: { identity: json } };
    encodedPages.set(page, encoded);
  }
  return encoded;
}

function encodingFor(req: Request, bytes: number): Encoding {
  if (bytes < COMPRESS_FROM_BYTES) return "identity";
  if (req.acceptsEncodings("br")) return "br";
  if (req.acceptsEncodings("gzip")) return "gzip";
  return "identity";
}

/** On a list page's first request, at the levels of answers compressed as they are sent (compression.ts). */
function compress(json: Buffer, encoding: Exclude<Encoding, "identity">): Buffer {
  return encoding === "br"
    ? brotliCompressSync(json, { params: { [zlib.BROTLI_PARAM_QUALITY]: UNCACHED_BROTLI_QUALITY, [zlib.BROTLI_PARAM_SIZE_HINT]: json.length } })
    : gzipSync(json, { level: UNCACHED_GZIP_LEVEL });
}

/** List envelope: `{ data: [...], meta: { pagination } }`, compressed as the client accepts, 304 when its copy is current. */
export function sendPage<T>(res: Response, page: Page<T>): void {
  const encoded = encodedPage(page);
  const encoding = encodingFor(res.req, encoded.json.length);
  const body = (encoded.forms[encoding] ??= ownedBytes(compress(encoded.json, encoding as Exclude<Encoding, "identity">)));
  res.type("json").vary("Accept-Encoding").setHeader("ETag", encoded.etag);
  // Already encoded: the compression middleware leaves it alone; res.send answers 304 to a matching If-None-Match.
  if (encoding !== "identity") res.setHeader("Content-Encoding", encoding);
  res.send(body);
}
