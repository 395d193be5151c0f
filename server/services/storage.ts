import { mkdir, readFile, rm, writeFile } from "node:fs/promises";
import { dirname, join, resolve, sep } from "node:path";
import { CopyObjectCommand, DeleteObjectCommand, GetObjectCommand, NoSuchKey, PutObjectCommand, S3Client } from "@aws-sdk/client-s3";
import type { Config } from "#server/config.ts";
import { localStorage, TRASH_FOLDER, type MediaStorage } from "./media.ts";

type StorageConfig = Pick<Config, "UPLOAD_DIR" | "S3_BUCKET" | "S3_ENDPOINT" | "S3_REGION" | "S3_ACCESS_KEY_ID" | "S3_SECRET_ACCESS_KEY" | "S3_PUBLIC_URL">;

/**
 * Files the site serves itself, after checking who may have them (product documents): never
 * under the public /media path. Keys are paths such as "documents/2026-11/<random>.pdf".
 */
export interface FileStore {
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** The file's bytes, or undefined when there is none under this key. */
  get(key: string): Promise<Buffer | undefined>;
  /** Removes the file; a missing file is not an error. */
  remove(key: string): Promise<void>;
}

/**
 * Where stored objects are read from: S3_PUBLIC_URL (a CDN or custom domain) when set; otherwise the
 * endpoint with the bucket in the path, as objects are written (path style); AWS's own bucket host without an endpoint.
 */
export function s3PublicBase(config: Pick<StorageConfig, "S3_ENDPOINT" | "S3_REGION" | "S3_PUBLIC_URL"> & { S3_BUCKET: string }): string {
  if (config.S3_PUBLIC_URL) return config.S3_PUBLIC_URL.replace(/\/$/, "");
  if (config.S3_ENDPOINT) return `${config.S3_ENDPOINT.replace(/\/$/, "")}/${encodeURIComponent(config.S3_BUCKET)}`;
  return `https://${config.S3_BUCKET}.s3.${config.S3_REGION}.amazonaws.com`;
}

/** The origin images are served from when they are not on this site (for the CSP's img-src); undefined for the local disk. */
export function mediaOrigin(config: StorageConfig): string | undefined {
  return config.S3_BUCKET ? new URL(s3PublicBase({ ...config, S3_BUCKET: config.S3_BUCKET })).origin : undefined;
}

/** FILES_DIR on the local disk; with S3_BUCKET, the same bucket under the "private/" prefix (keep that prefix out of any public-read policy). */
export function createFileStore(config: StorageConfig & Pick<Config, "FILES_DIR">): FileStore {
  return config.S3_BUCKET ? s3FileStore(s3Client(config), config.S3_BUCKET) : diskFileStore(config.FILES_DIR);
}

export function diskFileStore(directory: string): FileStore {
  const root = resolve(directory);
  const pathOf = (key: string) => {
    const path = resolve(join(root, key));
    if (!path.startsWith(root + sep)) throw new Error(`file key outside the store: ${key}`);
    return path;
  };
  return {
    async put(key, body) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      await writeFile(path, body);
    },
    async get(key) {
      try {
        return await readFile(pathOf(key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return undefined;
        throw error;
      }
    },
    async remove(key) {
      await rm(pathOf(key), { force: true });
    },
  };
}

function s3FileStore(client: S3Client, bucket: string): FileStore {
  const Key = (key: string) => `private/${key}`;
  return {
    async put(key, body, contentType) {
      await client.send(new PutObjectCommand({ Bucket: bucket, Key: Key(key), Body: body, ContentType: contentType }));
    },
    async get(key) {
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket: bucket, Key: Key(key) }));
        return answer.Body ? Buffer.from(await answer.Body.transformToByteArray()) : undefined;
      } catch (error) {
        if (error instanceof NoSuchKey || (error as { name?: string }).name === "NoSuchKey") return undefined;
        throw error;
      }
    },
    async remove(key) {
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: Key(key) }));
    },
  };
}

function s3Client(config: StorageConfig): S3Client {
  return new S3Client({
    region: config.S3_REGION,
    endpoint: config.S3_ENDPOINT,
    // Most S3-compatible services (MinIO, R2 with custom domains off) want path-style URLs.
    forcePathStyle: Boolean(config.S3_ENDPOINT),
    credentials:
      config.S3_ACCESS_KEY_ID && config.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: config.S3_ACCESS_KEY_ID, secretAccessKey: config.S3_SECRET_ACCESS_KEY }
        : undefined,
  });
}

/** Local disk under UPLOAD_DIR; S3-compatible storage (AWS, R2, MinIO…) when S3_BUCKET is set. */
export function createMediaStorage(config: StorageConfig): MediaStorage {
  return config.S3_BUCKET ? s3Storage({ ...config, S3_BUCKET: config.S3_BUCKET }) : localStorage(config.UPLOAD_DIR);
}

function s3Storage(config: StorageConfig & { S3_BUCKET: string }): MediaStorage {
  const client = s3Client(config);
  const publicBase = s3PublicBase({ ...config, S3_BUCKET: config.S3_BUCKET });
  return {
    async put(fileName, body, contentType) {
      await client.send(
        new PutObjectCommand({
          Bucket: config.S3_BUCKET,
          Key: fileName,
          Body: body,
          ContentType: contentType,
          // Names are unique per upload, so caches may keep them for good.
          CacheControl: "public, max-age=31536000, immutable",
        }),
      );
      return `${publicBase}/${fileName}`;
    },
    async remove(url) {
      if (!url.startsWith(`${publicBase}/`)) return;
      const key = url.slice(publicBase.length + 1);
      // DeleteObject answers success for a key that is not there.
      await Promise.all([key, `${TRASH_FOLDER}/${key}`].map((Key) => client.send(new DeleteObjectCommand({ Bucket: config.S3_BUCKET, Key }))));
    },
    async setHidden(url, hidden) {
      if (!url.startsWith(`${publicBase}/`)) return;
      const key = url.slice(publicBase.length + 1);
      const [from, to] = hidden ? [key, `${TRASH_FOLDER}/${key}`] : [`${TRASH_FOLDER}/${key}`, key];
      try {
        await client.send(new CopyObjectCommand({ Bucket: config.S3_BUCKET, CopySource: `${config.S3_BUCKET}/${encodeURIComponent(from)}`, Key: to }));
      } catch (error) {
        if (error instanceof NoSuchKey || (error as { name?: unknown }).name === "NoSuchKey") return;
        throw error;
      }
      await client.send(new DeleteObjectCommand({ Bucket: config.S3_BUCKET, Key: from }));
    },
  };
}
