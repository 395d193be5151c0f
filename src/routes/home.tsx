import type { TextsHandle } from "#domain/public-messages.ts";
import { PHONE_MEDIA } from "#src/lib/breakpoints.ts";
import { useTranslation } from "#src/lib/i18n-react.tsx";
import { redirect } from "react-router";
import type { Route } from "./+types/home.ts";
import { ArticleCard } from "#src/components/article-card.tsx";
import { HeroSlider } from "#src/components/hero-slider.tsx";
import { Icon, icons } from "#src/components/icons.tsx";
import { LocalLink } from "#src/components/local-link.tsx";
import { PosterPicture } from "#src/components/poster-picture.tsx";
import { ProductCard } from "#src/components/product-card.tsx";
import { RotationCarousel } from "#src/components/promotions/rotation-carousel.tsx";
import { ResponsiveImage } from "#src/components/responsive-image.tsx";
import { appContext } from "#src/lib/app-context.ts";
import { organizationLd, websiteLd } from "#src/lib/json-ld.ts";
import { firstVisitLanguage } from "#domain/first-visit.ts";
import { DEFAULT_LOCALE, localeFromPath, localizePath } from "#domain/locales.ts";
import { pageMeta } from "#src/lib/meta.ts";
import { displayImage } from "#domain/localized.ts";
import { DEFAULT_HOME_POSTER, posterImages, toPosterView, withPosterAlts } from "#src/lib/poster-view.ts";
import { toArticleSummary, toProductSummary } from "#src/lib/product-view.ts";
import { ROTATION_SLIDE_LIMIT } from "#src/lib/promotions.ts";
import { publicLayoutDataFrom, usePublicLayoutData } from "#src/lib/root-data.ts";
import heroStyles from "#src/styles/hero.css?url";
import homeStyles from "#src/styles/home.css?url";
import promotionsStyles from "#src/styles/promotions.css?url";
import cardsStyles from "#src/styles/cards.css?url";
import type { StylesHandle } from "#src/lib/inline-stylesheet.tsx";

/** The sections of the public texts this page uses (decision 094). */
export const handle: TextsHandle & StylesHandle = {
  texts: ["home", "meta", "promotions"],
  stylesheets: [heroStyles, homeStyles, promotionsStyles, cardsStyles],
};

/** product rules §9: home shows 10 recommended products (the featured ones first); product rules §3: the first two cards and tags. */
export const HOME_RECOMMENDED_COUNT = 10;
export const HOME_CARD_COUNT = 2;
export const HOME_TAG_COUNT = 2;
const HOME_ARTICLE_COUNT = 3;

export async function loader({ url, request, context }: Route.LoaderArgs) {
  const locale = localeFromPath(url.pathname);
  const preferred = locale === DEFAULT_LOCALE && firstVisitLanguage((name) => request.headers.get(name));
  if (preferred) throw redirect(localizePath("/", preferred), 302);

  const { services } = context.get(appContext);
  const { catalogue, content, mediaLibrary } = services;
  const [recommended, slides, homePosters, cards, tags, banners, articles, rotation] = await Promise.all([
    catalogue.homeRecommendations(HOME_RECOMMENDED_COUNT),
    content.listPostersByType("indexPage"),
    content.listPostersByType("homePoster"),
    content.listPostersByType("card"),
    content.listPostersByType("tag"),
    content.listPostersByType("banner"),
    content.listArticles({ page: 1, perPage: HOME_ARTICLE_COUNT }),
    content.listPosterLike("rotationCharts", ROTATION_SLIDE_LIMIT),
  ]);
  const poster = homePosters[0];
  const slideViews = slides.map((s) => toPosterView(s, locale));
  const cardViews = cards.slice(0, HOME_CARD_COUNT).map((c) => toPosterView(c, locale));
  const posterView = poster ? toPosterView(poster, locale) : DEFAULT_HOME_POSTER;
  const tagViews = tags.slice(0, HOME_TAG_COUNT).map((c) => toPosterView(c, locale));
  const bannerViews = banners.slice(0, 1).map((b) => toPosterView(b, locale));
  const rotationViews = rotation.map((s) => toPosterView(s, locale));
  // One lookup of the library's alt texts and focal points for the page's images (decisions 065, 096).
  const alts = await mediaLibrary.altTextsOf([
    ...posterImages([...slideViews, ...cardViews, posterView, ...tagViews, ...bannerViews, ...rotationViews]),
    ...recommended.map(displayImage),
    ...articles.data.map(displayImage),
  ]);
  return {
    recommended: recommended.map((p) => toProductSummary(p, locale, alts)),
    slides: withPosterAlts(slideViews, alts, locale),
    homePoster: withPosterAlts([posterView], alts, locale)[0]!,
    cards: withPosterAlts(cardViews, alts, locale),
    tags: withPosterAlts(tagViews, alts, locale),
    banner: withPosterAlts(bannerViews, alts, locale)[0] ?? null,
    articles: articles.data.map((a) => toArticleSummary(a, locale, alts)),
    rotation: withPosterAlts(rotationViews, alts, locale),
  };
}

export const meta: Route.MetaFunction = (args) => {
  const layout = publicLayoutDataFrom(args.matches);
  const image = args.loaderData?.slides[0]?.pcImg;
  return pageMeta(args, {
    title: "meta.homeTitle",
    description: "meta.homeDescription",
    image,
    jsonLd: layout
      ? [organizationLd(layout.origin, layout.settings), websiteLd(layout.origin, layout.settings.brand_name, localeFromPath(args.location.pathname))]
      : [],
  });
};

const FIGURES: { key: string; icon: string }[] = [
  { key: "platform", icon: icons.battery },
  { key: "warranty", icon: icons.shield },
  { key: "plants", icon: icons.factory },
  { key: "experience", icon: icons.gauge },
];

const REVIEWS = ["be", "fr", "nl"] as const;

export default function Home({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("public");
  const { settings, categories } = usePublicLayoutData();
  const { slides, homePoster, cards, tags, banner, recommended, articles } = loaderData;
  const brand = settings.brand_name;
  return (
    <main id="main" className="home">
      <h1 className="visually-hidden">{t("meta.homeTitle", { brand })}</h1>
      <HeroSlider slides={slides} label={t("home.heroLabel")} cta={t("home.heroCta")} />

      <section className="figures" aria-label={t("home.figuresLabel")}>
        <ul className="container figures__list">
          {FIGURES.map((figure) => (
            <li key={figure.key} className="figure">
              <span className="figure__icon">
                <Icon name={figure.icon} size={28} />
              </span>
              <span className="figure__value">{t(`home.figures.${figure.key}.value`)}</span>
              <span className="figure__label">{t(`home.figures.${figure.key}.label`)}</span>
            </li>
          ))}
        </ul>
      </section>

      <section className="section container" aria-labelledby="tools-title">
        <div className="section__head">
          <p className="eyebrow">{t("home.toolsEyebrow")}</p>
          <h2 id="tools-title" className="section__title">
            {t("home.toolsTitle")}
          </h2>
          <p className="section__intro">{t("home.toolsIntro")}</p>
        </div>
        <ul className="category-grid">
          {categories.map((category) => (
            <li key={category.id}>
              <LocalLink to={category.link} className="category-tile">
                <ResponsiveImage src={category.image} alt="" sizes={`${PHONE_MEDIA} 50vw, (max-width: 1200px) 33vw, 190px`} className="category-tile__image" />
                <span className="category-tile__name">{category.name}</span>
                <span className="category-tile__more">
                  {t("home.toolsMore")} <Icon name={icons.arrowRight} size={14} />
                </span>
              </LocalLink>
            </li>
          ))}
        </ul>
      </section>

      {cards.length > 0 && (
        <section className="section section--tight container" aria-label={t("home.cardsLabel")}>
          <ul className="promo-cards">
            {cards.map((card) => (
              <li key={card.id}>
                <LocalLink to={card.url} className="promo-card">
                  <PosterPicture
                    pcImg={card.pcImg}
                    focus={card.focus}
                    phoneFocus={card.phoneFocus}
                    phoneImg={card.phoneImg}
                    alt={card.alt ?? ""}
                    sizes={`${PHONE_MEDIA} 100vw, 590px`}
                    className="promo-card__picture"
                    fallback={{ pc: [1200, 675], phone: [750, 750] }}
                  />
                  <span className="promo-card__text">
                    <span className="promo-card__title">{card.name}</span>
                    {card.description && <span className="promo-card__description">{card.description}</span>}
                    <span className="promo-card__more">
                      {t("common:actions.seeMore")} <Icon name={icons.arrowRight} size={16} />
                    </span>
                  </span>
                </LocalLink>
              </li>
            ))}
          </ul>
        </section>
      )}

      <section className="spotlight" aria-labelledby="spotlight-title">
        <div className="container spotlight__inner">
          <div className="spotlight__text">
            <p className="eyebrow eyebrow--light">{t("home.watchEyebrow")}</p>
            <h2 id="spotlight-title" className="spotlight__title">
              {homePoster.name}
            </h2>
            {homePoster.description && <p>{homePoster.description}</p>}
            <LocalLink to={homePoster.url} className="button button--accent">
              {t("home.watchCta")} <Icon name={icons.arrowRight} size={18} />
            </LocalLink>
          </div>
          <PosterPicture
            pcImg={homePoster.pcImg}
            phoneImg={homePoster.phoneImg}
            focus={homePoster.focus}
            phoneFocus={homePoster.phoneFocus}
            alt=""
            sizes="(max-width: 1200px) 100vw, 700px"
            className="spotlight__picture"
            fallback={{ pc: [1200, 675], phone: [750, 750] }}
          />
        </div>
      </section>

      <section className="section container" aria-labelledby="recommended-title">
        <div className="section__head section__head--row">
          <div>
            <p className="eyebrow">{t("home.recommendedEyebrow")}</p>
            <h2 id="recommended-title" className="section__title">
              {t("home.recommendedTitle")}
            </h2>
            <p className="section__intro">{t("home.recommendedIntro")}</p>
          </div>
          <LocalLink to="/products" className="button">
            {t("home.allProducts")}
          </LocalLink>
        </div>
        <ul className="product-grid product-grid--five">
          {recommended.map((product) => (
            <li key={product.id}>
              <ProductCard product={product} />
            </li>
          ))}
        </ul>
      </section>

      <RotationCarousel slides={loaderData.rotation} />

      <section className="warranty-band" aria-labelledby="warranty-title">
        <div className="container warranty-band__inner">
          <div className="warranty-band__badge" aria-hidden="true">
            <span className="warranty-band__years">2+1</span>
            <span className="warranty-band__unit">{t("home.warrantyUnit")}</span>
          </div>
          <div>
            <h2 id="warranty-title">{t("home.warrantyTitle")}</h2>
            <p>{t("home.warrantyText")}</p>
          </div>
          <LocalLink to="/service" className="button button--light">
            {t("home.warrantyCta")}
          </LocalLink>
        </div>
      </section>

      {tags.length > 0 && (
        <section className="section section--tight container" aria-label={t("home.tagsLabel")}>
          <ul className="tag-promos">
            {tags.map((tag) => (
              <li key={tag.id}>
                <LocalLink to={tag.url} className="tag-promo">
                  <ResponsiveImage
                    src={tag.pcImg}
                    alt=""
                    sizes="112px"
                    className="tag-promo__picture"
                    style={tag.focus ? { objectPosition: tag.focus } : undefined}
                  />
                  <span className="tag-promo__text">
                    <span className="tag-promo__title">{tag.name}</span>
                    {tag.description && <span className="tag-promo__description">{tag.description}</span>}
                  </span>
                </LocalLink>
              </li>
            ))}
          </ul>
        </section>
      )}

      {banner && (
        <section className="section section--tight container" aria-labelledby="banner-title">
          <LocalLink to={banner.url} className="advert">
            <PosterPicture
              pcImg={banner.pcImg}
              phoneImg={banner.phoneImg}
              focus={banner.focus}
              phoneFocus={banner.phoneFocus}
              alt=""
              sizes="(max-width: 1200px) 100vw, 1152px"
              className="advert__picture"
              fallback={{ pc: [1600, 500], phone: [750, 750] }}
            />
            <span className="advert__text">
              <span id="banner-title" className="advert__title" role="heading" aria-level={2}>
                {banner.name}
              </span>
              {banner.description && <span className="advert__description">{banner.description}</span>}
              <span className="advert__more">
                {t("common:actions.seeMore")} <Icon name={icons.arrowRight} size={16} />
              </span>
            </span>
          </LocalLink>
        </section>
      )}

      <section className="section reviews" aria-labelledby="reviews-title">
        <div className="container">
          <div className="section__head section__head--center">
            <p className="eyebrow">{t("home.reviewsEyebrow")}</p>
            <h2 id="reviews-title" className="section__title">
              {t("home.reviewsTitle")}
            </h2>
          </div>
          <ul className="review-grid">
            {REVIEWS.map((country) => (
              <li key={country}>
                <figure className="review">
                  <div className="review__stars" role="img" aria-label={t("home.rating", { stars: 5 })}>
                    {[1, 2, 3, 4, 5].map((n) => (
                      <Icon key={n} name={icons.star} size={18} />
                    ))}
                  </div>
                  <blockquote className="review__quote">
                    <p>{t(`home.reviews.${country}.quote`)}</p>
                  </blockquote>
                  <figcaption className="review__author">
                    <span className="review__avatar" aria-hidden="true">
                      {t(`home.reviews.${country}.name`).slice(0, 1)}
                    </span>
                    <span>
                      <strong>{t(`home.reviews.${country}.name`)}</strong>
                      <span className="review__meta">
                        {t(`home.reviews.${country}.place`)} · {t(`home.reviews.${country}.product`)}
                      </span>
                    </span>
                  </figcaption>
                </figure>
              </li>
            ))}
          </ul>
        </div>
      </section>

      {articles.length > 0 && (
        <section className="section container" aria-labelledby="news-title">
          <div className="section__head section__head--row">
            <div>
              <p className="eyebrow">{t("home.newsEyebrow")}</p>
              <h2 id="news-title" className="section__title">
                {t("home.newsTitle")}
              </h2>
            </div>
            <LocalLink to="/blog" className="button">
              {t("home.allNews")}
            </LocalLink>
          </div>
          <ul className="article-grid">
            {articles.map((article) => (
              <li key={article.id}>
                <ArticleCard article={article} />
              </li>
            ))}
          </ul>
        </section>
      )}
    </main>
  );
}
