import type { CSSProperties } from "react";
import { preload } from "react-dom";
import { PHONE_MEDIA, WIDE_MEDIA } from "#src/lib/breakpoints.ts";
import { describeImage } from "#domain/media-url.ts";

interface PosterPictureProps {
  pcImg: string;
  phoneImg: string;
  alt: string;
  /** sizes for the desktop image. */
  sizes?: string;
  /** sizes for the phone image (below 750 px): the full width unless the picture is smaller. */
  phoneSizes?: string;
  eager?: boolean;
  className?: string;
  fallback?: { pc: [number, number]; phone: [number, number] };
  /** The focal points of the desktop and phone images (CSS object-position) for crops with object-fit: cover. */
  focus?: string | undefined;
  phoneFocus?: string | undefined;
}

/**
 * The focal points as the custom properties the style sheet's crops read (`--focus`, `--focus-phone` on phones), so
 * each source of the picture keeps its own subject in view; none for centred images.
 */
export function focusStyle(focus: string | undefined, phoneFocus: string | undefined): CSSProperties | undefined {
  if (!focus && !phoneFocus) return undefined;
  return { ...(focus ? { "--focus": focus } : {}), ...(phoneFocus ? { "--focus-phone": phoneFocus } : {}) } as CSSProperties;
}

/** product rules §3 pc and phone images as one art-directed <picture>, with width and height on both so nothing shifts. */
export function PosterPicture({
  pcImg,
  phoneImg,
  alt,
  sizes = "100vw",
  phoneSizes = "100vw",
  eager = false,
  className,
  fallback = { pc: [1600, 500], phone: [750, 750] },
  focus,
  phoneFocus,
}: PosterPictureProps) {
  const pc = describeImage(pcImg);
  const phone = describeImage(phoneImg);
  if (eager) {
    // React does not preload images inside <picture>: announce the right one per screen in <head>, ahead of the scripts.
    preload(phoneImg, {
      as: "image",
      imageSrcSet: phone?.srcSet,
      imageSizes: phone?.srcSet ? phoneSizes : undefined,
      fetchPriority: "high",
      media: PHONE_MEDIA,
    });
    preload(pcImg, { as: "image", imageSrcSet: pc?.srcSet, imageSizes: pc?.srcSet ? sizes : undefined, fetchPriority: "high", media: WIDE_MEDIA });
  }
  return (
    <picture className={className}>
      <source
        media={PHONE_MEDIA}
        srcSet={phone?.srcSet ?? phoneImg}
        sizes={phone?.srcSet ? phoneSizes : undefined}
        width={phone?.width ?? fallback.phone[0]}
        height={phone?.height ?? fallback.phone[1]}
      />
      <img
        src={pcImg}
        srcSet={pc?.srcSet}
        sizes={pc?.srcSet ? sizes : undefined}
        width={pc?.width ?? fallback.pc[0]}
        height={pc?.height ?? fallback.pc[1]}
        alt={alt}
        style={focusStyle(focus, phoneFocus)}
        loading={eager ? "eager" : "lazy"}
        fetchPriority={eager ? "high" : "auto"}
        decoding={eager ? "sync" : "async"}
      />
    </picture>
  );
}
