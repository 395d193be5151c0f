import type { TextsHandle } from "#domain/public-messages.ts";
import { Form } from "react-router";
import { useTranslation } from "#src/lib/i18n-react.tsx";
import type { Route } from "./+types/parts.ts";
import { Icon, icons } from "#src/components/icons.tsx";
import { LocalLink } from "#src/components/local-link.tsx";
import { PageHeader } from "#src/components/page-header.tsx";
import { PartBadges, WhereToGetParts } from "#src/components/parts/spare-parts-section.tsx";
import { appContext } from "#src/lib/app-context.ts";
import { productLd } from "#src/lib/json-ld.ts";
import { localeFromPath, localizePath } from "#domain/locales.ts";
import { pageMeta } from "#src/lib/meta.ts";
import { askForPartPath } from "#domain/parts.ts";
import { publicLayoutDataFrom } from "#src/lib/root-data.ts";
import partsStyles from "#src/styles/parts.css?url";
import documentsStyles from "#src/styles/documents.css?url";
import type { StylesHandle } from "#src/lib/inline-stylesheet.tsx";

/** The sections of the public texts this page uses (decision 094). */
export const handle: TextsHandle & StylesHandle = { texts: ["manuals", "parts"], stylesheets: [partsStyles, documentsStyles] };

/** /parts?q=: spare parts by part number, name (three languages) or product; without q, the products that have parts (decision 084). */
export async function loader({ url, context }: Route.LoaderArgs) {
  const locale = localeFromPath(url.pathname);
  const { parts } = context.get(appContext).services;
  const q = (url.searchParams.get("q") ?? "")
    .replace(/\p{Cc}/gu, " ")
    .trim()
    .slice(0, 100);
  const [found, products] = await Promise.all([q ? parts.searchParts({ q, locale }) : { hits: [], total: 0 }, parts.productsWithParts(locale)]);
  return { q, hits: found.hits, total: found.total, products };
}

export const meta: Route.MetaFunction = (args) => {
  const layout = publicLayoutDataFrom(args.matches);
  const data = args.loaderData;
  const locale = localeFromPath(args.location.pathname);
  const origin = layout?.origin ?? "";
  const absolute = (path: string) => new URL(localizePath(path, locale), origin || "http://localhost").toString();
  return pageMeta(args, {
    title: "parts.title",
    description: "parts.metaDescription",
    crumbs: [{ name: "parts.title", path: "/parts" }],
    // Each part found is a Product that is a spare part for the tools it fits.
    jsonLd: (data?.hits ?? []).map((part) =>
      productLd({
        name: part.name,
        description: part.name,
        images: part.image ? [new URL(part.image, origin || "http://localhost").toString()] : [],
        sku: part.part_number,
        url: absolute(`/parts?q=${encodeURIComponent(part.part_number)}`),
        brand: layout?.settings.brand_name ?? "",
        accessoryFor: part.products.map((product) => ({ name: product.name, url: absolute(product.href) })),
      }),
    ),
  });
};

export default function Parts({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("public");
  const { q, hits, total, products } = loaderData;
  return (
    <main id="main">
      <PageHeader title={t("parts.title")} intro={t("parts.intro")} crumbs={[{ label: t("parts.title") }]} />
      <div className="container section parts-page">
        <section className="panel parts-search" aria-labelledby="parts-search-title">
          <h2 id="parts-search-title" className="visually-hidden">
            {t("parts.searchTitle")}
          </h2>
          <Form method="get" className="parts-search__form" role="search" aria-labelledby="parts-search-title">
            <div className="field">
              <label htmlFor="parts-q" className="field__label">
                {t("parts.searchLabel")}
              </label>
              <input id="parts-q" type="search" name="q" defaultValue={q} key={q} maxLength={100} placeholder={t("parts.searchPlaceholder")} />
            </div>
            <button type="submit" className="button button--primary">
              <Icon name={icons.search} size={18} /> {t("parts.searchSubmit")}
            </button>
          </Form>
          {q && (
            <p className="parts-search__summary" role="status">
              {t("parts.count", { count: total, term: q })} <LocalLink to="/parts">{t("parts.showAll")}</LocalLink>
            </p>
          )}
        </section>

        {q && hits.length === 0 && (
          <div className="panel parts-page__empty">
            <h2>{t("parts.noneTitle")}</h2>
            <p>{t("parts.noneFor", { term: q })}</p>
          </div>
        )}
        {hits.length > 0 && (
          <ul className="part-hits" aria-label={t("parts.resultsLabel")}>
            {hits.map((part) => (
              <li key={part.id} className="part-hit" data-testid="part-hit">
                <h2 className="part-hit__name">{part.name}</h2>
                <p className="part-hit__number">
                  {t("parts.partNumber")} <code>{part.part_number}</code>
                  {part.superseded_by && <span className="parts-table__replaced"> {t("parts.replacedBy", { number: part.superseded_by })}</span>}
                </p>
                <PartBadges part={part} />
                <ul className="part-hit__products" aria-label={t("parts.fitsLabel")}>
                  {part.products.map((product) => (
                    <li key={product.id}>
                      <LocalLink to={`${product.href}#spare-parts`}>
                        {product.name} <span className="part-hit__model">{product.model}</span>
                      </LocalLink>
                      <LocalLink
                        to={askForPartPath({ productId: product.id, partNumber: part.part_number })}
                        prefetch="none"
                        rel="nofollow"
                        className="part-hit__ask"
                      >
                        {t("parts.ask")}
                        <span className="visually-hidden">
                          {" "}
                          {part.part_number} {product.model}
                        </span>
                      </LocalLink>
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
        )}

        {products.length > 0 && (
          <section aria-labelledby="parts-products-title" className="parts-products">
            <h2 id="parts-products-title">{t("parts.byProduct")}</h2>
            <ul className="parts-products__list">
              {products.map((product) => (
                <li key={product.id}>
                  <LocalLink to={`${product.href}#spare-parts`} className="parts-products__link">
                    <Icon name={icons.wrench} size={20} /> <span>{product.name}</span> <span className="part-hit__model">{product.model}</span>
                  </LocalLink>
                </li>
              ))}
            </ul>
          </section>
        )}
        <WhereToGetParts />
      </div>
    </main>
  );
}
