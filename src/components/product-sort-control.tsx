import { useId } from "react";
import { useLocation, useNavigate } from "react-router";
import { useTranslation } from "#src/lib/i18n-react.tsx";
import { SORT_PARAM } from "#domain/product-sort.ts";

export interface SortOption {
  value: string;
  label: string;
}

/**
 * The list's order (decision 086): a GET form whose select keeps every other parameter of the list, so it works without
 * JavaScript (its button sends it); with JavaScript a choice applies at once. The order lives in the URL (?sort=).
 */
export function ProductSortControl({ options, value }: { options: SortOption[]; value: string }) {
  const { t } = useTranslation("public");
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const id = useId();
  // The list's other parameters ride along; a new order starts at page 1.
  const kept = [...new URLSearchParams(search)].filter(([name]) => name !== SORT_PARAM && name !== "page");

  const onChange = (next: string) => {
    const params = new URLSearchParams(kept);
    if (next && next !== "relevance") params.set(SORT_PARAM, next);
    void navigate(`${pathname}?${params}`, { preventScrollReset: true });
  };

  return (
    <form method="get" action={`${pathname}#results`} className="sort-control" data-testid="sort-control">
      {kept.map(([name, v], index) => (
        <input key={`${name}-${index}`} type="hidden" name={name} value={v} />
      ))}
      <label htmlFor={id} className="sort-control__label">
        {t("products.sort.label")}
      </label>
      <select id={id} name={SORT_PARAM} value={value} onChange={(event) => onChange(event.currentTarget.value)}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {/* Without scripts the order is sent by this button; with them the select applies it (CSS hides it from the first paint). */}
      <button type="submit" className="button sort-control__apply">
        {t("products.sort.apply")}
      </button>
    </form>
  );
}
