import { useTranslation } from "#src/lib/i18n-react.tsx";
import { useLocale } from "#src/lib/use-locale.ts";
import { MAX_COMPARE, comparePath, useCompare, type CompareItem } from "#src/state/compare.ts";
import { LocalLink } from "../local-link.tsx";

/**
 * Adds a product to the comparison, or takes it out; says so when four are already chosen. Without JavaScript
 * the button could do nothing (the list lives in the browser's storage): it is hidden, and a link opens the
 * comparison with this product, where more can be added (routes/compare.tsx).
 */
export function CompareToggle({ product, large = false }: { product: CompareItem; large?: boolean }) {
  const { t } = useTranslation("public");
  const compare = useCompare();
  const locale = useLocale();
  const chosen = compare.has(product.id);
  const blocked = !chosen && compare.full;
  const look = large ? " button button--large" : "";
  return (
    <>
      <button
        type="button"
        className={`compare-toggle compare-toggle--script${look}${chosen ? " is-on" : ""}`}
        aria-pressed={chosen}
        disabled={blocked}
        title={blocked ? t("compare.full", { max: MAX_COMPARE }) : undefined}
        data-compare-id={product.id}
        onClick={() => (chosen ? compare.remove(product.id) : compare.add({ ...product, locale }))}
      >
        <span className="compare-toggle__box" aria-hidden="true">
          {chosen ? "✓" : "+"}
        </span>
        <span>{t("compare.toggle")}</span>
        <span className="visually-hidden">: {product.name}</span>
      </button>
      <noscript>
        <LocalLink to={comparePath([product.id])} className={`compare-toggle compare-toggle--link${look}`}>
          <span className="compare-toggle__box" aria-hidden="true">
            +
          </span>
          <span>{t("compare.toggle")}</span>
          <span className="visually-hidden">: {product.name}</span>
        </LocalLink>
      </noscript>
    </>
  );
}
