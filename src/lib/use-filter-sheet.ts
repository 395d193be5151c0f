import { useCallback, useEffect, useRef, useState } from "react";

/** Where the product list's results start: the address a filter form lands on without JavaScript, and the heading focused with it. */
export const RESULTS_ID = "results";
/** The filter panel, which phones open as a sheet (by this fragment without JavaScript). */
export const FILTERS_ID = "filters";

/**
 * The product list's filter sheet on phones (decision 086): opened by the Filters button, a modal dialog
 * that keeps the focus inside, closes with Escape or its close button, and hands the focus back to the button, or to the
 * results when the visitor asked to see them.
 */
export function useFilterSheet() {
  const [open, setOpen] = useState(false);
  const sheetRef = useRef<HTMLElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const resultsRef = useRef<HTMLHeadingElement>(null);

  const close = useCallback(({ toResults = false } = {}) => {
    setOpen(false);
    if (!toResults) {
      toggleRef.current?.focus();
      return;
    }
    const results = resultsRef.current;
    if (!results) return;
    results.focus({ preventScroll: true });
    // The results' section, with its Filters button and order, below the sticky header (its scroll margin).
    (results.closest(`#${RESULTS_ID}`) ?? results).scrollIntoView({ block: "start", behavior: "instant" });
  }, []);

  useEffect(() => {
    if (!open) return;
    const sheet = sheetRef.current;
    sheet?.querySelector<HTMLElement>("[data-sheet-title]")?.focus();
    document.documentElement.classList.add("has-sheet");
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") close();
      if (event.key !== "Tab" || !sheet) return;
      const focusable = [...sheet.querySelectorAll<HTMLElement>("a[href], button, input, select, [tabindex='-1']")].filter(
        (element) => !element.hasAttribute("disabled") && element.offsetParent !== null,
      );
      const first = focusable[0];
      const last = focusable.at(-1);
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last?.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first?.focus();
      }
    };
    document.addEventListener("keydown", onKey);
    return () => {
      document.removeEventListener("keydown", onKey);
      document.documentElement.classList.remove("has-sheet");
    };
  }, [open, close]);

  return { open, show: () => setOpen(true), close, sheetRef, toggleRef, resultsRef };
}
