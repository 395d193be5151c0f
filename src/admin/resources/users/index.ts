import { TeamOutlined } from "@ant-design/icons";
import { lazy } from "react";
import type { AdminResource } from "../types.ts";
import type { AdminAccount } from "#domain/models.ts";
import { ROLES } from "#domain/resources.ts";
/** Admin accounts (decision 054): invite, role, disable, set-password links. Admins only. */
export const USERS_API = "ad/users";
export { ROLES };
export type { AdminAccount };

export const STATUS_COLORS: Record<AdminAccount["status"], string> = { active: "green", invited: "blue", disabled: "default" };

/** Admin accounts: invite, role, disable (admins only, decision 054). */
export const users: AdminResource = {
  path: "users",
  resource: "users",
  icon: TeamOutlined,
  group: "settings",
  list: lazy(() => import("./list.tsx")),
};
