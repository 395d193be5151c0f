import { useTranslation } from "#src/lib/i18n-react.tsx";
import { useLocale } from "#src/lib/use-locale.ts";
import { MAX_COMPARE, useCompare, type CompareItem } from "#src/state/compare.ts";

/** Adds a product to the comparison, or takes it out; says so when four are already chosen. */
export function CompareToggle({ product, large = false }: { product: CompareItem; large?: boolean }) {
  const { t } = useTranslation("public");
  const compare = useCompare();
  const locale = useLocale();
  const chosen = compare.has(product.id);
  const blocked = !chosen && compare.full;
  return (
    <button
      type="button"
      className={`compare-toggle${large ? " button button--large" : ""}${chosen ? " is-on" : ""}`}
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
  );
}
