import { LocalLink } from "#src/components/local-link.tsx";
import { ResponsiveImage } from "#src/components/responsive-image.tsx";
import { useEffect, useRef } from "react";
import { useLocation } from "react-router";
import { useTranslation } from "#src/lib/i18n-react.tsx";
import { stripLocale, type Locale } from "#domain/locales.ts";
import { displayName } from "#domain/localized.ts";
import { trayLabels } from "#src/lib/tray-labels.ts";
import { useLocale } from "#src/lib/use-locale.ts";
import { MAX_COMPARE, comparePath, useCompare } from "#src/state/compare.ts";

/**
 * Each product's name in `locale` (the same fallback as the pages), from the public API, and the ids it answers
 * 404 for (gone since they were chosen); one it cannot reach is in neither.
 */
async function namesIn(ids: number[], locale: Locale): Promise<{ names: Map<number, string>; gone: number[] }> {
  const names = new Map<number, string>();
  const gone: number[] = [];
  await Promise.all(
    ids.map(async (id) => {
      const response = await fetch(`/api/commodities/${id}`, { headers: { Accept: "application/json" } }).catch(() => undefined);
      if (response?.status === 404) gone.push(id);
      if (!response?.ok) return;
      const { data } = (await response.json()) as { data: object };
      names.set(id, displayName(data, locale));
    }),
  );
  return { names, gone };
}

/**
 * Publishes the tray's height on <html> as --compare-tray-height, kept up to date as it changes (it wraps
 * differently in each language and at each width): the page's styles keep its end, focused fields, the
 * back-to-top button and the notices clear of the tray with it.
 */
function publishHeight(tray: HTMLElement | null) {
  if (!tray) return;
  const root = document.documentElement;
  const observer = new ResizeObserver(() => {
    root.style.setProperty("--compare-tray-height", `${Math.ceil(tray.getBoundingClientRect().height)}px`);
  });
  observer.observe(tray);
  return () => {
    observer.disconnect();
    root.style.removeProperty("--compare-tray-height");
  };
}

/**
 * After a keyboard removal, focus goes to the item that took the removed one's place, else the one before, else the
 * tray's heading, or the page's main content once the tray is gone (never to the page body).
 */
function useFocusAfterRemoval(count: number) {
  const list = useRef<HTMLUListElement>(null);
  const heading = useRef<HTMLParagraphElement>(null);
  const removedAt = useRef<number | null>(null);
  useEffect(() => {
    const index = removedAt.current;
    if (index === null) return;
    removedAt.current = null;
    const buttons = list.current?.querySelectorAll<HTMLElement>(".compare-tray__remove") ?? [];
    (buttons[Math.min(index, buttons.length - 1)] ?? heading.current)?.focus();
  }, [count]);
  const removed = (index: number) => {
    removedAt.current = index;
  };
  return { list, heading, removed };
}

/** Moves focus to the page's main content (the tray has just closed under it). */
function focusMain() {
  const main = document.getElementById("main");
  if (!main) return;
  if (!main.hasAttribute("tabindex")) main.setAttribute("tabindex", "-1");
  main.focus({ preventScroll: true });
}

/**
 * The products chosen for comparison, fixed at the bottom of every public page while there are any; on the comparison
 * page itself it stands after the page instead, so it never covers the table.
 */
export function CompareTray() {
  const { t } = useTranslation("public");
  const compare = useCompare();
  const locale = useLocale();
  const onComparePage = stripLocale(useLocation().pathname) === "/compare";
  const { list, heading, removed } = useFocusAfterRemoval(compare.items.length);
  // A product chosen on a page in another language is renamed in this one.
  const foreign = compare.items
    .filter((item) => item.locale !== locale)
    .map((item) => item.id)
    .join(",");
  const { rename, forget } = compare;
  useEffect(() => {
    if (!foreign) return;
    let current = true;
    void namesIn(foreign.split(",").map(Number), locale).then(({ names, gone }) => {
      if (!current) return;
      if (names.size) rename(names, locale);
      if (gone.length) forget(gone);
    });
    return () => {
      current = false;
    };
  }, [foreign, locale, rename, forget]);

  if (!compare.items.length) return null;
  const labels = trayLabels(compare.items.map((item) => item.name));
  const remove = (id: number, index: number) => {
    if (compare.items.length === 1) focusMain();
    else removed(index);
    compare.remove(id);
  };
  return (
    <aside
      className={onComparePage ? "compare-tray compare-tray--in-flow" : "compare-tray"}
      aria-label={t("compare.trayLabel")}
      ref={onComparePage ? undefined : publishHeight}
    >
      <div className="container compare-tray__inner">
        <p className="compare-tray__count" ref={heading} tabIndex={-1}>
          {t("compare.count", { count: compare.items.length, max: MAX_COMPARE })}
        </p>
        <ul className="compare-tray__items" ref={list}>
          {compare.items.map((item, index) => (
            <li key={item.id} className="compare-tray__item">
              <ResponsiveImage src={item.image} alt="" sizes="40px" className="compare-tray__image" />
              <span className="compare-tray__name" title={item.name}>
                {labels[index]}
              </span>
              <button
                type="button"
                className="compare-tray__remove"
                aria-label={t("compare.remove", { name: item.name })}
                onClick={() => remove(item.id, index)}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
        <div className="compare-tray__actions">
          {!onComparePage && (
            <LocalLink to={comparePath(compare.items.map((i) => i.id))} className="button button--primary">
              {t("compare.open")}
            </LocalLink>
          )}
          <button type="button" className="button" onClick={compare.clear}>
            {t("compare.clear")}
          </button>
        </div>
      </div>
    </aside>
  );
}
