import { Link, useLocation } from "react-router";
import type { Facet } from "#server/services/facets.ts";
import { Icon, icons } from "#src/components/icons.tsx";
import { SEARCH_PARAM } from "#src/components/layout/search-box.tsx";
import type { CategoryView } from "#src/lib/category-view.ts";
import { useTranslation } from "#src/lib/i18n-react.tsx";
import { formatNumber } from "#domain/specs.ts";
import { useLocale } from "#src/lib/use-locale.ts";

/** The name of every category in `ids`, found anywhere in the tree, in the tree's order. */
function categoryNames(tree: CategoryView[], ids: number[]): string[] {
  const names: string[] = [];
  const walk = (nodes: CategoryView[]) => {
    for (const node of nodes) {
      if (ids.includes(node.id)) names.push(node.name);
      else walk(node.child ?? []);
    }
  };
  walk(tree);
  return names;
}

/**
 * Above the results: which filters the list applies (categories, including one chosen by a link's
 * hidden ?sortid=, and specification filters), with one link that clears them all and keeps the search
 *. A link, so it works without JavaScript.
 */
export function AppliedFilters({ categories, selected, facets, term }: { categories: CategoryView[]; selected: number[]; facets: Facet[]; term: string }) {
  const { t } = useTranslation("public");
  const locale = useLocale();
  const { pathname } = useLocation();
  const applied = [
    ...categoryNames(categories, selected),
    ...facets.flatMap((facet) => {
      const unit = facet.unit ? ` ${facet.unit}` : "";
      const number = (value: number) => formatNumber(value, locale, facet.decimals);
      const { from, to } = facet.range ?? {};
      if (from !== undefined && to !== undefined) return [`${facet.label}: ${number(from)}–${number(to)}${unit}`];
      if (from !== undefined) return [`${facet.label}: ≥ ${number(from)}${unit}`];
      if (to !== undefined) return [`${facet.label}: ≤ ${number(to)}${unit}`];
      const checked = (facet.options ?? []).filter((option) => option.checked).map((option) => option.label);
      return checked.length ? [`${facet.label}: ${checked.join(", ")}`] : [];
    }),
  ];
  if (!applied.length) return null;
  const cleared = term ? `${pathname}?${new URLSearchParams([[SEARCH_PARAM, term]])}` : pathname;
  return (
    <div className="applied-filters" role="status">
      <span className="applied-filters__title">{t("products.appliedFilters")}</span>
      <ul className="applied-filters__list">
        {applied.map((label) => (
          <li key={label} className="applied-filters__item">
            {label}
          </li>
        ))}
      </ul>
      <Link to={cleared} className="applied-filters__clear">
        <Icon name={icons.close} size={16} /> {t(term ? "products.clearFiltersKeepSearch" : "products.clearFilters")}
      </Link>
    </div>
  );
}
