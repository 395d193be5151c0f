import { MessageOutlined } from "@ant-design/icons";
import { lazy } from "react";
import type { AdminResource } from "../types.ts";
import { RESOURCES } from "#domain/resources.ts";
import { ENQUIRY_FORMS } from "#domain/forms/enquiry.ts";

export type { Enquiry } from "#domain/models.ts";

/** Customer enquiries (product rules §7 demands): GET list with filters, PUT _ {ids, handled?, note?}, DELETE _delete, GET _export CSV. */
export const ENQUIRIES_API = "ad/demands";
export { ENQUIRY_FORMS };
export const ENQUIRY_FILTERS = ["form", "handled", "from", "to", "locale"] as const;
export const ENQUIRY_SORTABLE: readonly string[] = RESOURCES.enquiries.sortColumns;

/** Customer enquiries. */
export const enquiries: AdminResource = {
  path: "customer-enquiries",
  resource: "demands",
  icon: MessageOutlined,
  group: "customers",
  list: lazy(() => import("./list.tsx")),
};
