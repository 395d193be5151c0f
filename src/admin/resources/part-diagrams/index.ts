import { PictureOutlined } from "@ant-design/icons";
import { lazy } from "react";
import type { AdminResource } from "../types.ts";

/** Exploded views (decision 084): a product's drawings, on which the admin places numbered hotspots by clicking. */
export const partDiagrams: AdminResource = {
  resource: "partDiagrams",
  path: "part-diagrams",
  icon: PictureOutlined,
  group: "catalogue",
  list: lazy(() => import("./list.tsx")),
  edit: lazy(() => import("./edit.tsx")),
};

export interface AdminHotspot {
  number: number;
  part_number: string;
  x: number;
  y: number;
}

export interface AdminDiagram {
  id: number;
  commodity_id: number;
  model: string;
  position: number;
  en_title: string;
  fr_title: string;
  nl_title: string;
  svg?: string;
  image: string;
  width: number;
  height: number;
  hotspots: (AdminHotspot & { part_id: number })[];
  updated_at: string;
}
