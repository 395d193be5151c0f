import { useEffect, useLayoutEffect, useRef } from "react";
import { useTabHost } from "./tabs.tsx";

/** Ctrl+S (Cmd+S on a Mac): true for the save chord, whatever the keyboard layout's case. */
export function isSaveChord(event: Pick<KeyboardEvent, "key" | "ctrlKey" | "metaKey" | "altKey" | "shiftKey">): boolean {
  return (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey && event.key.toLowerCase() === "s";
}

/**
 * Ctrl+S / Cmd+S saves the form of the visible tab instead of the browser saving the page
 *. Hidden tabs stay mounted, so only the active one listens.
 */
export function useSaveShortcut(save: () => void, enabled = true): void {
  const { active } = useTabHost();
  const latest = useRef(save);
  useLayoutEffect(() => {
    latest.current = save;
  });
  useEffect(() => {
    if (!active || !enabled) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isSaveChord(event) || event.repeat) return;
      event.preventDefault();
      latest.current();
    };
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, [active, enabled]);
}
