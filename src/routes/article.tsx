import type { TextsHandle } from "#domain/public-messages.ts";
import { PHONE_MEDIA } from "#src/lib/breakpoints.ts";
import { useTranslation } from "#src/lib/i18n-react.tsx";
import type { Route } from "./+types/article.ts";
import { HOT_TOP, HotArticles } from "#src/components/hot-articles.tsx";
import { Icon, icons } from "#src/components/icons.tsx";
import { LocalLink } from "#src/components/local-link.tsx";
import { Breadcrumbs } from "#src/components/page-header.tsx";
import { ResponsiveImage } from "#src/components/responsive-image.tsx";
import { altTextFor, focusOf, imageSources, withLibraryAlts } from "#domain/media-alt.ts";
import { appContext } from "#src/lib/app-context.ts";
import { blogPostingLd } from "#src/lib/json-ld.ts";
import { plainText } from "#domain/escape.ts";
import { localeFromPath } from "#domain/locales.ts";
import { displayImage, displayName, pickLocalized } from "#domain/localized.ts";
import { pageMeta } from "#src/lib/meta.ts";
import { canonicalPath } from "#src/lib/seo.ts";
import { toArticleSummary } from "#src/lib/product-view.ts";
import { formatLongDate } from "#domain/intl.ts";
import { decideDetail, leaveDetail } from "#src/lib/redirect-rules.ts";
import { articlePath } from "#domain/paths.ts";
import { languagesWithOwnText } from "#domain/translation-completeness.ts";
import { publicLayoutDataFrom } from "#src/lib/root-data.ts";
import { ownSearchTexts } from "#domain/seo.ts";
import blogStyles from "#src/styles/blog.css?url";
import type { StylesHandle } from "#src/lib/inline-stylesheet.tsx";

/** The sections of the public texts this page uses (decision 094). */
export const handle: TextsHandle & StylesHandle = { texts: ["blog"], stylesheets: [blogStyles] };

/** product rules §5: /blog/{slug}?articleID= or a redirect to /blog; an article in the trash is a 404 (decision 096). */
export async function loader({ url, context }: Route.LoaderArgs) {
  const locale = localeFromPath(url.pathname);
  const { content, richText, mediaLibrary, trash } = context.get(appContext).services;
  const decision = await decideDetail(
    url,
    (id) => content.getArticle(id),
    (a) => a.en_title,
    articlePath,
    undefined,
    (id) => trash.inTrash("articles", id),
  );
  if (!decision.ok) throw leaveDetail(decision, "/blog", locale);
  const article = decision.item;
  const contentHtml = richText.sanitize(pickLocalized(article, "content", locale));
  const image = displayImage(article);
  // The library's alt texts of the page's images, in one lookup (decision 065).
  const [hot, alts] = await Promise.all([content.listHotArticles(HOT_TOP + 1), mediaLibrary.altTextsOf([image, ...imageSources(contentHtml)])]);
  return {
    article: {
      id: article.id,
      title: displayName(article, locale, "title"),
      summary: pickLocalized(article, "summary", locale),
      contentHtml: withLibraryAlts(contentHtml, alts, locale),
      image,
      imageAlt: altTextFor(alts, image, locale, ""),
      // Where a crop keeps the image's subject (decision 092).
      imageFocus: focusOf(alts, image) ?? null,
      createdAt: article.created_at,
      createdAtLabel: formatLongDate(article.created_at, locale),
      updatedAt: article.updated_at,
      // The editor's search-result title and description in this language (decision 092); blank: the title and summary.
      seo: ownSearchTexts(article, locale),
    },
    languages: languagesWithOwnText(article, "articles"),
    hot: hot
      .filter((a) => a.id !== article.id)
      .slice(0, HOT_TOP)
      .map((a) => toArticleSummary(a, locale)),
  };
}

export const meta: Route.MetaFunction = (args) => {
  const data = args.loaderData;
  const layout = publicLayoutDataFrom(args.matches);
  if (!data || !layout) return [];
  const { article } = data;
  const description = article.summary || plainText(article.contentHtml, 160);
  return pageMeta(args, {
    title: article.seo.title || article.title,
    description: article.seo.description || description,
    literal: true,
    type: "article",
    languages: data.languages,
    feed: "blog.title",
    image: article.image,
    jsonLd: blogPostingLd({
      headline: article.title,
      description,
      image: new URL(article.image, layout.origin).toString(),
      url: `${layout.origin}${canonicalPath(args.location)}`,
      datePublished: article.createdAt,
      dateModified: article.updatedAt,
      brand: layout.settings.brand_name,
      logo: `${layout.origin}/favicon.svg`,
      language: localeFromPath(args.location.pathname),
    }),
    crumbs: [
      { name: "blog.title", path: "/blog" },
      { name: article.title, path: canonicalPath(args.location), literal: true },
    ],
  });
};

export default function ArticlePage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("public");
  const { article, hot } = loaderData;
  return (
    <main id="main" className="article-page">
      <div className="container">
        <Breadcrumbs items={[{ label: t("blog.title"), to: "/blog" }, { label: article.title }]} />
      </div>
      <div className="container blog-layout">
        <article className="article" aria-labelledby="article-title">
          <header className="article__header">
            <time className="article__date" dateTime={article.createdAt}>
              <Icon name={icons.calendar} size={16} /> {article.createdAtLabel}
            </time>
            <h1 id="article-title">{article.title}</h1>
            {article.summary && <p className="lead">{article.summary}</p>}
          </header>
          <ResponsiveImage
            src={article.image}
            alt={article.imageAlt}
            sizes={`${PHONE_MEDIA} 100vw, (max-width: 1200px) 66vw, 780px`}
            eager
            className="article__image"
            style={article.imageFocus ? { objectPosition: article.imageFocus } : undefined}
          />
          {/* Sanitised by the service layer (docs/architecture.md). */}
          <div className="prose article__content" dangerouslySetInnerHTML={{ __html: article.contentHtml }} />
          <footer className="article__footer">
            <LocalLink to="/blog" className="link-arrow">
              {t("blog.back")}
            </LocalLink>
          </footer>
        </article>
        <HotArticles articles={hot} />
      </div>
    </main>
  );
}
