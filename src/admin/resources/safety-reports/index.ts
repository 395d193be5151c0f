import { WarningOutlined } from "@ant-design/icons";
import { lazy } from "react";
import type { AdminResource } from "../types.ts";
import { RESOURCES } from "#domain/resources.ts";

export type { SafetyReport } from "#domain/safety-models.ts";

/** Safety incident reports from /safety/report: an urgent queue, admins only (personal data). */
export const SAFETY_REPORTS_API = "ad/safety/reports";
export const SAFETY_REPORT_STATUSES = ["new", "in_review", "closed"] as const;
export const SAFETY_REPORT_FILTERS = ["status", "from", "to"] as const;
export const SAFETY_REPORT_SORTABLE: readonly string[] = RESOURCES.safetyReports.sortColumns;

export const safetyReports: AdminResource = {
  path: "safety-reports",
  resource: "safetyReports",
  icon: WarningOutlined,
  group: "customers",
  list: lazy(() => import("./list.tsx")),
};
