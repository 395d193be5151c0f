import { LocalLink } from "#src/components/local-link.tsx";
import { ResponsiveImage } from "#src/components/responsive-image.tsx";
import { useTranslation } from "#src/lib/i18n-react.tsx";
import { MAX_COMPARE, comparePath, useCompare } from "#src/state/compare.ts";

/** The products chosen for comparison, fixed at the bottom of every public page while there are any. */
export function CompareTray() {
  const { t } = useTranslation("public");
  const compare = useCompare();
  if (!compare.items.length) return null;
  return (
    <aside className="compare-tray" aria-label={t("compare.trayLabel")}>
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
