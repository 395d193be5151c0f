import { Result } from "antd";
import { useCallback, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useAuth } from "./auth.tsx";

/** The two roles (decision 054): admins may do everything, editors only content. */
export type Role = "admin" | "editor";

/** What only an admin may do; the API answers 403 to an editor for each (server/api/admin/roles.ts). */
export type AdminOnly = "users" | "settings" | "customers" | "audit.export";

/** Screens (by path under /admin) an editor neither sees in the menu nor opens. */
const ADMIN_ONLY_SCREENS: Record<string, AdminOnly> = {
  users: "users",
  "customer-enquiries": "customers",
  "customer-subscribe": "customers",
  "warranty-registrations": "customers",
  "mail-outbox": "customers",
  "service-requests": "customers",
};

/**
 * Whether the signed-in user may use `what`. Nothing admin-only shows until the user is known;
 * a server from before roles sends no role and everyone is an admin there.
 */
export function useCan(): (what: AdminOnly) => boolean {
  const { user } = useAuth();
  return useCallback((_what: AdminOnly) => user !== null && user.role !== "editor", [user]);
}

/** Whether the signed-in user may open the screen at `/admin/<path>`. */
export function useCanOpen(): (screenPath: string) => boolean {
  const can = useCan();
  const { user } = useAuth();
  return useCallback(
    (screenPath: string) => {
      const needs = ADMIN_ONLY_SCREENS[screenPath];
      // While the user loads, screens render (their calls wait for the same token); the menu hides them.
      return !needs || user === null || can(needs);
    },
    [can, user],
  );
}

/** The menu's filter: hides admin-only screens until the user is known to be an admin. */
export function useMenuShows(): (screenPath: string) => boolean {
  const can = useCan();
  return useCallback(
    (screenPath: string) => {
      const needs = ADMIN_ONLY_SCREENS[screenPath];
      return !needs || can(needs);
    },
    [can],
  );
}

/** A screen an editor may not use, opened by its address: a 403 page instead of failing calls. */
export function RoleGate({ screenPath, children }: { screenPath: string; children: ReactNode }) {
  const { t } = useTranslation();
  const canOpen = useCanOpen();
  if (canOpen(screenPath)) return children;
  return <Result status="403" title="403" subTitle={t("app.forbidden")} data-testid="forbidden" />;
}
