import type { TextsHandle } from "#domain/public-messages.ts";
import { useId, useState, type ChangeEvent, type FormEvent } from "react";
import { useTranslation } from "#src/lib/i18n-react.tsx";
import { data, Link, useLocation, useNavigate } from "react-router";
import type { Route } from "./+types/products.ts";
import { NO_MODEL_PARAM } from "#domain/short-links.ts";
import { displayImage } from "#domain/localized.ts";
import type { ProductView } from "#server/services/catalogue.ts";
import { Icon, icons } from "#src/components/icons.tsx";
import { SEARCH_PARAM, useSyncSearchValue } from "#src/components/layout/search-box.tsx";
import { PageHeader } from "#src/components/page-header.tsx";
import { Pager } from "#src/components/pager.tsx";
import { MAX_PLACEHOLDER_PAGES, PlaceholderCards } from "#src/components/placeholder-cards.tsx";
import { AppliedFilters } from "#src/components/applied-filters.tsx";
import { ProductCard } from "#src/components/product-card.tsx";
import { ListPosterTiles } from "#src/components/promotions/list-poster-tiles.tsx";
import { SpecFacets, specParams } from "#src/components/specs/spec-facets.tsx";
import { useIntendedSearch } from "#src/lib/use-intended-search.ts";
import { appContext } from "#src/lib/app-context.ts";
import { parseIdList, selectionFromSortId, toggleCategory, toggleExpanded, type CategorySelection } from "#src/lib/category-selection.ts";
import { findParent } from "#domain/category-tree.ts";
import { localeFromPath, type Locale } from "#domain/locales.ts";
import { pageMeta } from "#src/lib/meta.ts";
import { parsePageParam } from "#src/lib/page-counter.ts";
import { posterImages, toPosterView, withPosterAlts } from "#src/lib/poster-view.ts";
import { uncleanListRedirect } from "#src/lib/redirect-rules.ts";
import { toProductSummary } from "#src/lib/product-view.ts";
import { LIST_POSTER_TILE_LIMIT } from "#src/lib/promotions.ts";
import { usePublicLayoutData } from "#src/lib/root-data.ts";
import { useInfiniteList } from "#src/lib/use-infinite-list.ts";
import { useLocale } from "#src/lib/use-locale.ts";
import { filterParams, orderedBounds } from "#domain/specs.ts";
import { parseProductSort, RELEVANCE, SORT_PARAM, sortValue } from "#domain/product-sort.ts";
import { ProductSortControl } from "#src/components/product-sort-control.tsx";
import { FILTERS_ID, RESULTS_ID, useFilterSheet } from "#src/lib/use-filter-sheet.ts";
import { useHydrated } from "#src/lib/use-hydrated.ts";
import specsStyles from "#src/styles/specs.css?url";
import promotionsStyles from "#src/styles/promotions.css?url";
import cardsStyles from "#src/styles/cards.css?url";
import catalogueStyles from "#src/styles/catalogue.css?url";
import type { StylesHandle } from "#src/lib/inline-stylesheet.tsx";

/** The sections of the public texts this page uses (decision 094). */
export const handle: TextsHandle & StylesHandle = {
  texts: ["products", "promotions", "specs"],
  stylesheets: [specsStyles, promotionsStyles, cardsStyles, catalogueStyles],
};

/** product rules §9: product list page size. */
export const PRODUCT_PAGE_SIZE = 9;
/** Checked categories in the URL: ?type=3&type=4. */
export const TYPE_PARAM = "type";

export async function loader({ url, context }: Route.LoaderArgs) {
  const locale = localeFromPath(url.pathname);
  const { catalogue, content, specs, facets, mediaLibrary } = context.get(appContext).services;
  const tree = await catalogue.getCategoryTree();
  const term = (url.searchParams.get(SEARCH_PARAM) ?? "").trim().slice(0, 100);
  const unclean = uncleanListRedirect(url, ["page", "sortid"]);
  if (unclean) throw unclean;
  const page = parsePageParam(url.searchParams.get("page"));

  // Checked boxes (?type=) win; otherwise product rules §4's rule for ?sortid=.
  const checked = parseIdList(url.searchParams.getAll(TYPE_PARAM));
  const selection: CategorySelection = url.searchParams.has(TYPE_PARAM)
    ? {
        selected: checked,
        expanded: [
          ...new Set(checked.map((id) => (tree.some((t) => t.id === id) ? id : findParent(tree, id)?.id)).filter((id): id is number => id !== undefined)),
        ],
      }
    : selectionFromSortId(tree, url.searchParams.get("sortid"));

  // Specification filters (f.*, decision 046): what cannot be read is ignored, never a 500. Only the selected
  // categories' own specifications apply: one kept from another category would empty the list with no box to untick.
  // A range typed the wrong way round is read as meant, rather than as an empty list.
  const { filters: asked, errors: filterErrors } = await specs.readSpecFilters([...url.searchParams]);
  const selectionKeys = new Set(asked.length && selection.selected.length ? (await specs.attributesForSelection(selection.selected)).map((a) => a.key) : []);
  const filters = asked.filter((filter) => selectionKeys.has(filter.key)).map(orderedBounds);
  const listFilter = {
    commodityTypeIds: selection.selected.length ? selection.selected : undefined,
    search: term ? { locale, term } : undefined,
    specs: filters,
  };
  // The order (decision 086): one that cannot be read leaves the usual order, and the page says so.
  const asSorted = parseProductSort(url.searchParams.get(SORT_PARAM));
  const order = asSorted && (await specs.listOrderOf(asSorted));
  const sort = order === "unknown" || !asSorted ? RELEVANCE : asSorted;
  const [result, specFacets, sortable] = await Promise.all([
    catalogue.listProducts({ page, perPage: PRODUCT_PAGE_SIZE, ...listFilter, order: order === "unknown" ? undefined : order }),
    facets.specFacets(listFilter, locale),
    facets.sortableSpecs(listFilter, locale, asSorted?.kind === "spec" ? asSorted.key : undefined),
  ]);
  if (page > 1 && page > result.pagination.total_pages) throw data(null, { status: 404, statusText: "This page could not be found" });
  const promotions = (await content.listPosterLike("listPosters", LIST_POSTER_TILE_LIMIT)).map((p) => toPosterView(p, locale));
  // One lookup of the library's alt texts and focal points for the page's tiles and product cards (decision 096).
  const alts = await mediaLibrary.altTextsOf([...posterImages(promotions), ...result.data.map(displayImage)]);
  const noModel = url.searchParams.has(NO_MODEL_PARAM) && term !== "";
  return {
    promotions: withPosterAlts(promotions, alts, locale),
    products: result.data.map((p) => toProductSummary(p, locale, alts)),
    pagination: result.pagination,
    selection,
    term,
    facets: specFacets,
    /** The f.* parameters that filter the list (the next pages ask the API for the same). */
    appliedFilters: filterParams(filters),
    // No product with every word typed: the list holds the largest part of them that products have (decision 038, addendum).
    searchedFor: result.meta?.search.term,
    // Reached from a label's /m/{text} that names no model (decision 082).
    noModel,
    sort: sortValue(sort) ?? "relevance",
    sortSpecs: sortable,
    /** What of the address could not be read: the page says so rather than failing. */
    unreadable: { sort: sort !== asSorted, filters: Object.keys(filterErrors).length > 0 },
  };
}

export const meta: Route.MetaFunction = (args) => {
  const page = args.loaderData?.pagination.current_page ?? 1;
  return pageMeta(args, {
    title: page > 1 ? "products.titlePaged" : "products.title",
    description: "products.metaDescription",
    vars: { page },
    crumbs: [{ name: "products.title", path: "/products" }],
  });
};

function apiUrl(locale: Locale, selected: number[], term: string, filters: [string, string][], sort: string) {
  return (page: number) => {
    const params = new URLSearchParams([["page", String(page)], ["per_page", String(PRODUCT_PAGE_SIZE)], ...filters]);
    if (sort !== "relevance") params.set(SORT_PARAM, sort);
    if (selected.length) params.set("commodityTypeIds", selected.join(","));
    if (term) params.set(`${locale}_name`, term);
    return `/api/commodities?${params}`;
  };
}

export default function Products({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("public");
  const locale = useLocale();
  const { categories } = usePublicLayoutData();
  const { products, pagination, selection, term, facets, appliedFilters, searchedFor, sort, sortSpecs, unreadable } = loaderData;
  // The server's selection (from ?sortid= or ?type=) is where the checkboxes start, from the first render on.
  const [selected, setSelected] = useState(selection.selected);
  const [expanded, setExpanded] = useState(selection.expanded);
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const { search: intendedSearch, pending } = useIntendedSearch();
  const filterId = useId();
  useSyncSearchValue(term);
  const { open: sheetOpen, show: showSheet, close: closeSheet, sheetRef, toggleRef, resultsRef } = useFilterSheet();
  const hydrated = useHydrated();

  // The boxes follow the server's selection once its list has landed and no navigation is pending: a list that
  // lands just after the visitor ticked another box must not untick it while that box's own list is on its way.
  // Adjusted while rendering, not in an effect: an effect runs after the next click, and would undo that click.
  const [followedSelection, setFollowedSelection] = useState(selection);
  if (!pending && followedSelection !== selection) {
    setFollowedSelection(selection);
    setSelected(selection.selected);
    setExpanded(selection.expanded);
  }
  const checkedIds = selected;
  const openIds = expanded;

  const list = useInfiniteList({
    initialItems: products,
    initialPagination: pagination,
    pageUrl: apiUrl(locale, selection.selected, term, appliedFilters, sort),
    // A page the list loads as the visitor scrolls carries each card's focal point (decision 096).
    present: (raw: ProductView & { image_focus?: string | null }) => toProductSummary(raw, locale),
  });

  const remaining = list.counter.loading ? pagination.total - (pagination.current_page - 1) * PRODUCT_PAGE_SIZE - list.items.length : 0;

  const applySelection = (next: number[]) => {
    setSelected(next);
    const params = new URLSearchParams();
    for (const id of next) params.append(TYPE_PARAM, String(id));
    if (!next.length) params.set(TYPE_PARAM, "");
    if (term) params.set(SEARCH_PARAM, term);
    for (const [name, value] of specParams(intendedSearch)) params.append(name, value);
    if (sort !== "relevance") params.set(SORT_PARAM, sort);
    navigate(`${pathname}?${params}`, { preventScrollReset: true, replace: true });
  };
  // With JavaScript the form's search and 'Show N results' navigate here, then the visitor lands on the results.
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const params = new URLSearchParams(
      [...new FormData(event.currentTarget)].filter(([, value]) => value !== "").map(([name, value]) => [name, String(value)]),
    );
    void Promise.resolve(navigate(`${pathname}?${params}`, { preventScrollReset: true })).then(() => closeSheet({ toResults: true }));
  };
  const sortOptions = [
    { value: "relevance", label: t("products.sort.relevance") },
    { value: "newest", label: t("products.sort.newest") },
    ...sortSpecs.flatMap((spec) =>
      (["asc", "desc"] as const).map((direction) => ({ value: `${spec.key}.${direction}`, label: t(`products.sort.${direction}`, { label: spec.label }) })),
    ),
  ];
  const filterCount = selection.selected.length + appliedFilters.length + (term ? 1 : 0);
  const onCheck = (event: ChangeEvent<HTMLInputElement>) => applySelection(toggleCategory(checkedIds, Number(event.target.value), event.target.checked));

  const heading = term ? t("products.resultsFor", { term }) : t("products.title");
  return (
    <main id="main">
      <PageHeader title={heading} intro={t("products.intro")} crumbs={[{ label: t("products.title") }]} />
      <div className="container section catalogue">
        <aside
          id={FILTERS_ID}
          ref={sheetRef}
          className={sheetOpen ? "filters is-open" : "filters"}
          aria-labelledby={`${filterId}-title`}
          {...(sheetOpen ? { role: "dialog", "aria-modal": true } : {})}
        >
          <form method="get" action={`${pathname}#${RESULTS_ID}`} className="filters__form" onSubmit={onSubmit}>
            <div className="filters__head">
              <h2 id={`${filterId}-title`} className="filters__title" tabIndex={-1} data-sheet-title>
                {t("products.filterTitle")}
              </h2>
              {/* The sheet's way out on a phone: back to the results (a link without JavaScript). */}
              {hydrated ? (
                <button type="button" className="filters__close" onClick={() => closeSheet()} aria-label={t("products.sheet.close")}>
                  <Icon name={icons.close} size={22} />
                </button>
              ) : (
                <a href={`#${RESULTS_ID}`} className="filters__close" aria-label={t("products.sheet.close")}>
                  <Icon name={icons.close} size={22} />
                </a>
              )}
            </div>
            {sort !== "relevance" && <input type="hidden" name={SORT_PARAM} value={sort} />}
            <label htmlFor={`${filterId}-q`} className="field__label">
              {t("products.searchLabel")}
            </label>
            <div className="filters__search">
              <input
                id={`${filterId}-q`}
                type="search"
                name={SEARCH_PARAM}
                defaultValue={term}
                key={term}
                maxLength={100}
                placeholder={t("common:search.placeholder")}
              />
              <button type="submit" className="button button--primary button--icon" aria-label={t("common:search.submit")}>
                <Icon name={icons.search} size={18} />
              </button>
            </div>
            <fieldset className="category-filter">
              <legend className="field__label">{t("products.categories")}</legend>
              <ul>
                {categories.map((top) => {
                  const open = openIds.includes(top.id);
                  const groupId = `${filterId}-group-${top.id}`;
                  const count = top.child.filter((c) => checkedIds.includes(c.id)).length;
                  return (
                    <li key={top.id} className={open ? "category-filter__group is-open" : "category-filter__group"}>
                      {top.child.length ? (
                        <>
                          <button
                            type="button"
                            className="category-filter__toggle"
                            aria-expanded={open}
                            aria-controls={groupId}
                            onClick={() => setExpanded(toggleExpanded(openIds, top.id))}
                          >
                            <span>{top.name}</span>
                            {count > 0 && <span className="category-filter__count">{count}</span>}
                            <Icon name={icons.chevronDown} size={18} />
                          </button>
                          <ul id={groupId} className="category-filter__children" hidden={!open}>
                            {top.child.map((child) => (
                              <li key={child.id}>
                                <label className="checkbox">
                                  <input type="checkbox" name={TYPE_PARAM} value={child.id} checked={checkedIds.includes(child.id)} onChange={onCheck} />
                                  <span>{child.name}</span>
                                </label>
                              </li>
                            ))}
                          </ul>
                        </>
                      ) : (
                        <label className="checkbox checkbox--top">
                          <input type="checkbox" name={TYPE_PARAM} value={top.id} checked={checkedIds.includes(top.id)} onChange={onCheck} />
                          <span>{top.name}</span>
                        </label>
                      )}
                    </li>
                  );
                })}
              </ul>
            </fieldset>
            <SpecFacets facets={facets} hasCategory={selection.selected.length > 0} />
            <div className="filters__actions">
              <button type="submit" className="button button--primary filters__apply" data-testid="show-results">
                {/* One button, two labels: the phone's sheet says how many results it leads to. */}
                <span className="filters__apply-label">{t("products.apply")}</span>
                <span className="filters__show-label">{t("products.sheet.show", { count: pagination.total })}</span>
              </button>
              {(checkedIds.length > 0 || term || specParams(search).length > 0) && (
                // A link, so that it clears the filters without JavaScript too.
                <Link to={pathname} preventScrollReset className="button">
                  {t("products.clear")}
                </Link>
              )}
            </div>
          </form>
        </aside>
        <section id={RESULTS_ID} className="catalogue__results" aria-labelledby={`${filterId}-results`}>
          <div className="catalogue__toolbar">
            {hydrated ? (
              <button
                type="button"
                ref={toggleRef}
                className="button filters-toggle"
                aria-haspopup="dialog"
                aria-expanded={sheetOpen}
                aria-controls={FILTERS_ID}
                onClick={showSheet}
                data-testid="filters-toggle"
              >
                <Icon name={icons.filter} size={18} /> {t("products.sheet.open")}
                {filterCount > 0 && <span className="filters-toggle__count">{filterCount}</span>}
              </button>
            ) : (
              <a href={`#${FILTERS_ID}`} className="button filters-toggle" data-testid="filters-toggle">
                <Icon name={icons.filter} size={18} /> {t("products.sheet.open")}
                {filterCount > 0 && <span className="filters-toggle__count">{filterCount}</span>}
              </a>
            )}
            <ProductSortControl options={sortOptions} value={sort} />
          </div>
          <h2 id={`${filterId}-results`} ref={resultsRef} tabIndex={-1} className="catalogue__count" aria-live="polite">
            {t("products.count", { total: pagination.total })}
          </h2>
          {(unreadable.sort || unreadable.filters) && (
            <p className="notice" role="status" data-testid="unreadable">
              {[unreadable.sort && t("products.sort.unreadable"), unreadable.filters && t("products.unreadableFilters")].filter(Boolean).join(" ")}
            </p>
          )}
          <AppliedFilters categories={categories} selected={selection.selected} facets={facets} term={term} />
          {loaderData.noModel && (
            <p className="notice" role="status" data-testid="no-model">
              {t(pagination.total > 0 ? "products.noModel" : "products.noModelNone", { term })}
            </p>
          )}
          {searchedFor && (
            <p className="notice" role="status">
              {t("products.partialMatch", { typed: term, term: searchedFor })}
            </p>
          )}
          {list.items.length ? (
            <ul className="product-grid">
              {list.items.map((product, index) => (
                <li key={product.id}>
                  <ProductCard product={product} eager={index < 2} />
                </li>
              ))}
              <PlaceholderCards
                kind="product"
                first={list.items.length}
                count={remaining}
                max={MAX_PLACEHOLDER_PAGES * PRODUCT_PAGE_SIZE}
                sentinel={list.sentinel}
              />
              <ListPosterTiles
                tiles={loaderData.promotions}
                loaded={list.items.length}
                cells={list.items.length + Math.min(remaining, MAX_PLACEHOLDER_PAGES * PRODUCT_PAGE_SIZE)}
              />
            </ul>
          ) : (
            <div className="empty-state">
              <Icon name={icons.search} size={32} />
              <p>{t("products.empty")}</p>
            </div>
          )}
          {/* No product matches: no "Page 1 of 1" under the message. A page past the last keeps its link back. */}
          {pagination.total > 0 && <Pager list={list} pagination={pagination} />}
        </section>
      </div>
    </main>
  );
}
