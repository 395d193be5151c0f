import { randomBytes } from "node:crypto";
import { mkdir, rename, rm, writeFile } from "node:fs/promises";
import { dirname, join, resolve, sep } from "node:path";
import { fileTypeFromBuffer } from "file-type";
import type Sharp from "sharp";
import { foldText } from "#domain/fold.ts";
import { IMAGE_MAX_PIXELS, mediaFileName, variantWidthsFor } from "#domain/media-url.ts";
import { InvalidInput, UnsupportedMedia } from "./errors.ts";

/** Judged by the bytes, not the name or the declared type. SVG (scriptable) is not an image here. */
export const ACCEPTED_IMAGE_TYPES = ["image/jpeg", "image/png", "image/webp", "image/gif", "image/avif"] as const;

export interface UploadedFile {
  buffer: Buffer;
  originalName: string;
}

export interface StoredImage {
  url: string;
  width: number;
  height: number;
  bytes: number;
  variants: { url: string; width: number; height: number }[];
}

/** Where encoded files go: local disk by default, S3-compatible storage when configured. */
export interface MediaStorage {
  /** Stores the file and answers its public URL. */
  put(fileName: string, body: Buffer, contentType: string): Promise<string>;
  /**
   * Removes the file `put` answered this URL for, where it is served or kept aside in the trash; a missing file, or a
   * URL this storage never gave, is not an error.
   */
  remove(url: string): Promise<void>;
  /**
   * Moves the file out of its URL into the trash folder (`hidden`), where it is not served, or back (decision 096).
   * A file already where it should be, or missing, is not an error.
   */
  setHidden(url: string, hidden: boolean): Promise<void>;
}

/** The folder trashed images' files wait in until a restore or the purge. Its name starts with a dot: never served. */
export const TRASH_FOLDER = ".trash";

function isMissing(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === "ENOENT";
}

export function localStorage(directory: string, publicPrefix = "/media"): MediaStorage {
  const root = resolve(directory);
  return {
    async put(fileName, body) {
      const target = join(directory, fileName);
      await mkdir(join(target, ".."), { recursive: true });
      await writeFile(target, body);
      return `${publicPrefix}/${fileName}`;
    },
    async remove(url) {
      const key = keyOf(url);
      if (key) await Promise.all([rm(join(root, key), { force: true }), rm(join(root, TRASH_FOLDER, key), { force: true })]);
    },
    async setHidden(url, hidden) {
      const key = keyOf(url);
      if (!key) return;
      const [from, to] = hidden ? [join(root, key), join(root, TRASH_FOLDER, key)] : [join(root, TRASH_FOLDER, key), join(root, key)];
      await mkdir(dirname(to), { recursive: true });
      await rename(from, to).catch((error: unknown) => {
        if (!isMissing(error)) throw error;
      });
    },
  };
  /** The file's path under the folder, for a URL this storage gave (never one in the trash folder or outside it). */
  function keyOf(url: string): string | undefined {
    if (!url.startsWith(`${publicPrefix}/`)) return undefined;
    const target = resolve(join(root, url.slice(publicPrefix.length + 1)));
    if (!target.startsWith(root + sep) || target.startsWith(join(root, TRASH_FOLDER) + sep)) return undefined;
    return target.slice(root.length + 1);
  }
}

let sharpLoaded: Promise<typeof Sharp> | undefined;

/**
 * sharp (libvips: about 25 MB resident) is loaded on the first image to encode, not by every server
 * that never receives one; its operation cache is off so decoded uploads are not kept (decision 063).
 */
export function loadSharp(): Promise<typeof Sharp> {
  sharpLoaded ??= import("sharp").then(({ default: sharp }) => {
    sharp.cache(false);
    return sharp;
  });
  return sharpLoaded;
}

const MAX_DIMENSION = 2400;

/**
 * Re-encodes any image sharp can read into WebP at its own size (capped) and at
 * each narrower variant width. The original bytes are never stored. An animated
 * GIF or WebP stays animated (every frame is read); its size is one frame's.
 */
export async function storeImage(storage: MediaStorage, input: Buffer, keyHint = "img"): Promise<StoredImage> {
  const sharp = await loadSharp();
  const source = sharp(input, { failOn: "error", limitInputPixels: IMAGE_MAX_PIXELS, animated: true }).rotate();
  const resized = await source
    .resize({ width: MAX_DIMENSION, height: MAX_DIMENSION, fit: "inside", withoutEnlargement: true })
    .webp({ quality: 80 })
    .toBuffer({ resolveWithObject: true });
  const { width } = resized.info;
  // An animation's frames are stacked: info.height is all of them, pageHeight one.
  const height = resized.info.pageHeight ?? resized.info.height;
  const key = `${new Date().toISOString().slice(0, 7)}/${slugPart(keyHint)}-${randomBytes(6).toString("hex")}`;

  const url = await storage.put(mediaFileName(key, width, height), resized.data, "image/webp");
  const variants = [];
  for (const variantWidth of variantWidthsFor(width)) {
    const variant = await sharp(resized.data, { animated: true }).resize({ width: variantWidth }).webp({ quality: 78 }).toBuffer({ resolveWithObject: true });
    const variantUrl = await storage.put(mediaFileName(key, width, height, variantWidth), variant.data, "image/webp");
    variants.push({ url: variantUrl, width: variant.info.width, height: variant.info.pageHeight ?? variant.info.height });
  }
  return { url, width, height, bytes: resized.data.length, variants };
}

function slugPart(hint: string): string {
  return (
    foldText(hint)
      .replace(/\.[a-z0-9]+$/, "")
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-|-$/g, "")
      .slice(0, 40) || "img"
  );
}

/**
 * Checks an upload is an accepted image (by content) and stores its WebP encodings: what a new
 * upload and a replacement share. Throws UnsupportedMedia (415) before anything is stored.
 */
export async function encodeUpload(storage: MediaStorage, file: UploadedFile): Promise<{ stored: StoredImage; mime: string }> {
  const detected = await fileTypeFromBuffer(file.buffer);
  if (!detected || !(ACCEPTED_IMAGE_TYPES as readonly string[]).includes(detected.mime)) {
    throw new UnsupportedMedia(`Only ${ACCEPTED_IMAGE_TYPES.map((t) => t.slice(6).toUpperCase()).join(", ")} images can be uploaded.`);
  }
  // Every frame of an animation counts: its height here is all of them stacked.
  const {
    width = 0,
    height = 0,
    pageHeight = height,
    pages = 1,
  } = await (
    await loadSharp()
  )(file.buffer, { animated: true })
    .metadata()
    .catch(() => ({ width: 0, height: 0, pageHeight: 0, pages: 1 }));
  // Refuses decompression bombs, and says so to the admin whose 108 or 200 MP phone photo is one.
  if (width * height > IMAGE_MAX_PIXELS) {
    const size = `${width} × ${pageHeight}${pages > 1 ? `, ${pages} frames` : ""}`;
    throw new InvalidInput(
      "file",
      `The image is ${Math.ceil((width * height) / 1e6)} megapixels (${size}); at most ${IMAGE_MAX_PIXELS / 1e6} can be uploaded. Save it smaller (8000 × 6000 fits) and upload it again.`,
    );
  }
  try {
    return { stored: await storeImage(storage, file.buffer, file.originalName), mime: detected.mime };
  } catch {
    // Right magic bytes, unreadable body: a truncated or forged file.
    throw new UnsupportedMedia("The image could not be read.");
  }
}

/** Removes the image and its variants from storage; failures are left for the caller to report or ignore. */
export async function removeImageFiles(storage: MediaStorage, image: { url: string; variants: readonly { url: string }[] }): Promise<void> {
  await Promise.all([image.url, ...image.variants.map((variant) => variant.url)].map((url) => storage.remove(url)));
}
