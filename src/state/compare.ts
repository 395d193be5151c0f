import { atom, useAtom } from "jotai";
import { useEffect } from "react";

/** Products collected for side-by-side comparison (issue 10), kept across pages in localStorage. */
export interface CompareItem {
  id: number;
  name: string;
  image: string;
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
    clear: () => update([]),
  };
}

/** /compare?ids=5,12,19 (language-neutral; render through LocalLink). */
export function comparePath(ids: readonly number[]): string {
  return `/compare?ids=${ids.join(",")}`;
}
