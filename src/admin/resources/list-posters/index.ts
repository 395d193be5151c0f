import { PictureOutlined } from "@ant-design/icons";
import { lazy } from "react";
import { posterLike } from "../poster-like.ts";

export const listPosters = posterLike(
  { path: "list-posters", resource: "listPosters", icon: PictureOutlined, group: "content", list: lazy(() => import("./list.tsx")) },
  "ad/list/posters",
  { publicUrl: () => "/products" },
);
