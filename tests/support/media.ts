import { join } from "node:path";

/** An image as the media API answers it: its file and the resized copies made from it. */
export interface StoredImage {
  id: number;
  url: string;
  variants: { url: string; width: number }[];
}

/** Where a media test stores its uploads: one folder per test file, process and database engine, removed after. */
export function mediaUploadDir(testName: string, engine: string): string {
  return `data/test-${testName}-${process.pid}-${engine}`;
}

/** The path on disk of an uploaded file's `/media/…` URL. */
export function onDiskIn(dir: string): (url: string) => string {
  return (url) => join(dir, url.replace(/^\/media\//, ""));
}

/** Every file an image stands for: the upload and each of its resized copies. */
export function filesOf(image: StoredImage): string[] {
  return [image.url, ...image.variants.map((variant) => variant.url)];
}
