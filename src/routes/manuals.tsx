import type { TextsHandle } from "#domain/public-messages.ts";
import { Form } from "react-router";
import { useTranslation } from "#src/lib/i18n-react.tsx";
import type { Route } from "./+types/manuals.ts";
import { DocumentList } from "#src/components/document-list.tsx";
import { Icon, icons } from "#src/components/icons.tsx";
import { LocalLink } from "#src/components/local-link.tsx";
import { PageHeader } from "#src/components/page-header.tsx";
import { ResponsiveImage } from "#src/components/responsive-image.tsx";
import { appContext } from "#src/lib/app-context.ts";
import { findNode, findParent } from "#domain/category-tree.ts";
import { DOCUMENT_KINDS, type DocumentKind } from "#domain/documents.ts";
import { localeFromPath } from "#domain/locales.ts";
import { displayName } from "#domain/localized.ts";
import { pageMeta } from "#src/lib/meta.ts";
import documentsStyles from "#src/styles/documents.css?url";
import manualsStyles from "#src/styles/manuals.css?url";
import type { StylesHandle } from "#src/lib/inline-stylesheet.tsx";

/** The sections of the public texts this page uses (decision 094). */
export const handle: TextsHandle & StylesHandle = { texts: ["manuals"], stylesheets: [documentsStyles, manualsStyles] };

/** /manuals?q=&kind=: every product's documents in the page's language (English where it has none of a kind), by product category. */
export async function loader({ url, context }: Route.LoaderArgs) {
  const locale = localeFromPath(url.pathname);
  const { documents, catalogue } = context.get(appContext).services;
  const q = (url.searchParams.get("q") ?? "").trim().slice(0, 100);
  const kindParam = url.searchParams.get("kind") ?? "";
  const kind = (DOCUMENT_KINDS as readonly string[]).includes(kindParam) ? (kindParam as DocumentKind) : "";
  const [found, tree] = await Promise.all([documents.searchManuals({ q, kind: kind || undefined, locale }), catalogue.getCategoryTree()]);

  // By top-level category, in the catalogue's order; products without one last.
  const groups = new Map<number, { id: number; name: string; products: typeof found }>();
  const order = tree.map((node) => node.id);
  for (const entry of found) {
    let node = entry.product.commodity_type_id ? findNode(tree, entry.product.commodity_type_id) : undefined;
    for (let parent = node && findParent(tree, node.id); parent; parent = findParent(tree, parent.id)) node = parent;
    const id = node?.id ?? 0;
    if (!groups.has(id)) groups.set(id, { id, name: node ? displayName(node, locale) : "", products: [] });
    groups.get(id)!.products.push(entry);
  }
  const categories = [...groups.values()].sort((a, b) => (a.id ? order.indexOf(a.id) : Infinity) - (b.id ? order.indexOf(b.id) : Infinity));
  return { q, kind, categories, total: found.length };
}

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { title: "manuals.title", description: "manuals.metaDescription", crumbs: [{ name: "manuals.title", path: "/manuals" }] });

export default function Manuals({ loaderData }: Route.ComponentProps) {
  const { t, language } = useTranslation("public");
  const { q, kind, categories, total } = loaderData;
  const filtered = Boolean(q || kind);
  return (
    <main id="main">
      <PageHeader title={t("manuals.title")} intro={t("manuals.intro")} crumbs={[{ label: t("manuals.title") }]} />
      <div className="container section manuals">
        <section className="panel manual-search" aria-labelledby="manual-search-title">
          <h2 id="manual-search-title" className="visually-hidden">
            {t("manuals.searchTitle")}
          </h2>
          <Form method="get" className="manual-search__form" role="search" aria-labelledby="manual-search-title">
            <div className="field">
              <label htmlFor="manual-q" className="field__label">
                {t("manuals.searchLabel")}
              </label>
              <input id="manual-q" type="search" name="q" defaultValue={q} key={q} maxLength={100} placeholder={t("manuals.searchPlaceholder")} />
            </div>
            <div className="field">
              <label htmlFor="manual-kind" className="field__label">
                {t("manuals.kind")}
              </label>
              <select id="manual-kind" name="kind" defaultValue={kind} key={kind}>
                <option value="">{t("manuals.allKinds")}</option>
                {DOCUMENT_KINDS.map((option) => (
                  <option key={option} value={option}>
                    {t(`manuals.kinds.${option}`)}
                  </option>
                ))}
              </select>
            </div>
            <button type="submit" className="button button--primary">
              <Icon name={icons.search} size={18} /> {t("manuals.searchSubmit")}
            </button>
          </Form>
          {filtered && (
            <p className="manual-search__summary" role="status">
              {t("manuals.count", { count: total })} <LocalLink to="/manuals">{t("manuals.showAll")}</LocalLink>
            </p>
          )}
          {language !== "en" && (
            <p className="manual-search__note">
              <span className="language-badge" aria-hidden="true">
                EN
              </span>{" "}
              {t("manuals.badgeNote")}
            </p>
          )}
        </section>

        {categories.length === 0 ? (
          <div className="panel manuals__empty">
            <h2>{t("manuals.noneTitle")}</h2>
            <p>{q ? t("manuals.noneFor", { term: q }) : t("manuals.none")}</p>
            <LocalLink to="/contact" className="button">
              {t("manuals.askUs")}
            </LocalLink>
          </div>
        ) : (
          categories.map((category) => (
            <section key={category.id} className="manuals__category" aria-labelledby={`manuals-${category.id}`}>
              <h2 id={`manuals-${category.id}`} className="manuals__category-title">
                {category.name || t("manuals.otherProducts")}
              </h2>
              <ul className="manual-products">
                {category.products.map(({ product, documents }) => (
                  <li key={product.id} className="manual-product" data-testid="manual-product">
                    <div className="manual-product__head">
                      <ResponsiveImage
                        src={product.main_img_url || "/images/default-banner.svg"}
                        alt=""
                        sizes="72px"
                        className="manual-product__image"
                        fallbackSize={{ width: 72, height: 72 }}
                      />
                      <div>
                        <h3 className="manual-product__name">
                          <LocalLink to={product.href}>{product.name}</LocalLink>
                        </h3>
                        {product.model && <p className="manual-product__model">{product.model}</p>}
                      </div>
                    </div>
                    <DocumentList documents={documents} />
                  </li>
                ))}
              </ul>
            </section>
          ))
        )}
      </div>
    </main>
  );
}
