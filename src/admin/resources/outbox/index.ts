import { SendOutlined } from "@ant-design/icons";
import { lazy } from "react";
import type { AdminResource } from "../types.ts";
import { OUTBOX_KINDS, OUTBOX_STATUSES } from "#domain/admin-contract.ts";
import { RESOURCES } from "#domain/resources.ts";
import type { OutboxMail } from "#domain/models.ts";

/** The mail outbox (decision 043): every mail the site writes, its state, and a retry. */
export const OUTBOX_API = "ad/outbox";
export const OUTBOX_FILTERS = ["status", "kind", "from", "to"] as const;
export const OUTBOX_SORTABLE: readonly string[] = RESOURCES.mails.sortColumns;
export { OUTBOX_KINDS, OUTBOX_STATUSES };
export type { OutboxMail };

export interface OutboxCounts {
  pending: number;
  sending: number;
  sent: number;
  failed: number;
  smtp: boolean;
}

export const STATUS_COLORS: Record<OutboxMail["status"], string> = { pending: "blue", sending: "purple", sent: "green", failed: "red" };

/** The mail outbox. */
export const outbox: AdminResource = {
  path: "mail-outbox",
  resource: "outbox",
  icon: SendOutlined,
  group: "customers",
  list: lazy(() => import("./list.tsx")),
};
