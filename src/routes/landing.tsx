import type { TextsHandle } from "#domain/public-messages.ts";
import { PHONE_MEDIA } from "#src/lib/breakpoints.ts";
import { useTranslation } from "#src/lib/i18n-react.tsx";
import { redirect } from "react-router";
import type { Route } from "./+types/landing.ts";
import { HeroSlider } from "#src/components/hero-slider.tsx";
import { Icon, icons } from "#src/components/icons.tsx";
import { LocalLink } from "#src/components/local-link.tsx";
import { Breadcrumbs } from "#src/components/page-header.tsx";
import { PosterPicture } from "#src/components/poster-picture.tsx";
import { ProductCard } from "#src/components/product-card.tsx";
import { CardAdvertCards } from "#src/components/promotions/card-advert-cards.tsx";
import { ResponsiveImage } from "#src/components/responsive-image.tsx";
import { BatteryHelper, TOOL_PARAM } from "#src/components/specs/battery-helper.tsx";
import { parseIdList } from "#src/lib/category-selection.ts";
import { appContext } from "#src/lib/app-context.ts";
import { toCategoryView } from "#src/lib/category-view.ts";
import { findParent } from "#domain/category-tree.ts";
import { localeFromPath, localizePath } from "#domain/locales.ts";
import { DEFAULT_BANNER_IMAGE, displayImage, pickLocalized } from "#domain/localized.ts";
import { pageMeta } from "#src/lib/meta.ts";
import { lastSegment, parseId, productListPath } from "#domain/paths.ts";
import { posterImages, toPosterView, withPosterAlts } from "#src/lib/poster-view.ts";
import { toProductSummary } from "#src/lib/product-view.ts";
import { CARD_ADVERT_LIMIT, linksToPage } from "#src/lib/promotions.ts";
import { languagesWithOwnText } from "#domain/translation-completeness.ts";
import { decideLanding, pageNotFound, redirectAway } from "#src/lib/redirect-rules.ts";
import specsStyles from "#src/styles/specs.css?url";
import heroStyles from "#src/styles/hero.css?url";
import promotionsStyles from "#src/styles/promotions.css?url";
import cardsStyles from "#src/styles/cards.css?url";
import landingStyles from "#src/styles/landing.css?url";
import type { StylesHandle } from "#src/lib/inline-stylesheet.tsx";

/** The sections of the public texts this page uses (decision 094). */
export const handle: TextsHandle & StylesHandle = {
  texts: ["landing", "products", "promotions", "specs"],
  stylesheets: [specsStyles, heroStyles, promotionsStyles, cardsStyles, landingStyles],
};

/** Products shown on a landing page; the rest are one click away on the filtered list. */
export const LANDING_PRODUCT_COUNT = 8;

export async function loader({ url, context }: Route.LoaderArgs) {
  const locale = localeFromPath(url.pathname);
  const { catalogue, content, compatibility, mediaLibrary, trash } = context.get(appContext).services;
  const tree = await catalogue.getCategoryTree();
  const decision = decideLanding(url, tree);
  if (!decision.ok) {
    // A landing page in the trash, or under a category in the trash, is gone: 404 (decision 096), not the list.
    const sortid = parseId(url.searchParams.get("sortid"));
    if (decision.reason !== "not-clean" && sortid !== null && (await trash.landingPageInTrash(sortid, lastSegment(url.pathname)))) throw pageNotFound();
    throw redirectAway(decision, "/products", locale);
  }

  const category = toCategoryView(decision.node, locale);
  const parentNode = decision.kind === "two" ? findParent(tree, decision.node.id) : undefined;
  const parent = parentNode ? { name: toCategoryView(parentNode, locale).name, link: toCategoryView(parentNode, locale).link } : null;
  const siblings = parentNode ? parentNode.child.map((c) => toCategoryView(c, locale)).map(({ id, name, link }) => ({ id, name, link })) : [];
  const [products, cards, batteryHelper] = await Promise.all([
    catalogue.listProducts({ page: 1, perPage: LANDING_PRODUCT_COUNT, commodityTypeIds: [decision.node.id] }),
    content.listPosterLike("cardAdsense", CARD_ADVERT_LIMIT + 1),
    // 'Which battery do I need?' where the category holds batteries.
    compatibility.batteryHelperFor(decision.node.id, parseIdList(url.searchParams.getAll(TOOL_PARAM)), locale),
  ]);
  // The product cards' images join the page's one lookup of the library's alt texts and focal points (decision 096).
  const productImages = products.data.map(displayImage);
  const common = {
    category: {
      id: category.id,
      name: category.name,
      description: category.description,
      image: category.image,
      children: category.child.map(({ id, name, link, image }) => ({ id, name, link, image })),
    },
    parent,
    siblings,
    total: products.pagination.total,
    cards: cards
      .filter((c) => !linksToPage(c.url, url))
      .slice(0, CARD_ADVERT_LIMIT)
      .map((c) => toPosterView(c, locale)),
    batteryHelper,
  };

  if (decision.kind === "one") {
    const page = await content.getCategoryPage(decision.landingId);
    if (!page) throw redirect(localizePath("/products", locale), 302);
    const text = (field: string) => pickLocalized(page, field, locale);
    const slides = page.page_one_swipers.map((s) => ({
      id: s.id,
      name: pickLocalized(s, "title", locale),
      description: "",
      pcImg: s.swiper_img_url || DEFAULT_BANNER_IMAGE,
      phoneImg: s.swiper_img_url || DEFAULT_BANNER_IMAGE,
      url: s.url || productListPath(category.id),
    }));
    // One lookup of the library's alt texts for the page's cards and slides (decision 065).
    const alts = await mediaLibrary.altTextsOf([...posterImages([...common.cards, ...slides]), ...productImages]);
    return {
      ...common,
      cards: withPosterAlts(common.cards, alts, locale),
      products: products.data.map((p) => toProductSummary(p, locale, alts)),
      kind: "one" as const,
      languages: languagesWithOwnText(page, "landing_page_ones"),
      seo: { title: text("seo_title") || text("banner_title") || category.name, description: text("seo_description") || category.description },
      bannerTitle: text("banner_title") || category.name,
      swiper: {
        name: text("swiper_name"),
        description: text("swiper_description"),
        slides: withPosterAlts(slides, alts, locale),
      },
      commodity: { name: text("commodity_name") || category.name, description: text("commodity_description") },
      advert: {
        title: text("advertis_title"),
        description: text("advertis_description"),
        pcImg: page.advertis_pc_img,
        phoneImg: page.advertis_phone_img,
        url: page.advertis_url || productListPath(category.id),
      },
      userUrl: page.user_url,
    };
  }

  const page = await content.getSubcategoryPage(decision.landingId);
  if (!page) throw redirect(localizePath("/products", locale), 302);
  const text = (field: string) => pickLocalized(page, field, locale);
  const alts = await mediaLibrary.altTextsOf([...posterImages(common.cards), ...productImages]);
  return {
    ...common,
    cards: withPosterAlts(common.cards, alts, locale),
    products: products.data.map((p) => toProductSummary(p, locale, alts)),
    kind: "two" as const,
    languages: languagesWithOwnText(page, "landing_page_twos"),
    seo: { title: text("seo_title") || text("banner_title") || category.name, description: text("seo_description") || category.description },
    bannerTitle: text("banner_title") || category.name,
    bannerDescription: text("banner_description") || category.description,
    banner: { pcImg: page.banner_pc_img || category.image, phoneImg: page.banner_phone_img || page.banner_pc_img || category.image },
  };
}

export const meta: Route.MetaFunction = (args) => {
  const data = args.loaderData;
  if (!data) return [];
  const crumbs = [{ name: "products.title", path: "/products" }];
  if (data.parent) crumbs.push({ name: data.parent.name, path: data.parent.link, literal: true } as (typeof crumbs)[number]);
  crumbs.push({ name: data.category.name, path: `${args.location.pathname}${args.location.search}`, literal: true } as (typeof crumbs)[number]);
  const image = data.kind === "one" ? data.advert.pcImg || data.category.image : data.banner.pcImg;
  return pageMeta(args, { title: data.seo.title, description: data.seo.description, literal: true, image, crumbs, languages: data.languages });
};

export default function Landing({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("public");
  const data = loaderData;
  const crumbs = [
    { label: t("products.title"), to: "/products" },
    ...(data.parent ? [{ label: data.parent.name, to: data.parent.link }] : []),
    { label: data.category.name },
  ];
  const seeAll = productListPath(data.category.id);

  return (
    <main id="main" className={`landing landing--${data.kind}`}>
      {data.kind === "one" ? (
        <header className="landing-banner">
          <div className="container landing-banner__inner">
            {/* First in the document, so a page painted while it streams in never moves its text down. */}
            <ResponsiveImage src={data.category.image} alt="" sizes={`${PHONE_MEDIA} 60vw, 420px`} eager className="landing-banner__image" />
            <div className="landing-banner__text">
              <Breadcrumbs items={crumbs} />
              <h1>{data.bannerTitle}</h1>
              {data.category.description && <p className="landing-banner__intro">{data.category.description}</p>}
              <div className="landing-banner__actions">
                <LocalLink to={seeAll} className="button button--accent">
                  {t("landing.browse")}
                </LocalLink>
                {data.userUrl && (
                  <LocalLink to={data.userUrl} className="button button--light">
                    {t("landing.learnMore")}
                  </LocalLink>
                )}
              </div>
            </div>
          </div>
        </header>
      ) : (
        <header className="landing-hero">
          <PosterPicture
            pcImg={data.banner.pcImg}
            phoneImg={data.banner.phoneImg}
            alt=""
            eager
            className="landing-hero__picture"
            fallback={{ pc: [1600, 500], phone: [750, 750] }}
          />
          <div className="landing-hero__content">
            <div className="container">
              <Breadcrumbs items={crumbs} />
              <h1>{data.bannerTitle}</h1>
              {data.bannerDescription && <p className="landing-hero__intro">{data.bannerDescription}</p>}
            </div>
          </div>
        </header>
      )}

      {data.kind === "one" && data.category.children.length > 0 && (
        <nav className="container chips-nav" aria-label={t("landing.subcategories")}>
          <ul className="chips">
            {data.category.children.map((child) => (
              <li key={child.id}>
                <LocalLink to={child.link} className="chip">
                  {child.name}
                </LocalLink>
              </li>
            ))}
          </ul>
        </nav>
      )}
      {data.kind === "two" && data.siblings.length > 1 && (
        <nav className="container chips-nav" aria-label={t("landing.related")}>
          <ul className="chips">
            {data.siblings.map((sibling) => (
              <li key={sibling.id}>
                <LocalLink
                  to={sibling.link}
                  className={sibling.id === data.category.id ? "chip chip--active" : "chip"}
                  aria-current={sibling.id === data.category.id ? "page" : undefined}
                >
                  {sibling.name}
                </LocalLink>
              </li>
            ))}
          </ul>
        </nav>
      )}

      {data.kind === "one" && data.swiper.slides.length > 0 && (
        <div className="section container">
          <div className="section__head">
            <h2 id="swiper-title" className="section__title">
              {data.swiper.name || data.category.name}
            </h2>
            {data.swiper.description && <p className="section__intro">{data.swiper.description}</p>}
          </div>
          <div className="landing-swiper">
            <HeroSlider slides={data.swiper.slides} label={data.swiper.name || data.category.name} cta={t("common:actions.seeMore")} />
          </div>
        </div>
      )}

      <section className="section container" aria-labelledby="commodity-title">
        <div className="section__head section__head--row">
          <div>
            <h2 id="commodity-title" className="section__title">
              {data.kind === "one" ? data.commodity.name : t("landing.productsIn", { name: data.category.name })}
            </h2>
            {data.kind === "one" && data.commodity.description && <p className="section__intro">{data.commodity.description}</p>}
          </div>
          <LocalLink to={seeAll} className="button">
            {t("landing.seeAll", { total: data.total })}
          </LocalLink>
        </div>
        {data.products.length ? (
          <ul className="product-grid">
            {data.products.map((product) => (
              <li key={product.id}>
                <ProductCard product={product} />
              </li>
            ))}
          </ul>
        ) : (
          <p className="empty-state">{t("products.empty")}</p>
        )}
      </section>

      {data.batteryHelper && <BatteryHelper data={data.batteryHelper} />}

      <CardAdvertCards cards={data.cards} />

      {data.kind === "one" && (data.advert.title || data.advert.pcImg) && (
        <section className="section container" aria-labelledby="advert-title">
          <LocalLink to={data.advert.url} className="advert">
            <PosterPicture
              pcImg={data.advert.pcImg || data.category.image}
              phoneImg={data.advert.phoneImg || data.advert.pcImg || data.category.image}
              alt=""
              sizes="(max-width: 1200px) 100vw, 1168px"
              className="advert__picture"
              fallback={{ pc: [1600, 500], phone: [750, 1000] }}
            />
            <span className="advert__text">
              <span id="advert-title" className="advert__title" role="heading" aria-level={2}>
                {data.advert.title || data.category.name}
              </span>
              {data.advert.description && <span className="advert__description">{data.advert.description}</span>}
              <span className="advert__more">
                {t("common:actions.seeMore")} <Icon name={icons.arrowRight} size={16} />
              </span>
            </span>
          </LocalLink>
        </section>
      )}
    </main>
  );
}
