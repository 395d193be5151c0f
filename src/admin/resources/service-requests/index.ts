import { ToolOutlined } from "@ant-design/icons";
import { lazy } from "react";
import type { AdminResource } from "../types.ts";

export type { ServiceRequestRecord as ServiceRequest } from "#domain/service-requests.ts";

/** The service desk's inbox (decision 083): admins only (personal data). */
export const SERVICE_REQUESTS_API = "ad/service/requests";
export const SERVICE_REQUEST_FILTERS = ["status", "kind", "commodity_id", "country", "age"] as const;

export const serviceRequests: AdminResource = {
  path: "service-requests",
  resource: "serviceRequests",
  icon: ToolOutlined,
  group: "customers",
  list: lazy(() => import("./list.tsx")),
};
