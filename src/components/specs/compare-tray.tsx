import { LocalLink } from "#src/components/local-link.tsx";
import { ResponsiveImage } from "#src/components/responsive-image.tsx";
import { useEffect } from "react";
import { useTranslation } from "#src/lib/i18n-react.tsx";
import type { Locale } from "#src/lib/locales.ts";
import { displayName } from "#src/lib/localized.ts";
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

/** The products chosen for comparison, fixed at the bottom of every public page while there are any. */
export function CompareTray() {
  const { t } = useTranslation("public");
  const compare = useCompare();
  const locale = useLocale();
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
  return (
    <aside className="compare-tray" aria-label={t("compare.trayLabel")} ref={publishHeight}>
      <div className="container compare-tray__inner">
        <p className="compare-tray__count">{t("compare.count", { count: compare.items.length, max: MAX_COMPARE })}</p>
        <ul className="compare-tray__items">
          {compare.items.map((item) => (
            <li key={item.id} className="compare-tray__item">
              <ResponsiveImage src={item.image} alt="" sizes="40px" className="compare-tray__image" />
              <span className="compare-tray__name">{item.name}</span>
              <button
                type="button"
                className="compare-tray__remove"
                aria-label={t("compare.remove", { name: item.name })}
                onClick={() => compare.remove(item.id)}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
        <div className="compare-tray__actions">
          <LocalLink to={comparePath(compare.items.map((i) => i.id))} className="button button--primary">
            {t("compare.open")}
          </LocalLink>
          <button type="button" className="button" onClick={compare.clear}>
            {t("compare.clear")}
          </button>
        </div>
      </div>
    </aside>
  );
}
