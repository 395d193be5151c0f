import { useLocation, useNavigation } from "react-router";

/**
 * The query string this page is heading for: a pending navigation's, when it stays on this page, else
 * the current one. Filters build the next address from it and show it, so a change made a moment ago,
 * whose list is still on its way, is neither shown undone nor dropped by the next change.
 */
export function useIntendedSearch(): { search: string; pending: boolean } {
  const { pathname, search } = useLocation();
  const next = useNavigation().location;
  return next?.pathname === pathname ? { search: next.search, pending: true } : { search, pending: false };
}
