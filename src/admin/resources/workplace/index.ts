import { DashboardOutlined } from "@ant-design/icons";
import { lazy } from "react";
import type { AdminResource } from "../types.ts";

/** The home screen: counts and the week chart. */
export const workplace: AdminResource = {
  path: "workplace",
  resource: "workplace",
  icon: DashboardOutlined,
  group: "overview",
  list: lazy(() => import("./list.tsx")),
};
