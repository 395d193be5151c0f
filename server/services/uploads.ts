import type { Db } from "#server/db/index.ts";
import { ACCEPTED_IMAGE_TYPES, type MediaStorage, type StoredImage, type UploadedFile } from "./media.ts";
import { uploadMedia } from "./media-library.ts";

export { ACCEPTED_IMAGE_TYPES, type UploadedFile };

export type UploadResult = Pick<StoredImage, "url" | "width" | "height" | "variants">;

/** Checks the content is an accepted image, re-encodes it to WebP variants, and records it in the media library. */
export async function saveUpload(db: Db, storage: MediaStorage, file: UploadedFile): Promise<UploadResult> {
  const { url, width, height, variants } = await uploadMedia(db, storage, file);
  return { url, width, height, variants: variants.map(({ url, width, height }) => ({ url, width, height })) };
}
