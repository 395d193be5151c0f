import { PictureOutlined } from "@ant-design/icons";
import { lazy } from "react";
import { posterLike } from "../poster-like.ts";

export const listPosters = posterLike(
  { resource: "listPosters", icon: PictureOutlined, group: "content", list: lazy(() => import("./list.tsx")) },
  "listPosters",
);
