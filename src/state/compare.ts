import { atom, useAtom } from "jotai";
import { useCallback, useEffect } from "react";
import { isLocale, type Locale } from "#domain/locales.ts";

/** Products collected for side-by-side comparison, kept across pages in localStorage. */
export interface CompareItem {
  id: number;
  name: string;
  image: string;
  /** The language `name` is in; the tray renames an item chosen on a page in another language. */
  locale?: Locale;
}

/** At most this many products side by side: four columns still fit a laptop and scroll on a phone. */
export const MAX_COMPARE = 4;
export const COMPARE_STORAGE_KEY = "fantai.compare";

/** Empty on the server and in the first render (no hydration mismatch); filled from storage after mount. */
export const compareAtom = atom<CompareItem[]>([]);
const loadedAtom = atom(false);

function readStored(): CompareItem[] {
  try {
    const parsed: unknown = JSON.parse(window.localStorage.getItem(COMPARE_STORAGE_KEY) ?? "[]");
    if (!Array.isArray(parsed)) return [];
    return parsed
      .filter((item): item is CompareItem => typeof item?.id === "number" && typeof item?.name === "string" && typeof item?.image === "string")
      .map((item) => ({ id: item.id, name: item.name, image: item.image, locale: isLocale(item.locale) ? item.locale : undefined }))
      .slice(0, MAX_COMPARE);
  } catch {
    return [];
  }
}

function store(items: CompareItem[]): void {
  try {
    window.localStorage.setItem(COMPARE_STORAGE_KEY, JSON.stringify(items));
  } catch {
    // Private mode or full storage: the selection lasts for this page only.
  }
}

/** The comparison list with add/remove; every component using it stays in step, across tabs too. */
export function useCompare() {
  const [items, setItems] = useAtom(compareAtom);
  const [loaded, setLoaded] = useAtom(loadedAtom);
  useEffect(() => {
    if (!loaded) {
      setItems(readStored());
      setLoaded(true);
    }
    const onStorage = (event: StorageEvent) => {
      if (event.key === COMPARE_STORAGE_KEY) setItems(readStored());
    };
    window.addEventListener("storage", onStorage);
    return () => window.removeEventListener("storage", onStorage);
  }, [loaded, setItems, setLoaded]);

  /** New names (by id) in `locale`, for the items that have one; the same function on every render. */
  const rename = useCallback(
    (names: ReadonlyMap<number, string>, locale: Locale) =>
      setItems((current) => {
        const next = current.map((item) => (names.has(item.id) ? { ...item, name: names.get(item.id)!, locale } : item));
        store(next);
        return next;
      }),
    [setItems],
  );
  /** Drops the products the site no longer shows (deleted or unpublished since they were chosen). */
  const forget = useCallback(
    (ids: readonly number[]) =>
      setItems((current) => {
        const next = current.filter((item) => !ids.includes(item.id));
        if (next.length === current.length) return current;
        store(next);
        return next;
      }),
    [setItems],
  );
  const update = (next: CompareItem[]) => {
    setItems(next);
    store(next);
  };
  return {
    items,
    has: (id: number) => items.some((item) => item.id === id),
    full: items.length >= MAX_COMPARE,
    add: (item: CompareItem) => {
      if (items.some((i) => i.id === item.id) || items.length >= MAX_COMPARE) return;
      update([...items, item]);
    },
    remove: (id: number) => update(items.filter((item) => item.id !== id)),
    rename,
    forget,
    clear: () => update([]),
  };
}

/** /compare?ids=5,12,19 (language-neutral; render through LocalLink). */
export function comparePath(ids: readonly number[]): string {
  return `/compare?ids=${ids.join(",")}`;
}
