import { App } from "antd";
import { createContext, useCallback, useContext, useEffect, useEffectEvent, useId, useMemo, useRef, useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useLocation, useNavigate } from "react-router";
import { HOME_PATH, home, loadTabs, saveTabs, withCurrent, type AdminTab } from "./tab-state.ts";
import { useUnloadWarning } from "./use-unload-warning.ts";

/**
 * The tab panel of product rules §2: every opened screen is a tab (keyed by its path, remembering its
 * query string), the first is the non-closable home tab 首页 → /admin/workplace, and the
 * current tab follows the URL. Open tabs stay mounted (hidden), so a half-typed form survives a
 * switch; lists reload when their tab comes back to the front.
 *
 * This module is the context and the hooks screens use; the pure tab list is ./tab-state.ts and
 * the bar drawn from the registry is ./tab-bar.tsx (so screens do not import the registry).
 */

export type { AdminTab };

interface TabsState {
  tabs: AdminTab[];
  activeKey: string;
  titles: Record<string, string>;
  close(key: string): void;
  closeOthers(key: string): void;
  closeAll(): void;
  /** Closes the current tab and goes to `url` (e.g. back to the list after creating a record). */
  leave(url: string): void;
  setTitle(key: string, title: string | null): void;
  /** Marks a tab as holding unsaved changes (in one of its forms, `source`): closing it then asks first. */
  setDirty(key: string, dirty: boolean, source?: string): void;
}

const TabsContext = createContext<TabsState | null>(null);

export function useAdminTabs(): TabsState {
  const state = useContext(TabsContext);
  if (!state) throw new Error("useAdminTabs() outside <TabsProvider>");
  return state;
}

interface TabHost {
  key: string;
  active: boolean;
}

export const TabHostContext = createContext<TabHost>({ key: "", active: true });

/** The tab this component lives in, and whether it is the one shown. */
export const useTabHost = () => useContext(TabHostContext);

/** Lets a screen name its tab (e.g. the product being edited). */
export function useTabTitle(title: string | null | undefined): void {
  const { key } = useTabHost();
  const { setTitle } = useAdminTabs();
  useEffect(() => {
    if (!key) return;
    setTitle(key, title || null);
  }, [key, title, setTitle]);
}

/** Tells the tab panel whether this screen has unsaved changes. */
export function useTabDirty(dirty: boolean): void {
  const { key } = useTabHost();
  const { setDirty } = useAdminTabs();
  // A screen may hold several forms (a product and its specifications): the tab is unsaved while any of them is.
  const source = useId();
  useEffect(() => {
    if (!key) return;
    setDirty(key, dirty, source);
    return () => setDirty(key, false, source);
  }, [key, dirty, setDirty, source]);
}

/** The one dialog that asks before unsaved changes are thrown away: `body` says what would lose them, `discard` labels the button that does it. */
export function useDiscardDialog(): (texts: { body: string; discard: string }, onDiscard: () => void) => void {
  const { modal } = App.useApp();
  const { t } = useTranslation();
  return useCallback(
    ({ body, discard }, onDiscard) => {
      modal.confirm({
        title: t("tabs.unsavedTitle"),
        content: body,
        okText: discard,
        okButtonProps: { danger: true },
        cancelText: t("tabs.keepEditing"),
        onOk: onDiscard,
      });
    },
    [modal, t],
  );
}

/** Calls `onReturn` whenever the host tab comes back to the front (not on first show). */
export function useOnTabReturn(onReturn: () => void): void {
  const { active } = useTabHost();
  const wasActive = useRef(active);
  const returned = useEffectEvent(() => onReturn());
  useEffect(() => {
    if (active && !wasActive.current) returned();
    wasActive.current = active;
  }, [active]);
}

export function TabsProvider({ children }: { children: ReactNode }) {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const key = pathname.replace(/\/+$/, "") || HOME_PATH;
  const current = useMemo(() => ({ key, url: key + search }), [key, search]);
  const [stored, setStored] = useState<AdminTab[]>(loadTabs);
  const [titles, setTitles] = useState<Record<string, string>>({});
  /** Tab key → the forms in it holding unsaved changes. */
  const dirtySources = useRef(new Map<string, Set<string>>());
  /** The tabs with unsaved changes, as rendered (dirtySources' keys, read by handlers at once). */
  const [unsavedKeys, setUnsavedKeys] = useState<ReadonlySet<string>>(() => new Set());
  const unsaved = unsavedKeys.size > 0;
  const askDiscard = useDiscardDialog();
  const { t } = useTranslation();
  useUnloadWarning(unsaved);

  const setDirty = useCallback((tabKey: string, dirty: boolean, source = tabKey) => {
    const sources = dirtySources.current.get(tabKey) ?? new Set<string>();
    if (dirty) sources.add(source);
    else sources.delete(source);
    if (sources.size) dirtySources.current.set(tabKey, sources);
    else dirtySources.current.delete(tabKey);
    setUnsavedKeys(new Set(dirtySources.current.keys()));
  }, []);

  /** Runs `action` at once, or after a confirmation when any of `keys` has unsaved changes. */
  const confirmDiscard = useCallback(
    (keys: string[], action: () => void) => {
      if (!keys.some((candidate) => dirtySources.current.has(candidate))) return action();
      askDiscard({ body: t("tabs.unsavedBody"), discard: t("tabs.discard") }, () => {
        keys.forEach((candidate) => dirtySources.current.delete(candidate));
        setUnsavedKeys(new Set(dirtySources.current.keys()));
        action();
      });
    },
    [askDiscard, t],
  );
  // A tab being closed while it is still the URL must not be re-added before the navigation lands.
  const [closing, setClosing] = useState<string | null>(null);
  // The navigation away from a closed tab has landed: forget it (state adjusted during render).
  if (closing && closing !== key) setClosing(null);
  const tabs = useMemo(() => (closing === current.key ? stored : withCurrent(stored, current, unsavedKeys)), [stored, current, closing, unsavedKeys]);
  // Keep the visited URL in state so the tab remembers it after the user moves on.
  if (tabs !== stored) setStored(tabs);

  useEffect(() => {
    saveTabs(tabs);
  }, [tabs]);

  const close = useCallback(
    (target: string) => {
      if (target === HOME_PATH) return;
      confirmDiscard([target], () => {
        const index = tabs.findIndex((tab) => tab.key === target);
        const remaining = tabs.filter((tab) => tab.key !== target);
        setStored(remaining);
        if (target === key) {
          setClosing(target);
          const neighbour = remaining[Math.max(0, index - 1)] ?? home;
          navigate(neighbour.url);
        }
      });
    },
    [tabs, key, navigate, confirmDiscard],
  );

  const closeOthers = useCallback(
    (keep: string) => {
      const closed = tabs.filter((tab) => tab.key !== HOME_PATH && tab.key !== keep).map((tab) => tab.key);
      confirmDiscard(closed, () => {
        const kept = tabs.filter((tab) => tab.key === HOME_PATH || tab.key === keep);
        setStored(kept);
        if (!kept.some((tab) => tab.key === key)) navigate(kept[kept.length - 1]?.url ?? HOME_PATH);
      });
    },
    [tabs, key, navigate, confirmDiscard],
  );

  const closeAll = useCallback(() => {
    confirmDiscard(
      tabs.map((tab) => tab.key),
      () => {
        setStored([home]);
        if (key !== HOME_PATH) {
          setClosing(key);
          navigate(HOME_PATH);
        }
      },
    );
  }, [tabs, key, navigate, confirmDiscard]);

  const leave = useCallback(
    (url: string) => {
      setClosing(key);
      setStored(tabs.filter((tab) => tab.key !== key || key === HOME_PATH));
      navigate(url);
    },
    [tabs, key, navigate],
  );

  const setTitle = useCallback((tabKey: string, title: string | null) => {
    setTitles((previous) => {
      if ((previous[tabKey] ?? null) === title) return previous;
      const next = { ...previous };
      if (title === null) delete next[tabKey];
      else next[tabKey] = title;
      return next;
    });
  }, []);

  const value = useMemo(
    () => ({ tabs, activeKey: key, titles, close, closeOthers, closeAll, leave, setTitle, setDirty }),
    [tabs, key, titles, close, closeOthers, closeAll, leave, setTitle, setDirty],
  );
  return <TabsContext.Provider value={value}>{children}</TabsContext.Provider>;
}
