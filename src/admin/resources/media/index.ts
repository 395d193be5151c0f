import { FileImageOutlined } from "@ant-design/icons";
import { lazy } from "react";
import type { MediaDetail, MediaListItem } from "#domain/models.ts";
import type { AdminResource } from "../types.ts";

/** The media library (decision 065): every uploaded image, where it is used, its alt texts; upload, replace, delete. */
export const MEDIA_API = "ad/media";
export type { MediaDetail, MediaListItem };

export const media: AdminResource = {
  path: "media",
  resource: "media",
  icon: FileImageOutlined,
  group: "content",
  list: lazy(() => import("./list.tsx")),
};

/** The smallest stored file of an image, for thumbnails. */
export function thumbnailOf(image: Pick<MediaListItem, "url" | "variants">): string {
  return image.variants[0]?.url ?? image.url;
}
