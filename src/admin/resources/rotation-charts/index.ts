import { BarChartOutlined } from "@ant-design/icons";
import { lazy } from "react";
import { posterLike } from "../poster-like.ts";

export const rotationCharts = posterLike(
  { path: "charts", resource: "rotationCharts", icon: BarChartOutlined, group: "content", list: lazy(() => import("./list.tsx")) },
  "ad/rotation/charts",
  { publicUrl: () => "/" },
);
