import { SafetyCertificateOutlined } from "@ant-design/icons";
import { lazy } from "react";
import type { AdminResource } from "../types.ts";
import { RESOURCES } from "#domain/resources.ts";
import type { Registration } from "#domain/models.ts";
import { buildUrl } from "../../http.ts";
import { getToken } from "../../session.ts";

/** Warranty registrations (issue 11): list with search and filters, detail with the proof of purchase, CSV export, delete on request. */
export const REGISTRATIONS_API = "ad/warranty/registrations";
export const REGISTRATION_FILTERS = ["commodity_id", "from", "to"] as const;
export const REGISTRATION_SORTABLE: readonly string[] = RESOURCES.warrantyRegistrations.sortColumns;

export type { Registration };

/** A file behind the admin API (proof of purchase, certificate) as a blob, with the session's bearer token. */
export async function fetchAdminFile(path: string, signal?: AbortSignal): Promise<{ blob: Blob; fileName: string }> {
  const token = getToken();
  const response = await fetch(buildUrl(path), { headers: token ? { Authorization: `Bearer ${token}` } : {}, signal, cache: "no-store" });
  if (!response.ok) throw new Error(`${response.status} ${response.statusText}`);
  const disposition = response.headers.get("content-disposition") ?? "";
  const fileName = /filename="?([^";]+)"?/.exec(disposition)?.[1] ?? "file";
  return { blob: await response.blob(), fileName };
}

export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** Warranty registrations. */
export const registrations: AdminResource = {
  path: "warranty-registrations",
  resource: "registrations",
  icon: SafetyCertificateOutlined,
  group: "customers",
  list: lazy(() => import("./list.tsx")),
};
