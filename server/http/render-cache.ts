import { createHash } from "node:crypto";
import { constants as zlib, crc32, deflateRawSync, inflateRawSync } from "node:zlib";
import type { Request, RequestHandler, Response } from "express";
import type { Db } from "#server/db/index.ts";
import { readContentVersions } from "#server/services/content-versions.ts";
import { firstVisitLanguage } from "#domain/first-visit.ts";
import { brotliPieces, joinBrotli, type BrotliPieces } from "./brotli-pieces.ts";
import { crc32Append, crc32ShiftFor } from "./crc32-combine.ts";
import { ownedCopy } from "./owned-buffers.ts";
import { isPrivateRequest, PRIVATE_CACHE_CONTROL } from "./security.ts";
import { addDays, dayStartsAt, todayIn } from "#domain/calendar-days.ts";

/**
 * Rendered public pages kept as bytes (decision 049). A page is stored after its first complete,
 * successful, anonymous render and served again only while the database's `data_versions` rows
 * (advanced by triggers on every table a public page reads: migrations 0003, 0008, 0009) are the
 * ones read before it was rendered, so no instance ever serves a page older than the last write.
 * A hit costs a share of one small query (readContentVersions). The render's CSP nonce is cut out of the stored bytes and each
 * response gets its own: gzip is assembled from deflate pieces compressed once, with the nonce as a
 * stored block and the trailer's CRC combined from the pieces' own, so a hit never runs a compressor.
 * Only the compressed pieces are kept (a sixth of the page); a client that asks for identity bytes
 * has them inflated once, and they are kept beside the pieces from then on. Brotli pieces are made
 * once after the page is stored, off the main thread, and joined around each response's nonce the
 * same way (brotli-pieces.ts, decision 094): a client that accepts Brotli gets them from then on.
 */

/** Where `/`'s answer depends on the visitor (the first-visit language redirect): kept from shared caches. */
const HOME_CACHE_CONTROL = "private, max-age=0";

/** `/` and its data for client navigations: the answers that follow the first-visit redirect. */
const isHome = (path: string) => path === "/" || path === "/_root.data";

interface StoredPage {
  versions: string;
  etag: string;
  /**
   * The render's headers (Content-Type, Link, the security headers, Vary…), replayed on each hit. A
   * header that carried the render's nonce (the CSP) is kept as the parts around it, like the page.
   */
  headers: Array<[string, string | number | string[] | NonceParts]>;
  /**
   * Each part of the page (split at each occurrence of the render's nonce) as raw deflate ending in a
   * sync flush, so pieces can be joined around a stored block.
   */
  deflated: Buffer[];
  /** Each part's CRC-32, length and CRC shift (crc32ShiftFor), for the gzip trailer. */
  crcs: number[];
  lengths: number[];
  shifts: number[];
  /** The parts uncompressed, once a client without gzip asked for them. */
  parts?: Buffer[];
  /** The page as Brotli pieces, once they are made (after the page is stored). */
  brotli?: BrotliPieces;
  weight: number;
}

export interface RenderCacheOptions {
  db: Db;
  /** Total bytes kept (compressed pages, and identity copies once asked for); least recently used pages go first. 0: off. */
  maxBytes: number;
  /** Cache-Control of public pages. */
  cacheControl: string;
  /** The origin a page's absolute links are built from (PUBLIC_URL or the request's). */
  originOf: (req: Request) => string;
}

export interface RenderCache {
  /** Mounted right after the nonce is drawn: serves a stored page that is still current, with its render's headers. */
  serveStored: RequestHandler;
  /** Mounted right before the page handler: records the render of a page not stored (or out of date). */
  recordRender: RequestHandler;
  /** For tests and metrics. */
  stats(): { entries: number; bytes: number; hits: number; misses: number };
  clear(): void;
}

/** A text cut where the render's nonce was, to be joined around the nonce of each response. */
class NonceParts {
  readonly parts: string[];
  constructor(parts: string[]) {
    this.parts = parts;
  }
  joinedWith(nonce: string): string {
    return this.parts.join(nonce);
  }
}

/** The render failed after its headers left (an error boundary, an abort): not stored. */
export const RENDER_FAILED = "renderFailed";
/** The versions `serveStored` read, so the render does not read them again. */
const VERSIONS_READ = "renderCacheVersions";

const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);
/** An empty final block of fixed Huffman codes: the end of the deflate stream. */
const DEFLATE_END = Buffer.from([0x03, 0x00]);
/**
 * What is stored: pages. A public resource route that depends only on its URL and the database
 * (a sitemap, a feed) joins by adding its type here; a body without the nonce is stored as one part.
 */
const STORED_TYPES = /^text\/html\b/;
/** How many times the cache's bound a page may be before compression and still be copied to try. */
const COMPRESSION_ALLOWANCE = 16;
/** Not the page's bytes: the map entry, header list and Buffer objects. */
const ENTRY_OVERHEAD = 1024;
/** Headers of the response that belong to this response alone, never replayed. */
const NOT_REPLAYED = new Set([
  "content-length",
  "content-encoding",
  "transfer-encoding",
  "etag",
  "set-cookie",
  "cache-control",
  "date",
  "connection",
  "keep-alive",
  "x-request-id",
]);

/** The market's day, formatted once a day instead of on every hit (it was 2.6 % of a cached page's CPU time). */
const marketDay = (() => {
  let day = "";
  let dayAt = 0;
  let nextDayAt = 0;
  return (now = Date.now()): string => {
    if (now < dayAt || now >= nextDayAt) {
      day = todayIn(new Date(now));
      dayAt = Date.parse(dayStartsAt(day));
      nextDayAt = Date.parse(dayStartsAt(addDays(day, 1)));
    }
    return day;
  };
})();

export function createRenderCache({ db, maxBytes, cacheControl, originOf }: RenderCacheOptions): RenderCache {
  const entries = new Map<string, StoredPage>();
  /**
   * Pages being rendered to be stored, by key: a request for one waits for that render instead of rendering the
   * same page again. Without it, the requests that reach a page before its first render is stored (after every
   * content change, a hundred at once under load) each render it, and the slowest set the tail.
   */
  const rendering = new Map<string, Promise<void>>();
  let bytes = 0;
  let hits = 0;
  let misses = 0;
  /** The versions last read: when they move, every stored page is out of date at once. */
  let current = "";
  async function readVersions(): Promise<string> {
    const read = await readContentVersions(db);
    // The site's day is a version too: /register's date field allows purchases up to today, and a page stored
    // yesterday would refuse one made this morning. Every stored page goes at midnight (Europe/Brussels).
    const versions = [...[...read.keys()].sort().map((name) => `${name}:${read.get(name)}`), `day:${marketDay()}`].join(",");
    if (versions !== current) {
      current = versions;
      clear();
    }
    return versions;
  }

  function clear(): void {
    entries.clear();
    bytes = 0;
  }

  function keyOf(req: Request): string | undefined {
    if (req.method !== "GET" && req.method !== "HEAD") return undefined;
    if (isPrivateRequest(req)) return undefined;
    // A first visit to / is redirected by its Accept-Language: rendered, never served from here.
    if (isHome(req.path) && firstVisitLanguage((name) => req.get(name))) return undefined;
    return originOf(req) + req.originalUrl;
  }

  function store(key: string, versions: string, nonce: string, body: Buffer, headers: StoredPage["headers"]): void {
    if (versions !== current) return; // rendered from data a write has since replaced
    const parts = split(body, Buffer.from(nonce));
    // Copied into a block of the entry's own, so an entry holds what it weighs.
    const deflated = ownedCopy(parts.map((part) => deflateRawSync(part, { finishFlush: zlib.Z_SYNC_FLUSH })));
    const hash = createHash("sha256");
    for (const part of parts) hash.update(part).update("\0nonce\0");
    const weight = ENTRY_OVERHEAD + key.length + deflated.reduce((sum, piece) => sum + piece.length, 0);
    if (weight > maxBytes) return;
    forget(key);
    const etag = `"${hash.digest("base64url").slice(0, 32)}"`;
    entries.set(key, {
      versions,
      etag,
      headers,
      deflated,
      crcs: parts.map((part) => crc32(part)),
      lengths: parts.map((part) => part.length),
      shifts: parts.map((part) => crc32ShiftFor(part.length)),
      weight,
    });
    bytes += weight;
    evict();
    void addBrotli(key, parts, nonce);
  }

  /** Compresses the stored page's parts as Brotli (zlib's thread pool) and keeps them with it, if it is still stored. */
  async function addBrotli(key: string, parts: Buffer[], nonce: string): Promise<void> {
    const made = await brotliPieces(parts, Buffer.from(nonce)).catch(() => undefined);
    const entry = entries.get(key);
    if (!made || !entry || entry.brotli || entry.versions !== current || made.nonceEnding !== nonce.slice(-2)) return;
    const owned = ownedCopy([...made.pieces, made.end]);
    entry.brotli = { pieces: owned.slice(0, -1), end: owned.at(-1)!, nonceEnding: made.nonceEnding };
    const added = owned.reduce((sum, piece) => sum + piece.length, 0);
    entry.weight += added;
    bytes += added;
    evict();
  }

  /** Least recently used first, until the bound holds. */
  function evict(): void {
    for (const oldest of entries.keys()) {
      if (bytes <= maxBytes) break;
      forget(oldest);
    }
  }

  /** The uncompressed parts, inflated on the first request without gzip and kept (and weighed) from then on. */
  function identityParts(entry: StoredPage): Buffer[] {
    if (!entry.parts) {
      entry.parts = ownedCopy(entry.deflated.map((piece) => inflateRawSync(piece, { finishFlush: zlib.Z_SYNC_FLUSH })));
      const added = entry.lengths.reduce((sum, length) => sum + length, 0);
      entry.weight += added;
      bytes += added;
      evict();
    }
    return entry.parts;
  }

  function forget(key: string): void {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    bytes -= entry.weight;
  }

  function serve(req: Request, res: Response, entry: StoredPage, control: string): void {
    const nonce = res.locals.cspNonce as string;
    for (const [name, value] of entry.headers) res.setHeader(name, value instanceof NonceParts ? value.joinedWith(nonce) : value);
    res.setHeader("Cache-Control", control);
    res.setHeader("ETag", entry.etag);
    res.vary("Accept-Encoding");
    if (req.fresh) {
      // The browser keeps its copy and that copy's policy: a new nonce in a 304 would block its scripts.
      for (const name of ["Content-Security-Policy", "Content-Type"]) res.removeHeader(name);
      res.status(304).end();
      return;
    }
    const nonceBytes = Buffer.from(nonce);
    const brotli = entry.brotli?.nonceEnding === nonce.slice(-2) ? entry.brotli : undefined;
    // Brotli whenever the client takes it (the smallest), as the compression middleware does; else its choice.
    const encoding = brotli && req.acceptsEncodings("br") === "br" ? "br" : req.acceptsEncodings("gzip", "identity");
    const pieces =
      encoding === "br" ? joinBrotli(brotli!, nonceBytes) : encoding === "gzip" ? gzipped(entry, nonceBytes) : joined(identityParts(entry), nonceBytes);
    if (encoding === "br" || encoding === "gzip") res.setHeader("Content-Encoding", encoding);
    res.setHeader(
      "Content-Length",
      pieces.reduce((sum, piece) => sum + piece.length, 0),
    );
    res.status(200);
    if (req.method === "HEAD") return void res.end();
    // Corked, the pieces (one per script nonce, twenty or more) leave in one vectored write, with no
    // copy: joining them into one buffer first cost 200 kB of copying per request and its garbage
    // (a cached home page at 2,900 answers/s joined, 6,800 corked; docs/benchmarks.md run 10).
    res.cork();
    for (const piece of pieces) res.write(piece);
    res.end();
    res.uncork();
  }

  /** Records what the page handler writes (uncompressed: this runs after the compression middleware). */
  function record(req: Request, res: Response, key: string, versions: string, control: string): void {
    const chunks: Buffer[] = [];
    let size = 0;
    let keep = req.method === "GET";
    const collect = (chunk: unknown, encoding?: unknown) => {
      if (!keep || chunk === undefined || chunk === null || typeof chunk === "function") return;
      const buffer =
        typeof chunk === "string" ? Buffer.from(chunk, typeof encoding === "string" ? (encoding as BufferEncoding) : "utf8") : Buffer.from(chunk as Uint8Array);
      size += buffer.length;
      // Far larger than the whole cache (pages compress about six times): never storable, so stop copying.
      if (size > maxBytes * COMPRESSION_ALLOWANCE) {
        keep = false;
        chunks.length = 0;
      } else chunks.push(buffer);
    };
    const write = res.write;
    const end = res.end;
    const writeHead = res.writeHead;
    res.write = function (this: Response, ...args: unknown[]) {
      collect(args[0], args[1]);
      return (write as (...a: unknown[]) => boolean).apply(this, args);
    } as Response["write"];
    res.end = function (this: Response, ...args: unknown[]) {
      collect(args[0], args[1]);
      return (end as (...a: unknown[]) => Response).apply(this, args);
    } as Response["end"];
    res.writeHead = function (this: Response, ...args: unknown[]) {
      const status = typeof args[0] === "number" ? args[0] : this.statusCode;
      // A server error is not kept by anyone; anything else follows the route's own policy, else the page's.
      if (!this.headersSent && (status >= 500 || !this.hasHeader("Cache-Control")))
        this.setHeader("Cache-Control", status >= 500 ? PRIVATE_CACHE_CONTROL : control);
      return (writeHead as (...a: unknown[]) => Response).apply(this, args);
    } as Response["writeHead"];
    res.once("finish", () => {
      if (!keep || res.statusCode !== 200 || res.locals[RENDER_FAILED] || res.getHeader("set-cookie") !== undefined) return;
      if (!STORED_TYPES.test(String(res.getHeader("content-type") ?? ""))) return;
      const nonce = res.locals.cspNonce as string;
      const headers: StoredPage["headers"] = [];
      for (const name of res.getHeaderNames()) {
        if (NOT_REPLAYED.has(name)) continue;
        const value = res.getHeader(name)!;
        headers.push([name, typeof value === "string" && nonce && value.includes(nonce) ? new NonceParts(value.split(nonce)) : value]);
      }
      store(key, versions, nonce, Buffer.concat(chunks), headers);
    });
  }

  /**
   * The page another request is rendering, once it is stored, or one stored since this request last looked (while it
   * read the versions, another may have rendered and stored it from start to end); undefined when this request is to
   * render it: a GET then claims the key for the requests behind it, until its response is over (stored by then, or
   * never).
   */
  async function storedOrClaimed(key: string, req: Request, res: Response): Promise<StoredPage | undefined> {
    const pending = rendering.get(key);
    if (pending) {
      await pending;
      return entries.get(key);
    }
    const stored = entries.get(key);
    if (stored) return stored;
    if (req.method === "GET") {
      const done = new Promise<void>((resolve) => res.once("close", resolve));
      rendering.set(key, done);
      void done.then(() => rendering.delete(key));
    }
    return undefined;
  }

  /**
   * Mounted right after the request's nonce is drawn, before the security headers: a hit replays the
   * headers its render had (those included), and nothing after it runs.
   */
  const serveStored: RequestHandler = async (req, res, next) => {
    const key = maxBytes > 0 ? keyOf(req) : undefined;
    if (key === undefined) return next(); // not a page
    let entry = entries.get(key) ?? (await storedOrClaimed(key, req, res));
    if (!entry) return next(); // not stored (or its render could not be): the render records it
    let versions: string;
    try {
      versions = await readVersions();
    } catch {
      return next(); // the render reports the database's state
    }
    if (entry.versions !== versions) {
      res.locals[VERSIONS_READ] = versions;
      // Out of date since a write: one request renders it again, the others wait for that render.
      entry = await storedOrClaimed(key, req, res);
      if (entry?.versions !== versions) return next();
    }
    hits++;
    // Most recently used last: eviction takes the first keys.
    entries.delete(key!);
    entries.set(key!, entry);
    serve(req, res, entry, controlOf(req));
  };

  /** Mounted right before the page handler: records this render for the next request. */
  const recordRender: RequestHandler = async (req, res, next) => {
    const key = maxBytes > 0 ? keyOf(req) : undefined;
    if (key === undefined) return next();
    let versions = res.locals[VERSIONS_READ] as string | undefined;
    if (versions === undefined) {
      try {
        versions = await readVersions();
      } catch {
        return next();
      }
    }
    misses++;
    record(req, res, key, versions, controlOf(req));
    next();
  };

  const controlOf = (req: Request) => (isHome(req.path) ? HOME_CACHE_CONTROL : cacheControl);

  return { serveStored, recordRender, stats: () => ({ entries: entries.size, bytes, hits, misses }), clear };
}

/** `body` cut at every occurrence of `separator` (the parts, one more than the occurrences). */
function split(body: Buffer, separator: Buffer): Buffer[] {
  const parts: Buffer[] = [];
  let start = 0;
  for (let at = body.indexOf(separator); at !== -1; at = body.indexOf(separator, start)) {
    parts.push(body.subarray(start, at));
    start = at + separator.length;
  }
  parts.push(body.subarray(start));
  return parts;
}

function joined(parts: Buffer[], nonce: Buffer): Buffer[] {
  const pieces: Buffer[] = [];
  parts.forEach((part, index) => {
    if (index > 0) pieces.push(nonce);
    pieces.push(part);
  });
  return pieces;
}

/** A gzip member: the stored deflate pieces with the nonce between them as stored blocks. */
function gzipped(entry: StoredPage, nonce: Buffer): Buffer[] {
  const nonceBlock = Buffer.concat([Buffer.from([0, nonce.length & 0xff, nonce.length >> 8, ~nonce.length & 0xff, (~nonce.length >> 8) & 0xff]), nonce]);
  const pieces: Buffer[] = [GZIP_HEADER];
  const nonceCrc = crc32(nonce);
  const nonceShift = crc32ShiftFor(nonce.length);
  let crc = 0;
  let length = 0;
  entry.deflated.forEach((piece, index) => {
    if (index > 0) {
      pieces.push(nonceBlock);
      crc = crc32Append(crc, nonceCrc, nonceShift);
      length += nonce.length;
    }
    pieces.push(piece);
    crc = crc32Append(crc, entry.crcs[index]!, entry.shifts[index]!);
    length += entry.lengths[index]!;
  });
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE(length >>> 0, 4);
  pieces.push(DEFLATE_END, trailer);
  return pieces;
}
