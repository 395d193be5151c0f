import { PictureOutlined } from "@ant-design/icons";
import { describeImage } from "#domain/media-url.ts";

/** A small, lazily loaded preview of an image URL (the 320 px variant when there is one). */
export function Thumb({ src, size = 48, alt = "" }: { src?: string | null; size?: number; alt?: string }) {
  if (!src) {
    return (
      <span className="admin-thumb admin-thumb--empty" style={{ width: size, height: size }} aria-hidden="true">
        <PictureOutlined />
      </span>
    );
  }
  const info = describeImage(src);
  const small = info && info.width > 320 ? src.replace(/\.webp$/, "-w320.webp") : src;
  return <img className="admin-thumb" src={small} alt={alt} width={size} height={size} loading="lazy" decoding="async" />;
}
