import type { TextsHandle } from "#domain/public-messages.ts";
import { PHONE_MEDIA } from "#src/lib/breakpoints.ts";
import { useState } from "react";
import { useTranslation } from "#src/lib/i18n-react.tsx";
import type { Route } from "./+types/product.ts";
import { Icon, icons } from "#src/components/icons.tsx";
import { LocalLink } from "#src/components/local-link.tsx";
import { DocumentList } from "#src/components/document-list.tsx";
import { Breadcrumbs } from "#src/components/page-header.tsx";
import { ProductCard } from "#src/components/product-card.tsx";
import { ResponsiveImage } from "#src/components/responsive-image.tsx";
import { altTextFor, focusOf, imageSources, withLibraryAlts } from "#domain/media-alt.ts";
import { accessoryTargets, CompatibilitySection } from "#src/components/specs/compatibility.tsx";
import { CompareToggle } from "#src/components/specs/compare-toggle.tsx";
import { SpecTable } from "#src/components/specs/spec-table.tsx";
import { appContext } from "#src/lib/app-context.ts";
import { findNode, findParent } from "#domain/category-tree.ts";
import { toCategoryView } from "#src/lib/category-view.ts";
import { productLd } from "#src/lib/json-ld.ts";
import { plainText } from "#domain/escape.ts";
import { localeFromPath, localizePath } from "#domain/locales.ts";
import { displayImage, displayName, pickLocalized } from "#domain/localized.ts";
import { pageMeta } from "#src/lib/meta.ts";
import { canonicalPath } from "#src/lib/seo.ts";
import { publicLayoutDataFrom } from "#src/lib/root-data.ts";
import { toProductSummary } from "#src/lib/product-view.ts";
import { decideDetail, leaveDetail } from "#src/lib/redirect-rules.ts";
import { productPath, quotePath } from "#domain/paths.ts";
import { languagesWithOwnText } from "#domain/translation-completeness.ts";
import { OWNER_PARAM, SERIAL_PARAM, serialParam } from "#domain/short-links.ts";
import { OwnerStrip } from "#src/components/owner-strip.tsx";
import { SparePartsSection } from "#src/components/parts/spare-parts-section.tsx";
import { dataSheetOf, hasDataSheet, ProductBattery } from "#src/components/batteries/product-battery.tsx";
import { ownSearchTexts } from "#domain/seo.ts";
import specsStyles from "#src/styles/specs.css?url";
import partsStyles from "#src/styles/parts.css?url";
import batteriesStyles from "#src/styles/batteries.css?url";
import cardsStyles from "#src/styles/cards.css?url";
import productStyles from "#src/styles/product.css?url";
import documentsStyles from "#src/styles/documents.css?url";
import type { StylesHandle } from "#src/lib/inline-stylesheet.tsx";

/** The sections of the public texts this page uses (decision 094). */
export const handle: TextsHandle & StylesHandle = {
  texts: ["batteries", "dealers", "manuals", "parts", "product", "products", "service", "specs"],
  stylesheets: [specsStyles, partsStyles, batteriesStyles, cardsStyles, productStyles, documentsStyles],
};

export const RELATED_COUNT = 4;

/** product rules §5: /product/{slug}?articleID= or a redirect to /products; a product in the trash is a 404 (decision 096). */
export async function loader({ url, context }: Route.LoaderArgs) {
  const locale = localeFromPath(url.pathname);
  const { catalogue, documents, richText, specs, compatibility, mediaLibrary, parts, trash } = context.get(appContext).services;
  const decision = await decideDetail(
    url,
    (id) => catalogue.getProduct(id),
    (p) => p.en_name,
    productPath,
    (p) => catalogue.formerEnglishNames(p.id),
    (id) => trash.inTrash("products", id),
  );
  if (!decision.ok) throw leaveDetail(decision, "/products", locale);
  const product = decision.item;

  const tree = await catalogue.getCategoryTree();
  const typeNode = product.commodity_type_id ? findNode(tree, product.commodity_type_id) : undefined;
  // Breadcrumbs: the top-level and second-level categories the product belongs to.
  const trail = [];
  for (let node = typeNode; node; node = findParent(tree, node.id)) trail.unshift(toCategoryView(node, locale));
  const related = product.commodity_type_id
    ? (await catalogue.listProducts({ page: 1, perPage: RELATED_COUNT + 1, commodityTypeIds: [product.commodity_type_id] })).data
        .filter((p) => p.id !== product.id)
        .slice(0, RELATED_COUNT)
    : [];
  const images = [displayImage(product), ...product.images.filter((img) => img && img !== product.main_img_url)];
  // The spec table and battery compatibility, from data; the documents in the visitor's language.
  const descriptionHtml = richText.sanitize(pickLocalized(product, "description", locale));
  const name = displayName(product, locale);
  // Arrived by a label's QR code (/m/{model}, decision 082): the owner strip, with the serial when the code had one.
  const owner = url.searchParams.has(OWNER_PARAM) ? { serial: serialParam(url.searchParams.get(SERIAL_PARAM)) ?? null } : null;
  const [sheet, fits, contents, offered, alts, spareParts] = await Promise.all([
    specs.specSheet(product.id, locale),
    compatibility.compatibilityOf(product.id, locale),
    compatibility.packageOf(product.id, locale),
    documents.documentsForProduct(product.id, locale),
    // The library's alt texts of the page's images, in one lookup (decision 065).
    mediaLibrary.altTextsOf([...images, ...imageSources(descriptionHtml), ...related.map(displayImage)]),
    // Spare parts (decision 084); with the owner's serial, the parts made for other serials are left out.
    parts.productParts(product.id, locale, { serial: owner?.serial ?? undefined }),
  ]);
  return {
    owner,
    product: {
      id: product.id,
      name,
      model: product.model,
      summary: pickLocalized(product, "summary", locale),
      descriptionHtml: withLibraryAlts(descriptionHtml, alts, locale),
      images,
      imageAlts: images.map((src) => altTextFor(alts, src, locale, name)),
      // Where crops keep each image's subject (decision 092).
      imageFocus: images.map((src) => focusOf(alts, src) ?? null),
      // The editor's search-result title and description in this language (decision 092); blank: the name and summary.
      seo: ownSearchTexts(product, locale),
    },
    languages: languagesWithOwnText(product, "commodities"),
    trail: trail.slice(0, 2).map(({ id, name, link }) => ({ id, name, link })),
    related: related.map((p) => toProductSummary(p, locale, alts)),
    specs: sheet,
    compatibility: fits,
    contents,
    documents: offered,
    spareParts,
  };
}

export const meta: Route.MetaFunction = (args) => {
  const data = args.loaderData;
  const layout = publicLayoutDataFrom(args.matches);
  if (!data || !layout) return [];
  const { product } = data;
  const description = product.summary || plainText(product.descriptionHtml, 160);
  const canonical = `${layout.origin}${canonicalPath(args.location)}`;
  return pageMeta(args, {
    title: product.seo.title || product.name,
    description: product.seo.description || description,
    literal: true,
    type: "product",
    languages: data.languages,
    image: product.images[0],
    jsonLd: productLd({
      name: product.name,
      description: plainText(product.descriptionHtml, 500) || description,
      images: product.images.map((img) => new URL(img, layout.origin).toString()),
      sku: product.model || undefined,
      url: canonical,
      brand: layout.settings.brand_name,
      category: data.trail.map((c) => c.name).join(" > ") || undefined,
      properties: data.specs,
      accessoryFor: accessoryTargets(data.compatibility).map((tool) => ({
        name: tool.name,
        url: new URL(localizePath(tool.href, localeFromPath(args.location.pathname)), layout.origin).toString(),
      })),
    }),
    crumbs: [
      { name: "products.title", path: "/products" },
      ...data.trail.map((c) => ({ name: c.name, path: c.link, literal: true })),
      { name: product.name, path: canonicalPath(args.location), literal: true },
    ],
  });
};

export default function Product({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("public");
  const { product, trail, related, specs, compatibility, contents, documents, owner, spareParts } = loaderData;
  const specViews = specs.map((s) => s.spec);
  // A battery's data sheet has its own table in the battery section, so the specifications do not repeat it.
  const sheetKeys = new Set(hasDataSheet(specViews) ? dataSheetOf(specViews).map((spec) => spec.key) : []);
  // The platform's promise only on a tool that takes its batteries: not on a battery, a charger or a built-in battery.
  const runsOnPlatform = compatibility?.role === "tool" && compatibility.batteries.length > 0;
  const [active, setActive] = useState(0);
  const shown = product.images[active] ? active : 0;
  const image = product.images[shown]!;
  return (
    <main id="main" className="product-page">
      {owner && <OwnerStrip product={product} serial={owner.serial} documents={documents} hasParts={spareParts.parts.length > 0} />}
      <div className="container">
        <Breadcrumbs items={[{ label: t("products.title"), to: "/products" }, ...trail.map((c) => ({ label: c.name, to: c.link })), { label: product.name }]} />
      </div>
      <section className="container product-hero" aria-labelledby="product-title">
        <div className="gallery">
          <div className="gallery__main">
            <ResponsiveImage
              key={image}
              src={image}
              alt={product.imageAlts[shown] ?? product.name}
              sizes={`${PHONE_MEDIA} 100vw, (max-width: 1200px) 50vw, 580px`}
              eager={active === 0}
              className="gallery__image"
              style={product.imageFocus[shown] ? { objectPosition: product.imageFocus[shown] } : undefined}
            />
          </div>
          {product.images.length > 1 && (
            <ul className="gallery__thumbs" aria-label={t("product.gallery")}>
              {product.images.map((src, index) => (
                <li key={src}>
                  <button
                    type="button"
                    className="gallery__thumb"
                    aria-pressed={index === active}
                    aria-label={t("product.showImage", { index: index + 1 })}
                    onClick={() => setActive(index)}
                  >
                    <ResponsiveImage
                      src={src}
                      alt=""
                      sizes="80px"
                      style={product.imageFocus[index] ? { objectPosition: product.imageFocus[index] } : undefined}
                    />
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>
        <div className="product-info">
          {trail.length > 0 && <p className="eyebrow">{trail[trail.length - 1]!.name}</p>}
          <h1 id="product-title" className="product-info__title">
            {product.name}
          </h1>
          {product.model && (
            <p className="product-info__model">
              {t("product.model")} <strong>{product.model}</strong>
            </p>
          )}
          {product.summary && <p className="product-info__summary">{product.summary}</p>}
          <ul className="product-info__badges">
            {runsOnPlatform && (
              <li>
                <Icon name={icons.battery} size={20} /> {t("product.badgePlatform")}
              </li>
            )}
            {contents && (
              <li>
                <a href="#battery" className="product-info__badge-link">
                  <Icon name={icons.battery} size={20} /> {t(`batteries.product.contents.${contents.kind}`)}
                </a>
              </li>
            )}
            <li>
              <LocalLink to={`/register?product=${product.id}`} className="product-info__badge-link">
                <Icon name={icons.shield} size={20} /> {t("product.badgeWarranty")}
              </LocalLink>
            </li>
          </ul>
          <div className="product-info__actions">
            <LocalLink to={quotePath(product)} className="button button--primary button--large">
              {t("product.enquire")}
            </LocalLink>
            {/* The dealers that sell the tools, nearest to the visitor when their browser shares where they are (decision 080). */}
            <LocalLink to="/dealers?service=sales&locate=1" className="button button--large">
              <Icon name={icons.pin} size={20} /> {t("dealers.productLink")}
            </LocalLink>
            <LocalLink to="/partner" className="button button--large">
              {t("product.becomeDealer")}
            </LocalLink>
            <CompareToggle product={{ id: product.id, name: product.name, image: product.images[0]! }} large />
          </div>
          <p className="product-info__service">
            <LocalLink to={`/service/request?product=${product.id}`} className="link-arrow">
              <Icon name={icons.wrench} size={18} /> {t("service.request.short")}
            </LocalLink>
          </p>
        </div>
      </section>
      <SpecTable specs={specViews.filter((spec) => !sheetKeys.has(spec.key))} />
      <CompatibilitySection data={compatibility} />
      <ProductBattery specs={specViews} contents={contents} />
      {product.descriptionHtml && (
        <section className="container section product-details" aria-labelledby="details-title">
          <h2 id="details-title">{t("product.details")}</h2>
          {/* Sanitised by the service layer on write and before render (docs/architecture.md). */}
          <div className="prose" dangerouslySetInnerHTML={{ __html: product.descriptionHtml }} />
        </section>
      )}
      {documents.length > 0 && (
        <section className="container section product-documents" aria-labelledby="documents-title" id="documents">
          <h2 id="documents-title">{t("manuals.productTitle")}</h2>
          <DocumentList documents={documents} serial={owner?.serial ?? undefined} />
          <p className="product-documents__more">
            <LocalLink to="/manuals">{t("manuals.allManuals")}</LocalLink>
          </p>
        </section>
      )}
      {spareParts.parts.length > 0 && (
        <SparePartsSection product={product} diagrams={spareParts.diagrams} parts={spareParts.parts} serial={owner?.serial ?? null} />
      )}
      {related.length > 0 && (
        <section className="container section" aria-labelledby="related-title">
          <h2 id="related-title" className="section__title">
            {t("product.related")}
          </h2>
          <ul className="product-grid">
            {related.map((item) => (
              <li key={item.id}>
                <ProductCard product={item} />
              </li>
            ))}
          </ul>
        </section>
      )}
    </main>
  );
}
