/**
 * The one convention for uploaded images. The stored URL names the original size,
 * `/media/<key>_<width>x<height>.webp`, and every variant narrower than the
 * original exists beside it as `/media/<key>_<width>x<height>-w<variant>.webp`.
 * Pages can therefore build srcset, width and height from the URL alone.
 */
export const VARIANT_WIDTHS = [320, 640, 960, 1280] as const;

/**
 * The default largest image upload (UPLOAD_MAX_BYTES), which the admin's image fields check before sending:
 * a 48–50 MP photo straight from a phone's camera is a 12–25 MB JPEG.
 */
export const IMAGE_UPLOAD_MAX_BYTES = 32 * 1024 * 1024;
/** The most pixels an upload may decode to (a 48–50 MP photo fits); more is refused before it is decoded. */
export const IMAGE_MAX_PIXELS = 50_000_000;

const MEDIA_URL = /^(?<base>.+_(?<width>\d+)x(?<height>\d+))\.webp$/;

export interface ImageInfo {
  src: string;
  width: number;
  height: number;
  srcSet?: string;
}

export function mediaFileName(key: string, width: number, height: number, variantWidth?: number): string {
  const base = `${key}_${width}x${height}`;
  return variantWidth && variantWidth < width ? `${base}-w${variantWidth}.webp` : `${base}.webp`;
}

export function variantWidthsFor(originalWidth: number): number[] {
  return VARIANT_WIDTHS.filter((w) => w < originalWidth);
}

/** Width, height and srcset of an image URL; null when the URL does not follow the convention. */
export function describeImage(url: string): ImageInfo | null {
  const match = MEDIA_URL.exec(url);
  if (!match?.groups) return null;
  const width = Number(match.groups.width);
  const height = Number(match.groups.height);
  const base = match.groups.base!;
  const candidates = variantWidthsFor(width).map((w) => `${base}-w${w}.webp ${w}w`);
  candidates.push(`${url} ${width}w`);
  return { src: url, width, height, srcSet: candidates.join(", ") };
}

/** A variant's URL to its original's (`…_800x600-w320.webp` → `…_800x600.webp`); other URLs unchanged. */
export function originalUrlOf(url: string): string {
  return url.replace(/(_\d+x\d+)-w\d+\.webp$/, "$1.webp");
}
