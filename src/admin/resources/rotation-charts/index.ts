import { BarChartOutlined } from "@ant-design/icons";
import { lazy } from "react";
import { posterLike } from "../poster-like.ts";

export const rotationCharts = posterLike(
  { resource: "rotationCharts", icon: BarChartOutlined, group: "content", list: lazy(() => import("./list.tsx")) },
  "rotationCharts",
);
