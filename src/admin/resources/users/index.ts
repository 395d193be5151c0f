import { TeamOutlined } from "@ant-design/icons";
import { lazy } from "react";
import type { AdminResource } from "../types.ts";
/** Admin accounts (decision 054): invite, role, disable, set-password links. Admins only. */
export const USERS_API = "ad/users";
export const ROLES = ["admin", "editor"] as const;
export const STATUSES = ["active", "invited", "disabled"] as const;

export interface AdminAccount {
  id: number;
  email: string;
  name: string;
  role: (typeof ROLES)[number];
  status: (typeof STATUSES)[number];
  created_at: string;
  last_login_at: string | null;
  invited_at: string | null;
  disabled_at: string | null;
  /** Signs in with a second factor (decision 074). */
  second_factor: boolean;
}

export const STATUS_COLORS: Record<AdminAccount["status"], string> = { active: "green", invited: "blue", disabled: "default" };

/** Admin accounts: invite, role, disable (admins only, decision 054). */
export const users: AdminResource = {
  path: "users",
  resource: "users",
  icon: TeamOutlined,
  group: "settings",
  list: lazy(() => import("./list.tsx")),
};
