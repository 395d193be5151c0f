import { PHONE_MEDIA } from "#src/lib/breakpoints.ts";
import type { ArticleSummary } from "#src/lib/product-view.ts";
import { LocalLink } from "./local-link.tsx";
import { ResponsiveImage } from "./responsive-image.tsx";

export function ArticleCard({
  article,
  eager = false,
  sizes = `${PHONE_MEDIA} 100vw, (max-width: 1200px) 50vw, 380px`,
}: {
  article: ArticleSummary;
  eager?: boolean;
  sizes?: string;
}) {
  return (
    <article className="article-card">
      <LocalLink to={article.href} className="article-card__link" prefetch="intent">
        <div className="article-card__media">
          <ResponsiveImage
            src={article.image}
            alt=""
            sizes={sizes}
            eager={eager}
            className="article-card__image"
            style={article.focus ? { objectPosition: article.focus } : undefined}
          />
        </div>
        <div className="article-card__body">
          <time className="article-card__date" dateTime={article.date}>
            {article.dateLabel}
          </time>
          <h3 className="article-card__title">{article.title}</h3>
          {article.summary && <p className="article-card__summary">{article.summary}</p>}
        </div>
      </LocalLink>
    </article>
  );
}
