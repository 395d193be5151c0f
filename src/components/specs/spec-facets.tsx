import type { KeyboardEvent } from "react";
import { useLocation, useNavigate } from "react-router";
import type { Facet } from "#server/services/facets.ts";
import { useTranslation } from "#src/lib/i18n-react.tsx";
import { FILTER_PREFIX, formatNumber } from "#domain/specs.ts";
import { useIntendedSearch } from "#src/lib/use-intended-search.ts";
import { useLocale } from "#src/lib/use-locale.ts";

/** The current URL's search with `name` set to `values` (none: removed), back on page 1. */
export function withParam(search: string, name: string, values: string[]): string {
  const params = new URLSearchParams(search);
  params.delete(name);
  params.delete("page");
  for (const value of values) params.append(name, value);
  return params.toString();
}

/** The f.* parameters of a URL, to carry them along when something else changes. */
export function specParams(search: string): [string, string][] {
  return [...new URLSearchParams(search)].filter(([name]) => name.startsWith(FILTER_PREFIX));
}

/**
 * Specification filters beside the category tree: number ranges (from/to) and checkboxes with counts.
 * They are fields of the list's GET form, so without JavaScript 'Apply filters' submits them; with
 * JavaScript each change navigates at once (a new history entry: back undoes it).
 */
export function SpecFacets({ facets, hasCategory }: { facets: Facet[]; hasCategory: boolean }) {
  const { t } = useTranslation("public");
  const locale = useLocale();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { search, pending } = useIntendedSearch();
  // flushSync: the pending address is drawn with the click, so a ticked box never shows unticked for a frame.
  const go = (name: string, values: string[]) => navigate(`${pathname}?${withParam(search, name, values)}`, { preventScrollReset: true, flushSync: true });
  // While a list is on its way, the boxes show what was asked for rather than what the last list had.
  const intended = new URLSearchParams(search);
  const isChecked = (name: string, option: { value: string; checked: boolean }) => (pending ? intended.getAll(name).includes(option.value) : option.checked);

  if (!hasCategory) return <p className="facets__hint">{t("specs.facetsHint")}</p>;
  if (!facets.length) return null;

  const onRange = (name: string, current: number | undefined) => (event: { currentTarget: HTMLInputElement }) => {
    const raw = event.currentTarget.value.trim();
    const next = raw === "" ? undefined : Number(raw);
    if (next === current || (next !== undefined && !Number.isFinite(next))) return;
    go(name, next === undefined ? [] : [String(next)]);
  };
  const onEnter = (name: string, current: number | undefined) => (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== "Enter") return;
    event.preventDefault();
    onRange(name, current)(event);
  };

  return (
    <fieldset className="facets">
      <legend className="field__label">{t("specs.facetsTitle")}</legend>
      {facets.map((facet) => {
        const id = `facet-${facet.key}`;
        if (facet.range) {
          const { min, max, count, from, to } = facet.range;
          const step = facet.decimals ? 1 / 10 ** facet.decimals : "any";
          return (
            <fieldset key={facet.key} className="facet" data-facet={facet.key}>
              <legend>
                {facet.label}
                {facet.unit && ` (${facet.unit})`}
              </legend>
              <div className="facet__range">
                <label htmlFor={`${id}-min`}>
                  {t("specs.from")}
                  <input
                    id={`${id}-min`}
                    type="number"
                    inputMode="decimal"
                    step={step}
                    name={`${FILTER_PREFIX}${facet.key}.min`}
                    defaultValue={from ?? ""}
                    key={`min-${from}`}
                    placeholder={formatNumber(min, locale, facet.decimals)}
                    onBlur={onRange(`${FILTER_PREFIX}${facet.key}.min`, from)}
                    onKeyDown={onEnter(`${FILTER_PREFIX}${facet.key}.min`, from)}
                  />
                </label>
                <label htmlFor={`${id}-max`}>
                  {t("specs.to")}
                  <input
                    id={`${id}-max`}
                    type="number"
                    inputMode="decimal"
                    step={step}
                    name={`${FILTER_PREFIX}${facet.key}.max`}
                    defaultValue={to ?? ""}
                    key={`max-${to}`}
                    placeholder={formatNumber(max, locale, facet.decimals)}
                    onBlur={onRange(`${FILTER_PREFIX}${facet.key}.max`, to)}
                    onKeyDown={onEnter(`${FILTER_PREFIX}${facet.key}.max`, to)}
                  />
                </label>
              </div>
              <p className="facet__meta">
                {t("specs.rangeHint", {
                  min: formatNumber(min, locale, facet.decimals),
                  max: formatNumber(max, locale, facet.decimals),
                  unit: facet.unit,
                  count,
                })}
              </p>
            </fieldset>
          );
        }
        const name = `${FILTER_PREFIX}${facet.key}`;
        const checked = facet.options!.filter((o) => isChecked(name, o)).map((o) => o.value);
        return (
          <fieldset key={facet.key} className="facet" data-facet={facet.key}>
            <legend>{facet.label}</legend>
            <ul className="facet__options">
              {facet.options!.map((option) => (
                <li key={option.value}>
                  <label className="checkbox">
                    <input
                      type="checkbox"
                      name={name}
                      value={option.value}
                      checked={checked.includes(option.value)}
                      onChange={(event) => go(name, event.target.checked ? [...checked, option.value] : checked.filter((v) => v !== option.value))}
                    />
                    <span>
                      {option.label}
                      {facet.unit && facet.type === "choice" ? ` ${facet.unit}` : ""}
                      <span className="facet__count">({formatNumber(option.count, locale)})</span>
                    </span>
                  </label>
                </li>
              ))}
            </ul>
          </fieldset>
        );
      })}
    </fieldset>
  );
}
