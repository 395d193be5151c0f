import { fileTypeFromBuffer } from "file-type";
import { IMAGE_MAX_PIXELS } from "#domain/media-url.ts";
// The kinds of photo an owner may send, with a safety report or a service request.
import { REPORT_PHOTO_TYPES as OWNER_PHOTO_TYPES } from "#domain/forms/safety-report.ts";
import { InvalidInput, UnsupportedMedia } from "./errors.ts";
import { loadSharp } from "./media.ts";

export interface OwnerPhoto {
  buffer: Buffer;
}

export interface CheckedPhoto {
  mime: string;
  content: Buffer;
}

/**
 * Checks an owner's photos by their bytes (JPEG, PNG or WebP, at most `maxBytes` and IMAGE_MAX_PIXELS each, at most
 * `maxCount`) and re-encodes each as WebP, which drops its metadata (a phone photo's position). A file that is no such
 * image is an UnsupportedMedia (415), thrown before anything is stored. `messages` are the form's translation keys.
 */
export async function checkOwnerPhotos(
  photos: readonly OwnerPhoto[],
  { maxCount, maxBytes, messages }: { maxCount: number; maxBytes: number; messages: { count: string; size: string; type: string } },
): Promise<CheckedPhoto[]> {
  if (photos.length > maxCount) throw new InvalidInput("photos", messages.count);
  const sharp = await loadSharp();
  const checked: CheckedPhoto[] = [];
  for (const photo of photos) {
    if (photo.buffer.length > maxBytes) throw new InvalidInput("photos", messages.size);
    const detected = await fileTypeFromBuffer(photo.buffer);
    if (!detected || !(OWNER_PHOTO_TYPES as readonly string[]).includes(detected.mime)) throw new UnsupportedMedia(messages.type);
    try {
      const content = await sharp(photo.buffer, { failOn: "error", limitInputPixels: IMAGE_MAX_PIXELS })
        .rotate()
        .resize({ width: 2000, height: 2000, fit: "inside", withoutEnlargement: true })
        .webp({ quality: 80 })
        .toBuffer();
      checked.push({ mime: "image/webp", content });
    } catch {
      throw new UnsupportedMedia(messages.type);
    }
  }
  return checked;
}
