/** The open tabs as data (no React): which tabs there are, kept in sessionStorage for the browser tab's life. */

export const HOME_PATH = "/admin/workplace";
export const HOME_TITLE = "首页";
const STORAGE_KEY = "FANTAI_admin_tabs";
export const MAX_TABS = 12;

export interface AdminTab {
  /** The pathname: one tab per screen or record. */
  key: string;
  /** Pathname + search, restored when the tab is selected again. */
  url: string;
}

export function loadTabs(): AdminTab[] {
  try {
    const saved: unknown = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? "[]");
    if (Array.isArray(saved)) {
      return saved.filter(
        (tab): tab is AdminTab => typeof tab?.key === "string" && typeof tab?.url === "string" && tab.key.startsWith("/admin/") && tab.url.startsWith(tab.key),
      );
    }
  } catch {
    // ignore a broken entry
  }
  return [];
}

export const home: AdminTab = { key: HOME_PATH, url: HOME_PATH };

/**
 * Home first, the current location added or refreshed, at most MAX_TABS: the oldest tab closes, never one of
 * `unsaved` (a half-filled form is not thrown away to make room; with only such tabs left, there are more).
 */
export function withCurrent(tabs: AdminTab[], current: AdminTab, unsaved: ReadonlySet<string> = new Set()): AdminTab[] {
  let next = tabs.some((tab) => tab.key === HOME_PATH) ? tabs : [home, ...tabs];
  const index = next.findIndex((tab) => tab.key === current.key);
  if (index === -1) next = [...next, current];
  else if (next[index]!.url !== current.url) next = next.map((tab, i) => (i === index ? current : tab));
  while (next.length > MAX_TABS) {
    const oldest = next.findIndex((tab) => tab.key !== HOME_PATH && tab.key !== current.key && !unsaved.has(tab.key));
    if (oldest === -1) break;
    next = next.filter((_, i) => i !== oldest);
  }
  return next;
}

export function saveTabs(tabs: AdminTab[]): void {
  sessionStorage.setItem(STORAGE_KEY, JSON.stringify(tabs));
}
