import { useTranslation } from "#src/lib/i18n-react.tsx";
import type { ArticleSummary } from "#src/lib/product-view.ts";
import { LocalLink } from "./local-link.tsx";
import { ResponsiveImage } from "./responsive-image.tsx";

/** product rules §9: hot blog top. */
export const HOT_TOP = 4;

/** product rules §9: the hot top 4 articles, beside the blog list and under an article. */
export function HotArticles({ articles }: { articles: ArticleSummary[] }) {
  const { t } = useTranslation("public");
  if (!articles.length) return null;
  return (
    <aside className="hot-articles" aria-labelledby="hot-title">
      <h2 id="hot-title" className="hot-articles__title">
        {t("blog.hotTitle")}
      </h2>
      <ol>
        {articles.map((article, index) => (
          <li key={article.id}>
            <LocalLink to={article.href} className="hot-article" prefetch="intent">
              <span className="hot-article__rank" aria-hidden="true">
                {index + 1}
              </span>
              <ResponsiveImage src={article.image} alt="" sizes="96px" className="hot-article__image" />
              <span className="hot-article__text">
                <span className="hot-article__name">{article.title}</span>
                <time dateTime={article.date}>{article.dateLabel}</time>
              </span>
            </LocalLink>
          </li>
        ))}
      </ol>
    </aside>
  );
}
