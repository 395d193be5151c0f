import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";

export interface FakeS3 {
  endpoint: string;
  /** Objects by "bucket/key". */
  objects: Map<string, { body: Buffer; contentType: string | undefined; cacheControl: string | undefined }>;
  close(): Promise<void>;
}

/** Decodes an `aws-chunked` body (the SDK's streaming checksums): size;chunk-signature\r\n data \r\n … 0\r\n trailers. */
function decodeAwsChunked(raw: Buffer): Buffer {
  const parts: Buffer[] = [];
  let offset = 0;
  while (offset < raw.length) {
    const lineEnd = raw.indexOf("\r\n", offset);
    if (lineEnd < 0) break;
    const size = Number.parseInt(raw.subarray(offset, lineEnd).toString("latin1").split(";")[0]!, 16);
    if (!size) break;
    parts.push(raw.subarray(lineEnd + 2, lineEnd + 2 + size));
    offset = lineEnd + 2 + size + 2;
  }
  return Buffer.concat(parts);
}

/**
 * A small S3-compatible server speaking the real protocol (path-style PutObject, CopyObject, GetObject and DeleteObject) to
 * the real AWS SDK: enough to prove where objects are written and that their stored URL reads them back.
 */
export async function startFakeS3(): Promise<FakeS3> {
  const objects: FakeS3["objects"] = new Map();
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const path = decodeURIComponent(new URL(req.url ?? "/", "http://s3").pathname).replace(/^\//, "");
      if (req.method === "PUT") {
        if (!/^AWS4-HMAC-SHA256 Credential=/.test(req.headers.authorization ?? "")) {
          res.writeHead(403, { "Content-Type": "application/xml" }).end("<Error><Code>AccessDenied</Code></Error>");
          return;
        }
        const copySource = req.headers["x-amz-copy-source"];
        if (typeof copySource === "string") {
          const source = objects.get(decodeURIComponent(copySource).replace(/^\//, ""));
          if (!source) {
            res.writeHead(404, { "Content-Type": "application/xml" }).end("<Error><Code>NoSuchKey</Code></Error>");
            return;
          }
          objects.set(path, { ...source });
          res.writeHead(200, { "Content-Type": "application/xml" }).end('<CopyObjectResult><ETag>"1"</ETag></CopyObjectResult>');
          return;
        }
        const raw = Buffer.concat(chunks);
        const body = String(req.headers["content-encoding"] ?? "").includes("aws-chunked") ? decodeAwsChunked(raw) : raw;
        objects.set(path, { body, contentType: req.headers["content-type"], cacheControl: req.headers["cache-control"] });
        res.writeHead(200, { ETag: `"${body.length.toString(16)}"` }).end();
        return;
      }
      if (req.method === "DELETE") {
        // As S3 does: 204 whether or not the key was there.
        objects.delete(path);
        res.writeHead(204).end();
        return;
      }
      const object = objects.get(path);
      if ((req.method === "GET" || req.method === "HEAD") && object) {
        res.writeHead(200, { "Content-Type": object.contentType ?? "application/octet-stream", "Content-Length": object.body.length });
        res.end(req.method === "GET" ? object.body : undefined);
        return;
      }
      res.writeHead(404, { "Content-Type": "application/xml" }).end("<Error><Code>NoSuchKey</Code></Error>");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
  const { port } = server.address() as AddressInfo;
  return { endpoint: `http://127.0.0.1:${port}`, objects, close: () => new Promise((resolve) => server.close(() => resolve())) };
}
