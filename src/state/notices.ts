import { useSetAtom } from "jotai";
import { useCallback } from "react";
import { noticesAtom, type Notice } from "./ui.ts";

export const NOTICE_DURATION_MS = 6000;
let nextId = 1;

/** Shows a toast bottom right; it disappears after NOTICE_DURATION_MS or when closed. */
export function useNotify(): (notice: Omit<Notice, "id">) => void {
  const setNotices = useSetAtom(noticesAtom);
  return useCallback(
    (notice) => {
      const id = nextId++;
      setNotices((list) => [...list, { ...notice, id }]);
      setTimeout(() => setNotices((list) => list.filter((n) => n.id !== id)), NOTICE_DURATION_MS);
    },
    [setNotices],
  );
}
