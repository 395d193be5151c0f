import { RestOutlined } from "@ant-design/icons";
import { lazy } from "react";
import type { AdminResource } from "../types.ts";

/** The trash (decision 091): deleted content for 30 days, restorable; admins may delete it for good. */
export const TRASH_API = "ad/trash";

export const trash: AdminResource = {
  path: "trash",
  resource: "trash",
  icon: RestOutlined,
  group: "settings",
  list: lazy(() => import("./list.tsx")),
};
