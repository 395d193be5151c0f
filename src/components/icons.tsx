import type { SVGProps } from "react";
import sprite from "./icons.svg?url";

export * as icons from "./icon-names.ts";

/**
 * An icon (24×24, currentColor) from one cached SVG sprite, so icon drawings cost no JavaScript.
 * Width and height are set: nothing shifts while the sprite loads. Decorative: hidden from assistive technology.
 */
export function Icon({ name, size = 20, ...rest }: { name: string; size?: number } & SVGProps<SVGSVGElement>) {
  return (
    <svg viewBox="0 0 24 24" width={size} height={size} fill="currentColor" aria-hidden="true" focusable="false" {...rest}>
      <use href={`${sprite}#${name}`} />
    </svg>
  );
}
