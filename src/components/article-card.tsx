import { PHONE_MEDIA } from "#src/lib/breakpoints.ts";
import type { ArticleSummary } from "#src/lib/product-view.ts";
import { useLocale } from "#src/lib/use-locale.ts";
import { LocalLink } from "./local-link.tsx";
import { ResponsiveImage } from "./responsive-image.tsx";
import { dateTimeFormat } from "#domain/intl.ts";

export function formatDate(iso: string, locale: string): string {
  return dateTimeFormat(locale, { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }).format(new Date(iso));
}

export function ArticleCard({
  article,
  eager = false,
  sizes = `${PHONE_MEDIA} 100vw, (max-width: 1200px) 50vw, 380px`,
}: {
  article: ArticleSummary;
  eager?: boolean;
  sizes?: string;
}) {
  const locale = useLocale();
  return (
    <article className="article-card">
      <LocalLink to={article.href} className="article-card__link" prefetch="intent">
        <div className="article-card__media">
          <ResponsiveImage src={article.image} alt="" sizes={sizes} eager={eager} className="article-card__image" />
        </div>
        <div className="article-card__body">
          <time className="article-card__date" dateTime={article.date}>
            {formatDate(article.date, locale)}
          </time>
          <h3 className="article-card__title">{article.title}</h3>
          {article.summary && <p className="article-card__summary">{article.summary}</p>}
        </div>
      </LocalLink>
    </article>
  );
}
