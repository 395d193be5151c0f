import type { TextsHandle } from "#domain/public-messages.ts";
import { useEffect, useState } from "react";
import { redirect, useLocation } from "react-router";
import type { Route } from "./+types/compare.ts";
import { LocalLink } from "#src/components/local-link.tsx";
import { PageHeader } from "#src/components/page-header.tsx";
import { ResponsiveImage } from "#src/components/responsive-image.tsx";
import { appContext } from "#src/lib/app-context.ts";
import { parseIdList } from "#src/lib/category-selection.ts";
import { useTranslation } from "#src/lib/i18n-react.tsx";
import { localeFromPath, localizePath } from "#domain/locales.ts";
import { pageMeta } from "#src/lib/meta.ts";
import { toProductSummary } from "#src/lib/product-view.ts";
import { MAX_COMPARE, comparePath, useCompare } from "#src/state/compare.ts";
import specsStyles from "#src/styles/specs.css?url";
import cardsStyles from "#src/styles/cards.css?url";
import type { StylesHandle } from "#src/lib/inline-stylesheet.tsx";

/** The sections of the public texts this page uses (decision 094). */
export const handle: TextsHandle & StylesHandle = { texts: ["products"], stylesheets: [specsStyles, cardsStyles] };

/** Ids looked up at most: a longer list is trimmed anyway. */
const MAX_LOOKUP = 20;
/** Products offered by the form that adds one without JavaScript, in the catalogue's order. */
const MAX_ADDABLE = 200;

/**
 * /compare?ids=5,12,19: the known products among the ids (at most four) side by side, every
 * specification of any of them as a row. Unknown or extra ids: a notice; none known: /products.
 */
export async function loader({ url, context }: Route.LoaderArgs) {
  const locale = localeFromPath(url.pathname);
  const { catalogue, specs } = context.get(appContext).services;
  const asked = parseIdList(url.searchParams.getAll("ids"));
  const looked = asked.slice(0, MAX_LOOKUP);
  const found = (await Promise.all(looked.map((id) => catalogue.getProduct(id)))).filter((p) => p !== undefined);
  if (!found.length) throw redirect(localizePath("/products", locale), 302);
  // Gone since the visitor chose them: the tray forgets them.
  const missing = looked.filter((id) => !found.some((product) => product.id === id));
  const products = found.slice(0, MAX_COMPARE);
  // Every entry asked for counts, a malformed one ("abc", "-1") too: the visitor hears that something was left out.
  const entries = new Set(
    url.searchParams.getAll("ids").flatMap((value) =>
      value
        .split(",")
        .map((entry) => entry.trim())
        .filter(Boolean),
    ),
  );
  const trimmed = products.length < Math.max(asked.length, entries.size);

  const [attributes, sheets] = await Promise.all([
    specs.listSpecAttributes(),
    specs.specsOf(
      products.map((p) => p.id),
      locale,
    ),
  ]);
  const order = new Map(attributes.map((a, index) => [a.key, index]));
  const rows = new Map<string, { key: string; label: string; values: (string | null)[] }>();
  products.forEach((product, column) => {
    for (const spec of sheets.get(product.id) ?? []) {
      const row = rows.get(spec.key) ?? { key: spec.key, label: spec.label, values: products.map(() => null) };
      row.values[column] = spec.display;
      rows.set(spec.key, row);
    }
  });
  const table = [...rows.values()]
    .sort((a, b) => (order.get(a.key) ?? 0) - (order.get(b.key) ?? 0))
    .map((row) => ({ ...row, different: new Set(row.values).size > 1 }));

  // Without JavaScript the page is where products are added (a GET form sends the ids shown and the one chosen).
  const others =
    products.length < MAX_COMPARE
      ? (await catalogue.listProducts({ page: 1, perPage: MAX_ADDABLE })).data
          .filter((p) => !products.some((shown) => shown.id === p.id))
          .map((p) => ({ id: p.id, name: toProductSummary(p, locale).name }))
      : [];

  return {
    products: products.map((p) => toProductSummary(p, locale)),
    others,
    rows: table,
    trimmed,
    missing,
    highlight: url.searchParams.get("diff") === "1",
  };
}

export const meta: Route.MetaFunction = (args) => {
  const data = args.loaderData;
  if (!data) return [];
  const names = data.products.map((p) => p.name).join(", ");
  return pageMeta(
    // Canonical and hreflang name the products actually shown.
    { matches: args.matches, location: { pathname: args.location.pathname, search: `?ids=${data.products.map((p) => p.id).join(",")}` } },
    {
      title: "compare.metaTitle",
      description: "compare.metaDescription",
      vars: { names },
      // The address is the visitor's own choice of products: not a page for search engines.
      noindex: true,
      crumbs: [{ name: "compare.title", path: comparePath(data.products.map((p) => p.id)) }],
    },
  );
};

export default function Compare({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("public");
  const { products, others, rows, trimmed, missing } = loaderData;
  const [highlight, setHighlight] = useState(loaderData.highlight);
  const { forget } = useCompare();
  useEffect(() => {
    if (missing.length) forget(missing);
  }, [missing, forget]);
  const { pathname } = useLocation();
  const ids = products.map((p) => p.id);
  return (
    <main id="main" className={highlight ? "compare-page is-highlighting" : "compare-page"}>
      <PageHeader
        title={t("compare.title")}
        intro={t("compare.intro")}
        crumbs={[{ label: t("products.title"), to: "/products" }, { label: t("compare.title") }]}
      />
      <div className="container section section--tight">
        {trimmed && (
          <p className="notice" role="status">
            {t("compare.noticeTrimmed", { max: MAX_COMPARE })}
          </p>
        )}
        {/* Without JavaScript the checkbox is sent with 'Apply'; with it, the highlighting follows the box at once. */}
        <form method="get" action={pathname} className="compare-controls">
          <input type="hidden" name="ids" value={ids.join(",")} />
          <label className="checkbox">
            <input type="checkbox" name="diff" value="1" checked={highlight} onChange={(event) => setHighlight(event.target.checked)} />
            <span>{t("compare.highlight")}</span>
          </label>
          <noscript>
            <button type="submit" className="button">
              {t("compare.highlightApply")}
            </button>
          </noscript>
          <LocalLink to="/products" className="link-arrow">
            {t("compare.addMore")}
          </LocalLink>
        </form>
        {/* With JavaScript products are added from the lists (the tray); without it, here. */}
        {others.length > 0 && (
          <noscript>
            <form method="get" action={pathname} className="compare-controls compare-add">
              <input type="hidden" name="ids" value={ids.join(",")} />
              {highlight && <input type="hidden" name="diff" value="1" />}
              <label htmlFor="compare-add-product">{t("compare.addLabel")}</label>
              <select id="compare-add-product" name="ids">
                {others.map((product) => (
                  <option key={product.id} value={product.id}>
                    {product.name}
                  </option>
                ))}
              </select>
              <button type="submit" className="button">
                {t("compare.add")}
              </button>
            </form>
          </noscript>
        )}
        <div className="compare-scroll" role="region" aria-label={t("compare.title")} tabIndex={0}>
          <table className="compare-table">
            <caption className="visually-hidden">{t("compare.title")}</caption>
            {/* Fixed column widths: a table painted while its rows stream in keeps its columns where they are. */}
            <colgroup>
              <col className="compare-table__labels" />
              {products.map((product) => (
                <col key={product.id} className="compare-table__column" />
              ))}
            </colgroup>
            <thead>
              <tr>
                <td />
                {products.map((product) => (
                  <th key={product.id} scope="col" className="compare-table__product">
                    <LocalLink to={product.href}>
                      <ResponsiveImage src={product.image} alt="" sizes="160px" />
                      <span>{product.name}</span>
                      {product.model && <span className="compare-table__model">{product.model}</span>}
                    </LocalLink>
                    {products.length > 1 && (
                      <LocalLink
                        to={comparePath(ids.filter((id) => id !== product.id))}
                        className="compare-table__remove"
                        aria-label={t("compare.remove", { name: product.name })}
                      >
                        {t("compare.removeColumn")}
                      </LocalLink>
                    )}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.key} className={row.different ? "is-different" : "is-same"} data-spec={row.key}>
                  <th scope="row">
                    {row.label}
                    {row.different && <span className="visually-hidden"> ({t("compare.differs")})</span>}
                  </th>
                  {row.values.map((value, index) => (
                    <td key={products[index]!.id} className={value === null ? "is-blank" : undefined}>
                      {value ?? (
                        <>
                          <span aria-hidden="true">—</span>
                          <span className="visually-hidden">{t("compare.missing")}</span>
                        </>
                      )}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </div>
    </main>
  );
}
