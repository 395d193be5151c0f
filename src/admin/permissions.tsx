import { Result } from "antd";
import { useCallback, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { declarationOfScreen, editorMayCall, RESOURCES, type ResourceDeclaration, type ResourceName } from "#domain/resources.ts";
import { useAuth } from "./auth.tsx";

/**
 * Whether an editor may use a resource, or one call under its API path ("_export"): the declaration's `access`
 * (domain/resources.ts), the same field the API's role check reads, so the admin hides what would answer 403.
 */
const editorMay = ({ api }: ResourceDeclaration, call?: string) => editorMayCall(call ? `/${api}/${call}` : `/${api}`);

/**
 * Whether the signed-in user may use the resource `name` (or its call `call`). Nothing admin-only shows until the
 * user is known; a server from before roles sends no role and everyone is an admin there.
 */
export function useCan(): (name: ResourceName, call?: string) => boolean {
  const { user } = useAuth();
  return useCallback((name: ResourceName, call?: string) => user !== null && (user.role !== "editor" || editorMay(RESOURCES[name], call)), [user]);
}

/** Whether an editor may open the screen at /admin/<screenPath>: screens of no declared resource (the workplace, the second factor) are everyone's. */
function editorMayOpen(screenPath: string): boolean {
  const declaration = declarationOfScreen(screenPath);
  return !declaration || editorMay(declaration);
}

/** Whether the signed-in user may open the screen at `/admin/<path>`. */
export function useCanOpen(): (screenPath: string) => boolean {
  const { user } = useAuth();
  // While the user loads, screens render (their calls wait for the same token); the menu hides them.
  return useCallback((screenPath: string) => user === null || user.role !== "editor" || editorMayOpen(screenPath), [user]);
}

/** The menu's filter: hides admin-only screens until the user is known to be an admin. */
export function useMenuShows(): (screenPath: string) => boolean {
  const { user } = useAuth();
  return useCallback((screenPath: string) => editorMayOpen(screenPath) || (user !== null && user.role !== "editor"), [user]);
}

/** A screen an editor may not use, opened by its address: a 403 page instead of failing calls. */
export function RoleGate({ screenPath, children }: { screenPath: string; children: ReactNode }) {
  const { t } = useTranslation();
  const canOpen = useCanOpen();
  if (canOpen(screenPath)) return children;
  return <Result status="403" title="403" subTitle={t("app.forbidden")} data-testid="forbidden" />;
}
