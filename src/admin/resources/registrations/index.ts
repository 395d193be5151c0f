import { SafetyCertificateOutlined } from "@ant-design/icons";
import { lazy } from "react";
import type { AdminResource } from "../types.ts";
import { RESOURCES } from "#domain/resources.ts";
import type { Registration } from "#domain/models.ts";

/** Warranty registrations: list with search and filters, detail with the proof of purchase, CSV export, delete on request. */
export const REGISTRATIONS_API = "ad/warranty/registrations";
export const REGISTRATION_FILTERS = ["commodity_id", "from", "to"] as const;
export const REGISTRATION_SORTABLE: readonly string[] = RESOURCES.warrantyRegistrations.sortColumns;

export type { Registration };

/** Warranty registrations. */
export const registrations: AdminResource = {
  path: "warranty-registrations",
  resource: "registrations",
  icon: SafetyCertificateOutlined,
  group: "customers",
  list: lazy(() => import("./list.tsx")),
};
