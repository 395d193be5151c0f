import { constants as zlib } from "node:zlib";
import compression from "compression";
import type { RequestHandler, Response } from "express";

/**
 * Levels of what is compressed as it is sent: pages rendered on a miss of the render cache, API answers, texts. They
 * cost a tenth to a quarter of the render they follow (docs/benchmarks.md, run 25); the render cache compresses what it
 * keeps once, at higher levels, off the main thread (render-cache.ts, brotli-pieces.ts).
 */
export const UNCACHED_GZIP_LEVEL = 4;
export const UNCACHED_BROTLI_QUALITY = 4;
/** 512 kB: more than any page or answer, where Brotli's default window (4 MB) is memory for nothing. */
const BROTLI_WINDOW_BITS = 19;

type WriteArgs = [chunk: unknown, encoding?: unknown, callback?: unknown];
type Callback = (error?: Error | null) => void;

/**
 * Everything a handler writes in one turn of the event loop goes to the compressor as one write, flushed once.
 * React Router writes each of React's chunks (hundreds per page, a few hundred bytes each) and calls `res.flush()`
 * after each: a flush per chunk made the compressed page a quarter larger and Brotli several times slower; the
 * parts of a page that wait for data (suspense) are still sent as soon as they are rendered.
 */
export function writesGroupedPerTurn(): RequestHandler {
  return (_req, res, next) => {
    const write = res.write.bind(res) as (...args: unknown[]) => boolean;
    const end = res.end.bind(res) as (...args: unknown[]) => Response;
    let pending: Buffer[] = [];
    let callbacks: Callback[] = [];
    let scheduled: NodeJS.Immediate | undefined;
    let blocked = false;
    res.on("drain", () => (blocked = false));

    const takePending = () => {
      const body = pending.length === 1 ? pending[0]! : Buffer.concat(pending);
      const done = callbacks;
      pending = [];
      callbacks = [];
      if (scheduled) clearImmediate(scheduled);
      scheduled = undefined;
      return { body, callback: (error?: Error | null) => done.forEach((callback) => callback(error)) };
    };
    const writePending = () => {
      scheduled = undefined;
      if (!pending.length || res.destroyed || res.writableEnded) return;
      const { body, callback } = takePending();
      blocked = !write(body, callback);
    };

    res.write = function (...[chunk, encoding, callback]: WriteArgs) {
      const done = typeof encoding === "function" ? encoding : callback;
      pending.push(asBuffer(chunk, encoding));
      if (typeof done === "function") callbacks.push(done as Callback);
      scheduled ??= setImmediate(writePending);
      return !blocked;
    } as Response["write"];
    res.end = function (...args: WriteArgs) {
      if (!pending.length) return end(...args);
      const [chunk, encoding, callback] = args;
      const done = [chunk, encoding, callback].find((arg) => typeof arg === "function") as Callback | undefined;
      if (chunk !== undefined && chunk !== null && typeof chunk !== "function") pending.push(asBuffer(chunk, encoding));
      if (done) callbacks.push(done);
      const { body, callback: endCallback } = takePending();
      return end(body, () => endCallback());
    } as Response["end"];
    // Each grouped write is flushed already (the compressor's flush mode below).
    res.flush = () => {};
    next();
  };
}

function asBuffer(chunk: unknown, encoding: unknown): Buffer {
  if (typeof chunk === "string") return Buffer.from(chunk, typeof encoding === "string" ? (encoding as BufferEncoding) : "utf8");
  return Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array);
}

/** gzip or Brotli as the client accepts (Brotli first), each write sent at once; then the grouping of writes. */
export function compressResponses(): RequestHandler[] {
  return [
    compression({
      level: UNCACHED_GZIP_LEVEL,
      flush: zlib.Z_SYNC_FLUSH,
      brotli: {
        flush: zlib.BROTLI_OPERATION_FLUSH,
        params: { [zlib.BROTLI_PARAM_QUALITY]: UNCACHED_BROTLI_QUALITY, [zlib.BROTLI_PARAM_LGWIN]: BROTLI_WINDOW_BITS },
      },
    }),
    writesGroupedPerTurn(),
  ];
}
