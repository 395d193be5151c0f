import { useEffect } from "react";

/**
 * While `active`, a reload or close of the browser tab asks first (the browser's own prompt).
 * The listener exists only then: a page with a beforeunload listener is kept out of the back/forward cache.
 */
export function useUnloadWarning(active: boolean): void {
  useEffect(() => {
    if (!active) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [active]);
}
