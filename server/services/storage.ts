import { PutObjectCommand, S3Client } from "@aws-sdk/client-s3";
import type { Config } from "#server/config.ts";
import { localStorage, type MediaStorage } from "./media.ts";

type StorageConfig = Pick<
  Config,
  "UPLOAD_DIR" | "S3_BUCKET" | "S3_ENDPOINT" | "S3_REGION" | "S3_ACCESS_KEY_ID" | "S3_SECRET_ACCESS_KEY" | "S3_PUBLIC_URL"
>;

/** Local disk under UPLOAD_DIR; S3-compatible storage (AWS, R2, MinIO…) when S3_BUCKET is set. */
export function createMediaStorage(config: StorageConfig): MediaStorage {
  return config.S3_BUCKET ? s3Storage({ ...config, S3_BUCKET: config.S3_BUCKET }) : localStorage(config.UPLOAD_DIR);
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

function s3Storage(config: StorageConfig & { S3_BUCKET: string }): MediaStorage {
  const client = new S3Client({
    region: config.S3_REGION,
    endpoint: config.S3_ENDPOINT,
    // Most S3-compatible services (MinIO, R2 with custom domains off) want path-style URLs.
    forcePathStyle: Boolean(config.S3_ENDPOINT),
    credentials:
      config.S3_ACCESS_KEY_ID && config.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: config.S3_ACCESS_KEY_ID, secretAccessKey: config.S3_SECRET_ACCESS_KEY }
        : undefined,
  });
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
  };
}
