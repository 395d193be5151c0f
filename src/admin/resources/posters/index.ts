import { NotificationOutlined } from "@ant-design/icons";
import { lazy } from "react";
import { POSTER_FIELDS, posterLike } from "../poster-like.ts";
import { PUBLISHING_FIELDS } from "../../generic/publishing.tsx";
import { POSTER_TYPES } from "#domain/admin-contract.ts";

export const posters = posterLike({ resource: "posters", icon: NotificationOutlined, group: "content", list: lazy(() => import("./list.tsx")) }, "posters", {
  fields: [...POSTER_FIELDS, { name: "type", kind: "select", options: POSTER_TYPES, required: true, help: true }, ...PUBLISHING_FIELDS],
  defaults: { sort_order: 0, type: "indexPage", status: "draft" },
});
