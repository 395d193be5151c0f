import { AuditOutlined } from "@ant-design/icons";
import { lazy } from "react";
import type { AdminResource } from "../types.ts";
import { AUDIT_ACTIONS } from "#domain/admin-contract.ts";
import { RESOURCES } from "#domain/resources.ts";
import type { AuditEntry, AuditFilters } from "#domain/models.ts";

/** The audit log (decision 053): who did what, when, to which record. Read and export only. */
export const AUDIT_API = "ad/audit";
export const AUDIT_FILTERS = ["user_id", "resource", "action", "from", "to"] as const;
export const AUDIT_SORTABLE: readonly string[] = RESOURCES.auditLog.sortColumns;
export { AUDIT_ACTIONS };

export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export type { AuditEntry, AuditFilters };

const RED: AuditAction[] = ["delete", "sign-in-failed", "disable"];
const GREEN: AuditAction[] = ["create", "publish", "restore", "invite", "enable"];
const GOLD: AuditAction[] = ["settings", "export", "reset", "user-update", "password-set"];

export function actionColor(action: AuditAction): string {
  if (RED.includes(action)) return "red";
  if (GREEN.includes(action)) return "green";
  if (GOLD.includes(action)) return "gold";
  if (action === "update") return "blue";
  return "default";
}

/** The audit log: read and export only (decision 053). */
export const auditLog: AdminResource = {
  path: "audit-log",
  resource: "auditLog",
  icon: AuditOutlined,
  group: "settings",
  list: lazy(() => import("./list.tsx")),
};
