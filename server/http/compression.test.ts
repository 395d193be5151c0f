import { once } from "node:events";
import { get, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import zlib, { brotliDecompressSync, gunzipSync } from "node:zlib";
import express, { type RequestHandler } from "express";
import { afterEach, describe, expect, it, vi } from "vitest";
import { compressResponses, UNCACHED_BROTLI_QUALITY, UNCACHED_GZIP_LEVEL } from "./compression.ts";

const PAGE_PARTS = Array.from({ length: 200 }, (_, index) => `<section id="s${index}"><p>Een accu voor de hele tuin, deel ${index}.</p></section>`);
const PAGE = PAGE_PARTS.join("");

/** A page written as React Router writes one: a chunk at a time, each followed by `res.flush()`. */
const streamedPage: RequestHandler = (_req, res) => {
  res.type("html");
  for (const part of PAGE_PARTS) {
    res.write(part);
    res.flush();
  }
  res.end();
};

async function fetchRaw(handler: RequestHandler, acceptEncoding: string) {
  const app = express().use(compressResponses()).get("/", handler);
  const server = app.listen(0, "127.0.0.1");
  await once(server, "listening");
  try {
    // node:http, not fetch: fetch would decode the body.
    const [response] = (await once(
      get(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`, { headers: { "Accept-Encoding": acceptEncoding } }),
      "response",
    )) as [IncomingMessage];
    const chunks: Buffer[] = [];
    for await (const chunk of response) chunks.push(chunk as Buffer);
    return { encoding: response.headers["content-encoding"], body: Buffer.concat(chunks) };
  } finally {
    server.close();
  }
}

afterEach(() => vi.restoreAllMocks());

describe("responses compressed as they are sent", () => {
  it("use the uncached gzip level and Brotli quality", async () => {
    const gzip = vi.spyOn(zlib, "createGzip");
    const brotli = vi.spyOn(zlib, "createBrotliCompress");
    const gzipped = await fetchRaw(streamedPage, "gzip");
    expect(gzipped.encoding).toBe("gzip");
    expect(gunzipSync(gzipped.body).toString()).toBe(PAGE);
    expect(gzip).toHaveBeenCalledWith(expect.objectContaining({ level: UNCACHED_GZIP_LEVEL }));
    const brotlied = await fetchRaw(streamedPage, "br, gzip");
    expect(brotlied.encoding).toBe("br");
    expect(brotliDecompressSync(brotlied.body).toString()).toBe(PAGE);
    const params = brotli.mock.calls.at(-1)?.[0]?.params ?? {};
    expect(params[zlib.constants.BROTLI_PARAM_QUALITY]).toBe(UNCACHED_BROTLI_QUALITY);
    expect(UNCACHED_GZIP_LEVEL).toBeLessThan(zlib.constants.Z_BEST_COMPRESSION);
    expect(UNCACHED_BROTLI_QUALITY).toBeLessThan(zlib.constants.BROTLI_MAX_QUALITY);
  });

  it("give the compressor what was written in one turn as one write", async () => {
    const writes: number[] = [];
    const gzip = zlib.createGzip;
    vi.spyOn(zlib, "createGzip").mockImplementation((options) => {
      const stream = gzip(options);
      const write = stream.write.bind(stream) as (...args: unknown[]) => boolean;
      stream.write = ((chunk: Buffer, ...rest: unknown[]) => (writes.push(chunk.length), write(chunk, ...rest))) as typeof stream.write;
      return stream;
    });
    const endingLater: RequestHandler = (req, res, next) => {
      const end = res.end.bind(res);
      res.end = (() => void setTimeout(() => end(), 20)) as unknown as typeof res.end;
      streamedPage(req, res, next);
    };
    const { body } = await fetchRaw(endingLater, "gzip");
    expect(gunzipSync(body).toString()).toBe(PAGE);
    expect(writes).toEqual([Buffer.byteLength(PAGE)]);
  });

  it("still send what a later turn writes on its own, before the end", async () => {
    let release: () => void = () => {};
    const later = new Promise<void>((resolve) => (release = resolve));
    const app = express()
      .use(compressResponses())
      .get("/", async (_req, res) => {
        res.type("html").write(PAGE_PARTS[0]);
        res.write(PAGE_PARTS[1]);
        await later;
        res.end(PAGE_PARTS[2]);
      });
    const server = app.listen(0, "127.0.0.1");
    await once(server, "listening");
    try {
      const response = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`, { headers: { "Accept-Encoding": "br" } });
      const reader = response.body!.getReader();
      const first = await reader.read();
      expect(Buffer.from(first.value!).toString()).toBe(PAGE_PARTS[0]! + PAGE_PARTS[1]);
      release();
      let rest = "";
      for (let part = await reader.read(); !part.done; part = await reader.read()) rest += Buffer.from(part.value).toString();
      expect(rest).toBe(PAGE_PARTS[2]);
    } finally {
      server.close();
    }
  });
});
