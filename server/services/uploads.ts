import { fileTypeFromBuffer } from "file-type";
import type { Db } from "#server/db/index.ts";
import { UnsupportedMedia } from "./errors.ts";
import { storeImage, type MediaStorage, type StoredImage } from "./media.ts";

/** Judged by the bytes, not the name or the declared type. SVG (scriptable) is not an image here. */
export const ACCEPTED_IMAGE_TYPES = ["image/jpeg", "image/png", "image/webp", "image/gif", "image/avif"] as const;

export interface UploadedFile {
  buffer: Buffer;
  originalName: string;
}

export type UploadResult = Pick<StoredImage, "url" | "width" | "height" | "variants">;

/** Checks the content is an accepted image, re-encodes it to WebP variants, and records it in `media`. */
export async function saveUpload(db: Db, storage: MediaStorage, file: UploadedFile): Promise<UploadResult> {
  const detected = await fileTypeFromBuffer(file.buffer);
  if (!detected || !(ACCEPTED_IMAGE_TYPES as readonly string[]).includes(detected.mime)) {
    throw new UnsupportedMedia(`Only ${ACCEPTED_IMAGE_TYPES.map((t) => t.slice(6).toUpperCase()).join(", ")} images can be uploaded.`);
  }
  let stored: StoredImage;
  try {
    stored = await storeImage(storage, file.buffer, file.originalName);
  } catch {
    // Right magic bytes, unreadable body: a truncated or forged file.
    throw new UnsupportedMedia("The image could not be read.");
  }
  await db
    .insertInto("media")
    .values({
      url: stored.url,
      original_name: file.originalName.slice(0, 255),
      mime: detected.mime,
      width: stored.width,
      height: stored.height,
      bytes: stored.bytes,
      variants: JSON.stringify(stored.variants),
      created_at: new Date().toISOString(),
    })
    .execute();
  return { url: stored.url, width: stored.width, height: stored.height, variants: stored.variants };
}
