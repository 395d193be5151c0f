import type { ImgHTMLAttributes } from "react";
import { describeImage } from "#domain/media-url.ts";

interface ResponsiveImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, "src" | "srcSet" | "width" | "height"> {
  src: string;
  alt: string;
  sizes: string;
  /** Above the fold: load now and at high priority. Otherwise lazy. */
  eager?: boolean;
  /** Used when the URL carries no dimensions (e.g. a static SVG). */
  fallbackSize?: { width: number; height: number };
}

/** srcset, sizes, width and height from the media URL convention, so nothing shifts while loading. */
export function ResponsiveImage({ src, alt, sizes, eager = false, fallbackSize = { width: 800, height: 600 }, ...rest }: ResponsiveImageProps) {
  const info = describeImage(src);
  return (
    <img
      src={src}
      srcSet={info?.srcSet}
      sizes={info?.srcSet ? sizes : undefined}
      width={info?.width ?? fallbackSize.width}
      height={info?.height ?? fallbackSize.height}
      alt={alt}
      loading={eager ? "eager" : "lazy"}
      fetchPriority={eager ? "high" : "auto"}
      decoding={eager ? "sync" : "async"}
      {...rest}
    />
  );
}
